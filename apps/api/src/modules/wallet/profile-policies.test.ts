import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema, TRAVEL_INSURER, type ProfilePolicy } from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { demoPolicies } from '../../demo/demo-policies.js';
import { authoriseCard, cardBind, priceHomeQuote } from '../../test/checkout-fixtures.js';
import {
  authoriseTravelCard,
  priceTravelQuote,
  travelBind,
  travelQuoteRequest,
} from '../../test/travel-quote-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let demoCustomer: Awaited<ReturnType<typeof signIn>>;
let buyer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  demoCustomer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
});
afterAll(async () => t?.close());

async function policiesOf(headers: Record<string, string>): Promise<ProfilePolicy[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/profile/profile', headers });
  expect(response.statusCode, response.body).toBe(200);
  return profileSchema.parse(response.json()).policies;
}

async function bindOk(url: string, payload: object) {
  const response = await t.app.inject({ method: 'POST', url, headers: buyer.headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ bind_status: 'COMPLETED' });
  return response.json().policy_creation_response_model.policy_number as string;
}

describe('GET /api/profile/profile: what each policy says of itself', () => {
  it('answers exactly the fields of the profile schema for each policy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile',
      headers: demoCustomer.headers,
    });
    for (const policy of response.json().policies) {
      expect(Object.keys(policy).sort()).toEqual(
        [
          'auto_renewal',
          'cover',
          'end_date',
          'insurer',
          'payment',
          'policy_id',
          'policy_number',
          'policy_type',
          'premium_cents',
          'reference_number',
          'renews_policy_id',
          'start_date',
          'status',
          'withdrawal_ends_on',
        ].sort(),
      );
    }
  });

  it("gives the demo policies' dates, insurers and premiums, and the cover of those bought through a quote", async () => {
    const policies = await policiesOf(demoCustomer.headers);
    const seeded = demoPolicies(new Date());
    const ofType = (type: string) => policies.find((policy) => policy.policy_type === type)!;
    // Every policy was bought from a quote its insurer's engine priced when seeded.
    for (const type of ['HOME', 'MOTOR', 'TRAVEL'] as const) {
      const expected = seeded.find((policy) => policy.policyType === type)!;
      expect(ofType(type)).toMatchObject({
        policy_number: expected.policyNumber,
        start_date: expected.startDate,
        end_date: expected.endDate,
        insurer: expected.insurer,
      });
      expect(ofType(type).premium_cents).toBeGreaterThan(0);
    }
    expect(ofType('HOME').cover).toBe('Buildings and contents');
    expect(ofType('TRAVEL').cover).toBeTruthy();
    expect(ofType('TRAVEL').insurer).toBe(TRAVEL_INSURER.code);
    expect(ofType('MOTOR').cover).toBe('Comprehensive');
  });

  it('gives a bought home policy its end date, insurer, premium in cents and cover', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const card = await authoriseCard(t.app, bought.priceCents);
    const policyNumber = await bindOk(
      '/api/home/applied_home_quotes/bind',
      cardBind(bought, card.token),
    );

    const policy = (await policiesOf(buyer.headers)).find(
      (candidate) => candidate.policy_number === policyNumber,
    );
    expect(policy).toMatchObject({
      policy_type: 'HOME',
      start_date: bought.quote.cover_details_information.start_date,
      end_date: bought.quote.cover_details_information.end_date,
      insurer: bought.quote.insurer,
      premium_cents: bought.priceCents,
      // The fixture insures a rebuild cost of €250,000 and contents of €40,000.
      cover: 'Buildings and contents',
    });
  });

  it('gives a bought travel policy its trip type as its cover', async () => {
    const quote = await priceTravelQuote(t.app, buyer.headers);
    const asked = travelQuoteRequest().travel_quote.cover_details;
    const card = await authoriseTravelCard(t.app, quote.priceCents);
    const policyNumber = await bindOk(
      '/api/travel/travel_quotes/bind',
      travelBind(quote, card.token),
    );

    const policy = (await policiesOf(buyer.headers)).find(
      (candidate) => candidate.policy_number === policyNumber,
    );
    expect(policy).toMatchObject({
      policy_type: 'TRAVEL',
      start_date: asked.start_date,
      // A single trip's cover ends on its return date.
      end_date: asked.end_date,
      insurer: TRAVEL_INSURER.code,
      premium_cents: quote.priceCents,
      cover: 'Single Trip',
    });
  });
});
