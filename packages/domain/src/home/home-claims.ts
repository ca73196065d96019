import { excessOptionOf, type ExcessCode } from './excess.js';
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

/**
 * The excess a home claim carries, from the policy's own excess option (home.md 9): the water
 * damage excess for an escape of water, the policy excess for anything else.
 */
export function homeClaimExcessCents(excessCode: ExcessCode, kind: string): number {
  const option = excessOptionOf(excessCode);
  return (kind === 'escape_of_water' ? option.waterDamageExcessEur : option.policyExcessEur) * 100;
}
