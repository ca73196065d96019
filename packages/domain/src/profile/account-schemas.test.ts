import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  confirmForgotPasswordPayloadSchema,
  confirmForgotPasswordSchema,
  confirmSignUpSchema,
  forgotPasswordSchema,
  newPasswordRule,
  newPasswordSchema,
  respondToChallengePayloadSchema,
  signUpPayloadSchema,
  signUpSchema,
  smsCodeSchema,
  toSignUpPayload,
  updatePhoneNumberPayloadSchema,
} from '../auth/auth-schemas.js';

/** The first message of each field, as a form shows it. */
function messagesFor(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0] ?? '')] ??= issue.message;
  return byField;
}

const RULE =
  'Password should be at least 12 characters including 1 uppercase, 1 lowercase, 1 special character and 1 number';
const GOOD_PASSWORD = 'Wallet-Demo-2026!';

const validSignUp = {
  firstName: 'Aoife',
  lastName: 'Murphy',
  email: 'aoife@example.ie',
  phoneNo: '0871234567',
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
};

describe('new password rule (platform.md 5)', () => {
  const messageOf = (password: string) => {
    const result = newPasswordRule.safeParse(password);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('needs 12 characters: 11 fail, 12 pass', () => {
    expect(messageOf('Abcdefg-12x')).toBe(RULE);
    expect(messageOf('Abcdefg-12xy')).toBeNull();
  });

  it('needs each class of character', () => {
    expect(messageOf('abcdefgh-123')).toBe(RULE); // no upper case
    expect(messageOf('ABCDEFGH-123')).toBe(RULE); // no lower case
    expect(messageOf('Abcdefgh-xyz')).toBe(RULE); // no number
    expect(messageOf('Abcdefgh1234')).toBe(RULE); // no special character
  });

  it('accepts up to 64 characters and refuses 65', () => {
    const sixtyFour = `Aa1!${'x'.repeat(60)}`;
    expect(sixtyFour).toHaveLength(64);
    expect(messageOf(sixtyFour)).toBeNull();
    expect(messageOf(`${sixtyFour}y`)).toBe('Maximum length is 64 characters');
  });

  it('refuses a common password that satisfies every other rule', () => {
    expect(messageOf('Password123!')).toBe(
      'This password is too common and easy to guess. Please choose a different password',
    );
  });

  it('accepts spaces and any symbol, as a pasted pass phrase may hold them', () => {
    expect(messageOf('Blue kettle on 7 hills £')).toBeNull();
  });
});

describe('sign-up form', () => {
  it('accepts a complete form', () => {
    expect(messagesFor(signUpSchema, validSignUp)).toEqual({});
  });

  it('requires every field with the spec messages', () => {
    expect(
      messagesFor(signUpSchema, {
        firstName: '',
        lastName: '',
        email: '',
        phoneNo: '',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Surname is required',
      email: 'Email is required',
      phoneNo: 'Mobile number is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm password',
    });
  });

  it('allows letters (with fadas), spaces, apostrophes and hyphens in names, nothing else', () => {
    for (const name of ['Ó Briain', "Seán Ó Súilleabháin-O'Brien", 'O’Sullivan']) {
      expect(messagesFor(signUpSchema, { ...validSignUp, lastName: name })).toEqual({});
    }
    for (const name of ['Aoife2', 'Aoife!', 'Aoife_M']) {
      expect(messagesFor(signUpSchema, { ...validSignUp, firstName: name })).toEqual({
        firstName: 'Numbers and symbols are not permitted at this time',
      });
    }
  });

  it('needs names of 2 to 50 characters', () => {
    expect(messagesFor(signUpSchema, { ...validSignUp, firstName: 'A' })).toEqual({
      firstName: 'Please enter more than two characters',
    });
    expect(messagesFor(signUpSchema, { ...validSignUp, firstName: 'Al' })).toEqual({});
    expect(messagesFor(signUpSchema, { ...validSignUp, firstName: 'a'.repeat(50) })).toEqual({});
    expect(messagesFor(signUpSchema, { ...validSignUp, firstName: 'a'.repeat(51) })).toEqual({
      firstName: 'Please enter less than fifty characters',
    });
  });

  it('checks the e-mail format', () => {
    expect(messagesFor(signUpSchema, { ...validSignUp, email: 'aoife@' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('checks the mobile number', () => {
    expect(messagesFor(signUpSchema, { ...validSignUp, phoneNo: '087123456' })).toEqual({
      phoneNo: 'Please enter a valid mobile number',
    });
    expect(messagesFor(signUpSchema, { ...validSignUp, phoneNo: '08712345678' })).toEqual({
      phoneNo: 'Mobile Number Must be 10 digit',
    });
  });

  it('applies the password rule and needs the confirmation to match', () => {
    expect(
      messagesFor(signUpSchema, { ...validSignUp, password: 'short', confirmPassword: 'short' }),
    ).toEqual({ password: RULE });
    expect(
      messagesFor(signUpSchema, { ...validSignUp, confirmPassword: `${GOOD_PASSWORD}x` }),
    ).toEqual({ confirmPassword: 'Passwords must match' });
  });

  it('maps to the payload with the number in international form and no confirmation', () => {
    const payload = toSignUpPayload(signUpSchema.parse(validSignUp));
    expect(payload).toEqual({
      firstName: 'Aoife',
      lastName: 'Murphy',
      email: 'aoife@example.ie',
      phoneNo: '+353871234567',
      password: GOOD_PASSWORD,
    });
    expect(signUpPayloadSchema.parse(payload).phoneNo).toBe('+353871234567');
  });
});

describe('verification code (platform.md 5)', () => {
  it("requires the code: 'Verification code is required'", () => {
    expect(messagesFor(confirmSignUpSchema, { email: 'a@b.ie', code: '' })).toEqual({
      code: 'Verification code is required',
    });
    expect(messagesFor(confirmSignUpSchema, { email: '', code: '123456' })).toEqual({
      email: 'Email is required',
    });
    expect(messagesFor(confirmSignUpSchema, { email: 'a@b.ie', code: '123456' })).toEqual({});
  });
});

describe('SMS code (platform.md 5)', () => {
  it('is required and exactly 6 digits: 5 and 7 fail, 6 passes', () => {
    expect(messagesFor(smsCodeSchema, { code: '' })).toEqual({ code: 'Sms code is required' });
    expect(messagesFor(smsCodeSchema, { code: '12345' })).toEqual({
      code: 'Requires 6 digit code',
    });
    expect(messagesFor(smsCodeSchema, { code: '1234567' })).toEqual({
      code: 'Requires 6 digit code',
    });
    expect(messagesFor(smsCodeSchema, { code: '12345a' })).toEqual({
      code: 'Requires 6 digit code',
    });
    expect(messagesFor(smsCodeSchema, { code: '123456' })).toEqual({});
  });
});

describe('reset password', () => {
  it('asks for the e-mail first', () => {
    expect(messagesFor(forgotPasswordSchema, { email: '' })).toEqual({
      email: 'Email is required',
    });
  });

  it("needs the code ('Answer is Required'), a new password and its confirmation", () => {
    expect(
      messagesFor(confirmForgotPasswordSchema, {
        email: 'a@b.ie',
        code: '',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({
      code: 'Answer is Required',
      password: 'Please enter a new password',
      confirmPassword: 'Please confirm new password',
    });
    expect(
      messagesFor(confirmForgotPasswordSchema, {
        email: 'a@b.ie',
        code: '123456',
        password: GOOD_PASSWORD,
        confirmPassword: 'Wallet-Demo-2027!',
      }),
    ).toEqual({ confirmPassword: 'Passwords must match' });
    expect(
      messagesFor(confirmForgotPasswordPayloadSchema, {
        email: 'a@b.ie',
        code: '123456',
        password: 'Password123!',
      }).password,
    ).toMatch(/too common/);
  });
});

describe('new password (platform.md 2.4)', () => {
  it('requires both fields and a match', () => {
    expect(messagesFor(newPasswordSchema, { newPassword: '', confirmNewPassword: '' })).toEqual({
      newPassword: 'Please enter a new password',
      confirmNewPassword: 'Please confirm new password',
    });
    expect(
      messagesFor(newPasswordSchema, {
        newPassword: GOOD_PASSWORD,
        confirmNewPassword: 'Other-Password-1',
      }),
    ).toEqual({ confirmNewPassword: 'Passwords must match' });
    expect(
      messagesFor(newPasswordSchema, { newPassword: 'weakpassword', confirmNewPassword: 'x' }),
    ).toEqual({ newPassword: RULE, confirmNewPassword: 'Passwords must match' });
    expect(
      messagesFor(newPasswordSchema, {
        newPassword: GOOD_PASSWORD,
        confirmNewPassword: GOOD_PASSWORD,
      }),
    ).toEqual({});
  });
});

describe('route payloads', () => {
  it('tells the two challenge answers apart', () => {
    expect(
      respondToChallengePayloadSchema.safeParse({
        challengeName: 'SMS_MFA',
        session: 's',
        code: '123456',
      }).success,
    ).toBe(true);
    expect(
      respondToChallengePayloadSchema.safeParse({
        challengeName: 'NEW_PASSWORD_REQUIRED',
        session: 's',
        code: '123456',
      }).success,
    ).toBe(false);
    expect(
      respondToChallengePayloadSchema.safeParse({ challengeName: 'OTHER', session: 's' }).success,
    ).toBe(false);
  });

  it('takes the new mobile number in either form', () => {
    expect(
      updatePhoneNumberPayloadSchema.parse({
        user_name: 'A@B.ie',
        phone_number: '0861234567',
        session: 's',
      }),
    ).toEqual({ user_name: 'A@B.ie', phone_number: '+353861234567', session: 's' });
  });
});
