import { describe, expect, it } from 'vitest';
import { CAR_PAYMENT_RULES } from './car-payment-rules.js';
import {
  bindPaymentProblems,
  bindQuoteProblems,
  type BindPayment,
  type QuoteOnSale,
} from '../checkout/bind-rules.js';
import { MARKETING_CONSENT_DEFAULTS } from '../checkout/marketing-consent.js';
import {
  CAR_BIND_FIELDS,
  carBindRequestSchema,
  penaltyDetailsOfQuote,
  toCarBindRequest,
  type CarBindInput,
  type CarBindRequest,
} from './car-bind.js';
import { EXAMPLE_CAR_FORMS, EXAMPLE_CAR_TERMS } from './car-form-examples.js';
import { toCarQuoteRequest } from './car-quote-mapping.js';

const QUOTE = toCarQuoteRequest(EXAMPLE_CAR_FORMS, EXAMPLE_CAR_TERMS).motor_quote;

const CARD: CarBindInput = {
  quoteReference: 'MQ2611200001',
  premiumId: 'MQ2611200001:popular:1',
  paymentType: 'CARD_PAYMENT',
  cardToken: 'tok_visa',
  cardBrand: 'VISA',
  purchaser: "Niamh O'Sullivan",
  paymentDate: '2026-11-20',
  priceEuro: 1748.39,
  penaltyDetails: penaltyDetailsOfQuote(QUOTE),
  disqualified: false,
  marketing: { ...MARKETING_CONSENT_DEFAULTS, consent: true, email: true },
};

const MONTHLY: CarBindInput = {
  ...CARD,
  paymentType: 'DIRECT_DEBIT_PAYMENT',
  cardToken: 'tok_deposit',
  priceEuro: 1835.81,
  directDebit: {
    iban: 'IE29 aibk 9311 5212 3456 78',
    bic: 'aibk ie2d',
    collectionDay: 1,
    instalmentEuro: 152.99,
  },
};

const MARKETING = {
  marketing_consent: true,
  marketings: {
    email_consent: true,
    post_consent: false,
    mobile_sms_consent: false,
    phone_consent: false,
  },
  analyse_transactions: false,
};

/** Each path's messages for a bind changed in its payment details. */
function problems(
  request: CarBindRequest,
  change: Partial<CarBindRequest['payment_details']>,
): Record<string, string[]> {
  const result = carBindRequestSchema.safeParse({
    ...request,
    payment_details: { ...request.payment_details, ...change },
  });
  const found: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (found[issue.path.join('.')] ??= []).push(issue.message);
  }
  return found;
}

describe('the car bind payload', () => {
  it('declares the quote’s penalty points of every driver, in driver order', () => {
    expect(penaltyDetailsOfQuote(QUOTE)).toEqual([
      { driver_order: 2, offence: 'EXCEEDING_SPEED_LIMIT', penalty_order: 1, penalty_points: 3 },
    ]);
    const withMain = {
      ...QUOTE,
      main_driver: {
        ...QUOTE.main_driver,
        penalty_details: [
          {
            driver_order: 1,
            offence: 'NO_SEAT_BELT' as const,
            penalty_order: 1,
            penalty_points: 5,
          },
        ],
      },
    };
    expect(penaltyDetailsOfQuote(withMain).map((detail) => detail.driver_order)).toEqual([1, 2]);
  });

  it('pays once by card: the card’s token and brand, the price and no mandate', () => {
    const request = toCarBindRequest(CARD);
    expect(request).toEqual({
      payment_details: {
        payment_id: 'tok_visa',
        payment_type: 'CARD_PAYMENT',
        purchaser: "Niamh O'Sullivan",
        card_type: 'VISA',
        quote_reference: 'MQ2611200001',
        payment_date: '2026-11-20',
        product_selected: 'MQ2611200001:popular:1',
        collection_day: null,
        installments_number: null,
        bank_identifier_code: null,
        international_bank_account_number: null,
        price: 1748.39,
        direct_debit_amount: null,
      },
      penalty_details: [
        { driver_order: 2, offence: 'EXCEEDING_SPEED_LIMIT', penalty_order: 1, penalty_points: 3 },
      ],
      disqualified: false,
      ...MARKETING,
    });
    expect(carBindRequestSchema.parse(request)).toEqual(request);
  });

  it('pays monthly: the deposit’s card token, DD, 10 instalments and the mandate', () => {
    const request = toCarBindRequest(MONTHLY);
    expect(request.payment_details).toEqual({
      payment_id: 'tok_deposit',
      payment_type: 'DIRECT_DEBIT_PAYMENT',
      purchaser: "Niamh O'Sullivan",
      card_type: 'DD',
      quote_reference: 'MQ2611200001',
      payment_date: '2026-11-20',
      product_selected: 'MQ2611200001:popular:1',
      collection_day: 1,
      installments_number: 10,
      bank_identifier_code: 'aibk ie2d',
      international_bank_account_number: 'IE29 aibk 9311 5212 3456 78',
      price: 1835.81,
      direct_debit_amount: 152.99,
    });
    const data = carBindRequestSchema.parse(request);
    // The bank codes keep only their letters and digits, in upper case.
    expect(data.payment_details.bank_identifier_code).toBe('AIBKIE2D');
    expect(data.payment_details.international_bank_account_number).toBe('IE29AIBK93115212345678');
  });

  it('needs the card fields’ token: of the card, or of the direct debit’s deposit', () => {
    expect(problems(toCarBindRequest(CARD), { payment_id: null })).toEqual({
      'payment_details.payment_id': ['A card payment needs the token of the card fields.'],
    });
    expect(problems(toCarBindRequest(MONTHLY), { payment_id: '' })).toEqual({
      'payment_details.payment_id': [
        "Car direct debits start with a deposit paid by card: the card fields' token is required.",
      ],
    });
  });

  it('needs the IBAN and BIC of a monthly bind', () => {
    expect(
      problems(toCarBindRequest(MONTHLY), {
        international_bank_account_number: null,
        bank_identifier_code: null,
      }),
    ).toEqual({
      'payment_details.international_bank_account_number': ['IBAN is required'],
      'payment_details.bank_identifier_code': ['BIC is required'],
    });
    expect(
      problems(toCarBindRequest(MONTHLY), {
        international_bank_account_number: 'IE29AIBK93115212345679',
        bank_identifier_code: 'AIBKIE2DXXXX',
      }),
    ).toEqual({
      'payment_details.international_bank_account_number': ['Must be a valid IBAN'],
      'payment_details.bank_identifier_code': ['Must be 11 characters or less'],
    });
  });

  it.each([10, 12, 1, null])('takes a monthly bind of %s instalments only if 10', (count) => {
    const found = problems(toCarBindRequest(MONTHLY), { installments_number: count });
    expect(found).toEqual(
      count === 10
        ? {}
        : {
            'payment_details.installments_number': [
              'Car direct debits are paid in 10 instalments.',
            ],
          },
    );
  });

  it('needs the card type DD on a monthly bind', () => {
    expect(problems(toCarBindRequest(MONTHLY), { card_type: 'VISA' })).toEqual({
      'payment_details.card_type': ["A direct debit's card type is DD."],
    });
  });

  it('checks the name on the card of a card bind', () => {
    expect(problems(toCarBindRequest(CARD), { purchaser: 'N' })).toEqual({
      'payment_details.purchaser': ['Please enter more than 2 characters'],
    });
  });

  it('takes no field it does not know', () => {
    const request = toCarBindRequest(CARD);
    expect(carBindRequestSchema.safeParse({ ...request, premium: 1 }).success).toBe(false);
    expect(
      carBindRequestSchema.safeParse({
        ...request,
        payment_details: { ...request.payment_details, cvv: '123' },
      }).success,
    ).toBe(false);
  });

  it('names where each bind rule’s field sits', () => {
    expect(CAR_BIND_FIELDS).toEqual({
      quoteReference: 'payment_details.quote_reference',
      choice: 'payment_details.product_selected',
      totalPremium: 'payment_details.price',
      paymentType: 'payment_details.payment_type',
      installmentsNumber: 'payment_details.installments_number',
      instalmentAmount: 'payment_details.direct_debit_amount',
      collectionDay: 'payment_details.collection_day',
    });
  });
});

describe('the car payment rules', () => {
  const at = (iso: string, time = '12:00:00') => new Date(`${iso}T${time}`);
  /** Priced on 20 November, starting on 5 December; €1,835.81 if paid by instalment. */
  const quote: QuoteOnSale = {
    priceCents: 183_581,
    pricedAt: at('2026-11-20', '10:15:00'),
    startDate: '2026-12-05',
  };
  const card: BindPayment = {
    paymentType: 'CARD_PAYMENT',
    installmentsNumber: null,
    collectionDay: null,
    totalPremiumEuro: 1835.81,
  };
  const monthly: BindPayment = {
    paymentType: 'DIRECT_DEBIT_PAYMENT',
    installmentsNumber: 10,
    collectionDay: 5,
    totalPremiumEuro: 1835.81,
    instalmentEuro: 152.99,
  };
  const now = at('2026-11-20', '16:00:00');

  it('is paid once or in 10 instalments after a deposit of two months', () => {
    expect(CAR_PAYMENT_RULES.paymentFrequencies).toEqual(['1', '10']);
    expect(CAR_PAYMENT_RULES.collectionDayIsStartDay).toBe(true);
    expect(CAR_PAYMENT_RULES.quoteValidityDays).toBe(0);
    // €1,835.81 a twelfth rounded up is €152.99; the deposit is two of them.
    expect(CAR_PAYMENT_RULES.monthlyDeposit?.(183_581)).toBe(30_598);
    expect(CAR_PAYMENT_RULES.monthlyPlan?.(183_581)).toEqual({
      instalments: 10,
      instalmentCents: 15_299,
      lastInstalmentCents: 15_292,
      totalCents: 152_983,
    });
  });

  it('accepts the card and the monthly payment of a quote given today', () => {
    expect(bindPaymentProblems(CAR_PAYMENT_RULES, card)).toEqual({});
    expect(bindPaymentProblems(CAR_PAYMENT_RULES, monthly)).toEqual({});
    expect(bindQuoteProblems(CAR_PAYMENT_RULES, card, quote, now)).toEqual({});
    expect(bindQuoteProblems(CAR_PAYMENT_RULES, monthly, quote, now)).toEqual({});
  });

  it('refuses a direct debit not in 10 instalments', () => {
    for (const installmentsNumber of [12, 1, 9, 11]) {
      expect(bindPaymentProblems(CAR_PAYMENT_RULES, { ...monthly, installmentsNumber })).toEqual({
        installmentsNumber: ['Car direct debits are paid in 10 instalments.'],
      });
    }
  });

  it.each([4, 6, 1, null])('refuses a collection day of %s for a start on the 5th', (day) => {
    expect(
      bindQuoteProblems(CAR_PAYMENT_RULES, { ...monthly, collectionDay: day }, quote, now),
    ).toEqual({
      collectionDay: [
        'Car direct debits are collected on day 5 of the month, the day the policy starts.',
      ],
    });
  });

  it('asks no collection day of a card payment', () => {
    expect(bindQuoteProblems(CAR_PAYMENT_RULES, { ...card, collectionDay: 9 }, quote, now)).toEqual(
      {},
    );
  });

  it('takes a quote on the day it was given, to the last minute, and not the day after', () => {
    const expired = {
      quoteReference: ['Car quotes are valid on the day they are given; please get a new quote.'],
    };
    const lastMinute = at('2026-11-20', '23:59:59');
    const nextDay = at('2026-11-21', '00:00:01');
    expect(bindQuoteProblems(CAR_PAYMENT_RULES, card, quote, lastMinute)).toEqual({});
    expect(bindQuoteProblems(CAR_PAYMENT_RULES, card, quote, nextDay)).toEqual(expired);
    const pricedYesterday = { ...quote, pricedAt: at('2026-11-19', '23:59:00') };
    expect(bindQuoteProblems(CAR_PAYMENT_RULES, monthly, pricedYesterday, now)).toEqual(expired);
  });

  it('needs the instalment of the plan of the total paid by instalment, to the cent', () => {
    expect(
      bindQuoteProblems(CAR_PAYMENT_RULES, { ...monthly, instalmentEuro: 152.98 }, quote, now),
    ).toEqual({
      instalmentAmount: [
        'The premium has changed since this page was shown; please review your quote.',
      ],
    });
    expect(
      bindQuoteProblems(CAR_PAYMENT_RULES, { ...monthly, instalmentEuro: 153 }, quote, now),
    ).toEqual({
      instalmentAmount: [
        'The premium has changed since this page was shown; please review your quote.',
      ],
    });
    expect(
      bindQuoteProblems(CAR_PAYMENT_RULES, { ...monthly, instalmentEuro: null }, quote, now),
    ).toEqual({
      instalmentAmount: ['The monthly instalment is required when paying by direct debit.'],
    });
  });

  it('needs the price the quote was given at', () => {
    expect(
      bindQuoteProblems(CAR_PAYMENT_RULES, { ...card, totalPremiumEuro: 1835.8 }, quote, now),
    ).toEqual({
      totalPremium: [
        'The premium has changed since this page was shown; please review your quote.',
      ],
    });
  });
});
