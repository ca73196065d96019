import { afterEach, describe, expect, it } from 'vitest';
import { endSession, getSession, renameSignedInEmail, startSession } from './session';

const USER = {
  user_id: 'user-1',
  email: 'old@example.ie',
  given_name: 'Aoife',
  family_name: 'Murphy',
  role: 'customer' as const,
};

afterEach(() => endSession());

describe('the session after a new sign-in address', () => {
  it('names the new address at once and keeps the access token', () => {
    startSession('token-1', USER);
    renameSignedInEmail('new@example.ie');
    expect(getSession()).toEqual({
      status: 'signed-in',
      accessToken: 'token-1',
      user: { ...USER, email: 'new@example.ie' },
    });
  });

  it('changes nothing for a visitor', () => {
    renameSignedInEmail('new@example.ie');
    expect(getSession().user).toBeNull();
    expect(getSession().status).toBe('signed-out');
  });
});
