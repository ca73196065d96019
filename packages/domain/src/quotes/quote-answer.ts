import { z } from 'zod';
import { CUSTOMER_SERVICE_HOURS } from '../platform/contact.js';

/**
 * car-travel-payment.md 7: what the car and travel quote answers share ('Quote responses (car and
 * travel) read: ...'): the premium lines and the acceptance notifications, in the spec's fields.
 */

/**
 * home.md 9 and car-travel-payment.md 4: the error codes a quote answers with when no insurer
 * prices it (EXTERNAL_SERVICE_UNAVAILABLE shows the insurer's error view), the same for every
 * product.
 */
export const QUOTE_ERROR_CODES = {
  insurerUnavailable: 'EXTERNAL_SERVICE_UNAVAILABLE',
  notAccepted: 'ACCEPTANCE_CRITERIA',
} as const;

export const ACCEPTANCE_NOTIFICATION_TYPES = ['DECLINE', 'REFERRAL'] as const;
export type AcceptanceNotificationType = (typeof ACCEPTANCE_NOTIFICATION_TYPES)[number];

export const quoteAcceptanceNotificationSchema = z.object({
  /** The insurer's rule code, e.g. 'TRAVELLER_AGE' (docs/travel-rating.md). */
  id: z.string(),
  /** When the rule was applied: the quote's timestamp. */
  updated_date: z.string(),
  description: z.string(),
  notification_type: z.enum(ACCEPTANCE_NOTIFICATION_TYPES),
  /** Spelled as the spec spells it. Always false: no one overrides a rule online. */
  overidden: z.boolean(),
});
export type QuoteAcceptanceNotification = z.infer<typeof quoteAcceptanceNotificationSchema>;

export const quotePremiumDetailSchema = z.object({
  /** A stable code of the line, e.g. 'LEVY'. */
  id: z.string(),
  updated_date: z.string(),
  item_name: z.string(),
  /** The order the lines are shown in, from 1. */
  sequence: z.number().int(),
  /** Euro, two decimals; a discount is negative. */
  amount: z.number(),
  /** The rate of a percentage line (levy, discounts); null for an amount. */
  percentage: z.number().nullable(),
  /** The quote the line belongs to, e.g. 'SingleTrip'. */
  product_variant: z.string(),
});
export type QuotePremiumDetail = z.infer<typeof quotePremiumDetailSchema>;

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
