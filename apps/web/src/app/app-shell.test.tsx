import { MESSAGES } from '@wallet/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readForcedLogin } from '../lib/forced-login';
import { renderApp } from '../test/render-app';
import { CUSTOMER } from '../test/test-api';
import { GenericErrorPage } from '../features/wallet';
import { RenderErrorBoundary } from './layout/render-error-boundary';

const pageViews = () =>
  (window.dataLayer ?? [])
    .filter((entry) => entry.event === 'virtualPageView')
    .map((entry) => entry.page_path);

describe('app shell', () => {
  it('redirects / to /wallet', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('pushes a virtual page view on load and on each route change', async () => {
    renderApp('/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    // A visitor's Home tile leads straight to Get Quotes.
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(pageViews()).toEqual(['/wallet', '/wallet/getquote/aboutYou']), {
      timeout: 5000,
    });
  });

  it('moves focus to the new page heading after a navigation', async () => {
    renderApp('/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    await userEvent.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Have an account? Login' }),
    );
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Log In to your Insurance Wallet',
    });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('shows the login form on a private page when nobody is signed in, and remembers the page', async () => {
    const { router } = renderApp('/wallet/product/home');
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet/product/home');
    expect(readForcedLogin()).toEqual({ targetUrl: '/wallet/product/home' });
  });

  it('asks for no session refresh when the browser has no session hint (a visitor)', async () => {
    const { api } = renderApp('/wallet/product/home');
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).not.toContain('/api/auth/refresh');
  });

  it('restores the session through the refresh cookie when the session hint is there', async () => {
    const { api } = renderApp('/wallet', { signedInAs: CUSTOMER });
    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toContain('/api/auth/refresh'),
    );
  });

  it('shows the private page itself once the session is restored', async () => {
    renderApp('/wallet/product/home', { signedInAs: CUSTOMER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Home Insurance' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('sends every path ending in car to the holding page when motor_enabled is off', async () => {
    for (const path of [
      '/wallet/product/car',
      '/wallet/getgenericquote/car',
      '/wallet/amendPolicy/car',
    ]) {
      const { router, unmount } = renderApp(path, {
        flags: { motor_enabled: false },
        signedInAs: CUSTOMER,
      });
      expect(await screen.findByText(MESSAGES.motorHolding.closed)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/wallet/motorHoldingPage/');
      unmount();
    }
  });

  it('opens the car quote form while motor_enabled is on', async () => {
    renderApp('/wallet/getgenericquote/car');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Car Insurance Quote' }),
    ).toBeInTheDocument();
  });

  it('shows Something went wrong when a page fails to render', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <RenderErrorBoundary resetKey="/" fallback={<GenericErrorPage />}>
            <Broken />
          </RenderErrorBoundary>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.somethingWentWrong }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/wallet');
    expect(error).toHaveBeenCalled();
  });

  it('has a skip link first, pointing at the main content', async () => {
    renderApp('/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('renders the landing page with default flags when the API is down', async () => {
    const { api } = renderApp('/wallet');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    void api;
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Car' })).toBeInTheDocument();
  });
});
