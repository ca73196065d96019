import { describe, expect, it } from 'vitest';
import { looksUpEmailBeforeForceLogin } from './sign-in-check.js';

describe('looksUpEmailBeforeForceLogin', () => {
  it('looks the e-mail up after marketing consent, for every product', () => {
    expect(looksUpEmailBeforeForceLogin('home', true)).toBe(true);
    expect(looksUpEmailBeforeForceLogin('car', true)).toBe(true);
    expect(looksUpEmailBeforeForceLogin('travel', true)).toBe(true);
  });

  it('looks it up from the car and travel view quote, never from the home one', () => {
    expect(looksUpEmailBeforeForceLogin('car', false)).toBe(true);
    expect(looksUpEmailBeforeForceLogin('travel', false)).toBe(true);
    expect(looksUpEmailBeforeForceLogin('home', false)).toBe(false);
  });

  it('never for a return to a private page (no product)', () => {
    expect(looksUpEmailBeforeForceLogin(undefined, true)).toBe(false);
  });
});
