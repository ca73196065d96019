import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_ERRORS, IDENTITY_FLOW_ERRORS } from '@wallet/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SIGN_IN_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  createTestApp,
  createTestClock,
  latestCode,
  wrongCode,
  type TestApp,
} from '../../test/test-app.js';
import { hashPassword } from '../../lib/passwords.js';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload });

const NEW_PASSWORD = 'Harbour-Lights-42!';

function signUpBody(email: string) {
  return {
    firstName: 'Saoirse',
    lastName: 'Ní Bhriain',
    email,
    phoneNo: '+353851234567',
    password: DEMO_PASSWORD,
  };
}

async function outboxCount(recipient: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dev/messages?recipient=${encodeURIComponent(recipient)}`,
  });
  return response.json().messages.length;
}

describe('sign-up and e-mail verification', () => {
  it('signs up, e-mails a code, refuses sign-in until verified, then verifies and signs in', async () => {
    const email = 'saoirse@example.ie';
    const signUp = await post('/auth/sign-up', signUpBody('Saoirse@Example.ie'));
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toEqual({
      userConfirmed: false,
      codeDeliveryDetails: { destination: 's***@e***', deliveryMedium: 'EMAIL' },
    });
    const user = await t.repositories.users.findByEmail(email);
    expect(user).toMatchObject({
      givenName: 'Saoirse',
      familyName: 'Ní Bhriain',
      phoneNumber: '+353851234567',
      emailVerified: false,
      role: 'customer',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const messages = (
      await t.app.inject({ method: 'GET', url: `/api/dev/messages?recipient=${email}` })
    ).json().messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'EMAIL', recipient: email });
    expect(messages[0].code).toMatch(/^\d{6}$/);
    expect(messages[0].body).toContain(messages[0].code);
    expect(messages[0].body).toContain('valid for 24 hours');

    expect((await post('/auth/sign-in', { email, password: DEMO_PASSWORD })).json()).toEqual(
      IDENTITY_ERRORS.userNotConfirmed,
    );

    const code = messages[0].code as string;
    const wrong = await post('/auth/confirm-sign-up', { email, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });

    const confirmed = await post('/auth/confirm-sign-up', { email, code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ createdByAgent: false });

    // The code is used up; the account is now confirmed.
    expect((await post('/auth/confirm-sign-up', { email, code })).json()).toEqual(
      IDENTITY_FLOW_ERRORS.alreadyConfirmed,
    );

    const signIn = await post('/auth/sign-in', { email, password: DEMO_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ email, given_name: 'Saoirse' });
  });

  it('refuses a second account with the same e-mail', async () => {
    const response = await post('/auth/sign-up', signUpBody(DEMO_ACCOUNTS.customer.email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(IDENTITY_FLOW_ERRORS.usernameExists);
  });

  it("refuses an e-mail of the bank's staff directory, with or without a wallet account, writing nothing", async () => {
    for (const email of [
      'Grainne.OSullivan@wallet.test',
      'padraig.ryan@wallet.test',
      DEMO_ACCOUNTS.superAgent.email,
    ]) {
      const response = await post('/auth/sign-up', signUpBody(email));
      expect(response.statusCode, email).toBe(400);
      expect(response.json(), email).toEqual(IDENTITY_FLOW_ERRORS.staffEmail);
      expect(await outboxCount(email.toLowerCase()), email).toBe(0);
    }
    expect(await t.repositories.users.findByEmail('grainne.osullivan@wallet.test')).toBeUndefined();
    expect(await t.repositories.users.findByEmail('padraig.ryan@wallet.test')).toBeUndefined();
  });

  it('refuses a weak password with InvalidPasswordException and field errors, writing nothing', async () => {
    const email = 'weak@example.ie';
    const response = await post('/auth/sign-up', {
      ...signUpBody(email),
      password: 'Password123!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      name: 'InvalidPasswordException',
      message: expect.stringMatching(/too common/),
      fieldErrors: { password: [expect.stringMatching(/too common/)] },
    });
    expect(await t.repositories.users.findByEmail(email)).toBeUndefined();
    expect(await outboxCount(email)).toBe(0);
  });

  it('refuses bad fields with InvalidParameterException and the spec messages', async () => {
    const email = 'badfields@example.ie';
    const response = await post('/auth/sign-up', {
      ...signUpBody(email),
      firstName: 'S4oirse',
      phoneNo: '087123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'InvalidParameterException',
      fieldErrors: {
        firstName: ['Numbers and symbols are not permitted at this time'],
        phoneNo: ['Please enter a valid mobile number'],
      },
    });
    expect(await t.repositories.users.findByEmail(email)).toBeUndefined();
    const empty = await post('/auth/sign-up', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
      'phoneNo',
    ]);
  });

  it('resends a code: the new one works, the earlier one no longer does', async () => {
    const email = 'resend@example.ie';
    await post('/auth/sign-up', signUpBody(email));
    const first = await latestCode(t.app, email);
    const resent = await post('/auth/resend-sign-up-code', { email });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      codeDeliveryDetails: { destination: 'r***@e***', deliveryMedium: 'EMAIL' },
    });
    const second = await latestCode(t.app, email);
    if (first !== second) {
      expect((await post('/auth/confirm-sign-up', { email, code: first })).json().name).toBe(
        'CodeMismatchException',
      );
    }
    expect((await post('/auth/confirm-sign-up', { email, code: second })).statusCode).toBe(200);
    expect((await post('/auth/resend-sign-up-code', { email })).json()).toMatchObject({
      name: 'InvalidParameterException',
    });
  });

  it('answers UserNotFoundException to a resend, a confirmation or a reset for an unknown e-mail', async () => {
    for (const [url, body] of [
      ['/auth/resend-sign-up-code', { email: 'nobody@example.ie' }],
      ['/auth/confirm-sign-up', { email: 'nobody@example.ie', code: '123456' }],
      ['/auth/forgot-password', { email: 'nobody@example.ie' }],
      [
        '/auth/confirm-forgot-password',
        { email: 'nobody@example.ie', code: '123456', password: NEW_PASSWORD },
      ],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(IDENTITY_FLOW_ERRORS.userNotFound);
    }
  });

  it('limits e-mailed codes to five an hour', async () => {
    const email = 'flood@example.ie';
    await post('/auth/sign-up', signUpBody(email)); // the first code
    for (let resend = 2; resend <= 5; resend += 1) {
      expect((await post('/auth/resend-sign-up-code', { email })).statusCode).toBe(200);
    }
    expect((await post('/auth/resend-sign-up-code', { email })).json()).toEqual(
      IDENTITY_FLOW_ERRORS.limitExceeded,
    );
    clock.advanceMinutes(61);
    expect((await post('/auth/resend-sign-up-code', { email })).statusCode).toBe(200);
  });

  it('refuses a sign-up code after 24 hours', async () => {
    const email = 'late@example.ie';
    await post('/auth/sign-up', signUpBody(email));
    const code = await latestCode(t.app, email);
    clock.advanceMinutes(24 * 60 + 1);
    expect((await post('/auth/confirm-sign-up', { email, code })).json()).toEqual(
      IDENTITY_FLOW_ERRORS.expiredCode,
    );
  });

  it('ends a code after five wrong tries, even for the right code', async () => {
    const email = 'guesser@example.ie';
    await post('/auth/sign-up', signUpBody(email));
    const code = await latestCode(t.app, email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await post('/auth/confirm-sign-up', { email, code: wrongCode(code) })).json().name,
      ).toBe('CodeMismatchException');
    }
    expect((await post('/auth/confirm-sign-up', { email, code })).json()).toEqual(
      IDENTITY_FLOW_ERRORS.limitExceeded,
    );
  });

  it('tells the app when an agent created the account, so it sends the customer to reset', async () => {
    const email = 'made-by-agent@example.ie';
    await t.repositories.users.create({
      email,
      givenName: 'Pádraig',
      familyName: 'Ryan',
      passwordHash: await hashPassword('Generated-Pw-1!'),
      createdByAgent: true,
    });
    await post('/auth/resend-sign-up-code', { email });
    const confirmed = await post('/auth/confirm-sign-up', {
      email,
      code: await latestCode(t.app, email),
    });
    expect(confirmed.json()).toEqual({ createdByAgent: true });
    expect((await post('/auth/sign-in', { email, password: 'Generated-Pw-1!' })).json()).toEqual(
      IDENTITY_ERRORS.passwordResetRequired,
    );
  });
});

describe('forgotten password', () => {
  it('resets with the e-mailed code; the old password and every session end', async () => {
    const email = 'resetme@example.ie';
    await post('/auth/sign-up', signUpBody(email));
    await post('/auth/confirm-sign-up', { email, code: await latestCode(t.app, email) });
    const before = await post('/auth/sign-in', { email, password: DEMO_PASSWORD });
    const oldRefresh = before.cookies.find((cookie) => cookie.name === 'wallet_refresh')!.value;

    const forgot = await post('/auth/forgot-password', { email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({
      codeDeliveryDetails: { destination: 'r***@e***', deliveryMedium: 'EMAIL' },
    });
    const code = await latestCode(t.app, email);

    const mismatch = await post('/auth/confirm-forgot-password', {
      email,
      code: wrongCode(code),
      password: NEW_PASSWORD,
    });
    expect(mismatch.json()).toEqual(IDENTITY_FLOW_ERRORS.codeMismatch);

    const weak = await post('/auth/confirm-forgot-password', { email, code, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().name).toBe('InvalidPasswordException');

    const reset = await post('/auth/confirm-forgot-password', {
      email,
      code,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({});

    // The code works once.
    expect(
      (
        await post('/auth/confirm-forgot-password', { email, code, password: 'Another-Pass-77!' })
      ).json(),
    ).toEqual(IDENTITY_FLOW_ERRORS.expiredCode);

    expect((await post('/auth/sign-in', { email, password: DEMO_PASSWORD })).json()).toEqual(
      IDENTITY_ERRORS.notAuthorized,
    );
    expect((await post('/auth/sign-in', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { wallet_refresh: oldRefresh },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses a reset code after an hour', async () => {
    const email = DEMO_ACCOUNTS.newCustomer.email;
    await post('/auth/forgot-password', { email });
    const code = await latestCode(t.app, email);
    clock.advanceMinutes(61);
    expect(
      (await post('/auth/confirm-forgot-password', { email, code, password: NEW_PASSWORD })).json(),
    ).toEqual(IDENTITY_FLOW_ERRORS.expiredCode);
  });

  it('a sign-up code cannot reset a password (codes are bound to their purpose)', async () => {
    const email = 'purpose@example.ie';
    await post('/auth/sign-up', signUpBody(email));
    const signUpCode = await latestCode(t.app, email);
    await t.repositories.users.update(
      (await t.repositories.users.findByEmail(email))!.id,
      { emailVerified: true },
      clock.now(),
    );
    await post('/auth/forgot-password', { email });
    const resetCode = await latestCode(t.app, email);
    if (signUpCode !== resetCode) {
      expect(
        (
          await post('/auth/confirm-forgot-password', {
            email,
            code: signUpCode,
            password: NEW_PASSWORD,
          })
        ).json(),
      ).toEqual(IDENTITY_FLOW_ERRORS.codeMismatch);
    }
  });

  it('refuses a reset for an unverified account with InvalidParameterException', async () => {
    const response = await post('/auth/forgot-password', {
      email: DEMO_SIGN_IN_ACCOUNTS.unverified.email,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(IDENTITY_FLOW_ERRORS.unverifiedForReset);
  });

  it('lets the legacy and agent-created accounts in once they have reset their password', async () => {
    for (const account of [DEMO_SIGN_IN_ACCOUNTS.legacy, DEMO_SIGN_IN_ACCOUNTS.agentCreated]) {
      const { email } = account;
      expect((await post('/auth/sign-in', { email, password: DEMO_PASSWORD })).json()).toEqual(
        IDENTITY_ERRORS.passwordResetRequired,
      );
      await post('/auth/forgot-password', { email });
      const code = await latestCode(t.app, email);
      expect(
        (await post('/auth/confirm-forgot-password', { email, code, password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(200);
      const signIn = await post('/auth/sign-in', { email, password: NEW_PASSWORD });
      expect(signIn.statusCode, email).toBe(200);
      expect(signIn.json().accessToken).toBeDefined();
    }
  });
});
