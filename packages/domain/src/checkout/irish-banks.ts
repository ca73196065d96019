import { isValidIBAN } from 'ibantools';
import { normaliseBankCode } from './payment-form.js';

/**
 * The BIC of each bank that issues Irish IBANs, by the four-letter bank code an Irish IBAN carries
 * after its check digits (IEkk BBBB SSSSSS AAAAAAAA). The list is short and public; a bank missing
 * from it only means the customer types the BIC, as before.
 */
export const IRISH_BANK_BICS: Readonly<Record<string, string>> = {
  AIBK: 'AIBKIE2D', // AIB
  BOFI: 'BOFIIE2D', // Bank of Ireland
  IPBS: 'IPBSIE2D', // PTSB
  EBSI: 'EBSIIE2D', // EBS
  CITI: 'CITIIE2X', // Citibank Europe
  REVO: 'REVOIE23', // Revolut Bank (Irish branch)
  ULSB: 'ULSBIE2D', // Ulster Bank Ireland (accounts closing)
  ICON: 'ICONIE2D', // KBC Bank Ireland (accounts closing)
};

/**
 * The BIC of a complete, valid Irish IBAN's bank, when the bank is known; undefined otherwise
 * (another country, a bank not in the list, or an IBAN still being typed or mistyped).
 */
export function bicOfIrishIban(value: string): string | undefined {
  const iban = normaliseBankCode(value);
  if (!iban.startsWith('IE') || !isValidIBAN(iban)) return undefined;
  return IRISH_BANK_BICS[iban.slice(4, 8)];
}
