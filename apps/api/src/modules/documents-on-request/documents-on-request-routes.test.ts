import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_ON_REQUEST_MESSAGES as M,
  addDays,
  annualPolicyEndDate,
  bindResponseSchema,
  calendarDateOf,
  documentOnRequestResponseSchema,
  formatIsoDate,
  type CarQuoteRequest,
} from '@wallet/domain';
import { pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import { claims, documents, policies } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  authoriseCarCard,
  carCardBind,
  carQuoteRequest,
  centsOf,
  levelOf,
  priceCarQuote,
} from '../../test/car-quote-fixtures.js';
import { buyHomePolicy } from '../../test/checkout-fixtures.js';
import { isoDateInDays } from '../../test/home-quote-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let agent: Awaited<ReturnType<typeof signIn>>;
const db = () => t.app.database.db;
type PolicyRow = typeof policies.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
}, 60_000);
afterAll(async () => t?.close());

const today = () => formatIsoDate(calendarDateOf(new Date()));

/** The example car (the Corolla, 191-D-12345) bought at Popular by card, started 30 days ago. */
async function buyCarPolicy(): Promise<PolicyRow> {
  const request = carQuoteRequest((quote: CarQuoteRequest) => {
    quote.motor_quote.cover_details.start_date = isoDateInDays(5);
  });
  const quote = await priceCarQuote(t.app, buyer.headers, request);
  const card = await authoriseCarCard(
    t.app,
    centsOf(levelOf(quote.answer, 'popular').total_amount),
  );
  const bind = await t.app.inject({
    method: 'POST',
    url: '/api/motor/motor_quotes/bind',
    headers: buyer.headers,
    payload: carCardBind(quote, 'popular', card.token, new Date()),
  });
  const bound = bindResponseSchema.parse(bind.json());
  if (bound.bind_status !== 'COMPLETED') throw new Error(`bind failed: ${bind.body}`);
  const startDate = formatIsoDate(addDays(calendarDateOf(new Date()), -30));
  const [policy] = await db()
    .update(policies)
    .set({ startDate, endDate: annualPolicyEndDate(startDate) })
    .where(eq(policies.referenceNumber, bound.policy_creation_response_model!.reference_number))
    .returning();
  return policy!;
}

const ask = (policyId: string, payload: unknown, headers: Record<string, string> = buyer.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/policies/${encodeURIComponent(policyId)}/documents`,
    headers,
    payload: payload as never,
  });

const onRequestDocuments = (policy: PolicyRow) =>
  db()
    .select()
    .from(documents)
    .where(and(eq(documents.policyId, policy.id), eq(documents.businessProcess, 'ON_REQUEST')));

const textOf = (content: string) => pdfPagesText(Buffer.from(content, 'base64')).join('\n');

/** A claim on the policy at a stage, as the handler leaves it. */
async function claimOn(policy: PolicyRow, kind: string, stage: string) {
  const owner = policy.ownerUserId;
  await db()
    .insert(claims)
    .values({
      reference: `CL-${randomUUID().slice(0, 8).toUpperCase()}`,
      policyId: policy.id,
      ownerUserId: owner,
      submissionId: randomUUID(),
      kind,
      incidentDate: formatIsoDate(addDays(calendarDateOf(new Date()), -3)),
      place: 'Galway',
      description: 'Reversed into a bollard.',
      anyoneHurt: false,
      items: [{ description: 'Rear bumper', estimate_cents: 900_00 }],
      estimateCents: 900_00,
      stage,
      lastToldOn: today(),
      receivedAt: new Date(),
    });
}

describe('documents on request', () => {
  let car: PolicyRow;
  let home: PolicyRow;
  beforeAll(async () => {
    car = await buyCarPolicy();
    home = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 10 });
  }, 120_000);

  it('refuses a visitor (401) and an agent (403) before reading the request', async () => {
    expect((await ask(car.policyId, { junk: true }, {})).statusCode).toBe(401);
    expect((await ask(car.policyId, { kind: 'proof_of_cover' }, {})).statusCode).toBe(401);
    expect((await ask(car.policyId, { junk: true }, agent.headers)).statusCode).toBe(403);
    expect(await onRequestDocuments(car)).toEqual([]);
  });

  it("answers another customer's policy as one that does not exist, and writes nothing", async () => {
    const response = await ask(car.policyId, { kind: 'replacement_disc' }, other.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(M.policyNotFound);
    expect(response.body).not.toContain(car.policyNumber);
    expect((await ask('POL-NOPE', { kind: 'proof_of_cover' })).statusCode).toBe(404);
    expect(await onRequestDocuments(car)).toEqual([]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    for (const payload of [
      {},
      { kind: 'disc' },
      { kind: 'proof_of_cover', request_id: 'not-a-uuid' },
      { kind: 'proof_of_cover', extra: true },
    ]) {
      const response = await ask(car.policyId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Not JSON at all: refused as such (415), never a 5xx.
    expect((await ask(car.policyId, 'kind=proof_of_cover')).statusCode).toBe(415);
    const missing = await ask(car.policyId, {});
    expect(missing.json().fieldErrors.kind).toEqual([M.kindRequired]);
    expect(await onRequestDocuments(car)).toEqual([]);
  });

  it('refuses a home policy a disc and a no-claims statement, saying why', async () => {
    for (const kind of ['replacement_disc', 'no_claims_statement'] as const) {
      const response = await ask(home.policyId, { kind });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.kind).toEqual([M.notForProduct(kind, 'Home')]);
    }
    expect(await onRequestDocuments(home)).toEqual([]);
  });

  it('makes a replacement disc for the car, lists it with its documents, and its PDF says so', async () => {
    const response = await ask(car.policyId, { kind: 'replacement_disc' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = documentOnRequestResponseSchema.parse(response.json());
    expect(answer).toMatchObject({
      kind: 'replacement_disc',
      display_name: 'Replacement Insurance Disc',
      business_process: 'ON_REQUEST',
    });
    const text = textOf(answer.content);
    expect(text).toContain('Replacement Insurance Disc');
    expect(text).toContain('replaces any insurance disc issued before for this policy');
    expect(text).toContain('191-D-12345');
    expect(text).toContain(car.policyNumber);
    // The disc prints nothing of the payment (the product's schedule is never drawn).
    expect(text).not.toMatch(/Payment|Card ending/);

    const listing = await t.app.inject({
      method: 'GET',
      url: `/api/motor/motor_quotes/documents?policyReference=${car.referenceNumber}`,
      headers: buyer.headers,
    });
    const names = listing
      .json()
      .policies[0].documents.map((document: { name: string }) => document.name);
    expect(names).toContain('Replacement Insurance Disc');
  });

  it('makes one document of a double tap, and of a retry with the same request id', async () => {
    const [first, second] = await Promise.all([
      ask(car.policyId, { kind: 'proof_of_cover' }),
      ask(car.policyId, { kind: 'proof_of_cover' }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().document_id).toBe(first.json().document_id);
    const letters = (await onRequestDocuments(car)).filter((row) =>
      row.name.startsWith('proof-of-cover-'),
    );
    expect(letters).toHaveLength(1);

    // Out of the window, a request with its own key makes a new one, and its retry answers it.
    await db()
      .update(documents)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(and(eq(documents.policyId, car.id), like(documents.name, 'proof-of-cover-%')));
    const requestId = randomUUID();
    const keyed = await ask(car.policyId, { kind: 'proof_of_cover', request_id: requestId });
    expect(keyed.json().document_id).not.toBe(first.json().document_id);
    await db()
      .update(documents)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(documents.id, keyed.json().document_id));
    const retried = await ask(car.policyId, { kind: 'proof_of_cover', request_id: requestId });
    expect(retried.json().document_id).toBe(keyed.json().document_id);
    expect(
      (await onRequestDocuments(car)).filter((row) => row.name.startsWith('proof-of-cover-')),
    ).toHaveLength(2);
  });

  it('prints the proof-of-cover letter with the holder, the period and that it is in force', async () => {
    const response = await ask(home.policyId, { kind: 'proof_of_cover' });
    expect(response.statusCode, response.body).toBe(200);
    const text = textOf(response.json().content);
    expect(text).toContain('Proof of Cover');
    expect(text).toContain(home.policyNumber);
    expect(text).toMatch(/is in force on \d\d\/\d\d\/\d{4}/);
    // The home list shows it among the policy's documents.
    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_documents/summary',
      headers: buyer.headers,
      payload: { business_processes: ['ON_REQUEST'], policy_id: home.policyId },
    });
    expect(summary.json()[0].documents[0].display_name).toBe('Proof of Cover Letter');
  });

  it('states the no-claims years earned to date, less the step-back for a paid claim', async () => {
    const before = await ask(car.policyId, { kind: 'no_claims_statement' });
    expect(before.statusCode, before.body).toBe(200);
    const beforeText = textOf(before.json().content);
    expect(beforeText).toContain('Years of no claims bonus earned to date');
    expect(beforeText).toContain('No claims have been made on this policy.');
    const earnedBefore = /Years of no claims bonus earned to date\s*(.+)/.exec(beforeText)?.[1];
    expect(earnedBefore).toBeTruthy();

    await claimOn(car, 'glass', 'settled');
    await claimOn(car, 'collision', 'settled');
    await db()
      .update(documents)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(documents.policyId, car.id));
    const after = await ask(car.policyId, { kind: 'no_claims_statement' });
    const afterText = textOf(after.json().content);
    expect(after.json().document_id).not.toBe(before.json().document_id);
    expect(afterText).toContain('Counts: the insurer paid or agreed to pay it');
    expect(afterText).toContain('Does not count');
    expect(afterText).toMatch(/Claims that count\s*1/);
    expect(afterText).toMatch(/Years taken off for claims\s*3 years/);
  });

  it('refuses a cancelled car policy its disc and proof of cover, but gives its statement', async () => {
    // Out of the window of the statement made above.
    await db()
      .update(documents)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(documents.policyId, car.id));
    const ended = formatIsoDate(addDays(calendarDateOf(new Date()), -1));
    await db()
      .update(policies)
      .set({ status: 'cancelled', endDate: ended })
      .where(eq(policies.id, car.id));
    const disc = await ask(car.policyId, { kind: 'replacement_disc', request_id: randomUUID() });
    expect(disc.statusCode).toBe(400);
    expect(disc.json().fieldErrors.kind).toEqual([M.discNotInForce(ended)]);
    const letter = await ask(car.policyId, { kind: 'proof_of_cover', request_id: randomUUID() });
    expect(letter.json().fieldErrors.kind).toEqual([M.proofNotInForce(ended)]);
    const statement = await ask(car.policyId, {
      kind: 'no_claims_statement',
      request_id: randomUUID(),
    });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(textOf(statement.json().content)).toContain(
      'Not earned: the policy was cancelled before its period ended',
    );
  });
});
