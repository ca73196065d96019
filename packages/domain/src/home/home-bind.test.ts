import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES as M } from '../checkout/checkout-messages.js';
import { homeBindRequestSchema, type HomeBindRequest } from './home-bind.js';
import { toBindMarketing, MARKETING_CONSENT_DEFAULTS } from '../checkout/marketing-consent.js';

const card: HomeBindRequest = {
  payment_details: {
    status: 'PAID',
    purchaser: 'Aoife Murphy',
    payment_type: 'CARD_PAYMENT',
    quote_reference: 'HQ23456789AB',
    payment_date: '2026-11-22',
    card_type: 'VISA',
    payment_id: 'tok_abc',
    product_selected: 'RSA-HOME-STD',
    total_premium: 226.89,
  },
  ...toBindMarketing(MARKETING_CONSENT_DEFAULTS),
};

const directDebit: HomeBindRequest = {
  ...card,
  payment_details: {
    ...card.payment_details,
    status: 'NOTPAID',
    payment_type: 'DIRECT_DEBIT_PAYMENT',
    payment_id: null,
    card_type: 'DD',
    IBAN: 'ie29 aibk 9311 5212 3456 78',
    BIC: 'aibkie2d',
    collection_day: 8,
    installments_number: 12,
    direct_debit_amount: 18.91,
  },
};

const problems = (request: unknown) => {
  const result = homeBindRequestSchema.safeParse(request);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('home bind request', () => {
  it('accepts a card bind and a direct-debit bind, normalising IBAN and BIC', () => {
    expect(problems(card)).toEqual({});
    const parsed = homeBindRequestSchema.parse(directDebit);
    expect(parsed.payment_details.IBAN).toBe('IE29AIBK93115212345678');
    expect(parsed.payment_details.BIC).toBe('AIBKIE2D');
  });

  it('needs the token and a valid card holder for a card', () => {
    expect(
      problems({
        ...card,
        payment_details: { ...card.payment_details, payment_id: '', purchaser: 'J' },
      }),
    ).toEqual({
      'payment_details.purchaser': M.nameOnCardTooShort,
      'payment_details.payment_id': 'A card payment needs the token of the card fields.',
    });
  });

  it('checks the mandate with the payment form rules', () => {
    const bad = {
      ...directDebit,
      payment_details: {
        ...directDebit.payment_details,
        IBAN: 'IE29AIBK93115212345679',
        BIC: '',
        collection_day: 2,
        installments_number: 10,
      },
    };
    expect(problems(bad)).toEqual({
      'payment_details.IBAN': M.ibanInvalid,
      'payment_details.BIC': M.bicRequired,
      'payment_details.collection_day': 'The collection day is one of 1, 8, 15, 22.',
      'payment_details.installments_number': 'Home direct debits are paid in 12 instalments.',
    });
  });

  it('refuses unknown fields', () => {
    expect(problems({ ...card, extra: true })).not.toEqual({});
    expect(
      problems({ ...card, payment_details: { ...card.payment_details, card_number: '4242' } }),
    ).not.toEqual({});
  });
});
