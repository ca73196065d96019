import { Navigate } from 'react-router';
import { useFeatureFlags } from '../../features/flags';
import { InsurerQuoteCard } from '../../features/home/quotes/insurer-quote-card';
import { DocumentGroups } from '../../features/policies/documents';
import { RenewalQuotePage } from '../../features/renewals/quote/renewal-quote-page';
import { PATHS } from '../../lib/paths';

/** /wallet/viewRenewalQuote/:type: the renewal view, while home_renewal_enabled is on. */
export function Component() {
  const flags = useFeatureFlags();
  if (!flags.home_renewal_enabled) return <Navigate to={PATHS.wallet} replace />;
  // home.md 2: the renewal card and the alternatives are the multiple-quote page's cards.
  return <RenewalQuotePage QuoteCard={InsurerQuoteCard} DocumentList={DocumentGroups} />;
}
