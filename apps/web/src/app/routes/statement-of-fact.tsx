import { Navigate } from 'react-router';
import { useFeatureFlags } from '../../features/flags';
import { DocumentDownloadButton } from '../../features/policies/documents';
import { StatementOfFactPage } from '../../features/renewals/statement-of-fact/statement-of-fact-page';
import { PATHS } from '../../lib/paths';

/** /wallet/statementOfFact/:type: the alternative's statement of fact (home.md 2). */
export function Component() {
  const flags = useFeatureFlags();
  if (!flags.home_renewal_enabled) return <Navigate to={PATHS.wallet} replace />;
  return <StatementOfFactPage DownloadButton={DocumentDownloadButton} />;
}
