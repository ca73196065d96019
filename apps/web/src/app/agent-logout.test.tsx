import { LOGOUT_MESSAGES, STAFF_SSO_SIGN_OUT_PATH } from '@wallet/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configureApiNavigation } from '../lib/api-client';
import { getSession } from '../lib/session';
import { renderApp } from '../test/render-app';
import { AGENT, CUSTOMER } from '../test/test-api';

const END_SESSION_URL =
  'http://127.0.0.1:3000/sso/session/end?id_token_hint=a.b.c&post_logout_redirect_uri=http%3A%2F%2F127.0.0.1%3A3000%2Flogout&client_id=insurance-wallet';

/** The in-test API, with the staff sign-out answered as the API answers an agent's browser. */
function answerStaffSignOut(endSessionUrl: string | null) {
  const inner = globalThis.fetch;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === STAFF_SSO_SIGN_OUT_PATH && init?.method === 'POST') {
        return new Response(JSON.stringify({ endSessionUrl }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return inner(input, init);
    }),
  );
  return calls;
}

describe('logout of an agent', () => {
  it("signs out of the wallet, then sends the browser to end the staff directory's session", async () => {
    renderApp('/logout', { signedInAs: AGENT });
    const calls = answerStaffSignOut(END_SESSION_URL);
    const leaveApp = vi.fn();
    configureApiNavigation({ leaveApp });

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(END_SESSION_URL));
    expect(calls.indexOf('POST /api/auth/sign-out')).toBeGreaterThan(-1);
    expect(calls.indexOf('POST /api/auth/sign-out')).toBeLessThan(
      calls.indexOf(`POST ${STAFF_SSO_SIGN_OUT_PATH}`),
    );
    // The wallet's session is gone before the browser leaves.
    expect(getSession().status).toBe('signed-out');
    expect(sessionStorage.length).toBe(0);
  });

  it('says the logout is done when the directory sends the browser back, with nothing more to end', async () => {
    renderApp('/logout');
    answerStaffSignOut(null);
    const leaveApp = vi.fn();
    configureApiNavigation({ leaveApp });
    expect(
      await screen.findByRole('heading', { level: 1, name: LOGOUT_MESSAGES.success }),
    ).toBeInTheDocument();
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('leaves a customer on the logout page when the API has no staff sign-out to name', async () => {
    renderApp('/logout', { signedInAs: CUSTOMER });
    const leaveApp = vi.fn();
    configureApiNavigation({ leaveApp });
    expect(
      await screen.findByRole('heading', { level: 1, name: LOGOUT_MESSAGES.success }),
    ).toBeInTheDocument();
    expect(leaveApp).not.toHaveBeenCalled();
  });
});
