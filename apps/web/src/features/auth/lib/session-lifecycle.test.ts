import type { SessionUser } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { forgetWhenTheSignedInPersonChanges } from './session-lifecycle';

const customer = (id: string): SessionUser => ({
  user_id: id,
  email: `${id}@wallet.test`,
  given_name: 'A',
  family_name: 'Customer',
  role: 'customer',
});

afterEach(() => endSession());

describe('forgetWhenTheSignedInPersonChanges', () => {
  it("keeps a customer's cache through their own session ending and their coming back", () => {
    startSession('token-1', customer('orla'));
    const forget = vi.fn();
    const stop = forgetWhenTheSignedInPersonChanges(forget);
    endSession();
    startSession('token-2', customer('orla'));
    expect(forget).not.toHaveBeenCalled();
    stop();
  });

  it('forgets it when someone else signs in next on the tab', () => {
    startSession('token-1', customer('orla'));
    const forget = vi.fn();
    const stop = forgetWhenTheSignedInPersonChanges(forget);
    // The API refused the session (401): signed out without the sign-out page's clearing.
    endSession();
    startSession('token-2', customer('sean'));
    expect(forget).toHaveBeenCalledTimes(1);
    stop();
  });
});
