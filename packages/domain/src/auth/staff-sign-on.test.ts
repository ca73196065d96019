import { describe, expect, it } from 'vitest';
import {
  AGENT_SIGN_IN_PATH,
  AGENT_SIGN_IN_REDIRECTING,
  agentSignInPathWith,
  STAFF_SSO_ERROR_CODES,
  staffSsoErrorOf,
} from './staff-sign-on.js';

describe('agent sign-in by single sign-on', () => {
  it("says the spec's words while the browser is sent on", () => {
    expect(AGENT_SIGN_IN_REDIRECTING).toBe('Redirecting Agent to Single Sign On Page');
  });

  it('reads back every error code it writes into the agent sign-in address', () => {
    for (const code of STAFF_SSO_ERROR_CODES) {
      const path = agentSignInPathWith(code);
      expect(path.startsWith(`${AGENT_SIGN_IN_PATH}?`)).toBe(true);
      expect(staffSsoErrorOf(path.slice(AGENT_SIGN_IN_PATH.length))).toBe(code);
    }
  });

  it('reads no error from an address without one, or with one it does not know', () => {
    expect(staffSsoErrorOf('')).toBeNull();
    expect(staffSsoErrorOf('?sso_error=')).toBeNull();
    expect(staffSsoErrorOf('?sso_error=toString')).toBeNull();
    expect(staffSsoErrorOf('?sso_error=<script>')).toBeNull();
    expect(staffSsoErrorOf('?other=1&sso_error=notAgent')).toBe('notAgent');
    expect(staffSsoErrorOf('sso_error=cancelled')).toBe('cancelled');
  });
});
