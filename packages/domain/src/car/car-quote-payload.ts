import { z } from 'zod';
import {
  CAR_EMPLOYMENT_STATUSES,
  GENDERS,
  LAST_FIVE_YEARS_EXPERIENCE,
  LICENCE_TYPES,
  PERSONAL_TITLE_CODES,
} from '../personal/personal-lists.js';
import { quoteAddressPayloadSchema as addressPayloadSchema } from '../address/quote-address-payload.js';
import { CAR_LIMITS } from './car-constants.js';
import { VEHICLE_FUEL_TYPES } from './vehicle-lists.js';
import { abiCodeSchema } from './vehicle.js';
import {
  ANNUAL_KM_BAND_CODES,
  CAR_CLAIM_STATUSES,
  CAR_CLAIM_TYPES,
  CAR_COVER_LEVELS,
  CAR_COVER_TYPES,
  CAR_EXTRAS,
  CAR_OWNED_PERIODS,
  CAR_TERMS_QUESTIONS,
  CAR_USES,
  DRIVING_EXPERIENCE_TYPES,
  NO_CLAIMS_YEARS,
  PENALTY_POINT_OFFENCE_CODES,
  RELATIONSHIPS_TO_PROPOSER,
} from './car-lists.js';

/**
 * car-travel-payment.md 7: the body of POST /motor/motor_quotes. The browser builds it from the
 * three cards and the terms page with toCarQuoteRequest; the server checks its shape with this
 * schema and its answers with carQuotePayloadProblems (the forms' rules). Unknown fields are
 * stripped.
 */

export const CAR_PRODUCT = 'MOTOR';
export const CAR_PAYLOAD_VERSION = '1.0';
/** car-travel-payment.md 1: car is underwritten by one insurer, RSA. */
export const CAR_CARRIER = 'RSA';
/** car-travel-payment.md 7: 'quote_mode ONLINE, quote_status Incomplete'. */
export const CAR_QUOTE_MODE = 'ONLINE';
export const CAR_QUOTE_STATUS = 'Incomplete';
/** Who made the quote: the customer online (an agent's quotes name the agent; issue 24). */
export const CAR_CREATED_BY_CUSTOMER = 'ONLINE_CUSTOMER';
/** car-travel-payment.md 7: 'Placeholder values used in the payload: premium 20, excess 10.' */
export const CAR_PLACEHOLDERS = { premium: 20, excessAmount: 10 } as const;
/** car-travel-payment.md 7: 'license_issue_country (IE or 99)': Ireland, or anywhere else. */
export const LICENCE_ISSUE_COUNTRIES = { ireland: 'IE', elsewhere: '99' } as const;
/** car-travel-payment.md 7: 'driver order starts at 2' for additional drivers; the proposer is 1. */
export const MAIN_DRIVER_ORDER = 1;

const isoDate = z.iso.date();
/** An answer the rules check with the forms' messages; the schema only bounds its size. */
const answerText = z.string().trim().max(200);
const code = z.string().trim().max(20);
const wholeEuro = z.number().int().min(0).max(100_000_000);

export const penaltyDetailPayloadSchema = z.object({
  driver_order: z
    .number()
    .int()
    .min(MAIN_DRIVER_ORDER)
    .max(1 + CAR_LIMITS.maxAdditionalDrivers),
  offence: z.enum(PENALTY_POINT_OFFENCE_CODES),
  /** The offence's place in the driver's list, from 1. */
  penalty_order: z.number().int().min(1).max(CAR_LIMITS.maxOffences),
  /** Checked 1 to 12 by the rules, with the form's message. */
  penalty_points: z.number().int().min(-1000).max(1000),
});
export type PenaltyDetailPayload = z.infer<typeof penaltyDetailPayloadSchema>;

export const carClaimPayloadSchema = z.object({
  claim_type: z.enum(CAR_CLAIM_TYPES),
  claim_status: z.enum(CAR_CLAIM_STATUSES),
  /** Whole euro, thousands commas stripped (section 5). */
  claim_amount: wholeEuro,
});
export type CarClaimPayload = z.infer<typeof carClaimPayloadSchema>;

const licenceFields = {
  license_type: z.enum(LICENCE_TYPES),
  driving_experience: z.enum(LAST_FIVE_YEARS_EXPERIENCE),
  /** Checked 0 to 100 by the rules, with the form's message. */
  license_years: z.number().int().min(-1000).max(1000),
};

export const mainDriverPayloadSchema = z.object({
  title: z.enum(PERSONAL_TITLE_CODES),
  first_name: answerText,
  last_name: answerText,
  gender: z.enum(GENDERS),
  email: answerText,
  date_of_birth: isoDate,
  mobile_phone: answerText,
  home_phone: z.string().trim().max(20).optional(),
  work_phone: z.string().trim().max(20).optional(),
  employment_status: z.enum(CAR_EMPLOYMENT_STATUSES),
  occupation: code.optional(),
  /** Not asked online: the licence number is taken when the policy documents are checked. */
  license_number: z.string().trim().max(20).optional(),
  ...licenceFields,
  license_issue_country: z.enum([
    LICENCE_ISSUE_COUNTRIES.ireland,
    LICENCE_ISSUE_COUNTRIES.elsewhere,
  ]),
  /** Passed the driving test in Ireland or the UK; asked for full Irish and UK licences only. */
  driving_test: z.boolean().nullable(),
  boi_customer: z.boolean(),
  has_boi_house_policy: z.boolean(),
  /** The no-claims years earned on another policy (0 to 5, 5 meaning five or more). */
  ncb_year_on_other_policy: z.union(NO_CLAIMS_YEARS.map((years) => z.literal(years))),
  primary_address: addressPayloadSchema,
  postal_address: addressPayloadSchema.nullable().optional(),
  claims: z.array(carClaimPayloadSchema).max(CAR_LIMITS.maxClaims),
  data_protection_consent: z.boolean(),
  penalty_details: z.array(penaltyDetailPayloadSchema).max(CAR_LIMITS.maxOffences),
});
export type MainDriverPayload = z.infer<typeof mainDriverPayloadSchema>;

export const vehicleDetailsPayloadSchema = z.object({
  /** Normalised; absent for a manual search, which names the car by its ABI code. */
  registration: z.string().trim().max(20).optional(),
  abi_code: abiCodeSchema,
  make: answerText,
  model: answerText,
  year: z.number().int().min(1900).max(2100),
  version: answerText,
  fuel: z.enum(VEHICLE_FUEL_TYPES),
  cc: z.number().int().min(0).max(20_000),
  /** The ABI insurance group, 1 to 50. */
  risk: z.number().int().min(1).max(50),
  /** Whole euro. */
  value: wholeEuro,
  use: z.enum(CAR_USES),
  km_per_year: z.enum(ANNUAL_KM_BAND_CODES),
  years_owned_vehicle: z.enum(CAR_OWNED_PERIODS),
});
export type VehicleDetailsPayload = z.infer<typeof vehicleDetailsPayloadSchema>;

export const carCoverDetailsPayloadSchema = z.object({
  start_date: isoDate,
  type: z.enum(CAR_COVER_TYPES),
  premium: z.literal(CAR_PLACEHOLDERS.premium),
  /** The cover level the customer is looking at; both are priced. */
  product_selected: z.enum(CAR_COVER_LEVELS),
  excess_amount: z.literal(CAR_PLACEHOLDERS.excessAmount),
  disqualified: z.boolean(),
  driving_exp_type: z.enum(DRIVING_EXPERIENCE_TYPES),
  vehicle_details: vehicleDetailsPayloadSchema,
  risk_address: addressPayloadSchema,
  /** The extras chosen on the view quote (none on the first quote). */
  optional_extras: z.array(z.enum(CAR_EXTRAS)).max(CAR_EXTRAS.length).default([]),
});
export type CarCoverDetailsPayload = z.infer<typeof carCoverDetailsPayloadSchema>;

export const additionalDriverPayloadSchema = z.object({
  driver_order: z
    .number()
    .int()
    .min(2)
    .max(1 + CAR_LIMITS.maxAdditionalDrivers),
  title: z.enum(PERSONAL_TITLE_CODES),
  first_name: answerText,
  last_name: answerText,
  date_of_birth: isoDate,
  employment_status: z.enum(CAR_EMPLOYMENT_STATUSES),
  /** An occupation code, or HBG, RAO or SDA for a housewife or husband, retired or student. */
  occupation: code.optional(),
  ...licenceFields,
  relationship_to_proposer: z.enum(RELATIONSHIPS_TO_PROPOSER),
  penalty_details: z.array(penaltyDetailPayloadSchema).max(CAR_LIMITS.maxOffences),
});
export type AdditionalDriverPayload = z.infer<typeof additionalDriverPayloadSchema>;

/** The terms page's answers: the assumptions a quote online is priced on. */
export const carAssumptionsPayloadSchema = z.object(
  Object.fromEntries([
    ...CAR_TERMS_QUESTIONS.map((question) => [question, z.boolean()]),
    ['accepted_terms_and_conditions', z.literal(true)],
  ]) as Record<(typeof CAR_TERMS_QUESTIONS)[number], z.ZodBoolean> & {
    accepted_terms_and_conditions: z.ZodLiteral<true>;
  },
);
export type CarAssumptionsPayload = z.infer<typeof carAssumptionsPayloadSchema>;

export const carQuotePayloadSchema = z.object({
  carrier_id: z.literal(CAR_CARRIER),
  created_by: z.literal(CAR_CREATED_BY_CUSTOMER),
  quote_mode: z.literal(CAR_QUOTE_MODE),
  quote_status: z.literal(CAR_QUOTE_STATUS),
  promotion_code: z.string().trim().max(50).optional(),
  main_driver: mainDriverPayloadSchema,
  cover_details: carCoverDetailsPayloadSchema,
  additional_drivers: z.array(additionalDriverPayloadSchema).max(CAR_LIMITS.maxAdditionalDrivers),
  /** Worked out by the insurer; a request names none. */
  discount_breakdowns: z.array(z.never()).max(0).default([]),
  assumptions: carAssumptionsPayloadSchema,
});
export type CarQuotePayload = z.infer<typeof carQuotePayloadSchema>;

export const carQuoteRequestSchema = z.object({
  product: z.literal(CAR_PRODUCT),
  version: z.literal(CAR_PAYLOAD_VERSION),
  /** The hidden userName field: a person leaves it empty. */
  honeypot_value: z.string().max(200),
  /** A quote of the caller's asked again with changed answers keeps its reference. */
  quote_reference: z.string().trim().max(40).optional(),
  motor_quote: carQuotePayloadSchema,
});
export type CarQuoteRequest = z.infer<typeof carQuoteRequestSchema>;
export type CarQuoteRequestInput = z.input<typeof carQuoteRequestSchema>;
