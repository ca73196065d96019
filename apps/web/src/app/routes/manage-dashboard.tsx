import { YourClaimsLink } from '../../features/policies/claims/list/your-claims-link';
import { useFeatureFlags } from '../../features/flags';
import { ManageDashboardPage } from '../../features/policies/manage/manage-dashboard-page';
import { AgentActionsLink, useProfile } from '../../features/profile';

/** /manage: the Manage My Insurance dashboard. */
export function Component() {
  const flags = useFeatureFlags();
  const { profile, isLoading } = useProfile();
  return (
    <ManageDashboardPage flags={flags} policies={profile.policies} profileLoading={isLoading}>
      <YourClaimsLink />
      <AgentActionsLink />
    </ManageDashboardPage>
  );
}
