/**
 * What is paid for is what is insured: a payment freezes the quote it pays for. A quote with a
 * payment under way is never re-priced (409), the bind job makes the policy and its documents
 * from the payment's snapshot only, and a bind racing a re-quote and a recalculation always ends
 * with the policy, its documents, the capture and the quote in agreement. The race only shows on
 * PostgreSQL's many connections; the embedded database runs it too, serialised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BIND_MESSAGES,
  QUOTE_CONFLICT_CODES,
  formatEuro,
  bindResponseSchema,
  type HomeBindRequest,
  type HomeQuoteRequest,
} from '@wallet/domain';
import { createPdfPolicyDocuments } from '../../adapters/documents/pdf-policy-documents.js';
import { pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import {
  cardGatewayPayments,
  documents,
  payments,
  policies,
  quotes,
  type QuoteSnapshot,
} from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { createJobsRepository } from '../../jobs/jobs-repository.js';
import {
  authoriseCard,
  cardBind,
  directDebitBind,
  priceHomeQuote,
  type BoughtQuote,
} from '../../test/checkout-fixtures.js';
import { homeQuoteRequest } from '../../test/home-quote-fixtures.js';
import {
  authoriseTravelCard,
  priceTravelQuote,
  travelBind,
  travelQuoteRequest,
} from '../../test/travel-quote-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { createBindRecordsRepository } from './bind-records-repository.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const buyerEmail = DEMO_ACCOUNTS.newCustomer.email;
type Headers = Record<string, string>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The quote's stored request and answers, as a payment's snapshot keeps them. */
async function quoteContent(t: TestApp, quoteReference: string) {
  const [row] = await t.app.database.db
    .select({ id: quotes.id, request: quotes.request, answers: quotes.insurerAnswers })
    .from(quotes)
    .where(eq(quotes.quoteReference, quoteReference));
  return row!;
}

const requote = (t: TestApp, headers: Headers, request: HomeQuoteRequest) =>
  t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes',
    headers,
    payload: request,
  });

/** A change of cover the customer did not pay for: a million in buildings. */
const millionBuildings = (quoteReference: string): HomeQuoteRequest => ({
  ...homeQuoteRequest((request) => {
    request.home_quote.cover_details.buildings_amount = 1_000_000;
  }),
  quote_reference: quoteReference,
});

const recalculateWithExtras = (t: TestApp, headers: Headers, bought: BoughtQuote) =>
  t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes/recalculate',
    headers,
    payload: {
      quote_reference: bought.quoteReference,
      product_selected: bought.quote.scheme_code,
      cover_details: {
        excess_amount: bought.quote.cover_details_information.excess_code,
        contents_accidental_damage_cover: true,
        no_claim_discount_cover: true,
        home_emergency_assist_cover: false,
      },
    },
  });

const bindHome = (t: TestApp, headers: Headers, payload: HomeBindRequest, path: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/home/applied_home_quotes/${path}`,
    headers,
    payload,
  });

async function settledStatus(t: TestApp, headers: Headers, quoteReference: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/bind_status',
      headers,
      payload: { quote_reference: quoteReference, user_email: buyerEmail },
    });
    if (response.statusCode === 404) return undefined;
    const body = bindResponseSchema.parse(response.json());
    if (body.bind_status !== 'IN_PROGRESS') return body;
    await sleep(50);
  }
  throw new Error(`the bind of ${quoteReference} never settled`);
}

/** The text of a policy's document by name, as the customer would read it. */
async function documentText(t: TestApp, policyId: string, name: string) {
  const [document] = await t.app.database.db
    .select()
    .from(documents)
    .where(eq(documents.policyId, policyId))
    .then((rows) => rows.filter((row) => row.name === name));
  return pdfPagesText(document!.pdf).join(' ');
}

function expectConflict(response: { statusCode: number; json(): unknown }, code: string) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ error: code });
}

describe('a quote with a payment under way', () => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    // No worker: a bind_upload's job waits in the queue, so its payment stands open.
    t = await createTestApp({ env: { JOB_WORKER: 'false' } });
    await t.app.repositories.flags.set('bind_upload_enabled', true);
    buyer = await signIn(t.app, buyerEmail);
  });
  afterAll(async () => t?.close());

  it('home: is neither re-quoted nor recalculated (409), and its policy is what was paid for', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const card = await authoriseCard(t.app, bought.priceCents);
    const queued = await bindHome(t, buyer.headers, cardBind(bought, card.token), 'bind_upload');
    expect(queued.json()).toMatchObject({ bind_status: 'IN_PROGRESS' });
    const before = await quoteContent(t, bought.quoteReference);

    const again = await requote(t, buyer.headers, millionBuildings(bought.quoteReference));
    expectConflict(again, QUOTE_CONFLICT_CODES.beingBought);
    expect(again.json()).toMatchObject({ message: BIND_MESSAGES.quoteBeingBought });
    expectConflict(
      await recalculateWithExtras(t, buyer.headers, bought),
      QUOTE_CONFLICT_CODES.beingBought,
    );
    expect(await quoteContent(t, bought.quoteReference)).toEqual(before);

    // The payment froze the quote as its checks read it.
    const [payment] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.quoteId, before.id));
    expect(payment!.quoteSnapshot).toEqual({
      quoteReference: bought.quoteReference,
      request: before.request,
      answers: before.answers,
      choice: bought.quote.scheme_code,
      priceCents: bought.priceCents,
      pricedAt: expect.any(String),
    });

    await t.app.jobRunner.runNow(
      (await createJobsRepository(t.app.database.db).findByKey(`bind:${payment!.id}`))!.id,
    );
    const [policy] = await t.app.database.db
      .select()
      .from(policies)
      .where(eq(policies.quoteId, before.id));
    expect(policy).toMatchObject({ premiumCents: bought.priceCents });
    const schedule = await documentText(t, policy!.id, 'policy-schedule');
    expect(schedule).toContain(formatEuro(25_000_000));
    expect(schedule).not.toContain(formatEuro(100_000_000));
    expect(schedule).toContain(formatEuro(bought.priceCents));

    // Bought: a recalculation is refused for good; asking again with its reference is a new quote.
    expect((await recalculateWithExtras(t, buyer.headers, bought)).statusCode).toBe(409);
    const fresh = await requote(t, buyer.headers, millionBuildings(bought.quoteReference));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().quote_reference).not.toBe(bought.quoteReference);
    expect(await quoteContent(t, bought.quoteReference)).toEqual(before);
  });

  it('the policy is made from the payment’s snapshot, whatever became of the quote', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const queued = await bindHome(t, buyer.headers, directDebitBind(bought), 'bind_upload');
    expect(queued.json()).toMatchObject({ bind_status: 'IN_PROGRESS' });
    // Written behind the checkout's back (as no route can): the job must not read it.
    const { id } = await quoteContent(t, bought.quoteReference);
    const grown = homeQuoteRequest((request) => {
      request.home_quote.cover_details.buildings_amount = 1_000_000;
    });
    await t.app.database.db
      .update(quotes)
      .set({ request: grown as unknown as Record<string, unknown> })
      .where(eq(quotes.id, id));

    const [payment] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.quoteId, id));
    await t.app.jobRunner.runNow(
      (await createJobsRepository(t.app.database.db).findByKey(`bind:${payment!.id}`))!.id,
    );
    const [policy] = await t.app.database.db
      .select()
      .from(policies)
      .where(eq(policies.quoteId, id));
    const schedule = await documentText(t, policy!.id, 'policy-schedule');
    expect(schedule).toContain(formatEuro(25_000_000));
    expect(schedule).not.toContain(formatEuro(100_000_000));
  });

  it('a bind whose quote changed after its checks read it writes nothing (409)', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const { id, request, answers } = await quoteContent(t, bought.quoteReference);
    const db = t.app.database.db;
    const records = createBindRecordsRepository(db, createJobsRepository(db));
    const stale: QuoteSnapshot = {
      quoteReference: bought.quoteReference,
      request: { ...request, changed: true },
      answers,
      choice: bought.quote.scheme_code,
      priceCents: bought.priceCents,
      pricedAt: new Date().toISOString(),
    };
    const start = records.startBind({
      quoteId: id,
      idempotencyKey: `${id}:test`,
      snapshot: stale,
      payment: { userId: null, amountCents: bought.priceCents, method: 'card' },
      mandate: null,
      jobPayload: () => ({}),
    });
    await expect(start).rejects.toMatchObject({
      statusCode: 409,
      error: QUOTE_CONFLICT_CODES.changed,
      message: BIND_MESSAGES.quoteChanged,
    });
    expect(await db.select().from(payments).where(eq(payments.quoteId, id))).toHaveLength(0);
  });
});

describe('a travel quote with a payment under way', () => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof signIn>>;
  // Travel's bind waits for its job, which runs in the request: its documents are held back
  // until the test lets them go, so the payment stands open meanwhile.
  let releaseDocuments: () => void = () => {};
  const documentsHeld = new Promise<void>((resolve) => (releaseDocuments = resolve));
  const pdf = createPdfPolicyDocuments();

  beforeAll(async () => {
    t = await createTestApp({
      policyDocuments: { render: async (set) => documentsHeld.then(() => pdf.render(set)) },
    });
    buyer = await signIn(t.app, buyerEmail);
  });
  afterAll(async () => {
    releaseDocuments();
    await t?.close();
  });

  it('is neither re-quoted nor switched to multi-trip (409), and is bought as it was', async () => {
    const priced = await priceTravelQuote(t.app, buyer.headers);
    const card = await authoriseTravelCard(t.app, priced.priceCents);
    const bind = t.app.inject({
      method: 'POST',
      url: '/api/travel/travel_quotes/bind',
      headers: buyer.headers,
      payload: travelBind(priced, card.token),
    });
    let before: Awaited<ReturnType<typeof quoteContent>> | undefined;
    for (let attempt = 0; attempt < 200 && !before; attempt += 1) {
      const content = await quoteContent(t, priced.quoteReference);
      const paid = await t.app.database.db
        .select()
        .from(payments)
        .where(eq(payments.quoteId, content.id));
      if (paid.length > 0) before = content;
      else await sleep(20);
    }
    expect(before).toBeDefined();

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/travel/travel_quotes',
      headers: buyer.headers,
      payload: {
        ...travelQuoteRequest((request) => {
          request.travel_quote.cover_details.destination_country = 'France';
        }),
        quote_reference: priced.quoteReference,
      },
    });
    expectConflict(again, QUOTE_CONFLICT_CODES.beingBought);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/travel/travel_quotes/recalculate',
      headers: buyer.headers,
      payload: {
        quote_reference: priced.quoteReference,
        is_multi_trip: true,
        policy_start_date: travelQuoteRequest().travel_quote.cover_details.start_date,
      },
    });
    expectConflict(switched, QUOTE_CONFLICT_CODES.beingBought);
    expect(await quoteContent(t, priced.quoteReference)).toEqual(before);

    releaseDocuments();
    const done = await bind;
    expect(done.json()).toMatchObject({ bind_status: 'COMPLETED' });
    const [policy] = await t.app.database.db
      .select()
      .from(policies)
      .where(eq(policies.quoteId, before!.id));
    expect(policy).toMatchObject({ premiumCents: priced.priceCents });
  });
});

/**
 * The outside probe's race: a bind (waiting or uploaded, by card), then a re-quote to a million
 * in buildings and a recalculation with two extras 0-80 ms later, by the same customer.
 */
describe('a bind racing a re-quote and a recalculation', () => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof signIn>>;
  const attempts = onPostgres ? 24 : 8;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.repositories.flags.set('bind_upload_enabled', true);
    buyer = await signIn(t.app, buyerEmail);
  });
  afterAll(async () => t?.close());

  it(
    `ends with the policy, its documents, the capture and the quote in agreement (${attempts} attempts)`,
    async () => {
      const outcomes: Record<string, number> = {};
      const disagreements: string[] = [];
      const count = (key: string) => (outcomes[key] = (outcomes[key] ?? 0) + 1);

      for (let attempt = 0; attempt < attempts; attempt += 1) {
        const bought = await priceHomeQuote(t.app, buyer.headers);
        const card = await authoriseCard(t.app, bought.priceCents);
        const delay = Math.floor(Math.random() * 81);
        const path = attempt % 2 ? 'bind' : 'bind_upload';
        const [bind, again, recalculation] = await Promise.all([
          bindHome(t, buyer.headers, cardBind(bought, card.token), path),
          sleep(delay).then(() =>
            requote(t, buyer.headers, millionBuildings(bought.quoteReference)),
          ),
          sleep(delay).then(() => recalculateWithExtras(t, buyer.headers, bought)),
        ]);
        count(`bind ${bind.statusCode}`);
        count(`re-quote ${again.statusCode}`);
        count(`recalculation ${recalculation.statusCode}`);
        for (const response of [bind, again, recalculation]) {
          if (response.statusCode >= 500) disagreements.push(`${attempt}: ${response.body}`);
        }
        await settledStatus(t, buyer.headers, bought.quoteReference);

        const quote = await quoteContent(t, bought.quoteReference);
        const db = t.app.database.db;
        const paid = await db.select().from(payments).where(eq(payments.quoteId, quote.id));
        const [policy] = await db.select().from(policies).where(eq(policies.quoteId, quote.id));
        const [charge] = await db
          .select()
          .from(cardGatewayPayments)
          .where(eq(cardGatewayPayments.token, card.token));
        const disagree = (what: string) => disagreements.push(`attempt ${attempt}: ${what}`);
        if (paid.length > 1) disagree(`${paid.length} payments`);
        const payment = paid[0];
        if (!payment) {
          count('no payment');
          if (policy) disagree('a policy without a payment');
          if (charge!.status !== 'released') disagree(`a hold left ${charge!.status}`);
          continue;
        }
        count(policy ? 'policy' : 'no policy');
        const snapshot = payment.quoteSnapshot;
        // The quote stands as it was paid for.
        if (JSON.stringify(quote.request) !== JSON.stringify(snapshot.request)) {
          disagree('the quote request changed after payment');
        }
        if (JSON.stringify(quote.answers) !== JSON.stringify(snapshot.answers)) {
          disagree('the quote answers changed after payment');
        }
        if (snapshot.priceCents !== payment.amountCents) disagree('snapshot price ≠ payment');
        if (!policy) continue;
        if (policy.premiumCents !== payment.amountCents) disagree('policy premium ≠ payment');
        if (charge!.status !== 'captured' || charge!.amountCents !== payment.amountCents) {
          disagree(`capture ${charge!.status} ${charge!.amountCents} ≠ ${payment.amountCents}`);
        }
        const schedule = await documentText(t, policy.id, 'policy-schedule');
        const buildings = (snapshot.request as HomeQuoteRequest).home_quote.cover_details
          .buildings_amount!;
        if (!schedule.includes(formatEuro(buildings * 100))) disagree('schedule buildings');
        if (schedule.includes(formatEuro(100_000_000)) && buildings !== 1_000_000) {
          disagree('the schedule insures a million in buildings');
        }
        if (!schedule.includes(formatEuro(payment.amountCents))) disagree('schedule amount');
      }
      console.info(
        `quote freeze race on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${attempts} attempts,`,
        JSON.stringify(outcomes),
        `disagreements: ${disagreements.length}`,
      );
      expect(disagreements).toEqual([]);
      // The race was run, not missed: on PostgreSQL some re-quotes met a payment under way.
      if (onPostgres) expect(outcomes['re-quote 409']).toBeGreaterThan(0);
    },
    onPostgres ? 120_000 : 60_000,
  );
});
