import { productFacts } from '@wallet/domain';
import { Navigate, useParams } from 'react-router';
import { useFeatureFlags } from '../../features/flags';
import { isProductType } from '../../features/policies/lib/policy-products';
import { ManageProductPage } from '../../features/policies/manage/manage-product-page';
import { useProfile } from '../../features/profile';
import { useRenewalOffers } from '../../features/renewals/landing';
import { PATHS } from '../../lib/paths';
import { useRefreshProfile } from './use-refresh-profile';

/** /manage/product/{type}: what the customer can do with the policy they chose. */
export function Component() {
  const { type } = useParams();
  const flags = useFeatureFlags();
  const { profile, isLoading } = useProfile();
  const refreshProfile = useRefreshProfile();
  // platform.md 2.8: View Renewals needs renewal data, asked for home only while the flag is on.
  const renewsOnline = isProductType(type) && productFacts(type).renewsOnline;
  const { offers } = useRenewalOffers(renewsOnline && flags.home_renewal_enabled);
  if (!isProductType(type)) return <Navigate to={PATHS.manage} replace />;
  return (
    <ManageProductPage
      type={type}
      policies={profile.policies}
      profileLoading={isLoading}
      flags={flags}
      renewalPolicyIds={offers.map((offer) => offer.policy_id)}
      onPolicyChanged={refreshProfile}
    />
  );
}
