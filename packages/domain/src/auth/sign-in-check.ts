import type { ProductType } from '../products.js';

/**
 * Where a visitor sent to pay is offered Log In and Sign Up (force login) and whether the quote's
 * e-mail is looked up first, so that an address with no account goes straight to Sign Up:
 * - after marketing consent, for every product (home.md 4 and car-travel-payment.md 4, 'to
 *   sign-up when the e-mail lookup finds no user');
 * - from the car and travel view quote without consent (car-travel-payment.md 4, 'go to force
 *   login (or sign-up when lookup finds no user)');
 * - never from the home view quote without consent: home.md 4's public sign-in check goes to
 *   force login only.
 * `product` is the forced-login record's; none (a private page's return) is never looked up.
 */
export function looksUpEmailBeforeForceLogin(
  product: ProductType | undefined,
  marketingEnabled: boolean,
): boolean {
  if (!product) return false;
  return marketingEnabled || product !== 'home';
}
