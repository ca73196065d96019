import type { ProductType } from '@wallet/domain';
import { carCheckout } from '../../features/car/checkout/car-checkout';
import { homeCheckout, homeRenewalCheckout } from '../../features/home/checkout/home-checkout';
import { clearRenewalJourney, renewalOffersQueryKey } from '../../features/renewals';
import { travelCheckout } from '../../features/travel/checkout/travel-checkout';
import { readBindRequest } from '../../lib/checkout/checkout-storage';
import type { CheckoutProduct } from '../../lib/checkout/checkout-product';

export type { BindInput, BindRequest, CheckoutProduct } from '../../lib/checkout/checkout-product';

/**
 * A renewal paid for (home.md 4): the renewal's data are forgotten with the quote's once the
 * policy exists, and the renewal offers are asked for again.
 */
const renewalAfterPolicyCreated: CheckoutProduct['afterPolicyCreated'] = {
  forgetJourney: clearRenewalJourney,
  staleQueries: (userId) => [renewalOffersQueryKey(userId), ['renewals', 'offer']],
};

/** A home renewal's checkout, with what the app forgets once the renewed policy exists. */
export const homeRenewal: CheckoutProduct = {
  ...homeRenewalCheckout,
  afterPolicyCreated: renewalAfterPolicyCreated,
};

/** The products sold through the checkout, by route type: each product's own entry. */
export const CHECKOUT_PRODUCTS: Partial<Record<ProductType, CheckoutProduct>> = {
  home: {
    ...homeCheckout,
    renewalCheckout: { ...homeCheckout.renewalCheckout, product: homeRenewal },
  },
  car: carCheckout,
  travel: travelCheckout,
};

/** The product a checkout route's :type names, when it is sold through this checkout. */
export function checkoutProductOf(type: string | undefined): CheckoutProduct | null {
  if (type === undefined || !Object.hasOwn(CHECKOUT_PRODUCTS, type)) return null;
  return CHECKOUT_PRODUCTS[type as ProductType] ?? null;
}

/**
 * The product whose bind the thank-you page at :type shows: the product's renewal when the bind
 * the payment page stored is a renewal's (its own payment page made it), else the type's product.
 */
export function boundProductOf(type: string | undefined): CheckoutProduct | null {
  const product = checkoutProductOf(type);
  const renewal = product?.renewalCheckout;
  if (product && renewal && renewal.isItsBind(readBindRequest(product.policyType))) {
    return renewal.product;
  }
  return product;
}
