/**
 * An access token lives 15 minutes, but a sign-out, a password reset or a reused refresh token
 * ends it at once, with every other token of the same sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { createTestApp, latestCode, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const me = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

const refreshWith = async (refreshToken: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { wallet_refresh: refreshToken },
  });
  return {
    statusCode: response.statusCode,
    accessToken: response.statusCode === 200 ? (response.json().accessToken as string) : '',
    refreshToken: response.cookies.find((cookie) => cookie.name === 'wallet_refresh')?.value ?? '',
  };
};

describe('ending a sign-in ends its access tokens at once', () => {
  it('sign-out by the refresh cookie ends the access tokens of every rotation', async () => {
    const first = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    const rotated = await refreshWith(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect((await me(first.accessToken)).statusCode).toBe(200);
    expect((await me(rotated.accessToken)).statusCode).toBe(200);
    // Another sign-in of the same customer (another device) is not touched.
    const otherDevice = await signIn(t.app, DEMO_ACCOUNTS.customer.email);

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { wallet_refresh: rotated.refreshToken },
    });
    expect(signOut.statusCode).toBe(204);

    expect((await me(first.accessToken)).statusCode).toBe(401);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(otherDevice.accessToken)).statusCode).toBe(200);
  });

  it('sign-out by the bearer token alone ends that sign-in too', async () => {
    const session = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: session.headers,
    });
    expect(signOut.statusCode).toBe(204);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(session.refreshToken)).statusCode).toBe(401);
  });

  it('a password reset ends every sign-in of the account', async () => {
    const email = DEMO_ACCOUNTS.newCustomer.email;
    const phone = await signIn(t.app, email);
    const laptop = await signIn(t.app, email);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-forgot-password',
      payload: { email, code: await latestCode(t.app, email), password: 'Harbour-Lights-42!' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(laptop.refreshToken)).statusCode).toBe(401);
    // The new password starts a sign-in that works.
    const again = await signIn(t.app, email, 'Harbour-Lights-42!');
    expect((await me(again.accessToken)).statusCode).toBe(200);
  });

  it("a reused refresh token ends the sign-in: the thief's and the owner's access alike", async () => {
    const session = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
    const owner = await refreshWith(session.refreshToken);
    expect(owner.statusCode).toBe(200);
    // The old refresh token presented again: it was copied.
    expect((await refreshWith(session.refreshToken)).statusCode).toBe(401);
    expect((await me(owner.accessToken)).statusCode).toBe(401);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(owner.refreshToken)).statusCode).toBe(401);
  });
});
