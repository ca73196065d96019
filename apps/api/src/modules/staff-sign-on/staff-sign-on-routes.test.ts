/**
 * Agents' single sign-on end to end on the real database: the wallet as OpenID Connect client of
 * the server's own staff directory (authorization code with PKCE, state and nonce), the
 * directory's sign-in page, and the session the callback starts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AGENT_SIGN_IN_PATH,
  IDENTITY_ERRORS,
  SESSION_HINT_COOKIE,
  STAFF_SSO_START_PATH,
} from '@wallet/domain';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../adapters/staff-directory/demo-staff.js';
import { AGENT_GROUP } from '../../adapters/staff-directory/staff-directory-port.js';
import { buildApp } from '../../app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/demo-accounts.js';
import { createStaffBrowser, TEST_ORIGIN } from '../../test/staff-sign-on-browser.js';
import { createTestApp, TEST_STAFF_SSO_CLIENT_SECRET, type TestApp } from '../../test/test-app.js';
import { staffClaimsOf } from '../staff-directory/index.js';
import { REFRESH_COOKIE_NAME } from '../auth/index.js';
import { SIGN_ON_FLOW_COOKIE } from './sign-on-flow-cookie.js';
import { staffClaimsSchema } from './staff-claims.js';
import { signInStaffMember } from './staff-sessions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.repositories.flags.set('agent_enabled', true);
});

const sessionCookiesOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.filter(
    (cookie) =>
      [REFRESH_COOKIE_NAME, SESSION_HINT_COOKIE].includes(cookie.name) && cookie.value !== '',
  );

/** What the directory says of a demo staff member. */
function claimsOf(email: string) {
  const member = DEMO_STAFF.find((staff) => staff.email === email)!;
  return staffClaimsOf(member.staffNumber, member);
}

async function refreshWith(refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { [REFRESH_COOKIE_NAME]: refreshToken },
  });
}

describe('agent single sign-on', () => {
  it('signs an agent in through the staff directory: code flow with PKCE, then a session as a customer gets', async () => {
    const browser = createStaffBrowser(t.app);
    const { start, authorize, page } = await browser.openSignInPage();

    expect(start.statusCode).toBe(302);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${TEST_ORIGIN}/sso/auth`);
    const asked = authorize.searchParams;
    expect(asked.get('response_type')).toBe('code');
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(asked.get('state')).toBeTruthy();
    expect(asked.get('nonce')).toBeTruthy();
    expect(asked.get('scope')).toBe('openid email profile groups');
    expect(asked.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/agent/sso/callback`);
    // What the callback must check is sealed in the browser, not readable there.
    const sealed = browser.cookie(SIGN_ON_FLOW_COOKIE)!;
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain(asked.get('state')!);

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<label class="field__label" for="email">Staff e-mail</label>');
    expect(page.body).not.toMatch(/<script|style=/);

    const { pagePath } = await browser.openSignInPage();
    const { callback } = await browser.signInAtDirectory(
      pagePath,
      DEMO_ACCOUNTS.agent.email,
      DEMO_STAFF_PASSWORD,
    );
    expect(`${callback!.origin}${callback!.pathname}`).toBe(
      `${TEST_ORIGIN}/api/agent/sso/callback`,
    );
    expect(callback!.searchParams.get('code')).toBeTruthy();

    const landed = await browser.request('GET', callback!.href);
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe('/wallet');
    const refresh = landed.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)!;
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    // The hint names an agent, so the wallet's first page is the agent's frame (decision 0051).
    expect(landed.cookies.find((cookie) => cookie.name === SESSION_HINT_COOKIE)).toMatchObject({
      value: 'agent',
      path: '/',
    });

    // The app restores the session through its refresh, as for a customer.
    const restored = await refreshWith(refresh.value);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().user).toMatchObject({
      email: DEMO_ACCOUNTS.agent.email,
      given_name: 'Niamh',
      family_name: 'Kelly',
      role: 'agent',
    });
    const branches = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/branches',
      headers: { authorization: `Bearer ${restored.json().accessToken}` },
    });
    expect(branches.statusCode).toBe(200);
  });

  it('makes a member of the super-agent group a super agent, and follows the groups at each sign-on', async () => {
    const landed = await createStaffBrowser(t.app).signOn(
      DEMO_ACCOUNTS.superAgent.email,
      DEMO_STAFF_PASSWORD,
    );
    expect(landed.headers.location).toBe('/wallet');
    const refresh = landed.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)!;
    expect((await refreshWith(refresh.value)).json().user.role).toBe('super_agent');

    // Out of the super-agent group, the same person is an agent at the next sign-on.
    const demoted = await signInStaffMember(
      t.app,
      { ...claimsOf(DEMO_ACCOUNTS.superAgent.email), groups: [AGENT_GROUP] },
      null,
    );
    expect(demoted.kind === 'session' && demoted.user.role).toBe('agent');
    const restored = await signInStaffMember(t.app, claimsOf(DEMO_ACCOUNTS.superAgent.email), null);
    expect(restored.kind === 'session' && restored.user.role).toBe('super_agent');
  });

  it('makes the account of a new agent of the directory, with no password of its own', async () => {
    const claims = {
      ...claimsOf(DEMO_ACCOUNTS.agent.email),
      sub: 'A7654321',
      email: 'new.agent@wallet.test',
      staff_number: 'A7654321',
    };
    expect(await t.repositories.users.findByEmail(claims.email)).toBeUndefined();
    const outcome = await signInStaffMember(t.app, claims, null);
    expect(outcome.kind).toBe('session');
    expect(await t.repositories.users.findByEmail(claims.email)).toMatchObject({
      role: 'agent',
      givenName: 'Niamh',
      passwordHash: null,
      emailVerified: true,
    });
  });

  it("starts a new agent at the directory's branch, and leaves the branch the agent picks afterwards", async () => {
    const claims = {
      ...claimsOf(DEMO_ACCOUNTS.agent.email),
      sub: 'A7654322',
      email: 'galway.agent@wallet.test',
      staff_number: 'A7654322',
      branch: 'galway, eyre square ',
    };
    const first = await signInStaffMember(t.app, claims, null);
    if (first.kind !== 'session') throw new Error('the new agent was refused');
    expect(await t.repositories.branches.branchOfUser(first.user.id)).toMatchObject({
      branch_name: 'Galway, Eyre Square',
    });

    // The agent picks another branch in the wallet; the directory's word does not undo it.
    const token = { authorization: `Bearer ${first.issued.session.accessToken}` };
    const cork = (await t.repositories.branches.list()).find(
      (branch) => branch.branch_name === 'Cork, Patrick Street',
    )!;
    const picked = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/profile/branch',
      headers: token,
      payload: cork,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    await signInStaffMember(t.app, claims, null);
    expect(await t.repositories.branches.branchOfUser(first.user.id)).toEqual(cork);
  });

  it('leaves a new agent without a branch, to pick one, when the directory names none the wallet knows', async () => {
    const newAgent = (n: number, branch: unknown) => ({
      ...claimsOf(DEMO_ACCOUNTS.agent.email),
      sub: `A765433${n}`,
      email: `branchless.${n}@wallet.test`,
      staff_number: `A765433${n}`,
      branch,
    });
    for (const [n, branch] of [
      [1, undefined],
      [2, 'Timbuktu'],
      [3, ''],
      [4, 42],
      [5, ['Athlone']],
    ] as const) {
      const claims = staffClaimsSchema.parse(newAgent(n, branch));
      const outcome = await signInStaffMember(t.app, claims, null);
      if (outcome.kind !== 'session') throw new Error(`agent ${n} was refused`);
      expect(await t.repositories.branches.branchOfUser(outcome.user.id), String(n)).toBeNull();
    }
  });

  it("does not give an agent who signed on before the directory's branch: the seeded super agent still picks one", async () => {
    const { user } = (await signInStaffMember(
      t.app,
      claimsOf(DEMO_ACCOUNTS.superAgent.email),
      null,
    )) as { user: { id: string } };
    expect(claimsOf(DEMO_ACCOUNTS.superAgent.email).branch).toBe('Dublin, College Green');
    expect(await t.repositories.branches.branchOfUser(user.id)).toBeNull();
  });

  it('refuses an answer whose state is not the one sent: no session, back to the agent sign-in', async () => {
    const browser = createStaffBrowser(t.app);
    const { pagePath } = await browser.openSignInPage();
    const { callback } = await browser.signInAtDirectory(
      pagePath,
      DEMO_ACCOUNTS.agent.email,
      DEMO_STAFF_PASSWORD,
    );
    callback!.searchParams.set('state', 'a-state-this-browser-never-sent');
    const refused = await browser.request('GET', callback!.href);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`${AGENT_SIGN_IN_PATH}?sso_error=failed`);
    expect(sessionCookiesOf(refused)).toEqual([]);
    // The sign-on's cookie is spent: the right answer after a wrong one does not sign in either.
    callback!.searchParams.delete('state');
    const replayed = await browser.request('GET', callback!.href);
    expect(replayed.headers.location).toBe(`${AGENT_SIGN_IN_PATH}?sso_error=failed`);
    expect(sessionCookiesOf(replayed)).toEqual([]);
  });

  it('refuses an answer that comes to another browser, without the sign-on it started', async () => {
    const browser = createStaffBrowser(t.app);
    const { pagePath } = await browser.openSignInPage();
    const { callback } = await browser.signInAtDirectory(
      pagePath,
      DEMO_ACCOUNTS.agent.email,
      DEMO_STAFF_PASSWORD,
    );
    const elsewhere = await createStaffBrowser(t.app).request('GET', callback!.href);
    expect(elsewhere.headers.location).toBe(`${AGENT_SIGN_IN_PATH}?sso_error=failed`);
    expect(sessionCookiesOf(elsewhere)).toEqual([]);
  });

  it('refuses a code without the PKCE verifier it was issued for', async () => {
    const browser = createStaffBrowser(t.app);
    const { pagePath } = await browser.openSignInPage();
    const { callback } = await browser.signInAtDirectory(
      pagePath,
      DEMO_ACCOUNTS.agent.email,
      DEMO_STAFF_PASSWORD,
    );
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/sso/token',
      headers: {
        host: new URL(TEST_ORIGIN).host,
        authorization: `Basic ${Buffer.from(`insurance-wallet:${TEST_STAFF_SSO_CLIENT_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback!.searchParams.get('code')!,
        redirect_uri: `${TEST_ORIGIN}/api/agent/sso/callback`,
      }).toString(),
    });
    expect(exchange.statusCode).toBe(400);
    expect(exchange.json().error).toBe('invalid_grant');
  });

  it('does not sign a customer in: the directory does not know them, nor takes the wallet password', async () => {
    const browser = createStaffBrowser(t.app);
    const { pagePath } = await browser.openSignInPage();
    const { sent, callback } = await browser.signInAtDirectory(
      pagePath,
      DEMO_ACCOUNTS.customer.email,
      DEMO_PASSWORD,
    );
    expect(callback).toBeUndefined();
    expect(sent.statusCode).toBe(401);
    expect(sent.body).toContain('role="alert"');
    expect(sent.body).toContain('The staff e-mail or password is incorrect.');
    expect(sessionCookiesOf(sent)).toEqual([]);
  });

  it('does not sign in a member of staff whose e-mail is a customer account of the wallet', async () => {
    const agent = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.agent.email))!;
    await t.repositories.users.update(agent.id, { role: 'customer' }, new Date());
    try {
      const landed = await createStaffBrowser(t.app).signOn(
        DEMO_ACCOUNTS.agent.email,
        DEMO_STAFF_PASSWORD,
      );
      expect(landed.headers.location).toBe(`${AGENT_SIGN_IN_PATH}?sso_error=customerAccount`);
      expect(sessionCookiesOf(landed)).toEqual([]);
      expect((await t.repositories.users.findById(agent.id))!.role).toBe('customer');
    } finally {
      await t.repositories.users.update(agent.id, { role: 'agent' }, new Date());
    }
  });

  it('does not sign in staff outside the agent groups, and makes no account for them', async () => {
    const landed = await createStaffBrowser(t.app).signOn(
      'grainne.osullivan@wallet.test',
      DEMO_STAFF_PASSWORD,
    );
    expect(landed.headers.location).toBe(`${AGENT_SIGN_IN_PATH}?sso_error=notAgent`);
    expect(sessionCookiesOf(landed)).toEqual([]);
    expect(await t.repositories.users.findByEmail('grainne.osullivan@wallet.test')).toBeUndefined();
  });

  it('goes back to the agent sign-in when the staff member cancels at the directory', async () => {
    const browser = createStaffBrowser(t.app);
    const { pagePath } = await browser.openSignInPage();
    expect(pagePath).toMatch(/^\/sso\/sign-in\?interaction=[\w-]+$/);
    const cancelled = await browser.request(
      'POST',
      pagePath.replace('/sso/sign-in', '/sso/sign-in/cancel'),
      {},
    );
    expect(cancelled.statusCode).toBe(303);
    const back = await browser.request('GET', browser.locationOf(cancelled));
    const callback = browser.locationOf(back);
    expect(callback).toContain('error=access_denied');
    const landed = await browser.request('GET', callback);
    expect(landed.headers.location).toBe(`${AGENT_SIGN_IN_PATH}?sso_error=cancelled`);
    expect(sessionCookiesOf(landed)).toEqual([]);
  });

  it('asks again for what is missing or wrong on the directory sign-in page, with messages', async () => {
    const browser = createStaffBrowser(t.app);
    const { pagePath } = await browser.openSignInPage();
    const empty = await browser.request('POST', pagePath, { email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Email is required');
    expect(empty.body).toContain('Password is required');
    expect(empty.body).toContain('aria-invalid="true" aria-describedby="email-error"');
    const malformed = await browser.request('POST', pagePath, {
      email: '<b>not-an-email',
      password: 'x',
    });
    expect(malformed.body).toContain('Please enter a valid email address');
    expect(malformed.body).toContain('value="&lt;b&gt;not-an-email"');
    const wrong = await browser.request('POST', pagePath, {
      email: DEMO_ACCOUNTS.agent.email,
      password: 'Not-The-Password-1!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The staff e-mail or password is incorrect.');
    // The form still works after refusals.
    const { callback } = await browser.signInAtDirectory(
      pagePath,
      DEMO_ACCOUNTS.agent.email,
      DEMO_STAFF_PASSWORD,
    );
    expect(callback).toBeDefined();
  });

  it('answers an unknown or finished sign-in with a page that says so, never a 5xx', async () => {
    const browser = createStaffBrowser(t.app);
    for (const [method, path] of [
      ['GET', '/sso/sign-in?interaction=unknown'],
      ['POST', '/sso/sign-in?interaction=unknown'],
      ['POST', '/sso/sign-in/cancel?interaction=unknown'],
      ['GET', '/sso/sign-in'],
      ['GET', '/sso/auth?client_id=nobody'],
      ['POST', '/sso/token'],
    ] as const) {
      const response = await browser.request(method, path, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${path}`).toBeLessThan(500);
    }
    const page = await browser.request('GET', '/sso/sign-in?interaction=unknown');
    expect(page.body).toContain('This sign-in has expired or was already used.');
  });

  it('gives the directory pages the app page headers, with a form that may end at the app origins', async () => {
    const { page } = await createStaffBrowser(t.app).openSignInPage();
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain(`form-action 'self' ${TEST_ORIGIN} http://localhost:3000`);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cache-control']).toBe('no-store');
    const styles = await t.app.inject({ method: 'GET', url: '/sso/assets/staff-directory.css' });
    expect(styles.statusCode).toBe(200);
    expect(styles.headers['content-type']).toContain('text/css');
  });

  it('is not there while the agent flag is off: start and callback answer 404', async () => {
    await t.app.repositories.flags.set('agent_enabled', false);
    for (const url of [STAFF_SSO_START_PATH, '/api/agent/sso/callback?code=x&state=y']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('answers junk at the callback with a refusal, never a 5xx', async () => {
    for (const query of [
      '',
      '?code=',
      '?code=x&state=y',
      '?error=server_error',
      '?code=a&code=b',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/agent/sso/callback${query}`,
        cookies: { [SIGN_ON_FLOW_COOKIE]: 'not.a.sealed.flow' },
      });
      expect(response.statusCode, query).toBeLessThan(500);
      expect(sessionCookiesOf(response)).toEqual([]);
    }
  });
});

describe("a customer row with a staff member's e-mail", () => {
  /** A customer sign-up of the address as sign-up made it before it refused the directory's. */
  async function squat(app: TestApp, email: string, emailVerified = false) {
    return app.repositories.users.create({
      email,
      givenName: 'Mallory',
      familyName: 'Squatter',
      phoneNumber: '+353851234567',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c3F1YXR0ZXI$c3F1YXR0ZXI',
      emailVerified,
    });
  }

  it("does not stand in the way of the staff member's sign-on when it was never confirmed: the staff account replaces it", async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      await fresh.app.repositories.flags.set('agent_enabled', true);
      const squatter = await squat(fresh, DEMO_ACCOUNTS.superAgent.email);
      const landed = await createStaffBrowser(fresh.app).signOn(
        DEMO_ACCOUNTS.superAgent.email,
        DEMO_STAFF_PASSWORD,
      );
      expect(landed.headers.location).toBe('/wallet');
      expect(sessionCookiesOf(landed)).toHaveLength(2);
      const account = (await fresh.repositories.users.findByEmail(DEMO_ACCOUNTS.superAgent.email))!;
      expect(account.id).not.toBe(squatter.id);
      expect(account).toMatchObject({
        role: 'super_agent',
        givenName: 'Declan',
        familyName: 'Walsh',
        passwordHash: null,
        phoneNumber: null,
        emailVerified: true,
      });
      expect(await fresh.repositories.users.findById(squatter.id)).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it("is its owner's when it was confirmed: the sign-on is refused and the account left as it is", async () => {
    const claims = {
      ...claimsOf(DEMO_ACCOUNTS.agent.email),
      sub: 'A7654340',
      email: 'confirmed.customer@wallet.test',
      staff_number: 'A7654340',
    };
    const customer = await squat(t, claims.email, true);
    const outcome = await signInStaffMember(t.app, claims, null);
    expect(outcome).toEqual({ kind: 'refused', reason: 'customerAccount' });
    expect(await t.repositories.users.findById(customer.id)).toMatchObject({
      role: 'customer',
      givenName: 'Mallory',
    });
  });

  it('is replaced once by 20 first sign-ons at once, each of which gets a session', async () => {
    const claims = {
      ...claimsOf(DEMO_ACCOUNTS.agent.email),
      sub: 'A7654341',
      email: 'raced.agent@wallet.test',
      staff_number: 'A7654341',
    };
    const squatter = await squat(t, claims.email);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => signInStaffMember(t.app, claims, null)),
    );
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(Array(20).fill('session'));
    const accounts = new Set(
      outcomes.map((outcome) => (outcome.kind === 'session' ? outcome.user.id : null)),
    );
    expect(accounts.size).toBe(1);
    const [accountId] = [...accounts];
    expect(accountId).not.toBe(squatter.id);
    expect(await t.repositories.users.findByEmail(claims.email)).toMatchObject({
      id: accountId,
      role: 'agent',
    });
  });
});

describe('agent sign-out, at the wallet and at the staff directory', () => {
  /** Whether the next sign-on on this browser goes through without the directory's password. */
  async function signsOnWithoutPassword(browser: ReturnType<typeof createStaffBrowser>) {
    const start = await browser.request('GET', STAFF_SSO_START_PATH);
    const atDirectory = await browser.request('GET', browser.locationOf(start));
    const next = new URL(browser.locationOf(atDirectory), TEST_ORIGIN);
    return next.pathname === '/api/agent/sso/callback';
  }

  it("ends the directory's session too: the next agent sign-in on that browser asks for the password", async () => {
    const browser = createStaffBrowser(t.app);
    const landed = await browser.signOn(DEMO_ACCOUNTS.agent.email, DEMO_STAFF_PASSWORD);
    expect(landed.headers.location).toBe('/wallet');
    // The directory remembers the agent for a working day: a second sign-on needs no password.
    expect(await signsOnWithoutPassword(browser)).toBe(true);

    const { wallet, asked, endSessionUrl, page, signedOut } = await browser.signOut();
    expect(wallet.statusCode).toBe(204);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    // RP-initiated logout: the directory's end-session endpoint, with the sign-on's ID token as
    // hint and the wallet's logout page as the way back.
    expect(endSessionUrl).toBeInstanceOf(URL);
    const address = endSessionUrl as URL;
    expect(`${address.origin}${address.pathname}`).toBe(`${TEST_ORIGIN}/sso/session/end`);
    expect(address.searchParams.get('post_logout_redirect_uri')).toBe(`${TEST_ORIGIN}/logout`);
    expect(address.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The hint names this session, so the directory's page signs out by itself.
    expect(page!.statusCode).toBe(200);
    expect(page!.body).toContain('<html lang="en">');
    expect(page!.body).toContain('<script src="/sso/assets/sign-out.js"></script>');
    expect(page!.body).not.toContain('Stay signed in');
    expect(signedOut!.statusCode).toBe(303);
    expect(signedOut!.headers.location).toBe(`${TEST_ORIGIN}/logout`);

    expect(await signsOnWithoutPassword(browser)).toBe(false);
    // What the wallet kept of the sign-on is spent: a second sign-out has nothing to end.
    const again = await browser.request('POST', '/api/agent/sso/sign-out');
    expect(again.json()).toEqual({ endSessionUrl: null });
  });

  it('names nothing to end for a browser that holds no agent sign-on, or a forged one', async () => {
    const held: Record<string, string>[] = [{}, { wallet_staff_directory: 'not.a.sealed.token' }];
    for (const cookies of held) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/agent/sso/sign-out',
        cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ endSessionUrl: null });
    }
  });

  it('asks at the directory before signing out a session the hint does not name', async () => {
    const browser = createStaffBrowser(t.app);
    await browser.signOn(DEMO_ACCOUNTS.agent.email, DEMO_STAFF_PASSWORD);
    const page = await browser.request('GET', '/sso/session/end');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stay signed in');
    expect(page.body).not.toContain('<script');
    expect(await signsOnWithoutPassword(browser)).toBe(true);
  });

  it('keeps the ID token sealed in a cookie sent only to the sign-out, by the wallet only', async () => {
    const browser = createStaffBrowser(t.app);
    const landed = await browser.signOn(DEMO_ACCOUNTS.agent.email, DEMO_STAFF_PASSWORD);
    const kept = landed.cookies.find((cookie) => cookie.name === 'wallet_staff_directory')!;
    expect(kept).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/agent/sso/sign-out',
    });
    expect(kept.value.split('.')).toHaveLength(5);
    expect(Buffer.from(kept.value, 'base64url').toString()).not.toContain('agent@wallet.test');
  });
});

describe('agent single sign-on across processes', () => {
  it('finishes a sign-on started on one process through the directory of another', async () => {
    // A second process on the same database (its close leaves the database to the first).
    const shared = t.app.database;
    const other = await buildApp(t.config, {
      database: {
        db: shared.db,
        driver: shared.driver,
        migrate: () => shared.migrate(),
        withStartupLock: (work) => shared.withStartupLock(work),
        ping: () => shared.ping(),
        onConnectionLost: () => {},
        close: async () => {},
      },
    });
    try {
      await other.ready();
      const here = createStaffBrowser(t.app);
      const start = await here.request('GET', STAFF_SSO_START_PATH);
      // The browser's cookies go with it to the other process.
      const there = createStaffBrowser(other);
      there.adopt(here);
      const toPage = await there.request('GET', there.locationOf(start));
      const pagePath = there.locationOf(toPage);
      const { callback } = await there.signInAtDirectory(
        pagePath,
        DEMO_ACCOUNTS.agent.email,
        DEMO_STAFF_PASSWORD,
      );
      here.adopt(there);
      const landed = await here.request('GET', callback!.href);
      expect(landed.headers.location).toBe('/wallet');
      expect(sessionCookiesOf(landed)).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});

describe('agent single sign-on at an https origin behind a load balancer', () => {
  it('sends the browser to the directory at that origin and signs the agent in there', async () => {
    const origin = 'https://wallet.example.ie';
    const behindProxy = await createTestApp({
      seed: false,
      env: { PUBLIC_ORIGIN: origin, TRUST_PROXY: 'true' },
    });
    try {
      await behindProxy.app.repositories.flags.set('agent_enabled', true);
      const browser = createStaffBrowser(behindProxy.app, origin);
      const { authorize } = await browser.openSignInPage();
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${origin}/sso/auth`);
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin}/api/agent/sso/callback`);
      const landed = await browser.signOn(DEMO_ACCOUNTS.agent.email, DEMO_STAFF_PASSWORD);
      expect(landed.headers.location).toBe('/wallet');
      expect(
        sessionCookiesOf(landed)
          .map((cookie) => cookie.name)
          .sort(),
      ).toEqual([REFRESH_COOKIE_NAME, SESSION_HINT_COOKIE].sort());
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the customer sign-in', () => {
  it('refuses a staff account with a message that says where staff sign in', async () => {
    for (const email of [DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.superAgent.email]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(IDENTITY_ERRORS.staffAccount);
      expect(sessionCookiesOf(response)).toEqual([]);
    }
  });
});
