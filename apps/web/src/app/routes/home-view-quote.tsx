import { useFeatureFlags } from '../../features/flags';
import { HomeViewQuotePage } from '../../features/home';

/** /wallet/viewQuote/:type: the quote view learns from the flags whether consent comes next. */
export function Component() {
  const flags = useFeatureFlags();
  return <HomeViewQuotePage marketingEnabled={flags.marketing_enabled} />;
}
