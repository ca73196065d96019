import { ACCOUNT_MESSAGES, PHONE, SIGN_IN_ERRORS } from '@wallet/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberForcedLogin } from '../lib/forced-login';
import { renderApp } from '../test/render-app';
import {
  CUSTOMER,
  EXPIRED_CODE,
  TEST_CODE,
  TEST_PASSWORD,
  type TestAccount,
} from '../test/test-api';

const MFA: TestAccount = {
  ...CUSTOMER,
  user_id: 'user-mfa',
  email: 'mfa@wallet.test',
  given_name: 'Niamh',
  mfaPhone: '+353871234567',
};

async function logIn(email: string, accounts: TestAccount[], path = '/login') {
  const app = renderApp(path, { accounts });
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Log In' });
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return { ...app, user };
}

describe('login: catalogue messages beyond wrong password and email', () => {
  it('an unverified account gets its message, the Verify email link and a working resend', async () => {
    const { user, api } = await logIn('new@wallet.test', [
      { ...CUSTOMER, email: 'new@wallet.test', unconfirmed: true },
    ]);
    expect(
      await screen.findByText(SIGN_IN_ERRORS.UserNotConfirmedException.message),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify email' })).toHaveAttribute(
      'href',
      '/verifyEmail/',
    );
    await user.click(screen.getByRole('button', { name: 'Resend Verification Code' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resendSuccess)).toBeInTheDocument();
    expect(
      api.requests.find((request) => request.path === '/api/auth/resend-sign-up-code')?.body,
    ).toEqual({ email: 'new@wallet.test' });

    // The link carries the e-mail address to the verify screen.
    await user.click(screen.getByRole('link', { name: 'Verify email' }));
    expect(await screen.findByLabelText('Email address')).toHaveValue('new@wallet.test');
  });

  it('an account that must reset its password is told so', async () => {
    await logIn('legacy@wallet.test', [
      { ...CUSTOMER, email: 'legacy@wallet.test', passwordResetRequired: true },
    ]);
    expect(
      await screen.findByText(SIGN_IN_ERRORS.PasswordResetRequiredException.message),
    ).toBeInTheDocument();
  });

  it('asks POST /verified before signing in', async () => {
    const { api } = await logIn(CUSTOMER.email, [CUSTOMER]);
    await screen.findByRole('heading', { level: 1, name: 'Welcome Aoife!' });
    const paths = api.requests.map((request) => request.path);
    expect(paths.indexOf('/api/verified')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('/api/verified')).toBeLessThan(paths.indexOf('/api/auth/sign-in'));
  });
});

describe('sign-in with an SMS code', () => {
  it('shows the masked number and support line, maps a wrong code, then signs in', async () => {
    const { user, router } = await logIn(MFA.email, [MFA]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your login' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirmLoginCode');
    expect(screen.getByText('*******67')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PHONE.loginSupport })).toHaveAttribute(
      'href',
      'tel:1890604604',
    );

    const code = screen.getByLabelText('Enter the 6-digit code');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('link', { name: 'Enter the 6-digit code: Sms code is required' }),
    ).toBeInTheDocument();
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('link', { name: 'Enter the 6-digit code: Requires 6 digit code' }),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('link', {
        name: `Enter the 6-digit code: ${ACCOUNT_MESSAGES.smsCodeMismatch}`,
      }),
    ).toBeInTheDocument();
    expect(code).toHaveValue('654321');
    expect(code).toHaveAccessibleDescription(`Error: ${ACCOUNT_MESSAGES.smsCodeMismatch}`);

    await user.clear(code);
    await user.type(code, TEST_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Niamh!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('any other code failure asks the customer to call support', async () => {
    const { user } = await logIn(MFA.email, [MFA]);
    const code = await screen.findByLabelText('Enter the 6-digit code');
    await user.type(code, EXPIRED_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(ACCOUNT_MESSAGES.smsCodeOther(PHONE.loginSupport)),
    ).toBeInTheDocument();
    expect(ACCOUNT_MESSAGES.smsCodeOther(PHONE.loginSupport)).toBe(
      'Please contact 1890 604 604 for support or try log in after sometime',
    );
    expect(code).toHaveValue(EXPIRED_CODE);
  });

  it('returns to the stored page after the code', async () => {
    rememberForcedLogin({ targetUrl: '/wallet/submitClaim/home' });
    const { user, router } = await logIn(MFA.email, [MFA]);
    await user.type(await screen.findByLabelText('Enter the 6-digit code'), TEST_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Submit a Claim' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet/submitClaim/home');
  });

  it('without a sign-in in progress the code screen goes to login', async () => {
    const { router } = renderApp('/confirmLoginCode');
    await screen.findByRole('button', { name: 'Log In' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('an unverified number shows the mobile-number step with its hint; a new number gets a code', async () => {
    const { user, router, api } = await logIn(MFA.email, [{ ...MFA, numberVerified: false }]);
    expect(
      await screen.findByRole('heading', { name: 'Confirm your mobile number' }),
    ).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.mfaMobileHint)).toBeInTheDocument();
    expect(screen.getByText('*******67')).toBeInTheDocument();

    const edit = screen.getByRole('button', { name: 'Edit mobile number' });
    expect(edit).toHaveAccessibleDescription(ACCOUNT_MESSAGES.mfaMobileHint);
    await user.click(edit);
    const mobile = screen.getByLabelText('Mobile number');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByRole('link', { name: 'Mobile number is required' }),
    ).toBeInTheDocument();
    await user.type(mobile, '0771234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByRole('link', { name: 'Please enter a valid mobile number' }),
    ).toBeInTheDocument();
    await user.clear(mobile);
    await user.type(mobile, '0861234599');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your login' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirmLoginCode');
    expect(screen.getByText('*******99')).toBeInTheDocument();
    const update = api.requests.find((request) => request.path === '/api/update_phone_number');
    expect(update?.body).toMatchObject({
      user_name: MFA.email,
      phone_number: '+353861234599',
    });
  });

  it('a failed number update shows the customer-care message and keeps the number typed', async () => {
    const { user, api } = await logIn(MFA.email, [{ ...MFA, numberVerified: false }]);
    await user.click(await screen.findByRole('button', { name: 'Edit mobile number' }));
    // The challenge ends on the server (for example it timed out).
    api.accounts[0]!.email = 'someone-else@wallet.test';
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '0861234599');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(ACCOUNT_MESSAGES.mobileUpdateFailed(PHONE.loginSupport)),
    ).toBeInTheDocument();
    expect(mobile).toHaveValue('0861234599');
  });
});

describe('new password at first login', () => {
  it('validates, then signs in and goes to the wallet', async () => {
    const { user, router } = await logIn(CUSTOMER.email, [
      { ...CUSTOMER, newPasswordRequired: true },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/newpassword');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const summary = (await screen.findByRole('heading', { name: 'There is a problem' })).closest(
      '.error-summary',
    ) as HTMLElement;
    expect(
      within(summary).getByRole('link', { name: 'Please enter a new password' }),
    ).toBeVisible();
    expect(
      within(summary).getByRole('link', { name: 'Please confirm new password' }),
    ).toBeVisible();

    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('link', {
        name: 'New password: Password should be at least 12 characters including 1 uppercase, 1 lowercase, 1 special character and 1 number',
      }),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Harbour-Lights-2031!');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Harbour-Lights-2032!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('link', { name: 'Confirm new password: Passwords must match' }),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Harbour-Lights-2031!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Aoife!' }),
    ).toBeInTheDocument();
  });

  it('goes to login when the result still needs an SMS code', async () => {
    const { user, router } = await logIn(MFA.email, [{ ...MFA, newPasswordRequired: true }]);
    await user.type(await screen.findByLabelText('New password'), 'Harbour-Lights-2031!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Harbour-Lights-2031!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Email address')).toHaveValue(MFA.email);
  });

  it('without a sign-in in progress goes to login', async () => {
    const { router } = renderApp('/newpassword');
    await screen.findByRole('button', { name: 'Log In' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
