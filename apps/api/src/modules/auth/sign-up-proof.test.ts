import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.js';
import { hashPassword } from '../../lib/passwords.js';
import {
  createTestApp,
  createTestClock,
  latestCode,
  wrongCode,
  type TestApp,
} from '../../test/test-app.js';
import { SIGN_UP_PROOF_COOKIE, SIGN_UP_PROOF_COOKIE_PATH } from './sign-up-proof.js';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t?.close());

type Cookies = Record<string, string>;

const post = (url: string, payload: object, cookies: Cookies = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, cookies });

function signUpBody(email: string, firstName = 'Niamh') {
  return {
    firstName,
    lastName: 'Ó Súilleabháin',
    email,
    phoneNo: '+353877654321',
    password: DEMO_PASSWORD,
  };
}

/** Signs up and answers the proof cookie the browser would keep. */
async function signUp(email: string, firstName?: string): Promise<Cookies> {
  const response = await post('/auth/sign-up', signUpBody(email, firstName));
  expect(response.statusCode).toBe(200);
  const proof = response.cookies.find((cookie) => cookie.name === SIGN_UP_PROOF_COOKIE);
  expect(proof).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: SIGN_UP_PROOF_COOKIE_PATH,
    maxAge: 30 * 60,
  });
  // The password itself never travels back: the cookie is a signed token naming the account.
  expect(proof!.value).not.toContain(DEMO_PASSWORD);
  return { [SIGN_UP_PROOF_COOKIE]: proof!.value };
}

const refreshCookieOf = (response: Awaited<ReturnType<typeof post>>) =>
  response.cookies.find((cookie) => cookie.name === 'wallet_refresh');

describe('signed in by the e-mail code in the browser that signed up (decision 0029)', () => {
  it('confirms and signs in with the proof: a session, its cookies, the proof cleared', async () => {
    const email = 'niamh.proof@example.ie';
    const cookies = await signUp(email);
    const code = await latestCode(t.app, email);

    const wrong = await post('/auth/confirm-sign-up', { email, code: wrongCode(code) }, cookies);
    expect(wrong.statusCode).toBe(400);
    // A wrong code keeps the proof: the customer may try the right one.
    expect(wrong.cookies.find((cookie) => cookie.name === SIGN_UP_PROOF_COOKIE)).toBeUndefined();

    const confirmed = await post('/auth/confirm-sign-up', { email, code }, cookies);
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body.createdByAgent).toBe(false);
    expect(body.signIn).toMatchObject({ user: { email, given_name: 'Niamh' } });
    expect(typeof body.signIn.accessToken).toBe('string');
    expect(refreshCookieOf(confirmed)?.value).toBeTruthy();
    const cleared = confirmed.cookies.find((cookie) => cookie.name === SIGN_UP_PROOF_COOKIE);
    expect(cleared?.value).toBe('');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.signIn.accessToken}` },
    });
    expect(me.json()).toMatchObject({ email });
  });

  it('never signs in without the proof: the confirmation answers as before', async () => {
    const email = 'no.proof@example.ie';
    await signUp(email);
    const confirmed = await post('/auth/confirm-sign-up', {
      email,
      code: await latestCode(t.app, email),
    });
    expect(confirmed.json()).toEqual({ createdByAgent: false });
    expect(refreshCookieOf(confirmed)).toBeUndefined();
  });

  it("never signs in with another account's proof", async () => {
    const mine = await signUp('proof.owner@example.ie');
    await signUp('proof.other@example.ie');
    const email = 'proof.other@example.ie';
    const confirmed = await post(
      '/auth/confirm-sign-up',
      { email, code: await latestCode(t.app, email) },
      mine,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ createdByAgent: false });
  });

  it('never signs in after the proof has expired (30 minutes)', async () => {
    const email = 'late.proof@example.ie';
    const cookies = await signUp(email);
    const code = await latestCode(t.app, email);
    clock.advanceMinutes(31);
    const confirmed = await post('/auth/confirm-sign-up', { email, code }, cookies);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ createdByAgent: false });
  });

  it('never signs in once the password has changed since the sign-up', async () => {
    const email = 'changed.proof@example.ie';
    const cookies = await signUp(email);
    const user = await t.repositories.users.findByEmail(email);
    await t.repositories.users.setPassword(
      user!.id,
      await hashPassword('Other-Pass-1234!'),
      clock.now(),
    );
    const confirmed = await post(
      '/auth/confirm-sign-up',
      { email, code: await latestCode(t.app, email) },
      cookies,
    );
    expect(confirmed.json()).toEqual({ createdByAgent: false });
  });

  it('a forged or altered proof counts for nothing', async () => {
    const email = 'forged.proof@example.ie';
    const cookies = await signUp(email);
    const token = cookies[SIGN_UP_PROOF_COOKIE]!;
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const confirmed = await post(
      '/auth/confirm-sign-up',
      { email, code: await latestCode(t.app, email) },
      { [SIGN_UP_PROOF_COOKIE]: altered },
    );
    expect(confirmed.json()).toEqual({ createdByAgent: false });
  });
});

describe('the profile from the sign-up (car-travel-payment.md 2, platform.md 7)', () => {
  it('is created at verification with the first name given, which the wallet greets', async () => {
    const email = 'greeting@example.ie';
    const cookies = await signUp(email, 'Gráinne');
    const confirmed = await post(
      '/auth/confirm-sign-up',
      { email, code: await latestCode(t.app, email) },
      cookies,
    );
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile',
      headers: { authorization: `Bearer ${confirmed.json().signIn.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      first_name: 'Gráinne',
      last_name: 'Ó Súilleabháin',
      phone: '0877654321',
      default_response: false,
    });
  });

  it('leaves a profile that already exists as it is', async () => {
    const email = 'kept.profile@example.ie';
    await signUp(email, 'Aisling');
    const user = await t.repositories.users.findByEmail(email);
    await t.repositories.profiles.upsert({ userId: user!.id, firstName: 'Ash', lastName: 'Kept' });
    await post('/auth/confirm-sign-up', { email, code: await latestCode(t.app, email) });
    expect(await t.repositories.profiles.findByUserId(user!.id)).toMatchObject({
      firstName: 'Ash',
      lastName: 'Kept',
    });
  });
});
