import {
  byPolicyType,
  byProductType,
  productFacts,
  productFactsOfPolicyType,
  type PolicyType,
  type ProductType,
} from './products/product-lookups.js';

export {
  AGENT_PRODUCTS,
  byPolicyType,
  byProductType,
  findProductFactsOfPolicyType,
  isOnSale,
  POLICY_TYPES,
  PRODUCT_TYPES,
  PRODUCTS,
  productFacts,
  productFactsOfPolicyType,
  type PolicyType,
  type ProductFacts,
  type ProductType,
} from './products/product-lookups.js';
import { labelledList } from './platform/labelled-list.js';
export { defineProductFacts, type ProductFactsOf } from './products/product-facts.js';

export function policyTypeOf(product: ProductType): PolicyType {
  return productFacts(product).policyType;
}

export function productTypeOf(policyType: PolicyType): ProductType {
  return productFactsOfPolicyType(policyType).type;
}

export const PRODUCT_LABELS: Record<ProductType, string> = byProductType((p) => p.label);

/** The ways each policy type may be paid for, single first. */
export const PAYMENT_FREQUENCIES_BY_PRODUCT = byPolicyType((p) => p.paymentFrequencies);

/**
 * Products the interface library carries only as tiles (platform.md 1): not sold online, so
 * their tile tells the user to phone.
 */
const OFFLINE_PRODUCTS_WITH_LABELS = labelledList({
  pet: 'Pet',
  van: 'Van',
  business: 'Business',
  health: 'Health',
  life: 'Life',
  pensions: 'Pensions',
  savings: 'Savings',
});
export const OFFLINE_PRODUCTS = OFFLINE_PRODUCTS_WITH_LABELS.ids;
export type OfflineProduct = (typeof OFFLINE_PRODUCTS)[number];

export const OFFLINE_PRODUCT_LABELS: Record<OfflineProduct, string> =
  OFFLINE_PRODUCTS_WITH_LABELS.labels;
