import { z } from 'zod';
import {
  checkHomeBindPayment,
  homeBindPaymentDetailsObject,
  normaliseHomeBankCodes,
} from '../home/home-bind.js';
import { bindMarketingSchema } from '../checkout/marketing-consent.js';
import { PAYMENT_TYPES } from '../checkout/payment-options.js';
import { documentsSummaryResponseSchema } from '../checkout/documents.js';
import { homeInsurerQuoteSchema } from '../home/home-quote-response.js';
import { RENEWAL_OFFER_STATUSES } from './renewal-constants.js';
import type { RenewalAnswers } from './renewal-questions.js';

/** A policy's identifier as the spec's calls name it (policy_id, e.g. 'POL-H-2N9C'). */
const policyIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9-]+$/, 'Not a policy id.');

/** POST /home/applied_home_renewal/ (home.md 7 Renewal): the renewal quote of one policy. */
export const renewalQuoteRequestSchema = z.object({ policy_id: policyIdSchema }).strict();
export type RenewalQuoteRequest = z.infer<typeof renewalQuoteRequestSchema>;

/** GET /home/applied_home_renewal/policy_code/{policyCode}: the policy code is its policy number. */
export const renewalPolicyCodeParamsSchema = z
  .object({
    policyCode: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .regex(/^[A-Za-z0-9-]+$/, 'Not a policy code.'),
  })
  .strict();

/** One year of the five-year schedule (CICA 2019 s.12): premium paid and claims paid. */
export const renewalHistoryYearSchema = z.object({
  /** YYYY-MM-DD */
  period_start: z.string(),
  /** YYYY-MM-DD */
  period_end: z.string(),
  insurer: z.string(),
  /** The premium paid for the year, euro. */
  premium: z.number(),
  /** Where the policy changed mid-term: the premium for the cover at the year's end, annualised. */
  annualised_premium: z.number().nullable(),
  /** The claims paid in the year, euro, and each claim. */
  claims_paid: z.number(),
  claims: z.array(z.object({ date: z.string(), peril: z.string(), amount: z.number() })),
});
export type RenewalHistoryYear = z.infer<typeof renewalHistoryYearSchema>;

/** A line of 'what changed since last year' on the notice and the renewal view. */
export const renewalChangeSchema = z.object({
  label: z.string(),
  last_year: z.string(),
  this_year: z.string(),
});
export type RenewalChange = z.infer<typeof renewalChangeSchema>;

/** The price-walking check as stored with the offer: both figures and whether the cap applied. */
export const priceWalkingSchema = z.object({
  applies: z.boolean(),
  capped: z.boolean(),
  /** What the insurer's engine priced for this customer, euro. */
  renewal_premium: z.number(),
  /** What it priced for an equivalent customer on a first renewal, euro; null on a first renewal. */
  first_renewal_equivalent_premium: z.number().nullable(),
});

/** A policy's renewal offer, as the renewal view and the View Renewals button read it. */
export const renewalOfferSchema = z.object({
  policy_id: z.string(),
  policy_number: z.string(),
  policy_code: z.string(),
  /** The renewal offer's own quote: its reference with '-RSA' or '-FBD' names one insurer's. */
  quote_reference: z.string(),
  /** The day the renewed policy would start, YYYY-MM-DD (the current policy's end date + 1). */
  renewal_date: z.string(),
  current_start_date: z.string(),
  current_end_date: z.string(),
  current_insurer: z.string(),
  /** Last year's premium, euro. */
  current_premium: z.number(),
  /** 1 for the policy's first renewal. */
  renewal_number: z.number().int(),
  status: z.enum(RENEWAL_OFFER_STATUSES),
  /** When the notice went out, ISO 8601. */
  issued_at: z.string(),
  auto_renewal: z.boolean(),
  /** Whether the current policy is paid by direct debit (the spec's direct_debit_policy). */
  direct_debit_policy: z.boolean(),
  /** The renewal first (current_insurer_renewal_quote true), then the alternatives. */
  quotes: z.array(homeInsurerQuoteSchema).min(1),
  price_walking: priceWalkingSchema,
  changes: z.array(renewalChangeSchema),
  history: z.array(renewalHistoryYearSchema),
  /** The renewed policy's reference once renewed, or the offer's quote reference once accepted for auto-renewal. */
  reference_number: z.string().nullable(),
  statement_of_fact_declined: z.boolean(),
  /**
   * The direct debit the current policy is paid by, for its renewal with the same insurer to be
   * paid the same way without the IBAN typed again: the account's last four characters only, and
   * the collection day. Null when the policy is not paid by direct debit.
   */
  mandate_on_file: z
    .object({ account_ending: z.string(), collection_day: z.number().int() })
    .nullable()
    .optional(),
});
export type RenewalOffer = z.infer<typeof renewalOfferSchema>;

/** GET /home/applied_home_renewal/offers: the caller's offers still open (for View Renewals). */
export const renewalOfferListSchema = z.array(
  renewalOfferSchema.pick({
    policy_id: true,
    policy_number: true,
    renewal_date: true,
    status: true,
    auto_renewal: true,
  }),
);

/** The renewal questions as a bind or an acceptance carries them (renewal-questions.ts). */
export const renewalAnswersPayloadSchema = z
  .object({
    claims_condition_one: z.boolean().nullable(),
    claims_condition_two: z.boolean().nullable(),
    accepted_terms_and_conditions: z.boolean().nullable(),
    auto_renewal: z.boolean(),
    statement_of_fact_confirmed: z.boolean().nullable().optional(),
  })
  .strict();
export type RenewalAnswersPayload = z.infer<typeof renewalAnswersPayloadSchema>;

/** The payload's answers as the renewal rules read them. */
export function renewalAnswersOf(
  payload: RenewalAnswersPayload,
  alternativePolicy: boolean,
): RenewalAnswers {
  return {
    claimsConditionOne: payload.claims_condition_one,
    claimsConditionTwo: payload.claims_condition_two,
    acceptedTermsAndConditions: payload.accepted_terms_and_conditions,
    autoRenewal: payload.auto_renewal,
    alternativePolicy,
    statementOfFactConfirmed: payload.statement_of_fact_confirmed ?? null,
  };
}

/** Where each renewal answer sits in a payload, for field errors. */
export const RENEWAL_ANSWER_PATHS = {
  claimsConditionOne: 'renewal_answers.claims_condition_one',
  claimsConditionTwo: 'renewal_answers.claims_condition_two',
  acceptedTermsAndConditions: 'renewal_answers.accepted_terms_and_conditions',
  statementOfFactConfirmed: 'renewal_answers.statement_of_fact_confirmed',
  autoRenewal: 'renewal_answers.auto_renewal',
} as const;

/**
 * POST /home/applied_home_renewal/bind (home.md 7): home's bind payload for the offer's quote
 * (payment_details.quote_reference and product_selected name the renewal or an alternative),
 * with the renewal questions answered.
 */
/**
 * A renewal's payment details: home's, or a direct debit on the mandate on file
 * (`mandate_on_file`: 'Use the account ending 1234'), which carries no IBAN or BIC. The API pays
 * on the current policy's own mandate, with the same insurer only.
 */
export const renewalBindPaymentDetailsSchema = homeBindPaymentDetailsObject
  .extend({ mandate_on_file: z.boolean().optional() })
  .strict()
  .superRefine((details, context) => {
    const mandateOnFile = details.mandate_on_file === true;
    if (mandateOnFile && details.payment_type !== PAYMENT_TYPES.directDebit) {
      context.addIssue({
        code: 'custom',
        path: ['mandate_on_file'],
        message: 'Only a direct debit is paid on the mandate on file.',
      });
    }
    checkHomeBindPayment(details, context, { mandateOnFile });
  })
  .transform(normaliseHomeBankCodes);

/** POST /home/applied_home_renewal/bind: home's bind payload with the renewal questions answered. */
export const renewalBindRequestSchema = z
  .object({ payment_details: renewalBindPaymentDetailsSchema })
  .extend(bindMarketingSchema.shape)
  .extend({ renewal_answers: renewalAnswersPayloadSchema })
  .strict();
export type RenewalBindRequest = z.input<typeof renewalBindRequestSchema>;
export type RenewalBindData = z.output<typeof renewalBindRequestSchema>;

/**
 * POST /home/applied_home_renewal/accept: the renewal accepted to renew by itself on its date
 * (auto-renewal on a direct-debit policy); nothing is paid now.
 */
export const renewalAcceptRequestSchema = z
  .object({
    policy_id: policyIdSchema,
    product_selected: z.string().trim().min(1).max(40),
    renewal_answers: renewalAnswersPayloadSchema,
  })
  .strict();
export type RenewalAcceptRequest = z.infer<typeof renewalAcceptRequestSchema>;
export const renewalAcceptResponseSchema = z.object({
  policy_id: z.string(),
  /** The stored reference the thank-you page shows: the renewal offer's quote reference. */
  reference_number: z.string(),
  renewal_date: z.string(),
  auto_renewal: z.literal(true),
});
export type RenewalAcceptResponse = z.infer<typeof renewalAcceptResponseSchema>;

/** PUT /home/applied_home_renewal/auto_renewal: turned on or off, free, before the renewal date. */
export const autoRenewalRequestSchema = z
  .object({ policy_id: policyIdSchema, enabled: z.boolean() })
  .strict();
export const autoRenewalResponseSchema = z.object({
  policy_id: z.string(),
  auto_renewal: z.boolean(),
});

/** POST /home/applied_home_renewal/statement_of_fact/decline: 'I do not confirm', recorded. */
export const statementOfFactDeclineRequestSchema = z.object({ policy_id: policyIdSchema }).strict();

/** POST /home/applied_home_documents/renewal/summary (home.md 7 Renewal documents). */
export const renewalDocumentsRequestSchema = z
  .object({
    business_processes: z
      .array(z.enum(['RENEWAL_OFFER', 'RENEWAL_TRANSFER']))
      .min(1)
      .max(2),
    policy_id: policyIdSchema,
    scheme_code: z.string().trim().min(1).max(40),
  })
  .strict();
export type RenewalDocumentsRequest = z.infer<typeof renewalDocumentsRequestSchema>;
export const renewalDocumentsResponseSchema = documentsSummaryResponseSchema;

/** The name the statement of fact is filed under among a renewal's documents (home.md 7). */
export const STATEMENT_OF_FACT_DOCUMENT_NAME = 'statement-of-fact';
