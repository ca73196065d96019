import { describe, expect, it } from 'vitest';
import { prefillsProfileAddress } from './profile-prefill.js';

describe('prefillsProfileAddress (platform.md 3.4)', () => {
  it('leaves the travel address blank and fills the car one', () => {
    expect(prefillsProfileAddress('travel')).toBe(false);
    expect(prefillsProfileAddress('car')).toBe(true);
  });
});
