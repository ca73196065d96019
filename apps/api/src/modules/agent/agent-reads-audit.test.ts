/**
 * Every agent read of a customer's data is on the audit trail, written in the read's own
 * transaction (no row, no answer), and on the customer's own trail in words that say what was
 * read: a look-up of their details, their latest quote opened, their portfolio codes looked at,
 * their quote seen in a list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import {
  AGENT_READ_DESCRIPTIONS,
  customerAgentActionsPageSchema,
  latestHomeQuoteResponseSchema,
  profileSchema,
} from '@wallet/domain';
import { agentActions } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { priceHomeQuote } from '../../test/checkout-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;
let superAgent: Awaited<ReturnType<typeof signIn>>;
let customer: Awaited<ReturnType<typeof signIn>>;
let customerId: string;
let agentId: string;
let quoteReference: string;

const customerEmail = DEMO_ACCOUNTS.customer.email;
const customerSurname = 'Readaudit';

beforeAll(async () => {
  t = await createTestApp();
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  superAgent = await signIn(t.app, DEMO_ACCOUNTS.superAgent.email);
  customer = await signIn(t.app, customerEmail);
  customerId = (await t.repositories.users.findByEmail(customerEmail))!.id;
  agentId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.agent.email))!.id;
  // The customer quotes their home signed in: the quote is theirs, live, and lists their name.
  const quoted = await priceHomeQuote(t.app, customer.headers, (request) => {
    request.home_quote.policy_holder_details.last_name = customerSurname;
    request.home_quote.policy_holder_details.email = customerEmail;
  });
  quoteReference = quoted.quoteReference;
});
afterAll(async () => t?.close());

const rowsOfCustomer = () =>
  t.app.database.db
    .select()
    .from(agentActions)
    .where(eq(agentActions.customerUserId, customerId))
    .orderBy(desc(agentActions.at));

const allRows = () => t.app.database.db.select().from(agentActions);

async function customersTrail() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/profile/profile/agent_actions?size=100',
    headers: customer.headers,
  });
  expect(response.statusCode).toBe(200);
  return customerAgentActionsPageSchema.parse(response.json()).content;
}

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** Personal data an audit row must never hold. */
function expectNoPersonalData(details: unknown) {
  const text = JSON.stringify(details);
  expect(text).not.toContain('@');
  expect(text).not.toContain(customerSurname);
  expect(text).not.toContain(DEMO_ACCOUNTS.customer.givenName);
  expect(text).not.toMatch(/08\d{8}|\+353/);
}

describe("an agent's look-up of a customer's details (POST /profile/profile/search/email)", () => {
  it('is recorded for the customer, and the customer reads that their details were looked up', async () => {
    const before = (await rowsOfCustomer()).length;
    const response = await call('POST', '/profile/profile/search/email', agent.headers, {
      email: customerEmail.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(profileSchema.parse(response.json()).user_id).toBe(customerId);
    const rows = await rowsOfCustomer();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({
      agentUserId: agentId,
      action: 'open',
      customerUserId: customerId,
      details: { view: 'profile', found: true },
    });
    expectNoPersonalData(rows[0]!.details);
    expect((await customersTrail())[0]).toMatchObject({
      agent_name: 'Niamh Kelly',
      action: 'open',
      description: 'Looked up your details',
    });
  });

  it('records a look-up that found nobody, naming nobody and holding no e-mail', async () => {
    const before = (await allRows()).length;
    const response = await call('POST', '/profile/profile/search/email', agent.headers, {
      email: 'nobody-here@example.ie',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user_id).toBeNull();
    const rows = await allRows();
    expect(rows).toHaveLength(before + 1);
    const [row] = await t.app.database.db
      .select()
      .from(agentActions)
      .orderBy(desc(agentActions.at))
      .limit(1);
    expect(row).toMatchObject({ customerUserId: null, details: { view: 'profile', found: false } });
    expect(JSON.stringify(row)).not.toContain('nobody-here');
  });

  it('refuses a bad e-mail with 400 and records nothing', async () => {
    const before = (await allRows()).length;
    const response = await call('POST', '/profile/profile/search/email', agent.headers, {
      email: 'not an e-mail',
    });
    expect(response.statusCode).toBe(400);
    expect(await allRows()).toHaveLength(before);
  });
});

describe("an agent's read of a customer's latest home quote (POST /home/applied_home_quotes/latest)", () => {
  it('is recorded for the customer with the quote it opened, in the words the customer reads', async () => {
    const before = (await rowsOfCustomer()).length;
    const response = await call('POST', '/home/applied_home_quotes/latest', agent.headers, {
      email: customerEmail,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { home_quote } = latestHomeQuoteResponseSchema.parse(response.json());
    expect(home_quote.quote_reference).toBe(quoteReference);
    const rows = await rowsOfCustomer();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({
      action: 'open',
      customerUserId: customerId,
      subjectReference: quoteReference,
      details: { view: 'latest_quote' },
    });
    expectNoPersonalData(rows[0]!.details);
    expect((await customersTrail())[0]!.description).toBe('Opened your latest home quote');
  });

  it("never answers a member of staff's quotes to an agent, and records no refusal", async () => {
    // A super agent who once quoted their own home as anyone may.
    await priceHomeQuote(t.app, superAgent.headers, (request) => {
      request.home_quote.policy_holder_details.email = DEMO_ACCOUNTS.superAgent.email;
    });
    const before = (await allRows()).length;
    for (const email of [DEMO_ACCOUNTS.superAgent.email, 'nobody-here@example.ie']) {
      const response = await call('POST', '/home/applied_home_quotes/latest', agent.headers, {
        email,
      });
      expect(response.statusCode, email).toBe(404);
    }
    expect(await allRows()).toHaveLength(before);
  });

  it("leaves a customer's read of their own quote off the trail", async () => {
    const before = (await allRows()).length;
    const own = await call('POST', '/home/applied_home_quotes/latest', customer.headers, {
      email: customerEmail,
    });
    expect(own.statusCode).toBe(200);
    expect(await allRows()).toHaveLength(before);
  });
});

describe('a read whose audit row cannot be written', () => {
  async function withAuditRefused(work: () => Promise<void>) {
    const { db } = t.app.database;
    await db.execute(sql`create function refuse_agent_action() returns trigger language plpgsql as $$
      begin raise exception 'the audit trail refuses writes in this test'; end $$`);
    await db.execute(
      sql`create trigger agent_actions_refused before insert on agent_actions for each row execute function refuse_agent_action()`,
    );
    try {
      await work();
    } finally {
      await db.execute(sql`drop trigger agent_actions_refused on agent_actions`);
      await db.execute(sql`drop function refuse_agent_action()`);
    }
  }

  it.each([
    ['POST', '/profile/profile/search/email', { email: customerEmail }],
    ['POST', '/home/applied_home_quotes/latest', { email: customerEmail }],
    ['POST', '/home/applied_home_quotes/latest_quotes', { email: customerEmail }],
    ['GET', () => `/home/applied_home_quotes/latest/policy_code?policyCode=${quoteReference}`],
    ['GET', '/home/search/latest_quotes?page=0&size=100'],
  ] as const)('%s %s fails and answers nothing of the customer', async (method, url, payload?) => {
    await withAuditRefused(async () => {
      const response = await call(
        method,
        typeof url === 'function' ? url() : url,
        agent.headers,
        payload,
      );
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(customerSurname);
      expect(response.body).not.toContain(customerEmail);
      expect(response.body).not.toContain(quoteReference);
    });
  });
});

describe("the customer's trail says what each read was", () => {
  it("tells a super agent's look at the portfolio codes apart from opening a quote", async () => {
    const response = await call('POST', '/home/applied_match/search', superAgent.headers, {
      third_party_identifier: customerId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [latest] = await customersTrail();
    expect(latest).toMatchObject({
      agent_name: 'Declan Walsh',
      action: 'open',
      description: 'Looked at the policy portfolio codes on your account',
    });
    expect(latest!.description).not.toBe('Opened your quote');
  });

  it('shows the customer each list and search that answered their data, one row for each customer listed', async () => {
    const reads: [string, () => Promise<unknown>][] = [
      [
        AGENT_READ_DESCRIPTIONS.live_quotes,
        () => call('GET', '/home/search/latest_quotes?page=0&size=100', agent.headers),
      ],
      [
        AGENT_READ_DESCRIPTIONS.quote_customers,
        () =>
          call('POST', '/home/applied_home_quotes/latest_quotes_users', agent.headers, {
            search_option: 'last_name',
            search_input: customerSurname,
          }),
      ],
      [
        AGENT_READ_DESCRIPTIONS.customer_quotes,
        () =>
          call('POST', '/home/applied_home_quotes/latest_quotes', agent.headers, {
            email: customerEmail,
          }),
      ],
      [
        AGENT_READ_DESCRIPTIONS.selected_quote,
        () =>
          call(
            'GET',
            `/home/applied_home_quotes/latest/policy_code?policyCode=${quoteReference}`,
            agent.headers,
          ),
      ],
      [
        AGENT_READ_DESCRIPTIONS.users,
        () =>
          call('POST', '/users', superAgent.headers, {
            last_name: DEMO_ACCOUNTS.customer.familyName,
            starts_with: true,
          }),
      ],
      [
        AGENT_READ_DESCRIPTIONS.sign_in_check,
        () =>
          call('POST', '/users/email_lookup', agent.headers, {
            dropdownValue: 'email',
            searchInput: customerEmail,
          }),
      ],
    ];
    for (const [description, read] of reads) {
      const before = (await rowsOfCustomer()).length;
      await read();
      const rows = await rowsOfCustomer();
      expect(rows.length, description).toBe(before + 1);
      expectNoPersonalData(rows[0]!.details);
      expect((await customersTrail())[0]!.description, description).toBe(description);
    }
  });

  it("answers the branch's list with a row for each customer on it, the search itself when none is", async () => {
    const athlone = (await t.repositories.branches.list()).find(
      (branch) => branch.branch_name === 'Athlone',
    )!;
    await t.repositories.agentQuotes.placeForDemo(quoteReference, {
      branchId: athlone.id,
      createdAt: new Date(),
    });
    const before = (await rowsOfCustomer()).length;
    const listed = await call(
      'POST',
      '/home/applied_home_quotes/latest_quotes/branch',
      agent.headers,
      {
        search_criteria: 'Athlone',
        search_type: 'BRANCH',
      },
    );
    expect(listed.statusCode).toBe(200);
    expect(await rowsOfCustomer()).toHaveLength(before + 1);
    expect((await customersTrail())[0]!.description).toBe(AGENT_READ_DESCRIPTIONS.branch_quotes);

    const emptyBefore = (await allRows()).length;
    await call('POST', '/home/applied_home_quotes/latest_quotes/branch', agent.headers, {
      search_criteria: 'Atlantis',
      search_type: 'BRANCH',
    });
    const rows = await allRows();
    expect(rows).toHaveLength(emptyBefore + 1);
  });
});
