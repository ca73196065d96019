import { OTHER_CLAIM_KIND, type ProductClaimFacts } from '../claims/claim-form-facts.js';

/** What the car claim form asks (issue 44): where, and the other party and Garda report if any. */
export const CAR_CLAIM_FACTS: ProductClaimFacts = {
  kinds: [
    { code: 'collision', label: 'Collision' },
    { code: 'theft', label: 'Theft' },
    { code: 'fire', label: 'Fire' },
    { code: 'glass', label: 'Glass' },
    { code: 'vandalism', label: 'Vandalism' },
    OTHER_CLAIM_KIND,
  ],
  place: 'asked',
  asksOtherParty: true,
  asksTrip: false,
  hurtNumbers: [],
};
