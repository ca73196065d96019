import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES } from '../platform/feature-flags.js';
import { AMEND_POLICY_KINDS, AMEND_POLICY_PHONE } from '../servicing.js';
import {
  AGENT_PRODUCTS,
  findProductFactsOfPolicyType,
  isOnSale,
  POLICY_TYPES,
  PRODUCT_TYPES,
  PRODUCTS,
  productFacts,
  productFactsOfPolicyType,
} from './product-lookups.js';

describe('the product list', () => {
  it('names each product, policy type and flag once', () => {
    expect(new Set(PRODUCT_TYPES).size).toBe(PRODUCTS.length);
    expect(new Set(POLICY_TYPES).size).toBe(PRODUCTS.length);
    expect(new Set(PRODUCTS.map((p) => p.flag)).size).toBe(PRODUCTS.length);
    expect(new Set(PRODUCTS.map((p) => p.cardAccountId)).size).toBe(PRODUCTS.length);
    for (const product of PRODUCTS) {
      expect(FEATURE_FLAG_NAMES).toContain(product.flag);
    }
  });

  it('sells a product while its flag is on, and one without a flag always', () => {
    const flags = Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, false])) as never;
    expect(isOnSale({ flag: 'home_enabled' }, flags)).toBe(false);
    expect(
      isOnSale({ flag: 'home_enabled' }, { ...(flags as object), home_enabled: true } as never),
    ).toBe(true);
    expect(isOnSale({}, flags)).toBe(true);
  });

  it('keeps the order menus show and the words on the wire', () => {
    expect(PRODUCT_TYPES).toEqual(['home', 'car', 'travel']);
    expect(POLICY_TYPES).toEqual(['HOME', 'MOTOR', 'TRAVEL']);
  });

  it('finds a product by its type and by its policy type', () => {
    for (const product of PRODUCTS) {
      expect(productFacts(product.type)).toBe(product);
      expect(productFactsOfPolicyType(product.policyType)).toBe(product);
      expect(findProductFactsOfPolicyType(product.policyType)).toBe(product);
    }
    expect(findProductFactsOfPolicyType('PET')).toBeUndefined();
  });

  it('lets agents sell home and car but not travel (platform.md 1)', () => {
    expect(AGENT_PRODUCTS.map((p) => p.type)).toEqual(['home', 'car']);
  });

  it('offers single payment first for every product', () => {
    for (const product of PRODUCTS) {
      expect(product.paymentFrequencies[0]).toBe('1');
    }
  });

  it('gives the amend page the number each product names', () => {
    for (const product of PRODUCTS) {
      const kind = (AMEND_POLICY_KINDS as readonly string[]).includes(product.type)
        ? (product.type as keyof typeof AMEND_POLICY_PHONE)
        : 'other';
      expect(product.amendPhoneNumber).toBe(AMEND_POLICY_PHONE[kind]);
    }
  });
});
