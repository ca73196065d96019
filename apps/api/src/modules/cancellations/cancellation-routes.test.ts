import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCELLATION_MESSAGES,
  CARD_ACCOUNT_IDS,
  CAR_PRODUCT_FACTS,
  DEBIT_PAYMENT_MESSAGES,
  HOME_PRODUCT_FACTS,
  addDays,
  calendarDateOf,
  cancellationQuoteResponseSchema,
  cancellationResponseSchema,
  formatEuro,
  paymentScheduleSchema,
  formatIsoDate,
  parseIsoDate,
  proRataCents,
} from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  cardGatewayPayments,
  cardGatewayRefunds,
  directDebitCollections,
  directDebitMandates,
  documents,
  jobs,
  messageOutbox,
  payments,
  policies,
  policyCancellations,
  sandboxBankTransfers,
  users,
} from '../../db/schema.js';
import { authoriseCard, buyHomePolicy } from '../../test/checkout-fixtures.js';
import { homeClaimRequest } from '../../test/claim-fixtures.js';
import { SANDBOX_REFUSED_IBAN } from '../../adapters/direct-debits/sandbox-direct-debits.js';
import { TEST_OPERATOR_API_KEY, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { POLICY_REFUND_JOB, createCancellationService } from './cancellation-service.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
}, 60_000);
afterAll(async () => t?.close());

const today = () => formatIsoDate(calendarDateOf(new Date()));
const daysFromToday = (days: number) => formatIsoDate(addDays(parseIsoDate(today())!, days));

type PolicyRow = typeof policies.$inferSelect;

/** A home policy of the buyer's, bought through the API and started `daysAgo` days ago. */
/**
 * RSA's unless named: its terms keep a fee from a cancellation's refund. FBD's terms keep the
 * premium for the days covered on a withdrawal, and no fee (home.md 9).
 */
const homePolicy = (
  pay: 'card' | 'direct debit',
  daysAgo: number,
  insurer: 'RSA' | 'FBD' = 'RSA',
) => buyHomePolicy(t.app, buyer.headers, pay, { daysAgo, insurer });

const quoteLeaving = (
  policyId: string,
  payload: unknown,
  headers: Record<string, string> = buyer.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/policies/${encodeURIComponent(policyId)}/cancellation/quote`,
    headers,
    payload: payload as never,
  });

const leave = (
  policyId: string,
  payload: unknown,
  headers: Record<string, string> = buyer.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/policies/${encodeURIComponent(policyId)}/cancellation`,
    headers,
    payload: payload as never,
  });

const periodDaysOf = (policy: PolicyRow) =>
  Math.round(
    (Date.parse(`${policy.endDate}T00:00:00Z`) - Date.parse(`${policy.startDate}T00:00:00Z`)) /
      86_400_000,
  ) + 1;

async function rowsOf(policy: PolicyRow) {
  const cancellations = await db()
    .select()
    .from(policyCancellations)
    .where(eq(policyCancellations.policyId, policy.id));
  const confirmations = await db()
    .select({ name: documents.name })
    .from(documents)
    .where(and(eq(documents.policyId, policy.id), eq(documents.businessProcess, 'CANCELLATION')));
  return { cancellations, confirmations };
}

describe('withdrawing inside the withdrawal period', () => {
  let policy: PolicyRow;
  beforeAll(async () => {
    policy = await homePolicy('card', 5, 'FBD');
  });

  it('quotes the refund: all that was paid less the days of cover given, with no fee', async () => {
    const response = await quoteLeaving(policy.policyId, { kind: 'withdrawal' });
    expect(response.statusCode, response.body).toBe(200);
    const quote = cancellationQuoteResponseSchema.parse(response.json());
    const days = periodDaysOf(policy);
    // Started five days ago: today is its sixth day of cover.
    const coverGiven = proRataCents(policy.premiumCents, 6, days);
    expect(quote).toMatchObject({
      kind: 'withdrawal',
      last_day_of_cover: today(),
      days_in_period: days,
      days_of_cover: 6,
      paid_cents: policy.premiumCents,
      cover_given_cents: coverGiven,
      fee_cents: 0,
      settlement_cents: policy.premiumCents - coverGiven,
      route: 'card',
      instalments_stopped: false,
      fee_in_terms_cents: HOME_PRODUCT_FACTS.leavingTerms('FBD').feeCents,
    });
    expect(quote.withdrawal_ends_on > today()).toBe(true);
    expect((await rowsOf(policy)).cancellations).toHaveLength(0);
  });

  it('refuses figures the customer was not shown, writing nothing', async () => {
    const quote = cancellationQuoteResponseSchema.parse(
      (await quoteLeaving(policy.policyId, { kind: 'withdrawal' })).json(),
    );
    const response = await leave(policy.policyId, {
      kind: 'withdrawal',
      expected_settlement_cents: quote.settlement_cents + 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CANCELLATION_MESSAGES.settlementChanged);
    expect((await rowsOf(policy)).cancellations).toHaveLength(0);
  });

  it('withdraws once: the policy ends today, the confirmation is filed and e-mailed, the card refunded', async () => {
    const quote = cancellationQuoteResponseSchema.parse(
      (await quoteLeaving(policy.policyId, { kind: 'withdrawal' })).json(),
    );
    const payload = {
      kind: 'withdrawal',
      reason: 'Found cover elsewhere',
      expected_settlement_cents: quote.settlement_cents,
    };
    const response = await leave(policy.policyId, payload);
    expect(response.statusCode, response.body).toBe(200);
    const answer = cancellationResponseSchema.parse(response.json());
    expect(answer.reference).toMatch(/^CN-[A-HJ-NP-Z2-9]{8}$/);
    expect(answer.settlement_cents).toBe(quote.settlement_cents);
    expect(answer.refund_by).toBe(daysFromToday(30));

    // A double tap answers the first result.
    const again = await leave(policy.policyId, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());

    const [row] = await db().select().from(policies).where(eq(policies.id, policy.id));
    expect(row).toMatchObject({ status: 'cancelled', endDate: today(), autoRenew: false });
    const { cancellations, confirmations } = await rowsOf(policy);
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]).toMatchObject({ kind: 'withdrawal', reason: 'Found cover elsewhere' });
    expect(confirmations).toEqual([{ name: 'withdrawal-confirmation' }]);
    const emails = await db()
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.template, 'policy-withdrawal'));
    expect(emails.some((email) => email.body.includes(answer.reference))).toBe(true);

    // The card refund is made by its job, once, for the refund's amount.
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `policy-refund:${cancellations[0]!.id}`));
    const settledJob = await t.app.jobRunner.settled(job!.id, 20_000);
    expect(settledJob?.status, settledJob?.lastError ?? '').toBe('done');
    const refunds = await db()
      .select()
      .from(cardGatewayRefunds)
      .where(like(cardGatewayRefunds.refundKey, `policy-refund:${cancellations[0]!.id}:%`));
    expect(refunds.map((refund) => refund.amountCents)).toEqual([quote.settlement_cents]);
    const [settled] = await db()
      .select()
      .from(policyCancellations)
      .where(eq(policyCancellations.id, cancellations[0]!.id));
    expect(settled!.settlementStatus).toBe('paid');

    // The policy's payments show it given back, after what the card paid.
    const schedule = await t.app.inject({
      method: 'GET',
      url: `/api/policies/${encodeURIComponent(policy.policyId)}/payment-schedule`,
      headers: buyer.headers,
    });
    expect(schedule.statusCode).toBe(200);
    expect(
      paymentScheduleSchema.parse(schedule.json()).card_payments.map((line) => line.kind),
    ).toEqual(['purchase', 'withdrawal_refund']);
    expect(paymentScheduleSchema.parse(schedule.json()).card_payments[1]).toEqual({
      date: today(),
      kind: 'withdrawal_refund',
      amount_cents: quote.settlement_cents,
      card_brand: null,
      under_way: false,
    });
  });

  it('refuses anything more on a policy that has ended', async () => {
    const response = await quoteLeaving(policy.policyId, {
      kind: 'cancellation',
      last_day_of_cover: today(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.policy).toEqual([CANCELLATION_MESSAGES.alreadyEnded]);
    const cancel = await leave(policy.policyId, {
      kind: 'cancellation',
      last_day_of_cover: today(),
      expected_settlement_cents: 0,
    });
    expect(cancel.statusCode).toBe(400);
    expect((await rowsOf(policy)).cancellations).toHaveLength(1);
  });
});

const dayBefore = (isoDate: string) => formatIsoDate(addDays(parseIsoDate(isoDate)!, -1));

describe('withdrawing where the insurer’s terms refund in full (RSA home, home.md 9)', () => {
  const withClaims = (made: boolean) =>
    createCancellationService({
      repository: t.repositories.cancellations,
      openClaims: { hasClaimInProgress: async () => false, hasClaimMade: async () => made },
      documents: { render: async () => [] },
      jobs: t.repositories.jobs,
      runner: { wake: () => {} },
      clock: () => new Date(),
    });

  it('refunds all that was paid, keeping nothing for the days covered', async () => {
    const policy = await buyHomePolicy(t.app, buyer.headers, 'card', {
      daysAgo: 5,
      insurer: 'RSA',
    });
    const quote = cancellationQuoteResponseSchema.parse(
      (await quoteLeaving(policy.policyId, { kind: 'withdrawal' })).json(),
    );
    // Void from its start: its cover ends the day before, so none of its days was paid for.
    expect(quote).toMatchObject({
      last_day_of_cover: dayBefore(policy.startDate),
      days_of_cover: 0,
      paid_cents: policy.premiumCents,
      cover_given_cents: 0,
      fee_cents: 0,
      settlement_cents: policy.premiumCents,
    });
    const left = await leave(policy.policyId, {
      kind: 'withdrawal',
      expected_settlement_cents: quote.settlement_cents,
    });
    expect(left.statusCode, left.body).toBe(200);
    // No day of a policy refunded in full can be claimed on afterwards.
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: buyer.headers,
      payload: homeClaimRequest(policy.policyId),
    });
    expect(claim.statusCode, claim.body).toBe(400);
    expect(claim.body).toContain('incident_date');
  });

  it('keeps the days covered once a claim has been made on the policy', async () => {
    const policy = await buyHomePolicy(t.app, buyer.headers, 'card', {
      daysAgo: 5,
      insurer: 'RSA',
    });
    const userId = (await db().select().from(policies).where(eq(policies.id, policy.id)))[0]!
      .ownerUserId;
    const coverGiven = proRataCents(policy.premiumCents, 6, periodDaysOf(policy));
    expect(
      await withClaims(true).quote(userId, policy.policyId, { kind: 'withdrawal' }),
    ).toMatchObject({
      cover_given_cents: coverGiven,
      settlement_cents: policy.premiumCents - coverGiven,
    });
    expect(
      await withClaims(false).quote(userId, policy.policyId, { kind: 'withdrawal' }),
    ).toMatchObject({ cover_given_cents: 0, settlement_cents: policy.premiumCents });
  });
});

describe('withdrawing from a monthly plan inside the withdrawal period', () => {
  it('refunds what the debits took beyond the cover given to the mandate’s account, once', async () => {
    const policy = await homePolicy('direct debit', 5, 'FBD');
    // The plan as if bought then, collecting on the start's day: its first debit has been taken.
    const [payment] = await db()
      .update(payments)
      .set({ collectionDay: parseIsoDate(policy.startDate)!.day })
      .where(eq(payments.quoteId, policy.quoteId!))
      .returning();
    const quote = cancellationQuoteResponseSchema.parse(
      (await quoteLeaving(policy.policyId, { kind: 'withdrawal' })).json(),
    );
    expect(quote).toMatchObject({ route: 'bank_account', fee_cents: 0, instalments_stopped: true });
    expect(quote.paid_cents).toBe(payment!.instalmentCents);
    expect(quote.cover_given_cents).toBe(
      proRataCents(policy.premiumCents, 6, periodDaysOf(policy)),
    );
    expect(quote.settlement_cents).toBe(quote.paid_cents - quote.cover_given_cents);
    expect(quote.settlement_cents).toBeGreaterThan(0);
    const response = await leave(policy.policyId, {
      kind: 'withdrawal',
      expected_settlement_cents: quote.settlement_cents,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [record] = (await rowsOf(policy)).cancellations;
    const [email] = await db()
      .select()
      .from(messageOutbox)
      .where(like(messageOutbox.body, `%${response.json().reference}%`));
    expect(email?.body).toContain(
      `We will refund ${formatEuro(quote.settlement_cents)} to the bank account your direct debits come from`,
    );

    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `policy-refund:${record!.id}`));
    expect(job?.kind).toBe(POLICY_REFUND_JOB);
    const settledJob = await t.app.jobRunner.settled(job!.id, 20_000);
    expect(settledJob?.status, settledJob?.lastError ?? '').toBe('done');
    const [mandate] = await db()
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.paymentId, payment!.id));
    const transfersOf = () =>
      db()
        .select()
        .from(sandboxBankTransfers)
        .where(like(sandboxBankTransfers.transferKey, `policy-refund:${record!.id}%`));
    const transfers = await transfersOf();
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      transferKey: `policy-refund:${record!.id}`,
      amountCents: quote.settlement_cents,
      iban: mandate!.iban.replace(/\s+/g, '').toUpperCase(),
      remittance: `Policy ${policy.policyNumber} withdrawal`,
    });
    const settledRow = async () =>
      (
        await db().select().from(policyCancellations).where(eq(policyCancellations.id, record!.id))
      )[0]!;
    expect(await settledRow()).toMatchObject({ settlementStatus: 'paid' });
    expect((await settledRow()).settledAt).not.toBeNull();

    // Run again, even as if the record had not been marked paid, it sends nothing more.
    const handler = t.app.services.jobHandlers[POLICY_REFUND_JOB]!;
    expect(await handler.run(settledJob!)).toEqual({ outcome: 'done' });
    await db()
      .update(policyCancellations)
      .set({ settlementStatus: 'pending', settledAt: null })
      .where(eq(policyCancellations.id, record!.id));
    expect(await handler.run(settledJob!)).toEqual({ outcome: 'done' });
    expect(await transfersOf()).toHaveLength(1);
    expect(await settledRow()).toMatchObject({ settlementStatus: 'paid' });
  });
});

describe('withdrawing after a mid-term change paid by card', () => {
  it('counts the change as paid and refunds the change’s card first, then the purchase’s', async () => {
    const policy = await buyHomePolicy(t.app, buyer.headers, 'card', {
      daysAgo: 1,
      insurer: 'RSA',
    });
    const change = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${encodeURIComponent(policy.policyId)}/changes/quote`,
      headers: buyer.headers,
      payload: {
        effective_date: today(),
        change: {
          specified_items: [{ item_type: 'Jewellery', value: 2_000, description: 'Ring' }],
        },
      },
    });
    const { change_id: changeId, adjustment_cents: adjustment } = change.json();
    const card = await authoriseCard(t.app, adjustment, undefined, CARD_ACCOUNT_IDS.HOME);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${encodeURIComponent(policy.policyId)}/changes`,
      headers: buyer.headers,
      payload: {
        change_id: changeId,
        expected_adjustment_cents: adjustment,
        payment: { method: 'card', token: card.token },
      },
    });
    expect(made.statusCode, made.body).toBe(200);

    const quote = cancellationQuoteResponseSchema.parse(
      (await quoteLeaving(policy.policyId, { kind: 'withdrawal' })).json(),
    );
    expect(quote.paid_cents).toBe(policy.premiumCents + adjustment);
    const left = await leave(policy.policyId, {
      kind: 'withdrawal',
      expected_settlement_cents: quote.settlement_cents,
    });
    expect(left.statusCode, left.body).toBe(200);
    const [record] = (await rowsOf(policy)).cancellations;
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `policy-refund:${record!.id}`));
    const settled = await t.app.jobRunner.settled(job!.id, 20_000);
    expect(settled?.status, settled?.lastError ?? '').toBe('done');
    const refunds = await db()
      .select()
      .from(cardGatewayRefunds)
      .where(like(cardGatewayRefunds.refundKey, `policy-refund:${record!.id}:%`));
    expect(refunds.find((refund) => refund.token === card.token)?.amountCents).toBe(adjustment);
    expect(refunds.reduce((sum, refund) => sum + refund.amountCents, 0)).toBe(
      quote.settlement_cents,
    );
  });
});

describe('cancelling after the withdrawal period', () => {
  it('refuses a withdrawal, and cancels with the fee kept from the pro rata refund', async () => {
    const policy = await homePolicy('card', 100);
    const withdrawal = await quoteLeaving(policy.policyId, { kind: 'withdrawal' });
    expect(withdrawal.statusCode).toBe(400);
    expect(withdrawal.json().fieldErrors.policy[0]).toMatch(
      /^The withdrawal period for this policy ended on \d\d\/\d\d\/\d{4}\. You can still cancel it\.$/,
    );

    const lastDay = daysFromToday(10);
    const response = await quoteLeaving(policy.policyId, {
      kind: 'cancellation',
      last_day_of_cover: lastDay,
    });
    expect(response.statusCode, response.body).toBe(200);
    const days = periodDaysOf(policy);
    // Started 100 days ago, covered to 10 days from now: 111 days of cover.
    const coverGiven = proRataCents(policy.premiumCents, 111, days);
    const fee = HOME_PRODUCT_FACTS.leavingTerms('RSA').feeCents;
    expect(cancellationQuoteResponseSchema.parse(response.json())).toMatchObject({
      days_of_cover: 111,
      cover_given_cents: coverGiven,
      fee_cents: fee,
      settlement_cents: policy.premiumCents - coverGiven - fee,
    });
    const confirmed = await leave(policy.policyId, {
      kind: 'cancellation',
      last_day_of_cover: lastDay,
      expected_settlement_cents: policy.premiumCents - coverGiven - fee,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await db().select().from(policies).where(eq(policies.id, policy.id));
    expect(row).toMatchObject({ status: 'cancelled', endDate: lastDay });
    expect((await rowsOf(policy)).confirmations).toEqual([{ name: 'cancellation-confirmation' }]);
  });

  it('takes a last day of cover from today to the end of the policy', async () => {
    const policy = await homePolicy('card', 100);
    for (const [lastDay, message] of [
      [daysFromToday(-1), CANCELLATION_MESSAGES.dateInPast],
      [
        formatIsoDate(addDays(parseIsoDate(policy.endDate)!, 1)),
        CANCELLATION_MESSAGES.dateAfterEnd(policy.endDate),
      ],
      [undefined, CANCELLATION_MESSAGES.dateRequired],
      ['2026-02-30', CANCELLATION_MESSAGES.dateInvalid],
    ] as const) {
      const response = await quoteLeaving(policy.policyId, {
        kind: 'cancellation',
        ...(lastDay ? { last_day_of_cover: lastDay } : {}),
      });
      expect(response.statusCode, `${lastDay}`).toBe(400);
      expect(response.json().fieldErrors.last_day_of_cover).toEqual([message]);
    }
    const onEnd = await quoteLeaving(policy.policyId, {
      kind: 'cancellation',
      last_day_of_cover: policy.endDate,
    });
    // The last day: nothing left to refund, and the fee never makes the customer pay.
    expect(onEnd.json()).toMatchObject({ settlement_cents: 0, fee_cents: 0, route: 'none' });
  });

  it('nets a monthly plan: debits stop, what was collected against what is due', async () => {
    const policy = await homePolicy('direct debit', 100);
    const response = await quoteLeaving(policy.policyId, {
      kind: 'cancellation',
      last_day_of_cover: today(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = cancellationQuoteResponseSchema.parse(response.json());
    expect(quote).toMatchObject({ instalments_stopped: true, days_of_cover: 101 });
    expect(quote.route).toBe(quote.settlement_cents === 0 ? 'none' : 'bank_account');
    expect(quote.settlement_cents).toBe(
      quote.paid_cents - quote.cover_given_cents - quote.fee_cents,
    );
  });
});

describe('cancelling a monthly plan with a missed debit', () => {
  const runCollections = (date: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/direct-debits/run',
      headers: { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` },
      payload: { date },
    });

  it('counts only what the bank took: the missed debit is owed, not refunded', async () => {
    const policy = await homePolicy('direct debit', 100);
    // Debits on the start's day: two months on the first, three months on the second.
    const [payment] = await db()
      .update(payments)
      .set({ collectionDay: parseIsoDate(policy.startDate)!.day })
      .where(eq(payments.quoteId, policy.quoteId!))
      .returning();
    const scheduleOf = async () =>
      paymentScheduleSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/policies/${encodeURIComponent(policy.policyId)}/payment-schedule`,
            headers: buyer.headers,
          })
        ).json(),
      ).debits;
    const [first, second] = await scheduleOf();
    expect(second!.date <= today()).toBe(true);
    // The first debit is collected; then the account refuses and the second is missed.
    expect((await runCollections(first!.date)).json().collected).toBeGreaterThanOrEqual(1);
    await db()
      .update(directDebitMandates)
      .set({ iban: SANDBOX_REFUSED_IBAN })
      .where(eq(directDebitMandates.paymentId, payment!.id));
    expect((await runCollections(today())).json().missed).toBeGreaterThanOrEqual(1);
    expect((await scheduleOf()).slice(0, 2).map((debit) => debit.status)).toEqual([
      'collected',
      'missed',
    ]);

    const response = await quoteLeaving(policy.policyId, {
      kind: 'cancellation',
      last_day_of_cover: today(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = cancellationQuoteResponseSchema.parse(response.json());
    expect(quote.paid_cents).toBe(first!.amount_cents);
    expect(quote.cover_given_cents).toBe(
      proRataCents(policy.premiumCents, 101, periodDaysOf(policy)),
    );
    // Nothing to refund, so no fee; what the cover given comes to beyond the one debit is owed.
    expect(quote).toMatchObject({
      fee_cents: 0,
      settlement_cents: first!.amount_cents - quote.cover_given_cents,
      route: 'bank_account',
    });
    expect(quote.settlement_cents).toBeLessThan(0);

    const left = await leave(policy.policyId, {
      kind: 'cancellation',
      last_day_of_cover: today(),
      expected_settlement_cents: quote.settlement_cents,
    });
    expect(left.statusCode, left.body).toBe(200);
    const [record] = (await rowsOf(policy)).cancellations;
    expect(record).toMatchObject({
      settlementCents: quote.settlement_cents,
      refundBy: null,
      settlementStatus: 'pending',
    });
    expect(
      await db()
        .select()
        .from(jobs)
        .where(eq(jobs.idempotencyKey, `policy-refund:${record!.id}`)),
    ).toHaveLength(0);

    // The missed debit is in what leaving settled: Pay now takes nothing for it.
    const card = await authoriseCard(t.app, second!.amount_cents, undefined, CARD_ACCOUNT_IDS.HOME);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${encodeURIComponent(policy.policyId)}/missed-debits/pay`,
      headers: buyer.headers,
      payload: {
        due_date: second!.date,
        card_token: card.token,
        submission_id: crypto.randomUUID(),
      },
    });
    expect(pay.statusCode, pay.body).toBe(409);
    expect(pay.json().message).toBe(DEBIT_PAYMENT_MESSAGES.settledOnLeaving);
    const captured = await db()
      .select()
      .from(cardGatewayPayments)
      .where(eq(cardGatewayPayments.token, card.token));
    expect(captured.every((row) => row.captureKey === null)).toBe(true);
    const [missed] = await db()
      .select()
      .from(directDebitCollections)
      .where(
        and(
          eq(directDebitCollections.policyId, policy.id),
          eq(directDebitCollections.dueDate, second!.date),
        ),
      );
    expect(missed).toMatchObject({ status: 'missed', paySubmissionId: null });
  }, 60_000);

  it('waits while a Pay now of a missed debit is under way, then leaves at its figures', async () => {
    const policy = await homePolicy('direct debit', 100);
    const [payment] = await db()
      .update(payments)
      .set({ collectionDay: parseIsoDate(policy.startDate)!.day })
      .where(eq(payments.quoteId, policy.quoteId!))
      .returning();
    await db()
      .update(directDebitMandates)
      .set({ iban: SANDBOX_REFUSED_IBAN })
      .where(eq(directDebitMandates.paymentId, payment!.id));
    expect((await runCollections(today())).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(directDebitCollections)
      .where(eq(directDebitCollections.policyId, policy.id));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.status === 'missed')).toBe(true);
    await db()
      .update(directDebitCollections)
      .set({ paySubmissionId: 'claim|tok', payStartedAt: new Date() })
      .where(eq(directDebitCollections.id, rows[0]!.id));
    const quote = cancellationQuoteResponseSchema.parse(
      (
        await quoteLeaving(policy.policyId, { kind: 'cancellation', last_day_of_cover: today() })
      ).json(),
    );
    // Nothing was taken: the whole cover given is owed.
    expect(quote.paid_cents).toBe(0);
    expect(quote.settlement_cents).toBe(-quote.cover_given_cents);
    const payload = {
      kind: 'cancellation',
      last_day_of_cover: today(),
      expected_settlement_cents: quote.settlement_cents,
    };
    const held = await leave(policy.policyId, payload);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(CANCELLATION_MESSAGES.payNowUnderWay);
    expect((await rowsOf(policy)).cancellations).toHaveLength(0);
    // A claim older than the hold has lapsed.
    await db()
      .update(directDebitCollections)
      .set({ payStartedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(directDebitCollections.id, rows[0]!.id));
    expect((await leave(policy.policyId, payload)).statusCode).toBe(200);
  }, 60_000);
});

describe('cancelling the demo customer’s car policy', () => {
  it('marks its certificate and disc void and refunds the demo card through the sandbox', async () => {
    const [car] = await db()
      .select()
      .from(policies)
      .where(and(eq(policies.policyType, 'MOTOR'), eq(policies.status, 'active')))
      .innerJoin(users, eq(users.id, policies.ownerUserId))
      .then((rows) => rows.filter((row) => row.users.email === DEMO_ACCOUNTS.customer.email));
    expect(car, 'the demo customer has a car policy').toBeDefined();
    const policy = car!.policies;
    const quoted = await quoteLeaving(
      policy.policyId,
      { kind: 'cancellation', last_day_of_cover: today() },
      other.headers,
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = cancellationQuoteResponseSchema.parse(quoted.json());
    expect(quote).toMatchObject({
      route: 'card',
      fee_cents: CAR_PRODUCT_FACTS.leavingTerms(null).feeCents,
    });
    const confirmed = await leave(
      policy.policyId,
      {
        kind: 'cancellation',
        last_day_of_cover: today(),
        expected_settlement_cents: quote.settlement_cents,
      },
      other.headers,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const proofs = await db()
      .select({ name: documents.name, description: documents.description })
      .from(documents)
      .where(
        and(
          eq(documents.policyId, policy.id),
          inArray(documents.name, ['motor-certificate', 'motor-disc']),
        ),
      );
    expect(proofs.length).toBeGreaterThanOrEqual(2);
    for (const proof of proofs)
      expect(proof.description).toMatch(/^Void: cover ended at the end of /);
    const [record] = (await rowsOf(policy)).cancellations;
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `policy-refund:${record!.id}`));
    const settledJob = await t.app.jobRunner.settled(job!.id, 20_000);
    expect(settledJob?.status, settledJob?.lastError ?? '').toBe('done');
  });
});

describe('who may leave a policy, and what they may send', () => {
  let policy: PolicyRow;
  beforeAll(async () => {
    policy = await homePolicy('card', 3);
  });

  it('is the owner only: another customer finds nothing, a visitor must sign in', async () => {
    const theirs = await quoteLeaving(policy.policyId, { kind: 'withdrawal' }, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(CANCELLATION_MESSAGES.policyNotFound);
    const visitor = await leave(
      policy.policyId,
      { kind: 'withdrawal', expected_settlement_cents: 0 },
      {},
    );
    expect(visitor.statusCode).toBe(401);
    // Authentication comes before validation.
    expect((await quoteLeaving(policy.policyId, { kind: 'nonsense' }, {})).statusCode).toBe(401);
    const agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
    expect(
      (await quoteLeaving(policy.policyId, { kind: 'withdrawal' }, agent.headers)).statusCode,
    ).toBe(404);
    expect((await rowsOf(policy)).cancellations).toHaveLength(0);
  });

  it('answers bad input with 400 and writes nothing', async () => {
    for (const payload of [
      { kind: 'nonsense' },
      { kind: 'withdrawal', extra: true },
      { kind: 'cancellation', last_day_of_cover: 'tomorrow' },
      { kind: 'withdrawal', expected_settlement_cents: 1.5 },
      { kind: 'withdrawal', expected_settlement_cents: 0, reason: 'x'.repeat(501) },
      { kind: 'withdrawal', expected_settlement_cents: '12' },
      null,
      [],
    ]) {
      const response = await leave(policy.policyId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const longId = await quoteLeaving('x'.repeat(61), { kind: 'withdrawal' });
    expect(longId.statusCode).toBe(400);
    expect((await rowsOf(policy)).cancellations).toHaveLength(0);
  });

  it('is refused while a claim is in progress, with the number to call', async () => {
    const service = createCancellationService({
      repository: t.repositories.cancellations,
      openClaims: {
        hasClaimInProgress: async (id) => id === policy.id,
        hasClaimMade: async (id) => id === policy.id,
      },
      documents: { render: async () => [] },
      jobs: t.repositories.jobs,
      runner: { wake: () => {} },
      clock: () => new Date(),
    });
    const userId = (await db().select().from(policies).where(eq(policies.id, policy.id)))[0]!
      .ownerUserId;
    await expect(
      service.quote(userId, policy.policyId, { kind: 'withdrawal' }),
    ).rejects.toMatchObject({
      fieldErrors: {
        policy: [CANCELLATION_MESSAGES.claimInProgress(HOME_PRODUCT_FACTS.claims.phoneNumber)],
      },
    });
  });
});

describe.runIf(onPostgres)('20 withdrawals of one policy at once', () => {
  it('withdraws once, files one confirmation and refunds once', async () => {
    const policy = await homePolicy('card', 2);
    const quote = cancellationQuoteResponseSchema.parse(
      (await quoteLeaving(policy.policyId, { kind: 'withdrawal' })).json(),
    );
    const payload = { kind: 'withdrawal', expected_settlement_cents: quote.settlement_cents };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => leave(policy.policyId, payload)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.json().reference)).size).toBe(1);
    const { cancellations, confirmations } = await rowsOf(policy);
    expect(cancellations).toHaveLength(1);
    expect(confirmations).toHaveLength(1);
    const refundJobs = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `policy-refund:${cancellations[0]!.id}`));
    expect(refundJobs).toHaveLength(1);
    await t.app.jobRunner.settled(refundJobs[0]!.id, 20_000);
    const [refunded] = await db()
      .select({ cents: sql<number>`sum(${cardGatewayRefunds.amountCents})::int` })
      .from(cardGatewayRefunds)
      .where(like(cardGatewayRefunds.refundKey, `policy-refund:${cancellations[0]!.id}:%`));
    expect(refunded!.cents).toBe(quote.settlement_cents);
  });
});
