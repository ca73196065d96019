import { useParams } from 'react-router';
import { ClaimQueuePage } from '../../features/policies/claims/handling/claim-queue-page';
import { HandledClaimPage } from '../../features/policies/claims/handling/handled-claim-page';

/** /staff/claims: the claims handler's queue. */
export function ClaimQueue() {
  return <ClaimQueuePage />;
}

/** /staff/claims/{reference}: one claim, for its handler. */
export function HandledClaim() {
  const { reference = '' } = useParams();
  return <HandledClaimPage key={reference} reference={reference} />;
}
