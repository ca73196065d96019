import { Navigate, useParams } from 'react-router';
import { HostedCardFields } from '../../features/checkout/card-fields/hosted-card-fields';
import { isProductType } from '../../features/policies/lib/policy-products';
// The change pages on their own, so the policy pages' code does not carry them.
import { ChangePage } from '../../features/policies/changing';
import { useProfile } from '../../features/profile';
import { PATHS } from '../../lib/paths';
import { usePolicyNamedByLink } from './use-policy-named-by-link';
import { useRefreshProfile } from './use-refresh-profile';

/**
 * /manage/product/{type}/change: a mid-term change to the chosen policy (issue 43), or the one a
 * link names (`?policy=`). A charge is
 * paid with the checkout's own hosted card fields, which the app hands the page.
 */
export function ChangePolicy() {
  const { type } = useParams();
  const { profile, isLoading } = useProfile();
  const refreshProfile = useRefreshProfile();
  usePolicyNamedByLink(isProductType(type) ? type : null);
  if (!isProductType(type)) return <Navigate to={PATHS.manage} replace />;
  return (
    <ChangePage
      type={type}
      policies={profile.policies}
      profileLoading={isLoading}
      CardFields={HostedCardFields}
      onPolicyChanged={refreshProfile}
    />
  );
}
