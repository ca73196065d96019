import type { ProductType } from '@wallet/domain';
import { readBindRequest } from '../../lib/checkout/checkout-storage';
import { CHECKOUT_PRODUCTS, homeRenewal } from './checkout-product-list';
import type { CheckoutProduct } from '../../lib/checkout/checkout-product';

export type { BindInput, BindRequest, CheckoutProduct } from '../../lib/checkout/checkout-product';
export { CHECKOUT_PRODUCTS, homeRenewal };

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
