import { CUSTOMER_SERVICE_HOURS, PHONE } from '../platform/contact.js';

/** car-travel-payment.md 5 (Payment): the payment form's messages, word for word. */
export const PAYMENT_MESSAGES = {
  frequencyInvalid: 'Please enter a valid payment frequency',
  bicTooLong: 'Must be 11 characters or less',
  bicInvalid: 'Must be a valid BIC',
  bicRequired: 'BIC is required',
  ibanTooShort: 'Minimum of 15 characters',
  ibanTooLong: 'Maximum of 32 characters',
  ibanInvalid: 'Must be a valid IBAN',
  ibanRequired: 'IBAN is required',
  directDebitTermsRequired: 'You must accept the Terms and Conditions',
  nameOnCardLetters: 'Only letters are allowed',
  nameOnCardTooShort: 'Please enter more than 2 characters',
  nameOnCardTooLong: 'Only a maximum of 50 characters',
  nameOnCardRequired: 'Please enter name on card.',
  // The spec gives no words for these two; ours, in the same voice.
  collectionDayRequired: 'Please select a collection day',
  cardDetailsRequired: 'Please enter valid card details',
} as const;

/** home.md 8 and car-travel-payment.md 8: what the checkout screens say when things go wrong. */
export const CHECKOUT_MESSAGES = {
  policyGenerationFailedTitle: 'Policy Generation Failed',
  policyGenerationFailed: `We were unable to generate your policy. Please call us on ${PHONE.sales} (${CUSTOMER_SERVICE_HOURS}). Any payment collected will be refunded within 5 to 10 working days.`,
  leavingWhileGenerating:
    'Policy generation is in progress. Leaving this page may result in payment being taken and no policy in place.',
  documentsPending:
    'Your purchased policy is still being processed. If your documents are not made available to you within the next 24 hours please call us',
  cardPaymentFailed:
    'We have been unable to connect to our payment service. You have not been charged. Please try again.',
} as const;

/**
 * The e-mails a finished bind sends (the thank-you page promises the first). The spec words only
 * the failure (home.md 8, car-travel-payment.md 8), which the failure e-mail repeats word for word;
 * the rest is ours, in the same voice.
 */
export const PURCHASE_EMAILS = {
  confirmationSubject: (productName: string) => `Your ${productName} policy documents are ready`,
  confirmationIntro: (productName: string) =>
    `Thank you for buying ${productName}. Your policy is set up and your policy documents are ready.`,
  /** A renewal paid for (home.md 2): the same policy, or the other insurer's, for a new period. */
  renewalSubject: (productName: string) => `Your ${productName} is renewed`,
  renewalIntro: (productName: string, from: string, to: string) =>
    `Your ${productName} is renewed from ${from} to ${to}. Your policy documents for the renewed period are ready.`,
  referenceNumber: 'Policy reference number',
  product: 'Product',
  startDate: 'Start date',
  renewalStartDate: 'Renewed from',
  endDate: 'End date',
  premium: 'Premium',
  documentsLink: 'View and download your policy documents (you will be asked to sign in):',
  keepReference: 'Please keep your policy reference number to hand if you contact us.',
  withdrawal: (until: string) =>
    `You can withdraw from this contract without giving a reason until ${until}, and get back what you paid less the days of cover you had. Withdraw from this contract:`,
  policyFailedSubject: (productName: string) => `Your ${productName} policy could not be set up`,
  policyFailedIntro: (productName: string, quoteReference: string) =>
    `${CHECKOUT_MESSAGES.policyGenerationFailedTitle}: your ${productName} (quote reference ${quoteReference}) is not in place.`,
  paymentDeclinedSubject: (productName: string) => `Your ${productName} payment was not completed`,
  paymentDeclined: (productName: string, quoteReference: string) =>
    `Your card payment for ${productName} (quote reference ${quoteReference}) was declined, so no policy has been set up. You have not been charged.`,
  paymentDeclinedNext: `To buy this cover, please pay for your quote again with another card or by direct debit, or call us on ${PHONE.sales} (${CUSTOMER_SERVICE_HOURS}).`,
} as const;

/**
 * home.md 7 (Bind): why the server refuses a bind. The spec words none of these; ours, in the
 * voice of the payment form's messages.
 */
export const BIND_MESSAGES = {
  frequencyInvalid: PAYMENT_MESSAGES.frequencyInvalid,
  instalments: (productLabel: string, frequencies: readonly string[]) =>
    `${productLabel} direct debits are paid in ${frequencies.join(' or ')} instalments.`,
  collectionDay: (days: readonly number[]) => `The collection day is one of ${days.join(', ')}.`,
  choiceNotPriced: 'Choose a quote this insurer priced.',
  premiumChanged: 'The premium has changed since this page was shown; please review your quote.',
  startDatePassed: 'The start date of this quote has passed; please get a new quote.',
  quoteExpired: (validityDays: number) =>
    `This quote was priced more than ${validityDays} days ago and is no longer valid; please get a new quote.`,
  instalmentRequired: 'The monthly instalment is required when paying by direct debit.',
  collectionDayOfStart: (productLabel: string, day: number) =>
    `${productLabel} direct debits are collected on day ${day} of the month, the day the policy starts.`,
  depositCardRequired: (productLabel: string) =>
    `${productLabel} direct debits start with a deposit paid by card: the card fields' token is required.`,
  quoteExpiredToday: 'Car quotes are valid on the day they are given; please get a new quote.',
  /** A bind or a change of the quote met the other under the quote's lock. */
  quoteBeingBought:
    'This quote is being bought, so it can no longer be changed. To change your cover, please get a new quote.',
  quoteChanged:
    'This quote was changed while it was being bought; please review your quote before you pay.',
} as const;

/** The error codes of the 409 answers that keep a quote and its payment apart. */
export const QUOTE_CONFLICT_CODES = {
  beingBought: 'QUOTE_BEING_BOUGHT',
  changed: 'QUOTE_CHANGED',
} as const;
