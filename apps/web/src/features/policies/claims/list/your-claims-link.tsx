import { ButtonLink } from '../../../../ui/button';
import { CLAIM_PATHS } from '../claim-paths';
import { CLAIM_TEXTS as TEXT } from '../claim-texts';

/** Manage My Insurance's way to the customer's claims (issue 44). */
export function YourClaimsLink() {
  return (
    <div className="agent-activity-link">
      <p>{TEXT.yourClaimsIntro}</p>
      <ButtonLink to={CLAIM_PATHS.claims} variant="link">
        {TEXT.yourClaims}
      </ButtonLink>
    </div>
  );
}
