import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES as M } from './checkout-messages.js';
import {
  PAYMENT_FORM_DEFAULTS,
  bicProblem,
  ibanProblem,
  nameOnCardProblem,
  normaliseBankCode,
  paymentFormSchema,
  type PaymentFormValues,
} from './payment-form.js';

const IRISH_IBAN = 'IE29AIBK93115212345678';
const IRISH_BIC = 'AIBKIE2D';

function errorsOf(product: 'HOME' | 'MOTOR' | 'TRAVEL', values: Partial<PaymentFormValues>) {
  const result = paymentFormSchema(product).safeParse({ ...PAYMENT_FORM_DEFAULTS, ...values });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('name on card', () => {
  it.each([
    ['', M.nameOnCardRequired],
    ['   ', M.nameOnCardRequired],
    ['J0hn Smith', M.nameOnCardLetters],
    ['John Smith!', M.nameOnCardLetters],
    ["John O'Brien", undefined],
    ["Seán Ó Súilleabháin-O'Brien", undefined],
    ['Máire O’Sullivan', undefined],
    ['J', M.nameOnCardTooShort],
    ['Jo', undefined],
    ['Seán Ó Sé', undefined],
    ['a'.repeat(50), undefined],
    ['a'.repeat(51), M.nameOnCardTooLong],
  ])('%j gives %j', (value, message) => {
    expect(nameOnCardProblem(value)).toBe(message);
  });
});

describe('IBAN and BIC', () => {
  it('keep only letters and digits, upper-cased', () => {
    expect(normaliseBankCode(' ie29 aibk-9311 5212 3456 78 ')).toBe(IRISH_IBAN);
  });

  it.each([
    ['', M.ibanRequired],
    ['IE29AIBK931152', M.ibanTooShort],
    // 15 characters: long enough, and Norway's IBANs are exactly 15.
    ['NO9386011117947', undefined],
    ['NO9386011117948', M.ibanInvalid],
    [IRISH_IBAN, undefined],
    ['ie29 aibk 9311 5212 3456 78', undefined],
    ['IE29AIBK93115212345679', M.ibanInvalid],
    ['LC55HEMM000100010012001200023015', undefined],
    ['LC55HEMM0001000100120012000230150', M.ibanTooLong],
  ])('IBAN %j gives %j', (value, message) => {
    expect(ibanProblem(value)).toBe(message);
  });

  it.each([
    ['', M.bicRequired],
    [IRISH_BIC, undefined],
    ['aibk ie 2d', undefined],
    ['AIBKIE2DXXX', undefined],
    ['AIBKIE2DXXXX', M.bicTooLong],
    ['AIBK1E2D', M.bicInvalid],
    ['AIBKIE2', M.bicInvalid],
  ])('BIC %j gives %j', (value, message) => {
    expect(bicProblem(value)).toBe(message);
  });
});

describe('payment form', () => {
  it('refuses a frequency the product does not offer', () => {
    expect(errorsOf('HOME', { paymentFrequency: '10' })).toEqual({
      paymentFrequency: M.frequencyInvalid,
    });
    expect(errorsOf('TRAVEL', { paymentFrequency: '12' })).toEqual({
      paymentFrequency: M.frequencyInvalid,
    });
    expect(errorsOf('MOTOR', { paymentFrequency: '10' })).not.toHaveProperty('paymentFrequency');
  });

  it('checks the name on card and the card fields for a single payment', () => {
    expect(errorsOf('HOME', {})).toEqual({
      nameOnCard: M.nameOnCardRequired,
      cardIsValid: M.cardDetailsRequired,
    });
    const result = paymentFormSchema('HOME').parse({
      ...PAYMENT_FORM_DEFAULTS,
      nameOnCard: ' Aoife Murphy ',
      cardIsValid: true,
    });
    expect(result).toEqual({ kind: 'card', paymentFrequency: '1', nameOnCard: 'Aoife Murphy' });
  });

  it('checks the bank details, collection day and terms for a monthly payment', () => {
    expect(errorsOf('HOME', { paymentFrequency: '12' })).toEqual({
      iban: M.ibanRequired,
      bic: M.bicRequired,
      directDebitPaymentDate: M.collectionDayRequired,
      directDebitLegalText: M.directDebitTermsRequired,
    });
    expect(
      errorsOf('HOME', { paymentFrequency: '12', directDebitPaymentDate: '2' }),
    ).toHaveProperty('directDebitPaymentDate');
    const result = paymentFormSchema('HOME').parse({
      ...PAYMENT_FORM_DEFAULTS,
      paymentFrequency: '12',
      iban: 'ie29 aibk 9311 5212 3456 78',
      bic: 'aibkie2d',
      directDebitPaymentDate: '22',
      directDebitLegalText: true,
    });
    expect(result).toEqual({
      kind: 'direct-debit',
      paymentFrequency: '12',
      iban: IRISH_IBAN,
      bic: IRISH_BIC,
      collectionDay: 22,
    });
  });
});

describe('a monthly payment that starts with a deposit paid by card (car)', () => {
  const deposit = { collectionDay: 17 };
  const monthly = {
    paymentFrequency: '10',
    iban: IRISH_IBAN,
    bic: IRISH_BIC,
    directDebitLegalText: true,
    nameOnCard: 'Niamh Sullivan',
    cardIsValid: true,
  };
  const errorsWithDeposit = (values: Partial<PaymentFormValues>) => {
    const result = paymentFormSchema('MOTOR', deposit).safeParse({
      ...PAYMENT_FORM_DEFAULTS,
      ...values,
    });
    if (result.success) return {};
    return Object.fromEntries(
      result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
  };

  it('checks the card that pays the deposit beside the bank details, on the day the product sets', () => {
    expect(errorsWithDeposit(monthly)).toEqual({});
    expect(
      paymentFormSchema('MOTOR', deposit).parse({ ...PAYMENT_FORM_DEFAULTS, ...monthly }),
    ).toEqual({
      kind: 'direct-debit',
      paymentFrequency: '10',
      iban: IRISH_IBAN,
      bic: IRISH_BIC,
      collectionDay: 17,
      depositNameOnCard: 'Niamh Sullivan',
    });
  });

  it('needs the name on the card and valid card details', () => {
    expect(errorsWithDeposit({ ...monthly, nameOnCard: '', cardIsValid: false })).toEqual({
      nameOnCard: M.nameOnCardRequired,
      cardIsValid: M.cardDetailsRequired,
    });
  });

  it('needs the bank details and the mandate accepted, but no collection day chosen', () => {
    expect(
      errorsWithDeposit({ ...monthly, iban: '', bic: '', directDebitLegalText: false }),
    ).toEqual({
      iban: M.ibanRequired,
      bic: M.bicRequired,
      directDebitLegalText: M.directDebitTermsRequired,
    });
  });

  it('leaves a single payment to the card rules alone', () => {
    expect(errorsWithDeposit({ paymentFrequency: '1', nameOnCard: 'Niamh Sullivan' })).toEqual({
      cardIsValid: M.cardDetailsRequired,
    });
  });

  it('without a deposit, asks for a collection day and not for the card', () => {
    expect(
      errorsOf('HOME', {
        paymentFrequency: '12',
        iban: IRISH_IBAN,
        bic: IRISH_BIC,
        directDebitLegalText: true,
      }),
    ).toEqual({ directDebitPaymentDate: M.collectionDayRequired });
  });
});
