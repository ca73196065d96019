import { AGENT_SIGN_IN_REDIRECTING, STAFF_SSO_ERRORS, STAFF_SSO_START_PATH } from '@wallet/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiNavigation } from '../lib/api-client';
import { getSession } from '../lib/session';
import { renderApp } from '../test/render-app';
import { AGENT, type TestApiOptions } from '../test/test-api';

function openAgentSignIn(path: string, api: TestApiOptions) {
  const app = renderApp(path, api);
  const leaveApp = vi.fn();
  configureApiNavigation({ leaveApp });
  return { ...app, leaveApp };
}

afterEach(() => {
  localStorage.clear();
});

describe('agent sign-in', () => {
  it('with the agent flag on, says it is redirecting and sends the browser to single sign-on', async () => {
    const { leaveApp } = openAgentSignIn('/agent/login', { flags: { agent_enabled: true } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent sign-in' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(AGENT_SIGN_IN_REDIRECTING);
    expect(AGENT_SIGN_IN_REDIRECTING).toBe('Redirecting Agent to Single Sign On Page');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(STAFF_SSO_START_PATH));
    expect(document.title).toBe('Agent sign-in - Insurance Wallet');
  });

  it('with the agent flag off, is the login page', async () => {
    const { router, leaveApp } = openAgentSignIn('/agent/login', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: /Log ?in to your Insurance Wallet/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('after a sign-on that came back without a session, says why and offers to try again', async () => {
    const { leaveApp } = openAgentSignIn('/agent/login?sso_error=notAgent', {
      flags: { agent_enabled: true },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_SSO_ERRORS.notAgent);
    const retry = screen.getByRole('link', { name: 'Sign in with single sign-on' });
    expect(retry).toHaveAttribute('href', STAFF_SSO_START_PATH);
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('ignores an error code it does not know, and redirects as usual', async () => {
    const { leaveApp } = openAgentSignIn('/agent/login?sso_error=<b>', {
      flags: { agent_enabled: true },
    });
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(STAFF_SSO_START_PATH));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a signed-in agent', () => {
  it.each(['/agent/login', '/login', '/signup', '/customer-login'])(
    'is taken from %s to the wallet: agents get no customer login or sign-up screens',
    async (path) => {
      const { router, leaveApp } = openAgentSignIn(path, {
        flags: { agent_enabled: true },
        signedInAs: AGENT,
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
      expect(getSession().user).toMatchObject({ role: 'agent' });
      expect(leaveApp).not.toHaveBeenCalled();
    },
  );
});
