import type { ProfilePolicy } from '@wallet/domain';
import { Link } from 'react-router';
import { Card } from '../../../../ui/card';
import { CLAIM_PATHS } from '../claim-paths';
import { ClaimStageTag } from '../claim-stage-tag';
import { CLAIM_TEXTS as TEXT } from '../claim-texts';
import '../claims.css';

/**
 * The policy's claims still in progress (issue 44), on its page: each with its stage and a way to
 * follow it. Nothing when there are none.
 */
export function ClaimsInProgress({ policy }: { policy: ProfilePolicy }) {
  const claims = policy.claims_in_progress ?? [];
  if (claims.length === 0) return null;
  return (
    <Card as="section" className="manage-card" aria-labelledby="claims-in-progress-title">
      <h2 id="claims-in-progress-title" className="policies-heading">
        {TEXT.inProgressHeading}
      </h2>
      <p className="leaving-text">{TEXT.inProgressLead}</p>
      <ul className="claim-in-progress">
        {claims.map((claim) => (
          <li key={claim.reference} className="claim-in-progress__item">
            <Link to={CLAIM_PATHS.claim(claim.reference)}>
              {TEXT.inProgressLink(claim.kind_label, claim.reference)}
            </Link>{' '}
            <ClaimStageTag stage={claim.stage} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
