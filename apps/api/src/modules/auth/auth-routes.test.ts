import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_ERRORS, LOGIN_VALIDATION_MESSAGES, SESSION_HINT_COOKIE } from '@wallet/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SIGN_IN_ACCOUNTS } from '../../demo/demo-accounts.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashRefreshToken } from './tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signInRequest = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: payload as object });

const refreshWith = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { wallet_refresh: refreshToken },
  });

describe('POST /api/auth/sign-in', () => {
  it('signs in with the right password, answering a bearer token and setting the refresh cookie', async () => {
    const response = await signInRequest({ email: 'Demo@Wallet.test ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      expiresIn: 900,
      user: {
        email: 'demo@wallet.test',
        given_name: 'Aoife',
        family_name: 'Murphy',
        role: 'customer',
      },
    });
    expect(body.accessToken.split('.')).toHaveLength(3);
    const cookie = response.cookies.find((c) => c.name === 'wallet_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    // Not Secure outside production, so it works over plain http on a developer's machine.
    expect(cookie?.secure).toBeFalsy();

    const stored = await t.repositories.refreshSessions.findByTokenHash(
      hashRefreshToken(cookie!.value),
    );
    expect(stored?.tokenHash).toBe(hashRefreshToken(cookie!.value));
    expect(stored?.tokenHash).not.toBe(cookie!.value);
  });

  it('sets the session hint beside the refresh cookie: readable by the app, expiring with it, no secret', async () => {
    const response = await signInRequest({ email: 'demo@wallet.test', password: DEMO_PASSWORD });
    const refresh = response.cookies.find((c) => c.name === 'wallet_refresh');
    const hint = response.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    // Lax: sent with a page opened from a link on another site, so that page is the customer's.
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires?.getTime()).toBe(refresh?.expires?.getTime());
  });

  it('answers NotAuthorizedException for a wrong password', async () => {
    const response = await signInRequest({
      email: 'new@wallet.test',
      password: 'Wrong-password-123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('answers UserNotFoundException for an unknown e-mail', async () => {
    const response = await signInRequest({ email: 'nobody@wallet.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: 'UserNotFoundException',
      message: 'User does not exist.',
    });
  });

  it('rejects a malformed body with field errors in the spec words', async () => {
    const response = await signInRequest({ email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      fieldErrors: {
        email: [LOGIN_VALIDATION_MESSAGES.emailInvalid],
        password: [LOGIN_VALIDATION_MESSAGES.passwordTooShort],
      },
    });
  });

  it('locks the account after five wrong passwords, even for the right one', async () => {
    const email = 'lockme@wallet.test';
    await t.repositories.users.create({
      email,
      givenName: 'Seán',
      familyName: 'Ó Briain',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerified: true,
    });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await signInRequest({ email, password: 'Wrong-password-123' });
      expect(response.json()).toEqual(IDENTITY_ERRORS.notAuthorized);
    }
    const fifth = await signInRequest({ email, password: 'Wrong-password-123' });
    expect(fifth.json()).toEqual(IDENTITY_ERRORS.attemptsExceeded);
    const rightPassword = await signInRequest({ email, password: DEMO_PASSWORD });
    expect(rightPassword.statusCode).toBe(400);
    expect(rightPassword.json()).toEqual(IDENTITY_ERRORS.attemptsExceeded);
  });

  it('refuses an unverified account after a correct password', async () => {
    const email = DEMO_SIGN_IN_ACCOUNTS.unverified.email;
    expect((await signInRequest({ email, password: 'Wrong-password-123' })).json()).toEqual(
      IDENTITY_ERRORS.notAuthorized,
    );
    const response = await signInRequest({ email, password: DEMO_PASSWORD });
    expect(response.json()).toEqual(IDENTITY_ERRORS.userNotConfirmed);
  });

  it('asks an account created by an agent, which has no password yet, to reset it', async () => {
    const email = 'byagent@wallet.test';
    await t.repositories.users.create({
      email,
      givenName: 'Liam',
      familyName: 'Doyle',
      createdByAgent: true,
      emailVerified: true,
    });
    const response = await signInRequest({ email, password: DEMO_PASSWORD });
    expect(response.json()).toEqual(IDENTITY_ERRORS.passwordResetRequired);
  });
});

describe('refresh and sign-out', () => {
  it('rotates the refresh token: the new one works, the old one no longer does', async () => {
    const session = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    const refreshed = await refreshWith(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.email).toBe('demo@wallet.test');
    const rotated = refreshed.cookies.find((c) => c.name === 'wallet_refresh')!.value;
    expect(rotated).not.toBe(session.refreshToken);
    expect(refreshed.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('1');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${refreshed.json().accessToken}` },
    });
    expect(me.statusCode).toBe(200);

    // Replaying the old token is treated as theft: it fails and ends the rotated session too.
    expect((await refreshWith(session.refreshToken)).statusCode).toBe(401);
    expect((await refreshWith(rotated)).statusCode).toBe(401);
  });

  it('answers 401 without a refresh cookie or with an unknown one, clearing the session hint', async () => {
    const withoutCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [SESSION_HINT_COOKIE]: '1' },
    });
    const unknown = await refreshWith('made-up-token');
    for (const response of [withoutCookie, unknown]) {
      expect(response.statusCode).toBe(401);
      const hint = response.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
      expect(hint).toMatchObject({ value: '', path: '/' });
    }
  });

  it('signs out: 204, the cookie is cleared and the refresh token is useless afterwards', async () => {
    const session = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { wallet_refresh: session.refreshToken },
    });
    expect(signOut.statusCode).toBe(204);
    const cleared = signOut.cookies.find((c) => c.name === 'wallet_refresh');
    expect(cleared?.value).toBe('');
    expect(signOut.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('');
    expect((await refreshWith(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const session = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'agent@wallet.test', role: 'agent' });
  });

  it('answers 401 to an anonymous caller and to a forged or altered token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const session = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    const [header, payload, signature] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const elevated = Buffer.from(JSON.stringify({ ...claims, role: 'super_agent' })).toString(
      'base64url',
    );
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${header}.${elevated}.${signature}` },
    });
    expect(forged.statusCode).toBe(401);
  });
});
