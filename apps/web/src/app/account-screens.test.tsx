import {
  ABOUT_YOU_DEFAULTS,
  ACCOUNT_MESSAGES,
  ACCOUNT_VALIDATION_MESSAGES,
  TRAVEL_QUOTE_FORM_DEFAULTS,
} from '@wallet/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { updateHomeJourney } from '../features/home/journey/home-journey';
import { updateTravelJourney } from '../features/travel/journey/travel-journey';
import { rememberForcedLogin } from '../lib/forced-login';
import { renderApp } from '../test/render-app';
import { CUSTOMER, TEST_CODE, TEST_PASSWORD, type TestAccount } from '../test/test-api';

const STRONG_PASSWORD = 'Harbour-Lights-2031!';

function summaryLinks(): string[] {
  const summary = screen
    .getByRole('heading', { name: 'There is a problem' })
    .closest('.error-summary') as HTMLElement;
  return within(summary)
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('sign-up', () => {
  it("is 'Create your account' with a link to sign in, and gives every field's message", async () => {
    renderApp('/signup/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summaryLinks()).toEqual([
      ACCOUNT_VALIDATION_MESSAGES.firstNameRequired,
      ACCOUNT_VALIDATION_MESSAGES.lastNameRequired,
      'Email is required',
      'Mobile number is required',
      'Password is required',
      'Please confirm password',
    ]);

    await user.type(screen.getByLabelText('First name'), 'A1');
    await user.type(screen.getByLabelText('Surname'), 'B');
    await user.type(screen.getByLabelText('Email address'), 'x@');
    await user.type(screen.getByLabelText('Mobile number'), '08712345678');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'First name: Numbers and symbols are not permitted at this time',
        'Surname: Please enter more than two characters',
        'Please enter a valid email address',
        'Mobile Number Must be 10 digit',
        ACCOUNT_VALIDATION_MESSAGES.passwordRule,
        'Confirm password: Passwords must match',
      ]),
    );
    // Nothing the customer typed is cleared.
    expect(screen.getByLabelText('First name')).toHaveValue('A1');
    expect(screen.getByLabelText('Password')).toHaveValue('short');
  });

  it('shows the provider message when refused, and otherwise goes on to verify the e-mail', async () => {
    const { router, api } = renderApp('/signup/', { accounts: [CUSTOMER] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Ciara');
    await user.type(screen.getByLabelText('Surname'), 'Byrne');
    await user.type(screen.getByLabelText('Email address'), CUSTOMER.email);
    await user.type(screen.getByLabelText('Mobile number'), '0871234567');
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText('An account with the given email already exists.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'ciara@wallet.test');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verifyEmail/'));
    expect(await screen.findByLabelText('Email address')).toHaveValue('ciara@wallet.test');
    const signUp = api.requests.filter((request) => request.path === '/api/auth/sign-up').at(-1);
    expect(signUp?.body).toEqual({
      firstName: 'Ciara',
      lastName: 'Byrne',
      email: 'ciara@wallet.test',
      phoneNo: '+353871234567',
      password: STRONG_PASSWORD,
    });
  });

  it('signs in on verifying in the browser that signed up: no password typed again', async () => {
    const { router, api } = renderApp('/signup/', { accounts: [] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Ciara');
    await user.type(screen.getByLabelText('Surname'), 'Byrne');
    await user.type(screen.getByLabelText('Email address'), 'ciara@wallet.test');
    await user.type(screen.getByLabelText('Mobile number'), '0871234567');
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await user.type(await screen.findByLabelText('Verification code'), TEST_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Ciara!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
    expect(api.requests.some((request) => request.path === '/api/auth/sign-in')).toBe(false);
    await waitFor(() =>
      expect(api.createdProfiles).toEqual([
        { first_name: 'Ciara', last_name: 'Byrne', email: 'ciara@wallet.test' },
      ]),
    );
  });

  it('after verifying, goes back to the payment it was sent from', async () => {
    rememberForcedLogin({ targetUrl: '/wallet/makePayment/travel', product: 'travel' });
    const { router } = renderApp('/signup/', { accounts: [] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Ciara');
    await user.type(screen.getByLabelText('Surname'), 'Byrne');
    await user.type(screen.getByLabelText('Email address'), 'ciara@wallet.test');
    await user.type(screen.getByLabelText('Mobile number'), '0871234567');
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.type(await screen.findByLabelText('Verification code'), TEST_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/makePayment/travel'));
  });

  it('verified in another browser, logs in with the e-mail filled in and creates the profile', async () => {
    const { router, api } = renderApp('/signup/', { accounts: [] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Ciara');
    await user.type(screen.getByLabelText('Surname'), 'Byrne');
    await user.type(screen.getByLabelText('Email address'), 'ciara@wallet.test');
    await user.type(screen.getByLabelText('Mobile number'), '0871234567');
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByLabelText('Verification code');
    // The code is entered where the sign-up's proof cookie is not (or no longer) held.
    api.forgetSignUpProofs();

    await user.type(screen.getByLabelText('Verification code'), TEST_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('button', { name: 'Log In' });
    expect(screen.getByLabelText('Email address')).toHaveValue('ciara@wallet.test');

    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Ciara!' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.createdProfiles).toEqual([
        { first_name: 'Ciara', last_name: 'Byrne', email: 'ciara@wallet.test' },
      ]),
    );
  });
});

describe('sign-up after a quote', () => {
  const fields = () =>
    ['First name', 'Surname', 'Email address', 'Mobile number', 'Password', 'Confirm password'].map(
      (label) => [label, (screen.getByLabelText(label) as HTMLInputElement).value],
    );

  it("fills the names, e-mail and mobile number of the home quote's About you, never a password", async () => {
    updateHomeJourney({
      aboutYou: {
        ...ABOUT_YOU_DEFAULTS,
        firstName: 'Siobhán',
        lastName: "O'Brien",
        email: 'siobhan@wallet.test',
        phoneNo: '087 123 4567',
      },
    });
    const { api } = renderApp('/signup/', { accounts: [] });
    await screen.findByLabelText('First name');
    expect(fields()).toEqual([
      ['First name', 'Siobhán'],
      ['Surname', "O'Brien"],
      ['Email address', 'siobhan@wallet.test'],
      ['Mobile number', '087 123 4567'],
      ['Password', ''],
      ['Confirm password', ''],
    ]);

    // The customer may still change what was filled in; the changed details are the ones sent.
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'siobhan.obrien@wallet.test');
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByLabelText('Verification code');
    const signUp = api.requests.filter((request) => request.path === '/api/auth/sign-up').at(-1);
    expect(signUp?.body).toEqual({
      firstName: 'Siobhán',
      lastName: "O'Brien",
      email: 'siobhan.obrien@wallet.test',
      phoneNo: '+353871234567',
      password: STRONG_PASSWORD,
    });
  });

  it("fills the details of the travel quote's About you", async () => {
    updateTravelJourney({
      forms: {
        ...TRAVEL_QUOTE_FORM_DEFAULTS,
        aboutYou: {
          ...TRAVEL_QUOTE_FORM_DEFAULTS.aboutYou,
          firstName: 'Ciara',
          lastName: 'Byrne',
          email: 'ciara@wallet.test',
          phoneNo: '0869876543',
        },
      },
    });
    renderApp('/signup/');
    await screen.findByLabelText('First name');
    expect(fields()).toEqual([
      ['First name', 'Ciara'],
      ['Surname', 'Byrne'],
      ['Email address', 'ciara@wallet.test'],
      ['Mobile number', '0869876543'],
      ['Password', ''],
      ['Confirm password', ''],
    ]);
  });

  it('leaves every field empty when no quote was answered', async () => {
    renderApp('/signup/');
    await screen.findByLabelText('First name');
    expect(fields().every(([, value]) => value === '')).toBe(true);
  });
});

describe('verify email', () => {
  const UNCONFIRMED: TestAccount = { ...CUSTOMER, email: 'new@wallet.test', unconfirmed: true };

  it("is 'Create your account' with the code's messages, resend, and the bad-code message", async () => {
    renderApp('/verifyEmail/', { accounts: [UNCONFIRMED] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summaryLinks()).toEqual(['Email is required', 'Verification code is required']);

    await user.type(screen.getByLabelText('Email address'), 'nobody@wallet.test');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Code' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resendUserNotFound)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), UNCONFIRMED.email);
    await user.click(screen.getByRole('button', { name: 'Resend Verification Code' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resendSuccess)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('link', { name: ACCOUNT_MESSAGES.badVerificationCode }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('111111');
  });

  it('goes on to Log In, which says the e-mail address is verified', async () => {
    // A copy: the test API marks the account it is given as confirmed.
    const { router } = renderApp('/verifyEmail/', { accounts: [{ ...UNCONFIRMED }] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), UNCONFIRMED.email);
    await user.type(screen.getByLabelText('Verification code'), TEST_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const notice = await screen.findByText(ACCOUNT_MESSAGES.emailVerified);
    expect(notice.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue(UNCONFIRMED.email);
  });

  it('Log In opened any other way says nothing of a verification', async () => {
    renderApp('/login', { accounts: [UNCONFIRMED] });
    await screen.findByRole('button', { name: 'Log In' });
    expect(screen.queryByText(ACCOUNT_MESSAGES.emailVerified)).not.toBeInTheDocument();
  });

  it('an account created by an agent goes on to reset its password', async () => {
    const { router } = renderApp('/verifyEmail/', {
      accounts: [{ ...UNCONFIRMED, createdByAgent: true }],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), UNCONFIRMED.email);
    await user.type(screen.getByLabelText('Verification code'), TEST_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resetpassword');
    expect(screen.getByLabelText('Email address')).toHaveValue(UNCONFIRMED.email);
  });
});

describe('reset password', () => {
  it('goes from fresh to code sent to login, with the spec messages', async () => {
    const { router } = renderApp('/resetpassword', { accounts: [CUSTOMER] });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('link', { name: 'Email is required' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email address'), CUSTOMER.email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue(CUSTOMER.email);

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summaryLinks()).toEqual([
      'Verification code: Answer is Required',
      'Please enter a new password',
      'Please confirm new password',
    ]);

    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.type(screen.getByLabelText('New password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByRole('link', { name: ACCOUNT_MESSAGES.badVerificationCode }),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), TEST_CODE);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('button', { name: 'Log In' });
    expect(screen.getByLabelText('Email address')).toHaveValue(CUSTOMER.email);
    expect(screen.getByText(/Your password has been reset/)).toBeInTheDocument();
  });

  it('an unknown e-mail is the user-invalid state; an unverified one gets the Verify email link', async () => {
    renderApp('/resetpassword', {
      accounts: [{ ...CUSTOMER, email: 'new@wallet.test', unconfirmed: true }],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'nobody@wallet.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resendUserNotFound)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('nobody@wallet.test');

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'new@wallet.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetUnverified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify email' })).toHaveAttribute(
      'href',
      '/verifyEmail/',
    );
  });

  it('shows the code-sending state while the code is on its way', async () => {
    renderApp('/resetpassword', { accounts: [CUSTOMER] });
    const answerFromTestApi = globalThis.fetch;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/auth/forgot-password')) await held;
      return answerFromTestApi(input, init);
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), CUSTOMER.email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Sending your code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    release();
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
  });

  it('resetCodeSent=true starts at the code step', async () => {
    renderApp('/resetpassword?resetCodeSent=true');
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });
});

describe('force login', () => {
  const answerTravelAboutYou = (email: string) =>
    updateTravelJourney({
      forms: {
        ...TRAVEL_QUOTE_FORM_DEFAULTS,
        aboutYou: {
          ...TRAVEL_QUOTE_FORM_DEFAULTS.aboutYou,
          firstName: 'Ciara',
          lastName: 'Byrne',
          email,
          phoneNo: '0869876543',
        },
      },
    });

  it("goes straight to Sign Up, filled in, when the quote's e-mail has no account", async () => {
    answerTravelAboutYou('ciara.new@wallet.test');
    rememberForcedLogin({ targetUrl: '/wallet/makePayment/travel', product: 'travel' });
    const { router, api } = renderApp('/customer-login/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/'));
    expect(await screen.findByLabelText('First name')).toHaveValue('Ciara');
    expect(screen.getByLabelText('Email address')).toHaveValue('ciara.new@wallet.test');
    expect(api.requests.find((request) => request.path === '/api/auth/registered')?.body).toEqual({
      email: 'ciara.new@wallet.test',
    });
  });

  it("offers Log In and Sign Up when the quote's e-mail has an account", async () => {
    answerTravelAboutYou(CUSTOMER.email);
    rememberForcedLogin({ targetUrl: '/wallet/makePayment/travel', product: 'travel' });
    const { router } = renderApp('/customer-login/');
    expect(await screen.findByText(/To make a payment you need to be registered/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/customer-login/');
  });

  it('offers both from the home view quote without consent, as home.md 4 has it', async () => {
    updateHomeJourney({
      aboutYou: { ...ABOUT_YOU_DEFAULTS, firstName: 'Siobhán', email: 'siobhan.new@wallet.test' },
    });
    rememberForcedLogin({ targetUrl: '/wallet/makePayment/home', product: 'home' });
    const { router, api } = renderApp('/customer-login/', { flags: { marketing_enabled: false } });
    expect(await screen.findByText(/To make a payment you need to be registered/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/customer-login/');
    expect(api.requests.some((request) => request.path === '/api/auth/registered')).toBe(false);
  });

  it('explains that payment needs the wallet, and login returns to the stored target', async () => {
    rememberForcedLogin({ targetUrl: '/wallet/submitClaim/home' });
    const { router } = renderApp('/customer-login/');
    expect(await screen.findByText(/To make a payment you need to be registered/)).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup/');
    const user = userEvent.setup();
    await user.click(within(main).getByRole('link', { name: 'Log In' }));
    await user.type(await screen.findByLabelText('Email address'), CUSTOMER.email);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Submit a Claim' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet/submitClaim/home');
  });
});

describe('development message viewer', () => {
  it('lists the codes sent to a recipient', async () => {
    const { router } = renderApp('/resetpassword', { accounts: [CUSTOMER] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), CUSTOMER.email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Verification code');

    await router.navigate('/dev/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages sent' })).toBeVisible();
    await user.type(screen.getByLabelText('Recipient'), CUSTOMER.email);
    await user.click(screen.getByRole('button', { name: 'Show messages' }));
    expect(await screen.findByTestId('message-code')).toHaveTextContent(TEST_CODE);
    expect(screen.getByText(`EMAIL to ${CUSTOMER.email},`, { exact: false })).toBeVisible();
    expect(router.state.location.search).toBe('?recipient=demo%40wallet.test');
  });

  it('says so when the viewer is turned off', async () => {
    renderApp('/dev/messages?recipient=demo%40wallet.test', { outboxViewer: false });
    expect(
      await screen.findByText(/The message viewer is turned off on this server/),
    ).toBeInTheDocument();
  });
});
