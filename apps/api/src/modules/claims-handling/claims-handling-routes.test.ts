import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_HANDLING_MESSAGES,
  CLAIM_MESSAGES,
  claimDetailSchema,
  claimQueueSchema,
  staffClaimDetailSchema,
  CLAIM_LIMITS,
} from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import type { policies } from '../../db/schema.js';
import {
  agentActions,
  cardGatewayPayouts,
  claimEvents,
  claimPayouts,
  claims,
  jobs,
  messageOutbox,
  payments,
  policyClaims,
  policyVersions,
  sandboxBankTransfers,
} from '../../db/schema.js';
import { buyHomePolicy } from '../../test/checkout-fixtures.js';
import { daysFromToday, makeHomeClaim } from '../../test/claim-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import type { JobRow } from '../../jobs/jobs-repository.js';
import { CLAIM_PAYOUT_JOB } from './claim-payout-job.js';
import { ACTION_REUSED_MESSAGE } from './claims-handling-service.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const HANDLER_EMAIL = 'claims@wallet.test';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signIn>>;
let handler: Awaited<ReturnType<typeof signIn>>;
let agent: Awaited<ReturnType<typeof signIn>>;
let policy: typeof policies.$inferSelect;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  handler = await signIn(t.app, HANDLER_EMAIL);
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  policy = await buyHomePolicy(t.app, customer.headers, 'card', { daysAgo: 20 });
}, 60_000);
afterAll(async () => t?.close());

/** A new escape-of-water claim of the customer's: its reference. */
const newClaim = () => makeHomeClaim(t.app, customer.headers, policy.policyId);

const act = (
  reference: string,
  payload: unknown,
  headers: Record<string, string> = handler.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/claims/${reference}/actions`,
    headers,
    payload: payload as never,
  });
const emailsOf = (reference: string) =>
  db()
    .select()
    .from(messageOutbox)
    .where(eq(messageOutbox.recipient, DEMO_ACCOUNTS.newCustomer.email))
    .then((rows) => rows.filter((row) => row.subject?.startsWith(`Claim ${reference}:`)));
/** The claim as its customer's own page reads it. */
const customersView = async (reference: string) =>
  claimDetailSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/claims/${reference}`,
        headers: customer.headers,
      })
    ).json(),
  );
const auditOf = (reference: string) =>
  db().select().from(agentActions).where(eq(agentActions.subjectReference, reference));

describe("the claims handler's queue", () => {
  it('lists claims in progress, overdue first, then by the day next due, naming no customer', async () => {
    const fresh = await newClaim();
    const overdue = await newClaim();
    // Received, and its customer last told, a month ago: the update is overdue.
    await db()
      .update(claims)
      .set({ lastToldOn: daysFromToday(-30), receivedAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(claims.reference, overdue));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/claims',
      headers: handler.headers,
    });
    expect(response.statusCode).toBe(200);
    const queue = claimQueueSchema.parse(response.json()).claims;
    const references = queue.map((entry) => entry.reference);
    expect(references.indexOf(overdue)).toBeLessThan(references.indexOf(fresh));
    expect(queue[0]?.next_due?.overdue).toBe(true);
    const first = queue.find((entry) => entry.reference === overdue)!;
    expect(first).toMatchObject({ product: 'home', kind_label: 'Escape of water', age_days: 30 });
    expect(queue.find((entry) => entry.reference === fresh)?.next_due).toMatchObject({
      for: 'update',
      overdue: false,
    });
    expect(response.body).not.toContain(DEMO_ACCOUNTS.newCustomer.email);
  });

  it('is the claims handler’s only: an agent or a customer is refused, a visitor asked to sign in', async () => {
    for (const [headers, status] of [
      [agent.headers, 403],
      [customer.headers, 403],
      [{}, 401],
    ] as const) {
      for (const url of ['/api/staff/claims', '/api/staff/claims/CL-ABCDEFGH']) {
        expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(status);
      }
      const posted = await act('CL-ABCDEFGH', { nonsense: true }, headers);
      expect(posted.statusCode).toBe(status);
    }
  });
});

describe('a claims handler acts for no customer', () => {
  it("cannot read a customer's latest home quote, as an agent can", async () => {
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/latest',
      headers: handler.headers,
      payload: { email: DEMO_ACCOUNTS.newCustomer.email },
    });
    expect(read.statusCode).toBe(403);
    const byAgent = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/latest',
      headers: agent.headers,
      payload: { email: DEMO_ACCOUNTS.newCustomer.email },
    });
    expect(byAgent.statusCode).not.toBe(403);
  });
});

describe("a claim's page for the handler", () => {
  it('shows the claim whole with its customer and policy, and records the opening', async () => {
    const reference = await newClaim();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/claims/${reference.toLowerCase()}`,
      headers: handler.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = staffClaimDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      reference,
      customer: {
        name: `${DEMO_ACCOUNTS.newCustomer.givenName} ${DEMO_ACCOUNTS.newCustomer.familyName}`,
        email: DEMO_ACCOUNTS.newCustomer.email,
      },
      policy: {
        start_date: policy.startDate,
        end_date: policy.endDate,
        paid_by: 'card',
        cover_on_incident_date: expect.stringMatching(
          /^(Buildings and contents|Buildings only|Contents only)$/,
        ),
        changes_in_force: [],
      },
      actions: ['assess', 'ask', 'approve', 'decline'],
      next_due: { for: 'update', overdue: false },
    });
    const audit = await auditOf(reference);
    expect(audit.map((row) => [row.action, row.customerUserId])).toEqual([
      ['claim_opened', policy.ownerUserId],
    ]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/staff/claims/CL-ABCDEFGH',
      headers: handler.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CLAIM_HANDLING_MESSAGES.claimNotFound);
  });
});

describe('the policy as it stood on the incident date', () => {
  it('lists the changes in force that day, and none made after it', async () => {
    const reference = await newClaim();
    const [claim] = await db().select().from(claims).where(eq(claims.reference, reference));
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.quoteId, policy.quoteId!));
    const version = (version: number, effectiveDate: string, after: string) => ({
      policyId: policy.id,
      version,
      effectiveDate,
      annualPremiumCents: policy.premiumCents,
      snapshot: payment!.quoteSnapshot,
      lines: [{ label: 'Contents', before: '€30,000.00', after }],
      changeId: randomUUID(),
    });
    // The claim happened two days ago: a change from the day before counts, one from today not.
    await db()
      .insert(policyVersions)
      .values([
        version(2, daysFromToday(-3), '€35,000.00'),
        version(3, daysFromToday(0), '€40,000.00'),
      ]);
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/staff/claims/${reference}`,
        headers: handler.headers,
      });
      expect(claim?.incidentDate).toBe(daysFromToday(-2));
      expect(staffClaimDetailSchema.parse(response.json()).policy.changes_in_force).toEqual([
        {
          label: 'Contents',
          before: '€30,000.00',
          after: '€35,000.00',
          effective_date: daysFromToday(-3),
        },
      ]);
    } finally {
      await db().delete(policyVersions).where(eq(policyVersions.policyId, policy.id));
    }
  });
});

describe("the handler's actions", () => {
  it('ask, then the answer moves it back, then approve: each e-mailed, audited and on the timeline', async () => {
    const reference = await newClaim();
    const asked = await act(reference, {
      action: 'ask',
      action_id: randomUUID(),
      question: 'Please send the plumber’s invoice.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(staffClaimDetailSchema.parse(asked.json())).toMatchObject({
      stage: 'awaiting_information',
      actions: ['assess', 'approve', 'decline'],
    });
    // The customer sees the question on the timeline and answers it.
    const mine = await customersView(reference);
    expect(mine.timeline.at(-1)).toMatchObject({
      stage: 'awaiting_information',
      note: 'Please send the plumber’s invoice.',
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/claims/${reference}/messages`,
      headers: customer.headers,
      payload: { message_id: randomUUID(), body: 'Attached.' },
    });
    const approved = await act(reference, {
      action: 'approve',
      action_id: randomUUID(),
      amount_cents: 1_550_00,
    });
    expect(staffClaimDetailSchema.parse(approved.json())).toMatchObject({
      stage: 'approved',
      amount_cents: 1_550_00,
      next_due: { for: 'payment', overdue: false },
      actions: ['settle'],
    });
    const emails = await emailsOf(reference);
    expect(emails.map((email) => email.subject)).toEqual([
      `Claim ${reference}: Awaiting information`,
      `Claim ${reference}: Approved`,
    ]);
    expect(emails[0]?.body).toContain('Please send the plumber’s invoice.');
    expect(emails[1]?.body).toContain('We will pay €1,550.00, after the excess');
    expect((await auditOf(reference)).map((row) => [row.action, row.details])).toEqual([
      ['claim_decided', { to: 'awaiting_information' }],
      ['claim_decided', { to: 'approved' }],
    ]);
  });

  it('decline sends the reasons and how to appeal, and ends the claim', async () => {
    const reference = await newClaim();
    const declined = await act(reference, {
      action: 'decline',
      action_id: randomUUID(),
      reasons: 'The damage came from a leak over months, which the policy does not cover.',
    });
    expect(staffClaimDetailSchema.parse(declined.json())).toMatchObject({
      stage: 'declined',
      next_due: null,
      actions: [],
    });
    const [email] = await emailsOf(reference);
    expect(email?.body).toContain('which the policy does not cover.');
    expect(email?.body).toContain('you can appeal in writing within 30 days');
    expect(email?.body).toContain('Financial Services and Pensions Ombudsman');
  });

  it('refuses what the rules refuse, writing nothing', async () => {
    const reference = await newClaim();
    const refused = async (payload: Record<string, unknown>, field: string, message: string) => {
      const response = await act(reference, { action_id: randomUUID(), ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
    };
    await refused(
      { action: 'ask', question: '  ' },
      'question',
      CLAIM_HANDLING_MESSAGES.questionRequired,
    );
    await refused(
      { action: 'decline', reasons: '' },
      'reasons',
      CLAIM_HANDLING_MESSAGES.reasonsRequired,
    );
    await refused(
      { action: 'approve', amount_cents: 0 },
      'amount_cents',
      CLAIM_HANDLING_MESSAGES.amountRequired,
    );
    await refused(
      { action: 'settle' },
      'action',
      CLAIM_HANDLING_MESSAGES.moveNotAllowed('received'),
    );
    await act(reference, { action: 'assess', action_id: randomUUID() });
    await refused(
      { action: 'assess' },
      'action',
      CLAIM_HANDLING_MESSAGES.moveNotAllowed('being_assessed'),
    );
    for (const payload of [
      null,
      { action: 'settle', action_id: randomUUID(), amount_cents: 100 },
      { action: 'approve', action_id: randomUUID(), amount_cents: 'lots' },
      { action: 'ask', action_id: 'x', question: 'Why?' },
    ]) {
      expect((await act(reference, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await db().select().from(claims).where(eq(claims.reference, reference));
    expect(row?.stage).toBe('being_assessed');
    expect(await emailsOf(reference)).toHaveLength(1);
  });

  it('takes an action once however often it is sent, and refuses its id for another', async () => {
    const reference = await newClaim();
    const action = { action: 'assess', action_id: randomUUID(), note: 'Looking at it today.' };
    expect((await act(reference, action)).statusCode).toBe(200);
    expect((await act(reference, action)).statusCode).toBe(200);
    const reused = await act(reference, {
      action: 'ask',
      action_id: action.action_id,
      question: 'Photos?',
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(ACTION_REUSED_MESSAGE);
    const renoted = await act(reference, { ...action, note: 'Another note.' });
    expect(renoted.statusCode).toBe(409);
    const [row] = await db().select().from(claims).where(eq(claims.reference, reference));
    const events = await db().select().from(claimEvents).where(eq(claimEvents.claimId, row!.id));
    expect(events.map((event) => event.stage)).toEqual(['received', 'being_assessed']);
  });

  it('starts the decision clock when assessing again without the answer asked for', async () => {
    const reference = await newClaim();
    await act(reference, { action: 'ask', action_id: randomUUID(), question: 'Photos?' });
    const resumed = await act(reference, { action: 'assess', action_id: randomUUID() });
    expect(staffClaimDetailSchema.parse(resumed.json()).stage).toBe('being_assessed');
    const [row] = await db().select().from(claims).where(eq(claims.reference, reference));
    expect(row?.informationCompleteOn).toBe(daysFromToday(0));
  });

  it('answers a file id that names no file with 404, never a fault', async () => {
    const reference = await newClaim();
    for (const fileId of ['nonsense', '00000000-0000-0000-0000-000000000000', '%E0%A4%A']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/staff/claims/${reference}/files/${fileId}`,
        headers: handler.headers,
      });
      expect([400, 404], fileId).toContain(response.statusCode);
    }
    expect((await auditOf(reference)).filter((row) => row.action === 'claim_file_opened')).toEqual(
      [],
    );
  });

  it("writes to the customer on the claim's thread, e-mailing them, once per message id", async () => {
    const reference = await newClaim();
    const message = { message_id: randomUUID(), body: 'A loss adjuster will call on Monday.' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/claims/${reference}/messages`,
        headers: handler.headers,
        payload: message,
      });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(staffClaimDetailSchema.parse(again.json()).messages).toEqual([
      { author: 'handler', body: message.body, at: expect.any(String) },
    ]);
    expect((await emailsOf(reference)).map((email) => email.subject)).toEqual([
      `Claim ${reference}: a message from your claims handler`,
    ]);
    const audit = await db()
      .select()
      .from(agentActions)
      .where(
        and(eq(agentActions.subjectReference, reference), eq(agentActions.action, 'claim_message')),
      );
    expect(audit).toHaveLength(1);
    const customerSends = await t.app.inject({
      method: 'POST',
      url: `/api/staff/claims/${reference}/messages`,
      headers: customer.headers,
      payload: { message_id: randomUUID(), body: 'Hello' },
    });
    expect(customerSends.statusCode).toBe(403);
    await db().update(claims).set({ stage: 'declined' }).where(eq(claims.reference, reference));
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/claims/${reference}/messages`,
      headers: handler.headers,
      payload: { message_id: randomUUID(), body: 'One more thing.' },
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().fieldErrors.body).toEqual([CLAIM_MESSAGES.claimClosed('01 488 4063')]);
  });
});

/** The payout job of a settled claim, run to its end: the job's row as it settled. */
async function payoutJobOf(reference: string) {
  const [claim] = await db().select().from(claims).where(eq(claims.reference, reference));
  const [payout] = await db()
    .select()
    .from(claimPayouts)
    .where(eq(claimPayouts.claimId, claim!.id));
  const [job] = await db()
    .select()
    .from(jobs)
    .where(eq(jobs.idempotencyKey, `claim-payout:${payout!.id}`));
  return { payout: payout!, job: await t.app.jobRunner.settled(job!.id, 20_000) };
}

const approveThenSettle = async (reference: string, amount_cents: number) => {
  const approved = await act(reference, {
    action: 'approve',
    action_id: randomUUID(),
    amount_cents,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return act(reference, { action: 'settle', action_id: randomUUID(), note: 'Thank you.' });
};

describe('settling an approved claim', () => {
  it('pays the approved amount back to the card that paid, once, and the customer sees where', async () => {
    const reference = await newClaim();
    const approved = await act(reference, {
      action: 'approve',
      action_id: randomUUID(),
      amount_cents: 1_234_56,
    });
    const offered = staffClaimDetailSchema.parse(approved.json());
    expect(offered.actions).toEqual(['settle']);
    // With a card on record, the claim is paid to it, never recorded as paid some other way.
    const outside = await act(reference, {
      action: 'settle_outside',
      action_id: randomUUID(),
      paid_how: 'by cheque',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors.action).toEqual([
      CLAIM_HANDLING_MESSAGES.payoutAccountOnRecord,
    ]);
    expect(offered.pays_to).toMatch(/^Visa card ending \d{4}$/);
    const settle = { action: 'settle', action_id: randomUUID(), note: 'Thank you.' };
    const settled = await act(reference, settle);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(staffClaimDetailSchema.parse(settled.json())).toMatchObject({
      stage: 'settled',
      next_due: null,
      actions: [],
      pays_to: null,
      payout: { amount_cents: 1_234_56, route: 'card', to: offered.pays_to, status: 'being_paid' },
    });
    // Sent again, the same settlement is answered as made: one payout, one job.
    expect((await act(reference, settle)).statusCode).toBe(200);
    const { payout, job } = await payoutJobOf(reference);
    expect(job?.status).toBe('done');
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.quoteId, policy.quoteId!));
    const credits = await db()
      .select()
      .from(cardGatewayPayouts)
      .where(eq(cardGatewayPayouts.token, payment!.gatewayReference!));
    expect(credits.map((credit) => [credit.payoutKey, credit.amountCents])).toEqual([
      [`claim-payout:${payout.id}`, 1_234_56],
    ]);
    const mine = await customersView(reference);
    expect(mine.stage).toBe('settled');
    expect(mine.timeline.at(-1)).toMatchObject({ stage: 'settled', note: 'Thank you.' });
    expect(mine.payout).toEqual({
      amount_cents: 1_234_56,
      route: 'card',
      to: offered.pays_to,
      status: 'paid',
      paid_at: expect.any(String),
    });
    const [paid] = await db().select().from(claimPayouts).where(eq(claimPayouts.id, payout.id));
    expect(paid?.reference).toBe(credits[0]?.reference);
    const emails = await emailsOf(reference);
    expect(emails.map((email) => email.subject)).toEqual([
      `Claim ${reference}: Approved`,
      `Claim ${reference}: Settled`,
    ]);
    expect(emails[1]?.body).toContain(
      `We are paying €1,234.56 to your ${offered.pays_to}. It usually reaches you within 5 business days.`,
    );
    expect((await auditOf(reference)).map((row) => row.details)).toEqual([
      { to: 'approved' },
      { to: 'settled' },
    ]);
    // Paid, it joins the policy's claims history: the renewal notice's five years count it.
    const [claim] = await db().select().from(claims).where(eq(claims.reference, reference));
    const history = await db()
      .select()
      .from(policyClaims)
      .where(eq(policyClaims.policyId, claim!.policyId));
    expect(history.map((row) => [row.claimDate, row.peril, row.paidCents])).toContainEqual([
      claim!.incidentDate,
      'Escape of water',
      1_234_56,
    ]);
  });

  it('pays a policy paid by direct debit by credit transfer to the mandate’s account', async () => {
    const debited = await buyHomePolicy(t.app, customer.headers, 'direct debit', { daysAgo: 20 });
    const reference = await makeHomeClaim(t.app, customer.headers, debited.policyId);
    const settled = await approveThenSettle(reference, 80_00);
    expect(settled.statusCode, settled.body).toBe(200);
    const detail = staffClaimDetailSchema.parse(settled.json());
    expect(detail.payout).toMatchObject({ route: 'bank_transfer', amount_cents: 80_00 });
    expect(detail.payout?.to).toMatch(/^bank account ending \d{4}$/);
    const { payout, job } = await payoutJobOf(reference);
    expect(job?.status).toBe('done');
    const transfers = await db()
      .select()
      .from(sandboxBankTransfers)
      .where(eq(sandboxBankTransfers.transferKey, `claim-payout:${payout.id}`));
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amountCents: 80_00, remittance: `Claim ${reference}` });
    expect(detail.payout?.to.slice(-4)).toBe(transfers[0]!.iban.slice(-4));
    const [email] = (await emailsOf(reference)).slice(-1);
    expect(email?.body).toContain('It usually reaches you within 1 business day.');
  });

  it('where there is nowhere to pay, is recorded as paid outside the wallet, and only then', async () => {
    const reference = await newClaim();
    await act(reference, { action: 'approve', action_id: randomUUID(), amount_cents: 50_00 });
    // A policy made without a payment of its own (as one taken over from the bank's register).
    const [row] = await db().select().from(claims).where(eq(claims.reference, reference));
    const payment = await db().select().from(payments).where(eq(payments.quoteId, policy.quoteId!));
    await db().update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment[0]!.id));
    try {
      const detail = staffClaimDetailSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/staff/claims/${reference}`,
            headers: handler.headers,
          })
        ).json(),
      );
      expect(detail).toMatchObject({
        stage: 'approved',
        pays_to: null,
        actions: ['settle_outside'],
      });
      const refused = await act(reference, { action: 'settle', action_id: randomUUID() });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors.action).toEqual([CLAIM_HANDLING_MESSAGES.noPayoutAccount]);
      // How it was paid is told to the customer: it must be written, and not at length.
      for (const [paidHow, message] of [
        ['  ', CLAIM_HANDLING_MESSAGES.paidHowRequired],
        ['x'.repeat(CLAIM_LIMITS.paidHowMaxLength + 1), CLAIM_HANDLING_MESSAGES.paidHowTooLong],
      ] as const) {
        const bad = await act(reference, {
          action: 'settle_outside',
          action_id: randomUUID(),
          paid_how: paidHow,
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().fieldErrors.paid_how).toEqual([message]);
      }
      expect(
        await db().select().from(claimPayouts).where(eq(claimPayouts.claimId, row!.id)),
      ).toEqual([]);

      const paidHow = 'by bank transfer to the account ending 5678 on 30/11/2026';
      const settled = await act(reference, {
        action: 'settle_outside',
        action_id: randomUUID(),
        paid_how: ` ${paidHow} `,
      });
      expect(settled.statusCode, settled.body).toBe(200);
      expect(settled.json()).toMatchObject({ stage: 'settled', actions: [] });
      const [payout] = await db()
        .select()
        .from(claimPayouts)
        .where(eq(claimPayouts.claimId, row!.id));
      expect(payout).toMatchObject({
        paymentId: null,
        route: 'outside',
        amountCents: 50_00,
        toLabel: paidHow,
        status: 'paid',
      });
      expect(payout!.paidAt).not.toBeNull();
      const [email] = (await emailsOf(reference)).slice(-1);
      expect(email?.body).toContain(`Your claim is settled. We have paid you €50.00: ${paidHow}.`);
      expect((await customersView(reference)).payout).toMatchObject({
        route: 'outside',
        to: paidHow,
        status: 'paid',
      });
    } finally {
      await db()
        .update(payments)
        .set({ status: payment[0]!.status })
        .where(eq(payments.id, payment[0]!.id));
    }
  });
});

describe('a payout that cannot be made', () => {
  it('is marked failed, and the customer is told it was not paid', async () => {
    const reference = await newClaim();
    await act(reference, { action: 'approve', action_id: randomUUID(), amount_cents: 60_00 });
    const [claim] = await db().select().from(claims).where(eq(claims.reference, reference));
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.quoteId, policy.quoteId!));
    // A transfer through a card payment's (missing) mandate: the bank has nowhere to pay.
    const [payout] = await db()
      .insert(claimPayouts)
      .values({
        claimId: claim!.id,
        paymentId: payment!.id,
        route: 'bank_transfer',
        amountCents: 60_00,
        toLabel: 'bank account ending 0000',
        status: 'being_paid',
      })
      .returning();
    const handler = t.app.services.jobHandlers[CLAIM_PAYOUT_JOB]!;
    const job = { payload: { payoutId: payout!.id } } as unknown as JobRow;
    expect(await handler.run(job)).toEqual({
      outcome: 'failed',
      error: 'The policy has no mandate on record',
    });
    expect((await customersView(reference)).payout).toMatchObject({
      status: 'failed',
      paid_at: null,
    });
    // A gateway that gave up after its last attempt leaves it failed too, never paid.
    await db()
      .update(claimPayouts)
      .set({ status: 'being_paid' })
      .where(eq(claimPayouts.id, payout!.id));
    expect(await handler.giveUp!(job, new Error('the bank did not answer'))).toMatch(/bank/);
    const [after] = await db().select().from(claimPayouts).where(eq(claimPayouts.id, payout!.id));
    expect(after?.status).toBe('failed');
  });
});

describe.runIf(onPostgres)('20 handlers settling one claim at once', () => {
  it('settle it once: one payout, one job, one e-mail, one credit', async () => {
    const reference = await newClaim();
    await act(reference, { action: 'approve', action_id: randomUUID(), amount_cents: 700_00 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        act(reference, { action: 'settle', action_id: randomUUID() }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(19);
    const [row] = await db().select().from(claims).where(eq(claims.reference, reference));
    expect(
      await db().select().from(claimPayouts).where(eq(claimPayouts.claimId, row!.id)),
    ).toHaveLength(1);
    const { payout, job } = await payoutJobOf(reference);
    expect(job?.status).toBe('done');
    expect(
      await db()
        .select()
        .from(cardGatewayPayouts)
        .where(eq(cardGatewayPayouts.payoutKey, `claim-payout:${payout.id}`)),
    ).toHaveLength(1);
    expect(
      (await emailsOf(reference)).filter((email) => email.subject?.endsWith('Settled')),
    ).toHaveLength(1);
  });
});

describe.runIf(onPostgres)('20 handlers deciding on one claim at once', () => {
  it('move it once: one event, one e-mail, one audit row', async () => {
    const reference = await newClaim();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, at) =>
        act(reference, {
          action: at % 2 === 0 ? 'approve' : 'decline',
          action_id: randomUUID(),
          ...(at % 2 === 0 ? { amount_cents: 1_000_00 } : { reasons: 'Not covered.' }),
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(19);
    const [row] = await db().select().from(claims).where(eq(claims.reference, reference));
    const events = await db().select().from(claimEvents).where(eq(claimEvents.claimId, row!.id));
    expect(events).toHaveLength(2);
    expect(await emailsOf(reference)).toHaveLength(1);
    expect(
      (await auditOf(reference)).filter((entry) => entry.action === 'claim_decided'),
    ).toHaveLength(1);
  });
});
