/**
 * The message outbox holds one-time codes only for the development outbox viewer: with the viewer
 * closed, a delivered message is stored with its code removed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { messageOutbox } from '../../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SIGN_IN_ACCOUNTS } from '../../demo/demo-accounts.js';
import { createTestApp, latestCode, type TestApp } from '../../test/test-app.js';
import { REMOVED_CODE, outboxRowOf, withoutCode } from './outbox-messages.js';

const SIGN_UP = {
  firstName: 'Nora',
  lastName: 'Hayes',
  email: 'codes@example.ie',
  phoneNo: '0851234567',
  password: DEMO_PASSWORD,
};
const MFA_NUMBER = DEMO_SIGN_IN_ACCOUNTS.mfa.phoneNumber;
const SIX_DIGITS = /\b\d{6}\b/;

/** A sign-up code, a password reset code and an SMS sign-in code, each sent once. */
async function sendEveryCode(t: TestApp) {
  const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: SIGN_UP });
  expect(signUp.statusCode).toBe(200);
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: DEMO_ACCOUNTS.customer.email },
  });
  expect(reset.statusCode).toBe(200);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: DEMO_SIGN_IN_ACCOUNTS.mfa.email, password: DEMO_PASSWORD },
  });
  expect(signIn.json()).toMatchObject({ challengeName: 'SMS_MFA' });
}

async function storedMessages(t: TestApp) {
  return t.app.database.db
    .select()
    .from(messageOutbox)
    .where(
      inArray(messageOutbox.recipient, [SIGN_UP.email, DEMO_ACCOUNTS.customer.email, MFA_NUMBER]),
    );
}

describe('a message’s text as stored', () => {
  it('has every occurrence of its code removed, and nothing else', () => {
    expect(withoutCode({ body: 'Your code is 123456. Again: 123456.', code: '123456' })).toBe(
      `Your code is ${REMOVED_CODE}. Again: ${REMOVED_CODE}.`,
    );
    expect(withoutCode({ body: 'No code here, 2 of 3.', code: null })).toBe(
      'No code here, 2 of 3.',
    );
  });
});

describe.each([
  ['OUTBOX_VIEWER is off', { OUTBOX_VIEWER: 'false' }],
  [
    'the viewer is asked for but refused (not loopback)',
    { OUTBOX_VIEWER: 'true', HOST: '0.0.0.0' },
  ],
])('the message outbox when %s', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(async () => t?.close());

  it('holds a code only for a channel that is delivered, until it is sent', () => {
    const message = {
      recipient: 'codes@example.ie',
      subject: 'Your code',
      body: 'Your code is 654321.',
      code: '654321',
      template: 'sign-in-code',
      userId: null,
    };
    const email = { ...message, channel: 'EMAIL' as const };
    const sms = { ...message, channel: 'SMS' as const, subject: null };
    expect(outboxRowOf(email, { keepCodes: false, holdCodes: ['email'] })).toMatchObject({
      body: `Your code is ${REMOVED_CODE}.`,
      code: '654321',
    });
    expect(outboxRowOf(sms, { keepCodes: false, holdCodes: ['sms'] })).toMatchObject({
      body: `Your code is ${REMOVED_CODE}.`,
      code: '654321',
    });
    // SMS not delivered (no SMS_URL): its code is not kept waiting for good; nor e-mail's.
    expect(outboxRowOf(sms, { keepCodes: false, holdCodes: ['email'] }).code).toBeNull();
    expect(outboxRowOf(email, { keepCodes: false, holdCodes: ['sms'] }).code).toBeNull();
    expect(outboxRowOf(email, { keepCodes: false }).code).toBeNull();
    // The viewer open, the body keeps the code and nothing is held beside it.
    expect(outboxRowOf(sms, { keepCodes: true, holdCodes: ['sms'] })).toMatchObject({
      body: 'Your code is 654321.',
      code: null,
    });
  });

  it('holds no code once a message is delivered, and says so in its place', async () => {
    expect(t.config.outboxViewer).toBe(false);
    await sendEveryCode(t);
    const rows = await storedMessages(t);
    expect(rows.map((row) => row.template).sort()).toEqual([
      'reset-password-code',
      'sign-in-code',
      'sign-up-code',
    ]);
    for (const row of rows) {
      expect(row.body, row.template).toContain(REMOVED_CODE);
      expect(row.body, row.template).not.toMatch(SIX_DIGITS);
      expect(row.subject ?? '', row.template).not.toMatch(SIX_DIGITS);
    }
  });
});

describe('the message outbox with the development viewer open', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OUTBOX_VIEWER: 'force' } });
  });
  afterAll(async () => t?.close());

  it('keeps the codes the viewer shows, and they work', async () => {
    expect(t.config.outboxViewer).toBe(true);
    await sendEveryCode(t);
    for (const recipient of [SIGN_UP.email, DEMO_ACCOUNTS.customer.email, MFA_NUMBER]) {
      expect(await latestCode(t.app, recipient)).toMatch(/^\d{6}$/);
    }
    const rows = await storedMessages(t);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.body).not.toContain(REMOVED_CODE);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-sign-up',
      payload: { email: SIGN_UP.email, code: await latestCode(t.app, SIGN_UP.email) },
    });
    expect(confirm.statusCode).toBe(200);
  });
});
