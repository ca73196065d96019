/**
 * A bought quote is finished: the latest-quote answer names its policy, a saved quote that names
 * it is no longer handed back, asking again with its reference makes a new quote, and it cannot
 * be re-priced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestHomeQuoteResponseSchema, type HomeQuoteResponse } from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import {
  authoriseCard,
  cardBind,
  priceHomeQuote,
  type BoughtQuote,
} from '../../test/checkout-fixtures.js';
import { homeQuoteRequest } from '../../test/home-quote-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;
let bought: BoughtQuote;
let policyReference: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email));
  bought = await priceHomeQuote(t.app, headers);
  // A saved quote of the journey, as the app keeps it on sign-out.
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/profile/profile/tempQuote/HOME',
    headers,
    payload: { aboutYou: { firstName: 'Aoife' }, quoteReference: bought.quoteReference },
  });
  expect(saved.statusCode).toBe(200);
  const card = await authoriseCard(t.app, bought.priceCents);
  const bind = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes/bind',
    headers,
    payload: cardBind(bought, card.token, card.brand),
  });
  expect(bind.statusCode).toBe(200);
  policyReference = bind.json().reference_number;
  expect(policyReference).toMatch(/^HPR-/);
}, 60_000);
afterAll(async () => t?.close());

describe('a bought home quote', () => {
  it('is answered by the latest-quote call with the reference of its policy', async () => {
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/home/applied_home_quotes/latest',
      headers,
    });
    expect(latest.statusCode).toBe(200);
    const { home_quote } = latestHomeQuoteResponseSchema.parse(latest.json());
    expect(home_quote.quote_reference).toBe(bought.quoteReference);
    expect(home_quote.policy_reference).toBe(policyReference);
  });

  it('is no longer handed back as a saved quote to continue', async () => {
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/tempQuote/HOME',
      headers,
    });
    expect(saved.statusCode).toBe(404);
  });

  it('cannot be re-priced: the price it was bought at is final', async () => {
    const recalculation = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/recalculate',
      headers,
      payload: {
        quote_reference: bought.quoteReference,
        product_selected: bought.quote.scheme_code,
        cover_details: {
          excess_amount: '1',
          contents_accidental_damage_cover: false,
          no_claim_discount_cover: false,
          home_emergency_assist_cover: false,
        },
      },
    });
    expect(recalculation.statusCode).toBe(409);
  });

  it('is left as bought when asked for again with its reference: a new quote is made', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes',
      headers,
      payload: { ...homeQuoteRequest(), quote_reference: bought.quoteReference },
    });
    expect(asked.statusCode).toBe(200);
    const fresh = asked.json<HomeQuoteResponse>();
    expect(fresh.quote_reference).not.toBe(bought.quoteReference);

    // The new quote is the latest, and it is one to continue.
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/home/applied_home_quotes/latest',
      headers,
    });
    const { home_quote } = latestHomeQuoteResponseSchema.parse(latest.json());
    expect(home_quote.quote_reference).toBe(fresh.quote_reference);
    expect(home_quote.policy_reference).toBeNull();
  });

  it('leaves a saved quote naming another quote in place', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/profile/tempQuote/HOME',
      headers,
      payload: { quoteReference: 'HQNOTBOUGHT1' },
    });
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile/tempQuote/HOME',
      headers,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ quoteReference: 'HQNOTBOUGHT1' });
  });
});
