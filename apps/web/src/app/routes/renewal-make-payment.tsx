import { Navigate, useParams } from 'react-router';
import { MakePaymentPage, homeRenewal } from '../../features/checkout';
import { PATHS } from '../../lib/paths';
import { useCustomerName } from './make-payment';

/**
 * /wallet/renewal/makePayment/:type (platform.md 2.1: renewal, home only): the checkout's payment
 * page for the renewal or alternative quote chosen on the renewal's summary.
 */
export function Component() {
  const { type = 'home' } = useParams();
  const customerName = useCustomerName();
  if (type !== 'home') return <Navigate to={PATHS.wallet} replace />;
  return <MakePaymentPage key="renewal" product={homeRenewal} customerName={customerName} />;
}
