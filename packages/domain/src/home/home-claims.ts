import { excessOptionOf, type ExcessCode } from './excess.js';
import { OTHER_CLAIM_KIND, type ProductClaimFacts } from '../claims/claim-form-facts.js';

/**
 * What the home claim form asks (issue 44): it happened at the insured address. Each kind's peril
 * is one of the quote form's claim types, so a paid claim joins the history a renewal is rated on.
 */
export const HOME_CLAIM_FACTS: ProductClaimFacts = {
  kinds: [
    { code: 'escape_of_water', label: 'Escape of water', peril: 'Escape of water' },
    { code: 'fire', label: 'Fire', peril: 'Fire' },
    { code: 'storm', label: 'Storm', peril: 'Storm' },
    { code: 'theft', label: 'Theft', peril: 'Theft' },
    // Most accidental damage a household claims for is to its contents (home.md 3's claim types).
    {
      code: 'accidental_damage',
      label: 'Accidental damage',
      peril: 'Accidental damage - contents',
    },
    { ...OTHER_CLAIM_KIND, peril: 'Other' },
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
