import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { clearCarJourney } from '../../features/car/journey/car-journey';
import { PaymentThankYouPage, checkoutProductOf } from '../../features/checkout';
import { useFeatureFlagsState } from '../../features/flags';
import { clearHomeJourney } from '../../features/home';
import { latestHomeQuoteQueryKey } from '../../features/home/resume';
import { profileQueryKey } from '../../features/profile';
import { clearTravelJourney } from '../../features/travel';
import { PATHS } from '../../lib/paths';
import { clearQuotePayment } from '../../lib/quote-payment';
import { useSession } from '../../lib/session';
import { PageSpinner } from '../../ui/spinner';

/**
 * /wallet/paymentthankyou/:type (home when no type is given). Once the policy exists the
 * product's journey and the chosen quote are forgotten, and the profile and the latest quote are
 * asked for again, so the landing page and Manage My Insurance list the new policy and offer no
 * resume.
 */
export function Component() {
  const { type = 'home' } = useParams();
  const { flags, settled: flagsKnown } = useFeatureFlagsState();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const product = checkoutProductOf(type);
  // The page chooses bind or bind upload once, on arrival: it waits for the real flags (after a
  // failed flags call, the defaults) rather than choosing from the defaults shown while loading.
  if (!product) return <Navigate to={PATHS.wallet} replace />;
  if (!flagsKnown) return <PageSpinner />;

  const onPolicyCreated = () => {
    const userId = user?.user_id ?? null;
    if (product.type === 'home') {
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
    />
  );
}
