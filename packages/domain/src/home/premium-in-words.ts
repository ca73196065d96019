import { euroToCents } from '../platform/money.js';
import type { PremiumDetail } from './home-quote-response.js';
import { CLAIMS_LOOKBACK_YEARS } from './home-lists.js';

/**
 * A premium breakdown a customer reads. The insurers' answers (home.md 3 'premium_details') carry
 * their own item names and running totals ('Premium after Loadings and Discounts' three times
 * over); the screens and the schedule show what each step does to the price instead, and one
 * total. The answer's codes are the rating engines' unique codes (docs/home-rating.md).
 */
export interface PremiumLineInWords {
  /** The insurer's unique code of the line. */
  code: string;
  label: string;
  /** Whole cents: positive adds to the premium, negative takes off. */
  amountCents: number;
  kind: 'cover' | 'adjustment' | 'extra' | 'discount' | 'levy';
}

type Words =
  | { label: string; kind: PremiumLineInWords['kind'] }
  | {
      /** An adjustment whose words depend on whether it adds or takes off. */
      adds: string;
      takesOff: string;
    };

const WORDS: Record<string, Words> = {
  BUILDINGS: { label: 'Buildings cover', kind: 'cover' },
  CONTENTS: { label: 'Contents cover', kind: 'cover' },
  UNSPECPP: { label: 'Unspecified personal items cover', kind: 'cover' },
  SPECPP: { label: 'Specified personal items cover', kind: 'cover' },
  PEDALCYCLE: { label: 'Pedal cycle cover', kind: 'cover' },
  SMOKE: {
    adds: 'Added for fewer working smoke alarms',
    takesOff: 'Discount for your working smoke alarms',
  },
  CLAIMLOAD: {
    adds: `Added for claims in the last ${CLAIMS_LOOKBACK_YEARS} years`,
    takesOff: 'Discount for your claims history',
  },
  NOPREVINS: {
    adds: 'Added as you have not held home insurance before',
    takesOff: 'Discount for your insurance history',
  },
  NCD: { adds: 'Added for your claim-free years', takesOff: 'No claims discount' },
  EXCESS: {
    adds: 'Added for choosing a lower excess',
    takesOff: 'Discount for choosing a higher excess',
  },
  TENURE: {
    adds: 'Added by the insurer at this renewal',
    takesOff: 'Loyalty discount for renewing with the insurer',
  },
  CONAD: { label: 'Accidental damage for contents (optional extra)', kind: 'extra' },
  PNCD: { label: 'No claim discount protection plus (optional extra)', kind: 'extra' },
  HEAOPT: { label: 'Home emergency assist (optional extra)', kind: 'extra' },
  DISCOUNT: { label: 'Staff discount', kind: 'discount' },
  BOICUS: { label: 'Bank customer discount', kind: 'discount' },
  BOIMUL: { label: 'Discount for two or more products with the bank', kind: 'discount' },
  BOICAR: { label: 'Discount for your motor insurance with the bank', kind: 'discount' },
  FTBDISC: { label: 'First-time buyer discount', kind: 'discount' },
  PROMOPCT: { label: 'Promotional discount (your promotion code)', kind: 'discount' },
  MINPREM: { label: "Added to reach the insurer's minimum premium", kind: 'adjustment' },
  LEVY: { label: 'Government levy (3%)', kind: 'levy' },
};

function wordsOf(
  detail: PremiumDetail,
  amountCents: number,
): Omit<PremiumLineInWords, 'code' | 'amountCents'> {
  const words = WORDS[detail.unique_code];
  if (!words) return { label: detail.item_name, kind: amountCents < 0 ? 'discount' : 'adjustment' };
  if ('label' in words) return words;
  return amountCents < 0
    ? { label: words.takesOff, kind: 'discount' }
    : { label: words.adds, kind: 'adjustment' };
}

/**
 * The items of a breakdown in words, in the insurer's order. Running totals are left out: the
 * quote's price is the one total the customer needs.
 */
export function premiumInWords(details: readonly PremiumDetail[]): PremiumLineInWords[] {
  return details.flatMap((detail) => {
    if (detail.amount === undefined) return [];
    const amountCents = euroToCents(detail.amount);
    if (amountCents === 0) return [];
    return [{ code: detail.unique_code, amountCents, ...wordsOf(detail, amountCents) }];
  });
}
