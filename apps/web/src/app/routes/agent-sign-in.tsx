import { staffSsoErrorOf } from '@wallet/domain';
import { Navigate, useLocation } from 'react-router';
import { AgentSignInPage } from '../../features/auth/components/agent-sign-in-page';
import { useFeatureFlagsState } from '../../features/flags';
import { PATHS } from '../../lib/paths';
import { PageSpinner } from '../../ui/spinner';

/**
 * The agent sign-in (platform.md 4.1 step 7): with the agent flag on it leads to single sign-on at
 * the staff directory; with it off there is no agent sign-in, and the address is the login's.
 */
export function Component() {
  const { flags, settled } = useFeatureFlagsState();
  const { search } = useLocation();
  if (!settled) return <PageSpinner />;
  if (!flags.agent_enabled) return <Navigate to={PATHS.login} replace />;
  return <AgentSignInPage error={staffSsoErrorOf(search)} />;
}
