import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  homeQuoteResponseSchema,
  homeRecalculationResponseSchema,
  latestHomeQuoteResponseSchema,
  type HomeInsurer,
  type HomeQuoteRequest,
  type HomeQuoteResponse,
} from '@wallet/domain';
import type { HomeInsurer as InsurerEngine } from '../../adapters/insurers/home-insurer-port.js';
import { RsaHomeEngine } from '../../adapters/insurers/rsa-home-engine.js';
import { quotes } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { TEST_OPERATOR_API_KEY, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { homeQuoteRequest, isoDateInDays } from '../../test/home-quote-fixtures.js';
import { VISITOR_COOKIE_NAME } from '../quotes/index.js';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signIn>>;
let otherCustomer: Awaited<ReturnType<typeof signIn>>;
let agent: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  otherCustomer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
});
afterAll(async () => t?.close());

async function switchInsurer(code: HomeInsurer, available: boolean) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/operator/insurer/${code}`,
    headers: { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` },
    payload: { available },
  });
  expect(response.statusCode).toBe(200);
}
afterEach(async () => {
  await switchInsurer('RSA', true);
  await switchInsurer('FBD', true);
});

async function requestQuote(
  body: HomeQuoteRequest | Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes',
    payload: body,
    headers,
  });
  return response;
}

async function quote(body: HomeQuoteRequest, headers: Record<string, string> = {}) {
  const response = await requestQuote(body, headers);
  expect(response.statusCode, response.body).toBe(200);
  const visitorCookie = response.cookies.find((cookie) => cookie.name === VISITOR_COOKIE_NAME);
  return {
    answer: homeQuoteResponseSchema.parse(response.json()),
    visitorCookie: visitorCookie ? `${VISITOR_COOKIE_NAME}=${visitorCookie.value}` : undefined,
  };
}

const pricedQuotes = (answer: HomeQuoteResponse) =>
  answer.quotes.filter((entry) => entry.price !== null);

describe('POST /api/home/applied_home_quotes', () => {
  it.each([
    ['not accepted', false],
    ['absent', undefined],
  ])(
    'refuses a quote whose household terms are %s, with the page message',
    async (_label, terms) => {
      const response = await requestQuote({ ...homeQuoteRequest(), terms_accepted: terms });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors.terms_accepted).toEqual(['Answer is required']);
    },
  );

  it('quotes a visitor from both insurers and keeps the quote for their browser', async () => {
    const { answer, visitorCookie } = await quote(homeQuoteRequest());

    expect(answer).toMatchObject({ response: 'SUCCESS', error: false });
    expect(answer.quote_reference).toMatch(/^HQ[2-9A-HJ-NP-Z]{10}$/);
    expect(answer.acceptance_notifications).toEqual([]);
    expect(answer.quotes.map((entry) => entry.insurer)).toEqual(['RSA', 'FBD']);
    for (const entry of answer.quotes) {
      expect(entry.price).toBeGreaterThan(0);
      expect(entry.quote_reference).toBe(`${answer.quote_reference}-${entry.insurer}`);
      expect(entry.cover_details_information).toMatchObject({
        excess_amount: 500,
        excess_code: '3',
        buildings_amount: 250_000,
        contents_amount: 40_000,
      });
      // The levy closes every breakdown: RSA's numeric code 26, FBD's INCLEVY.
      const levyCodes = entry.premium_details.map((detail) => detail.code);
      expect(levyCodes).toContain(entry.insurer === 'RSA' ? '26' : 'INCLEVY');
    }
    const cheapest = Math.min(...answer.quotes.map((entry) => entry.price!));
    expect(answer.cover_premium).toBe(cheapest);
    expect(visitorCookie).toBeDefined();

    const [row] = await t.app.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.quoteReference, answer.quote_reference));
    expect(row).toMatchObject({ product: 'HOME', ownerUserId: null, status: 'quoted' });
    expect(row!.visitorKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.premiumCents).toBe(Math.round(cheapest * 100));
  });

  it('prices the worked example of docs/home-rating.md to the cent', async () => {
    const { answer } = await quote(
      homeQuoteRequest((request) => {
        request.home_quote.promotion_code = 'Online10';
        request.home_quote.cover_details.risk_address.alarm_type =
          'Registered installer centrally monitored';
      }),
    );
    expect(answer.quotes.map((entry) => [entry.insurer, entry.price])).toEqual([
      ['RSA', 226.89],
      ['FBD', 233.4],
    ]);
    const rsa = answer.quotes[0]!;
    expect(rsa.premium_details.find((detail) => detail.code === '26')?.amount).toBe(6.61);
    expect(
      rsa.premium_details.find((detail) => detail.item_name === 'Promotional Discount')?.amount,
    ).toBe(-24.48);
  });

  it("gives a signed-in customer's quote to the customer, with no visitor cookie", async () => {
    const { answer, visitorCookie } = await quote(homeQuoteRequest(), customer.headers);
    expect(visitorCookie).toBeUndefined();
    const [row] = await t.app.database.db
      .select({ ownerUserId: quotes.ownerUserId })
      .from(quotes)
      .where(eq(quotes.quoteReference, answer.quote_reference));
    expect(row!.ownerUserId).not.toBeNull();
  });

  it('updates the same quote when asked again with its reference, and only for its owner', async () => {
    const first = await quote(homeQuoteRequest(), customer.headers);
    const again = await quote(
      homeQuoteRequest((request) => {
        request.quote_reference = first.answer.quote_reference;
        request.home_quote.cover_details.contents_amount = 60_000;
      }),
      customer.headers,
    );
    expect(again.answer.quote_reference).toBe(first.answer.quote_reference);
    expect(again.answer.quotes[0]!.cover_details_information.contents_amount).toBe(60_000);
    const rows = await t.app.database.db
      .select({ request: quotes.request })
      .from(quotes)
      .where(eq(quotes.quoteReference, first.answer.quote_reference));
    expect(rows).toHaveLength(1);

    // Someone else naming that reference gets a quote of their own; the first is untouched.
    const other = await quote(
      homeQuoteRequest((request) => {
        request.quote_reference = first.answer.quote_reference;
      }),
      agent.headers,
    );
    expect(other.answer.quote_reference).not.toBe(first.answer.quote_reference);
  });

  it('answers EXTERNAL_SERVICE_UNAVAILABLE when every insurer is switched off', async () => {
    await switchInsurer('RSA', false);
    await switchInsurer('FBD', false);
    const { answer } = await quote(homeQuoteRequest());
    expect(answer).toMatchObject({
      response: 'FAILURE',
      error: true,
      error_code: 'EXTERNAL_SERVICE_UNAVAILABLE',
      quotes: [],
      acceptance_notifications: [],
    });
  });

  it('quotes from the other insurer alone when one is switched off', async () => {
    await switchInsurer('RSA', false);
    const { answer } = await quote(homeQuoteRequest());
    expect(answer.response).toBe('SUCCESS');
    expect(answer.quotes.map((entry) => entry.insurer)).toEqual(['FBD']);
    expect(answer.insurer).toBe('FBD');
  });

  it('shows only the insurer that accepts when the other declines', async () => {
    const { answer } = await quote(
      homeQuoteRequest((request) => {
        const claim = {
          claim_type: 'Theft' as const,
          claim_status: 'Settled' as const,
          occurred_at: 'CURRENT_RESIDENTIAL_ADDRESS' as const,
          claim_amount: 1_200,
        };
        request.home_quote.cover_details.risk_address.claims_details = [
          { ...claim, claim_date: isoDateInDays(-400) },
          { ...claim, claim_date: isoDateInDays(-800) },
        ];
        request.home_quote.cover_details.risk_address.ncd_num_years = 0;
      }),
    );
    expect(answer.response).toBe('SUCCESS');
    const [rsa, fbd] = answer.quotes;
    expect(rsa).toMatchObject({ insurer: 'RSA', price: null });
    expect(rsa!.acceptance_notifications).toEqual([
      expect.objectContaining({ insurer: 'RSA', type: 'DECLINE', code: 'CLAIMS_FREQUENCY' }),
    ]);
    expect(fbd).toMatchObject({ insurer: 'FBD', acceptance_notifications: [] });
    expect(answer.insurer).toBe('FBD');
    expect(answer.cover_premium).toBe(fbd!.price);
  });

  it('fails with both insurers declining, naming their reasons', async () => {
    const { answer } = await quote(
      homeQuoteRequest((request) => {
        request.home_quote.questions = request.home_quote.questions.map((question) =>
          question.code === '56' ? { ...question, response: true } : question,
        );
      }),
    );
    expect(answer).toMatchObject({
      response: 'FAILURE',
      error: true,
      error_code: 'ACCEPTANCE_CRITERIA',
    });
    expect(answer.acceptance_notifications).toEqual([
      expect.objectContaining({ insurer: 'RSA', type: 'DECLINE', code: 'FLOODING' }),
      expect.objectContaining({ insurer: 'FBD', type: 'DECLINE', code: 'FLOODING' }),
    ]);
    const [row] = await t.app.database.db
      .select({ status: quotes.status, premiumCents: quotes.premiumCents })
      .from(quotes)
      .where(eq(quotes.quoteReference, answer.quote_reference));
    expect(row).toEqual({ status: 'declined', premiumCents: null });
  });

  it('refers the quote when both insurers need to know more', async () => {
    const { answer } = await quote(
      homeQuoteRequest((request) => {
        request.home_quote.questions = request.home_quote.questions.map((question) =>
          question.code === 'roof_tile' ? { ...question, response: false } : question,
        );
        request.home_quote.cover_details.risk_address.roof_tile = false;
      }),
    );
    expect(answer.error).toBe(true);
    expect(answer.acceptance_notifications.map((notice) => [notice.insurer, notice.type])).toEqual([
      ['RSA', 'REFERRAL'],
      ['FBD', 'REFERRAL'],
    ]);
  });

  it.each([
    ['no body', undefined],
    ['no home_quote', {}],
    [
      'an unknown cover type',
      homeQuoteRequest((request) => {
        (request.home_quote.cover_details.risk_address as { cover_type: string }).cover_type =
          'castle';
      }),
    ],
    [
      'a date that is not a date',
      homeQuoteRequest((request) => {
        request.home_quote.policy_holder_details.date_of_birth = '31/02/1990';
      }),
    ],
    [
      'a negative rebuild cost',
      homeQuoteRequest((request) => {
        request.home_quote.cover_details.buildings_amount = -5;
      }),
    ],
    [
      'an unknown household question',
      homeQuoteRequest((request) => {
        (request.home_quote.questions as { code: string; response: boolean }[]).push({
          code: 'pets',
          response: true,
        });
      }),
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    const before = await t.app.database.db.$count(quotes);
    const response = await requestQuote(body as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect(await t.app.database.db.$count(quotes)).toBe(before);
  });
});

describe('POST /api/home/applied_home_quotes/recalculate', () => {
  const recalculate = (body: unknown, headers: Record<string, string | undefined> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/recalculate',
      payload: body as Record<string, unknown>,
      headers: Object.fromEntries(
        Object.entries(headers).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    });
  const extras = {
    contents_accidental_damage_cover: false,
    no_claim_discount_cover: false,
    home_emergency_assist_cover: false,
  };

  it('re-prices the chosen quote: a lower excess costs more, a higher one less', async () => {
    const { answer, visitorCookie } = await quote(homeQuoteRequest());
    const chosen = answer.quotes[0]!;
    const priceWith = async (code: '1' | '3' | '4') => {
      const response = await recalculate(
        {
          quote_reference: answer.quote_reference,
          product_selected: chosen.scheme_code,
          cover_details: { excess_amount: code, ...extras },
        },
        { cookie: visitorCookie },
      );
      expect(response.statusCode, response.body).toBe(200);
      const [first] = homeRecalculationResponseSchema.parse(response.json());
      expect(first!.insurer).toBe(chosen.insurer);
      expect(first!.cover_details_information.excess_code).toBe(code);
      return first!.price!;
    };
    const standard = await priceWith('3');
    // One insurer's quote reference names the same quote.
    const byInsurerReference = await recalculate(
      {
        quote_reference: chosen.quote_reference,
        product_selected: chosen.scheme_code,
        cover_details: { excess_amount: '3', ...extras },
      },
      { cookie: visitorCookie },
    );
    expect(byInsurerReference.statusCode).toBe(200);
    expect(standard).toBe(chosen.price);
    expect(await priceWith('4')).toBeGreaterThan(standard);
    expect(await priceWith('1')).toBeLessThan(standard);

    const [row] = await t.app.database.db
      .select({ premiumCents: quotes.premiumCents, selectedInsurer: quotes.selectedInsurer })
      .from(quotes)
      .where(eq(quotes.quoteReference, answer.quote_reference));
    expect(row).toEqual({
      premiumCents: Math.round((await priceWith('1')) * 100),
      selectedInsurer: chosen.insurer,
    });
  });

  it('adds the price of an extra the insurer offers', async () => {
    const { answer, visitorCookie } = await quote(homeQuoteRequest());
    const chosen = answer.quotes.find((entry) =>
      entry.addon_details.some((addon) => addon.unique_code === 'HomeEmergencyAssist'),
    )!;
    const response = await recalculate(
      {
        quote_reference: answer.quote_reference,
        product_selected: chosen.scheme_code,
        cover_details: { excess_amount: '3', ...extras, home_emergency_assist_cover: true },
      },
      { cookie: visitorCookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [first] = homeRecalculationResponseSchema.parse(response.json());
    expect(first!.price!).toBeGreaterThan(chosen.price!);
    expect(
      first!.addon_details.find((addon) => addon.unique_code === 'HomeEmergencyAssist')?.selected,
    ).toBe(true);
  });

  it('refuses to change the excess of an unoccupied home', async () => {
    const { answer, visitorCookie } = await quote(
      homeQuoteRequest((request) => {
        const risk = request.home_quote.cover_details.risk_address;
        risk.cover_type = 'ownUnoccupied';
        risk.dwelling_type = 'Unoccupied';
        delete risk.proposer_type;
        request.home_quote.cover_details.contents_amount = null;
        request.home_quote.assumptions = [];
      }),
    );
    const chosen = pricedQuotes(answer)[0];
    expect(chosen, JSON.stringify(answer.acceptance_notifications)).toBeDefined();
    const response = await recalculate(
      {
        quote_reference: answer.quote_reference,
        product_selected: chosen!.scheme_code,
        cover_details: { excess_amount: '4', ...extras },
      },
      { cookie: visitorCookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty(['cover_details.excess_amount']);
  });

  it('does not let anyone else reach a quote: another browser, another customer', async () => {
    const { answer } = await quote(homeQuoteRequest(), customer.headers);
    const body = {
      quote_reference: answer.quote_reference,
      product_selected: answer.quotes[0]!.scheme_code,
      cover_details: { excess_amount: '3', ...extras },
    };
    expect((await recalculate(body)).statusCode).toBe(404);
    expect((await recalculate(body, otherCustomer.headers)).statusCode).toBe(404);
    expect((await recalculate(body, customer.headers)).statusCode).toBe(200);

    const visitor = await quote(homeQuoteRequest());
    const visitorBody = { ...body, quote_reference: visitor.answer.quote_reference };
    expect((await recalculate(visitorBody)).statusCode).toBe(404);
    expect((await recalculate(visitorBody, otherCustomer.headers)).statusCode).toBe(404);
  });

  it('refuses a bad body with 400', async () => {
    const response = await recalculate({ quote_reference: 'HQ', cover_details: {} });
    expect(response.statusCode).toBe(400);
  });
});

describe('latest home quote', () => {
  it("claims the visitor's quote for the customer who signs in on that browser", async () => {
    // This customer has made no home quote in this file so far.
    const fresh = otherCustomer;
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/home/applied_home_quotes/latest',
      headers: fresh.headers,
    });
    expect(none.statusCode).toBe(404);

    const { answer, visitorCookie } = await quote(homeQuoteRequest());
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/home/applied_home_quotes/latest',
      headers: { ...fresh.headers, cookie: visitorCookie! },
    });
    expect(latest.statusCode, latest.body).toBe(200);
    const { home_quote } = latestHomeQuoteResponseSchema.parse(latest.json());
    expect(home_quote).toMatchObject({
      quote_reference: answer.quote_reference,
      cover_premium: answer.cover_premium,
      insurer: answer.insurer,
      policy_holder_details: { first_name: 'Siobhan', last_name: 'Kelly' },
    });
    // Monthly: the annual premium / 12 rounded up to the cent.
    expect(home_quote.direct_debit_amount).toBe(
      Math.ceil((answer.cover_premium! * 100) / 12) / 100,
    );

    // Claimed: the browser's cookie no longer reaches it without the customer.
    const [row] = await t.app.database.db
      .select({ visitorKeyHash: quotes.visitorKeyHash })
      .from(quotes)
      .where(eq(quotes.quoteReference, answer.quote_reference));
    expect(row!.visitorKeyHash).toBeNull();
  });

  it('lets an agent, but not another customer, read a customer quote by e-mail', async () => {
    await quote(homeQuoteRequest(), customer.headers);
    const byEmail = (headers: Record<string, string>, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/home/applied_home_quotes/latest',
        headers,
        payload: { email },
      });
    expect((await byEmail(agent.headers, DEMO_ACCOUNTS.customer.email)).statusCode).toBe(200);
    expect((await byEmail(customer.headers, DEMO_ACCOUNTS.customer.email)).statusCode).toBe(200);
    expect((await byEmail(otherCustomer.headers, DEMO_ACCOUNTS.customer.email)).statusCode).toBe(
      403,
    );
    expect((await byEmail(agent.headers, 'nobody@wallet.test')).statusCode).toBe(404);
    expect((await byEmail(agent.headers, 'not an email')).statusCode).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/home/applied_home_quotes/latest',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/home/promo/validate', () => {
  it.each([
    ['Online10', true],
    ['online10', true],
    ['staff', true],
    ['Online20', false],
    ['', false],
  ])('%s is %s', async (promoCode, valid) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/home/promo/validate?promoCode=${encodeURIComponent(promoCode)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(valid);
  });

  it('refuses a missing code with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/home/promo/validate' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/registered', () => {
  it('tells whether an e-mail has an account', async () => {
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/registered', payload: { email } });
    expect((await ask(DEMO_ACCOUNTS.customer.email.toUpperCase())).json()).toEqual({
      registered: true,
    });
    expect((await ask('someone.new@example.ie')).json()).toEqual({ registered: false });
    expect((await ask('not an email')).statusCode).toBe(400);
  });
});

describe('an insurer that does not answer in time', () => {
  it('counts as unavailable after INSURER_TIMEOUT_MS', async () => {
    const silent: InsurerEngine = {
      code: 'FBD',
      rate: (_request, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
    };
    const slow = await createTestApp({
      env: { INSURER_TIMEOUT_MS: '50' },
      homeInsurers: [new RsaHomeEngine(), silent],
    });
    try {
      const started = Date.now();
      const response = await slow.app.inject({
        method: 'POST',
        url: '/api/home/applied_home_quotes',
        payload: homeQuoteRequest(),
      });
      expect(Date.now() - started).toBeLessThan(2_000);
      const answer = homeQuoteResponseSchema.parse(response.json());
      expect(answer.response).toBe('SUCCESS');
      expect(answer.quotes.map((entry) => entry.insurer)).toEqual(['RSA']);
    } finally {
      await slow.close();
    }
  });
});
