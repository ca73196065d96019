import { z } from 'zod';
import { TITLE_CODES } from '../person/titles.js';
import { DWELLING_TYPES, HOME_COVER_TYPES, TENANT_TYPES } from './cover-types.js';
import { EXCESS_CODES } from './excess.js';
import {
  ALARM_TYPES,
  CLAIM_TYPES,
  CLAIM_LOCATIONS,
  CLAIM_STATUSES,
  HEATING_SOURCES,
  HOME_TYPES,
  NO_CLAIM_YEARS,
  isAcceptedMortgageProviderCode,
} from './home-lists.js';
import { ASSUMPTION_CODES, HOUSEHOLD_QUESTION_CODES } from './home-limits.js';
import { YOUR_COVER_MESSAGES } from './home-messages.js';
import { SPECIFIED_ITEM_TYPES } from './sums-insured.js';

/**
 * The body of POST /home/applied_home_quotes (home.md 3 'Saved home quote' and 7). The browser
 * builds it from the three forms with toHomeQuoteRequest; the server validates its shape with this
 * schema and its answers with homeQuotePayloadProblems. Unknown fields are stripped, never stored.
 */

const isoDate = z.iso.date();
const optionalText = (max: number) => z.string().trim().max(max).optional();
/**
 * An answer the rules of home.md 5 check with the forms' messages (home-quote-rules.ts); the
 * schema only bounds its size.
 */
const ANSWER_TEXT_MAX = 1_000;
const answerText = z.string().trim().max(ANSWER_TEXT_MAX);
const optionalAnswerText = answerText.optional();
/** Whole euro amounts; the forms strip thousands separators before sending. */
const euro = z.number().int().nonnegative().max(100_000_000);

export const homeAddressPayloadSchema = z.object({
  address_line1: answerText,
  address_line2: optionalAnswerText,
  address_line3: optionalAnswerText,
  town: answerText,
  county: answerText,
  post_code: optionalText(10),
});
export type HomeAddressPayload = z.infer<typeof homeAddressPayloadSchema>;

const personName = answerText;

export const jointOwnerPayloadSchema = z.object({
  title: z.enum(TITLE_CODES),
  other_title: optionalAnswerText,
  first_name: personName,
  surname: personName,
  date_of_birth: isoDate,
});

export const policyHolderPayloadSchema = z.object({
  title: z.enum(TITLE_CODES),
  other_title: optionalAnswerText,
  first_name: personName,
  last_name: personName,
  primary_address: homeAddressPayloadSchema,
  correspondence_address: homeAddressPayloadSchema.nullable().optional(),
  mobile_phone: answerText,
  email: answerText,
  date_of_birth: isoDate,
  occupation: optionalText(10),
  is_boi_customer: z.boolean(),
  has_boi_mortgage: z.boolean(),
  has_boi_personal_loan: z.boolean(),
  has_boi_motor_insurance: z.boolean(),
  has_boi_pension: z.boolean(),
  first_time_buyer: z.boolean(),
  mortgage_provider: z.number().int().refine(isAcceptedMortgageProviderCode),
  mortgage_reference: optionalAnswerText,
});
export type PolicyHolderPayload = z.infer<typeof policyHolderPayloadSchema>;

export const claimPayloadSchema = z.object({
  claim_type: z.enum(CLAIM_TYPES),
  claim_date: isoDate,
  claim_status: z.enum(CLAIM_STATUSES),
  occurred_at: z.enum(CLAIM_LOCATIONS),
  claim_amount: euro.optional(),
});
export type ClaimPayload = z.infer<typeof claimPayloadSchema>;

const count = (min: number, max: number) => z.number().int().min(min).max(max);

export const riskAddressPayloadSchema = homeAddressPayloadSchema.extend({
  cover_type: z.enum(HOME_COVER_TYPES),
  dwelling_type: z.enum(DWELLING_TYPES),
  residence_type: optionalText(40),
  proposer_type: optionalText(40),
  home_type: z.enum(HOME_TYPES),
  year_of_construction: count(1000, 9999),
  num_bedrooms: count(1, 8),
  num_bathrooms: count(1, 8),
  heating_type: z.enum(HEATING_SOURCES),
  alarm_type: z.enum(ALARM_TYPES),
  num_smoke_alarms: count(0, 10),
  neighbourhood_watch: z.boolean().optional(),
  has_been_re_roofed: z.boolean().optional(),
  has_been_re_wired: z.boolean().optional(),
  tenanted_property: z
    .object({
      tenant_type: z.enum(TENANT_TYPES).optional(),
      family_unit: z.boolean(),
      number_of_tenants: count(1, 8).optional(),
    })
    .optional(),
  holiday_home: z
    .object({
      in_use: z.boolean(),
      rented: z.boolean(),
      rented_num_times: z.enum(['MORE_THAN_5', 'UP_TO_5']).optional(),
    })
    .optional(),
  listed_or_protected: z.boolean(),
  operational_locks: z.boolean(),
  roof_tile: z.boolean(),
  un_occupied: z.boolean(),
  claims_details: z.array(claimPayloadSchema).max(3),
  additional_policy_holders_details: z.array(jointOwnerPayloadSchema).max(1),
  ncd_num_years: z.union(NO_CLAIM_YEARS.map((years) => z.literal(years))),
});
export type RiskAddressPayload = z.infer<typeof riskAddressPayloadSchema>;

export const specifiedItemPayloadSchema = z.object({
  item_type: z.enum(SPECIFIED_ITEM_TYPES, { error: YOUR_COVER_MESSAGES.specifiedItemTypeRequired }),
  value: euro,
  description: answerText,
});

export const coverDetailsPayloadSchema = z.object({
  start_date: isoDate,
  buildings_amount: euro.nullable(),
  contents_amount: euro.nullable(),
  unspecified_personal_items_amount: euro,
  specified_items: z.array(specifiedItemPayloadSchema).max(20),
  excess_amount: z.enum(EXCESS_CODES).optional(),
  risk_address: riskAddressPayloadSchema,
});
export type CoverDetailsPayload = z.infer<typeof coverDetailsPayloadSchema>;

const assumptionCodeSchema = z.union(
  Object.values(ASSUMPTION_CODES).map((code) => z.literal(code)),
);
const questionCodeSchema = z.enum(HOUSEHOLD_QUESTION_CODES);

export const homeQuotePayloadSchema = z.object({
  promotion_code: optionalText(50),
  staff_number: optionalAnswerText,
  assumptions: z.array(z.object({ code: assumptionCodeSchema, response: z.boolean() })).max(3),
  questions: z
    .array(z.object({ code: questionCodeSchema, response: z.boolean() }))
    .max(HOUSEHOLD_QUESTION_CODES.length),
  policy_holder_details: policyHolderPayloadSchema,
  cover_details: coverDetailsPayloadSchema,
});
export type HomeQuotePayload = z.infer<typeof homeQuotePayloadSchema>;

export const homeQuoteRequestSchema = z.object({
  quote_reference: z.string().max(40).optional(),
  home_quote: homeQuotePayloadSchema,
  /**
   * The household page's terms acceptance, beside home_quote: the customer's to the product,
   * neither kept with the quote nor sent to the insurers. Checked true by homeQuoteTermsProblems.
   */
  terms_accepted: z.boolean().optional(),
});
export type HomeQuoteRequest = z.infer<typeof homeQuoteRequestSchema>;
