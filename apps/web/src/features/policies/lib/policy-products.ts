import {
  isOnSale,
  PRODUCT_LABELS,
  PRODUCT_TYPES,
  policiesNewestFirst,
  policyTypeOf,
  type FeatureFlags,
  type ProductType,
  type ProfilePolicy,
} from '@wallet/domain';
import { webProductsInMenuOrder } from '../../../lib/web-product';

export function isProductType(value: string | undefined): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value ?? '');
}

/** The customer's policies of one product, newest start date first (platform.md 2.8). */
export function policiesOfType(policies: ProfilePolicy[], type: ProductType): ProfilePolicy[] {
  const policyType = policyTypeOf(type);
  return policiesNewestFirst(policies.filter((policy) => policy.policy_type === policyType));
}

/** The products whose flag is on, in the menu's order. */
export function enabledProducts(flags: FeatureFlags): ProductType[] {
  // platform.md 2.8 and car-travel-payment.md 2 name the products Car, Home, Travel, in that order.
  return webProductsInMenuOrder()
    .filter(({ facts }) => isOnSale(facts, flags))
    .map(({ facts }) => facts.type);
}

/** car-travel-payment.md 2: 'the product title plus Documents'. */
export function documentsLabel(type: ProductType): string {
  return `${PRODUCT_LABELS[type]} Documents`;
}
