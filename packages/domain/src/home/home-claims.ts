import { OTHER_CLAIM_KIND, type ProductClaimFacts } from '../claims/claim-form-facts.js';

/** What the home claim form asks (issue 44): it happened at the insured address. */
export const HOME_CLAIM_FACTS: ProductClaimFacts = {
  kinds: [
    { code: 'escape_of_water', label: 'Escape of water' },
    { code: 'fire', label: 'Fire' },
    { code: 'storm', label: 'Storm' },
    { code: 'theft', label: 'Theft' },
    { code: 'accidental_damage', label: 'Accidental damage' },
    OTHER_CLAIM_KIND,
  ],
  place: 'insured_address',
  asksOtherParty: false,
  asksTrip: false,
  hurtNumbers: [],
};
