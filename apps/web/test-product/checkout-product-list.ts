/**
 * The test build's checkout list (scripts/test-product-build.mjs): the app's entries, then the
 * test-only product's.
 */
import type { ProductType } from '@wallet/domain';
import { CHECKOUT_PRODUCTS as SOLD_PRODUCTS } from '../src/app/checkout/checkout-product-list';
import type { CheckoutProduct } from '../src/lib/checkout/checkout-product';
import { gadgetCheckout } from './gadget-checkout';
import { GADGET_TYPE } from './gadget-product';

export * from '../src/app/checkout/checkout-product-list';

export const CHECKOUT_PRODUCTS: Partial<Record<ProductType, CheckoutProduct>> = {
  ...SOLD_PRODUCTS,
  [GADGET_TYPE]: gadgetCheckout,
};
