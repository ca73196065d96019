/**
 * The gateway's card checks: Luhn, brand, expiry and CVV. They are written as one self-contained
 * factory because the hosted-fields page runs the very same code in the browser (its script
 * embeds createCardChecks' source), so the inline errors and the server never disagree. Keep it
 * free of imports and outer references for that reason.
 */
export type CardBrand = 'Visa' | 'Mastercard' | 'American Express';

export interface CardChecks {
  /** The digits of a card number as typed with spaces or dashes; '' when anything else is in it. */
  digitsOf(cardNumber: string): string;
  luhnValid(digits: string): boolean;
  brandOf(digits: string): CardBrand | null;
  cardNumberValid(cardNumber: string): boolean;
  /**
   * The month and year of an expiry as people type it: MM/YY as printed on the card, or without
   * the slash (0929), with another separator (09-29, 09 29), a one-digit month (9/29) or a
   * four-digit year (09/2029); null for anything else.
   */
  expiryOf(expiry: string): { month: number; year: number } | null;
  /** An expiry as printed on a card, MM/YY, or the text as typed when it is no expiry. */
  normaliseExpiry(expiry: string): string;
  /**
   * The expiry field while it is typed: digits only, a leading 2 to 9 is a month (09), and the
   * slash comes by itself after the month, as keypads have none; `deleting` leaves a trailing
   * slash off, so the customer can delete past it.
   */
  formatExpiryInput(raw: string, deleting: boolean): string;
  /** From this month (a card is good to the end of its month) to 20 years on. */
  expiryValid(expiry: string, today: { year: number; month: number }): boolean;
  /** Three digits, or four for American Express. */
  cvvValid(cvv: string, brand: CardBrand | null): boolean;
}

export function createCardChecks(): CardChecks {
  function digitsOf(cardNumber: string): string {
    const compact = String(cardNumber).replace(/[\s-]/g, '');
    return /^\d+$/.test(compact) ? compact : '';
  }

  function luhnValid(digits: string): boolean {
    if (!/^\d+$/.test(digits)) return false;
    let sum = 0;
    for (let index = 0; index < digits.length; index += 1) {
      let digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function brandOf(digits: string): CardBrand | null {
    if (/^4/.test(digits)) return 'Visa';
    if (/^3[47]/.test(digits)) return 'American Express';
    const firstFour = Number(digits.slice(0, 4));
    if (/^5[1-5]/.test(digits) || (firstFour >= 2221 && firstFour <= 2720)) return 'Mastercard';
    return null;
  }

  const lengthsByBrand: Record<CardBrand, number[]> = {
    Visa: [13, 16, 19],
    Mastercard: [16],
    'American Express': [15],
  };

  function cardNumberValid(cardNumber: string): boolean {
    const digits = digitsOf(cardNumber);
    const brand = brandOf(digits);
    return brand !== null && lengthsByBrand[brand].includes(digits.length) && luhnValid(digits);
  }

  function expiryOf(expiry: string): { month: number; year: number } | null {
    const text = String(expiry).trim();
    const match =
      /^(\d{1,2})\s*[/\s.-]\s*(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(text);
    if (!match) return null;
    const month = Number(match[1]);
    const yearDigits = match[2]!;
    if (yearDigits.length === 4 && !yearDigits.startsWith('20')) return null;
    const year = 2000 + Number(yearDigits.slice(-2));
    return month >= 1 && month <= 12 ? { month, year } : null;
  }

  function normaliseExpiry(expiry: string): string {
    const parts = expiryOf(expiry);
    if (!parts) return String(expiry);
    return `${String(parts.month).padStart(2, '0')}/${String(parts.year % 100).padStart(2, '0')}`;
  }

  function formatExpiryInput(raw: string, deleting: boolean): string {
    const text = String(raw);
    const digits = text.replace(/\D/g, '');
    if (!digits) return '';
    const first = digits[0]!;
    const separatorAfterFirst = /^\s*\d\s*[/\s.-]/.test(text);
    let month: string;
    let rest: string;
    if (first >= '2' || (digits.length === 1 && separatorAfterFirst)) {
      month = `0${first}`;
      rest = digits.slice(1);
    } else if (digits.length === 1) {
      return first;
    } else {
      month = digits.slice(0, 2);
      rest = digits.slice(2);
    }
    rest = rest.slice(0, 4);
    if (rest) return `${month}/${rest}`;
    return deleting ? month : `${month}/`;
  }

  function expiryValid(expiry: string, today: { year: number; month: number }): boolean {
    const parts = expiryOf(expiry);
    if (!parts) return false;
    const monthsAhead = (parts.year - today.year) * 12 + (parts.month - today.month);
    return monthsAhead >= 0 && monthsAhead <= 20 * 12;
  }

  function cvvValid(cvv: string, brand: CardBrand | null): boolean {
    return (brand === 'American Express' ? /^\d{4}$/ : /^\d{3}$/).test(String(cvv));
  }

  return {
    digitsOf,
    luhnValid,
    brandOf,
    cardNumberValid,
    expiryOf,
    normaliseExpiry,
    formatExpiryInput,
    expiryValid,
    cvvValid,
  };
}

export const cardChecks = createCardChecks();

/** The calendar month of a date in UTC, as the expiry check takes it. */
export function monthOf(date: Date): { year: number; month: number } {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}
