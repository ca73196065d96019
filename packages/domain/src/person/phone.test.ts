import { describe, expect, it } from 'vitest';
import {
  internationalMobileSchema,
  mobileNumberFieldSchema,
  mobileNumberSchema,
  toInternationalMobile,
} from './phone.js';
import { maskPhoneNumber, MOBILE_NUMBER_MESSAGES, toNationalMobile } from './phone-rules.js';

function firstMessage(schema: typeof mobileNumberSchema, value: string) {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
}

describe('mobile number field (platform.md 5)', () => {
  it('requires a number', () => {
    expect(firstMessage(mobileNumberSchema, '')).toBe('Mobile number is required');
    expect(firstMessage(mobileNumberSchema, '   ')).toBe('Mobile number is required');
  });

  it('accepts 08 followed by exactly 8 digits', () => {
    expect(mobileNumberSchema.parse('0871234567')).toBe('0871234567');
    expect(mobileNumberSchema.parse('083 123 4567')).toBe('0831234567');
  });

  it('refuses 9 digits and a number not starting with 08', () => {
    expect(firstMessage(mobileNumberSchema, '087123456')).toBe(
      'Please enter a valid mobile number',
    );
    expect(firstMessage(mobileNumberSchema, '0171234567')).toBe(
      'Please enter a valid mobile number',
    );
    expect(firstMessage(mobileNumberSchema, '08712345a7')).toBe(
      'Please enter a valid mobile number',
    );
  });

  it('refuses 11 digits with the 10-digit message', () => {
    expect(firstMessage(mobileNumberSchema, '08712345678')).toBe('Mobile Number Must be 10 digit');
  });

  it('uses the personal-details wording where the quote forms place it', () => {
    const personal = mobileNumberFieldSchema(MOBILE_NUMBER_MESSAGES.invalidPersonal);
    expect(firstMessage(personal, '087123456')).toBe('Must be a valid Mobile number');
  });
});

describe('toInternationalMobile', () => {
  it('turns a leading 0 into +353', () => {
    expect(toInternationalMobile('0871234567')).toBe('+353871234567');
    expect(toInternationalMobile('085 987 6543')).toBe('+353859876543');
  });

  it('leaves an international number as it is', () => {
    expect(toInternationalMobile('+353871234567')).toBe('+353871234567');
  });
});

describe('maskPhoneNumber', () => {
  it('shows 7 stars and the last 2 digits', () => {
    expect(maskPhoneNumber('+353871234567')).toBe('*******67');
    expect(maskPhoneNumber('0859876543')).toBe('*******43');
  });
});

describe('mobile number in a request body', () => {
  it('accepts the typed and the international form, answering the international one', () => {
    expect(internationalMobileSchema.parse('0871234567')).toBe('+353871234567');
    expect(internationalMobileSchema.parse('+353871234567')).toBe('+353871234567');
  });

  it('refuses landlines, foreign and short numbers', () => {
    for (const value of ['+35312345678', '+447700900123', '+35387123456', '01234567', '']) {
      expect(internationalMobileSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('toNationalMobile', () => {
  it('turns +353 back into a leading 0', () => {
    expect(toNationalMobile('+353871234567')).toBe('0871234567');
    expect(toNationalMobile('0871234567')).toBe('0871234567');
  });
});
