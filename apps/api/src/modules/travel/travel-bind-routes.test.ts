import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BIND_MESSAGES,
  TRAVEL_BIND_MESSAGES,
  bindResponseSchema,
  type BindResponse,
  type TravelBindRequest,
} from '@wallet/domain';
import {
  cardGatewayPayments,
  documents,
  marketingConsents,
  payments,
  policies,
} from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { isoDateInDays } from '../../test/home-quote-fixtures.js';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';
import {
  WORKED_EXAMPLE_TOTAL_CENTS,
  authoriseTravelCard,
  priceTravelQuote,
  quoteTravel,
  travelBind,
  type PricedTravelQuote,
} from '../../test/travel-quote-fixtures.js';
import { VISITOR_COOKIE_NAME } from '../quotes/index.js';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
});
afterAll(async () => t?.close());

const db = () => t.app.database.db;

const bind = (payload: unknown, headers: Record<string, string> = buyer.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/travel/travel_quotes/bind',
    headers,
    payload: payload as TravelBindRequest,
  });

async function bound(payload: TravelBindRequest): Promise<BindResponse> {
  const response = await bind(payload);
  expect(response.statusCode, response.body).toBe(200);
  return bindResponseSchema.parse(response.json());
}

async function quoteIdOf(reference: string): Promise<string> {
  return (await t.repositories.travelQuotes.findByReference(reference))!.id;
}

const paymentsOfQuote = async (reference: string) =>
  db()
    .select()
    .from(payments)
    .where(eq(payments.quoteId, await quoteIdOf(reference)));

const statusOfCard = async (token: string) =>
  (await db().select().from(cardGatewayPayments).where(eq(cardGatewayPayments.token, token)))[0]!
    .status;

describe('POST /api/travel/travel_quotes/bind', () => {
  it('charges the card the quote’s total once and makes the policy with its three documents', async () => {
    const quote = await priceTravelQuote(t.app, buyer.headers);
    expect(quote.priceCents).toBe(WORKED_EXAMPLE_TOTAL_CENTS);
    const card = await authoriseTravelCard(t.app, quote.priceCents);
    const result = await bound(travelBind(quote, card.token));
    expect(result).toMatchObject({
      quote_reference: quote.quoteReference,
      bind_status: 'COMPLETED',
      error: false,
    });
    const created = result.policy_creation_response_model!;
    expect(created.policy_number).toMatch(/^CHT\d{7}$/);
    expect(created.reference_number).toMatch(/^TPR-\d+$/);

    const [policy] = await db()
      .select()
      .from(policies)
      .where(eq(policies.quoteId, await quoteIdOf(quote.quoteReference)));
    expect(policy).toMatchObject({
      policyType: 'TRAVEL',
      insurer: 'CHUBB',
      premiumCents: WORKED_EXAMPLE_TOTAL_CENTS,
      startDate: isoDateInDays(30),
      endDate: isoDateInDays(37),
    });
    const paid = await paymentsOfQuote(quote.quoteReference);
    expect(paid).toEqual([
      expect.objectContaining({
        method: 'card',
        status: 'captured',
        amountCents: WORKED_EXAMPLE_TOTAL_CENTS,
        cardBrand: card.brand,
      }),
    ]);
    expect(await statusOfCard(card.token)).toBe('captured');
    const docs = await db().select().from(documents).where(eq(documents.policyId, policy!.id));
    expect(docs.map((document) => document.name).sort()).toEqual([
      'benefits-schedule',
      'insurance-product-information',
      'travel-certificate',
    ]);
    const [consent] = await db()
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.quoteId, policy!.quoteId!));
    expect(consent).toMatchObject({ policyType: 'TRAVEL', consent: true, email: true });

    // The latest quote names its policy; binding again answers the same policy.
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/travel/travel_quotes/latest',
      headers: buyer.headers,
    });
    expect(latest.json().policy_reference).toBe(created.reference_number);
    expect(await bound(travelBind(quote, card.token))).toEqual(result);
    expect(await paymentsOfQuote(quote.quoteReference)).toHaveLength(1);
  });

  it('buys the annual multi-trip price after the switch, not the single trip shown before', async () => {
    const single = await priceTravelQuote(t.app, buyer.headers);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/travel/travel_quotes/recalculate',
      headers: buyer.headers,
      payload: {
        quote_reference: single.quoteReference,
        is_multi_trip: true,
        policy_start_date: isoDateInDays(3),
      },
    });
    const offer = switched.json().quotes[0];
    const multi: PricedTravelQuote = {
      quoteReference: single.quoteReference,
      offer,
      priceCents: Math.round(offer.breakdown.total_payable * 100),
    };
    const stale = await authoriseTravelCard(t.app, single.priceCents);
    const refused = await bind(travelBind(single, stale.token));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      'bind_policy.selected_premium_id': [BIND_MESSAGES.choiceNotPriced],
    });
    expect(await statusOfCard(stale.token)).toBe('released');

    const card = await authoriseTravelCard(t.app, multi.priceCents);
    const result = await bound(travelBind(multi, card.token));
    expect(result.bind_status).toBe('COMPLETED');
    const [policy] = await db()
      .select()
      .from(policies)
      .where(eq(policies.quoteId, await quoteIdOf(single.quoteReference)));
    expect(policy).toMatchObject({
      premiumCents: 19_253,
      startDate: isoDateInDays(3),
      endDate: isoDateInDays(367),
    });
  });

  it('refuses before anything is written: no declaration, another quote name, a bad shape', async () => {
    const quote = await priceTravelQuote(t.app, buyer.headers);
    const card = await authoriseTravelCard(t.app, quote.priceCents);
    const good = travelBind(quote, card.token);
    const denied = await bind({
      ...good,
      bind_policy: { ...good.bind_policy, declaration_consent: false },
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.json().fieldErrors).toEqual({
      'bind_policy.declaration_consent': [TRAVEL_BIND_MESSAGES.declarationRequired],
    });
    const otherName = await bind({
      ...good,
      bind_policy: {
        ...good.bind_policy,
        payment_details: {
          ...good.bind_policy.payment_details,
          product_selected: 'AnnualMultiTrip',
        },
      },
    });
    expect(otherName.statusCode).toBe(400);
    for (const payload of [
      {},
      { ...good, product: 'HOME' },
      {
        ...good,
        bind_policy: {
          ...good.bind_policy,
          payment_details: { ...good.bind_policy.payment_details, card_number: '4242424242424242' },
        },
      },
      { ...good, bind_policy: { ...good.bind_policy, selected_premium_id: '' } },
    ]) {
      expect((await bind(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await paymentsOfQuote(quote.quoteReference)).toHaveLength(0);
    // The checkout let go of the card it refused; a card for the bind that goes ahead pays.
    expect(await statusOfCard(card.token)).toBe('released');
    const next = await authoriseTravelCard(t.app, quote.priceCents);
    expect((await bound(travelBind(quote, next.token))).bind_status).toBe('COMPLETED');
  });

  it('fails the payment, making no policy, when the card was authorised for another amount', async () => {
    const quote = await priceTravelQuote(t.app, buyer.headers);
    const card = await authoriseTravelCard(t.app, quote.priceCents - 100);
    const result = await bound(travelBind(quote, card.token));
    expect(result).toMatchObject({ bind_status: 'FAILED', error_code: 'PAYMENT_DECLINED' });
    expect(result.error_message).toContain('(Code: amount_mismatch)');
    expect(
      await db()
        .select()
        .from(policies)
        .where(eq(policies.quoteId, await quoteIdOf(quote.quoteReference))),
    ).toHaveLength(0);
  });

  it('needs a signed-in customer, and only the quote’s owner may buy it', async () => {
    const quote = await priceTravelQuote(t.app, buyer.headers);
    const card = await authoriseTravelCard(t.app, quote.priceCents);
    expect((await bind(travelBind(quote, card.token), {})).statusCode).toBe(401);
    expect((await bind(travelBind(quote, card.token), other.headers)).statusCode).toBe(404);
    expect(await paymentsOfQuote(quote.quoteReference)).toHaveLength(0);
  });

  it('lets a visitor buy their quote once signed in on the same browser', async () => {
    const visitor = await quoteTravel(t.app, {});
    const cookie = visitor.cookies.find((each) => each.name === VISITOR_COOKIE_NAME)!;
    const answer = visitor.json();
    const quote: PricedTravelQuote = {
      quoteReference: answer.quote_reference,
      offer: answer.quotes[0],
      priceCents: WORKED_EXAMPLE_TOTAL_CENTS,
    };
    const card = await authoriseTravelCard(t.app, quote.priceCents);
    // Without the browser's cookie the quote is nobody's to buy.
    expect((await bind(travelBind(quote, card.token))).statusCode).toBe(404);
    const response = await bind(travelBind(quote, card.token), {
      ...buyer.headers,
      cookie: `${VISITOR_COOKIE_NAME}=${cookie.value}`,
    });
    expect(response.json().bind_status).toBe('COMPLETED');
    const owner = (await t.repositories.travelQuotes.findByReference(quote.quoteReference))!
      .ownerUserId;
    expect(owner).toBe(
      (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.newCustomer.email))!.id,
    );
  });
});

describe('concurrent binds', () => {
  it('twenty binds of one quote at once make one policy, one payment and one charge', async () => {
    const quote = await priceTravelQuote(t.app, buyer.headers);
    const cards = await Promise.all(
      Array.from({ length: 20 }, () => authoriseTravelCard(t.app, quote.priceCents)),
    );
    const answers = await Promise.all(cards.map((card) => bound(travelBind(quote, card.token))));
    const completed = answers.filter((answer) => answer.bind_status === 'COMPLETED');
    expect(completed.length).toBeGreaterThan(0);
    const policyNumbers = new Set(
      completed.map((answer) => answer.policy_creation_response_model!.policy_number),
    );
    expect(policyNumbers.size).toBe(1);
    const quoteId = await quoteIdOf(quote.quoteReference);
    expect(await db().select().from(policies).where(eq(policies.quoteId, quoteId))).toHaveLength(1);
    expect(await paymentsOfQuote(quote.quoteReference)).toHaveLength(1);
    const statuses = await Promise.all(cards.map((card) => statusOfCard(card.token)));
    expect(statuses.filter((status) => status === 'captured')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'released')).toHaveLength(19);
  });
});

describe('quote validity', () => {
  it('sells a travel quote for 14 days after it was priced', async () => {
    const clock = createTestClock();
    const later = await createTestApp({ clock: clock.now });
    try {
      const customer = await signIn(later.app, DEMO_ACCOUNTS.newCustomer.email);
      const quote = await priceTravelQuote(later.app, customer.headers);
      clock.advanceMinutes(15 * 24 * 60);
      const card = await authoriseTravelCard(later.app, quote.priceCents);
      const response = await later.app.inject({
        method: 'POST',
        url: '/api/travel/travel_quotes/bind',
        headers: (await signIn(later.app, DEMO_ACCOUNTS.newCustomer.email)).headers,
        payload: travelBind(quote, card.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        'bind_policy.quote_reference': [BIND_MESSAGES.quoteExpired(14)],
      });
    } finally {
      await later.close();
    }
  });
});
