/**
 * Agent mode in the car journey on the real database (decision 0021): an agent's car quote is the
 * customer's, names the agent and branch and writes its `quote` row in its transaction; the
 * agent's payment makes the customer's policy and writes `payment_taken` with it, once. Visitors
 * get 401, customers 403, and with motor_enabled off the routes are not there; a refusal writes
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  AGENT_JOURNEY_MESSAGES,
  type CarBindRequest,
  type BindResponse,
  type CarQuoteRequest,
  type CarQuoteResponse,
} from '@wallet/domain';
import { agentActions, payments, policies, quotes, users } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  EXAMPLE_CAR_TODAY,
  authoriseCarCard,
  carCardBind,
  carMonthlyBind,
  carQuoteRequest,
  centsOf,
  levelOf,
  priceCarQuote,
  type PricedCarQuote,
} from '../../test/car-quote-fixtures.js';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';

const clock = createTestClock(EXAMPLE_CAR_TODAY);
let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;
let customer: Awaited<ReturnType<typeof signIn>>;
let ids: { agent: string; customer: string; agentBranch: number | null };

const db = () => t.app.database.db;
const customerEmail: string = DEMO_ACCOUNTS.newCustomer.email;
const QUOTE_URL = '/agent/motor/motor_quotes';
const RECALCULATE_URL = '/agent/motor/motor_quotes/recalculate';
const BIND_URL = '/agent/motor/motor_quotes/bind';

/** The example car quote for the customer with this e-mail. */
const requestFor = (email: string, change?: (request: CarQuoteRequest) => void) =>
  carQuoteRequest((request) => {
    request.motor_quote.main_driver.email = email;
    change?.(request);
  });

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

async function totals() {
  const [actions] = await db().select({ value: count() }).from(agentActions);
  const [quoteRows] = await db().select({ value: count() }).from(quotes);
  const [paymentRows] = await db().select({ value: count() }).from(payments);
  const [accounts] = await db().select({ value: count() }).from(users);
  return {
    actions: actions!.value,
    quotes: quoteRows!.value,
    payments: paymentRows!.value,
    accounts: accounts!.value,
  };
}

const rowsOf = (action: 'quote' | 'payment_taken', subject: string) =>
  db()
    .select()
    .from(agentActions)
    .where(and(eq(agentActions.action, action), eq(agentActions.subjectReference, subject)))
    .orderBy(desc(agentActions.at));

const quoteRow = async (reference: string) =>
  (await db().select().from(quotes).where(eq(quotes.quoteReference, reference)))[0]!;

/** The agent's priced car quote for the customer with this e-mail. */
async function agentCarQuote(email = customerEmail): Promise<PricedCarQuote> {
  const payload = requestFor(email);
  const response = await post(QUOTE_URL, agent.headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<CarQuoteResponse>();
  expect(answer.response, response.body).toBe('SUCCESS');
  return { quoteReference: answer.quote_reference, answer, request: payload };
}

const cardBindOf = async (quote: PricedCarQuote): Promise<CarBindRequest> => {
  const card = await authoriseCarCard(
    t.app,
    centsOf(levelOf(quote.answer, 'popular').total_amount),
  );
  return carCardBind(quote, 'popular', card.token, clock.now());
};

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await t.app.repositories.flags.set('motor_enabled', true);
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  customer = await signIn(t.app, customerEmail);
  const agentId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.agent.email))!.id;
  ids = {
    agent: agentId,
    customer: (await t.repositories.users.findByEmail(customerEmail))!.id,
    agentBranch: (await t.repositories.branches.branchOfUser(agentId))?.id ?? null,
  };
});
afterAll(async () => t?.close());

describe('the guards of the agent car routes', () => {
  it.each([QUOTE_URL, RECALCULATE_URL, BIND_URL])(
    '%s refuses visitors (401) and customers (403) before reading the request, writing nothing',
    async (url) => {
      const before = await totals();
      expect((await post(url, {}, requestFor(customerEmail))).statusCode).toBe(401);
      expect((await post(url, customer.headers, requestFor(customerEmail))).statusCode).toBe(403);
      expect((await post(url, customer.headers, { nonsense: true })).statusCode).toBe(403);
      expect(await totals()).toEqual(before);
    },
  );

  it('are not there while motor_enabled is off', async () => {
    await t.app.repositories.flags.set('motor_enabled', false);
    try {
      const before = await totals();
      const response = await post(QUOTE_URL, agent.headers, requestFor(customerEmail));
      expect(response.statusCode).toBe(404);
      expect(await totals()).toEqual(before);
    } finally {
      await t.app.repositories.flags.set('motor_enabled', true);
    }
  });
});

describe('POST /agent/motor/motor_quotes', () => {
  it("makes the customer's car quote, naming the agent and branch, and records it in its transaction", async () => {
    const quote = await agentCarQuote();
    expect(ids.agentBranch).not.toBeNull();
    expect(await quoteRow(quote.quoteReference)).toMatchObject({
      product: 'MOTOR',
      ownerUserId: ids.customer,
      createdByAgentId: ids.agent,
      branchId: ids.agentBranch,
      visitorKeyHash: null,
    });
    const rows = await rowsOf('quote', quote.quoteReference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      agentUserId: ids.agent,
      agentRole: 'agent',
      branchId: ids.agentBranch,
      customerUserId: ids.customer,
      details: { product: 'MOTOR', priced_again: false },
    });
    // No personal data in the trail.
    expect(JSON.stringify(rows[0]!.details)).not.toMatch(/@/);
    // The customer sees it as their own latest car quote.
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/motor/motor_quotes/latest',
      headers: customer.headers,
    });
    expect(latest.json().quote_reference).toBe(quote.quoteReference);
  });

  it("prices the customer's quote again when asked with its reference, recording it again", async () => {
    const first = await agentCarQuote();
    const again = await post(QUOTE_URL, agent.headers, {
      ...requestFor(customerEmail),
      quote_reference: first.quoteReference,
    });
    expect(again.json().quote_reference).toBe(first.quoteReference);
    const rows = await rowsOf('quote', first.quoteReference);
    // One row for each pricing (the test clock stands still, so both have the same time).
    expect(rows.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { product: 'MOTOR', priced_again: false },
        { product: 'MOTOR', priced_again: true },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('keeps the quote of an e-mail with no account for the customer-to-be', async () => {
    const quote = await agentCarQuote('fionnuala.ward@example.ie');
    expect(await quoteRow(quote.quoteReference)).toMatchObject({
      ownerUserId: null,
      createdByAgentId: ids.agent,
    });
    expect((await rowsOf('quote', quote.quoteReference))[0]).toMatchObject({
      customerUserId: null,
    });
  });

  it('refuses a bad payload, a broken rule and a staff e-mail with 400, writing nothing', async () => {
    const before = await totals();
    expect((await post(QUOTE_URL, agent.headers, { motor_quote: 7 })).statusCode).toBe(400);
    const tooYoung = requestFor(customerEmail, (request) => {
      request.motor_quote.main_driver.date_of_birth = '2020-01-01';
    });
    expect((await post(QUOTE_URL, agent.headers, tooYoung)).statusCode).toBe(400);
    const staff = await post(QUOTE_URL, agent.headers, requestFor(DEMO_ACCOUNTS.superAgent.email));
    expect(staff.statusCode).toBe(400);
    expect(staff.json().fieldErrors['motor_quote.main_driver.email']).toEqual([
      AGENT_JOURNEY_MESSAGES.notCustomerEmail,
    ]);
    expect(await totals()).toEqual(before);
  });
});

describe('POST /agent/motor/motor_quotes/recalculate', () => {
  const recalculation = (quote: PricedCarQuote) => ({
    quote_reference: quote.quoteReference,
    cover_level: 'prestige',
    cover_type: quote.answer.cover_type,
    optional_extras: [],
  });

  it("re-prices an agent's quote, keeps its agent and branch, and records it", async () => {
    const quote = await agentCarQuote();
    const response = await post(RECALCULATE_URL, agent.headers, recalculation(quote));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().quote_reference).toBe(quote.quoteReference);
    expect(await quoteRow(quote.quoteReference)).toMatchObject({
      createdByAgentId: ids.agent,
      branchId: ids.agentBranch,
    });
    const rows = await rowsOf('quote', quote.quoteReference);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          customerUserId: ids.customer,
          details: { product: 'MOTOR', recalculated: true },
        }),
      ]),
    );
  });

  it("refuses a customer's own quote (400), an unknown one (404) and a bad payload (400), writing nothing", async () => {
    const own = await priceCarQuote(t.app, customer.headers);
    const before = await totals();
    const refused = await post(RECALCULATE_URL, agent.headers, recalculation(own));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(AGENT_JOURNEY_MESSAGES.notAgentQuote);
    const unknown = await post(RECALCULATE_URL, agent.headers, {
      ...recalculation(own),
      quote_reference: 'MQNOSUCHONE',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await post(RECALCULATE_URL, agent.headers, {
      ...recalculation(own),
      cover_level: 'gold',
    });
    expect(bad.statusCode).toBe(400);
    expect(await totals()).toEqual(before);
  });
});

describe('POST /agent/motor/motor_quotes/bind', () => {
  it('pays by card for the customer: their policy, and payment_taken once however often it is asked', async () => {
    const quote = await agentCarQuote();
    const payload = await cardBindOf(quote);
    const response = await post(BIND_URL, agent.headers, payload);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<BindResponse>();
    expect(result.bind_status).toBe('COMPLETED');
    const stored = await quoteRow(quote.quoteReference);
    const [policy] = await db().select().from(policies).where(eq(policies.quoteId, stored.id));
    expect(policy).toMatchObject({ ownerUserId: ids.customer, policyType: 'MOTOR' });
    const rows = await rowsOf('payment_taken', quote.quoteReference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      agentUserId: ids.agent,
      branchId: ids.agentBranch,
      customerUserId: ids.customer,
      details: { product: 'MOTOR', method: 'card', policy_number: policy!.policyNumber },
    });
    // Asked again (the thank-you page after a reload): the same answer, nothing more written.
    const before = await totals();
    const again = await post(BIND_URL, agent.headers, payload);
    expect(again.json()).toEqual(result);
    expect(await totals()).toEqual(before);
    expect(await rowsOf('payment_taken', quote.quoteReference)).toHaveLength(1);
  });

  it('pays monthly (the card deposit and the direct debit) for the customer, recorded likewise', async () => {
    const quote = await agentCarQuote();
    const popular = levelOf(quote.answer, 'popular');
    const deposit = await authoriseCarCard(t.app, centsOf(popular.card_deposit_amount));
    const payload = carMonthlyBind(quote, 'popular', deposit.token, clock.now());
    const response = await post(BIND_URL, agent.headers, payload);
    expect(response.json().bind_status, response.body).toBe('COMPLETED');
    expect((await rowsOf('payment_taken', quote.quoteReference))[0]).toMatchObject({
      details: { product: 'MOTOR', method: 'direct_debit' },
    });
  });

  it('makes the quote of a customer signed up since theirs, and refuses (409) while they have no account', async () => {
    const email = 'tadhg.breen@example.ie';
    const quote = await agentCarQuote(email);
    const payload = await cardBindOf(quote);
    const before = await totals();
    const refused = await post(BIND_URL, agent.headers, payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AGENT_JOURNEY_MESSAGES.noCustomerAccount);
    expect(await totals()).toEqual(before);
    // The sign-in check signs the customer up; then the payment is theirs.
    const signUp = await post('/users/agent_sign_up', agent.headers, {
      given_name: 'Tadhg',
      family_name: 'Breen',
      email,
      phone_number: '+353861234567',
      password: 'Tq7#mWz2!pLx',
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const bound = await post(BIND_URL, agent.headers, payload);
    expect(bound.json().bind_status, bound.body).toBe('COMPLETED');
    const created = (await t.repositories.users.findByEmail(email))!;
    expect(await quoteRow(quote.quoteReference)).toMatchObject({ ownerUserId: created.id });
    expect((await rowsOf('payment_taken', quote.quoteReference))[0]).toMatchObject({
      customerUserId: created.id,
    });
  });

  it("refuses a customer's own quote and a bad payload with 400, writing nothing", async () => {
    const own = await priceCarQuote(t.app, customer.headers);
    const payload = await cardBindOf(own);
    const before = await totals();
    const refused = await post(BIND_URL, agent.headers, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(AGENT_JOURNEY_MESSAGES.notAgentQuote);
    expect((await post(BIND_URL, agent.headers, { payment_details: {} })).statusCode).toBe(400);
    expect(await totals()).toEqual(before);
  });

  it('records nothing when the card is refused and no policy is made', async () => {
    const quote = await agentCarQuote();
    const wrongAmount = await authoriseCarCard(
      t.app,
      centsOf(levelOf(quote.answer, 'popular').total_amount) - 100,
    );
    const response = await post(
      BIND_URL,
      agent.headers,
      carCardBind(quote, 'popular', wrongAmount.token, clock.now()),
    );
    expect(response.json().bind_status).toBe('FAILED');
    expect(await rowsOf('payment_taken', quote.quoteReference)).toHaveLength(0);
  });
});
