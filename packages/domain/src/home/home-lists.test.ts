import { describe, expect, it } from 'vitest';
import {
  CLAIM_TYPES,
  HOME_TYPES,
  MORTGAGE_PROVIDERS,
  NO_CLAIM_YEARS,
  isAcceptedMortgageProviderCode,
  REBUILD_EXCLUDED_HOME_TYPES,
  sortMortgageProviders,
} from './home-lists.js';

describe('home types', () => {
  it('offers each house type with and without a basement, and the apartment without', () => {
    for (const house of ['Detached', 'Semi-detached', 'Terraced', 'Bungalow']) {
      expect(HOME_TYPES).toContain(house);
      expect(HOME_TYPES).toContain(`${house} with basement`);
    }
    expect(HOME_TYPES).toContain('Purpose built apartment');
    expect(HOME_TYPES.filter((type) => type.includes('apartment'))).toHaveLength(1);
  });
});

describe('years claims free', () => {
  it('starts with no previous insurance as -1', () => {
    expect(NO_CLAIM_YEARS[0]).toBe(-1);
    expect(NO_CLAIM_YEARS.at(-1)).toBe(6);
  });
});

describe('sortMortgageProviders', () => {
  it('puts No Mortgage first and the lenders after it alphabetically', () => {
    const sorted = sortMortgageProviders([
      { code: 20, label: 'Zeta Bank' },
      { code: 1, label: 'No Mortgage' },
      { code: 30, label: 'Avant' },
      { code: 40, label: 'Money Lender' },
    ]);
    expect(sorted.map((provider) => provider.code)).toEqual([1, 30, 40, 20]);
  });

  it('orders the lenders as an en-IE collation does, letter case aside', () => {
    const sorted = sortMortgageProviders([
      ...MORTGAGE_PROVIDERS,
      { code: 99, label: 'bank Lower' },
    ]);
    const collated = [...MORTGAGE_PROVIDERS.slice(1), { code: 99, label: 'bank Lower' }].sort(
      (a, b) => a.label.localeCompare(b.label, 'en-IE'),
    );
    expect(sorted.slice(1)).toEqual(collated);
  });
});

describe('rebuild-cost exclusion', () => {
  it('excludes only a home type of the list', () => {
    for (const type of REBUILD_EXCLUDED_HOME_TYPES) expect(HOME_TYPES).toContain(type);
  });
});

describe('mortgage providers and claim types', () => {
  it('lists 18 lenders with No Mortgage first and unique codes', () => {
    expect(MORTGAGE_PROVIDERS).toHaveLength(18);
    expect(sortMortgageProviders(MORTGAGE_PROVIDERS)[0]).toEqual({ code: 1, label: 'No Mortgage' });
    expect(new Set(MORTGAGE_PROVIDERS.map((provider) => provider.code)).size).toBe(18);
  });

  it('accepts the listed codes and the four extra ones, nothing else', () => {
    for (const code of [1, 18, 9959, 9954, 10045, 10046]) {
      expect(isAcceptedMortgageProviderCode(code)).toBe(true);
    }
    for (const code of [0, 19, 9960]) expect(isAcceptedMortgageProviderCode(code)).toBe(false);
  });

  it('names about 45 claim types, including the perils the spec names', () => {
    expect(CLAIM_TYPES).toHaveLength(45);
    for (const peril of ['Fire', 'Theft', 'Storm', 'Flood', 'Escape of water', 'Subsidence']) {
      expect(CLAIM_TYPES).toContain(peril);
    }
  });
});
