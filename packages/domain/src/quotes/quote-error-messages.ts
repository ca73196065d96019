import { CUSTOMER_SERVICE_HOURS } from '../platform/contact.js';

// Kept apart from quote-answer.ts, whose schemas load zod: the first screens show these words.
/**
 * home.md 2 and 8: the words of the view shown when no insurer prices a quote, the same for every
 * product.
 */
export const QUOTE_ERROR_MESSAGES = {
  thankYou: 'Thank you for providing your details',
  sorry: "We're sorry",
  quoteReference: (reference: string) => `Your quote reference is ${reference}.`,
  notQuoted: 'We have not been able to get an online quote from our insurance partner.',
  referral: (phone: string) =>
    `We need additional information to finalise your quote please call us on ${phone}. Our lines are open ${CUSTOMER_SERVICE_HOURS}.`,
  rsaUnavailable: (phone: string) =>
    `our system is currently unavailable. Please call us on ${phone} to get your quote today`,
  acceptance: 'the risk you have submitted has fallen outside our acceptance criteria.',
} as const;
