import { isValidBIC } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { IRISH_BANK_BICS, bicOfIrishIban } from './irish-banks.js';

describe('the BIC of an Irish IBAN', () => {
  it.each([
    ['IE29AIBK93115212345678', 'AIBKIE2D'],
    ['ie29 aibk 9311 5212 3456 78', 'AIBKIE2D'],
    ['IE17BOFI90583812345678', 'BOFIIE2D'],
    ['IE92IPBS99071116942378', 'IPBSIE2D'],
    ['IE30REVO99036022547749', 'REVOIE23'],
  ])('%s is at %s', (iban, bic) => {
    expect(bicOfIrishIban(iban)).toBe(bic);
  });

  it.each([
    ['another country', 'DE89370400440532013000'],
    ['a bank not in the list', 'IE64IRCE92050112345678'],
    ['an IBAN still being typed', 'IE29AIBK9311'],
    ['a wrong check digit', 'IE29AIBK93115212345679'],
    ['nothing', ''],
  ])('%s gives none', (_, iban) => {
    expect(bicOfIrishIban(iban)).toBeUndefined();
  });

  it('names a valid Irish BIC of the same bank for every code', () => {
    for (const [code, bic] of Object.entries(IRISH_BANK_BICS)) {
      expect(isValidBIC(bic), bic).toBe(true);
      expect(bic.slice(0, 6)).toBe(`${code}IE`);
    }
  });
});
