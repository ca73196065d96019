import { Navigate, useParams } from 'react-router';
import { useFeatureFlags } from '../../features/flags';
import { isProductType, ManageProductPage } from '../../features/policies';
import { useProfile } from '../../features/profile';
import { PATHS } from '../../lib/paths';

/** /manage/product/{type}: what the customer can do with the policy they chose. */
export function Component() {
  const { type } = useParams();
  const flags = useFeatureFlags();
  const { profile, isLoading } = useProfile();
  if (!isProductType(type)) return <Navigate to={PATHS.manage} replace />;
  return (
    <ManageProductPage
      type={type}
      policies={profile.policies}
      profileLoading={isLoading}
      flags={flags}
    />
  );
}
