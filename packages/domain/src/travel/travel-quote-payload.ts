import { z } from 'zod';
import {
  quoteAddressPayloadSchema,
  type QuoteAddressPayload,
} from '../address/quote-address-payload.js';
import {
  GENDERS,
  HEALTH_PROVIDER_IDS,
  PERSONAL_TITLE_CODES,
  TRAVEL_EMPLOYMENT_STATUSES,
} from '../personal/personal-lists.js';
import {
  CHILDREN_LIMITS,
  DESTINATION_ZONE_IDS,
  INSURED_PERSON_TYPE_IDS,
  TRAVEL_EXTRA_IDS,
  TRAVEL_INSURER,
  TRIP_TYPE_IDS,
} from './travel-constants.js';

/**
 * car-travel-payment.md 7: the body of POST /travel/travel_quotes. The browser builds it from the
 * three cards with toTravelQuoteRequest; the server checks its shape with this schema and its
 * answers with travelQuotePayloadProblems (the forms' rules). Unknown fields are stripped.
 */

/** The product and version the travel calls are wrapped in. */
export const TRAVEL_PRODUCT = 'TRAVEL';
export const TRAVEL_PAYLOAD_VERSION = '1.0';
/** The channel travel is sold on: online only (platform.md 2, agents do not sell travel). */
export const TRAVEL_CHANNEL = 'web';
/** Who the quote is for: a customer buying online for themselves (no agent, no broker). */
export const TRAVEL_USER_TYPE = 'ONLINE_CUSTOMER';
/** car-travel-payment.md 7: the additional question on private medical cover abroad. */
export const HEALTH_COVER_QUESTION_ID = 145;
/** car-travel-payment.md 7: an additional holder of type 1 is the partner. */
export const PARTNER_HOLDER_TYPE = 1;

const isoDate = z.iso.date();
/** An answer the rules check with the forms' messages; the schema only bounds its size. */
const answerText = z.string().trim().max(200);
const literalOf = <T extends number>(values: readonly T[]) =>
  z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T>, ...z.ZodLiteral<T>[]]);

/** The travel policyholder's addresses, as every quote payload carries one. */
export const travelAddressPayloadSchema = quoteAddressPayloadSchema;
export type TravelAddressPayload = QuoteAddressPayload;

export const travelPolicyHolderPayloadSchema = z.object({
  title: z.enum(PERSONAL_TITLE_CODES),
  first_name: answerText,
  last_name: answerText,
  gender: z.enum(GENDERS),
  date_of_birth: isoDate,
  address: travelAddressPayloadSchema,
  /** Only when the postal address differs. */
  postal_address: travelAddressPayloadSchema.nullable().optional(),
  mobile_phone: answerText,
  email: answerText,
  employment_status: z.enum(TRAVEL_EMPLOYMENT_STATUSES),
  occupation: z.string().trim().max(10).optional(),
  number_of_children: z.number().int().min(0).max(CHILDREN_LIMITS.max),
  boi_customer: z.boolean(),
  has_boi_house_policy: z.boolean(),
});
export type TravelPolicyHolderPayload = z.infer<typeof travelPolicyHolderPayloadSchema>;

export const travelCoverDetailsPayloadSchema = z.object({
  user_type: z.literal(TRAVEL_USER_TYPE),
  trip_type: literalOf(TRIP_TYPE_IDS),
  start_date: isoDate,
  /** A single trip's return date; null for an annual multi-trip policy. */
  end_date: isoDate.nullable(),
  /** The days of cover, the first and the last counted. */
  cover_days: z.number().int().min(1).max(366),
  destination_zone_id: literalOf(DESTINATION_ZONE_IDS),
  /** A single trip's country; null for an annual multi-trip policy. */
  destination_country: z.string().trim().max(60).nullable(),
  insured_person_type: literalOf(INSURED_PERSON_TYPE_IDS),
  /** The extras' ids: 1 winter sports, 2 private medical, 3 car hire, 4 business. */
  addons_selected: z.array(literalOf(TRAVEL_EXTRA_IDS)).max(TRAVEL_EXTRA_IDS.length),
});
export type TravelCoverDetailsPayload = z.infer<typeof travelCoverDetailsPayloadSchema>;

export const travelAdditionalHolderPayloadSchema = z.object({
  holder_type: z.literal(PARTNER_HOLDER_TYPE),
  first_name: answerText,
  last_name: answerText,
  date_of_birth: isoDate,
});
export type TravelAdditionalHolderPayload = z.infer<typeof travelAdditionalHolderPayloadSchema>;

export const travelAdditionalQuestionPayloadSchema = z.object({
  question_id: z.literal(HEALTH_COVER_QUESTION_ID),
  /** The private medical insurer's id (VHI 2, Laya 1, Irish Life Health 3). */
  answer: literalOf(HEALTH_PROVIDER_IDS),
});

export const travelQuotePayloadSchema = z.object({
  carrier_id: z.literal(TRAVEL_INSURER.code),
  channel: z.literal(TRAVEL_CHANNEL),
  promotion_code: z.string().trim().max(50).optional(),
  policy_holder_details: travelPolicyHolderPayloadSchema,
  /** The day travel starts: the start date of the cover. */
  date_of_travel: isoDate,
  cover_details: travelCoverDetailsPayloadSchema,
  additional_holder_details: z.array(travelAdditionalHolderPayloadSchema).max(1),
  additional_questions: z.array(travelAdditionalQuestionPayloadSchema).max(1),
});
export type TravelQuotePayload = z.infer<typeof travelQuotePayloadSchema>;

export const travelQuoteRequestSchema = z.object({
  product: z.literal(TRAVEL_PRODUCT),
  version: z.literal(TRAVEL_PAYLOAD_VERSION),
  /** The hidden userName field: a person leaves it empty. */
  honeypot_value: z.string().max(200),
  /** A quote of the caller's asked again with changed answers keeps its reference. */
  quote_reference: z.string().trim().max(40).optional(),
  travel_quote: travelQuotePayloadSchema,
  /**
   * The Your cover consents (travel-consents.ts), beside travel_quote: the customer's to the
   * product, neither kept with the quote nor sent to the insurer. Checked true by the rules.
   */
  data_protection_consent: z.boolean().optional(),
  chubb_tob_consent: z.boolean().optional(),
});
export type TravelQuoteRequest = z.infer<typeof travelQuoteRequestSchema>;
