/**
 * Every agent workspace route refuses visitors (401) and customers (403), the super agents'
 * routes refuse plain agents (403), each with a request that would otherwise work; a refused
 * call answers nothing of anyone and records nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { agentActions, portfolioPairs, users } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signIn>>;
let agent: Awaited<ReturnType<typeof signIn>>;
let superAgent: Awaited<ReturnType<typeof signIn>>;
let customerId: string;

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
  /** Who may call it: agents (and super agents), or super agents only. */
  role: 'agent' | 'super_agent';
}

const calls = (): Call[] => [
  {
    method: 'GET',
    url: '/api/home/search/latest_quotes?page=0&size=7&sort=created_date,DESC',
    role: 'agent',
  },
  {
    method: 'GET',
    url: '/api/motor/search/latest_quotes?page=0&size=7&sort=created_date,DESC',
    role: 'agent',
  },
  {
    method: 'PUT',
    url: '/api/home/home_quotes/contacted',
    payload: { quote_reference: 'HQ-1', contacted: true },
    role: 'agent',
  },
  {
    method: 'PUT',
    url: '/api/motor/motor_quotes/contacted',
    payload: { quote_reference: 'MQ-1', contacted: true },
    role: 'agent',
  },
  {
    method: 'POST',
    url: '/api/home/applied_home_quotes/latest_quotes_users',
    payload: { search_option: 'email', search_input: 'demo@' },
    role: 'agent',
  },
  {
    method: 'POST',
    url: '/api/home/applied_home_quotes/latest_quotes',
    payload: { email: 'demo@wallet.test' },
    role: 'agent',
  },
  {
    method: 'POST',
    url: '/api/home/applied_home_quotes/latest_quotes/branch',
    payload: { search_criteria: 'Athlone', search_type: 'BRANCH', page_number: 0, page_size: 1000 },
    role: 'agent',
  },
  {
    method: 'GET',
    url: '/api/home/applied_home_quotes/latest/policy_code?policyCode=HQ-1',
    role: 'agent',
  },
  { method: 'GET', url: '/api/home/applied_home_quotes/verify/portfolio/DOYL02', role: 'agent' },
  {
    method: 'POST',
    url: '/api/profile/profile/create',
    payload: {
      first_name: 'Gearóid',
      last_name: 'Guard',
      phone: '0861230000',
      email: 'guarded@example.ie',
      portfolio_code: 'DOYL02',
    },
    role: 'agent',
  },
  {
    method: 'POST',
    url: '/api/users',
    payload: { last_name: 'Murphy', starts_with: true },
    role: 'super_agent',
  },
  {
    method: 'POST',
    url: '/api/home/applied_match/search',
    payload: { third_party_identifier: 'CUSTOMER' },
    role: 'super_agent',
  },
  {
    method: 'POST',
    url: '/api/home/applied_match/match',
    payload: {
      portfolio_code: 'B2C3D4E5-F6A7-B8C9-D0E1F2A3B4C5',
      third_party_identifier: 'CUSTOMER',
    },
    role: 'super_agent',
  },
  {
    method: 'POST',
    url: '/api/home/applied_match/unmatch',
    payload: {
      portfolio_code: 'B2C3D4E5-F6A7-B8C9-D0E1F2A3B4C5',
      third_party_identifier: 'CUSTOMER',
    },
    role: 'super_agent',
  },
  {
    method: 'PUT',
    url: '/api/users/phone_number',
    payload: { username: 'CUSTOMER', phone_number: '0861239999' },
    role: 'super_agent',
  },
  { method: 'GET', url: '/api/agent/audit?page=0&size=20', role: 'super_agent' },
];

/** The call with the demo customer's id where it names a customer. */
const withCustomer = (call: Call): Call => ({
  ...call,
  ...(call.payload
    ? { payload: JSON.parse(JSON.stringify(call.payload).replaceAll('CUSTOMER', customerId)) }
    : {}),
});

async function written() {
  const db = t.app.database.db;
  const [actions] = await db.select({ value: count() }).from(agentActions);
  const [pairs] = await db.select({ value: count() }).from(portfolioPairs);
  const [accounts] = await db.select({ value: count() }).from(users);
  return { actions: actions!.value, pairs: pairs!.value, accounts: accounts!.value };
}

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  superAgent = await signIn(t.app, DEMO_ACCOUNTS.superAgent.email);
  customerId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email))!.id;
});
afterAll(async () => t?.close());

const send = (call: Call, headers: Record<string, string>) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.payload ? { payload: call.payload } : {}),
  });

describe('agent workspace guards', () => {
  it('refuse visitors with 401 and customers with 403, answering nothing and recording nothing', async () => {
    const before = await written();
    for (const call of calls().map(withCustomer)) {
      const name = `${call.method} ${call.url}`;
      const visitor = await send(call, {});
      expect(visitor.statusCode, name).toBe(401);
      const forged = await send(call, { authorization: 'Bearer forged.token.value' });
      expect(forged.statusCode, name).toBe(401);
      const asCustomer = await send(call, customer.headers);
      expect(asCustomer.statusCode, name).toBe(403);
      expect(asCustomer.json(), name).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      expect(asCustomer.body, name).not.toMatch(/Murphy|demo@wallet\.test/);
    }
    expect(await written()).toEqual(before);
  });

  it("refuse plain agents the super agents' routes (matching service, mobile update, audit)", async () => {
    const before = await written();
    for (const call of calls()
      .map(withCustomer)
      .filter((entry) => entry.role === 'super_agent')) {
      const response = await send(call, agent.headers);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await written()).toEqual(before);
  });

  it('let agents and super agents call the agent routes, and super agents their own', async () => {
    for (const call of calls().map(withCustomer)) {
      const callers = call.role === 'agent' ? [agent, superAgent] : [superAgent];
      for (const caller of callers) {
        const response = await send(call, caller.headers);
        expect([200, 404], `${call.method} ${call.url}: ${response.body}`).toContain(
          response.statusCode,
        );
      }
    }
  });

  it('answer 401 before looking at a malformed request, and 403 to a customer likewise', async () => {
    for (const call of calls()) {
      const junk = {
        method: call.method,
        url: call.url.replace(/\?.*$/, '?page=%00&size=1e999'),
        headers: { 'content-type': 'application/json' },
        ...(call.method === 'GET'
          ? {}
          : { payload: '{"nested":{"a":[[[["\\u0000"]]]]},"page_size":1e308}' }),
      };
      expect((await t.app.inject(junk)).statusCode, call.url).toBe(401);
      expect(
        (await t.app.inject({ ...junk, headers: { ...junk.headers, ...customer.headers } }))
          .statusCode,
        call.url,
      ).toBe(403);
    }
  });

  it("refuse a visitor the customer's own trail", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/agent_actions',
    });
    expect(response.statusCode).toBe(401);
  });
});
