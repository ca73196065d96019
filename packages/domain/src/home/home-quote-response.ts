import { z } from 'zod';
import { QUOTE_ERROR_CODES } from '../quotes/quote-answer.js';
import { EXCESS_CODES } from './excess.js';
import { HOME_ADDON_CODES } from './home-insurers.js';
import { HOME_INSURERS } from './home-limits.js';
import {
  claimPayloadSchema,
  homeQuotePayloadSchema,
  specifiedItemPayloadSchema,
} from './home-quote-payload.js';

/** Answers of the home quote calls (home.md 3 'Quote as shown in selection and view' and 7). */

export const homeInsurerSchema = z.enum(HOME_INSURERS);

export const acceptanceNotificationSchema = z.object({
  insurer: homeInsurerSchema,
  type: z.enum(['DECLINE', 'REFERRAL']),
  code: z.string(),
  reason: z.string(),
});
export type AcceptanceNotification = z.infer<typeof acceptanceNotificationSchema>;

export const premiumDetailSchema = z.object({
  code: z.string(),
  item_name: z.string(),
  unique_code: z.string(),
  /** Euro, two decimals; a discount is negative. */
  amount: z.number().optional(),
  /** The premium so far, euro, after this step. */
  running_total: z.number().optional(),
});
export type PremiumDetail = z.infer<typeof premiumDetailSchema>;

export const addonDetailSchema = z.object({
  unique_code: z.enum(HOME_ADDON_CODES),
  /** Yearly price of the extra in euro. */
  amount: z.number(),
  selected: z.boolean(),
});
export type AddonDetail = z.infer<typeof addonDetailSchema>;

export const homeInsurerQuoteSchema = z.object({
  insurer: homeInsurerSchema,
  quote_reference: z.string(),
  scheme_code: z.string(),
  /** Annual premium in euro including levy; null when the insurer did not quote. */
  price: z.number().nullable(),
  premium_details: z.array(premiumDetailSchema),
  addon_details: z.array(addonDetailSchema),
  acceptance_notifications: z.array(acceptanceNotificationSchema),
  direct_debit_policy: z.boolean(),
  current_insurer_renewal_quote: z.boolean(),
  cover_details_information: z.object({
    buildings_amount: z.number().nullable(),
    contents_amount: z.number().nullable(),
    specified_items: z.array(specifiedItemPayloadSchema),
    unspecified_personal_items_amount: z.number(),
    excess_amount: z.number(),
    excess_code: z.enum(EXCESS_CODES),
    start_date: z.string(),
    end_date: z.string(),
    claims_details: z.array(claimPayloadSchema),
    risk_address: z.object({
      cover_type: z.string(),
      dwelling_type: z.string(),
      post_code: z.string().optional(),
    }),
  }),
  policy_holder_information: z.object({ first_name: z.string(), last_name: z.string() }),
});
export type HomeInsurerQuote = z.infer<typeof homeInsurerQuoteSchema>;

/** The error codes a home quote answers with, every product's (quote-answer.ts). */
export const HOME_QUOTE_ERROR_CODES = QUOTE_ERROR_CODES;

export const homeQuoteResponseSchema = z.object({
  response: z.enum(['SUCCESS', 'FAILURE']),
  error: z.boolean(),
  error_code: z.enum(Object.values(HOME_QUOTE_ERROR_CODES)).optional(),
  error_message: z.string().optional(),
  quote_reference: z.string(),
  quote_timestamp: z.string(),
  start_date: z.string(),
  /** The cheapest quoting insurer, as a convenience for one-quote screens. */
  insurer: homeInsurerSchema.optional(),
  cover_premium: z.number().optional(),
  premium_details: z.array(premiumDetailSchema).optional(),
  /** Every insurer's notifications; empty when at least one insurer quoted. */
  acceptance_notifications: z.array(acceptanceNotificationSchema),
  quotes: z.array(homeInsurerQuoteSchema),
});
export type HomeQuoteResponse = z.infer<typeof homeQuoteResponseSchema>;

/** home.md 3: recalculation cover details (excess as its code, the three extras). */
export const homeRecalculationRequestSchema = z.object({
  quote_reference: z.string().min(1).max(40),
  product_selected: z
    .string()
    .min(1)
    .max(40)
    .describe(
      "The scheme code of the chosen insurer's quote (its scheme_code, e.g. 'RSA-HOME-01'): the quote to re-price. It must be a quote this insurer priced for this quote reference.",
    ),
  cover_details: z.object({
    excess_amount: z.enum(EXCESS_CODES),
    contents_accidental_damage_cover: z.boolean(),
    no_claim_discount_cover: z.boolean(),
    home_emergency_assist_cover: z.boolean(),
    /** The premium the browser last showed, in euro; informational. */
    premium: z.number().nonnegative().optional(),
  }),
});
export type HomeRecalculationRequest = z.infer<typeof homeRecalculationRequestSchema>;
export const homeRecalculationResponseSchema = z.array(homeInsurerQuoteSchema).min(1);

/** The saved home quote as the latest-quote calls return it (home.md 3 'Saved home quote'). */
export const savedHomeQuoteSchema = homeQuotePayloadSchema.extend({
  quote_reference: z.string(),
  policy_reference: z.string().nullable(),
  cover_premium: z.number().nullable(),
  direct_debit_amount: z.number().nullable(),
  insurer: homeInsurerSchema.nullable(),
  start_date: z.string(),
  policy_code: z.string().nullable(),
});
export type SavedHomeQuote = z.infer<typeof savedHomeQuoteSchema>;
export const latestHomeQuoteResponseSchema = z.object({ home_quote: savedHomeQuoteSchema });
export const latestHomeQuoteByEmailSchema = z.object({ email: z.email().max(254) });
