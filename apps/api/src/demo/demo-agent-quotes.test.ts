/**
 * The agents' demo quotes look like a branch's real week: each priced by the rating engines at
 * its own price, and each person titled as the demo data records them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  quoteSearchPageSchema,
  quoteSearchRowsSchema,
  savedHomeQuoteSchema,
  type QuoteSearchRow,
} from '@wallet/domain';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { createTestApp, signIn, type TestApp } from '../test/test-app.js';
import { DEMO_QUOTERS, TITLES_OF_GENDER, seedDemoAgentData } from './demo-agent-quotes.js';

let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  const customerId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email))!.id;
  const superAgentId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.superAgent.email))!.id;
  await seedDemoAgentData(t.repositories, { customerId, superAgentId });
}, 120_000);
afterAll(async () => t?.close());

/** Search All Home Quotes by e-mail, as an agent finds a caller's quotes. */
async function quotesOf(email: string): Promise<QuoteSearchRow[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes/latest_quotes',
    headers: agent.headers,
    payload: { email },
  });
  expect(response.statusCode, response.body).toBe(200);
  return quoteSearchRowsSchema.parse(response.json());
}

const priceOf = (row: QuoteSearchRow) => row.rsa_quote_amount ?? row.fbd_quote_amount;

describe('demo agent quotes', () => {
  it('are priced by the rating engines, each at a price of its own', async () => {
    const prices: number[] = [];
    for (const quoter of DEMO_QUOTERS) {
      const [row] = await quotesOf(quoter.email);
      expect(row, quoter.email).toBeDefined();
      expect(priceOf(row!), quoter.email).toBeGreaterThan(0);
      prices.push(priceOf(row!)!);
    }
    expect(new Set(prices).size).toBe(DEMO_QUOTERS.length);
  });

  it("differ at the demo agent's branch as a real week's quotes do", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/latest_quotes/branch',
      headers: agent.headers,
      payload: { search_criteria: 'Athlone', search_type: 'BRANCH', page_number: 0, page_size: 50 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = quoteSearchPageSchema.parse(response.json()).content;
    expect(rows.length).toBe(DEMO_QUOTERS.filter((quoter) => quoter.branch === 'Athlone').length);
    expect(new Set(rows.map(priceOf)).size).toBe(rows.length);
    // Owners, a tenant and a landlord: more than one kind of home cover.
    expect(new Set(rows.map((row) => row.dwelling_type)).size).toBeGreaterThan(1);
  });

  it('title each person as their recorded gender agrees', async () => {
    for (const quoter of DEMO_QUOTERS) {
      const [row] = await quotesOf(quoter.email);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/home/applied_home_quotes/latest/policy_code?policyCode=${row!.policy_code}`,
        headers: agent.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const holder = savedHomeQuoteSchema.parse(response.json()).policy_holder_details;
      expect(holder.first_name).toBe(quoter.firstName);
      expect(TITLES_OF_GENDER[quoter.gender], `${quoter.firstName}'s title`).toContain(
        holder.title,
      );
    }
  });
});
