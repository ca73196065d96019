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
  /** MM/YY, from this month (a card is good to the end of its month) to 20 years on. */
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

  function expiryValid(expiry: string, today: { year: number; month: number }): boolean {
    const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(String(expiry));
    if (!match) return false;
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    if (month < 1 || month > 12) return false;
    const monthsAhead = (year - today.year) * 12 + (month - today.month);
    return monthsAhead >= 0 && monthsAhead <= 20 * 12;
  }

  function cvvValid(cvv: string, brand: CardBrand | null): boolean {
    return (brand === 'American Express' ? /^\d{4}$/ : /^\d{3}$/).test(String(cvv));
  }

  return { digitsOf, luhnValid, brandOf, cardNumberValid, expiryValid, cvvValid };
}

export const cardChecks = createCardChecks();

/** The calendar month of a date in UTC, as the expiry check takes it. */
export function monthOf(date: Date): { year: number; month: number } {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}
