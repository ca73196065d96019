import { describe, expect, it } from 'vitest';
import { HOME_PAYMENT_RULES } from '../home/home-payment-rules.js';
import { TRAVEL_PAYMENT_RULES } from '../travel/travel-payment-rules.js';
import {
  bindPaymentProblems,
  bindQuoteProblems,
  isEuroAmountOf,
  paymentFrequencyOfBind,
  quoteValidUntil,
  type BindPayment,
  type CheckoutPaymentRules,
} from './bind-rules.js';
import { BIND_MESSAGES } from './checkout-messages.js';
import { QUOTE_VALIDITY_DAYS } from '../home/home-limits.js';
import { HOME_QUOTE_VALIDITY_TEXT } from '../home/home-quote-validity.js';

const noon = (iso: string) => new Date(`${iso}T12:00:00`);

const card: BindPayment = {
  paymentType: 'CARD_PAYMENT',
  installmentsNumber: null,
  collectionDay: null,
  totalPremiumEuro: 226.89,
};
const directDebit: BindPayment = {
  paymentType: 'DIRECT_DEBIT_PAYMENT',
  installmentsNumber: 12,
  collectionDay: 8,
  totalPremiumEuro: 226.89,
  instalmentEuro: 18.91,
};
const quote = { priceCents: 22_689, pricedAt: noon('2026-03-02'), startDate: '2026-03-20' };

describe('paymentFrequencyOfBind', () => {
  it('is single for a card and the number of instalments for a direct debit', () => {
    expect(paymentFrequencyOfBind('CARD_PAYMENT', null)).toBe('1');
    expect(paymentFrequencyOfBind('DIRECT_DEBIT_PAYMENT', 12)).toBe('12');
    expect(paymentFrequencyOfBind('DIRECT_DEBIT_PAYMENT', undefined)).toBe('');
  });
});

describe('bindPaymentProblems', () => {
  it('accepts home by card and by 12 direct debits on a collection day', () => {
    expect(bindPaymentProblems(HOME_PAYMENT_RULES, card)).toEqual({});
    for (const collectionDay of [1, 8, 15, 22]) {
      expect(bindPaymentProblems(HOME_PAYMENT_RULES, { ...directDebit, collectionDay })).toEqual(
        {},
      );
    }
  });

  it('refuses a direct debit paid once: the single payment is a card’s', () => {
    for (const installmentsNumber of [1, 0, null]) {
      expect(
        bindPaymentProblems(HOME_PAYMENT_RULES, { ...directDebit, installmentsNumber }),
      ).toEqual({ installmentsNumber: ['Home direct debits are paid in 12 instalments.'] });
    }
  });

  it('refuses a frequency home does not offer and a day it does not collect on', () => {
    expect(
      bindPaymentProblems(HOME_PAYMENT_RULES, {
        ...directDebit,
        installmentsNumber: 10,
        collectionDay: 2,
      }),
    ).toEqual({
      installmentsNumber: ['Home direct debits are paid in 12 instalments.'],
      collectionDay: ['The collection day is one of 1, 8, 15, 22.'],
    });
  });

  it('refuses a direct debit for a card-only product', () => {
    const cardOnly: CheckoutPaymentRules = {
      ...HOME_PAYMENT_RULES,
      paymentFrequencies: ['1'],
      monthlyPlan: undefined,
    };
    expect(bindPaymentProblems(cardOnly, directDebit)).toEqual({
      paymentType: [BIND_MESSAGES.frequencyInvalid],
    });
    expect(bindPaymentProblems(cardOnly, card)).toEqual({});
  });
});

describe('bindQuoteProblems', () => {
  const validFor90Days: CheckoutPaymentRules = {
    ...HOME_PAYMENT_RULES,
    quoteValidityDays: 90,
    quoteExpiredMessage: undefined,
  };

  it('accepts a quote price on the last of its days of validity', () => {
    const priced = { ...quote, pricedAt: noon('2026-03-01') };
    expect(quoteValidUntil(priced.pricedAt, 90)).toBe('2026-05-30');
    const lastDay = new Date('2026-05-30T23:59:00');
    const withLateStart = { ...priced, startDate: '2026-05-30' };
    expect(bindQuoteProblems(validFor90Days, directDebit, withLateStart, lastDay)).toEqual({});
  });

  it('refuses a quote the day after its days of validity', () => {
    const dayAfter = new Date('2026-05-31T00:01:00');
    const withLateStart = { ...quote, pricedAt: noon('2026-03-01'), startDate: '2026-06-30' };
    expect(bindQuoteProblems(validFor90Days, card, withLateStart, dayAfter)).toEqual({
      quoteReference: [BIND_MESSAGES.quoteExpired(90)],
    });
  });

  it('sells a home price the day it is given only, saying the quote is kept to be priced again (decision 0031)', () => {
    expect(HOME_PAYMENT_RULES.quoteValidityDays).toBe(0);
    const lastMinute = new Date('2026-03-02T23:59:00');
    expect(bindQuoteProblems(HOME_PAYMENT_RULES, directDebit, quote, lastMinute)).toEqual({});
    const nextMorning = new Date('2026-03-03T00:01:00');
    expect(bindQuoteProblems(HOME_PAYMENT_RULES, card, quote, nextMorning)).toEqual({
      quoteReference: [HOME_QUOTE_VALIDITY_TEXT.priceExpired],
    });
    expect(HOME_QUOTE_VALIDITY_TEXT.priceExpired).toContain(`${QUOTE_VALIDITY_DAYS} days`);
  });

  it('sells a home renewal offer priced ahead until its start date', () => {
    const offer = { ...quote, pricedAt: noon('2026-02-10'), renewalOf: { policyId: 'P-1' } };
    expect(bindQuoteProblems(HOME_PAYMENT_RULES, card, offer, noon('2026-03-20'))).toEqual({});
    expect(bindQuoteProblems(HOME_PAYMENT_RULES, card, offer, noon('2026-03-21'))).toEqual({
      quoteReference: [BIND_MESSAGES.startDatePassed],
    });
  });

  it('refuses a cover that has started, on the start day itself still sold', () => {
    const pricedThatDay = (iso: string) => ({ ...quote, pricedAt: noon(iso) });
    expect(
      bindQuoteProblems(HOME_PAYMENT_RULES, card, pricedThatDay('2026-03-20'), noon('2026-03-20')),
    ).toEqual({});
    expect(
      bindQuoteProblems(HOME_PAYMENT_RULES, card, pricedThatDay('2026-03-21'), noon('2026-03-21')),
    ).toEqual({
      quoteReference: [BIND_MESSAGES.startDatePassed],
    });
  });

  it('refuses any premium but the price, and an instalment not of the plan', () => {
    const today = noon('2026-03-02');
    for (const totalPremiumEuro of [226.88, 226.9, 1e308, Number.MAX_SAFE_INTEGER, 0]) {
      expect(
        bindQuoteProblems(HOME_PAYMENT_RULES, { ...card, totalPremiumEuro }, quote, today),
      ).toEqual({ totalPremium: [BIND_MESSAGES.premiumChanged] });
    }
    expect(
      bindQuoteProblems(HOME_PAYMENT_RULES, { ...directDebit, instalmentEuro: 18.9 }, quote, today),
    ).toEqual({ instalmentAmount: [BIND_MESSAGES.premiumChanged] });
  });
});

describe('isEuroAmountOf', () => {
  it('compares euro with two decimals to cents without throwing', () => {
    expect(isEuroAmountOf(226.89, 22_689)).toBe(true);
    expect(isEuroAmountOf(0.1 + 0.2, 30)).toBe(true);
    expect(isEuroAmountOf(1e308, 22_689)).toBe(false);
    expect(isEuroAmountOf(Number.NaN, 0)).toBe(false);
  });
});

describe('travel payment rules', () => {
  const travelCard: BindPayment = {
    paymentType: 'CARD_PAYMENT',
    installmentsNumber: null,
    collectionDay: null,
  };

  it('takes travel once by card and refuses a direct debit', () => {
    expect(bindPaymentProblems(TRAVEL_PAYMENT_RULES, travelCard)).toEqual({});
    expect(bindPaymentProblems(TRAVEL_PAYMENT_RULES, directDebit)).toEqual({
      paymentType: [BIND_MESSAGES.frequencyInvalid],
    });
  });

  it('keeps a travel quote for 14 days, with no stated price to compare', () => {
    const travelQuote = { ...quote, pricedAt: noon('2026-03-01'), startDate: '2026-04-20' };
    expect(TRAVEL_PAYMENT_RULES.quoteValidityDays).toBe(14);
    expect(
      bindQuoteProblems(TRAVEL_PAYMENT_RULES, travelCard, travelQuote, noon('2026-03-15')),
    ).toEqual({});
    expect(
      bindQuoteProblems(TRAVEL_PAYMENT_RULES, travelCard, travelQuote, noon('2026-03-16')),
    ).toEqual({ quoteReference: [BIND_MESSAGES.quoteExpired(14)] });
  });
});

describe('isEuroAmountOf: whole cents only', () => {
  it('takes an amount to the cent, whatever its binary form', () => {
    expect(isEuroAmountOf(64.74, 6_474)).toBe(true);
    expect(isEuroAmountOf(64.35, 6_435)).toBe(true);
    expect(isEuroAmountOf(0.1 + 0.2, 30)).toBe(true);
    expect(isEuroAmountOf(1_000_000.01, 100_000_001)).toBe(true);
  });

  it('refuses a fraction of a cent, even one that rounds to the amount', () => {
    expect(isEuroAmountOf(64.735, 6_474)).toBe(false);
    expect(isEuroAmountOf(64.735, 6_473)).toBe(false);
    expect(isEuroAmountOf(64.7401, 6_474)).toBe(false);
    expect(isEuroAmountOf(64.7399, 6_474)).toBe(false);
  });
});

describe('bindQuoteProblems: a direct debit states its instalment', () => {
  const now = noon('2026-03-02');
  it('asks for the instalment when a monthly bind leaves it out', () => {
    for (const instalmentEuro of [null, undefined]) {
      expect(
        bindQuoteProblems(HOME_PAYMENT_RULES, { ...directDebit, instalmentEuro }, quote, now),
      ).toEqual({ instalmentAmount: [BIND_MESSAGES.instalmentRequired] });
    }
  });

  it('refuses an instalment a fraction of a cent off the plan', () => {
    expect(
      bindQuoteProblems(HOME_PAYMENT_RULES, { ...directDebit, instalmentEuro: 18.905 }, quote, now),
    ).toEqual({ instalmentAmount: [BIND_MESSAGES.premiumChanged] });
    expect(bindQuoteProblems(HOME_PAYMENT_RULES, directDebit, quote, now)).toEqual({});
  });
});
