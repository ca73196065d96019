import type { CancellationKind } from '@wallet/domain';
import { Navigate, useParams } from 'react-router';
import { isProductType } from '../../features/policies/lib/policy-products';
// The leaving pages on their own, so the policy pages' code does not carry them.
import { LeavingPage } from '../../features/policies/leaving';
import { useProfile } from '../../features/profile';
import { PATHS } from '../../lib/paths';
import { usePolicyNamedByLink } from './use-policy-named-by-link';
import { useRefreshProfile } from './use-refresh-profile';

function LeavePolicy({ kind }: { kind: CancellationKind }) {
  const { type } = useParams();
  const { profile, isLoading } = useProfile();
  const refreshProfile = useRefreshProfile();
  // The purchase e-mail's withdrawal link names its policy.
  usePolicyNamedByLink(isProductType(type) ? type : null);
  if (!isProductType(type)) return <Navigate to={PATHS.manage} replace />;
  return (
    <LeavingPage
      kind={kind}
      type={type}
      policies={profile.policies}
      profileLoading={isLoading}
      onPolicyChanged={refreshProfile}
    />
  );
}

/** /manage/product/{type}/withdraw: withdrawing from the chosen policy (issue 43). */
export function WithdrawPolicy() {
  return <LeavePolicy kind="withdrawal" />;
}

/** /manage/product/{type}/cancel: cancelling the chosen policy (issue 43). */
export function CancelPolicy() {
  return <LeavePolicy kind="cancellation" />;
}
