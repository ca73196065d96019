/**
 * Agent mode in the home journey on the real database (decision 0021): an agent's quote is the
 * customer's, names the agent and branch and writes its `quote` row in its transaction; the
 * agent's payment makes the customer's policy and writes `payment_taken` with it; the sign-in
 * check's lookup and sign-up. Visitors get 401, customers 403; a refusal writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  AGENT_JOURNEY_MESSAGES,
  type HomeBindRequest,
  type BindResponse,
  type HomeInsurerQuote,
  type HomeQuoteRequest,
  type HomeQuoteResponse,
} from '@wallet/domain';
import { agentActions, payments, policies, quotes, users } from '../../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_SIGN_IN_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  authoriseCard,
  cardBind,
  directDebitBind,
  type BoughtQuote,
} from '../../test/checkout-fixtures.js';
import { homeQuoteRequest } from '../../test/home-quote-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;
let customer: Awaited<ReturnType<typeof signIn>>;
let superAgent: Awaited<ReturnType<typeof signIn>>;
let ids: { agent: string; customer: string; agentBranch: number | null };

const db = () => t.app.database.db;
const customerEmail: string = DEMO_ACCOUNTS.newCustomer.email;
const PASSED = {
  terms_confirmed: true,
  data_security: { date_of_birth: true, property_address: false, correspondence_address: true },
} as const;
/** The checks of a customer with no record with us: nothing to check (decision 0031). */
const NO_RECORD = { terms_confirmed: true, data_security: null } as const;
/** An e-mail with no account, so no record. */
const NEW_EMAIL = 'orla.byrne@example.ie';

/** The agent's quote request for the customer with this e-mail. */
const agentRequest = (
  email: string,
  checks: object = PASSED,
  change?: (r: HomeQuoteRequest) => void,
) => ({
  ...homeQuoteRequest((request) => {
    request.home_quote.policy_holder_details.email = email;
    change?.(request);
  }),
  agent: checks,
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

const rowsOf = (
  action: 'quote' | 'payment_taken' | 'search' | 'create_account',
  subject?: string,
) =>
  db()
    .select()
    .from(agentActions)
    .where(
      and(
        eq(agentActions.action, action),
        subject ? eq(agentActions.subjectReference, subject) : undefined,
      ),
    )
    .orderBy(desc(agentActions.at));

const quoteRow = async (reference: string) =>
  (await db().select().from(quotes).where(eq(quotes.quoteReference, reference)))[0]!;

async function agentQuote(email = customerEmail, checks: object = PASSED): Promise<BoughtQuote> {
  const response = await post(
    '/agent/home/applied_home_quotes',
    agent.headers,
    agentRequest(email, checks),
  );
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<HomeQuoteResponse>();
  const quote = body.quotes.find((candidate) => candidate.price !== null)!;
  return {
    quoteReference: body.quote_reference,
    quote: quote as HomeInsurerQuote & { price: number },
    priceCents: Math.round(quote.price! * 100),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  customer = await signIn(t.app, customerEmail);
  superAgent = await signIn(t.app, DEMO_ACCOUNTS.superAgent.email);
  const agentId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.agent.email))!.id;
  ids = {
    agent: agentId,
    customer: (await t.repositories.users.findByEmail(customerEmail))!.id,
    agentBranch: (await t.repositories.branches.branchOfUser(agentId))?.id ?? null,
  };
  // The customer has a record with us, their profile: the agent's check compares with it.
  await t.repositories.profiles.upsert({
    userId: ids.customer,
    title: 'MR',
    firstName: 'Cian',
    lastName: 'Byrne',
    dateOfBirth: '1985-06-01',
    phone: '0871234567',
    addressLine1: '3 Quay Street',
    addressLine2: '',
    addressLine3: '',
    town: 'Galway',
    county: 'Galway',
    eircode: 'H91 X2Y3',
    occupation: 'Teacher',
    analyseTransactions: false,
  });
});
afterAll(async () => t?.close());

describe('POST /agent/home/applied_home_quotes', () => {
  const url = '/agent/home/applied_home_quotes';

  it('refuses visitors (401) and customers (403) before reading the request', async () => {
    const before = await totals();
    expect((await post(url, {}, agentRequest(customerEmail))).statusCode).toBe(401);
    expect((await post(url, customer.headers, agentRequest(customerEmail))).statusCode).toBe(403);
    expect((await post(url, customer.headers, { nonsense: true })).statusCode).toBe(403);
    expect(await totals()).toEqual(before);
  });

  it("makes the customer's quote, naming the agent and branch, and records it", async () => {
    const bought = await agentQuote();
    expect(ids.agentBranch).not.toBeNull();
    const stored = await quoteRow(bought.quoteReference);
    expect(stored).toMatchObject({
      ownerUserId: ids.customer,
      createdByAgentId: ids.agent,
      branchId: ids.agentBranch,
      visitorKeyHash: null,
    });
    const [row] = await rowsOf('quote', bought.quoteReference);
    expect(row).toMatchObject({
      agentUserId: ids.agent,
      agentRole: 'agent',
      branchId: ids.agentBranch,
      customerUserId: ids.customer,
      details: {
        product: 'HOME',
        priced_again: false,
        data_security: PASSED.data_security,
      },
    });
    // No personal data in the trail: neither the e-mail nor the date of birth.
    expect(JSON.stringify(row!.details)).not.toMatch(/@|1985/);
    // The customer sees it as their own latest quote.
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/home/applied_home_quotes/latest',
      headers: customer.headers,
    });
    expect(latest.json().home_quote.quote_reference).toBe(bought.quoteReference);
  });

  it('prices the same quote again when asked with its reference, recording it again', async () => {
    const first = await agentQuote();
    const again = await post(url, agent.headers, {
      ...agentRequest(customerEmail),
      quote_reference: first.quoteReference,
    });
    expect(again.json().quote_reference).toBe(first.quoteReference);
    const rows = await rowsOf('quote', first.quoteReference);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.details).toMatchObject({ priced_again: true });
  });

  it('keeps the quote of an e-mail with no account for the customer-to-be', async () => {
    const bought = await agentQuote(NEW_EMAIL, NO_RECORD);
    expect(await quoteRow(bought.quoteReference)).toMatchObject({
      ownerUserId: null,
      createdByAgentId: ids.agent,
    });
    expect((await rowsOf('quote', bought.quoteReference))[0]).toMatchObject({
      customerUserId: null,
    });
  });

  it.each([
    [
      'the date of birth not correct',
      {
        ...PASSED,
        data_security: {
          date_of_birth: false,
          property_address: true,
          correspondence_address: true,
        },
      },
      AGENT_JOURNEY_MESSAGES.dataSecurityDateOfBirth,
    ],
    [
      'one correct answer only',
      {
        ...PASSED,
        data_security: {
          date_of_birth: true,
          property_address: false,
          correspondence_address: false,
        },
      },
      AGENT_JOURNEY_MESSAGES.dataSecurityTooFew,
    ],
    [
      'the terms not confirmed',
      { ...PASSED, terms_confirmed: false },
      AGENT_JOURNEY_MESSAGES.termsRequired,
    ],
  ])('refuses %s with 400, writing nothing', async (_case, checks, message) => {
    const before = await totals();
    const response = await post(url, agent.headers, agentRequest(customerEmail, checks));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(await totals()).toEqual(before);
  });

  it('asks the data-security check only of a customer with a record, as the screen does (decision 0031)', async () => {
    const before = await totals();
    const fieldErrorsOf = async (email: string, checks: object) => {
      const response = await post(url, agent.headers, agentRequest(email, checks));
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fieldErrors as Record<string, string[]>;
    };
    // A record (the customer's profile): the check is required.
    expect(await fieldErrorsOf(customerEmail, NO_RECORD)).toEqual({
      'agent.data_security': [AGENT_JOURNEY_MESSAGES.dataSecurityRequired],
    });
    // No record (no account; an account with no profile and no quote): nothing to check.
    const noProfile = DEMO_SIGN_IN_ACCOUNTS.mfaUnverified.email;
    for (const email of [`nobody-${Date.now()}@example.ie`, noProfile]) {
      expect(await fieldErrorsOf(email, PASSED)).toEqual({
        'agent.data_security': [AGENT_JOURNEY_MESSAGES.noRecord],
      });
    }
    expect(await totals()).toEqual(before);
    const quoted = await agentQuote(noProfile, NO_RECORD);
    expect((await rowsOf('quote', quoted.quoteReference))[0]!.details).toMatchObject({
      data_security: null,
    });
    // Its quote is now the customer's record: the next quote checks against it.
    expect(await fieldErrorsOf(noProfile, NO_RECORD)).toEqual({
      'agent.data_security': [AGENT_JOURNEY_MESSAGES.dataSecurityRequired],
    });
    expect((await agentQuote(noProfile, PASSED)).quoteReference).toBeTruthy();
  });

  it('refuses a missing check, a bad answer and a staff e-mail with 400, writing nothing', async () => {
    const before = await totals();
    const { agent: _checks, ...withoutChecks } = agentRequest(customerEmail);
    expect((await post(url, agent.headers, withoutChecks)).statusCode).toBe(400);
    const badAnswer = agentRequest(customerEmail, PASSED, (request) => {
      request.home_quote.cover_details.buildings_amount = 1000;
    });
    expect((await post(url, agent.headers, badAnswer)).statusCode).toBe(400);
    const staff = await post(url, agent.headers, agentRequest(DEMO_ACCOUNTS.superAgent.email));
    expect(staff.statusCode).toBe(400);
    expect(staff.json().fieldErrors['home_quote.policy_holder_details.email']).toEqual([
      AGENT_JOURNEY_MESSAGES.notCustomerEmail,
    ]);
    expect(await totals()).toEqual(before);
  });
});

describe('POST /agent/home/applied_home_quotes/recalculate', () => {
  const url = '/agent/home/applied_home_quotes/recalculate';
  const recalculation = (bought: BoughtQuote) => ({
    quote_reference: bought.quote.quote_reference,
    product_selected: bought.quote.scheme_code,
    cover_details: {
      excess_amount: '2',
      contents_accidental_damage_cover: false,
      no_claim_discount_cover: false,
      home_emergency_assist_cover: false,
    },
  });

  it('refuses visitors and customers, and a quote not made by an agent, writing nothing', async () => {
    const bought = await agentQuote();
    const before = await totals();
    expect((await post(url, {}, recalculation(bought))).statusCode).toBe(401);
    expect((await post(url, customer.headers, recalculation(bought))).statusCode).toBe(403);
    const own = await post('/home/applied_home_quotes', customer.headers, homeQuoteRequest());
    const ownQuote = own.json<HomeQuoteResponse>().quotes.find((q) => q.price !== null)!;
    const afterOwn = await totals();
    const refused = await post(url, agent.headers, {
      ...recalculation(bought),
      quote_reference: ownQuote.quote_reference,
      product_selected: ownQuote.scheme_code,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(AGENT_JOURNEY_MESSAGES.notAgentQuote);
    expect((await totals()).actions).toBe(before.actions);
    expect(await totals()).toEqual(afterOwn);
  });

  it('re-prices an agent quote and records it', async () => {
    const bought = await agentQuote();
    const response = await post(url, agent.headers, recalculation(bought));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()[0].cover_details_information.excess_code).toBe('2');
    const rows = await rowsOf('quote', bought.quoteReference);
    expect(rows[0]).toMatchObject({
      customerUserId: ids.customer,
      details: { recalculated: true },
    });
  });
});

describe('POST /agent/home/applied_home_quotes/bind', () => {
  const url = '/agent/home/applied_home_quotes/bind';
  const bind = (payload: HomeBindRequest, headers: Record<string, string> = agent.headers) =>
    post(url, headers, payload);

  it('refuses visitors and customers before reading the request', async () => {
    const bought = await agentQuote();
    const card = await authoriseCard(t.app, bought.priceCents);
    const before = await totals();
    expect((await bind(cardBind(bought, card.token), {})).statusCode).toBe(401);
    expect((await bind(cardBind(bought, card.token), customer.headers)).statusCode).toBe(403);
    expect(await totals()).toEqual(before);
  });

  it('pays by card for the customer: their policy, and payment_taken once, however often it is asked', async () => {
    const bought = await agentQuote();
    const card = await authoriseCard(t.app, bought.priceCents);
    const response = await bind(cardBind(bought, card.token));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<BindResponse>();
    expect(result.bind_status).toBe('COMPLETED');
    const stored = await quoteRow(bought.quoteReference);
    const [policy] = await db().select().from(policies).where(eq(policies.quoteId, stored.id));
    expect(policy).toMatchObject({ ownerUserId: ids.customer });
    const rows = await rowsOf('payment_taken', bought.quoteReference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      agentUserId: ids.agent,
      branchId: ids.agentBranch,
      customerUserId: ids.customer,
      details: { product: 'HOME', method: 'card', policy_number: policy!.policyNumber },
    });
    // Asked again: the same answer, no second policy, no second row.
    expect((await bind(cardBind(bought, card.token))).json()).toEqual(result);
    expect(await rowsOf('payment_taken', bought.quoteReference)).toHaveLength(1);
    // The customer reads who took it.
    const trail = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/agent_actions',
      headers: customer.headers,
    });
    expect(JSON.stringify(trail.json())).toContain('payment_taken');
  });

  it('pays by direct debit for the customer, recorded likewise', async () => {
    const bought = await agentQuote();
    const response = await bind(directDebitBind(bought));
    expect(response.json().bind_status, response.body).toBe('COMPLETED');
    expect((await rowsOf('payment_taken', bought.quoteReference))[0]).toMatchObject({
      details: { method: 'direct_debit' },
    });
  });

  it('records nothing when the card is refused and no policy is made', async () => {
    const bought = await agentQuote();
    const wrongAmount = await authoriseCard(t.app, bought.priceCents - 100);
    const response = await bind(cardBind(bought, wrongAmount.token));
    expect(response.json()).toMatchObject({
      bind_status: 'FAILED',
      error_code: 'PAYMENT_DECLINED',
    });
    expect(await rowsOf('payment_taken', bought.quoteReference)).toHaveLength(0);
  });

  it("refuses a customer's own quote and a bad payload with 400, writing nothing", async () => {
    const own = await post('/home/applied_home_quotes', customer.headers, homeQuoteRequest());
    const body = own.json<HomeQuoteResponse>();
    const quote = body.quotes.find((q) => q.price !== null)!;
    const ownQuote = {
      quoteReference: body.quote_reference,
      quote: quote as HomeInsurerQuote & { price: number },
      priceCents: Math.round(quote.price! * 100),
    };
    const card = await authoriseCard(t.app, ownQuote.priceCents);
    const before = await totals();
    const refused = await bind(cardBind(ownQuote, card.token));
    expect(refused.statusCode).toBe(400);
    expect((await bind({ payment_details: { status: 'PAID' } } as never)).statusCode).toBe(400);
    expect(await totals()).toEqual(before);
  });

  it('refuses (409) the quote of a customer with no account yet, writing nothing', async () => {
    const bought = await agentQuote('cathal.nolan@example.ie', NO_RECORD);
    const card = await authoriseCard(t.app, bought.priceCents);
    const before = await totals();
    const response = await bind(cardBind(bought, card.token));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(AGENT_JOURNEY_MESSAGES.noCustomerAccount);
    expect(await totals()).toEqual(before);
  });
});

describe('POST /agent/home/applied_home_quotes/bind_status', () => {
  const url = '/agent/home/applied_home_quotes/bind_status';
  const statusOf = (reference: string, email: string, headers: Record<string, string>) =>
    post(url, headers, { quote_reference: reference, user_email: email });

  /** An agent quote for the customer, paid for by the agent: its policy made. */
  async function paidAgentQuote() {
    const bought = await agentQuote();
    const card = await authoriseCard(t.app, bought.priceCents);
    const bound = await post(
      '/agent/home/applied_home_quotes/bind',
      agent.headers,
      cardBind(bought, card.token),
    );
    expect(bound.json().bind_status, bound.body).toBe('COMPLETED');
    return { bought, answer: bound.json<BindResponse>() };
  }

  it('refuses visitors (401) and customers (403) before reading the request', async () => {
    const { bought } = await paidAgentQuote();
    expect((await statusOf(bought.quoteReference, customerEmail, {})).statusCode).toBe(401);
    const byCustomer = await statusOf(bought.quoteReference, customerEmail, customer.headers);
    expect(byCustomer.statusCode).toBe(403);
    expect((await post(url, customer.headers, { nonsense: true })).statusCode).toBe(403);
  });

  it('answers the agent who made the quote with where its bind stands, writing nothing', async () => {
    const { bought, answer } = await paidAgentQuote();
    const before = await totals();
    const response = await statusOf(
      bought.quoteReference,
      DEMO_ACCOUNTS.agent.email.toUpperCase(),
      agent.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(answer);
    expect(response.json()).toMatchObject({ bind_status: 'COMPLETED' });
    expect(await totals()).toEqual(before);
  });

  it("answers 404 to another agent, to an e-mail not the agent's own and for a quote the agent did not make", async () => {
    const { bought } = await paidAgentQuote();
    // Another agent (a super agent has every power of an agent, not another agent's quotes).
    const other = await statusOf(
      bought.quoteReference,
      DEMO_ACCOUNTS.superAgent.email,
      superAgent.headers,
    );
    expect(other.statusCode).toBe(404);
    // The customer's e-mail in the agent's call: a status is read for the caller only.
    expect((await statusOf(bought.quoteReference, customerEmail, agent.headers)).statusCode).toBe(
      404,
    );
    // The customer's own quote, bought by them: not the agent's to read.
    const own = await post('/home/applied_home_quotes', customer.headers, homeQuoteRequest());
    const body = own.json<HomeQuoteResponse>();
    const quote = body.quotes.find((candidate) => candidate.price !== null)!;
    const ownQuote = {
      quoteReference: body.quote_reference,
      quote: quote as HomeInsurerQuote & { price: number },
      priceCents: Math.round(quote.price! * 100),
    };
    const card = await authoriseCard(t.app, ownQuote.priceCents);
    const bought2 = await post(
      '/home/applied_home_quotes/bind',
      customer.headers,
      cardBind(ownQuote, card.token),
    );
    expect(bought2.json().bind_status, bought2.body).toBe('COMPLETED');
    const notTheirs = await statusOf(
      ownQuote.quoteReference,
      DEMO_ACCOUNTS.agent.email,
      agent.headers,
    );
    expect(notTheirs.statusCode).toBe(404);
    // A reference nobody has, and a malformed body.
    expect((await statusOf('HQ-NOPE', DEMO_ACCOUNTS.agent.email, agent.headers)).statusCode).toBe(
      404,
    );
    expect((await post(url, agent.headers, { quote_reference: 7 })).statusCode).toBe(400);
  });

  it("leaves the customer's own status call as it was: their own quotes, the agent's among them, and nobody else's", async () => {
    const { bought, answer } = await paidAgentQuote();
    const customerRoute = '/home/applied_home_quotes/bind_status';
    // The customer reads the status of the quote the agent made for them: it is theirs.
    const own = await post(customerRoute, customer.headers, {
      quote_reference: bought.quoteReference,
      user_email: customerEmail,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual(answer);
    // The agent cannot read it through the customer's call: the quote is not the agent's own.
    const byAgent = await post(customerRoute, agent.headers, {
      quote_reference: bought.quoteReference,
      user_email: DEMO_ACCOUNTS.agent.email,
    });
    expect(byAgent.statusCode).toBe(404);
    // Another customer cannot read it.
    const stranger = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
    const byStranger = await post(customerRoute, stranger.headers, {
      quote_reference: bought.quoteReference,
      user_email: DEMO_ACCOUNTS.customer.email,
    });
    expect(byStranger.statusCode).toBe(404);
  });
});

describe('the sign-in check: POST /users/email_lookup and /users/agent_sign_up', () => {
  const lookup = (email: string, headers: Record<string, string> = agent.headers) =>
    post('/users/email_lookup', headers, { dropdownValue: 'email', searchInput: email });
  const signUp = (
    email: string,
    password = 'Tq7#mWz2!pLx',
    headers: Record<string, string> = agent.headers,
  ) =>
    post('/users/agent_sign_up', headers, {
      given_name: 'Róisín',
      family_name: 'Dunne',
      email,
      phone_number: '+353861234567',
      password,
    });

  it('refuses visitors and customers', async () => {
    const before = await totals();
    expect((await lookup(customerEmail, {})).statusCode).toBe(401);
    expect((await lookup(customerEmail, customer.headers)).statusCode).toBe(403);
    expect((await signUp('x@example.ie', undefined, {})).statusCode).toBe(401);
    expect((await signUp('x@example.ie', undefined, customer.headers)).statusCode).toBe(403);
    expect(await totals()).toEqual(before);
  });

  it('finds a customer by e-mail, never a staff account, and records the search', async () => {
    const found = await lookup(customerEmail.toUpperCase());
    expect(found.json()).toEqual({
      user_list: [
        {
          username: ids.customer,
          email: customerEmail,
          first_name: DEMO_ACCOUNTS.newCustomer.givenName,
          last_name: DEMO_ACCOUNTS.newCustomer.familyName,
        },
      ],
      created_by_agent: false,
    });
    expect((await rowsOf('search'))[0]).toMatchObject({
      customerUserId: ids.customer,
      details: { option: 'email', purpose: 'sign_in_check', rows: 1 },
    });
    expect((await lookup(DEMO_ACCOUNTS.superAgent.email)).json().user_list).toEqual([]);
    expect((await lookup('nobody@example.ie')).json()).toEqual({
      user_list: [],
      created_by_agent: false,
    });
    expect((await lookup('not an e-mail')).statusCode).toBe(400);
  });

  it('signs up a customer not found: created by the agent, no password kept, then paid for', async () => {
    const email = 'roisin.dunne@example.ie';
    const bought = await agentQuote(email, NO_RECORD);
    const response = await signUp(email);
    expect(response.statusCode, response.body).toBe(200);
    const created = (await t.repositories.users.findByEmail(email))!;
    expect(response.json()).toEqual({ user_id: created.id, email, created_by_agent: true });
    expect(created).toMatchObject({
      role: 'customer',
      createdByAgent: true,
      createdByUserId: ids.agent,
      passwordHash: null,
      emailVerified: false,
    });
    expect((await rowsOf('create_account'))[0]).toMatchObject({
      customerUserId: created.id,
      details: { via: 'sign_up' },
    });
    // The generated password is no way in: the customer sets one through the reset flow.
    const signInAttempt = await post('/auth/sign-in', {}, { email, password: 'Tq7#mWz2!pLx' });
    expect(signInAttempt.statusCode).toBe(400);
    // Now the agent takes payment: the quote made before the account becomes the customer's.
    const card = await authoriseCard(t.app, bought.priceCents);
    const bound = await post(
      '/agent/home/applied_home_quotes/bind',
      agent.headers,
      cardBind(bought, card.token),
    );
    expect(bound.json().bind_status, bound.body).toBe('COMPLETED');
    expect(await quoteRow(bought.quoteReference)).toMatchObject({ ownerUserId: created.id });
    expect((await rowsOf('payment_taken', bought.quoteReference))[0]).toMatchObject({
      customerUserId: created.id,
    });
    // The quote the agent made before the account is in the customer's trail, as it is in a
    // super agent's search by customer, though its row could name nobody when it was written.
    const trail = await t.repositories.agentActions.pageOfCustomer(created.id, 0, 20);
    expect(trail.rows.map((row) => [row.action, row.subjectReference])).toEqual(
      expect.arrayContaining([
        ['quote', bought.quoteReference],
        ['create_account', null],
        ['payment_taken', bought.quoteReference],
      ]),
    );
    expect(trail.total).toBe(3);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/agent/audit?customer=${created.id}`,
      headers: superAgent.headers,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(
      audit
        .json()
        .content.map((row: { action: string }) => row.action)
        .sort(),
    ).toEqual(['create_account', 'payment_taken', 'quote']);
    // Nobody else's trail holds it.
    const others = await t.repositories.agentActions.pageOfCustomer(ids.customer, 0, 100);
    expect(others.rows.map((row) => row.subjectReference)).not.toContain(bought.quoteReference);
  });

  it('refuses a password of another shape (400) and an e-mail with an account (409), writing nothing', async () => {
    const before = await totals();
    const badPassword = await signUp('eoin.walsh@example.ie', 'Wallet-Demo-2026!');
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.body).toContain(AGENT_JOURNEY_MESSAGES.generatedPassword);
    const existing = await signUp(customerEmail);
    expect(existing.statusCode).toBe(409);
    expect((await signUp(DEMO_ACCOUNTS.agent.email)).statusCode).toBe(409);
    expect(await totals()).toEqual(before);
  });
});
