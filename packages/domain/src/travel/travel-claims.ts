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
