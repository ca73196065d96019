import type { ProductType } from '@wallet/domain';
import { rememberForcedLogin } from './forced-login';
import { PATHS } from './paths';
import type { SessionState } from './session';

/**
 * home.md 4 'Sign-in check' (public mode): a signed-in customer goes to payment; a visitor is sent
 * to force login with a forced-login marker, so signing in or up brings them back to payment.
 * Returns where to go.
 */
export function signInCheck(product: ProductType, session: Pick<SessionState, 'status'>): string {
  const payment = PATHS.makePaymentFor(product);
  if (session.status === 'signed-in') return payment;
  rememberForcedLogin({ targetUrl: payment, product });
  return PATHS.forceLogin;
}
