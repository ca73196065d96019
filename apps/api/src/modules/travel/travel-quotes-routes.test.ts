import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  savedTravelQuoteSchema,
  travelQuoteParametersSchema,
  travelQuoteResponseSchema,
  type TravelQuoteRequest,
  type TravelQuoteResponse,
} from '@wallet/domain';
import type { TravelInsurer } from '../../adapters/insurers/travel-insurer-port.js';
import { quotes } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { isoDateInDays } from '../../test/home-quote-fixtures.js';
import { TEST_OPERATOR_API_KEY, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import {
  WORKED_EXAMPLE_TOTAL_CENTS,
  quoteTravel,
  travelQuoteRequest,
} from '../../test/travel-quote-fixtures.js';
import { VISITOR_COOKIE_NAME } from '../quotes/index.js';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signIn>>;
let otherCustomer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  otherCustomer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
});
afterAll(async () => t?.close());

async function switchChubb(available: boolean) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/operator/insurer/CHUBB',
    headers: { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` },
    payload: { available },
  });
  expect(response.statusCode).toBe(200);
}
afterEach(async () => switchChubb(true));

async function answered(
  headers: Record<string, string>,
  change?: (request: TravelQuoteRequest) => void,
): Promise<TravelQuoteResponse> {
  const response = await quoteTravel(t.app, headers, change);
  expect(response.statusCode, response.body).toBe(200);
  return travelQuoteResponseSchema.parse(response.json());
}

const travelQuoteCount = async () => {
  const [row] = await t.app.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(quotes)
    .where(eq(quotes.product, 'TRAVEL'));
  return row!.count;
};

const toMultiTrip = (request: TravelQuoteRequest, start = isoDateInDays(10)) => {
  Object.assign(request.travel_quote.cover_details, {
    trip_type: 2,
    start_date: start,
    end_date: null,
    destination_country: null,
    cover_days: 365,
  });
  request.travel_quote.date_of_travel = start;
};

describe('GET /api/travel/quote_parameters', () => {
  it('gives both trip types with the three zones, and each zone’s countries', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/travel/quote_parameters' });
    expect(response.statusCode).toBe(200);
    const parameters = travelQuoteParametersSchema.parse(response.json());
    expect(parameters.trip_types.map((type) => [type.id, type.name])).toEqual([
      [1, 'Single Trip'],
      [2, 'Annual Multi-Trip'],
    ]);
    for (const type of parameters.trip_types) {
      expect(type.destination_zones.map((zone) => zone.id)).toEqual([1, 2, 3]);
    }
    const [europe, worldwide, everywhere] = parameters.destination_country_list;
    expect(europe!.name).toBe('Europe excluding Albania');
    expect(europe!.countries).toContain('Austria');
    expect(europe!.countries).not.toContain('Albania');
    expect(worldwide!.countries).toContain('Albania');
    expect(worldwide!.countries).not.toContain('United States of America');
    expect(everywhere!.countries).toContain('United States of America');
    expect(everywhere!.countries).not.toContain('Cuba');
  });
});

describe('POST /api/travel/travel_quotes', () => {
  it('prices the worked example of docs/travel-rating.md to the cent, for a visitor', async () => {
    const response = await quoteTravel(t.app, {});
    expect(response.statusCode).toBe(200);
    expect(response.cookies.some((cookie) => cookie.name === VISITOR_COOKIE_NAME)).toBe(true);
    const answer = travelQuoteResponseSchema.parse(response.json());
    expect(answer).toMatchObject({
      response: 'SUCCESS',
      error: false,
      insurer: 'CHUBB',
      cover_premium: 68.48,
      acceptance_notifications: [],
    });
    expect(answer.quote_reference).toMatch(/^TQ[2-9A-HJ-NP-Z]{10}$/);
    const [offer] = answer.quotes;
    expect(offer).toMatchObject({
      name: 'SingleTrip',
      trip_type: 1,
      cover_days: 8,
      end_date: isoDateInDays(37),
      breakdown: {
        policy_premium: 64.27,
        total_payable: 68.48,
        winter_sports: 24.05,
        car_hire_excess: 12,
        business: 0,
        total_bank_discount_percentage: 10,
        government_levy: 3.21,
        stamp_duty: 1,
        message: 'Includes the 5% government levy of €3.21 and stamp duty of €1.00.',
      },
    });
    expect(offer!.premium_id).toMatch(/^TP/);
    expect(offer!.declaration).toMatch(/^I confirm that no person to be insured/);
    expect(answer.premium_details.map((line) => [line.id, line.amount])).toEqual([
      ['TRAVELLERS', 48.1],
      ['WINTERSPORTS', 24.05],
      ['CARHIRE', 12],
      ['PRIVATEMED', -4.81],
      ['BANKDISC', -7.93],
      ['PROMO', -7.14],
      ['PREMIUM', 64.27],
      ['LEVY', 3.21],
      ['STAMPDUTY', 1],
      ['TOTAL', 68.48],
    ]);
    const [row] = await t.app.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.quoteReference, answer.quote_reference));
    expect(row).toMatchObject({
      product: 'TRAVEL',
      ownerUserId: null,
      premiumCents: WORKED_EXAMPLE_TOTAL_CENTS,
      status: 'quoted',
      selectedInsurer: 'CHUBB',
    });
  });

  it('prices annual multi-trip too', async () => {
    const answer = await answered(customer.headers, (request) => toMultiTrip(request));
    expect(answer.response).toBe('SUCCESS');
    expect(answer.cover_premium).toBe(192.53);
    expect(answer.quotes[0]).toMatchObject({
      name: 'AnnualMultiTrip',
      trip_type: 2,
      cover_days: 365,
      start_date: isoDateInDays(10),
    });
  });

  it('answers a decline with the insurer’s notifications', async () => {
    const answer = await answered(customer.headers, (request) => {
      request.travel_quote.additional_holder_details[0]!.date_of_birth = '1930-01-01';
    });
    expect(answer).toMatchObject({
      response: 'FAILURE',
      error: true,
      error_code: 'ACCEPTANCE_CRITERIA',
      quotes: [],
    });
    expect(answer.cover_premium).toBeUndefined();
    expect(answer.acceptance_notifications).toEqual([
      expect.objectContaining({
        id: 'TRAVELLER_AGE_LIMIT',
        notification_type: 'DECLINE',
        overidden: false,
      }),
    ]);
  });

  it('answers a referral the same way', async () => {
    const answer = await answered(customer.headers, (request) => {
      request.travel_quote.cover_details.end_date = isoDateInDays(60);
      request.travel_quote.cover_details.cover_days = 31;
    });
    expect(answer.error_code).toBe('ACCEPTANCE_CRITERIA');
    expect(answer.acceptance_notifications.map((notice) => notice.id)).toEqual([
      'WINTER_SPORTS_LONG_TRIP',
    ]);
  });

  it('answers EXTERNAL_SERVICE_UNAVAILABLE when an operator switched the insurer off', async () => {
    await switchChubb(false);
    const answer = await answered(customer.headers);
    expect(answer).toMatchObject({
      response: 'FAILURE',
      error: true,
      error_code: 'EXTERNAL_SERVICE_UNAVAILABLE',
      quotes: [],
      acceptance_notifications: [],
    });
  });

  it('prices a quote again under its reference when the answers change', async () => {
    const first = await answered(customer.headers);
    const again = await answered(customer.headers, (request) => {
      request.quote_reference = first.quote_reference;
      request.travel_quote.promotion_code = undefined;
    });
    expect(again.quote_reference).toBe(first.quote_reference);
    expect(again.quotes[0]!.premium_id).not.toBe(first.quotes[0]!.premium_id);
    expect(again.cover_premium).toBeGreaterThan(first.cover_premium!);
    // Another customer's reference is not theirs to reprice: a new quote is made.
    const stranger = await answered(otherCustomer.headers, (request) => {
      request.quote_reference = first.quote_reference;
    });
    expect(stranger.quote_reference).not.toBe(first.quote_reference);
  });

  describe('bad requests are refused with 400 and nothing stored', () => {
    it.each<[string, (request: TravelQuoteRequest) => void, string, string]>([
      [
        'a start date in the past',
        (request) => {
          request.travel_quote.cover_details.start_date = isoDateInDays(-1);
          request.travel_quote.date_of_travel = isoDateInDays(-1);
          request.travel_quote.cover_details.cover_days = 39;
        },
        'travel_quote.cover_details.start_date',
        'Start date must be today or in the future.',
      ],
      [
        'a single trip starting more than 180 days ahead',
        (request) => {
          request.travel_quote.cover_details.start_date = isoDateInDays(181);
          request.travel_quote.date_of_travel = isoDateInDays(181);
          request.travel_quote.cover_details.end_date = isoDateInDays(188);
        },
        'travel_quote.cover_details.start_date',
        "The dates selected must be within 180 days of today's date",
      ],
      [
        'a multi-trip starting more than 45 days ahead',
        (request) => toMultiTrip(request, isoDateInDays(46)),
        'travel_quote.cover_details.start_date',
        "The date selected must be within 45 days of today's date",
      ],
      [
        'car hire for a traveller of 80',
        (request) => {
          request.travel_quote.policy_holder_details.date_of_birth = isoDateInDays(-80 * 366);
        },
        'travel_quote.cover_details.addons_selected',
        'You must be between 21 and 75 years of age to avail of car hire excess',
      ],
      [
        'no partner for you and family',
        (request) => {
          request.travel_quote.additional_holder_details = [];
        },
        'travel_quote.additional_holder_details.0.first_name',
        'First name is required',
      ],
      [
        'children with you and partner',
        (request) => {
          request.travel_quote.policy_holder_details.number_of_children = 7;
          request.travel_quote.cover_details.insured_person_type = 2;
        },
        'travel_quote.policy_holder_details.number_of_children',
        'Children are insured only for you and family or you and children.',
      ],
      [
        'days of cover that do not follow from the dates',
        (request) => {
          request.travel_quote.cover_details.cover_days = 1;
        },
        'travel_quote.cover_details.cover_days',
        'For these answers the number of days of cover is 8.',
      ],
      [
        'a filled honeypot',
        (request) => {
          request.honeypot_value = 'robot';
        },
        'honeypot_value',
        'This field must be left empty',
      ],
    ])('%s', async (_label, change, path, message) => {
      const before = await travelQuoteCount();
      const response = await quoteTravel(t.app, customer.headers, change);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors[path]).toEqual([message]);
      expect(await travelQuoteCount()).toBe(before);
    });

    it('refuses a quote without both Your cover consents, with the form messages', async () => {
      const before = await travelQuoteCount();
      const response = await quoteTravel(t.app, customer.headers, (request) => {
        delete request.data_protection_consent;
        request.chubb_tob_consent = false;
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toMatchObject({
        data_protection_consent: ['You must accept the Terms and Conditions'],
        chubb_tob_consent: ['You must accept the Chubb Terms of Business and Privacy Policy.'],
      });
      expect(await travelQuoteCount()).toBe(before);
    });

    it('refuses a payload of the wrong shape', async () => {
      const before = await travelQuoteCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/travel/travel_quotes',
        payload: { ...travelQuoteRequest(), version: '2.0', travel_quote: { carrier_id: 'AXA' } },
      });
      expect(response.statusCode).toBe(400);
      expect(await travelQuoteCount()).toBe(before);
    });
  });
});

describe('an insurer that does not answer in time', () => {
  it('counts as unavailable after INSURER_TIMEOUT_MS', async () => {
    const silent: TravelInsurer = {
      code: 'CHUBB',
      rate: (_request, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
    };
    const slow = await createTestApp({ env: { INSURER_TIMEOUT_MS: '50' }, travelInsurer: silent });
    try {
      const started = Date.now();
      const response = await quoteTravel(slow.app, {});
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(response.json()).toMatchObject({
        response: 'FAILURE',
        error_code: 'EXTERNAL_SERVICE_UNAVAILABLE',
      });
    } finally {
      await slow.close();
    }
  });
});

describe('POST /api/travel/travel_quotes/recalculate', () => {
  const recalculate = (payload: object, headers: Record<string, string> = customer.headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/travel/travel_quotes/recalculate',
      headers,
      payload,
    });

  it('switches a single trip to annual multi-trip from a start date, and back', async () => {
    const single = await answered(customer.headers);
    const multi = await recalculate({
      quote_reference: single.quote_reference,
      is_multi_trip: true,
      policy_start_date: isoDateInDays(10),
    });
    expect(multi.statusCode, multi.body).toBe(200);
    const multiAnswer = travelQuoteResponseSchema.parse(multi.json());
    expect(multiAnswer).toMatchObject({
      response: 'SUCCESS',
      quote_reference: single.quote_reference,
      cover_premium: 192.53,
      start_date: isoDateInDays(10),
    });
    expect(multiAnswer.quotes[0]).toMatchObject({
      name: 'AnnualMultiTrip',
      cover_days: 365,
      end_date: isoDateInDays(374),
    });
    expect(multiAnswer.quotes[0]!.premium_id).not.toBe(single.quotes[0]!.premium_id);

    const back = travelQuoteResponseSchema.parse(
      (await recalculate({ quote_reference: single.quote_reference, is_multi_trip: false })).json(),
    );
    expect(back.cover_premium).toBe(68.48);
    expect(back.quotes[0]).toMatchObject({
      name: 'SingleTrip',
      start_date: isoDateInDays(30),
      cover_days: 8,
    });
  });

  it.each([
    [null, 'Please select your travel date'],
    [isoDateInDays(-1), 'Start date must be today or in the future.'],
    [isoDateInDays(46), "The date selected must be within 45 days of today's date"],
  ])('refuses a multi-trip start date %j: %s', async (date, message) => {
    const single = await answered(customer.headers);
    const response = await recalculate({
      quote_reference: single.quote_reference,
      is_multi_trip: true,
      policy_start_date: date,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ policy_start_date: [message] });
    const [row] = await t.app.database.db
      .select({ premiumCents: quotes.premiumCents })
      .from(quotes)
      .where(eq(quotes.quoteReference, single.quote_reference));
    expect(row!.premiumCents).toBe(WORKED_EXAMPLE_TOTAL_CENTS);
  });

  it('has no single trip to go back to for a quote asked as multi-trip', async () => {
    const multi = await answered(customer.headers, (request) => toMultiTrip(request));
    const response = await recalculate({
      quote_reference: multi.quote_reference,
      is_multi_trip: false,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['is_multi_trip']);
  });

  it('answers 404 for another customer’s quote and for a visitor without its cookie', async () => {
    const single = await answered(customer.headers);
    const payload = {
      quote_reference: single.quote_reference,
      is_multi_trip: true,
      policy_start_date: isoDateInDays(5),
    };
    expect((await recalculate(payload, otherCustomer.headers)).statusCode).toBe(404);
    expect((await recalculate(payload, {})).statusCode).toBe(404);
  });
});

describe('GET /api/travel/travel_quotes/latest', () => {
  const latest = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/travel/travel_quotes/latest', headers });

  it("gives the customer's own latest quote, claiming the visitor quote of their browser", async () => {
    const visitor = await quoteTravel(t.app, {}, (request) => {
      request.travel_quote.policy_holder_details.first_name = 'Orla';
    });
    const cookie = visitor.cookies.find((each) => each.name === VISITOR_COOKIE_NAME)!;
    const response = await latest({
      ...customer.headers,
      cookie: `${VISITOR_COOKIE_NAME}=${cookie.value}`,
    });
    expect(response.statusCode).toBe(200);
    const saved = savedTravelQuoteSchema.parse(response.json());
    expect(saved).toMatchObject({
      quote_reference: visitor.json().quote_reference,
      policy_reference: null,
    });
    expect(saved.travel_quote.policy_holder_details.first_name).toBe('Orla');
    expect(saved.travel_quote.cover_details.cover_days).toBe(8);
  });

  it('is only ever the caller’s own, and needs sign-in', async () => {
    const mine = await answered(customer.headers, (request) => {
      request.travel_quote.policy_holder_details.last_name = 'Owner-Only';
    });
    const other = await latest(otherCustomer.headers);
    expect(other.body).not.toContain('Owner-Only');
    expect(other.body).not.toContain(mine.quote_reference);
    expect((await latest({})).statusCode).toBe(401);
  });
});

describe('/api/profile/profile/tempQuote/TRAVEL', () => {
  const url = '/api/profile/profile/tempQuote/TRAVEL';
  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('saves with PUT or POST, keeping only the travel cards’ fields, and removes', async () => {
    const forms = {
      aboutYou: { firstName: 'Aoife', insuranceType: 'travel', unknown: 'dropped' },
      yourTrip: { tripType: '2', travelFromDate: '01/12/2026' },
      somethingElse: { kept: false },
    };
    const saved = await call('PUT', customer.headers, forms);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      aboutYou: { firstName: 'Aoife', insuranceType: 'travel' },
      yourTrip: { tripType: '2', travelFromDate: '01/12/2026' },
    };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', customer.headers)).json()).toEqual(expected);
    const replaced = await call('POST', customer.headers, {
      yourCover: { winterSportsExcess: true },
    });
    expect(replaced.json()).toEqual({ yourCover: { winterSportsExcess: true } });
    expect((await call('DELETE', customer.headers)).statusCode).toBe(204);
    expect((await call('GET', customer.headers)).statusCode).toBe(404);
  });

  it('refuses values of the wrong kind, storing nothing', async () => {
    const response = await call('PUT', customer.headers, { yourTrip: { tripType: 9 } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['yourTrip.tripType']);
    expect((await call('GET', customer.headers)).statusCode).toBe(404);
  });

  it('is the owner’s alone, and needs sign-in', async () => {
    await call('PUT', customer.headers, { aboutYou: { lastName: 'Owner-Only' } });
    const other = await call('GET', otherCustomer.headers);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Owner-Only');
    expect((await call('DELETE', otherCustomer.headers)).statusCode).toBe(404);
    expect((await call('GET', customer.headers)).json()).toEqual({
      aboutYou: { lastName: 'Owner-Only' },
    });
    for (const method of ['GET', 'PUT', 'POST', 'DELETE'] as const) {
      expect((await call(method, {}, { aboutYou: {} })).statusCode).toBe(401);
    }
  });
});
