import { EXCESS_CODES, homeInsurerQuoteSchema } from '@wallet/domain';
import { z } from 'zod';
import { createJourneyStore } from '../../../ui/journey/journey-store';

/**
 * The home renewal journey of this tab (home.md 2 'Renewal screens' and 4): which policy's offer
 * is open, the spec's renewal and alternativePolicy flags, the quote chosen from it (as last
 * priced, with its excess and extras), the renewal questions as answered, and, once the renewal
 * is accepted to renew by itself, the reference the thank-you page shows. It lives in session
 * storage, as home's quote data do, and is cleared with them: when the policy is renewed or
 * bought, and on sign-out (session storage ends with the session).
 */
export const RENEWAL_JOURNEY_KEY = 'wallet:home-renewal';

const renewalAnswersSchema = z.object({
  claimsConditionOne: z.boolean().nullable(),
  claimsConditionTwo: z.boolean().nullable(),
  acceptedTermsAndConditions: z.boolean().nullable(),
});

const renewalJourneySchema = z.object({
  /** The policy whose offer is open. */
  policyId: z.string().optional(),
  /** home.md 2: the spec's renewal flag, set while a renewal (not a new quote) is in hand. */
  renewal: z.boolean().optional(),
  /** home.md 2: the alternative insurer's quote was chosen instead of the renewal. */
  alternativePolicy: z.boolean().optional(),
  selectedQuote: homeInsurerQuoteSchema.optional(),
  extras: z
    .object({
      excess: z.enum(EXCESS_CODES),
      accidentalDamage: z.boolean(),
      ncdProtectionPlus: z.boolean(),
      homeEmergencyAssist: z.boolean(),
    })
    .optional(),
  answers: renewalAnswersSchema.optional(),
  /** The statement of fact page's acceptance, for the alternative. */
  statementOfFactConfirmed: z.boolean().optional(),
  /** The renewal accepted to renew by itself: what the thank-you page shows at once. */
  accepted: z
    .object({ policyId: z.string(), referenceNumber: z.string(), renewalDate: z.string() })
    .optional(),
});

export type RenewalJourney = z.infer<typeof renewalJourneySchema>;
export type RenewalJourneyAnswers = z.infer<typeof renewalAnswersSchema>;

const journey = createJourneyStore<RenewalJourney, Partial<RenewalJourney>>({
  key: RENEWAL_JOURNEY_KEY,
  shape: renewalJourneySchema,
  empty: {},
  merge: (current, changes) => ({ ...current, ...changes }),
});

export const readRenewalJourney = journey.read;
export const updateRenewalJourney = journey.update;
export const clearRenewalJourney = journey.clear;
export const useRenewalJourney = journey.use;

/**
 * A quote chosen from the offer: the renewal flag on, the alternative flag as chosen, and the
 * answers and confirmations of any earlier choice forgotten.
 */
export function chooseRenewalQuote(
  policyId: string,
  quote: z.infer<typeof homeInsurerQuoteSchema>,
): void {
  const current = journey.read();
  const sameQuote =
    current.policyId === policyId && current.selectedQuote?.insurer === quote.insurer;
  journey.update({
    policyId,
    renewal: true,
    alternativePolicy: !quote.current_insurer_renewal_quote,
    // Choosing the same quote again keeps its excess, extras and answers.
    selectedQuote: sameQuote ? current.selectedQuote : quote,
    extras: sameQuote ? current.extras : undefined,
    answers: sameQuote ? current.answers : undefined,
    statementOfFactConfirmed: undefined,
    accepted: undefined,
  });
}
