import { PUBLIC_SITE_URL, SESSION_TIMINGS } from '@wallet/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiNavigation } from '../lib/api-client';
import { getSession } from '../lib/session';
import { SESSION_TIMINGS_OVERRIDE_KEY } from '../lib/session-timings';
import { renderApp } from '../test/render-app';
import { AGENT, CUSTOMER } from '../test/test-api';

const { idleWarningAfterMs, idleCheckEveryMs, idleCountdownMs, sessionPollEveryMs } =
  SESSION_TIMINGS;

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function signedInAtWallet(user = CUSTOMER) {
  const app = renderApp('/wallet', { signedInAs: user, accounts: [user] });
  await screen.findByRole('heading', { level: 1, name: `Welcome ${user.given_name}!` });
  const leaveApp = vi.fn();
  configureApiNavigation({ leaveApp });
  // The watcher loads once the session is restored.
  await advance(0);
  return { ...app, leaveApp };
}

beforeAll(async () => {
  // The watcher is a lazy chunk; load it once so the fake clock measures the app, not the loader.
  await import('../features/auth/session-watch');
  await import('../features/auth/components/idle-warning');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('idle time-out', () => {
  it('warns after 15 idle minutes with a 60-second countdown, and logs out at zero', async () => {
    const { router } = await signedInAtWallet();
    await advance(idleWarningAfterMs - idleCheckEveryMs);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await advance(idleCheckEveryMs);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(within(dialog).getByText(/logged out in 60 seconds/)).toBeInTheDocument();
    await advance(10_000);
    expect(within(dialog).getByText(/logged out in 50 seconds/)).toBeInTheDocument();

    await advance(idleCountdownMs - 10_000);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have logged out successfully' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logout');
    expect(getSession().status).toBe('signed-out');
  });

  it('Continue closes the warning and starts the idle time again', async () => {
    const { router } = await signedInAtWallet();
    await advance(idleWarningAfterMs);
    const dialog = await screen.findByRole('alertdialog');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await advance(idleWarningAfterMs - idleCheckEveryMs);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('a click or key press resets the idle time', async () => {
    await signedInAtWallet();
    await advance(idleWarningAfterMs - 2 * idleCheckEveryMs);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.keyboard('{Shift}');
    await advance(3 * idleCheckEveryMs);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('agents get no time-out warning', async () => {
    await signedInAtWallet(AGENT);
    await advance(idleWarningAfterMs + idleCheckEveryMs);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('takes shortened timings from localStorage, without a new build', async () => {
    localStorage.setItem(
      SESSION_TIMINGS_OVERRIDE_KEY,
      JSON.stringify({ idleWarningAfterMs: 2000, idleCheckEveryMs: 500, idleCountdownMs: 3000 }),
    );
    await signedInAtWallet();
    await advance(2500);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/logged out in 3 seconds/)).toBeInTheDocument();
  });
});

describe('session check', () => {
  it('asks every 5 seconds and, once the session is gone, signs out and leaves for the public site', async () => {
    const { api, leaveApp } = await signedInAtWallet();
    const checks = () => api.requests.filter((request) => request.path === '/api/auth/me').length;
    const before = checks();
    await advance(sessionPollEveryMs);
    expect(checks()).toBe(before + 1);
    expect(leaveApp).not.toHaveBeenCalled();

    sessionStorage.setItem('quote-draft', '{}');
    api.endServerSession();
    await advance(sessionPollEveryMs);
    expect(leaveApp).toHaveBeenCalledWith(PUBLIC_SITE_URL);
    expect(getSession().status).toBe('signed-out');
    expect(sessionStorage.getItem('quote-draft')).toBeNull();
    expect(api.requests.some((request) => request.path === '/api/auth/sign-out')).toBe(true);
  });

  it('does not run for visitors', async () => {
    const { api } = renderApp('/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    await advance(3 * sessionPollEveryMs);
    expect(api.requests.some((request) => request.path === '/api/auth/me')).toBe(false);
  });
});
