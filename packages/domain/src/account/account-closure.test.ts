import { describe, expect, it } from 'vitest';
import { ACCOUNT_CLOSURE_MESSAGES, closeAccountSchema, closureRefusal } from './account-closure.js';

describe('closing an account', () => {
  const NONE = { policiesInForce: 0, claimsInProgress: 0, complaintsOpen: 0, purchasesUnderWay: 0 };

  it('is refused while anything is under way, the claim named first', () => {
    expect(closureRefusal(NONE)).toBeNull();
    expect(closureRefusal({ ...NONE, policiesInForce: 1 })).toBe(
      ACCOUNT_CLOSURE_MESSAGES.policyInForce,
    );
    expect(closureRefusal({ ...NONE, claimsInProgress: 1 })).toBe(
      ACCOUNT_CLOSURE_MESSAGES.claimInProgress,
    );
    expect(closureRefusal({ ...NONE, complaintsOpen: 1 })).toBe(
      ACCOUNT_CLOSURE_MESSAGES.complaintOpen,
    );
    expect(closureRefusal({ ...NONE, purchasesUnderWay: 1 })).toBe(
      ACCOUNT_CLOSURE_MESSAGES.purchaseUnderWay,
    );
    expect(
      closureRefusal({
        policiesInForce: 2,
        claimsInProgress: 1,
        complaintsOpen: 1,
        purchasesUnderWay: 1,
      }),
    ).toBe(ACCOUNT_CLOSURE_MESSAGES.claimInProgress);
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
