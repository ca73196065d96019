/**
 * The local staff directory's own edges, on the real database: what it answers to input the
 * database cannot store, where its discovery document says its endpoints are, how its cookies are
 * marked at an https origin, and how its sign-in page stops a guessed password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../../adapters/staff-directory/demo-staff.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { createStaffBrowser, TEST_ORIGIN } from '../../test/staff-sign-on-browser.js';
import {
  createTestApp,
  createTestClock,
  TEST_STAFF_SSO_CLIENT_SECRET,
  type TestApp,
} from '../../test/test-app.js';
import { UNSTORABLE_TEXT_MESSAGE } from '../../plugins/input-guard.js';
import { STAFF_DIRECTORY_TEXTS } from './staff-directory-pages.js';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await t.app.repositories.flags.set('agent_enabled', true);
});
afterAll(async () => t?.close());

const clientAuthorization = `Basic ${Buffer.from(`insurance-wallet:${TEST_STAFF_SSO_CLIENT_SECRET}`).toString('base64')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe("the staff directory's input", () => {
  it('answers a NUL character in a form body or a query with 400, like the API, never a 5xx', async () => {
    const requests = [
      { url: '/sso/me', headers: form, payload: 'access_token=%00' },
      { url: '/sso/me', headers: form, payload: 'access_token=ab%00cd' },
      {
        url: '/sso/token',
        headers: { ...form, authorization: clientAuthorization },
        payload: `grant_type=authorization_code&code=%00&redirect_uri=${encodeURIComponent(`${TEST_ORIGIN}/api/agent/sso/callback`)}&code_verifier=${'a'.repeat(43)}`,
      },
      {
        url: '/sso/request',
        headers: { ...form, authorization: clientAuthorization },
        payload: `response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${TEST_ORIGIN}/api/agent/sso/callback`)}&nonce=%00&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
      },
      { url: '/sso/session/end', headers: form, payload: 'id_token_hint=%00' },
      { url: '/sso/me?access_token=%00', headers: {}, payload: undefined },
    ];
    for (const { url, headers, payload } of requests) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
      expect(response.statusCode, `${url} ${payload}`).toBe(400);
      expect(response.json(), `${url} ${payload}`).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
      });
      expect(JSON.stringify(response.json().fieldErrors)).toContain(UNSTORABLE_TEXT_MESSAGE);
    }
  });

  it('still takes a well-formed form body: a wrong access token is refused as the provider refuses it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/me',
      headers: form,
      payload: 'access_token=not-a-token',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_token' });
  });
});

describe("the staff directory's addresses", () => {
  it('names its endpoints at the configured issuer, whatever Host the request gives', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ]) {
      const discovery = await t.app.inject({
        method: 'GET',
        url: '/sso/.well-known/openid-configuration',
        headers,
      });
      expect(discovery.statusCode).toBe(200);
      const document = discovery.json() as Record<string, unknown>;
      expect(document.issuer).toBe(`${TEST_ORIGIN}/sso`);
      const addresses = Object.entries(document).filter(
        ([name]) => name.endsWith('_endpoint') || name === 'jwks_uri',
      );
      expect(addresses.length).toBeGreaterThan(4);
      for (const [name, address] of addresses) {
        expect(address, name).toMatch(new RegExp(`^${TEST_ORIGIN}/sso/`));
      }
      expect(discovery.body).not.toContain('evil.example');
    }
  });
});

describe('the staff directory at an https origin', () => {
  it('marks every cookie it sets Secure, whether or not a load balancer says https', async () => {
    const origin = 'https://wallet.example.ie';
    for (const trustProxy of ['true', 'false']) {
      const behindProxy = await createTestApp({
        seed: false,
        env: { PUBLIC_ORIGIN: origin, TRUST_PROXY: trustProxy },
      });
      try {
        await behindProxy.app.repositories.flags.set('agent_enabled', true);
        const browser = createStaffBrowser(behindProxy.app, origin);
        const start = await browser.request('GET', '/api/agent/sso/start');
        // The browser reaches the directory as a load balancer that ends TLS hands it on, with or
        // without saying so.
        const authorize = await behindProxy.app.inject({
          method: 'GET',
          url:
            new URL(browser.locationOf(start)).pathname + new URL(browser.locationOf(start)).search,
          headers: { host: 'wallet.example.ie' },
        });
        expect(authorize.statusCode, trustProxy).toBe(303);
        expect(authorize.headers.location, trustProxy).toMatch(/^\/sso\/sign-in\?interaction=/);
        const set = authorize.cookies;
        expect(set.length, trustProxy).toBeGreaterThan(0);
        for (const cookie of set) expect(cookie.secure, `${trustProxy} ${cookie.name}`).toBe(true);
      } finally {
        await behindProxy.close();
      }
    }
  });
});

describe("the staff directory's sign-in page, against guessed passwords", () => {
  const wrong = (browser: ReturnType<typeof createStaffBrowser>, pagePath: string, email: string) =>
    browser.request('POST', pagePath, { email, password: 'Not-The-Password-1!' });

  it('locks an account after 5 wrong passwords in a row, says so, and opens it again after the lock', async () => {
    const browser = createStaffBrowser(t.app);
    const { pagePath } = await browser.openSignInPage();
    const email = DEMO_ACCOUNTS.agent.email;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const refused = await wrong(browser, pagePath, email);
      expect(refused.statusCode, String(attempt)).toBe(401);
      expect(refused.body).toContain(STAFF_DIRECTORY_TEXTS.refused);
    }
    const fifth = await wrong(browser, pagePath, email);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body).toContain('role="alert"');
    expect(fifth.body).toContain('Too many wrong passwords');
    // Locked: the right password is refused too, and says why.
    const locked = await browser.request('POST', pagePath, {
      email: email.toUpperCase(),
      password: DEMO_STAFF_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many wrong passwords');
    expect(locked.body).not.toContain(STAFF_DIRECTORY_TEXTS.refused);
    // Another member of staff is not held up by it.
    const other = createStaffBrowser(t.app);
    const otherPage = await other.openSignInPage();
    const { callback: otherCallback } = await other.signInAtDirectory(
      otherPage.pagePath,
      DEMO_ACCOUNTS.superAgent.email,
      DEMO_STAFF_PASSWORD,
    );
    expect(otherCallback).toBeDefined();

    clock.advanceMinutes(2);
    const { callback } = await browser.signInAtDirectory(pagePath, email, DEMO_STAFF_PASSWORD);
    expect(callback).toBeDefined();
  });

  it('locks an e-mail it does not know the same way, so a lock tells nobody who is staff', async () => {
    const browser = createStaffBrowser(t.app);
    const { pagePath } = await browser.openSignInPage();
    const answers = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      answers.push((await wrong(browser, pagePath, 'nobody.here@wallet.test')).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('counts wrong passwords sent at once: none of them is lost, and the lock holds', async () => {
    const browser = createStaffBrowser(t.app);
    const { pagePath } = await browser.openSignInPage();
    const email = 'padraig.ryan@wallet.test';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => wrong(browser, pagePath, email)),
    );
    for (const answer of answers) expect([401, 429]).toContain(answer.statusCode);
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(4);
    const locked = await browser.request('POST', pagePath, {
      email,
      password: DEMO_STAFF_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    // No lock outlasts the longest (15 minutes).
    clock.advanceMinutes(16);
    const { callback } = await browser.signInAtDirectory(pagePath, email, DEMO_STAFF_PASSWORD);
    expect(callback).toBeDefined();
  });
});
