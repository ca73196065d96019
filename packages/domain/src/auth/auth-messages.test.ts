import { describe, expect, it } from 'vitest';
import { signInError } from './auth-messages.js';

describe('sign-in error catalogue', () => {
  it('maps the provider names to the spec messages and fields', () => {
    expect(signInError({ name: 'NotAuthorizedException', message: 'x' })).toEqual({
      message: 'Password is incorrect.',
      field: 'password',
    });
    expect(signInError({ name: 'UserNotFoundException', message: 'x' })).toEqual({
      message: 'Email is incorrect.',
      field: 'email',
    });
  });

  it('shows other provider messages with username replaced by email', () => {
    expect(
      signInError({ name: 'InvalidParameterException', message: 'Username should be an email.' }),
    ).toEqual({ message: 'Email should be an email.', field: null });
    expect(signInError({ name: 'X', message: 'Invalid username' }).message).toBe('Invalid email');
  });
});

describe('a locked account', () => {
  it('shows the lockout message rather than claiming the password is wrong', () => {
    expect(
      signInError({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' }),
    ).toEqual({ message: 'Password attempts exceeded', field: null });
  });
});
