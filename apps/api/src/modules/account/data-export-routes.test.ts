import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORT_PARTS,
  dataExportListSchema,
  dataExportSchema,
} from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { dataExports, jobs, messageOutbox, users } from '../../db/schema.js';
import { buyHomePolicy } from '../../test/checkout-fixtures.js';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const clock = createTestClock();
let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let ownerId: string;
let ownersPolicy: string;
let othersPolicy: string;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  owner = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  ownerId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.newCustomer.email))!.id;
  ownersPolicy = (await buyHomePolicy(t.app, owner.headers, 'direct debit')).policyNumber;
  othersPolicy = (await buyHomePolicy(t.app, other.headers, 'card')).policyNumber;
}, 120_000);
afterAll(async () => t?.close());

const ask = (headers: Record<string, string> = owner.headers) =>
  t.app.inject({ method: 'POST', url: '/api/account/data-exports', headers });
const list = (headers: Record<string, string> = owner.headers) =>
  t.app.inject({ method: 'GET', url: '/api/account/data-exports', headers });
const download = (id: string, headers: Record<string, string> = owner.headers) =>
  t.app.inject({ method: 'GET', url: `/api/account/data-exports/${id}`, headers });

/** The export's job, run to its end. */
async function built(exportId: string) {
  const [job] = await db()
    .select()
    .from(jobs)
    .where(eq(jobs.idempotencyKey, `data-export:${exportId}`));
  return t.app.jobRunner.settled(job!.id, 20_000);
}

describe('download your data', () => {
  it('needs a signed-in customer, before anything else', async () => {
    expect((await ask({})).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
    expect((await download('not-even-an-id', {})).statusCode).toBe(401);
    expect((await download('not-even-an-id')).statusCode).toBe(400);
  });

  it('is the customer’s alone: staff are refused before anything is read or asked for', async () => {
    const before = await db().select({ id: dataExports.id }).from(dataExports);
    for (const email of [DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.superAgent.email]) {
      const staff = await signIn(t.app, email);
      for (const answer of [
        await ask(staff.headers),
        await list(staff.headers),
        await download('not-even-an-id', staff.headers),
        await download('6a1c8f9e-2b4d-4e6f-8a0b-1c2d3e4f5a6b', staff.headers),
      ]) {
        expect(answer.statusCode, `${email}: ${answer.body}`).toBe(403);
        expect(answer.json().message).toBe(DATA_EXPORT_MESSAGES.customersOnly);
      }
    }
    expect(await db().select({ id: dataExports.id }).from(dataExports)).toEqual(before);
  });

  it("builds the customer's own data, tells them, and serves it to them alone until it expires", async () => {
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(202);
    const first = dataExportSchema.parse(asked.json());
    expect(first).toMatchObject({ status: 'pending', ready_at: null });
    // Asking again while it is built answers the same one.
    expect((await ask()).json().id).toBe(first.id);

    expect(await built(first.id)).toMatchObject({ status: 'done' });
    const [listed] = dataExportListSchema.parse((await list()).json()).exports;
    expect(listed).toMatchObject({ id: first.id, status: 'ready', progress: 100 });
    expect(Date.parse(listed!.expires_at!) - Date.parse(listed!.ready_at!)).toBe(7 * 86_400_000);

    const file = await download(first.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/json');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="insurance-wallet-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = JSON.parse(file.body);
    expect(Object.keys(data)).toEqual(['format', 'made_at', ...DATA_EXPORT_PARTS]);
    expect(data.format).toBe(DATA_EXPORT_FORMAT);
    expect(data.profile.email).toBe(DEMO_ACCOUNTS.newCustomer.email);
    expect(data.policies.map((p: { policy_number: string }) => p.policy_number)).toContain(
      ownersPolicy,
    );
    expect(data.quotes.length).toBeGreaterThan(0);
    const debit = data.payments.find((p: { method: string }) => p.method !== 'card');
    expect(debit.bank_account.iban).toMatch(/^\*+\w{4}$/);
    expect(data.marketing_choices.length).toBeGreaterThan(0);
    expect(data.messages.length).toBeGreaterThan(0);
    // Nobody else's data, and none of our secrets.
    const [owned] = await db().select().from(users).where(eq(users.id, ownerId));
    expect(file.body).not.toContain(othersPolicy);
    expect(file.body).not.toContain(DEMO_ACCOUNTS.customer.email);
    expect(file.body).not.toContain(owned!.passwordHash!);
    expect(file.body).not.toMatch(/tok_|pm_|gatewayReference|password_hash/);

    // Told by e-mail, once.
    const told = await db()
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.template, 'data-export-ready'));
    expect(told.filter((m) => m.recipient === DEMO_ACCOUNTS.newCustomer.email)).toHaveLength(1);

    // Another customer cannot name it, nor see it listed.
    const stranger = await download(first.id, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(DATA_EXPORT_MESSAGES.notFound);
    expect(dataExportListSchema.parse((await list(other.headers)).json()).exports).toEqual([]);

    // After a week it is gone; the next build clears its content.
    clock.advanceMinutes(7 * 24 * 60 + 1);
    const later = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
    expect((await download(first.id, later.headers)).statusCode).toBe(404);
    const again = dataExportSchema.parse((await ask(later.headers)).json());
    expect(again.id).not.toBe(first.id);
    await built(again.id);
    const [kept] = await db().select().from(dataExports).where(eq(dataExports.id, first.id));
    expect(kept!.content).toBeNull();
  });

  it.runIf(onPostgres)('makes one export of twenty taps at once', async () => {
    const customer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(customer.headers)));
    expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    await built([...ids][0]);
  });
});
