import { describe, expect, it } from 'vitest';
import {
  ABOUT_YOU_MESSAGES,
  HOME_ADDRESS_MESSAGES,
  PROMO_MESSAGES,
  YOUR_COVER_MESSAGES,
  YOUR_HOME_MESSAGES,
} from './home-messages.js';
import { HOME_FIELD_LENGTHS } from './home-limits.js';
import { CONTENTS_MINIMUM_EUR, SPECIFIED_ITEM_MIN_VALUE_EUR } from './sums-insured.js';

const grouped = (value: number) => value.toLocaleString('en-IE');

describe('home messages', () => {
  it('keep the spec wording of the limits they state', () => {
    expect(YOUR_COVER_MESSAGES.contentsMinimum).toBe(
      `Requires minimum value of €${grouped(CONTENTS_MINIMUM_EUR)}`,
    );
    expect(YOUR_COVER_MESSAGES.specifiedItemValueMinimum).toContain(
      grouped(SPECIFIED_ITEM_MIN_VALUE_EUR),
    );
    expect(YOUR_COVER_MESSAGES.policyStartTooFar).toBe(
      'Please enter a date 90 or less days in the future',
    );
    expect(YOUR_COVER_MESSAGES.specifiedItemDescriptionTooLong).toBe(
      'Enter not more than 80 characters',
    );
    expect(HOME_ADDRESS_MESSAGES.townTooLong).toContain(String(HOME_FIELD_LENGTHS.address.max));
  });

  it('quote the spec exactly, its spelling included', () => {
    expect(ABOUT_YOU_MESSAGES.emailTooLong).toBe('Email must be less then 50 chars');
    expect(ABOUT_YOU_MESSAGES.phoneInvalid).toBe('Must be a valid Mobile number');
    expect(ABOUT_YOU_MESSAGES.phoneTooLong).toBe('Mobile Number Must be 10 digit');
    expect(YOUR_COVER_MESSAGES.wholeNumber).toBe('Cost must be an whole number');
    expect(YOUR_HOME_MESSAGES.yearInvalid).toBe('Please enter a valid year (e.g 1920)');
    expect(PROMO_MESSAGES.rememberToApply).toBe('Remember to click apply');
  });

  it('never give two different rules of one form the same message by accident', () => {
    const addressMessages = Object.values(HOME_ADDRESS_MESSAGES);
    expect(new Set(addressMessages).size).toBe(addressMessages.length);
  });
});
