import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { PaymentThankYouPage } from '../../features/checkout';
import { useFeatureFlagsState } from '../../features/flags';
import { profileQueryKey } from '../../features/profile';
import { RenewalAcceptedPage } from '../../features/renewals/accepted/renewal-accepted-page';
import { PATHS } from '../../lib/paths';
import { clearQuotePayment } from '../../lib/checkout/quote-payment';
import { isAgent, useSession } from '../../lib/session';
import { PageSpinner } from '../../ui/spinner';
import { boundProductOf, checkoutProductOf } from '../checkout/checkout-products';
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
  if (checkoutProductOf(type)?.renewalCheckout && isRenewalAccepted(location.state)) {
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
    // The product's journey and the queries the new policy changes (a renewal's are its own).
    product.afterPolicyCreated?.forgetJourney();
    for (const queryKey of product.afterPolicyCreated?.staleQueries(userId) ?? []) {
      void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    }
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
