import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from './checkout-messages.js';
import { PAYMENT_FORM_DEFAULTS, paymentFormSchema } from './payment-form.js';
import { renewalBindRequestSchema } from '../renewals/renewal-api.js';

const MONTHLY = {
  ...PAYMENT_FORM_DEFAULTS,
  paymentFrequency: '12',
  directDebitLegalText: true,
};
const ON_FILE = { accountEnding: '5678', collectionDay: 8 };

describe('a renewal paid on the direct debit on file', () => {
  it('asks for no bank details or day, and pays on the day on file', () => {
    const parsed = paymentFormSchema('HOME', null, ON_FILE).safeParse({
      ...MONTHLY,
      useMandateOnFile: true,
    });
    expect(parsed.success && parsed.data).toEqual({
      kind: 'direct-debit',
      paymentFrequency: '12',
      bic: '',
      iban: '',
      collectionDay: 8,
      mandateOnFile: true,
    });
  });

  it('asks for the bank details when unticked, or when no mandate is on file', () => {
    for (const [onFile, useMandateOnFile] of [
      [ON_FILE, false],
      [null, true],
    ] as const) {
      const parsed = paymentFormSchema('HOME', null, onFile).safeParse({
        ...MONTHLY,
        useMandateOnFile,
      });
      expect(parsed.success).toBe(false);
      const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
      expect(messages).toContain(PAYMENT_MESSAGES.ibanRequired);
      expect(messages).toContain(PAYMENT_MESSAGES.collectionDayRequired);
    }
  });

  it('takes a renewal bind on the mandate on file without IBAN or BIC, by direct debit only', () => {
    const bind = {
      payment_details: {
        status: 'NOTPAID',
        purchaser: 'Aoife Murphy',
        payment_type: 'DIRECT_DEBIT_PAYMENT',
        quote_reference: 'HQ-REN-1-RSA',
        payment_date: '2026-11-29',
        card_type: 'DD',
        IBAN: null,
        BIC: null,
        collection_day: 8,
        installments_number: 12,
        direct_debit_amount: 42.7,
        product_selected: 'RSA-HOME',
        total_premium: 512.4,
        mandate_on_file: true,
      },
      marketing_consent: false,
      marketings: {
        email_consent: false,
        post_consent: false,
        mobile_sms_consent: false,
        phone_consent: false,
      },
      analyse_transactions: false,
      renewal_answers: {
        claims_condition_one: true,
        claims_condition_two: true,
        accepted_terms_and_conditions: true,
        auto_renewal: false,
      },
    };
    const parsed = renewalBindRequestSchema.safeParse(bind);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const typed = renewalBindRequestSchema.safeParse({
      ...bind,
      payment_details: { ...bind.payment_details, mandate_on_file: false },
    });
    expect(typed.error?.issues.map((issue) => issue.path.join('.'))).toContain(
      'payment_details.IBAN',
    );
    const byCard = renewalBindRequestSchema.safeParse({
      ...bind,
      payment_details: {
        ...bind.payment_details,
        payment_type: 'CARD_PAYMENT',
        card_type: 'VISA',
        payment_id: 'tok_1',
      },
    });
    expect(byCard.error?.issues.map((issue) => issue.path.join('.'))).toContain(
      'payment_details.mandate_on_file',
    );
  });
});
