import { addressLinesOf } from '@wallet/domain';
import { useLocation } from 'react-router';
import { useFeatureFlags } from '../../features/flags';
import { HomeViewQuotePage } from '../../features/home';
import { HomeQuoteView } from '../../features/home/quotes/view-quote-page';
import { useProfile } from '../../features/profile';
import { isRenewalLocation } from '../../features/renewals/paths';
import { RenewalSummaryPage } from '../../features/renewals/summary/renewal-summary-page';
import { ShownInstead } from '../layout/document-title';
import { PAGE_TITLES } from '../page-titles';

/**
 * /wallet/viewQuote/:type. With marketing_enabled on, Proceed leads to the consent page. Opened
 * from a renewal's card (its history entry says so, through reloads and Back), it is the renewal's
 * 'Your Summary' (home.md 2), titled as such.
 */
export function Component() {
  const flags = useFeatureFlags();
  const location = useLocation();
  const { profile } = useProfile();
  if (isRenewalLocation(location.state) && flags.home_renewal_enabled) {
    return (
      <ShownInstead title={PAGE_TITLES.renewalSummary}>
        <RenewalSummaryPage
          QuoteView={HomeQuoteView}
          addressLines={addressLinesOf(profile.address)}
        />
      </ShownInstead>
    );
  }
  return <HomeViewQuotePage marketingEnabled={flags.marketing_enabled} />;
}
