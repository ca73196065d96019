import { formatEuro } from '../platform/money.js';
import { OTHER_CLAIM_KIND, type ProductClaimFacts } from '../claims/claim-form-facts.js';
import { PHONE } from '../platform/contact.js';

/**
 * What the travel claim form asks (issue 44): where, and the trip. Someone hurt abroad calls the
 * medical assistance line first, at any hour.
 */
export const TRAVEL_CLAIM_FACTS: ProductClaimFacts = {
  kinds: [
    { code: 'medical', label: 'Medical' },
    { code: 'cancellation', label: 'Cancellation' },
    { code: 'baggage', label: 'Baggage' },
    { code: 'delay', label: 'Delay' },
    OTHER_CLAIM_KIND,
  ],
  place: 'asked',
  asksOtherParty: false,
  asksTrip: true,
  // 'Travel claims must be made within thirty days': of the incident (docs/claims.md).
  claimWithinDays: 30,
  hurtNumbers: [
    {
      label: 'Medical emergency assistance, 24 hours, from abroad',
      phoneNumber: PHONE.medicalAssistance,
    },
  ],
};

/**
 * The travel policy's excess (its terms, printed in the Schedule of Benefits): each claim for
 * medical expenses, cancellation, baggage or anything else carries it once, whoever of those
 * insured it is for; a delay claim, paid at a fixed rate, carries none.
 */
export const TRAVEL_CLAIM_EXCESS_EUR = 75;

/** The excess a travel claim carries, in cents; null for a delay. */
export const travelClaimExcessCents = (kind: string): number | null =>
  kind === 'delay' ? null : TRAVEL_CLAIM_EXCESS_EUR * 100;

/** The Schedule of Benefits' line of the excess. */
export const TRAVEL_EXCESS_SCHEDULE_TEXT = `${formatEuro(TRAVEL_CLAIM_EXCESS_EUR * 100)} on each claim, whoever of those insured it is for, except a delay claim, which carries none`;
