/**
 * The bind rules the server enforces (home.md 7 and 9), each on both sides of its boundary: the
 * request that passes binds, the one past the boundary answers 400 with the field's error and
 * writes no payment and no policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  BIND_MESSAGES,
  HOME_QUOTE_VALIDITY_TEXT,
  QUOTE_VALIDITY_DAYS,
  type HomeBindRequest,
} from '@wallet/domain';
import { payments, policies, quotes } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { directDebitBind, priceHomeQuote, type BoughtQuote } from '../../test/checkout-fixtures.js';
import { isoDateInDays } from '../../test/home-quote-fixtures.js';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';

const buyerEmail = DEMO_ACCOUNTS.newCustomer.email;
type Headers = Record<string, string>;

async function bind(t: TestApp, headers: Headers, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes/bind',
    headers,
    payload: payload as HomeBindRequest,
  });
}

async function quoteIdOf(t: TestApp, reference: string): Promise<string> {
  return (await t.repositories.homeQuotes.findByReference(reference))!.id;
}

async function writtenFor(t: TestApp, bought: BoughtQuote) {
  const quoteId = await quoteIdOf(t, bought.quoteReference);
  const db = t.app.database.db;
  return {
    payments: await db.select().from(payments).where(eq(payments.quoteId, quoteId)),
    policies: await db.select().from(policies).where(eq(policies.quoteId, quoteId)),
  };
}

async function expectBound(t: TestApp, bought: BoughtQuote, response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().bind_status).toBe('COMPLETED');
  const written = await writtenFor(t, bought);
  expect(written.payments).toHaveLength(1);
  expect(written.policies).toHaveLength(1);
}

async function expectRefused(
  t: TestApp,
  bought: BoughtQuote,
  response: LightMyRequestResponse,
  field: string,
  messages: string[],
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().fieldErrors?.[field]).toEqual(messages);
  expect(await writtenFor(t, bought)).toEqual({ payments: [], policies: [] });
}

const withDetails = (
  request: HomeBindRequest,
  change: Partial<HomeBindRequest['payment_details']>,
) => ({ ...request, payment_details: { ...request.payment_details, ...change } });

describe('bind rules', () => {
  let t: TestApp;
  let buyer: Headers;
  let other: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    buyer = (await signIn(t.app, buyerEmail)).headers;
    other = (await signIn(t.app, DEMO_ACCOUNTS.customer.email)).headers;
  });
  afterAll(async () => t?.close());

  const priced = () => priceHomeQuote(t.app, buyer);

  it("takes total_premium only at the quote's price, to the cent", async () => {
    const cent = 0.01;
    for (const total_premium of [1e308, Number.MAX_SAFE_INTEGER, 0]) {
      const bought = await priced();
      const payload = withDetails(directDebitBind(bought), { total_premium });
      await expectRefused(
        t,
        bought,
        await bind(t, buyer, payload),
        'payment_details.total_premium',
        [BIND_MESSAGES.premiumChanged],
      );
    }
    for (const offset of [-cent, cent]) {
      const bought = await priced();
      const total_premium = Math.round((bought.quote.price + offset) * 100) / 100;
      const payload = withDetails(directDebitBind(bought), { total_premium });
      await expectRefused(
        t,
        bought,
        await bind(t, buyer, payload),
        'payment_details.total_premium',
        [BIND_MESSAGES.premiumChanged],
      );
    }
    const bought = await priced();
    await expectBound(t, bought, await bind(t, buyer, directDebitBind(bought)));
  });

  it("takes a direct debit's instalment only as the plan's, to the cent", async () => {
    const bought = await priced();
    const good = directDebitBind(bought);
    const instalment = good.payment_details.direct_debit_amount!;
    for (const direct_debit_amount of [instalment - 0.01, instalment + 0.01, 1e308]) {
      await expectRefused(
        t,
        bought,
        await bind(t, buyer, withDetails(good, { direct_debit_amount })),
        'payment_details.direct_debit_amount',
        [BIND_MESSAGES.premiumChanged],
      );
    }
    await expectBound(t, bought, await bind(t, buyer, good));
  });

  it('takes only the monthly frequency home offers: 12 instalments', async () => {
    const bought = await priced();
    for (const installments_number of [11, 13, 10, null]) {
      await expectRefused(
        t,
        bought,
        await bind(t, buyer, withDetails(directDebitBind(bought), { installments_number })),
        'payment_details.installments_number',
        ['Home direct debits are paid in 12 instalments.'],
      );
    }
    await expectBound(t, bought, await bind(t, buyer, directDebitBind(bought)));
  });

  it('collects only on the 1st, 8th, 15th or 22nd', async () => {
    const refusedDays = [0, 2, 7, 9, 21, 23, 31];
    const bought = await priced();
    for (const day of refusedDays) {
      await expectRefused(
        t,
        bought,
        await bind(t, buyer, directDebitBind(bought, day)),
        'payment_details.collection_day',
        ['The collection day is one of 1, 8, 15, 22.'],
      );
    }
    for (const day of [1, 8, 15, 22]) {
      const one = await priced();
      await expectBound(t, one, await bind(t, buyer, directDebitBind(one, day)));
    }
  });

  it("binds only the caller's own quote, answering 404 for anybody else's", async () => {
    const bought = await priced();
    const response = await bind(t, other, directDebitBind(bought));
    expect(response.statusCode).toBe(404);
    expect(await writtenFor(t, bought)).toEqual({ payments: [], policies: [] });
    await expectBound(t, bought, await bind(t, buyer, directDebitBind(bought)));
  });

  it('binds a home price the day it is given and refuses one given the day before (decision 0031)', async () => {
    const pricedDaysAgo = (bought: BoughtQuote, days: number) =>
      t.app.database.db
        .update(quotes)
        .set({ updatedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(quotes.quoteReference, bought.quoteReference));
    const expired = await priced();
    await pricedDaysAgo(expired, 1);
    await expectRefused(
      t,
      expired,
      await bind(t, buyer, directDebitBind(expired)),
      'payment_details.quote_reference',
      [HOME_QUOTE_VALIDITY_TEXT.priceExpired],
    );
    const valid = await priced();
    await expectBound(t, valid, await bind(t, buyer, directDebitBind(valid)));
  });
});

describe('bind rules over time', () => {
  const clock = (() => {
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    return createTestClock(noon);
  })();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
  });
  afterAll(async () => t?.close());

  const buyer = async () => (await signIn(t.app, buyerEmail)).headers;
  const advanceDaysTo = (() => {
    let moved = 0;
    return (day: number) => {
      clock.advanceMinutes((day - moved) * 24 * 60);
      moved = day;
    };
  })();

  it('sells a home price on its day only, its cover not started; the quote is priced again for 90 days (decision 0031)', async () => {
    const headers = await buyer();
    const day = (days: number) => isoDateInDays(days, clock.now());
    const startingToday = await priceHomeQuoteStarting(t, headers, day(0));
    const startsOnDay7 = await priceHomeQuoteStarting(t, headers, day(7));

    advanceDaysTo(1);
    await expectRefused(
      t,
      startingToday,
      await bind(t, await buyer(), directDebitBind(startingToday)),
      'payment_details.quote_reference',
      [HOME_QUOTE_VALIDITY_TEXT.priceExpired, BIND_MESSAGES.startDatePassed],
    );
    await expectRefused(
      t,
      startsOnDay7,
      await bind(t, await buyer(), directDebitBind(startsOnDay7)),
      'payment_details.quote_reference',
      [HOME_QUOTE_VALIDITY_TEXT.priceExpired],
    );

    // The quote is kept to be priced again under its reference for 90 days after it was priced
    // (the quotes table times a pricing by the database's clock: day 0 here); after that its
    // answers make a new quote.
    advanceDaysTo(QUOTE_VALIDITY_DAYS);
    const onLastDay = await priceHomeQuoteStarting(
      t,
      await buyer(),
      day(10),
      startsOnDay7.quoteReference,
    );
    expect(onLastDay.quoteReference).toBe(startsOnDay7.quoteReference);
    advanceDaysTo(QUOTE_VALIDITY_DAYS + 1);
    const afterIt = await priceHomeQuoteStarting(
      t,
      await buyer(),
      day(10),
      startsOnDay7.quoteReference,
    );
    expect(afterIt.quoteReference).not.toBe(startsOnDay7.quoteReference);
  });
});

async function priceHomeQuoteStarting(
  t: TestApp,
  headers: Headers,
  startDate: string,
  quoteReference?: string,
): Promise<BoughtQuote> {
  return priceHomeQuote(t.app, headers, (request) => {
    if (quoteReference) request.quote_reference = quoteReference;
    request.home_quote.cover_details.start_date = startDate;
  });
}
