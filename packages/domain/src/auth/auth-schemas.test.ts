import { describe, expect, it } from 'vitest';
import { loginSchema } from './login-schema.js';

function messagesFor(values: { email: string; password: string }) {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    byField[field] ??= issue.message;
  }
  return byField;
}

describe('login schema', () => {
  it('requires both fields, with the spec messages', () => {
    expect(messagesFor({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects a malformed email', () => {
    expect(messagesFor({ email: 'not-an-email', password: 'x'.repeat(12) })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('needs at least 12 password characters (11 fails, 12 passes)', () => {
    expect(messagesFor({ email: 'a@b.ie', password: 'x'.repeat(11) })).toEqual({
      password: 'Requires a minimum of 12 characters',
    });
    expect(messagesFor({ email: 'a@b.ie', password: 'x'.repeat(12) })).toEqual({});
  });

  it('trims the email before sending', () => {
    expect(loginSchema.parse({ email: '  a@b.ie ', password: 'x'.repeat(12) }).email).toBe(
      'a@b.ie',
    );
  });
});
