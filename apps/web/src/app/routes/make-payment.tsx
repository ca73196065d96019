import { Navigate, useParams } from 'react-router';
import { MakePaymentPage } from '../../features/checkout';
import { useProfile } from '../../features/profile';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { checkoutProductOf } from '../checkout/checkout-products';

/** The signed-in customer's full name, from the profile or else the session. */
export function useCustomerName(): string {
  const { user } = useSession();
  const { profile } = useProfile();
  const fromProfile = `${profile.first_name} ${profile.last_name}`.trim();
  return fromProfile || `${user?.given_name ?? ''} ${user?.family_name ?? ''}`.trim();
}

/**
 * /wallet/makePayment/:type and /wallet/makePayment/payment/:type. home.md 2: without a type it
 * is the home payment. A product not sold through this checkout goes back to the wallet.
 */
export function Component() {
  const { type = 'home' } = useParams();
  const customerName = useCustomerName();
  const product = checkoutProductOf(type);
  if (!product) return <Navigate to={PATHS.wallet} replace />;
  return <MakePaymentPage key={product.type} product={product} customerName={customerName} />;
}
