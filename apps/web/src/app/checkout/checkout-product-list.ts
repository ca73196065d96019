import type { ProductType } from '@wallet/domain';
import { carCheckout } from '../../features/car/checkout/car-checkout';
import { homeCheckout, homeRenewalCheckout } from '../../features/home/checkout/home-checkout';
import { renewalOffersQueryKey } from '../../features/renewals/api/renewal-offers';
import { clearRenewalJourney } from '../../features/renewals/journey/renewal-journey';
import { travelCheckout } from '../../features/travel/checkout/travel-checkout';
import type { CheckoutProduct } from '../../lib/checkout/checkout-product';

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

/**
 * The products sold through the checkout, by route type: each product's own entry
 * (features/<product>/checkout/). This file holds the list alone, so that the test build
 * (scripts/test-product-build.mjs) can add its test-only product to it.
 */
export const CHECKOUT_PRODUCTS: Partial<Record<ProductType, CheckoutProduct>> = {
  home: {
    ...homeCheckout,
    renewalCheckout: { ...homeCheckout.renewalCheckout, product: homeRenewal },
  },
  car: carCheckout,
  travel: travelCheckout,
};
