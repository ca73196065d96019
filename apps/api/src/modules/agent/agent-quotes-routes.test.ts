/**
 * The agent workspace's quotes on the real database: live quotes (home and car) with their
 * paging and the contacted tick, Search All Home Quotes and the selected quote, each action's
 * audit row written with it and none for a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import {
  liveQuotesPageSchema,
  quoteSearchPageSchema,
  quoteSearchRowsSchema,
  savedHomeQuoteSchema,
  type LiveQuoteRow,
} from '@wallet/domain';
import { agentActions, quotes } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { authoriseCard, cardBind, priceHomeQuote } from '../../test/checkout-fixtures.js';
import { carQuoteRequest, priceCarQuote } from '../../test/car-quote-fixtures.js';
import { isoDateInDays } from '../../test/home-quote-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { seedDemoAgentData } from '../../demo/demo-agent-quotes.js';

let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;
let superAgent: Awaited<ReturnType<typeof signIn>>;
let customer: Awaited<ReturnType<typeof signIn>>;
let agentId: string;
let customerId: string;

/** The visitor quotes made here, oldest first: reference and e-mail. */
const made: { reference: string; email: string; priceCents: number }[] = [];
let carReference: string;

const HOME_LIVE = '/api/home/search/latest_quotes';
const MOTOR_LIVE = '/api/motor/search/latest_quotes';

async function auditRows() {
  return t.app.database.db.select().from(agentActions).orderBy(desc(agentActions.at));
}

async function livePage(
  headers: Record<string, string>,
  query = 'page=0&size=7&sort=created_date,DESC',
  url = HOME_LIVE,
) {
  const response = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return liveQuotesPageSchema.parse(response.json());
}

/** Every live home quote, page after page. */
async function allLive(url = HOME_LIVE): Promise<LiveQuoteRow[]> {
  const rows: LiveQuoteRow[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await livePage(agent.headers, `page=${page}&size=7`, url);
    rows.push(...answer.content);
    if (page + 1 >= answer.total_pages) return rows;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
  superAgent = await signIn(t.app, DEMO_ACCOUNTS.superAgent.email);
  customer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  agentId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.agent.email))!.id;
  customerId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email))!.id;
  // Nine visitors quote their homes.
  for (let index = 0; index < 9; index += 1) {
    const email = `caller${index}@example.ie`;
    const bought = await priceHomeQuote(t.app, {}, (request) => {
      const holder = request.home_quote.policy_holder_details;
      holder.email = email;
      holder.first_name = `Caoimhe`;
      holder.last_name = `Callback${'abcdefghi'[index]}`;
      holder.mobile_phone = `08712300${String(index).padStart(2, '0')}`;
    });
    made.push({ reference: bought.quoteReference, email, priceCents: bought.priceCents });
  }
  // A number kept in the international 00 form (as other channels record it).
  await t.app.database.db.execute(
    sql`update quotes set request = jsonb_set(request::jsonb, '{home_quote,policy_holder_details,mobile_phone}', '"00353871230001"')::json where quote_reference = ${made[1]!.reference}`,
  );
  const car = await priceCarQuote(
    t.app,
    {},
    carQuoteRequest((request) => {
      request.motor_quote.main_driver.email = 'driver@example.ie';
      request.motor_quote.cover_details.start_date = isoDateInDays(5);
    }),
  );
  carReference = car.quoteReference;
}, 120_000);
afterAll(async () => t?.close());

describe('live home quotes', () => {
  it('answers pages of 7 from page 0, newest first, with the live quote row of platform.md 3.3', async () => {
    const first = await livePage(agent.headers);
    expect(first.content).toHaveLength(7);
    const every = await allLive();
    expect(first.total_pages).toBe(Math.ceil(every.length / 7));
    for (const { reference } of made) {
      expect(every.map((row) => row.quote_reference)).toContain(reference);
    }
    const times = every.map((row) => Date.parse(row.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = made.at(-1)!;
    const row = every.find((entry) => entry.quote_reference === newest.reference)!;
    expect(row).toEqual({
      quote_reference: newest.reference,
      email: newest.email,
      first_name: 'Caoimhe',
      last_name: 'Callbacki',
      premium_amount: newest.priceCents / 100,
      contact_number: '0871230008',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      contacted: false,
    });
    // platform.md 3.3: a leading 00 becomes +.
    expect(
      every.find((entry) => entry.quote_reference === made[1]!.reference)!.contact_number,
    ).toBe('+353871230001');
  });

  it('pages without overlap, and sorts oldest first when asked', async () => {
    const every = await allLive();
    const pages = Math.ceil(every.length / 7);
    const last = await livePage(agent.headers, `page=${pages - 1}&size=7`);
    expect(last.content.length).toBe(every.length - (pages - 1) * 7);
    const beyond = await livePage(agent.headers, `page=${pages}&size=7`);
    expect(beyond).toEqual({ content: [], total_pages: pages });
    expect(new Set(every.map((row) => row.quote_reference)).size).toBe(every.length);
    const oldestFirst = await livePage(agent.headers, `page=0&size=100&sort=created_date,ASC`);
    expect(oldestFirst.content.map((row) => row.quote_reference)).toEqual(
      every.map((row) => row.quote_reference).reverse(),
    );
    // Without a query: page 0, 7 rows, newest first.
    expect((await livePage(agent.headers, '')).content).toEqual(
      (await livePage(agent.headers)).content,
    );
  });

  it('leaves out bought quotes', async () => {
    const bought = await priceHomeQuote(t.app, customer.headers);
    const card = await authoriseCard(t.app, bought.priceCents);
    const bind = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/bind',
      headers: customer.headers,
      payload: cardBind(bought, card.token),
    });
    expect(bind.json().bind_status).toBe('COMPLETED');
    expect((await allLive()).map((row) => row.quote_reference)).not.toContain(
      bought.quoteReference,
    );
    const tick = await t.app.inject({
      method: 'PUT',
      url: '/api/home/home_quotes/contacted',
      headers: agent.headers,
      payload: { quote_reference: bought.quoteReference, contacted: true },
    });
    expect(tick.statusCode).toBe(409);
    expect(tick.json()).toMatchObject({ error: 'QUOTE_BOUGHT' });
  });

  it('records each read as a search, with no personal data', async () => {
    await livePage(agent.headers, 'page=1&size=7');
    const [row] = await auditRows();
    expect(row).toMatchObject({
      agentUserId: agentId,
      agentRole: 'agent',
      action: 'search',
      customerUserId: null,
      details: { list: 'live_quotes', product: 'HOME', page: 1, size: 7 },
    });
    // The demo agent works at Athlone (the seed's first branch).
    const athlone = (await t.repositories.branches.list()).find(
      (b) => b.branch_name === 'Athlone',
    )!;
    expect(row!.branchId).toBe(athlone.id);
    expect(JSON.stringify(row!.details)).not.toMatch(/@|Caoimhe|087/);
  });

  it('refuses a bad page, size or sort with 400 and records nothing', async () => {
    const before = (await auditRows()).length;
    for (const query of [
      'page=-1',
      'size=0',
      'size=101',
      'page=1e308',
      'size=%00',
      'sort=premium,DESC',
      'page=abc',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${HOME_LIVE}?${query}`,
        headers: agent.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await auditRows()).length).toBe(before);
  });
});

describe('ticking a live quote contacted', () => {
  const tick = (
    reference: string,
    contacted: unknown = true,
    url = '/api/home/home_quotes/contacted',
  ) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: agent.headers,
      payload: { quote_reference: reference, contacted },
    });

  it('ticks once: the quote leaves the live list, and a second tick is refused with 409', async () => {
    const target = made[0]!;
    const first = await tick(target.reference);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ quote_reference: target.reference, contacted: true });
    expect((await allLive()).map((row) => row.quote_reference)).not.toContain(target.reference);
    const [stored] = await t.app.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.quoteReference, target.reference));
    expect(stored!.contacted).toBe(true);

    const contactedRows = async () =>
      (await auditRows()).filter(
        (row) => row.action === 'contacted' && row.subjectReference === target.reference,
      );
    expect(await contactedRows()).toHaveLength(1);
    expect((await contactedRows())[0]).toMatchObject({
      agentUserId: agentId,
      customerUserId: null,
      details: { product: 'HOME' },
    });

    const second = await tick(target.reference);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'QUOTE_ALREADY_CONTACTED',
      message: 'This quote has already been marked as contacted.',
    });
    expect(await contactedRows()).toHaveLength(1);
  });

  it('ticks contacted once when two agents tick at the same moment', async () => {
    const target = made[2]!;
    const [a, b] = await Promise.all([
      tick(target.reference),
      t.app.inject({
        method: 'PUT',
        url: '/api/home/home_quotes/contacted',
        headers: superAgent.headers,
        payload: { quote_reference: target.reference, contacted: true },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = (await auditRows()).filter(
      (row) => row.action === 'contacted' && row.subjectReference === target.reference,
    );
    expect(rows).toHaveLength(1);
  });

  it('records the customer a signed-in quote belongs to', async () => {
    const own = await priceHomeQuote(t.app, customer.headers);
    expect((await tick(own.quoteReference)).statusCode).toBe(200);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'contacted',
      customerUserId: customerId,
      subjectReference: own.quoteReference,
    });
  });

  it('refuses an unknown reference (404), contacted false (400) and a car quote on the home path (404), recording nothing', async () => {
    const before = (await auditRows()).length;
    expect((await tick('HQ-NO-SUCH')).statusCode).toBe(404);
    const untick = await tick(made[3]!.reference, false);
    expect(untick.statusCode).toBe(400);
    expect(untick.json().fieldErrors.contacted).toEqual([
      'A quote marked as contacted stays contacted.',
    ]);
    expect((await tick(made[3]!.reference, 'yes')).statusCode).toBe(400);
    expect((await tick(carReference)).statusCode).toBe(404);
    const nul = await t.app.inject({
      method: 'PUT',
      url: '/api/home/home_quotes/contacted',
      headers: { ...agent.headers, 'content-type': 'application/json' },
      payload: '{"quote_reference":"HQ\\u0000","contacted":true}',
    });
    expect(nul.statusCode).toBe(400);
    expect((await auditRows()).length).toBe(before);
    const [stored] = await t.app.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.quoteReference, made[3]!.reference));
    expect(stored!.contacted).toBe(false);
  });
});

describe('live car quotes', () => {
  it('lists car quotes apart from home ones, and ticks them on the motor path', async () => {
    const cars = await allLive(MOTOR_LIVE);
    expect(cars.map((row) => row.quote_reference)).toEqual([carReference]);
    expect(cars[0]).toMatchObject({ email: 'driver@example.ie', contacted: false });
    expect((await allLive()).map((row) => row.quote_reference)).not.toContain(carReference);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/motor/motor_quotes/contacted',
      headers: agent.headers,
      payload: { quote_reference: carReference, contacted: true },
    });
    expect(response.statusCode).toBe(200);
    expect(await allLive(MOTOR_LIVE)).toEqual([]);
    const row = (await auditRows()).find((entry) => entry.subjectReference === carReference);
    expect(row).toMatchObject({ action: 'contacted', details: { product: 'MOTOR' } });
  });

  it('exist only while motor is enabled', async () => {
    await t.app.repositories.flags.set('motor_enabled', false);
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: MOTOR_LIVE,
        headers: agent.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: HOME_LIVE, headers: agent.headers })).statusCode,
      ).toBe(200);
    } finally {
      await t.app.repositories.flags.set('motor_enabled', true);
    }
  });
});

describe('Search All Home Quotes', () => {
  const post = (url: string, payload: object, headers = agent.headers) =>
    t.app.inject({ method: 'POST', url: `/api/home/applied_home_quotes/${url}`, headers, payload });

  it('finds the customers whose quotes start with the e-mail, first name or surname typed', async () => {
    const byEmail = await post('latest_quotes_users', {
      search_option: 'email',
      search_input: 'CALLER1',
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json()).toEqual([
      { first_name: 'Caoimhe', last_name: 'Callbackb', email: 'caller1@example.ie' },
    ]);
    const bySurname = await post('latest_quotes_users', {
      search_option: 'last_name',
      search_input: 'callback',
    });
    expect(bySurname.json()).toHaveLength(9);
    const byFirstName = await post('latest_quotes_users', {
      search_option: 'first_name',
      search_input: 'Caoi',
    });
    expect(byFirstName.json().length).toBe(9);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'search',
      details: { search: 'quote_customers', option: 'first_name', results: 9 },
    });
    expect(JSON.stringify(row!.details)).not.toContain('Caoi');
  });

  it('answers an empty list when nothing matches, wildcards taken as typed', async () => {
    for (const search_input of ['nobody', '%%%', '___', 'cal%']) {
      const response = await post('latest_quotes_users', { search_option: 'email', search_input });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('refuses a search below 3 or above 50 characters, or without an option, with the messages of platform.md 5', async () => {
    const before = (await auditRows()).length;
    const short = await post('latest_quotes_users', { search_option: 'email', search_input: 'ca' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.search_input).toEqual([
      'Please enter more than two characters',
    ]);
    const long = await post('latest_quotes_users', {
      search_option: 'email',
      search_input: 'c'.repeat(51),
    });
    expect(long.json().fieldErrors.search_input).toEqual([
      'Please enter less than fifty characters',
    ]);
    const noOption = await post('latest_quotes_users', {
      search_option: '',
      search_input: 'caller',
    });
    expect(noOption.json().fieldErrors.search_option).toEqual(['Answer is Required']);
    const wrongType = await post('latest_quotes_users', {
      search_option: 'email',
      search_input: 12345,
    });
    expect(wrongType.statusCode).toBe(400);
    expect((await auditRows()).length).toBe(before);
  });

  it("answers one customer's quotes as quote search rows, recording the customer opened", async () => {
    const response = await post('latest_quotes', { email: 'demo@wallet.test' });
    expect(response.statusCode).toBe(200);
    const rows = quoteSearchRowsSchema.parse(response.json());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.email).toBe('demo@wallet.test');
    const callers = quoteSearchRowsSchema.parse(
      (await post('latest_quotes', { email: 'caller4@example.ie' })).json(),
    );
    expect(callers).toEqual([
      {
        first_name: 'Caoimhe',
        last_name: 'Callbacke',
        date_of_birth: '1985-04-12',
        email: 'caller4@example.ie',
        policy_code: made[4]!.reference,
        rsa_quote_amount: expect.any(Number),
        fbd_quote_amount: expect.any(Number),
        quote_timestamp: expect.any(String),
        dwelling_type: 'Owner Occupied',
        branch: null,
      },
    ]);
    expect([callers[0]!.rsa_quote_amount, callers[0]!.fbd_quote_amount]).toContain(
      made[4]!.priceCents / 100,
    );
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'open',
      customerUserId: null,
      details: { view: 'customer_quotes', results: 1 },
    });
    await post('latest_quotes', { email: 'DEMO@wallet.test' });
    expect((await auditRows())[0]).toMatchObject({ action: 'open', customerUserId: customerId });
    expect((await post('latest_quotes', { email: 'nobody@example.ie' })).json()).toEqual([]);
    expect((await post('latest_quotes', { email: 'not an e-mail' })).statusCode).toBe(400);
  });

  it("pages a branch's quotes, its name in any letter case; an unknown branch finds nothing", async () => {
    const cork = (await t.repositories.branches.list()).find(
      (b) => b.branch_name === 'Cork, Patrick Street',
    )!;
    for (const [index, { reference }] of made.slice(5, 8).entries()) {
      await t.repositories.agentQuotes.placeForDemo(reference, {
        branchId: cork.id,
        createdAt: new Date(Date.now() - index * 60_000),
      });
    }
    const search = (payload: object) =>
      post('latest_quotes/branch', {
        search_criteria: 'cork, patrick street',
        search_type: 'BRANCH',
        ...payload,
      });
    const whole = quoteSearchPageSchema.parse((await search({})).json());
    expect(whole.total_pages).toBe(1);
    expect(whole.content.map((row) => row.policy_code)).toEqual(
      made.slice(5, 8).map((m) => m.reference),
    );
    expect(whole.content[0]!.branch).toBe('Cork, Patrick Street');
    const first = quoteSearchPageSchema.parse(
      (await search({ page_number: 0, page_size: 2 })).json(),
    );
    const second = quoteSearchPageSchema.parse(
      (await search({ page_number: 1, page_size: 2 })).json(),
    );
    expect(first.total_pages).toBe(2);
    expect([...first.content, ...second.content].map((row) => row.policy_code)).toEqual(
      whole.content.map((row) => row.policy_code),
    );
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'search',
      subjectReference: 'Cork, Patrick Street',
      details: { search: 'branch_quotes', branch_id: cork.id, page: 1, size: 2, results: 1 },
    });
    expect((await search({ search_criteria: 'Atlantis' })).json()).toEqual({
      content: [],
      total_pages: 0,
    });
    expect((await search({ page_size: 1000 })).statusCode).toBe(200);
    expect((await search({ page_size: 1001 })).statusCode).toBe(400);
    expect((await search({ search_type: 'EMAIL' })).statusCode).toBe(400);
    expect((await search({ page_number: 1e308 })).statusCode).toBe(400);
  });

  it('opens the quote an agent selects, in the saved home quote shape', async () => {
    const target = made[6]!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/home/applied_home_quotes/latest/policy_code?policyCode=${target.reference}`,
      headers: agent.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = savedHomeQuoteSchema.parse(response.json());
    expect(saved).toMatchObject({
      quote_reference: target.reference,
      policy_code: target.reference,
      policy_reference: null,
      policy_holder_details: { email: target.email, first_name: 'Caoimhe' },
      cover_premium: target.priceCents / 100,
    });
    expect((await auditRows())[0]).toMatchObject({
      action: 'open',
      subjectReference: target.reference,
      details: { view: 'selected_quote' },
    });
    const before = (await auditRows()).length;
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/home/applied_home_quotes/latest/policy_code?policyCode=HQ-NONE',
      headers: agent.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/home/applied_home_quotes/latest/policy_code',
          headers: agent.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect((await auditRows()).length).toBe(before);
  });
});

describe('demo data', () => {
  it("gives the demo agent's branch live and searchable quotes, and the demo customer portfolio codes, once", async () => {
    const superAgentId = (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.superAgent.email))!
      .id;
    await seedDemoAgentData(t.repositories, { customerId, superAgentId });
    const athlone = quoteSearchPageSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/home/applied_home_quotes/latest_quotes/branch',
          headers: agent.headers,
          payload: {
            search_criteria: 'Athlone',
            search_type: 'BRANCH',
            page_number: 0,
            page_size: 1000,
          },
        })
      ).json(),
    );
    expect(athlone.content.length).toBeGreaterThanOrEqual(5);
    for (const row of athlone.content) {
      expect(row.rsa_quote_amount ?? row.fbd_quote_amount).toBeGreaterThan(0);
    }
    const live = await allLive();
    expect(live.find((row) => row.email === 'aisling.fitzgerald@example.ie')?.contact_number).toBe(
      '0871234502',
    );
    expect((await t.repositories.portfolioPairs.listOfIdentifier(customerId)).length).toBe(2);

    await seedDemoAgentData(t.repositories, { customerId, superAgentId });
    expect((await allLive()).length).toBe(live.length);
  });
});
