import { useParams } from 'react-router';
import { ClaimPage } from '../../features/policies/claims/claim/claim-page';
import { ClaimsPage } from '../../features/policies/claims/list/claims-page';

/** /claims: the customer's claims. */
export function Claims() {
  return <ClaimsPage />;
}

/** /claims/{reference}: one of them. */
export function Claim() {
  const { reference = '' } = useParams();
  return <ClaimPage key={reference} reference={reference} />;
}
