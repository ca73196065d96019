import type { FeatureFlags } from '../platform/feature-flags.js';
import type { ProductFactsOf } from './product-facts.js';
import { PRODUCTS } from './product-list.js';

export { PRODUCTS };

/** Product types as they appear in routes: /wallet/product/{type}. */
export type ProductType = (typeof PRODUCTS)[number]['type'];
/** Policy types as the API names them (profile policies, temp quotes). */
export type PolicyType = (typeof PRODUCTS)[number]['policyType'];
export type ProductFacts = ProductFactsOf<ProductType, PolicyType>;

type NonEmpty<T> = readonly [T, ...T[]];

export const PRODUCT_TYPES = PRODUCTS.map(
  (product) => product.type,
) as unknown as NonEmpty<ProductType>;
export const POLICY_TYPES = PRODUCTS.map(
  (product) => product.policyType,
) as unknown as NonEmpty<PolicyType>;

const FACTS_BY_TYPE = new Map<string, ProductFacts>(PRODUCTS.map((p) => [p.type, p]));
const FACTS_BY_POLICY_TYPE = new Map<string, ProductFacts>(PRODUCTS.map((p) => [p.policyType, p]));

export function productFacts(type: ProductType): ProductFacts {
  return FACTS_BY_TYPE.get(type)!;
}

export function productFactsOfPolicyType(policyType: PolicyType): ProductFacts {
  return FACTS_BY_POLICY_TYPE.get(policyType)!;
}

/** A policy type's product, or none for a word that names no product (a record of old). */
export function findProductFactsOfPolicyType(policyType: string): ProductFacts | undefined {
  return FACTS_BY_POLICY_TYPE.get(policyType);
}

/**
 * Whether a product is on sale under these flags: its flag is on, or it has none (a product the
 * spec does not switch).
 */
export function isOnSale(product: Pick<ProductFacts, 'flag'>, flags: FeatureFlags): boolean {
  return product.flag === undefined || flags[product.flag];
}

/** The products branch agents sell, in menu order. */
export const AGENT_PRODUCTS: readonly ProductFacts[] = PRODUCTS.filter((p) => p.soldByAgents);

/** A value per product, built from its facts: for tables keyed by product type. */
export function byProductType<Value>(
  valueOf: (product: ProductFacts) => Value,
): Record<ProductType, Value> {
  return Object.fromEntries(PRODUCTS.map((p) => [p.type, valueOf(p)])) as Record<
    ProductType,
    Value
  >;
}

/** A value per product, keyed by its policy type (the wire's word). */
export function byPolicyType<Value>(
  valueOf: (product: ProductFacts) => Value,
): Record<PolicyType, Value> {
  return Object.fromEntries(PRODUCTS.map((p) => [p.policyType, valueOf(p)])) as Record<
    PolicyType,
    Value
  >;
}
