import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CLOSURE_MESSAGES,
  IDENTITY_ERRORS,
  SIGN_IN_DETAILS_MESSAGES,
} from '@wallet/domain';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.js';
import {
  marketingConsentChanges,
  marketingConsents,
  messageOutbox,
  policies,
  profiles,
  quotes,
  users,
} from '../../db/schema.js';
import { buyHomePolicy, priceHomeQuote } from '../../test/checkout-fixtures.js';
import { createTestApp, latestCode, signIn, type TestApp } from '../../test/test-app.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());
const db = () => t.app.database.db;

async function newCustomer(email: string) {
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      firstName: 'Eimear',
      lastName: 'Walsh',
      email,
      phoneNo: '+353851234567',
      password: DEMO_PASSWORD,
    },
  });
  expect(signUp.statusCode, signUp.body).toBe(200);
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/confirm-sign-up',
    payload: { email, code: await latestCode(t.app, email) },
  });
  return signIn(t.app, email);
}

const standing = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/account/closure', headers });
const close = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/closure',
    headers,
    payload: payload as object,
  });
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe('close my account', () => {
  it('needs a signed-in customer before it reads the body, and a body that says so', async () => {
    expect((await standing({})).statusCode).toBe(401);
    expect((await close({}, { junk: true })).statusCode).toBe(401);
    const customer = await newCustomer('closing-bodies@example.ie');
    const unticked = await close(customer.headers, {
      currentPassword: DEMO_PASSWORD,
      confirm: false,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().fieldErrors).toEqual({
      confirm: [ACCOUNT_CLOSURE_MESSAGES.confirmRequired],
    });
    expect((await close(customer.headers, { confirm: true })).statusCode).toBe(400);
    expect((await standing(customer.headers)).statusCode).toBe(200);
  });

  it('is refused while a policy is in force, with the reason, and nothing changes', async () => {
    const email = 'closing-insured@example.ie';
    const customer = await newCustomer(email);
    await buyHomePolicy(t.app, customer.headers, 'card');
    expect((await standing(customer.headers)).json()).toEqual({
      can_close: false,
      reason: ACCOUNT_CLOSURE_MESSAGES.policyInForce,
    });
    const refused = await close(customer.headers, {
      currentPassword: DEMO_PASSWORD,
      confirm: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      account: [ACCOUNT_CLOSURE_MESSAGES.policyInForce],
    });
    const insured = (await t.repositories.users.findByEmail(email))!;
    expect(insured.closedAt).toBeNull();
    // Nothing withdrawn either.
    const changes = await db()
      .select({ source: marketingConsentChanges.source })
      .from(marketingConsentChanges)
      .where(eq(marketingConsentChanges.userId, insured.id));
    expect(changes.map((change) => change.source)).not.toContain('account_closure');
    await signIn(t.app, email);
  });

  it('is refused while a complaint is owed an answer', async () => {
    const customer = await newCustomer('closing-complainant@example.ie');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: customer.headers,
      payload: {
        submission_id: randomUUID(),
        about: 'service',
        description: 'Nobody called me back.',
        wanted: 'A call back.',
      },
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    expect((await standing(customer.headers)).json()).toEqual({
      can_close: false,
      reason: ACCOUNT_CLOSURE_MESSAGES.complaintOpen,
    });
  });

  it('closes with the password: no sign-in, personal data erased, the records kept', async () => {
    const email = 'closing-ex-customer@example.ie';
    const customer = await newCustomer(email);
    const userId = (await t.repositories.users.findByEmail(email))!.id;
    // A policy that has ended, and a quote never bought.
    const ended = await buyHomePolicy(t.app, customer.headers, 'card');
    await db()
      .update(policies)
      .set({ status: 'cancelled', endDate: '2026-01-01' })
      .where(eq(policies.id, ended.id));
    const unbought = await priceHomeQuote(t.app, customer.headers);
    expect((await standing(customer.headers)).json()).toEqual({ can_close: true, reason: null });
    // Marketing by e-mail and post agreed to for the home policy.
    const agreed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/marketing/HOME',
      headers: customer.headers,
      payload: { email: true, phone: false, text: false, post: true, analyse_transactions: true },
    });
    expect(agreed.statusCode, agreed.body).toBe(200);

    const wrong = await close(customer.headers, {
      currentPassword: 'Not-The-Password-1!',
      confirm: true,
    });
    expect(wrong.json().fieldErrors).toEqual({
      currentPassword: [SIGN_IN_DETAILS_MESSAGES.currentPasswordWrong],
    });

    const closed = await close(customer.headers, { currentPassword: DEMO_PASSWORD, confirm: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ message: ACCOUNT_CLOSURE_MESSAGES.closed });
    expect(closed.cookies.find((cookie) => cookie.name === 'wallet_refresh')?.value).toBe('');

    // Signed out everywhere, and the address signs in no more.
    expect((await standing(customer.headers)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(again.json()).toEqual(IDENTITY_ERRORS.userNotFound);

    // Told at the address it had.
    const told = await db()
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.template, 'account-closed'));
    expect(told.map((message) => message.recipient)).toContain(email);

    // Erased: names, number, password, the profile, the quote never bought.
    expect(await userRow(userId)).toMatchObject({
      email: `closed-${userId}@closed.invalid`,
      givenName: '',
      familyName: '',
      phoneNumber: null,
      passwordHash: null,
      closedAt: expect.any(Date),
    });
    expect(await db().select().from(profiles).where(eq(profiles.userId, userId))).toEqual([]);
    expect(
      await db().select().from(quotes).where(eq(quotes.quoteReference, unbought.quoteReference)),
    ).toEqual([]);
    // Kept: the policy, and the quote it was bought from.
    const [kept] = await db().select().from(policies).where(eq(policies.id, ended.id));
    expect(kept!.ownerUserId).toBe(userId);
    expect(await db().select().from(quotes).where(eq(quotes.id, kept!.quoteId!))).toHaveLength(1);

    // Every marketing consent withdrawn, and the withdrawal recorded for each product with when
    // and why, beside the consents given before it.
    const consents = await db()
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, userId));
    expect(consents.length).toBeGreaterThanOrEqual(1);
    for (const consent of consents) {
      expect(consent).toMatchObject({
        consent: false,
        email: false,
        phone: false,
        text: false,
        post: false,
        analyzeTransaction: false,
        selectAll: false,
      });
    }
    const changes = await db()
      .select()
      .from(marketingConsentChanges)
      .where(eq(marketingConsentChanges.userId, userId));
    const withdrawals = changes.filter((change) => change.source === 'account_closure');
    expect(withdrawals.map((change) => change.policyType).sort()).toEqual(
      consents.map((consent) => consent.policyType).sort(),
    );
    for (const withdrawal of withdrawals) {
      expect(withdrawal).toMatchObject({
        email: false,
        phone: false,
        text: false,
        post: false,
        analyzeTransaction: false,
        changedAt: (await userRow(userId))!.closedAt,
      });
    }
    expect(changes.some((change) => change.source === 'account' && change.post)).toBe(true);

    // No agent finds it to act for.
    expect(await t.repositories.agentCustomers.findCustomer(userId)).toBeUndefined();

    // The address is free for a new account.
    await newCustomer(email);
  });

  it.runIf(onPostgres)('closes once under twenty taps at once', async () => {
    const email = 'closing-many-taps@example.ie';
    const customer = await newCustomer(email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        close(customer.headers, { currentPassword: DEMO_PASSWORD, confirm: true }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    const told = await db().select().from(messageOutbox).where(eq(messageOutbox.recipient, email));
    expect(told.filter((message) => message.template === 'account-closed')).toHaveLength(1);
  });
});
