import { Navigate, useParams } from 'react-router';
import { MakeClaimPage } from '../../features/policies/claims/making/make-claim-page';
import { isProductType } from '../../features/policies/lib/policy-products';
import { useProfile } from '../../features/profile';
import { PATHS } from '../../lib/paths';
import { usePolicyNamedByLink } from './use-policy-named-by-link';
import { useRefreshProfile } from './use-refresh-profile';

/** /manage/product/{type}/claim: a claim on the chosen policy, or the one a link names. */
export function MakeClaim() {
  const { type } = useParams();
  const { profile, isLoading } = useProfile();
  const refreshProfile = useRefreshProfile();
  usePolicyNamedByLink(isProductType(type) ? type : null);
  if (!isProductType(type)) return <Navigate to={PATHS.manage} replace />;
  // Another product's form starts afresh, not with this one's answers.
  return (
    <MakeClaimPage
      key={type}
      type={type}
      policies={profile.policies}
      profileLoading={isLoading}
      onClaimMade={refreshProfile}
    />
  );
}
