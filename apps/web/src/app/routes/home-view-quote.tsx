import { useFeatureFlags } from '../../features/flags';
import { HomeViewQuotePage } from '../../features/home';

/** /wallet/viewQuote/:type. With marketing_enabled on, Proceed leads to the consent page. */
export function Component() {
  const flags = useFeatureFlags();
  return <HomeViewQuotePage marketingEnabled={flags.marketing_enabled} />;
}
