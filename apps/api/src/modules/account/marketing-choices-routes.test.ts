import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_CHOICE_MESSAGES, marketingChoicesSchema } from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { marketingConsentChanges, marketingConsents, users } from '../../db/schema.js';
import { authoriseCard, buyHomePolicy, cardBind } from '../../test/checkout-fixtures.js';
import { homePolicyWithOffer, offeredQuote, renewalBind } from '../../test/renewal-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let demo: Awaited<ReturnType<typeof signIn>>;
let buyerId: string;
const db = () => t.app.database.db;

const NONE = { email: false, phone: false, text: false, post: false, analyse_transactions: false };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  demo = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.newCustomer.email));
  buyerId = row!.id;
  // The fixture's card purchase gives consent to e-mail only.
  await buyHomePolicy(t.app, buyer.headers, 'card');
}, 60_000);
afterAll(async () => t?.close());

const read = (headers: Record<string, string> = buyer.headers) =>
  t.app.inject({ method: 'GET', url: '/api/account/marketing', headers });
const change = (
  policyType: string,
  payload: unknown,
  headers: Record<string, string> = buyer.headers,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/account/marketing/${policyType}`,
    headers,
    payload: payload as never,
  });
const changesOf = (userId: string) =>
  db().select().from(marketingConsentChanges).where(eq(marketingConsentChanges.userId, userId));

describe('GET /api/account/marketing', () => {
  it('needs a signed-in customer', async () => {
    expect((await read({})).statusCode).toBe(401);
  });

  it("gives each product's choices as its purchase gave them, with the purchase's record", async () => {
    const answer = marketingChoicesSchema.parse((await read()).json());
    expect(answer.products).toEqual([
      { policy_type: 'HOME', choices: { ...NONE, email: true }, changed_at: expect.any(String) },
    ]);
    expect(answer.changes).toEqual([
      {
        policy_type: 'HOME',
        choices: { ...NONE, email: true },
        source: 'purchase',
        at: expect.any(String),
      },
    ]);
  });

  it("gives the demo customer's choices from her purchases", async () => {
    const answer = marketingChoicesSchema.parse((await read(demo.headers)).json());
    const home = answer.products.find((product) => product.policy_type === 'HOME');
    expect(home?.choices).toEqual({ ...NONE, email: true, post: true });
    expect(answer.changes.every((entry) => entry.source === 'purchase')).toBe(true);
  });
});

describe('PUT /api/account/marketing/{policyType}', () => {
  it('asks who is calling before it reads what was sent', async () => {
    expect((await change('HOME', { nonsense: true }, {})).statusCode).toBe(401);
  });

  it('changes the choices, records when, and keeps the consent record in step', async () => {
    const choices = { ...NONE, post: true, analyse_transactions: true };
    const response = await change('HOME', choices);
    expect(response.statusCode).toBe(200);
    const answer = marketingChoicesSchema.parse(response.json());
    expect(answer.products[0]!.choices).toEqual(choices);
    expect(answer.changes[0]).toMatchObject({ policy_type: 'HOME', source: 'account', choices });
    expect(answer.changes).toHaveLength(2);
    const [record] = await db()
      .select()
      .from(marketingConsents)
      .where(and(eq(marketingConsents.userId, buyerId), eq(marketingConsents.policyType, 'HOME')));
    expect(record).toMatchObject({
      consent: true,
      email: false,
      post: true,
      selectAll: false,
      analyzeTransaction: true,
    });
  });

  it('records nothing when the same choices come again', async () => {
    const before = (await changesOf(buyerId)).length;
    const choices = { ...NONE, post: true, analyse_transactions: true };
    expect((await change('HOME', choices)).statusCode).toBe(200);
    expect(await changesOf(buyerId)).toHaveLength(before);
  });

  it('withdraws every channel, and consent with them', async () => {
    expect((await change('HOME', NONE)).statusCode).toBe(200);
    const [record] = await db()
      .select()
      .from(marketingConsents)
      .where(and(eq(marketingConsents.userId, buyerId), eq(marketingConsents.policyType, 'HOME')));
    expect(record).toMatchObject({ consent: false, post: false, analyzeTransaction: false });
  });

  it('does not find a product the customer never bought', async () => {
    const before = (await changesOf(buyerId)).length;
    const response = await change('TRAVEL', { ...NONE, email: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MARKETING_CHOICE_MESSAGES.noProduct);
    expect(await changesOf(buyerId)).toHaveLength(before);
  });

  it.each([
    ['a product that does not exist', 'BOAT', NONE],
    ['a choice missing', 'HOME', { email: true, phone: false, text: false, post: false }],
    ['a choice not a yes or no', 'HOME', { ...NONE, email: 'yes' }],
    ['a field of the consent page', 'HOME', { ...NONE, selectAll: true }],
    ['no body', 'HOME', undefined],
  ])('refuses %s with a 400 and writes nothing', async (_, policyType, payload) => {
    const before = (await changesOf(buyerId)).length;
    const response = await change(policyType, payload);
    expect(response.statusCode).toBe(400);
    expect(await changesOf(buyerId)).toHaveLength(before);
  });

  it("changes only the caller's own choices", async () => {
    const demoBefore = marketingChoicesSchema.parse((await read(demo.headers)).json());
    await change('HOME', { ...NONE, text: true });
    expect(marketingChoicesSchema.parse((await read(demo.headers)).json())).toEqual(demoBefore);
  });
});

describe('a purchase after the choices were changed', () => {
  it('keeps them through a renewal, which has no consent page, and records nothing', async () => {
    const chosen = { ...NONE, phone: true, analyse_transactions: true };
    const subject = await homePolicyWithOffer(t, buyer, 'card');
    expect((await change('HOME', chosen)).statusCode).toBe(200);
    const before = (await changesOf(buyerId)).length;
    const renewal = offeredQuote(subject.offer, true);
    const token = (await authoriseCard(t.app, renewal.priceCents)).token;
    const bound = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_renewal/bind',
      headers: buyer.headers,
      // The bind carries consent to e-mail alone, which no page of the renewal asked for.
      payload: renewalBind(cardBind(renewal, token)) as object,
    });
    expect(bound.json().bind_status, bound.body).toBe('COMPLETED');
    const answer = marketingChoicesSchema.parse((await read()).json());
    expect(answer.products.find((product) => product.policy_type === 'HOME')?.choices).toEqual(
      chosen,
    );
    expect(await changesOf(buyerId)).toHaveLength(before);
  });
});

describe.runIf(onPostgres)('20 saves of the same choices at once', () => {
  it('change them once and record one change', async () => {
    await change('HOME', NONE);
    const before = (await changesOf(buyerId)).length;
    const choices = { ...NONE, email: true, phone: true };
    const responses = await Promise.all(Array.from({ length: 20 }, () => change('HOME', choices)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await changesOf(buyerId)).toHaveLength(before + 1);
  });
});
