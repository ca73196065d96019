import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { clearCarJourney } from '../../features/car/journey/car-journey';
import { PaymentThankYouPage, boundProductOf, homeRenewal } from '../../features/checkout';
import { useFeatureFlagsState } from '../../features/flags';
import { clearHomeJourney } from '../../features/home';
import { latestHomeQuoteQueryKey } from '../../features/home/resume';
import { profileQueryKey } from '../../features/profile';
import {
  RenewalAcceptedPage,
  clearRenewalJourney,
  renewalOffersQueryKey,
} from '../../features/renewals';
import { clearTravelJourney } from '../../features/travel';
import { PATHS } from '../../lib/paths';
import { clearQuotePayment } from '../../lib/quote-payment';
import { isAgent, useSession } from '../../lib/session';
import { PageSpinner } from '../../ui/spinner';
import { ShownInstead } from '../layout/document-title';
import { PAGE_TITLES } from '../page-titles';

/** Arrived from a renewal accepted to renew by itself (home.md 4): nothing was bound. */
function isRenewalAccepted(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { renewalAccepted?: unknown }).renewalAccepted === true
  );
}

/**
 * /wallet/paymentthankyou/:type (home when no type is given). Once the policy exists the
 * product's journey and the chosen quote are forgotten, and the profile and the latest quote are
 * asked for again, so the landing page and Manage My Insurance list the new policy and offer no
 * resume. A home renewal's bind shows here as home's does; a renewal accepted to renew by itself
 * shows its stored reference at once.
 */
export function Component() {
  const { type = 'home' } = useParams();
  const location = useLocation();
  const { flags, settled: flagsKnown } = useFeatureFlagsState();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const product = boundProductOf(type);
  if (type === 'home' && isRenewalAccepted(location.state)) {
    return (
      <ShownInstead title={PAGE_TITLES.renewalAccepted}>
        <RenewalAcceptedPage />
      </ShownInstead>
    );
  }
  // The page chooses bind or bind upload once, on arrival: it waits for the real flags (after a
  // failed flags call, the defaults) rather than choosing from the defaults shown while loading.
  if (!product) return <Navigate to={PATHS.wallet} replace />;
  if (!flagsKnown) return <PageSpinner />;

  const onPolicyCreated = () => {
    const userId = user?.user_id ?? null;
    if (product === homeRenewal) {
      // home.md 4: the renewal's data are cleared with the quote's once the policy exists.
      clearRenewalJourney();
      void queryClient.invalidateQueries({ queryKey: renewalOffersQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['renewals', 'offer'] });
    } else if (product.type === 'home') {
      clearHomeJourney();
      // The quote just bought is no longer one to continue: the landing page asks again.
      void queryClient.invalidateQueries({ queryKey: latestHomeQuoteQueryKey(userId) });
    }
    if (product.type === 'travel') clearTravelJourney();
    if (product.type === 'car') clearCarJourney();
    clearQuotePayment(product.policyType);
    void queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
  };

  return (
    <PaymentThankYouPage
      key={product.type}
      product={product}
      bindUploadEnabled={flags.bind_upload_enabled}
      userEmail={user?.email ?? ''}
      onPolicyCreated={onPolicyCreated}
      agent={isAgent(user)}
    />
  );
}
