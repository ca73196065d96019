import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { PaymentThankYouPage, checkoutProductOf } from '../../features/checkout';
import { useFeatureFlagsState } from '../../features/flags';
import { clearHomeJourney } from '../../features/home';
import { profileQueryKey } from '../../features/profile';
import { PATHS } from '../../lib/paths';
import { clearQuotePayment } from '../../lib/quote-payment';
import { useSession } from '../../lib/session';
import { PageSpinner } from '../../ui/spinner';

/**
 * /wallet/paymentthankyou/:type (home when no type is given). Once the policy exists the home
 * journey and the chosen quote are forgotten, and the profile is asked for again so Manage My
 * Insurance lists the new policy.
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
    if (product.type === 'home') clearHomeJourney();
    clearQuotePayment(product.policyType);
    void queryClient.invalidateQueries({ queryKey: profileQueryKey(user?.user_id ?? null) });
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
