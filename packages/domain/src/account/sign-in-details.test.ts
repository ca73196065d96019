import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_DETAILS_MESSAGES as M,
  setPreferredMfaPayloadSchema,
  turnOffSignInCodesSchema,
} from './sign-in-details.js';
import { PASSWORD_MAX_LENGTH } from '../profile/account-messages.js';

const problemsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? {}
    : Object.fromEntries(
        result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );

describe('codes by text at sign-in', () => {
  it('turn on with no password', () => {
    expect(setPreferredMfaPayloadSchema.safeParse({ smsMfa: true }).success).toBe(true);
  });

  it('turn off only with the password as it stands', () => {
    expect(problemsOf(setPreferredMfaPayloadSchema.safeParse({ smsMfa: false }))).toEqual({
      currentPassword: M.currentPasswordRequired,
    });
    expect(
      problemsOf(setPreferredMfaPayloadSchema.safeParse({ smsMfa: false, currentPassword: '' })),
    ).toEqual({ currentPassword: M.currentPasswordRequired });
    expect(
      setPreferredMfaPayloadSchema.safeParse({ smsMfa: false, currentPassword: 'x' }).success,
    ).toBe(true);
  });

  it('take a password up to the longest one could be, as the other changes do', () => {
    const longest = 'a'.repeat(PASSWORD_MAX_LENGTH * 4);
    expect(turnOffSignInCodesSchema.safeParse({ currentPassword: longest }).success).toBe(true);
    expect(
      problemsOf(turnOffSignInCodesSchema.safeParse({ currentPassword: `${longest}a` })),
    ).toEqual({ currentPassword: M.currentPasswordWrong });
    expect(problemsOf(turnOffSignInCodesSchema.safeParse({ currentPassword: '' }))).toEqual({
      currentPassword: M.currentPasswordRequired,
    });
  });

  it('refuse a body that is not a yes or no', () => {
    expect(setPreferredMfaPayloadSchema.safeParse({ smsMfa: 'no' }).success).toBe(false);
  });
});
