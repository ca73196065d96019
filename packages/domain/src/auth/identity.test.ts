import { describe, expect, it } from 'vitest';
import { SIGN_IN_ERRORS, signInError } from './auth-messages.js';
import { IDENTITY_ERRORS, identityErrorSchema, lockMinutesAfter } from './identity.js';

describe('IDENTITY_ERRORS', () => {
  it('uses only error names that the sign-in error catalogue translates (platform.md 8)', () => {
    for (const error of Object.values(IDENTITY_ERRORS)) {
      expect(identityErrorSchema.parse(error)).toEqual(error);
      expect(Object.keys(SIGN_IN_ERRORS)).toContain(error.name);
    }
  });

  it('maps a wrong password and an unknown e-mail to the spec messages', () => {
    expect(signInError(IDENTITY_ERRORS.notAuthorized).message).toBe('Password is incorrect.');
    expect(signInError(IDENTITY_ERRORS.userNotFound).message).toBe('Email is incorrect.');
  });

  it('tells a staff account where staff sign in, for the form as a whole', () => {
    expect(signInError(IDENTITY_ERRORS.staffAccount)).toEqual({
      message:
        'This is a staff account: branch staff sign in through the staff directory, with Agent sign-in.',
      field: null,
    });
  });
});

describe('lockMinutesAfter (sign-in lockout)', () => {
  it('locks after five failures for 1 minute, doubling up to 15', () => {
    expect([4, 5, 6, 7, 8, 9, 12].map(lockMinutesAfter)).toEqual([0, 1, 2, 4, 8, 15, 15]);
  });
});
