/** Product types as they appear in routes: /wallet/product/{type}. */
export const PRODUCT_TYPES = ['home', 'car', 'travel'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Policy types as the API names them (profile policies, temp quotes). */
export const POLICY_TYPES = ['HOME', 'MOTOR', 'TRAVEL'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

const POLICY_TYPE_BY_PRODUCT: Record<ProductType, PolicyType> = {
  home: 'HOME',
  car: 'MOTOR',
  travel: 'TRAVEL',
};

export function policyTypeOf(product: ProductType): PolicyType {
  return POLICY_TYPE_BY_PRODUCT[product];
}

export function productTypeOf(policyType: PolicyType): ProductType {
  const entry = Object.entries(POLICY_TYPE_BY_PRODUCT).find(([, value]) => value === policyType);
  return entry![0] as ProductType;
}

export const PRODUCT_LABELS: Record<ProductType, string> = {
  home: 'Home',
  car: 'Car',
  travel: 'Travel',
};

/** Which flag switches each product on (platform.md 1 and 2.8). */
export const PRODUCT_FLAG = {
  home: 'home_enabled',
  car: 'motor_enabled',
  travel: 'travel_enabled',
} as const satisfies Record<ProductType, string>;

/**
 * Products the interface library carries only as tiles (platform.md 1): not sold online, so
 * their tile tells the user to phone.
 */
export const OFFLINE_PRODUCTS = [
  'pet',
  'van',
  'business',
  'health',
  'life',
  'pensions',
  'savings',
] as const;
export type OfflineProduct = (typeof OFFLINE_PRODUCTS)[number];

export const OFFLINE_PRODUCT_LABELS: Record<OfflineProduct, string> = {
  pet: 'Pet',
  van: 'Van',
  business: 'Business',
  health: 'Health',
  life: 'Life',
  pensions: 'Pensions',
  savings: 'Savings',
};
