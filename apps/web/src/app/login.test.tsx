import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberForcedLogin } from '../lib/forced-login';
import { renderApp } from '../test/render-app';
import { ALL_POLICIES, TEST_PASSWORD } from '../test/test-api';

async function openLogin(path = '/login', policies = ALL_POLICIES) {
  const app = renderApp(path, { policies });
  await screen.findByRole('button', { name: 'Log In' });
  return app;
}

describe('login page', () => {
  it('validates with the spec messages, in an error summary that takes focus and links to the fields', async () => {
    await openLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    const box = summary.closest('.error-summary') as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(box).getByRole('link', { name: 'Email is required' })).toHaveAttribute(
      'href',
      '#login-email',
    );
    expect(within(box).getByRole('link', { name: 'Password is required' })).toHaveAttribute(
      'href',
      '#login-password',
    );

    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Error: Email is required');
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2);

    await user.click(within(box).getByRole('link', { name: 'Email is required' }));
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByRole('link', { name: 'Please enter a valid email address' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Password: Requires a minimum of 12 characters' }),
    ).toBeInTheDocument();
  });

  it('maps a wrong password and an unknown email to the catalogue messages', async () => {
    await openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'demo@wallet.test');
    await user.type(screen.getByLabelText('Password'), 'Wrong-password-1!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('link', { name: 'Password is incorrect.' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Error: Password is incorrect.',
    );

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'nobody@wallet.test');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('link', { name: 'Email is incorrect.' })).toBeInTheDocument();
  });

  it('signs in and goes to the wallet', async () => {
    const { router } = await openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'demo@wallet.test');
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Aoife!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('returns to the page that asked for login', async () => {
    const { router } = await openLogin('/wallet/product/travel');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'demo@wallet.test');
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Travel Insurance' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet/product/travel');
    expect(await screen.findByRole('link', { name: 'Manage My Insurance' })).toBeInTheDocument();
  });

  it('uses a forced-login record stored earlier', async () => {
    rememberForcedLogin({ targetUrl: '/wallet/submitClaim/home' });
    const { router } = await openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'demo@wallet.test');
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Submit a Claim' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet/submitClaim/home');
  });

  it('links to the forgotten-password and sign-up screens', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: "I've forgotten my password" })).toHaveAttribute(
      'href',
      '/resetpassword',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup/',
    );
  });
});

describe('logout page', () => {
  it('signs out and says so, with a way back to the wallet', async () => {
    const { api } = renderApp('/logout', { signedInAs: { ...ALL_USER } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have logged out successfully' }),
    ).toBeInTheDocument();
    expect(api.requests.some((request) => request.path === '/api/auth/sign-out')).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to wallet' })).toHaveAttribute('href', '/wallet');
  });
});

const ALL_USER = {
  user_id: 'user-1',
  email: 'demo@wallet.test',
  given_name: 'Aoife',
  family_name: 'Murphy',
  role: 'customer' as const,
};
