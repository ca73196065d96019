import { useFeatureFlagsState } from '../../features/flags';
import { TravelDeclarationPage } from '../../features/travel';
import { PageSpinner } from '../../ui/spinner';

/**
 * /wallet/declaration/. With marketing_enabled on, a confirmed declaration leads to consent; the
 * page waits for the server's flags (not the defaults shown while they load) to decide.
 */
export function Component() {
  const { flags, settled } = useFeatureFlagsState();
  if (!settled) return <PageSpinner />;
  return <TravelDeclarationPage marketingEnabled={flags.marketing_enabled} />;
}
