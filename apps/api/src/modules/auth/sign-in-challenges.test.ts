import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_ERRORS, IDENTITY_FLOW_ERRORS } from '@wallet/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SIGN_IN_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  createTestApp,
  createTestClock,
  latestCode,
  signIn,
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

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const signInRequest = (email: string, password = DEMO_PASSWORD) =>
  post('/auth/sign-in', { email, password });
const refreshCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'wallet_refresh')?.value;

const MFA = DEMO_SIGN_IN_ACCOUNTS.mfa;

describe('sign-in with an SMS code', () => {
  it('answers an SMS_MFA challenge with the masked number and texts a 6-digit code', async () => {
    const response = await signInRequest(MFA.email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      challengeName: 'SMS_MFA',
      session: expect.any(String),
      challengeParameters: {
        CODE_DELIVERY_DESTINATION: '*******67',
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
      },
    });
    expect(refreshCookieOf(response)).toBeUndefined();
    const sms = (
      await t.app.inject({ method: 'GET', url: `/api/dev/messages?recipient=0871234567` })
    ).json().messages[0];
    expect(sms).toMatchObject({ channel: 'SMS', recipient: MFA.phoneNumber, subject: null });
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.body).toContain('expires in 3 minutes');
  });

  it('signs in with the right code, once; a wrong code is CodeMismatchException', async () => {
    const { session } = (await signInRequest(MFA.email)).json();
    const code = await latestCode(t.app, MFA.phoneNumber);
    const wrong = await post('/auth/respond-to-challenge', {
      challengeName: 'SMS_MFA',
      session,
      code: wrongCode(code),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(IDENTITY_FLOW_ERRORS.codeMismatch);

    const right = await post('/auth/respond-to-challenge', {
      challengeName: 'SMS_MFA',
      session,
      code,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ user: { email: MFA.email }, expiresIn: 900 });
    expect(refreshCookieOf(right)).toBeTruthy();

    const replay = await post('/auth/respond-to-challenge', {
      challengeName: 'SMS_MFA',
      session,
      code,
    });
    expect(replay.json()).toEqual(IDENTITY_FLOW_ERRORS.expiredCode);
  });

  it('ends the challenge after three minutes', async () => {
    const { session } = (await signInRequest(MFA.email)).json();
    const code = await latestCode(t.app, MFA.phoneNumber);
    clock.advanceMinutes(3.5);
    const late = await post('/auth/respond-to-challenge', {
      challengeName: 'SMS_MFA',
      session,
      code,
    });
    expect(late.json()).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('ends the SMS code after five wrong tries', async () => {
    const { session } = (await signInRequest(MFA.email)).json();
    const code = await latestCode(t.app, MFA.phoneNumber);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await post('/auth/respond-to-challenge', {
        challengeName: 'SMS_MFA',
        session,
        code: wrongCode(code),
      });
    }
    const right = await post('/auth/respond-to-challenge', {
      challengeName: 'SMS_MFA',
      session,
      code,
    });
    expect(right.json()).toEqual(IDENTITY_FLOW_ERRORS.limitExceeded);
  });

  it('refuses a forged or altered challenge session', async () => {
    const { session } = (await signInRequest(MFA.email)).json();
    for (const forged of ['not-a-token', `${session}x`]) {
      const response = await post('/auth/respond-to-challenge', {
        challengeName: 'SMS_MFA',
        session: forged,
        code: '123456',
      });
      expect(response.json()).toEqual(IDENTITY_FLOW_ERRORS.sessionExpired);
    }
  });

  it('refuses a bad answer body with field errors', async () => {
    const response = await post('/auth/respond-to-challenge', {
      challengeName: 'SMS_MFA',
      session: 'x',
      code: '12345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'InvalidParameterException',
      fieldErrors: { code: ['Requires 6 digit code'] },
    });
  });
});

describe('a verified number is the second factor: the password alone cannot move it', () => {
  const attackerNumber = '0851239876';

  it('refuses another number during the challenge, texts nothing to it, and the owner signs in as before', async () => {
    const { session } = (await signInRequest(MFA.email)).json();
    const ownersCode = await latestCode(t.app, MFA.phoneNumber);

    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/update_phone_number',
      payload: { user_name: MFA.email, phone_number: '+353851239876', session },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual(IDENTITY_FLOW_ERRORS.verifiedNumberLocked);
    const toAttacker = await t.app.inject({
      method: 'GET',
      url: `/api/dev/messages?recipient=${attackerNumber}`,
    });
    expect(toAttacker.json().messages).toEqual([]);
    expect(await t.repositories.users.findByEmail(MFA.email)).toMatchObject({
      phoneNumber: MFA.phoneNumber,
      phoneVerified: true,
    });

    // The challenge is untouched: the code sent to the owner's number still signs in.
    const done = await post('/auth/respond-to-challenge', {
      challengeName: 'SMS_MFA',
      session,
      code: ownersCode,
    });
    expect(done.statusCode).toBe(200);
    expect((await t.repositories.users.findByEmail(MFA.email))!.phoneNumber).toBe(MFA.phoneNumber);
  });
});

describe('mobile number step: MFA on, number not yet verified', () => {
  const account = DEMO_SIGN_IN_ACCOUNTS.mfaUnverified;
  const newNumber = '0899876543';

  it('sends the code to a new number, which becomes the account number once the code is back', async () => {
    const verifiedBefore = await post('/verified', { email: account.email });
    expect(verifiedBefore.json()).toEqual({ mfa_enabled: true, number_verified: false });

    const { session } = (await signInRequest(account.email)).json();
    const firstCode = await latestCode(t.app, account.phoneNumber);

    const wrongUser = await t.app.inject({
      method: 'PUT',
      url: '/api/update_phone_number',
      payload: { user_name: MFA.email, phone_number: '+353899876543', session },
    });
    expect(wrongUser.json()).toEqual(IDENTITY_FLOW_ERRORS.sessionExpired);

    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/update_phone_number',
      payload: { user_name: account.email, phone_number: '+353899876543', session },
    });
    expect(updated.statusCode).toBe(200);
    const body = updated.json();
    expect(body).toMatchObject({
      message: expect.any(String),
      challengeParameters: { CODE_DELIVERY_DESTINATION: '*******43' },
    });
    const newCode = await latestCode(t.app, newNumber);

    // Not saved yet: only a code that reached the new phone proves it.
    expect((await t.repositories.users.findByEmail(account.email))!.phoneNumber).toBe(
      account.phoneNumber,
    );
    if (firstCode !== newCode) {
      const old = await post('/auth/respond-to-challenge', {
        challengeName: 'SMS_MFA',
        session: body.session,
        code: firstCode,
      });
      expect(old.json()).toEqual(IDENTITY_FLOW_ERRORS.codeMismatch);
    }
    // The first challenge's session named the replaced code: it no longer works.
    expect(
      (
        await post('/auth/respond-to-challenge', {
          challengeName: 'SMS_MFA',
          session,
          code: newCode,
        })
      ).json(),
    ).toEqual(IDENTITY_FLOW_ERRORS.expiredCode);

    const done = await post('/auth/respond-to-challenge', {
      challengeName: 'SMS_MFA',
      session: body.session,
      code: newCode,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(account.email);
    const user = await t.repositories.users.findByEmail(account.email);
    expect(user).toMatchObject({ phoneNumber: '+353899876543', phoneVerified: true });
    // The number that stops receiving codes is told, with the new one masked.
    const toldOld = (
      await t.app.inject({
        method: 'GET',
        url: `/api/dev/messages?recipient=${account.phoneNumber.replace('+353', '0')}`,
      })
    ).json().messages[0];
    expect(toldOld).toMatchObject({ channel: 'SMS', recipient: account.phoneNumber });
    expect(toldOld.body).toContain('*******43');
    expect(toldOld.body).toContain('1890 604 604');
    expect((await post('/verified', { email: account.email })).json()).toEqual({
      mfa_enabled: true,
      number_verified: true,
    });
  });

  it('refuses to update the number without a live challenge', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/update_phone_number',
      payload: { user_name: account.email, phone_number: '0861112223', session: 'nothing' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(IDENTITY_FLOW_ERRORS.sessionExpired);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/update_phone_number',
      payload: { user_name: account.email, phone_number: '0161112223', session: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.phone_number).toEqual(['Please enter a valid mobile number']);
  });
});

describe('POST /api/verified', () => {
  it('answers both flags of a known account, and false for anything else, never an error', async () => {
    expect((await post('/verified', { email: MFA.email })).json()).toEqual({
      mfa_enabled: true,
      number_verified: true,
    });
    expect((await post('/verified', { email: DEMO_ACCOUNTS.customer.email })).json()).toEqual({
      mfa_enabled: false,
      number_verified: true,
    });
    for (const body of [{ email: 'nobody@wallet.test' }, { email: 'not-an-email' }, {}]) {
      const response = await post('/verified', body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ mfa_enabled: false, number_verified: false });
    }
  });
});

describe('new password required', () => {
  const account = DEMO_SIGN_IN_ACCOUNTS.newPassword;

  it('sets a new password once and signs in', async () => {
    const challenge = (await signInRequest(account.email)).json();
    expect(challenge).toEqual({
      challengeName: 'NEW_PASSWORD_REQUIRED',
      session: expect.any(String),
    });

    const weak = await post('/auth/respond-to-challenge', {
      challengeName: 'NEW_PASSWORD_REQUIRED',
      session: challenge.session,
      newPassword: 'Password123!',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().name).toBe('InvalidPasswordException');

    const done = await post('/auth/respond-to-challenge', {
      challengeName: 'NEW_PASSWORD_REQUIRED',
      session: challenge.session,
      newPassword: 'Granite-Shore-81!',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(account.email);
    expect(refreshCookieOf(done)).toBeTruthy();

    const again = await post('/auth/respond-to-challenge', {
      challengeName: 'NEW_PASSWORD_REQUIRED',
      session: challenge.session,
      newPassword: 'Another-Choice-55!',
    });
    expect(again.json()).toEqual(IDENTITY_FLOW_ERRORS.sessionExpired);
    expect(
      (await signInRequest(account.email, 'Granite-Shore-81!')).json().accessToken,
    ).toBeDefined();
  });

  it('goes on to the SMS code when the account has MFA on', async () => {
    const email = 'temp-mfa@wallet.test';
    await t.repositories.users.create({
      email,
      givenName: 'Fionn',
      familyName: 'Burke',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerified: true,
      passwordChangeRequired: true,
      mfaEnabled: true,
      phoneVerified: true,
      phoneNumber: '+353831112233',
    });
    const { session } = (await signInRequest(email)).json();
    const next = await post('/auth/respond-to-challenge', {
      challengeName: 'NEW_PASSWORD_REQUIRED',
      session,
      newPassword: 'Granite-Shore-81!',
    });
    expect(next.json()).toMatchObject({
      challengeName: 'SMS_MFA',
      challengeParameters: { CODE_DELIVERY_DESTINATION: '*******33' },
    });
  });
});

describe('preferred MFA', () => {
  it('turns SMS codes on for the signed-in user; the next sign-in asks for one', async () => {
    const email = 'prefers-mfa@wallet.test';
    await t.repositories.users.create({
      email,
      givenName: 'Aisling',
      familyName: 'Power',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerified: true,
      phoneVerified: true,
      phoneNumber: '+353871110000',
    });
    const session = await signIn(t.app, email);
    const set = await post('/auth/set-preferred-mfa', { smsMfa: true }, session.headers);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ mfa_enabled: true });
    expect((await signInRequest(email)).json().challengeName).toBe('SMS_MFA');
    expect((await post('/auth/set-preferred-mfa', { smsMfa: true })).statusCode).toBe(401);
    expect(
      (await post('/auth/set-preferred-mfa', { smsMfa: 'yes' }, session.headers)).statusCode,
    ).toBe(400);
  });
});

describe('lockout', () => {
  it('locks for 1 minute after five failures, doubling with each further failure, up to 15', async () => {
    const email = 'lockout@wallet.test';
    const user = await t.repositories.users.create({
      email,
      givenName: 'Tadhg',
      familyName: 'Moran',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerified: true,
    });
    const wrong = () => signInRequest(email, 'Wrong-Password-1!');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await wrong()).json()).toEqual(IDENTITY_ERRORS.notAuthorized);
    }
    expect((await wrong()).json()).toEqual(IDENTITY_ERRORS.attemptsExceeded);
    const lockedFor = async () => {
      const row = await t.repositories.users.findById(user.id);
      return (row!.lockedUntil!.getTime() - clock.now().getTime()) / 60_000;
    };
    expect(await lockedFor()).toBeCloseTo(1);
    expect((await signInRequest(email)).json()).toEqual(IDENTITY_ERRORS.attemptsExceeded);

    // Released after a minute; the sixth failure locks for 2 minutes.
    clock.advanceMinutes(1);
    expect((await wrong()).json()).toEqual(IDENTITY_ERRORS.attemptsExceeded);
    expect(await lockedFor()).toBeCloseTo(2);
    clock.advanceMinutes(1.5);
    expect((await signInRequest(email)).json()).toEqual(IDENTITY_ERRORS.attemptsExceeded);
    clock.advanceMinutes(0.5);
    const released = await signInRequest(email);
    expect(released.statusCode).toBe(200);
    expect((await t.repositories.users.findById(user.id))!.failedSignInCount).toBe(0);

    // Failures keep doubling the lock, never beyond 15 minutes.
    await t.repositories.users.update(user.id, { failedSignInCount: 12 }, clock.now());
    expect((await wrong()).json()).toEqual(IDENTITY_ERRORS.attemptsExceeded);
    expect(await lockedFor()).toBeCloseTo(15);
    clock.advanceMinutes(15);
    expect((await signInRequest(email)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('issues a new refresh token on every sign-in', async () => {
    const first = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    const second = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    expect(first.refreshToken).not.toBe(second.refreshToken);
    expect(first.accessToken).toBeTruthy();
  });
});
