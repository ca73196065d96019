import { z } from 'zod';
import {
  QUOTE_ERROR_CODES,
  quoteAcceptanceNotificationSchema,
  quotePremiumDetailSchema,
} from '../quotes/quote-answer.js';
import {
  DESTINATION_ZONE_IDS,
  TRAVEL_INSURER,
  TRAVEL_QUOTE_NAME_LIST,
  TRIP_TYPE_IDS,
} from './travel-constants.js';
import { travelQuotePayloadSchema } from './travel-quote-payload.js';

/** car-travel-payment.md 3 and 7: the answers of the travel quote calls. */

/** The error codes a travel quote answers with, every product's (quote-answer.ts). */
export const TRAVEL_QUOTE_ERROR_CODES = QUOTE_ERROR_CODES;

// ---------------------------------------------------------------------------------------------
// GET /travel/quote_parameters

export const travelQuoteParametersSchema = z.object({
  trip_types: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      destination_zones: z.array(z.object({ id: z.number().int(), value: z.string() })),
    }),
  ),
  destination_country_list: z.array(
    z.object({ id: z.number().int(), name: z.string(), countries: z.array(z.string()) }),
  ),
});
export type TravelQuoteParameters = z.infer<typeof travelQuoteParametersSchema>;

// ---------------------------------------------------------------------------------------------
// POST /travel/travel_quotes and the recalculation

/** car-travel-payment.md 3: a quote's premium breakdown, in euro with two decimals. */
export const travelBreakdownSchema = z.object({
  /** The premium after discounts, before the levy and the stamp duty. */
  policy_premium: z.number(),
  /** What the customer pays: the premium, the levy and the stamp duty. */
  total_payable: z.number(),
  winter_sports: z.number(),
  car_hire_excess: z.number(),
  total_bank_discount_percentage: z.number(),
  business: z.number(),
  message: z.string(),
  government_levy: z.number(),
  stamp_duty: z.number(),
});
export type TravelBreakdown = z.infer<typeof travelBreakdownSchema>;

export const travelQuoteOfferSchema = z.object({
  name: z.enum(TRAVEL_QUOTE_NAME_LIST),
  /** Names this price: the bind buys it by this id, so a re-priced quote has a new one. */
  premium_id: z.string(),
  /** The statement the customer confirms before paying (the declaration page). */
  declaration: z.string(),
  breakdown: travelBreakdownSchema,
  trip_type: z.union(TRIP_TYPE_IDS.map((id) => z.literal(id))),
  start_date: z.string(),
  /** The last day of cover (a single trip's return, or a year on for multi-trip). */
  end_date: z.string(),
  cover_days: z.number().int(),
  destination_zone_id: z.union(DESTINATION_ZONE_IDS.map((id) => z.literal(id))),
});
export type TravelQuoteOffer = z.infer<typeof travelQuoteOfferSchema>;

export const travelQuoteResponseSchema = z.object({
  response: z.enum(['SUCCESS', 'FAILURE']),
  error: z.boolean(),
  error_code: z.enum(Object.values(TRAVEL_QUOTE_ERROR_CODES)).optional(),
  error_message: z.string().optional(),
  quote_reference: z.string(),
  quote_timestamp: z.string(),
  start_date: z.string(),
  insurer: z.literal(TRAVEL_INSURER.code),
  /** The total payable of the quote, in euro; absent when it was not priced. */
  cover_premium: z.number().optional(),
  premium_details: z.array(quotePremiumDetailSchema),
  acceptance_notifications: z.array(quoteAcceptanceNotificationSchema),
  /** The priced quote; empty when the insurer declined, referred or could not be reached. */
  quotes: z.array(travelQuoteOfferSchema),
  /** The last day a priced quote may be bought (YYYY-MM-DD). */
  valid_until: z.string().optional(),
});
export type TravelQuoteResponse = z.infer<typeof travelQuoteResponseSchema>;

/**
 * car-travel-payment.md 4 (Travel view quote): the multi-trip switch. On: the quote becomes an
 * annual multi-trip policy from policy_start_date; off: it goes back to the single trip it was.
 * The path is ours (the spec does not show it): POST /travel/travel_quotes/recalculate.
 */
export const travelRecalculationRequestSchema = z
  .object({
    quote_reference: z.string().trim().min(1).max(40),
    is_multi_trip: z.boolean(),
    /** YYYY-MM-DD: required with is_multi_trip, absent or null without. */
    policy_start_date: z.iso.date().nullable().optional(),
  })
  .strict();
export type TravelRecalculationRequest = z.infer<typeof travelRecalculationRequestSchema>;

// ---------------------------------------------------------------------------------------------
// GET /travel/travel_quotes/latest

/** car-travel-payment.md 3: the saved travel quote as the latest call returns it. */
export const savedTravelQuoteSchema = z.object({
  quote_reference: z.string(),
  /** The policy's reference once the quote was bought; a bought quote is not offered again. */
  policy_reference: z.string().nullable(),
  travel_quote: travelQuotePayloadSchema,
});
export type SavedTravelQuote = z.infer<typeof savedTravelQuoteSchema>;
