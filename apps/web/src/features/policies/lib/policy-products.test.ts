import { DEFAULT_FEATURE_FLAGS } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { CAR, NEWER_HOME, OLDER_HOME, TRAVEL } from '../test/fixtures';
import { documentsLabel, enabledProducts, isProductType, policiesOfType } from './policy-products';

describe('policy products', () => {
  it('keeps one product’s policies, newest start date first', () => {
    const policies = [OLDER_HOME, CAR, NEWER_HOME, TRAVEL];
    expect(policiesOfType(policies, 'home')).toEqual([NEWER_HOME, OLDER_HOME]);
    expect(policiesOfType(policies, 'car')).toEqual([CAR]);
    expect(policiesOfType([OLDER_HOME], 'travel')).toEqual([]);
  });

  it('lists the products whose flag is on, Car, Home, Travel', () => {
    expect(enabledProducts(DEFAULT_FEATURE_FLAGS)).toEqual(['car', 'home', 'travel']);
    expect(enabledProducts({ ...DEFAULT_FEATURE_FLAGS, motor_enabled: false })).toEqual([
      'home',
      'travel',
    ]);
  });

  it('titles documents by product and recognises product types', () => {
    expect(documentsLabel('home')).toBe('Home Documents');
    expect(isProductType('travel')).toBe(true);
    expect(isProductType('pet')).toBe(false);
    expect(isProductType(undefined)).toBe(false);
  });
});
