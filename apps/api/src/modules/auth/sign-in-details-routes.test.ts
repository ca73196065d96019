import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDENTITY_ERRORS,
  IDENTITY_FLOW_ERRORS,
  SIGN_IN_DETAILS_MESSAGES as M,
  signInDetailsSchema,
} from '@wallet/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/demo-accounts.js';
import { messageOutbox, profiles, users } from '../../db/schema.js';
import {
  createTestApp,
  createTestClock,
  latestCode,
  signIn,
  wrongCode,
  type TestApp,
} from '../../test/test-app.js';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
}, 60_000);
afterAll(async () => t?.close());

const NEW_PASSWORD = 'Harbour-Lights-42!';
const db = () => t.app.database.db;

/** A verified customer of their own, signed in. */
async function newCustomer(email: string, phoneNo = '+353851234567') {
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { firstName: 'Ciara', lastName: 'Doyle', email, phoneNo, password: DEMO_PASSWORD },
  });
  expect(signUp.statusCode, signUp.body).toBe(200);
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/auth/confirm-sign-up',
    payload: { email, code: await latestCode(t.app, email) },
  });
  expect(confirm.statusCode, confirm.body).toBeLessThan(300);
  return signIn(t.app, email);
}

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/account${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const userRow = async (email: string) =>
  (await db().select().from(users).where(eq(users.email, email)))[0];
const sentTo = (recipient: string) =>
  db().select().from(messageOutbox).where(eq(messageOutbox.recipient, recipient));

describe('every sign-in details route', () => {
  it('refuses a visitor before it looks at the body, and a member of staff', async () => {
    const agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
    for (const [method, url] of [
      ['GET', '/sign-in-details'],
      ['POST', '/email'],
      ['POST', '/email/confirm'],
      ['POST', '/mobile'],
      ['POST', '/mobile/confirm'],
      ['PUT', '/password'],
    ] as const) {
      const visitor = await call(method, url, {}, method === 'GET' ? undefined : { junk: 1 });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const staff = await call(method, url, agent.headers, method === 'GET' ? undefined : {});
      expect([400, 401], `${method} ${url} as an agent`).toContain(staff.statusCode);
      if (method === 'GET') expect(staff.statusCode).toBe(401);
    }
  });

  it('answers bad bodies with 400 and writes nothing', async () => {
    const customer = await newCustomer('bad-bodies@example.ie');
    const before = (await sentTo('bad-bodies@example.ie')).length;
    for (const [method, url, payload] of [
      ['POST', '/email', { email: 'not-an-address', currentPassword: DEMO_PASSWORD }],
      ['POST', '/email', { email: 'fine@example.ie' }],
      ['POST', '/email/confirm', { code: '12ab56' }],
      ['POST', '/mobile', { mobile: '0123', currentPassword: DEMO_PASSWORD }],
      ['POST', '/mobile', { mobile: '0871234567' }],
      ['POST', '/mobile/confirm', { code: '' }],
      ['PUT', '/password', { currentPassword: DEMO_PASSWORD, newPassword: 'short' }],
      ['PUT', '/password', { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }],
    ] as const) {
      const answer = await call(method, url, customer.headers, payload);
      expect(answer.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { ...customer.headers, 'content-type': 'text/plain' },
      payload: 'not json at all',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await sentTo('bad-bodies@example.ie')).toHaveLength(before);
    expect(await sentTo('fine@example.ie')).toHaveLength(0);
    const same = await call('PUT', '/password', customer.headers, {
      currentPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
    });
    expect(same.json().fieldErrors).toEqual({ newPassword: [M.newPasswordSame] });
  });
});

describe('the e-mail address', () => {
  it('changes only when the code sent to the new address comes back, and tells the old one', async () => {
    const customer = await newCustomer('old-address@example.ie');
    const details = signInDetailsSchema.parse(
      (await call('GET', '/sign-in-details', customer.headers)).json(),
    );
    expect(details).toMatchObject({
      email: 'old-address@example.ie',
      mobile: '+353851234567',
      pending_email: null,
    });

    const wrongPassword = await call('POST', '/email', customer.headers, {
      email: 'new-address@example.ie',
      currentPassword: 'Not-The-Password-1!',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fieldErrors).toEqual({ currentPassword: [M.currentPasswordWrong] });
    // Counted as a failed sign-in, as at the sign-in screen.
    expect((await userRow('old-address@example.ie'))!.failedSignInCount).toBe(1);
    expect(await sentTo('new-address@example.ie')).toHaveLength(0);

    const asked = await call('POST', '/email', customer.headers, {
      email: ' New-Address@Example.ie ',
      currentPassword: DEMO_PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ destination: 'n***@e***', deliveryMedium: 'EMAIL' });
    // Nothing has changed yet: sign-in is still by the old address.
    expect((await userRow('old-address@example.ie'))!.failedSignInCount).toBe(0);
    const waiting = (await call('GET', '/sign-in-details', customer.headers)).json();
    expect(waiting).toMatchObject({ email: 'old-address@example.ie', pending_email: 'n***@e***' });

    // A reset code mailed to the old address before the change.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'old-address@example.ie' },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const resetCode = await latestCode(t.app, 'old-address@example.ie');

    const code = await latestCode(t.app, 'new-address@example.ie');
    const wrong = await call('POST', '/email/confirm', customer.headers, { code: wrongCode(code) });
    expect(wrong.json()).toEqual(IDENTITY_FLOW_ERRORS.codeMismatch);
    const confirmed = await call('POST', '/email/confirm', customer.headers, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      email: 'new-address@example.ie',
      pending_email: null,
    });
    const told = await sentTo('old-address@example.ie');
    expect(told.at(-1)).toMatchObject({ template: 'email-changed' });
    expect(told.at(-1)!.body).toContain('n***@e***');

    // The code is used once; sign-in is by the new address only.
    const again = await call('POST', '/email/confirm', customer.headers, { code });
    expect(again.json()).toEqual(IDENTITY_FLOW_ERRORS.expiredCode);
    const oldSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'old-address@example.ie', password: DEMO_PASSWORD },
    });
    expect(oldSignIn.json()).toEqual(IDENTITY_ERRORS.userNotFound);
    await signIn(t.app, 'new-address@example.ie');
    // The reset code mailed to the old address no longer resets the password.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-forgot-password',
      payload: { email: 'new-address@example.ie', code: resetCode, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(400);
    await signIn(t.app, 'new-address@example.ie');
  });

  it("refuses the address it has, another account's, a member of staff's, and one taken before its code came back", async () => {
    const customer = await newCustomer('keeps-address@example.ie');
    const ask = (email: string) =>
      call('POST', '/email', customer.headers, { email, currentPassword: DEMO_PASSWORD });
    expect((await ask('keeps-address@example.ie')).json().fieldErrors).toEqual({
      email: [M.emailUnchanged],
    });
    expect((await ask(DEMO_ACCOUNTS.customer.email)).json().fieldErrors).toEqual({
      email: [M.emailTaken],
    });
    expect((await ask(DEMO_ACCOUNTS.agent.email)).json().fieldErrors).toEqual({
      email: [M.emailTaken],
    });

    expect((await ask('contested@example.ie')).statusCode).toBe(200);
    const code = await latestCode(t.app, 'contested@example.ie');
    await newCustomer('contested@example.ie', '+353861234567');
    const late = await call('POST', '/email/confirm', customer.headers, { code });
    expect(late.statusCode).toBe(400);
    expect(late.json().fieldErrors).toEqual({ email: [M.emailTaken] });
    expect((await userRow('keeps-address@example.ie'))!.email).toBe('keeps-address@example.ie');
  });

  it('sends at most five codes an hour', async () => {
    await newCustomer('many-codes@example.ie');
    // The sign-up's own code was an hour ago.
    clock.advanceMinutes(61);
    const customer = await signIn(t.app, 'many-codes@example.ie');
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await call('POST', '/email', customer.headers, {
        email: `many-codes-${sent}@example.ie`,
        currentPassword: DEMO_PASSWORD,
      });
      expect(answer.statusCode).toBe(200);
    }
    const sixth = await call('POST', '/email', customer.headers, {
      email: 'many-codes-6@example.ie',
      currentPassword: DEMO_PASSWORD,
    });
    expect(sixth.json()).toMatchObject({ name: 'LimitExceededException' });
    expect(await sentTo('many-codes-6@example.ie')).toHaveLength(0);
  });
});

describe('the mobile', () => {
  it("becomes the sign-in codes' number when its code comes back; the old number is told", async () => {
    const customer = await newCustomer('new-mobile@example.ie');
    const withoutPassword = await call('POST', '/mobile', customer.headers, {
      mobile: '0877654321',
      currentPassword: 'Not-The-Password-1!',
    });
    expect(withoutPassword.json().fieldErrors).toEqual({
      currentPassword: [M.currentPasswordWrong],
    });
    const same = await call('POST', '/mobile', customer.headers, {
      mobile: '0851234567',
      currentPassword: DEMO_PASSWORD,
    });
    // The number is the account's but not yet proven by a code: proving it is allowed.
    expect(same.statusCode).toBe(200);
    const asked = await call('POST', '/mobile', customer.headers, {
      mobile: '087 765 4321',
      currentPassword: DEMO_PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ deliveryMedium: 'SMS' });
    const code = await latestCode(t.app, '+353877654321');
    // The earlier code was ended by the new one.
    expect(
      (await call('POST', '/mobile/confirm', customer.headers, { code: wrongCode(code) })).json(),
    ).toEqual(IDENTITY_FLOW_ERRORS.codeMismatch);
    const confirmed = await call('POST', '/mobile/confirm', customer.headers, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ mobile: '+353877654321', mobile_verified: true });
    const user = await userRow('new-mobile@example.ie');
    expect(user).toMatchObject({ phoneNumber: '+353877654321', phoneVerified: true });
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, user!.id));
    if (profile) expect(profile.phone).toBe('0877654321');
    expect((await sentTo('+353851234567')).at(-1)).toMatchObject({
      template: 'mobile-number-changed',
    });
    // Now proven, the same number again is refused.
    const again = await call('POST', '/mobile', customer.headers, {
      mobile: '0877654321',
      currentPassword: DEMO_PASSWORD,
    });
    expect(again.json().fieldErrors).toEqual({ mobile: [M.mobileUnchanged] });
  });

  it('ends a code after five wrong tries', async () => {
    const customer = await newCustomer('guessing@example.ie');
    await call('POST', '/mobile', customer.headers, {
      mobile: '0831112222',
      currentPassword: DEMO_PASSWORD,
    });
    const code = await latestCode(t.app, '+353831112222');
    for (let tries = 0; tries < 5; tries += 1) {
      await call('POST', '/mobile/confirm', customer.headers, { code: wrongCode(code) });
    }
    const right = await call('POST', '/mobile/confirm', customer.headers, { code });
    expect(right.statusCode).toBe(400);
    expect((await userRow('guessing@example.ie'))!.phoneNumber).toBe('+353851234567');
  });
});

describe('the password', () => {
  it('changes with the password as it stands, ends every other sign-in and tells the customer', async () => {
    const email = 'new-password@example.ie';
    const here = await newCustomer(email);
    const elsewhere = await signIn(t.app, email);
    const wrong = await call('PUT', '/password', here.headers, {
      currentPassword: 'Not-The-Password-1!',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: [M.currentPasswordWrong] });

    const changed = await call('PUT', '/password', here.headers, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().password_changed_at).toEqual(expect.any(String));
    // This sign-in goes on; the other has ended, its refresh token with it.
    expect((await call('GET', '/sign-in-details', here.headers)).statusCode).toBe(200);
    expect((await call('GET', '/sign-in-details', elsewhere.headers)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { wallet_refresh: elsewhere.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await sentTo(email)).at(-1)).toMatchObject({ template: 'password-changed' });

    await signIn(t.app, email, NEW_PASSWORD);
    await expect(signIn(t.app, email, DEMO_PASSWORD)).rejects.toThrow();
  });
});

describe('codes by text at sign-in', () => {
  const setCodes = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/set-preferred-mfa',
      headers,
      payload: payload as object,
    });

  it('turn on at a word, and off only with the password as it stands, counted as a sign-in', async () => {
    const email = 'codes-by-text@example.ie';
    const customer = await newCustomer(email);
    const on = await setCodes(customer.headers, { smsMfa: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ mfa_enabled: true });

    for (const payload of [{ smsMfa: false }, { smsMfa: false, currentPassword: '' }]) {
      const bare = await setCodes(customer.headers, payload);
      expect(bare.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bare.json().fieldErrors).toEqual({ currentPassword: [M.currentPasswordRequired] });
    }
    const wrong = await setCodes(customer.headers, {
      smsMfa: false,
      currentPassword: 'Not-The-Password-1!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: [M.currentPasswordWrong] });
    // Counted as a failed sign-in, as the other sign-in details count it; codes stay on.
    expect(await userRow(email)).toMatchObject({ failedSignInCount: 1, mfaEnabled: true });

    const off = await setCodes(customer.headers, { smsMfa: false, currentPassword: DEMO_PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ mfa_enabled: false });
    expect(await userRow(email)).toMatchObject({ failedSignInCount: 0, mfaEnabled: false });
    expect(
      signInDetailsSchema.parse((await call('GET', '/sign-in-details', customer.headers)).json())
        .sms_codes,
    ).toBe(false);
    // Turning them off is e-mailed once, as a new password is; turning on, a refusal or off
    // again is not.
    const told = (await sentTo(email)).filter((sent) => sent.template === 'sign-in-codes-off');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ channel: 'email', subject: expect.stringContaining('off') });
    expect(told[0]!.body).toContain('If you did not make this change');
    const again = await setCodes(customer.headers, {
      smsMfa: false,
      currentPassword: DEMO_PASSWORD,
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await sentTo(email)).filter((sent) => sent.template === 'sign-in-codes-off'),
    ).toHaveLength(1);
  });

  it('are a customer’s own: a visitor signs in first, staff are refused, nothing changes', async () => {
    expect((await setCodes({}, { junk: 1 })).statusCode).toBe(401);
    const agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
    const staff = await setCodes(agent.headers, { smsMfa: true });
    expect(staff.statusCode).toBe(401);
    expect((await userRow(DEMO_ACCOUNTS.agent.email))!.mfaEnabled).toBe(false);
  });
});
