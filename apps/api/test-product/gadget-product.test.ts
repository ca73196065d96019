import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindResponseSchema,
  MARKETING_CONSENT_DEFAULTS,
  POLICY_TYPES,
  PRODUCT_TYPES,
  profileSchema,
  toBindMarketing,
} from '@wallet/domain';
import {
  GADGET_MESSAGES,
  GADGET_PRODUCT_FACTS,
  gadgetQuoteAnswerSchema,
  type GadgetBindRequest,
} from '@wallet/domain/test-product';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.js';
import { authoriseCard } from '../src/test/checkout-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../src/test/test-app.js';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  // The product's migration, as a new product brings one (its word in the policy types).
  await t.app.database.db.execute(
    sql.raw(readFileSync(new URL('gadget-migration.sql', import.meta.url), 'utf8')),
  );
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
});
afterAll(async () => t?.close());

const quote = (gadget: unknown, headers: Record<string, string> = buyer.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gadget/quotes',
    headers,
    payload: { gadget_quote: gadget } as never,
  });

async function priced(valueEur: number, headers = buyer.headers) {
  const response = await quote({ device: 'phone', value_eur: valueEur }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return gadgetQuoteAnswerSchema.parse(response.json());
}

const bindRequest = (quoteReference: string, token: string): GadgetBindRequest => ({
  quote_reference: quoteReference,
  payment_token: token,
  marketing: toBindMarketing({ ...MARKETING_CONSENT_DEFAULTS }),
});

const bind = (payload: GadgetBindRequest, headers: Record<string, string> = buyer.headers) =>
  t.app.inject({ method: 'POST', url: '/api/gadget/bind', headers, payload });

const authoriseGadgetCard = (amountCents: number) =>
  authoriseCard(t.app, amountCents, undefined, GADGET_PRODUCT_FACTS.cardAccountId);

async function profilePolicies() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/profile/profile',
    headers: buyer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return profileSchema.parse(response.json()).policies;
}

describe('the test build', () => {
  it('adds the gadget to the product lists the shared code reads', () => {
    expect(PRODUCT_TYPES).toContain('gadget');
    expect(POLICY_TYPES).toContain('GADGET');
    expect(t.app.products.all.map((product) => product.facts.type)).toContain('gadget');
  });
});

describe('POST /api/gadget/quotes', () => {
  it('prices a gadget from €100 to €3,000 and refuses a value outside them', async () => {
    expect((await priced(100)).premium_cents).toBe(2500);
    expect((await priced(800)).premium_cents).toBe(6400);
    expect((await priced(3000)).premium_cents).toBe(24_000);
    for (const value of [99, 3001, 150.5]) {
      const response = await quote({ device: 'phone', value_eur: value });
      expect(response.statusCode, `${value}`).toBe(400);
      expect(response.body).toContain(GADGET_MESSAGES.valueRange);
    }
    const noDevice = await quote({ device: 'watch', value_eur: 500 });
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.body).toContain(GADGET_MESSAGES.deviceRequired);
  });

  it('prices a visitor’s quote through their browser', async () => {
    const response = await quote({ device: 'tablet', value_eur: 400 }, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(gadgetQuoteAnswerSchema.parse(response.json()).premium_cents).toBe(3200);
  });
});

describe('POST /api/gadget/bind', () => {
  it('charges the card once, makes the policy and lists it in the customer’s wallet', async () => {
    const answer = await priced(800);
    const card = await authoriseGadgetCard(answer.premium_cents!);
    const first = await bind(bindRequest(answer.quote_reference, card.token));
    expect(first.statusCode, first.body).toBe(200);
    expect(bindResponseSchema.parse(first.json())).toMatchObject({
      quote_reference: answer.quote_reference,
      bind_status: 'COMPLETED',
      error: false,
    });
    // Asked again, it answers the first result and charges nothing more.
    const again = await bind(bindRequest(answer.quote_reference, card.token));
    expect(again.json()).toEqual(first.json());

    const policies = await profilePolicies();
    const gadget = policies.filter((policy) => policy.policy_type === ('GADGET' as never));
    expect(gadget).toHaveLength(1);
    expect(gadget[0]).toMatchObject({
      cover: 'Phone',
      premium_cents: 6400,
      insurer: 'GADGETCO',
      start_date: answer.start_date,
      end_date: answer.end_date,
    });

    // Its schedule is among the policy's documents.
    const documents = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_documents/summary',
      headers: buyer.headers,
      payload: { policy_id: gadget[0]!.policy_id, business_processes: ['NEW_BUSINESS'] },
    });
    expect(documents.statusCode, documents.body).toBe(200);
    expect(documents.body).toContain('Policy schedule');
  });

  it('answers another customer’s quote as one that does not exist, and pays nothing', async () => {
    const answer = await priced(500);
    const card = await authoriseGadgetCard(answer.premium_cents!);
    const response = await bind(bindRequest(answer.quote_reference, card.token), other.headers);
    expect(response.statusCode, response.body).toBe(404);
  });

  it('refuses a bind without a card token before anything is written', async () => {
    const answer = await priced(500);
    const response = await bind({ ...bindRequest(answer.quote_reference, 'x'), payment_token: '' });
    expect(response.statusCode).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    const answer = await priced(500);
    const response = await bind(bindRequest(answer.quote_reference, 'token'), {});
    expect(response.statusCode).toBe(401);
  });
});
