/**
 * POST /motor/motor_quotes/latest on the real database (car-travel-payment.md 6 and 7, 'POST with
 * {email} for agents'): an agent loads the latest car quote of the customer with an e-mail, its
 * answers as the customer gave them. Agents only (visitors 401, customers 403), only while
 * motor_enabled is on; a bad e-mail is 400 and an e-mail with no customer the spec's 'Email
 * address has not been found' (404), neither recorded. Each read is on the audit trail and on the
 * customer's own, written in the read's transaction, with identifiers only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq, sql } from 'drizzle-orm';
import {
  AGENT_JOURNEY_MESSAGES,
  AGENT_READ_DESCRIPTIONS,
  customerAgentActionsPageSchema,
  savedCarQuoteSchema,
  type CarQuoteRequest,
} from '@wallet/domain';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';
import { agentActions } from '../../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_SIGN_IN_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  EXAMPLE_CAR_TODAY,
  carQuoteRequest,
  priceCarQuote,
} from '../../test/car-quote-fixtures.js';

const clock = createTestClock(EXAMPLE_CAR_TODAY);
let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;
let customer: Awaited<ReturnType<typeof signIn>>;
let customerId: string;
let agentId: string;

const URL = '/api/motor/motor_quotes/latest';
const customerEmail: string = DEMO_ACCOUNTS.customer.email;
const SURNAME = 'Latestcar';
const MOBILE = '0861112233';

const db = () => t.app.database.db;
const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });

async function auditRowCount() {
  const [rows] = await db().select({ value: count() }).from(agentActions);
  return rows!.value;
}

const rowsOfCustomer = () =>
  db()
    .select()
    .from(agentActions)
    .where(eq(agentActions.customerUserId, customerId))
    .orderBy(desc(agentActions.at));

/** The customer's own car quote, as they asked it signed in, changed by `change`. */
function customersRequest(change: (request: CarQuoteRequest) => void = () => {}) {
  return carQuoteRequest((request) => {
    const driver = request.motor_quote.main_driver;
    driver.last_name = SURNAME;
    driver.email = customerEmail;
    driver.mobile_phone = MOBILE;
    change(request);
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await t.app.repositories.flags.set('motor_enabled', true);
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  customer = await signIn(t.app, customerEmail);
  customerId = (await t.repositories.users.findByEmail(customerEmail))!.id;
  agentId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.agent.email))!.id;
});
afterAll(async () => t?.close());

describe('who may ask', () => {
  it('refuses visitors (401) and customers (403), even for their own e-mail, recording nothing', async () => {
    const before = await auditRowCount();
    expect((await post({}, { email: customerEmail })).statusCode).toBe(401);
    const own = await post(customer.headers, { email: customerEmail });
    expect(own.statusCode).toBe(403);
    expect(own.body).not.toContain(SURNAME);
    // Refused before the body is read.
    expect((await post(customer.headers, { nonsense: true })).statusCode).toBe(403);
    expect(await auditRowCount()).toBe(before);
  });

  it('is not there while motor_enabled is off', async () => {
    await t.app.repositories.flags.set('motor_enabled', false);
    try {
      const before = await auditRowCount();
      expect((await post(agent.headers, { email: customerEmail })).statusCode).toBe(404);
      expect(await auditRowCount()).toBe(before);
    } finally {
      await t.app.repositories.flags.set('motor_enabled', true);
    }
  });
});

describe('what an agent may ask', () => {
  it.each([
    ['no e-mail', {}],
    ['an empty e-mail', { email: '' }],
    ['not an e-mail', { email: 'not an e-mail' }],
    ['an e-mail of the wrong kind', { email: 42 }],
  ])('refuses %s with 400, recording nothing', async (_case, payload) => {
    const before = await auditRowCount();
    const response = await post(agent.headers, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(await auditRowCount()).toBe(before);
  });

  it("answers an e-mail with no customer account in the spec's words (404), recording nothing", async () => {
    const before = await auditRowCount();
    for (const email of ['nobody-here@example.ie', DEMO_ACCOUNTS.superAgent.email]) {
      const response = await post(agent.headers, { email });
      expect(response.statusCode, email).toBe(404);
      expect(response.json().message).toBe(AGENT_JOURNEY_MESSAGES.emailNotFound);
    }
    expect(await auditRowCount()).toBe(before);
  });

  it('answers 404 for a customer with no car quote, recording nothing', async () => {
    const before = await auditRowCount();
    const response = await post(agent.headers, { email: DEMO_SIGN_IN_ACCOUNTS.mfa.email });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe('No car quote yet.');
    expect(await auditRowCount()).toBe(before);
  });
});

describe("an agent's read of a customer's latest car quote", () => {
  it("answers the latest car quote's answers: the driver, the car, the cover and the drivers", async () => {
    await priceCarQuote(t.app, customer.headers, customersRequest());
    const latestRequest = customersRequest((request) => {
      request.motor_quote.cover_details.type = 'THIRD_PARTY_AND_THEFT';
    });
    const latest = await priceCarQuote(t.app, customer.headers, latestRequest);

    const response = await post(agent.headers, { email: customerEmail.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
    const answer = savedCarQuoteSchema.parse(response.json());
    expect(answer.quote_reference).toBe(latest.quoteReference);
    expect(answer.policy_reference).toBeNull();
    // What the customer asked, as they asked it: the form is filled from it.
    expect(answer.motor_quote).toEqual(
      savedCarQuoteSchema.shape.motor_quote.parse(latestRequest.motor_quote),
    );
    expect(answer.motor_quote.main_driver).toMatchObject({
      last_name: SURNAME,
      email: customerEmail,
    });
    expect(answer.motor_quote.cover_details.type).toBe('THIRD_PARTY_AND_THEFT');
    expect(answer.motor_quote.cover_details.vehicle_details).toMatchObject({
      registration: latestRequest.motor_quote.cover_details.vehicle_details.registration,
      make: latestRequest.motor_quote.cover_details.vehicle_details.make,
      model: latestRequest.motor_quote.cover_details.vehicle_details.model,
    });
    expect(answer.motor_quote.cover_details.vehicle_details.registration).toBeTruthy();
    expect(answer.motor_quote.additional_drivers.length).toBeGreaterThan(0);
    expect(answer.motor_quote.additional_drivers).toEqual(
      latestRequest.motor_quote.additional_drivers,
    );
  });

  it("is recorded for the customer with the quote it opened, in the customer's words, naming no personal data", async () => {
    const before = (await rowsOfCustomer()).length;
    const response = await post(agent.headers, { email: customerEmail });
    expect(response.statusCode, response.body).toBe(200);
    const { quote_reference } = savedCarQuoteSchema.parse(response.json());
    const rows = await rowsOfCustomer();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({
      agentUserId: agentId,
      action: 'open',
      customerUserId: customerId,
      subjectReference: quote_reference,
      details: { view: 'latest_car_quote', product: 'MOTOR', bought: false },
    });
    const details = JSON.stringify(rows[0]!.details);
    expect(details).not.toContain('@');
    expect(details).not.toContain(SURNAME);
    expect(details).not.toContain(MOBILE);

    const trail = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/agent_actions?size=100',
      headers: customer.headers,
    });
    expect(trail.statusCode).toBe(200);
    const [latest] = customerAgentActionsPageSchema.parse(trail.json()).content;
    expect(latest).toMatchObject({ agent_name: 'Niamh Kelly', action: 'open' });
    expect(latest!.description).toBe(AGENT_READ_DESCRIPTIONS.latest_car_quote);
    expect(latest!.description).toBe('Opened your latest car quote');
  });

  it('answers nothing of the customer when its audit row cannot be written', async () => {
    await db().execute(sql`create function refuse_car_read() returns trigger language plpgsql as $$
      begin raise exception 'the audit trail refuses writes in this test'; end $$`);
    await db().execute(
      sql`create trigger car_read_refused before insert on agent_actions for each row execute function refuse_car_read()`,
    );
    try {
      const response = await post(agent.headers, { email: customerEmail });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(SURNAME);
      expect(response.body).not.toContain(customerEmail);
    } finally {
      await db().execute(sql`drop trigger car_read_refused on agent_actions`);
      await db().execute(sql`drop function refuse_car_read()`);
    }
  });
});
