import { Navigate, useParams } from 'react-router';
import { MakePaymentPage } from '../../features/checkout';
import { PATHS } from '../../lib/paths';
import { checkoutProductOf } from '../checkout/checkout-products';
import { useCustomerName } from './make-payment';

/**
 * /wallet/renewal/makePayment/:type (platform.md 2.1: renewal, home only): the checkout's payment
 * page for the renewal or alternative quote chosen on the renewal's summary. A product whose
 * renewals are not paid online has none.
 */
export function Component() {
  const { type = 'home' } = useParams();
  const customerName = useCustomerName();
  const renewal = checkoutProductOf(type)?.renewalCheckout?.product;
  if (!renewal) return <Navigate to={PATHS.wallet} replace />;
  return <MakePaymentPage key="renewal" product={renewal} customerName={customerName} />;
}
