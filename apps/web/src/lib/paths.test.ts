import { describe, expect, it } from 'vitest';
import { isCarPath, quoteStartPath } from './paths';

describe('isCarPath', () => {
  it('matches any path whose last segment is car', () => {
    for (const path of [
      '/wallet/product/car',
      '/wallet/getgenericquote/car',
      '/wallet/amendPolicy/car',
      '/wallet/submitClaim/car/',
      '/manage/viewMultiplePolicies/car',
    ]) {
      expect(isCarPath(path), path).toBe(true);
    }
  });

  it('leaves other paths alone', () => {
    for (const path of [
      '/wallet',
      '/wallet/product/home',
      '/wallet/car/travel',
      '/wallet/motorHoldingPage/',
      '/scar',
    ]) {
      expect(isCarPath(path), path).toBe(false);
    }
  });
});

describe('quoteStartPath', () => {
  it('sends home to the about-you step and the others to the generic quote page', () => {
    expect(quoteStartPath('home')).toBe('/wallet/getquote/aboutYou');
    expect(quoteStartPath('car')).toBe('/wallet/getgenericquote/car');
    expect(quoteStartPath('travel')).toBe('/wallet/getgenericquote/travel');
  });
});
