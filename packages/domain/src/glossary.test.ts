import { describe, expect, it } from 'vitest';
import { PROGRESS_STEPS, WORDS, policyNumberLabel } from './glossary.js';

describe('the glossary', () => {
  it('names a policy’s number Policy Number for home and Policy Code otherwise (platform.md 2.8)', () => {
    expect(policyNumberLabel('home')).toBe('Policy Number');
    expect(policyNumberLabel('car')).toBe('Policy Code');
    expect(policyNumberLabel('travel')).toBe('Policy Code');
  });

  it('keeps the progress steps of platform.md 2.9', () => {
    expect(PROGRESS_STEPS.homeQuote).toEqual([
      'About You',
      'Your Home',
      'Your Cover',
      'Your Quote',
      'Payment',
    ]);
    expect(PROGRESS_STEPS.homeRenewal).toEqual(['Your Renewal', 'Your Summary', 'Payment']);
    expect(PROGRESS_STEPS.genericQuote).toEqual(['Your Details', 'Your Quote', 'Payment']);
  });

  it('writes email without a hyphen, and asks for an Email address', () => {
    expect(WORDS.email).toBe('email');
    expect(WORDS.emailAddress).toBe('Email address');
  });
});
