import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindResponseSchema } from '@wallet/domain';
import { pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { documents, jobs, payments, policies } from '../../db/schema.js';
import { authoriseCard, cardBind, priceHomeQuote } from '../../test/checkout-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import {
  DOCUMENTS_SWEEP_JOB,
  MISSING_DOCUMENTS_AFTER_MS,
  policyDocumentsJobKey,
} from './documents-regeneration-job.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const db = () => t.app.database.db;

const euro = (cents: number) =>
  `€${(cents / 100).toLocaleString('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function policiesOfDemoCustomer() {
  const customer = await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email);
  return t.repositories.policies.listOfOwner(customer!.id);
}

async function documentsOf(policyId: string) {
  return db().select().from(documents).where(eq(documents.policyId, policyId));
}

describe('the demo customer’s policies', () => {
  it('have the documents a purchase makes, naming the customer and the premium paid', async () => {
    const seeded = await policiesOfDemoCustomer();
    const expectedNames = {
      HOME: ['policy-schedule', 'statement-of-fact', 'terms-summary'],
      MOTOR: ['motor-certificate', 'motor-disc', 'motor-ncb-statement', 'motor-schedule'],
      TRAVEL: null,
    } as const;
    for (const policyType of ['HOME', 'MOTOR', 'TRAVEL'] as const) {
      const policy = seeded.find((candidate) => candidate.policyType === policyType)!;
      expect(policy.quoteId).not.toBeNull();
      const [payment] = await db()
        .select()
        .from(payments)
        .where(eq(payments.quoteId, policy.quoteId!));
      expect(payment!.amountCents).toBe(policy.premiumCents);
      expect(payment!.quoteSnapshot.priceCents).toBe(policy.premiumCents);

      const rows = await documentsOf(policy.id);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      const names = rows.map((row) => row.name).sort();
      if (expectedNames[policyType]) expect(names).toEqual([...expectedNames[policyType]].sort());
      const text = rows.map((row) => pdfPagesText(row.pdf).join('\n')).join('\n');
      expect(text).toContain('Aoife');
      expect(text).toContain('Murphy');
      expect(text).toContain(policy.policyNumber);
      expect(text).toContain(euro(policy.premiumCents));
    }
  });

  it('include the car policy with the certificate naming its registration', async () => {
    const car = (await policiesOfDemoCustomer()).find((policy) => policy.policyType === 'MOTOR')!;
    const certificate = (await documentsOf(car.id)).find((row) => row.name === 'motor-certificate');
    expect(pdfPagesText(certificate!.pdf).join('\n')).toContain('191-D-12345');
  });
});

describe('policies whose documents are missing', () => {
  async function buyHomePolicy(email: string) {
    const buyer = await signIn(t.app, email);
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const card = await authoriseCard(t.app, bought.priceCents);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/bind',
      headers: buyer.headers,
      payload: cardBind(bought, card.token),
    });
    expect(response.statusCode).toBe(200);
    const made = bindResponseSchema.parse(response.json()).policy_creation_response_model!;
    const [policy] = await db()
      .select()
      .from(policies)
      .where(eq(policies.policyNumber, made.policy_number));
    return policy!;
  }

  /** As if its documents had never been made, `ageMs` after the policy was. */
  async function withoutDocuments(policyId: string, ageMs: number) {
    const before = await documentsOf(policyId);
    expect(before.length).toBeGreaterThan(0);
    await db().delete(documents).where(eq(documents.policyId, policyId));
    await db()
      .update(policies)
      .set({ createdAt: new Date(Date.now() - ageMs) })
      .where(eq(policies.id, policyId));
    return before;
  }

  async function sweep() {
    const job = await t.repositories.jobs.enqueue({
      kind: DOCUMENTS_SWEEP_JOB,
      payload: {},
      idempotencyKey: `test-sweep:${Date.now()}:${Math.random()}`,
    });
    await t.app.jobRunner.runNow(job.id);
    expect((await t.app.jobRunner.settled(job.id, 10_000))?.status).toBe('done');
  }

  it('are made again for a policy older than 24 hours, the same as at purchase, once', async () => {
    const old = await buyHomePolicy(DEMO_ACCOUNTS.newCustomer.email);
    const young = await buyHomePolicy(DEMO_ACCOUNTS.newCustomer.email);
    const original = await withoutDocuments(old.id, MISSING_DOCUMENTS_AFTER_MS + 60_000);
    await withoutDocuments(young.id, MISSING_DOCUMENTS_AFTER_MS - 3_600_000);

    await sweep();
    const job = await t.repositories.jobs.findByKey(policyDocumentsJobKey(old.id));
    expect(job).toBeDefined();
    await t.app.jobRunner.runNow(job!.id);
    expect((await t.app.jobRunner.settled(job!.id, 10_000))?.status).toBe('done');

    const again = await documentsOf(old.id);
    expect(again.map((row) => row.name).sort()).toEqual(original.map((row) => row.name).sort());
    // The same model over the same frozen quote: the holder, the policy and the amount paid;
    // only the issue date differs, as the policy was moved a day back here.
    const text = again.map((row) => pdfPagesText(row.pdf).join('\n')).join('\n');
    expect(text).toContain(old.policyNumber);
    expect(text).toContain(euro(old.premiumCents));
    expect(text).toContain('Siobhan');
    expect(text).toContain('Kelly');
    expect(text).toMatch(/ending \d{4}/);

    expect(await documentsOf(young.id)).toEqual([]);
    expect(await t.repositories.jobs.findByKey(policyDocumentsJobKey(young.id))).toBeUndefined();

    // Sweeping again finds nothing to do and enqueues nothing more.
    await sweep();
    const regenerations = await db()
      .select()
      .from(jobs)
      .where(inArray(jobs.idempotencyKey, [policyDocumentsJobKey(old.id)]));
    expect(regenerations).toHaveLength(1);
    expect(await documentsOf(old.id)).toHaveLength(again.length);
  });
});
