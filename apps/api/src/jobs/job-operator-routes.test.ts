import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, messageOutbox } from '../db/schema.js';
import { TEST_OPERATOR_API_KEY, createTestApp, type TestApp } from '../test/test-app.js';
import { RETRY_REFUSALS } from './job-operator-routes.js';
import { OPERATOR_ALERT_TEMPLATE } from './operator-alert.js';

const OPERATIONS = 'operations@insurer.test';
let t: TestApp;
let keys = 0;

beforeAll(async () => {
  // Requests only: each test runs the jobs it makes, in the request's way (runNow).
  t = await createTestApp({
    seed: false,
    env: { JOB_WORKER: 'false', OPERATIONS_EMAIL: OPERATIONS },
  });
});
afterAll(async () => t?.close());

const operator = { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` };
const db = () => t.app.database.db;

/** A job of `kind` with one attempt, run at once: it fails for good if its attempt fails. */
async function runOnce(kind: string, payload: Record<string, unknown> = {}) {
  keys += 1;
  const job = await t.repositories.jobs.enqueue({
    kind,
    payload,
    idempotencyKey: `operator-test-${keys}`,
    maxAttempts: 1,
  });
  await t.app.jobRunner.runNow(job.id);
  return (await t.repositories.jobs.findById(job.id))!;
}
const alertsAbout = async (jobId: number) =>
  (
    await db()
      .select()
      .from(messageOutbox)
      .where(
        and(
          eq(messageOutbox.recipient, OPERATIONS),
          eq(messageOutbox.template, OPERATOR_ALERT_TEMPLATE),
        ),
      )
  ).filter((row) => row.subject?.includes(`job ${jobId} `));

describe('a job that pays what a customer is owed, failed for good', () => {
  it.each([
    ['policy-refund', { cancellationId: '00000000-0000-4000-8000-000000000000' }],
    ['policy-change-refund', { changeId: '00000000-0000-4000-8000-000000000000' }],
    ['claim-payout', { payoutId: '00000000-0000-4000-8000-000000000000' }],
    ['missed-debit-refund', { gatewayReference: '' }],
    ['missed-debit-attempt', {}],
  ])('%s alerts the operations mailbox, once, naming the job', async (kind, payload) => {
    const job = await runOnce(kind, payload);
    expect(job.status).toBe('failed');
    const alerts = await alertsAbout(job.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe(
      `Money still owed to a customer: job ${job.id} (${kind}) failed`,
    );
    expect(alerts[0]!.body).toContain(`Last failure: ${job.lastError}`);
    expect(alerts[0]!.body).toContain(`failed after 1 attempt,`);
    // A claim's payout undoes itself as it fails: its handler pays it, not a retry.
    if (kind === 'claim-payout') {
      expect(alerts[0]!.body).toContain('it cannot be tried again');
      expect(alerts[0]!.body).not.toContain(`/retry`);
    } else {
      expect(alerts[0]!.body).toContain(`POST /api/operator/jobs/${job.id}/retry`);
    }
    expect(alerts[0]!.userId).toBeNull();
  });

  it('names what the job names, never a card token or the customer', async () => {
    const job = await runOnce('missed-debit-attempt', {
      ownerUserId: 'owner-of-the-policy',
      policyId: 'POL-H-123456',
      dueDate: '2026-12-01',
      claim: 'submission|tok_the-card-token',
      // Without the time its claim was taken, the job cannot name its attempt: it fails.
      token: 'tok_the-card-token',
      captureKey: 'missed-debit:row:submission:1',
    });
    expect(job.status).toBe('failed');
    const [alert] = await alertsAbout(job.id);
    expect(alert!.body).toContain('  policyId: POL-H-123456\n  dueDate: 2026-12-01\n');
    expect(alert!.body).toContain('  captureKey: missed-debit:row:submission:1');
    expect(alert!.body).not.toContain('tok_');
    expect(alert!.body).not.toContain('owner-of-the-policy');
  });

  it('is the only kind that alerts: other work failing for good does not', async () => {
    t.app.jobRunner.handle('operator-test-drill', {
      async run() {
        throw new Error('the drill fails');
      },
    });
    const job = await runOnce('operator-test-drill');
    expect(job.status).toBe('failed');
    expect(await alertsAbout(job.id)).toEqual([]);
  });
});

describe('the operators list failed jobs and try one again', () => {
  let failing = true;
  let failedId: number;
  beforeAll(async () => {
    t.app.jobRunner.handle('operator-test-flaky', {
      paysWhatIsOwed: { references: [] },
      async run() {
        if (failing) throw new Error('the gateway is down');
        return { outcome: 'done' };
      },
    });
    failedId = (await runOnce('operator-test-flaky')).id;
  });

  it('needs the operator key before anything else', async () => {
    for (const [method, url] of [
      ['GET', '/api/operator/jobs/failed'],
      ['POST', `/api/operator/jobs/${failedId}/retry`],
      ['POST', '/api/operator/jobs/not-a-number/retry'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await t.repositories.jobs.findById(failedId))!.status).toBe('failed');
  });

  it('lists the failed jobs, the latest first, with why', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/operator/jobs/failed',
      headers: operator,
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json().jobs;
    expect(listed[0]).toEqual({
      id: failedId,
      kind: 'operator-test-flaky',
      attempts: 1,
      last_error: 'the gateway is down',
      failed_at: expect.any(String),
    });
  });

  it('refuses an id that is not one with 400, and a job that has not failed with 404', async () => {
    const pending = await t.repositories.jobs.enqueue({
      kind: 'operator-test-flaky',
      payload: {},
      idempotencyKey: 'operator-test-pending',
      runAt: new Date(Date.now() + 3_600_000),
    });
    for (const [id, status] of [
      ['abc', 400],
      ['0', 400],
      ['-1', 400],
      ['1e3', 400],
      ['9'.repeat(40), 400],
      ['999999999999', 404],
      [String(pending.id), 404],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/operator/jobs/${id}/retry`,
        headers: operator,
      });
      expect(response.statusCode, id).toBe(status);
    }
    expect((await t.repositories.jobs.findById(pending.id))!.status).toBe('pending');
  });

  it('refuses with 409 a job that undid its work as it failed', async () => {
    // A claim's payout marked failed as it gave up: a retry would find nothing to pay.
    const payout = await runOnce('claim-payout', {
      payoutId: '00000000-0000-4000-8000-000000000001',
    });
    expect(payout.status).toBe('failed');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operator/jobs/${payout.id}/retry`,
      headers: operator,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(RETRY_REFUSALS.undone);
    expect((await t.repositories.jobs.findById(payout.id))!.status).toBe('failed');
  });

  it('refuses with 409 work that pays nothing, saying so', async () => {
    t.app.jobRunner.handle('operator-test-document', {
      async run() {
        throw new Error('the document could not be drawn');
      },
    });
    const document = await runOnce('operator-test-document');
    expect(document.status).toBe('failed');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operator/jobs/${document.id}/retry`,
      headers: operator,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(RETRY_REFUSALS['pays-nothing']);
    expect((await t.repositories.jobs.findById(document.id))!.status).toBe('failed');
  });

  it('puts a failed job back with its attempts anew, and it runs once its cause is fixed', async () => {
    failing = false;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operator/jobs/${failedId}/retry`,
      headers: operator,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: failedId, status: 'pending' });
    expect(await t.repositories.jobs.findById(failedId)).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    // Asked again while it waits, it is no longer a failed job.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/operator/jobs/${failedId}/retry`,
      headers: operator,
    });
    expect(again.statusCode).toBe(404);
    await t.app.jobRunner.runNow(failedId);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, failedId));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });
});
