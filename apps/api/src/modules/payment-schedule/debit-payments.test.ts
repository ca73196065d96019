import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_ACCOUNT_IDS,
  DEBIT_PAYMENT_MESSAGES,
  PAY_NOW_HOLD_MS,
  addDays,
  calendarDateOf,
  formatIsoDate,
  paymentScheduleSchema,
} from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import type { policies } from '../../db/schema.js';
import {
  cardGatewayPayments,
  directDebitCollections,
  directDebitMandates,
  jobs,
  messageOutbox,
  paymentDetailChanges,
  payments,
  policies as policyRows,
  policyCancellations,
} from '../../db/schema.js';
import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import { gatewayReferenceOf } from '../../adapters/card-payments/sandbox-card-payments.js';
import { SANDBOX_REFUSED_IBAN } from '../../adapters/direct-debits/sandbox-direct-debits.js';
import { authoriseCard, buyHomePolicy } from '../../test/checkout-fixtures.js';
import { TEST_OPERATOR_API_KEY, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { FieldValidationError } from '../../lib/http-errors.js';
import { createDebitPaymentsService } from './debit-payments-service.js';
import { missedDebitRefundJobKey } from './missed-debit-refund-job.js';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
const db = () => t.app.database.db;
type PolicyRow = typeof policies.$inferSelect;
type Headers = Record<string, string>;
const today = () => formatIsoDate(calendarDateOf(new Date()));

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
}, 60_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Headers) =>
  t.app.inject({
    method,
    url,
    headers: headers ?? buyer.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const path = (policy: PolicyRow, rest: string) =>
  `/api/policies/${encodeURIComponent(policy.policyId)}${rest}`;
const runCollections = (date: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator/direct-debits/run',
    headers: { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` },
    payload: { date },
  });
const schedule = async (policy: PolicyRow) =>
  paymentScheduleSchema.parse((await call('GET', path(policy, '/payment-schedule'))).json());
const bankAccount = (change: Record<string, unknown> = {}) => ({
  account_holder: 'Aoife Murphy',
  iban: 'IE29 AIBK 9311 5212 3456 78',
  bic: 'AIBKIE2D',
  consent: true,
  submission_id: randomUUID(),
  ...change,
});
const emailsTo = (template: string) =>
  db()
    .select()
    .from(messageOutbox)
    .where(
      and(
        eq(messageOutbox.recipient, DEMO_ACCOUNTS.newCustomer.email),
        eq(messageOutbox.template, template),
      ),
    );

describe('direct debits collected, missed and paid now by card', () => {
  let policy: PolicyRow;
  let firstDebit: { date: string; amount_cents: number };
  beforeAll(async () => {
    policy = await buyHomePolicy(t.app, buyer.headers, 'direct debit');
    firstDebit = (await schedule(policy)).debits[0]!;
  }, 60_000);

  it('changes the bank account once per submission, with a new mandate and its pre-notice', async () => {
    const body = bankAccount({ iban: SANDBOX_REFUSED_IBAN });
    const answers = await Promise.all([
      call('PUT', path(policy, '/bank-account'), body),
      call('PUT', path(policy, '/bank-account'), body),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    const changed = answers[0]!.json();
    expect(changed.mandate_reference).toMatch(/^WLT-/);
    expect(changed.account_ending).toBe('9951');
    const noticeDay = formatIsoDate(addDays(calendarDateOf(new Date()), 14));
    if (changed.first_debit) expect(changed.first_debit.date >= noticeDay).toBe(true);
    const rows = await db()
      .select()
      .from(paymentDetailChanges)
      .where(eq(paymentDetailChanges.policyId, policy.id));
    expect(rows).toHaveLength(1);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.quoteId, policy.quoteId!));
    const [mandate] = await db()
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.paymentId, payment!.id));
    expect(mandate).toMatchObject({
      iban: SANDBOX_REFUSED_IBAN,
      reference: changed.mandate_reference,
    });
    const notices = await emailsTo('direct-debit-pre-notification');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain(changed.mandate_reference);
  });

  it('refuses bad input with 400, another customer with 404, no one with 401', async () => {
    const before = await db().select().from(paymentDetailChanges);
    expect(
      (await call('PUT', path(policy, '/bank-account'), bankAccount({ consent: false })))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', path(policy, '/bank-account'), bankAccount({ iban: 'IE00' }))).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', path(policy, '/bank-account'), bankAccount(), other.headers)).statusCode,
    ).toBe(404);
    expect((await call('PUT', path(policy, '/bank-account'), bankAccount(), {})).statusCode).toBe(
      401,
    );
    expect(
      (
        await call(
          'POST',
          path(policy, '/missed-debits/pay'),
          { due_date: firstDebit.date, card_token: 'tok_x', submission_id: randomUUID() },
          other.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(await db().select().from(paymentDetailChanges)).toHaveLength(before.length);
  });

  it('records a refused collection as missed once, with one reminder', async () => {
    const first = await runCollections(firstDebit.date);
    expect(first.statusCode, first.body).toBe(200);
    expect((await runCollections(firstDebit.date)).json().missed).toBe(0);
    const rows = await db()
      .select()
      .from(directDebitCollections)
      .where(eq(directDebitCollections.policyId, policy.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'missed',
      returnReason: 'AM04',
      dueDate: firstDebit.date,
    });
    expect((await schedule(policy)).debits[0]!.status).toBe('missed');
    const reminders = await emailsTo('direct-debit-missed');
    expect(reminders).toHaveLength(1);
    // The reminder links the app's Pay now for this debit, its policy chosen, and the policy
    // page's Change bank account (Pay now has no bank account to change).
    const body = reminders[0]!.body;
    expect(body).toContain('please pay it now by card with Pay now:');
    expect(body).toContain(
      `/manage/product/home/pay-missed-debit?policy=${encodeURIComponent(policy.policyId)}&debit=${firstDebit.date}`,
    );
    expect(body).not.toContain('on the same page');
    expect(body).toContain('change it with Change bank account on your policy page, or here:');
    expect(body).toContain(
      `/manage/product/home/bank-account?policy=${encodeURIComponent(policy.policyId)}`,
    );
  });

  it('pays a missed debit once under 20 concurrent Pay now', async () => {
    const cards = await Promise.all(
      Array.from({ length: 4 }, () =>
        authoriseCard(t.app, firstDebit.amount_cents, undefined, CARD_ACCOUNT_IDS.HOME),
      ),
    );
    const submission = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call('POST', path(policy, '/missed-debits/pay'), {
          due_date: firstDebit.date,
          card_token: cards[index % 4]!.token,
          // Half the taps are one submission retried, half four others with their own cards.
          submission_id: index % 2 === 0 ? submission : randomUUID(),
        }),
      ),
    );
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const tokens = cards.map((card) => card.token);
    const captured = (await db().select().from(cardGatewayPayments)).filter(
      (row) => tokens.includes(row.token) && row.captureKey !== null,
    );
    expect(captured).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(directDebitCollections)
      .where(eq(directDebitCollections.policyId, policy.id));
    expect(row).toMatchObject({ status: 'paid_by_card', cardLast4: '4242' });
    expect((await schedule(policy)).debits[0]!.status).toBe('paid');
    expect(await emailsTo('direct-debit-paid-by-card')).toHaveLength(1);
    // Asked again, it answers the payment and takes nothing more.
    const again = await call('POST', path(policy, '/missed-debits/pay'), {
      due_date: firstDebit.date,
      card_token: cards[0]!.token,
      submission_id: randomUUID(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('paid');
  }, 60_000);

  it('refuses to pay a debit that is not missed', async () => {
    const due = (await schedule(policy)).debits[3]!;
    const answer = await call('POST', path(policy, '/missed-debits/pay'), {
      due_date: due.date,
      card_token: 'tok_nothing',
      submission_id: randomUUID(),
    });
    expect(answer.statusCode).toBe(409);
    expect(today() < due.date).toBe(true);
  });
});

/** The policy's one debit collection on record. */
const collectionOf = async (policy: PolicyRow) =>
  (
    await db()
      .select()
      .from(directDebitCollections)
      .where(eq(directDebitCollections.policyId, policy.id))
  )[0]!;
/** The debit's Pay now claim let go, as when its hold lapses, for the next test. */
const freeClaim = (policy: PolicyRow) =>
  db()
    .update(directDebitCollections)
    .set({ paySubmissionId: null, payStartedAt: null })
    .where(eq(directDebitCollections.policyId, policy.id));
/** The card sandbox's record of a token. */
const gatewayRowOf = async (token: string) =>
  (await db().select().from(cardGatewayPayments).where(eq(cardGatewayPayments.token, token)))[0]!;
/**
 * A refused Pay now's refund, made by the job the refusal wrote. The request runs the job after
 * its commit, but a worker polling the jobs may take it first, and the request then answers
 * before the worker has made it: the job is waited for.
 */
const expectRefundedByItsJob = async (token: string) => {
  const [job] = await db()
    .select()
    .from(jobs)
    .where(eq(jobs.idempotencyKey, missedDebitRefundJobKey(gatewayReferenceOf(token))));
  expect(job, 'the refusal wrote its refund').toBeDefined();
  expect((await t.app.jobRunner.settled(job!.id, 10_000))?.status).toBe('done');
  expect((await gatewayRowOf(token)).status).toBe('refunded');
};

/** A new monthly home policy whose first debit the bank refused (its account the refusing one). */
async function policyWithAMissedDebit() {
  const policy = await buyHomePolicy(t.app, buyer.headers, 'direct debit');
  const missed = (await schedule(policy)).debits[0]!;
  const changed = await call(
    'PUT',
    path(policy, '/bank-account'),
    bankAccount({ iban: SANDBOX_REFUSED_IBAN }),
  );
  expect(changed.statusCode, changed.body).toBe(200);
  expect((await runCollections(missed.date)).json().missed).toBe(1);
  return { policy, missed };
}

describe('a Pay now whose debit changed hands while its card was taken', () => {
  let policy: PolicyRow;
  let missed: { date: string; amount_cents: number };
  beforeAll(async () => {
    ({ policy, missed } = await policyWithAMissedDebit());
  }, 60_000);

  /**
   * The service with a card gateway that lets `meanwhile` happen once the card is captured. The
   * refund job runs in the app's runner, whose handler uses the app's own gateway.
   */
  const payingWith = (meanwhile: () => Promise<void>) => {
    const cards: CardPayments = {
      ...t.app.cardPayments,
      async capture(request) {
        const captured = await t.app.cardPayments.capture(request);
        await meanwhile();
        return captured;
      },
    };
    return createDebitPaymentsService({
      repository: t.app.repositories.debitCollections,
      schedules: t.app.repositories.paymentSchedules,
      directDebits: {} as never,
      cardPayments: cards,
      runner: t.app.jobRunner,
      clock: () => new Date(),
      publicOrigin: 'http://localhost',
    });
  };
  /** Another Pay now of the debit claims it while this one's card is being taken. */
  const anotherSubmissionTakesOver = async () => {
    await db()
      .update(directDebitCollections)
      .set({ paySubmissionId: `${randomUUID()}|tok_other`, payStartedAt: new Date() })
      .where(eq(directDebitCollections.policyId, policy.id));
  };
  const collection = () => collectionOf(policy);
  const pay = async (service: ReturnType<typeof payingWith>, token: string) => {
    try {
      await service.payMissed(policy.ownerUserId, policy.policyId, {
        due_date: missed.date,
        card_token: token,
        submission_id: randomUUID(),
      });
      return null;
    } catch (error) {
      return error as { statusCode?: number; message: string };
    }
  };

  it('refunds the card when another submission took the claim over meanwhile', async () => {
    const card = await authoriseCard(t.app, missed.amount_cents, undefined, CARD_ACCOUNT_IDS.HOME);
    const refused = await pay(payingWith(anotherSubmissionTakesOver), card.token);
    expect(refused?.statusCode).toBe(409);
    await expectRefundedByItsJob(card.token);
    expect((await collection()).status).toBe('missed');
    expect(await emailsTo('direct-debit-paid-by-card')).toHaveLength(1);
    // The other submission's claim ends (as after its hold), for the next test.
    await freeClaim(policy);
  });

  it('refunds the card when the policy was left meanwhile with the debit owed', async () => {
    const card = await authoriseCard(t.app, missed.amount_cents, undefined, CARD_ACCOUNT_IDS.HOME);
    const refused = await pay(
      payingWith(async () => {
        await db()
          .insert(policyCancellations)
          .values({
            policyId: policy.id,
            reference: `CN-${randomUUID().slice(0, 8).toUpperCase()}`,
            kind: 'cancellation',
            receivedAt: new Date(),
            originalEndDate: policy.endDate,
            settlement: {},
            settlementCents: -missed.amount_cents,
            settlementStatus: 'pending',
          });
      }),
      card.token,
    );
    expect(refused?.statusCode).toBe(409);
    await expectRefundedByItsJob(card.token);
    expect((await collection()).status).toBe('missed');
  });

  it('keeps the refund and makes it once when the gateway does not answer at first', async () => {
    // The last test's leaving and its attempt's claim are gone.
    await db().delete(policyCancellations).where(eq(policyCancellations.policyId, policy.id));
    await freeClaim(policy);
    const card = await authoriseCard(t.app, missed.amount_cents, undefined, CARD_ACCOUNT_IDS.HOME);
    const gateway = t.app.cardPayments;
    const refund = gateway.refund;
    let refusedOnce = false;
    gateway.refund = async (request) => {
      if (!refusedOnce) {
        refusedOnce = true;
        throw new Error('card gateway unavailable');
      }
      return refund.call(gateway, request);
    };
    try {
      const refused = await pay(payingWith(anotherSubmissionTakesOver), card.token);
      // The customer is told the payment is given back, and it is: by the job, on its retry.
      expect(refused?.statusCode).toBe(409);
      expect(refused?.message).toBe(DEBIT_PAYMENT_MESSAGES.takenOverRefunded);
      const [job] = await db()
        .select()
        .from(jobs)
        .where(eq(jobs.idempotencyKey, missedDebitRefundJobKey(gatewayReferenceOf(card.token))));
      expect(job?.attempts).toBe(1);
      expect(job?.status).not.toBe('done');
      expect((await t.app.jobRunner.settled(job!.id, 20_000))?.status).toBe('done');
      expect(refusedOnce).toBe(true);
      expect((await gatewayRowOf(card.token)).status).toBe('refunded');
      expect((await collection()).status).toBe('missed');
    } finally {
      gateway.refund = refund;
      await freeClaim(policy);
    }
  });
});

describe('a Pay now cut off after its card was taken', () => {
  let policy: PolicyRow;
  let missed: { date: string; amount_cents: number };
  beforeAll(async () => {
    ({ policy, missed } = await policyWithAMissedDebit());
  }, 60_000);

  /**
   * The service as the app builds it, with a clock `aheadMs` on, and a gateway whose capture is
   * made and whose answer is then lost (`answerLost`), as when the gateway takes the money after
   * the request gave up on it, or the server stops before recording it. `meanwhile` happens once
   * the card is captured, before its answer comes back.
   */
  const service = ({
    answerLost = false,
    aheadMs = 0,
    meanwhile = async () => {},
  }: { answerLost?: boolean; aheadMs?: number; meanwhile?: () => Promise<void> } = {}) =>
    createDebitPaymentsService({
      repository: t.app.repositories.debitCollections,
      schedules: t.app.repositories.paymentSchedules,
      directDebits: {} as never,
      cardPayments: {
        ...t.app.cardPayments,
        async capture(request) {
          const captured = await t.app.cardPayments.capture(request);
          await meanwhile();
          if (answerLost) throw new Error('the answer of the card gateway was lost');
          return captured;
        },
      },
      runner: t.app.jobRunner,
      clock: () => new Date(Date.now() + aheadMs),
      publicOrigin: 'http://localhost',
    });
  const payNow = (paying: ReturnType<typeof service>, token: string, submissionId = randomUUID()) =>
    paying
      .payMissed(policy.ownerUserId, policy.policyId, {
        due_date: missed.date,
        card_token: token,
        submission_id: submissionId,
      })
      .then(
        (answer) => ({ answer, error: null }),
        (error: { statusCode?: number; message: string }) => ({
          answer: null,
          error,
        }),
      );
  const collection = () => collectionOf(policy);
  /** The attempt's job, made due now (its hold lapsed) and run as a worker would. */
  const endAttempt = async (token: string) => {
    const attempts = (
      await db().select().from(jobs).where(eq(jobs.kind, 'missed-debit-attempt'))
    ).filter((job) => job.payload.token === token);
    expect(attempts).toHaveLength(1);
    const [job] = attempts;
    await db()
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, job!.id));
    await t.app.jobRunner.runNow(job!.id);
    // A worker polling the jobs may have taken it first: its run is the one to wait for.
    const jobNow = async () => (await db().select().from(jobs).where(eq(jobs.id, job!.id)))[0]!;
    await expect.poll(async () => (await jobNow()).status, { timeout: 10_000 }).not.toBe('running');
    return jobNow();
  };

  it('ends a refused attempt at once, leaving its card authorisation alone', async () => {
    // Authorised for another amount: the gateway refuses the capture and takes nothing.
    const card = await authoriseCard(
      t.app,
      missed.amount_cents + 1,
      undefined,
      CARD_ACCOUNT_IDS.HOME,
    );
    const refused = await payNow(service(), card.token);
    expect(refused.error).toBeInstanceOf(FieldValidationError);
    expect(await collection()).toMatchObject({ status: 'missed', paySubmissionId: null });
    const [job] = (
      await db().select().from(jobs).where(eq(jobs.kind, 'missed-debit-attempt'))
    ).filter((row) => row.payload.token === card.token);
    // Its job is over: it would otherwise release the authorisation two minutes on.
    expect(job).toMatchObject({ status: 'done', attempts: 0 });
    expect((await gatewayRowOf(card.token)).status).toBe('authorised');
  });

  it('gives the money back once the hold lapses, and a replay of it takes nothing', async () => {
    const card = await authoriseCard(t.app, missed.amount_cents, undefined, CARD_ACCOUNT_IDS.HOME);
    const submission = randomUUID();
    const lost = await payNow(service({ answerLost: true }), card.token, submission);
    expect(lost.error?.message).toBe('the answer of the card gateway was lost');
    expect((await gatewayRowOf(card.token)).status).toBe('captured');
    const held = await collection();
    expect(held).toMatchObject({
      status: 'missed',
      paySubmissionId: `${submission}|${card.token}`,
    });
    // Written with the claim, due when the hold lapses.
    const [job] = (
      await db().select().from(jobs).where(eq(jobs.kind, 'missed-debit-attempt'))
    ).filter((row) => row.payload.token === card.token);
    expect(job!.runAt.getTime()).toBe(held.payStartedAt!.getTime() + PAY_NOW_HOLD_MS);

    expect((await endAttempt(card.token)).status).toBe('done');
    expect((await gatewayRowOf(card.token)).status).toBe('refunded');
    expect(await collection()).toMatchObject({
      status: 'missed',
      paySubmissionId: null,
      payStartedAt: null,
    });
    // The same request again is a new attempt: the gateway has no second charge on the token,
    // and the customer is told so, not that the payment was taken (it was given back).
    const replay = await payNow(service(), card.token, submission);
    expect(replay.error).toBeInstanceOf(FieldValidationError);
    expect((replay.error as FieldValidationError).fieldErrors).toEqual({
      card_token: [DEBIT_PAYMENT_MESSAGES.cardAuthorisationSpent],
    });
    expect((await gatewayRowOf(card.token)).status).toBe('refunded');
    expect((await collection()).status).toBe('missed');
  });

  it('refunds an attempt recorded late, after a replay of it took the debit anew', async () => {
    const card = await authoriseCard(t.app, missed.amount_cents, undefined, CARD_ACCOUNT_IDS.HOME);
    const submission = randomUUID();
    const gateway = t.app.cardPayments;
    const cancelOrRefund = gateway.cancelOrRefund;
    const stalled = service({
      async meanwhile() {
        // The request stalls past its hold: the attempt's job lets the debit go, and the
        // gateway does not answer the job, which will try again.
        gateway.cancelOrRefund = async () => {
          throw new Error('card gateway unavailable');
        };
        try {
          expect((await endAttempt(card.token)).status).toBe('pending');
        } finally {
          gateway.cancelOrRefund = cancelOrRefund;
        }
        // A replay of the submission takes the debit anew, later, and is still on its way.
        await db()
          .update(directDebitCollections)
          .set({
            paySubmissionId: `${submission}|${card.token}`,
            payStartedAt: new Date(Date.now() + 1_000),
          })
          .where(eq(directDebitCollections.policyId, policy.id));
      },
    });
    const late = await payNow(stalled, card.token, submission);
    // Not recorded over the replay's claim: refused, and the charge given back.
    expect(late.error?.message).toBe(DEBIT_PAYMENT_MESSAGES.takenOverRefunded);
    await expectRefundedByItsJob(card.token);
    expect((await collection()).status).toBe('missed');
    // The attempt's job, tried again, finds nothing more to give back.
    expect((await endAttempt(card.token)).status).toBe('done');
    expect((await collection()).status).toBe('missed');
    await freeClaim(policy);
  });

  it('leaves a recorded payment as it is when its attempt ends', async () => {
    const card = await authoriseCard(t.app, missed.amount_cents, undefined, CARD_ACCOUNT_IDS.HOME);
    const lostCard = await authoriseCard(
      t.app,
      missed.amount_cents,
      undefined,
      CARD_ACCOUNT_IDS.HOME,
    );
    await payNow(service({ answerLost: true }), lostCard.token);
    // While the lost attempt holds the debit, another waits; once the hold lapses it pays.
    expect((await payNow(service(), card.token)).error?.statusCode).toBe(409);
    const paid = await payNow(service({ aheadMs: PAY_NOW_HOLD_MS + 1_000 }), card.token);
    expect(paid.error).toBeNull();
    expect(paid.answer?.status).toBe('paid');

    expect((await endAttempt(card.token)).status).toBe('done');
    expect((await gatewayRowOf(card.token)).status).toBe('captured');
    expect(await collection()).toMatchObject({ status: 'paid_by_card', cardLast4: '4242' });
    // The attempt that was cut off is given back: the debit was paid by the other.
    expect((await endAttempt(lostCard.token)).status).toBe('done');
    expect((await gatewayRowOf(lostCard.token)).status).toBe('refunded');
    expect((await collection()).status).toBe('paid_by_card');
  });
});

describe('a debit recorded while the policy is being left', () => {
  // Two connections are needed: the embedded database has one, so this is PostgreSQL's alone.
  it('waits for the leaving and is dated after it', async ({ skip }) => {
    if (!t.databaseUrl) skip();
    const policy = await buyHomePolicy(t.app, buyer.headers, 'direct debit');
    const debit = (await schedule(policy)).debits[0]!;
    let letGo!: () => void;
    const heldUntil = new Promise<void>((resolve) => (letGo = resolve));
    let lockHeld!: () => void;
    const locked = new Promise<void>((resolve) => (lockHeld = resolve));
    let receivedAt!: Date;
    // A cancellation's transaction: the policy's row locked as leaving locks it, then its record.
    const leaving = db().transaction(async (tx) => {
      await tx
        .select({ id: policyRows.id })
        .from(policyRows)
        .where(eq(policyRows.id, policy.id))
        .for('no key update');
      lockHeld();
      await heldUntil;
      receivedAt = new Date();
      await tx.insert(policyCancellations).values({
        policyId: policy.id,
        reference: `CN-${randomUUID().slice(0, 8).toUpperCase()}`,
        kind: 'cancellation',
        receivedAt,
        originalEndDate: policy.endDate,
        settlement: {},
        settlementCents: 0,
        settlementStatus: 'none',
      });
    });
    await locked;
    let recordedYet = false;
    const recording = t.app.repositories.debitCollections
      .record(
        {
          policyRowId: policy.id,
          dueDate: debit.date,
          amountCents: debit.amount_cents,
          status: 'missed',
          gatewayReference: 'DD-TEST',
          returnReason: 'AM04',
        },
        null,
        () => new Date(),
      )
      .then((recorded) => {
        recordedYet = true;
        return recorded;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(recordedYet).toBe(false);
    letGo();
    await leaving;
    expect(await recording).toBe(true);
    const [row] = await db()
      .select()
      .from(directDebitCollections)
      .where(eq(directDebitCollections.policyId, policy.id));
    expect(row!.collectedAt.getTime()).toBeGreaterThanOrEqual(receivedAt.getTime());
  });
});
