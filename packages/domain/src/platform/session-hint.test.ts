import { describe, expect, it } from 'vitest';
import { USER_ROLES } from '../auth/session-schemas.js';
import { sessionHintOf, sessionHintedBy } from './app-constants.js';

describe('the session hint', () => {
  it("is '1' for a customer, as before, and the role for a member of staff", () => {
    expect(USER_ROLES.map((role) => sessionHintOf(role))).toEqual([
      '1',
      'agent',
      'super_agent',
      'claims_handler',
    ]);
  });

  it('reads back as the page to send first: an agent, a customer, or nobody', () => {
    expect(USER_ROLES.map((role) => sessionHintedBy(sessionHintOf(role)))).toEqual([
      'customer',
      'agent',
      'agent',
      // A claims handler's wallet is their queue: they get what a customer gets first.
      'customer',
    ]);
    expect(sessionHintedBy(undefined)).toBe('none');
    expect(sessionHintedBy('')).toBe('none');
    // Anything else a browser sends is at most a customer's: the hint authorises nothing.
    expect(sessionHintedBy('Agent')).toBe('customer');
  });
});
