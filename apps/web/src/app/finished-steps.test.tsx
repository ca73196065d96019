import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberForcedLogin } from '../lib/forced-login';
import { resetHistoryTrail } from '../lib/history-trail';
import { renderApp } from '../test/render-app';
import { CUSTOMER, TEST_CODE } from '../test/test-api';

const STRONG_PASSWORD = 'Harbour-Lights-2031!';
const TARGET = '/wallet/submitClaim/home';

afterEach(() => resetHistoryTrail());

/** A visitor sent to force login on the way to TARGET, who signs up and verifies. */
async function signUpThroughForceLogin() {
  const app = renderApp('/wallet/comingsoon', { accounts: [] });
  const { router } = app;
  await screen.findByRole('heading', { level: 1, name: 'Content Coming Soon' });
  rememberForcedLogin({ targetUrl: TARGET, product: 'home' });
  await router.navigate('/customer-login/');
  const user = userEvent.setup();
  const main = await screen.findByRole('main');
  await user.click(await within(main).findByRole('link', { name: 'Sign Up' }));
  await user.type(await screen.findByLabelText('First name'), 'Ciara');
  await user.type(screen.getByLabelText('Surname'), 'Byrne');
  await user.type(screen.getByLabelText('Email address'), 'ciara@wallet.test');
  await user.type(screen.getByLabelText('Mobile number'), '0871234567');
  await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
  await user.type(screen.getByLabelText('Confirm password'), STRONG_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await user.type(await screen.findByLabelText('Verification code'), TEST_CODE);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  // The browser that signed up is signed in by the code (decision 0029).
  await screen.findByRole('heading', { level: 1, name: 'Submit a Claim' });
  return app;
}

describe('finished account steps', () => {
  it('replaces sign-up and verification in history as each is done', async () => {
    const { router } = await signUpThroughForceLogin();
    expect(router.state.location.pathname).toBe(TARGET);
    // comingsoon, customer-login, then the target in the place of sign-up and verify.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('Back from where sign-in led steps over force login to the screen before it, and Forward returns', async () => {
    const { router } = await signUpThroughForceLogin();
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/comingsoon'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content Coming Soon' }),
    ).toBeVisible();
    expect(screen.queryByText(/We have sent a verification code/)).not.toBeInTheDocument();

    await router.navigate(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-login/'));
    await waitFor(() => expect(router.state.location.pathname).toBe(TARGET));
  }, 20_000);

  it('sends a signed-in customer who opens an account screen to the wallet', async () => {
    const { router } = renderApp('/signup/', { signedInAs: CUSTOMER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(screen.queryByRole('heading', { name: 'Create your account' })).not.toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('still shows the account screens to a visitor', async () => {
    renderApp('/customer-login/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log In to continue' }),
    ).toBeVisible();
  });
});
