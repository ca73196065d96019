import { describe, expect, it } from 'vitest';
import { ACCOUNT_CLOSURE_MESSAGES, closeAccountSchema, closureRefusal } from './account-closure.js';

describe('closing an account', () => {
  it('is refused while a claim is in progress or a policy is in force, the claim named first', () => {
    expect(closureRefusal({ policiesInForce: 0, claimsInProgress: 0 })).toBeNull();
    expect(closureRefusal({ policiesInForce: 1, claimsInProgress: 0 })).toBe(
      ACCOUNT_CLOSURE_MESSAGES.policyInForce,
    );
    expect(closureRefusal({ policiesInForce: 0, claimsInProgress: 1 })).toBe(
      ACCOUNT_CLOSURE_MESSAGES.claimInProgress,
    );
    expect(closureRefusal({ policiesInForce: 2, claimsInProgress: 1 })).toBe(
      ACCOUNT_CLOSURE_MESSAGES.claimInProgress,
    );
  });

  it('asks for the password and a ticked confirmation', () => {
    expect(closeAccountSchema.safeParse({ currentPassword: 'x', confirm: true }).success).toBe(
      true,
    );
    const unticked = closeAccountSchema.safeParse({ currentPassword: 'x', confirm: false });
    expect(unticked.error?.issues.map((issue) => issue.message)).toEqual([
      ACCOUNT_CLOSURE_MESSAGES.confirmRequired,
    ]);
    const empty = closeAccountSchema.safeParse({ currentPassword: '', confirm: true });
    expect(empty.success).toBe(false);
  });
});
