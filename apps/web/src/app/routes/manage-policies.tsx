import { Navigate, useParams } from 'react-router';
import { isProductType } from '../../features/policies/lib/policy-products';
import { MultiplePoliciesPage } from '../../features/policies/manage/multiple-policies-page';
import { useProfile } from '../../features/profile';
import { PATHS } from '../../lib/paths';

/** /manage/viewMultiplePolicies/{type}: the customer's policies of one product. */
export function Component() {
  const { type } = useParams();
  const { profile, isLoading } = useProfile();
  if (!isProductType(type)) return <Navigate to={PATHS.manage} replace />;
  return (
    <MultiplePoliciesPage type={type} policies={profile.policies} profileLoading={isLoading} />
  );
}
