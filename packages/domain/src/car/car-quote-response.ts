import { z } from 'zod';
import {
  QUOTE_ERROR_CODES,
  quoteAcceptanceNotificationSchema,
  quotePremiumDetailSchema,
} from '../quotes/quote-answer.js';
import { CAR_COVER_LEVELS, CAR_COVER_TYPES, CAR_EXTRAS } from './car-lists.js';
import { CAR_CARRIER, carQuotePayloadSchema } from './car-quote-payload.js';

/** car-travel-payment.md 3 and 7: the answers of the car quote calls. Money is euro, 2 decimals. */

/** car-travel-payment.md 3 ('Car premium details'): one cover level's price. */
export const carPremiumDetailsSchema = z.object({
  /**
   * Ours: the premium before any discount (docs/car-rating.md 3, the rated premium after the
   * claims loading), what the no-claims discount is taken from.
   */
  premium_before_discounts: z.number(),
  /** The amount taken off, a positive figure (so are the bank discount's). */
  total_no_claims_discount: z.number(),
  total_payment_after_no_claims_discount: z.number(),
  total_bank_discount: z.number(),
  total_bank_discount_percentage: z.number(),
  total_payment_after_bank_discount: z.number(),
  premium_optional_extras: z.array(z.object({ text: z.string(), amount: z.number() })),
  /** What a single card payment costs: the total. */
  single_payment: z.number(),
  /** Each of the 10 monthly direct debit instalments (the last may be a few cents less). */
  direct_debit_amount: z.number(),
  /** The deposit of two months paid by card before the instalments. */
  card_deposit_amount: z.number(),
  /** The charge for paying by instalments. */
  total_annual_charge_for_payments_by_installment: z.number(),
  /** The deposit and the instalments together. */
  total_if_paid_by_installment: z.number(),
  government_levy: z.number(),
});
export type CarPremiumDetails = z.infer<typeof carPremiumDetailsSchema>;

/** car-travel-payment.md 3 ('Car selected quote'): a cover level's quote. */
export const carLevelQuoteSchema = z.object({
  /** Names this price: the bind buys it by this id, so a re-priced quote has a new one. */
  premium_id: z.string(),
  total_amount: z.number(),
  direct_debit_amount: z.number(),
  card_deposit_amount: z.number(),
  premium_details: carPremiumDetailsSchema,
  /** The extras this level offers for this cover type, and those chosen. */
  offered_extras: z.array(z.enum(CAR_EXTRAS)),
  selected_extras: z.array(z.enum(CAR_EXTRAS)),
  /** Ours: every extra offered, at its price at this level, chosen or not. */
  extra_prices: z.array(z.object({ extra: z.enum(CAR_EXTRAS), amount: z.number() })),
});
export type CarLevelQuote = z.infer<typeof carLevelQuoteSchema>;

export const carQuoteResponseSchema = z.object({
  response: z.enum(['SUCCESS', 'FAILURE']),
  error: z.boolean(),
  error_code: z.enum(Object.values(QUOTE_ERROR_CODES)).optional(),
  error_message: z.string().optional(),
  quote_reference: z.string(),
  quote_timestamp: z.string(),
  start_date: z.string(),
  insurer: z.literal(CAR_CARRIER),
  cover_type: z.enum(CAR_COVER_TYPES),
  /**
   * The total of the level asked for (the payload's product_selected), or of the level offered
   * when that one is not; absent when neither was priced.
   */
  cover_premium: z.number().optional(),
  premium_details: z.array(quotePremiumDetailSchema),
  /** car-travel-payment.md 3: 'Optional acceptance_notifications means failure.' */
  acceptance_notifications: z.array(quoteAcceptanceNotificationSchema),
  /**
   * Each level priced, or null. A SUCCESS has at least one level; a level the insurer referred or
   * declined beside it is null and named in levels_not_offered (docs/car-rating.md 2).
   */
  popular: carLevelQuoteSchema.nullable(),
  prestige: carLevelQuoteSchema.nullable(),
  /**
   * Ours: each level not offered in a SUCCESS, with the customer's reason and the insurer's
   * notices at that level. Empty on a FAILURE, whose acceptance_notifications say why.
   */
  levels_not_offered: z.array(
    z.object({
      product_variant: z.enum(CAR_COVER_LEVELS),
      reason: z.string(),
      notifications: z.array(quoteAcceptanceNotificationSchema),
    }),
  ),
  /** Car quotes are valid the day they are given (section 9): YYYY-MM-DD. */
  valid_until: z.string().optional(),
});
export type CarQuoteResponse = z.infer<typeof carQuoteResponseSchema>;

/**
 * car-travel-payment.md 4 (Car view quote): the customer changes the extras or the cover type and
 * recalculates. The path is ours (the spec does not show it): POST /motor/motor_quotes/recalculate.
 */
export const carRecalculationRequestSchema = z
  .object({
    quote_reference: z.string().trim().min(1).max(40),
    cover_level: z.enum(CAR_COVER_LEVELS),
    cover_type: z.enum(CAR_COVER_TYPES),
    optional_extras: z.array(z.enum(CAR_EXTRAS)).max(CAR_EXTRAS.length),
  })
  .strict();
export type CarRecalculationRequest = z.infer<typeof carRecalculationRequestSchema>;

/** car-travel-payment.md 3: the saved car quote as the latest call returns it. */
export const savedCarQuoteSchema = z.object({
  quote_reference: z.string(),
  /** The policy's reference once the quote was bought; a bought quote is not offered again. */
  policy_reference: z.string().nullable(),
  motor_quote: carQuotePayloadSchema,
});
export type SavedCarQuote = z.infer<typeof savedCarQuoteSchema>;
