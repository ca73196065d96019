import type { CancellationKind } from '@wallet/domain';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { isProductType, rememberSelectedPolicy } from '../../features/policies';
// The leaving pages on their own, so the policy pages' code does not carry them.
import { LeavingPage } from '../../features/policies/leaving';
import { useProfile } from '../../features/profile';
import { PATHS } from '../../lib/paths';
import { useRefreshProfile } from './use-refresh-profile';

function LeavePolicy({ kind }: { kind: CancellationKind }) {
  const { type } = useParams();
  const { profile, isLoading } = useProfile();
  const refreshProfile = useRefreshProfile();
  const [searchParams] = useSearchParams();
  // The purchase e-mail's link names its policy: chosen as the list would choose it (the page
  // still finds it in the customer's own profile, or sends them to the list).
  useState(() => {
    const named = searchParams.get('policy');
    if (named && isProductType(type)) rememberSelectedPolicy(type, named);
  });
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
