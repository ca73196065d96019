import { Navigate, useParams } from 'react-router';
import { ConsentPage } from '../../features/checkout';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { checkoutProductOf } from '../checkout/checkout-products';

/** /wallet/consent/:type: only products sold through the checkout have a consent page. */
export function Component() {
  const { type } = useParams();
  const session = useSession();
  const product = checkoutProductOf(type);
  if (!product) return <Navigate to={PATHS.wallet} replace />;
  return <ConsentPage key={product.type} product={product} session={session} />;
}
