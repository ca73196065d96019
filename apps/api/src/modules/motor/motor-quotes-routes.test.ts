import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  BIND_MESSAGES,
  CAR_COVER_MESSAGES,
  CAR_QUOTE_RULE_MESSAGES,
  calendarDateOf,
  formatIsoDate,
  carQuoteResponseSchema,
  savedCarQuoteSchema,
  type CarQuoteRequest,
  type CarQuoteResponse,
} from '@wallet/domain';
import { quotes } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  EXAMPLE_CAR_TODAY,
  WORKED_EXAMPLE_TODAY,
  authoriseCarCard,
  carCardBind,
  carQuoteRequest,
  centsOf,
  levelOf,
  priceCarQuote,
  quoteCar,
  workedExampleRequest,
} from '../../test/car-quote-fixtures.js';
import {
  TEST_OPERATOR_API_KEY,
  createTestApp,
  createTestClock,
  signIn,
  type TestApp,
} from '../../test/test-app.js';
import { VISITOR_COOKIE_NAME } from '../quotes/index.js';
import { MOTOR_QUOTE_MESSAGES } from './motor-quotes-service.js';

const clock = createTestClock(EXAMPLE_CAR_TODAY);
let t: TestApp;
let customer: Awaited<ReturnType<typeof signIn>>;
let otherCustomer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  customer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  otherCustomer = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
});
afterAll(async () => t?.close());

async function switchRsa(available: boolean) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/operator/insurer/RSA',
    headers: { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` },
    payload: { available },
  });
  expect(response.statusCode).toBe(200);
}
afterEach(async () => switchRsa(true));

async function answered(
  headers: Record<string, string>,
  change?: (request: CarQuoteRequest) => void,
): Promise<CarQuoteResponse> {
  const response = await quoteCar(t.app, headers, carQuoteRequest(change));
  expect(response.statusCode, response.body).toBe(200);
  return carQuoteResponseSchema.parse(response.json());
}

const motorQuoteCount = async (app = t.app) => {
  const [row] = await app.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(quotes)
    .where(eq(quotes.product, 'MOTOR'));
  return row!.count;
};

const storedQuote = async (reference: string) => {
  const [row] = await t.app.database.db
    .select()
    .from(quotes)
    .where(eq(quotes.quoteReference, reference));
  return row!;
};

/** The calendar day of an instant the API states. */
const dayOf = (instant: string) => formatIsoDate(calendarDateOf(new Date(instant)));

const latest = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/motor/motor_quotes/latest', headers });

const recalculate = (payload: object, headers: Record<string, string> = customer.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/motor/motor_quotes/recalculate',
    headers,
    payload,
  });

/** The premium of a level adds up as docs/car-rating.md steps 7 to 11 say. */
function expectConsistentLevel(answer: CarQuoteResponse, level: 'popular' | 'prestige') {
  const quoted = levelOf(answer, level);
  const details = quoted.premium_details;
  const extras = details.premium_optional_extras.reduce(
    (sum, extra) => sum + centsOf(extra.amount),
    0,
  );
  const afterExtras = centsOf(details.total_payment_after_bank_discount) + extras;
  expect(centsOf(details.government_levy)).toBe(Math.round(afterExtras * 0.03));
  expect(centsOf(details.single_payment)).toBe(afterExtras + centsOf(details.government_levy));
  expect(quoted.total_amount).toBe(details.single_payment);
  expect(centsOf(details.total_if_paid_by_installment)).toBe(
    centsOf(details.single_payment) +
      centsOf(details.total_annual_charge_for_payments_by_installment),
  );
}

describe('GET /api/motor/motor_quotes/latest before any car quote', () => {
  it('answers 404 for a customer with no car quote, and 401 signed out', async () => {
    expect((await latest(customer.headers)).statusCode).toBe(404);
    expect((await latest({})).statusCode).toBe(401);
  });
});

describe('POST /api/motor/motor_quotes', () => {
  it('prices the example car at both levels, for a visitor, and keeps the quote for their browser', async () => {
    const response = await quoteCar(t.app, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies.some((cookie) => cookie.name === VISITOR_COOKIE_NAME)).toBe(true);
    const answer = carQuoteResponseSchema.parse(response.json());
    expect(answer).toMatchObject({
      response: 'SUCCESS',
      error: false,
      insurer: 'RSA',
      cover_type: 'COMPREHENSIVE',
      start_date: '2026-12-01',
      acceptance_notifications: [],
    });
    // Car quotes are valid the day they are priced.
    expect(answer.valid_until).toBe(dayOf(answer.quote_timestamp));
    expect(answer.quote_reference).toMatch(/^MQ[2-9A-HJ-NP-Z]{10}$/);
    const popular = levelOf(answer, 'popular');
    const prestige = levelOf(answer, 'prestige');
    expect(answer.cover_premium).toBe(popular.total_amount);
    expect(popular.premium_id).toMatch(/^popular:MP/);
    expect(prestige.premium_id).toMatch(/^prestige:MP/);
    expect(prestige.total_amount).toBeGreaterThan(popular.total_amount);
    expect(popular.offered_extras).toEqual(['personalProtectionPlus', 'additionalBenefitsPlus']);
    expect(prestige.offered_extras).toEqual([
      'personalProtectionPlus',
      'ncdProtection',
      'additionalBenefitsPlus',
    ]);
    expect(popular.selected_extras).toEqual([]);
    expectConsistentLevel(answer, 'popular');
    expectConsistentLevel(answer, 'prestige');
    const row = await storedQuote(answer.quote_reference);
    expect(row).toMatchObject({
      product: 'MOTOR',
      ownerUserId: null,
      status: 'quoted',
      selectedInsurer: 'RSA',
      premiumCents: centsOf(popular.total_amount),
    });
  });

  it('answers a decline with its code and prices nothing', async () => {
    const before = await motorQuoteCount();
    const answer = await answered(customer.headers, (request) => {
      request.motor_quote.main_driver.penalty_details = [
        { driver_order: 1, offence: 'DRINK_DRIVING', penalty_order: 1, penalty_points: 12 },
      ];
    });
    expect(answer).toMatchObject({
      response: 'FAILURE',
      error: true,
      error_code: 'ACCEPTANCE_CRITERIA',
      popular: null,
      prestige: null,
      premium_details: [],
    });
    expect(answer.cover_premium).toBeUndefined();
    expect(answer.valid_until).toBeUndefined();
    expect(answer.acceptance_notifications).toEqual([
      expect.objectContaining({
        id: 'PENALTY_POINTS_DISQUALIFIED',
        notification_type: 'DECLINE',
        overidden: false,
      }),
    ]);
    // The decline is kept as the quote asked (a call-us page names its reference).
    expect(await motorQuoteCount()).toBe(before + 1);
    expect(await storedQuote(answer.quote_reference)).toMatchObject({
      status: 'declined',
      premiumCents: null,
    });
  });

  it('answers a referral the same way, with every notice of every level', async () => {
    const answer = await answered(customer.headers, (request) => {
      request.motor_quote.cover_details.disqualified = true;
    });
    expect(answer).toMatchObject({
      response: 'FAILURE',
      error_code: 'ACCEPTANCE_CRITERIA',
      popular: null,
      prestige: null,
    });
    expect(
      answer.acceptance_notifications.map((notice) => [notice.id, notice.notification_type]),
    ).toEqual([['DISQUALIFIED_OR_CONVICTED', 'REFERRAL']]);
    expect((await storedQuote(answer.quote_reference)).status).toBe('referred');
  });

  it('quotes Prestige alone for a car worth more than Popular’s limit, saying why Popular is not offered', async () => {
    // Worth more than Popular's limit (€50,000), within Prestige's (€100,000).
    const answer = await answered(customer.headers, (request) => {
      request.motor_quote.cover_details.vehicle_details.value = 60_000;
    });
    expect(answer).toMatchObject({
      response: 'SUCCESS',
      error: false,
      popular: null,
      acceptance_notifications: [],
      levels_not_offered: [
        {
          product_variant: 'popular',
          reason:
            'Popular is not offered for a car worth more than €50,000. Prestige insures cars worth up to €100,000.',
          notifications: [
            expect.objectContaining({ id: 'HIGH_VALUE_VEHICLE', notification_type: 'REFERRAL' }),
          ],
        },
      ],
    });
    const prestige = levelOf(answer, 'prestige');
    expect(prestige.premium_id).toMatch(/^prestige:MP/);
    expectConsistentLevel(answer, 'prestige');
    // The quote asked for Popular: its price is Prestige's, the level offered.
    expect(answer.cover_premium).toBe(prestige.total_amount);
    expect(new Set(answer.premium_details.map((line) => line.product_variant))).toEqual(
      new Set(['prestige']),
    );
    expect(await storedQuote(answer.quote_reference)).toMatchObject({
      status: 'quoted',
      premiumCents: centsOf(prestige.total_amount),
    });

    // Prestige is bought; a Popular premium id is refused, whatever it is made of.
    const quote = { quoteReference: answer.quote_reference, answer, request: carQuoteRequest() };
    quote.request.motor_quote.cover_details.vehicle_details.value = 60_000;
    const card = await authoriseCarCard(t.app, centsOf(prestige.total_amount));
    const popularBind = carCardBind(quote, 'prestige', card.token, clock.now());
    popularBind.payment_details.product_selected = prestige.premium_id.replace(
      /^prestige/,
      'popular',
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/motor/motor_quotes/bind',
      headers: customer.headers,
      payload: popularBind,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      'payment_details.product_selected': [BIND_MESSAGES.choiceNotPriced],
    });
    // A refused bind lets go of its card: Prestige is paid with a card authorised again.
    const again = await authoriseCarCard(t.app, centsOf(prestige.total_amount));
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/motor/motor_quotes/bind',
      headers: customer.headers,
      payload: carCardBind(quote, 'prestige', again.token, clock.now()),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toMatchObject({ bind_status: 'COMPLETED' });
  });

  it('quotes Prestige at its own limit, and refers the whole quote above it', async () => {
    const atLimit = await answered(customer.headers, (request) => {
      request.motor_quote.cover_details.vehicle_details.value = 100_000;
    });
    expect(atLimit.response).toBe('SUCCESS');
    expect(atLimit.popular).toBeNull();
    expect(levelOf(atLimit, 'prestige').total_amount).toBeGreaterThan(0);

    const over = await answered(customer.headers, (request) => {
      request.motor_quote.cover_details.vehicle_details.value = 100_001;
    });
    expect(over).toMatchObject({
      response: 'FAILURE',
      error_code: 'ACCEPTANCE_CRITERIA',
      popular: null,
      prestige: null,
      premium_details: [],
      levels_not_offered: [],
    });
    expect(over.acceptance_notifications.map((notice) => notice.id)).toEqual([
      'HIGH_VALUE_VEHICLE',
    ]);
    expect((await storedQuote(over.quote_reference)).status).toBe('referred');
  });

  it('quotes both levels for a car worth exactly Popular’s limit', async () => {
    const answer = await answered(customer.headers, (request) => {
      request.motor_quote.cover_details.vehicle_details.value = 50_000;
    });
    expect(answer.response).toBe('SUCCESS');
    expect(answer.levels_not_offered).toEqual([]);
    expectConsistentLevel(answer, 'popular');
    expectConsistentLevel(answer, 'prestige');
  });

  it('answers EXTERNAL_SERVICE_UNAVAILABLE when an operator switched RSA off', async () => {
    await switchRsa(false);
    const answer = await answered(customer.headers);
    expect(answer).toMatchObject({
      response: 'FAILURE',
      error: true,
      error_code: 'EXTERNAL_SERVICE_UNAVAILABLE',
      popular: null,
      prestige: null,
      acceptance_notifications: [],
    });
    expect(await storedQuote(answer.quote_reference)).toMatchObject({
      status: 'draft',
      premiumCents: null,
    });
  });

  it('keeps the registration in its written form, however a client spaced or cased it', async () => {
    const answer = await answered(customer.headers, (request) => {
      request.motor_quote.cover_details.vehicle_details.registration = ' 191 d 12345 ';
    });
    expect(answer.response).toBe('SUCCESS');
    const stored = await storedQuote(answer.quote_reference);
    const quote = stored.request as { motor_quote: CarQuoteRequest['motor_quote'] };
    // The form the Certificate of Motor Insurance and the Insurance Disc print.
    expect(quote.motor_quote.cover_details.vehicle_details.registration).toBe('191-D-12345');
  });

  it('prices a car found by a manual search, named by its ABI code and year', async () => {
    const answer = await answered(customer.headers, (request) => {
      delete request.motor_quote.cover_details.vehicle_details.registration;
    });
    expect(answer.response).toBe('SUCCESS');
    // The registration is not priced: the same car by its plate has the same prices.
    const byPlate = await answered(customer.headers);
    expect(levelOf(answer, 'popular').total_amount).toBe(levelOf(byPlate, 'popular').total_amount);
    expect(levelOf(answer, 'prestige').total_amount).toBe(
      levelOf(byPlate, 'prestige').total_amount,
    );
  });

  it('prices a quote again under its reference when the answers change, for its owner only', async () => {
    const first = await answered(customer.headers);
    const again = await answered(customer.headers, (request) => {
      request.quote_reference = first.quote_reference;
      request.motor_quote.cover_details.vehicle_details.km_per_year = 'PEAK';
    });
    expect(again.quote_reference).toBe(first.quote_reference);
    expect(levelOf(again, 'popular').premium_id).not.toBe(levelOf(first, 'popular').premium_id);
    expect(levelOf(again, 'popular').total_amount).toBeGreaterThan(
      levelOf(first, 'popular').total_amount,
    );
    const stranger = await answered(otherCustomer.headers, (request) => {
      request.quote_reference = first.quote_reference;
    });
    expect(stranger.quote_reference).not.toBe(first.quote_reference);
    expect((await storedQuote(first.quote_reference)).ownerUserId).not.toBe(
      (await storedQuote(stranger.quote_reference)).ownerUserId,
    );
  });

  describe('the car must be the catalogue’s: refused with 400 and nothing stored', () => {
    const VEHICLE = 'motor_quote.cover_details.vehicle_details';
    it.each<[string, (request: CarQuoteRequest) => void, Record<string, string[]>]>([
      [
        'another make than the registration’s car',
        (request) => {
          request.motor_quote.cover_details.vehicle_details.make = 'Lexus';
        },
        { [`${VEHICLE}.make`]: [MOTOR_QUOTE_MESSAGES.vehicleDiffers('make')] },
      ],
      [
        'a lower ABI group than the car’s (a cheaper price)',
        (request) => {
          request.motor_quote.cover_details.vehicle_details.risk = 5;
        },
        { [`${VEHICLE}.risk`]: [MOTOR_QUOTE_MESSAGES.vehicleDiffers('insurance group')] },
      ],
      [
        'a manual search whose ABI group is not the ABI code’s',
        (request) => {
          const vehicle = request.motor_quote.cover_details.vehicle_details;
          delete vehicle.registration;
          vehicle.risk = 13;
        },
        { [`${VEHICLE}.risk`]: [MOTOR_QUOTE_MESSAGES.vehicleDiffers('insurance group')] },
      ],
      [
        'a manual search of an ABI code not sold in that year',
        (request) => {
          const vehicle = request.motor_quote.cover_details.vehicle_details;
          delete vehicle.registration;
          vehicle.year = 2015;
        },
        { [`${VEHICLE}.abi_code`]: [MOTOR_QUOTE_MESSAGES.unknownAbiCode] },
      ],
    ])('%s', async (_label, change, fieldErrors) => {
      const before = await motorQuoteCount();
      const response = await quoteCar(t.app, customer.headers, carQuoteRequest(change));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toEqual(fieldErrors);
      expect(await motorQuoteCount()).toBe(before);
    });
  });

  describe('bad requests are refused with 400 and field errors, and nothing stored', () => {
    const QUOTE = 'motor_quote';
    it.each<[string, (request: CarQuoteRequest) => void, string, string | undefined]>([
      [
        'a start date in the past',
        (request) => {
          request.motor_quote.cover_details.start_date = '2026-11-19';
        },
        `${QUOTE}.cover_details.start_date`,
        'Start date must be today or in the future.',
      ],
      [
        'a start date more than 45 days ahead',
        (request) => {
          request.motor_quote.cover_details.start_date = '2027-01-05';
        },
        `${QUOTE}.cover_details.start_date`,
        'Please enter a date up to 04/01/2027',
      ],
      [
        'a missing date of birth',
        (request) => {
          delete (
            request.motor_quote.main_driver as Partial<typeof request.motor_quote.main_driver>
          ).date_of_birth;
        },
        `${QUOTE}.main_driver.date_of_birth`,
        undefined,
      ],
      [
        'years held as text',
        (request) => {
          (request.motor_quote.main_driver as unknown as Record<string, unknown>).license_years =
            '12';
        },
        `${QUOTE}.main_driver.license_years`,
        undefined,
      ],
      [
        'a NUL character in a name',
        (request) => {
          request.motor_quote.main_driver.first_name = 'Nia\u0000mh';
        },
        `${QUOTE}.main_driver.first_name`,
        'Text must not contain NUL characters or unpaired surrogate characters.',
      ],
      [
        'a car worth 1e308 euro',
        (request) => {
          request.motor_quote.cover_details.vehicle_details.value = 1e308;
        },
        `${QUOTE}.cover_details.vehicle_details.value`,
        undefined,
      ],
      [
        'a claim of 10^20 euro',
        (request) => {
          request.motor_quote.main_driver.claims = [
            {
              claim_type: 'THEFT',
              claim_status: 'CLOSED',
              claim_amount: 100_000_000_000_000_000_000,
            },
          ];
        },
        `${QUOTE}.main_driver.claims.0.claim_amount`,
        undefined,
      ],
      [
        'an additional driver numbered 3 when they are the second driver',
        (request) => {
          request.motor_quote.additional_drivers[0]!.driver_order = 3;
        },
        `${QUOTE}.additional_drivers.0.driver_order`,
        CAR_QUOTE_RULE_MESSAGES.derivedDiffers('driver order', '2'),
      ],
      [
        'an additional driver’s offence filed under the main driver',
        (request) => {
          request.motor_quote.additional_drivers[0]!.penalty_details[0]!.driver_order = 1;
        },
        `${QUOTE}.additional_drivers.0.penalty_details.0.driver_order`,
        CAR_QUOTE_RULE_MESSAGES.derivedDiffers('driver order', '2'),
      ],
      [
        '13 penalty points for one offence',
        (request) => {
          request.motor_quote.additional_drivers[0]!.penalty_details[0]!.penalty_points = 13;
        },
        `${QUOTE}.additional_drivers.0.penalty_details.0.penalty_points`,
        CAR_COVER_MESSAGES.penaltyPointsRange,
      ],
      [
        'NCD protection on Popular',
        (request) => {
          request.motor_quote.cover_details.optional_extras = ['ncdProtection'];
        },
        `${QUOTE}.cover_details.optional_extras`,
        CAR_QUOTE_RULE_MESSAGES.extraNotOffered,
      ],
      [
        'an extra on third party, fire and theft',
        (request) => {
          request.motor_quote.cover_details.type = 'THIRD_PARTY_AND_THEFT';
          request.motor_quote.cover_details.product_selected = 'prestige';
          request.motor_quote.cover_details.optional_extras = ['personalProtectionPlus'];
        },
        `${QUOTE}.cover_details.optional_extras`,
        CAR_QUOTE_RULE_MESSAGES.extraNotOffered,
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
      const before = await motorQuoteCount();
      const response = await quoteCar(t.app, customer.headers, carQuoteRequest(change));
      expect(response.statusCode, response.body).toBe(400);
      const fieldErrors = response.json().fieldErrors as Record<string, string[]>;
      expect(Object.keys(fieldErrors)).toEqual([path]);
      if (message !== undefined) expect(fieldErrors[path]).toEqual([message]);
      expect(await motorQuoteCount()).toBe(before);
    });

    it('refuses a payload of the wrong shape or no body at all', async () => {
      const before = await motorQuoteCount();
      for (const payload of [
        { ...carQuoteRequest(), version: '2.0' },
        { ...carQuoteRequest(), motor_quote: { carrier_id: 'AXA' } },
        { product: 'MOTOR' },
        [],
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/motor/motor_quotes',
          headers: customer.headers,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/motor/motor_quotes',
        headers: { ...customer.headers, 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(await motorQuoteCount()).toBe(before);
    });
  });
});

describe('the worked example of docs/car-rating.md, through the API', () => {
  let worked: TestApp;

  beforeAll(async () => {
    worked = await createTestApp({ clock: createTestClock(WORKED_EXAMPLE_TODAY).now });
  });
  afterAll(async () => worked?.close());

  it('refuses NCD protection for the example, which has no years left to protect after the step-back', async () => {
    const response = await quoteCar(
      worked.app,
      {},
      workedExampleRequest((request) => {
        request.motor_quote.cover_details.optional_extras = [
          'personalProtectionPlus',
          'ncdProtection',
        ];
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'motor_quote.cover_details.optional_extras': [CAR_QUOTE_RULE_MESSAGES.extraNotOffered],
    });
  });

  it('prices both levels to the cent', async () => {
    const priced = await priceCarQuote(worked.app, {}, workedExampleRequest());
    const { answer } = priced;
    expect(answer).toMatchObject({
      response: 'SUCCESS',
      start_date: '2025-03-14',
      // The level asked for (Prestige) is the quote's price.
      cover_premium: 2_012.63,
      levels_not_offered: [],
    });
    expect(answer.valid_until).toBe(dayOf(answer.quote_timestamp));
    expect(answer.popular).toEqual({
      premium_id: expect.stringMatching(/^popular:/),
      total_amount: 1_748.39,
      direct_debit_amount: 152.99,
      card_deposit_amount: 305.98,
      premium_details: {
        premium_before_discounts: 2_315.94,
        total_no_claims_discount: 463.19,
        total_payment_after_no_claims_discount: 1_852.75,
        total_bank_discount: 185.28,
        total_bank_discount_percentage: 10,
        total_payment_after_bank_discount: 1_667.47,
        premium_optional_extras: [{ text: 'Personal Protection Plus', amount: 30 }],
        single_payment: 1_748.39,
        direct_debit_amount: 152.99,
        card_deposit_amount: 305.98,
        total_annual_charge_for_payments_by_installment: 87.42,
        total_if_paid_by_installment: 1_835.81,
        government_levy: 50.92,
      },
      offered_extras: ['personalProtectionPlus', 'additionalBenefitsPlus'],
      selected_extras: ['personalProtectionPlus'],
      extra_prices: [
        { extra: 'personalProtectionPlus', amount: 30 },
        { extra: 'additionalBenefitsPlus', amount: 45 },
      ],
    });
    expect(answer.prestige).toEqual({
      premium_id: expect.stringMatching(/^prestige:/),
      total_amount: 2_012.63,
      direct_debit_amount: 176.11,
      card_deposit_amount: 352.22,
      premium_details: {
        premium_before_discounts: 2_672.24,
        total_no_claims_discount: 534.45,
        total_payment_after_no_claims_discount: 2_137.79,
        total_bank_discount: 213.78,
        total_bank_discount_percentage: 10,
        total_payment_after_bank_discount: 1_924.01,
        premium_optional_extras: [{ text: 'Personal Protection Plus', amount: 30 }],
        single_payment: 2_012.63,
        direct_debit_amount: 176.11,
        card_deposit_amount: 352.22,
        total_annual_charge_for_payments_by_installment: 100.63,
        total_if_paid_by_installment: 2_113.26,
        government_levy: 58.62,
      },
      // NCD protection needs 4 years after the step-back; 2 are left.
      offered_extras: ['personalProtectionPlus', 'additionalBenefitsPlus'],
      selected_extras: ['personalProtectionPlus'],
      extra_prices: [
        { extra: 'personalProtectionPlus', amount: 30 },
        { extra: 'additionalBenefitsPlus', amount: 45 },
      ],
    });
    // The premium table starts from the premium before discounts and adds up to the total.
    expect(
      answer.premium_details
        .filter((line) => line.product_variant === 'popular')
        .map((line) => [line.id, line.sequence, line.amount]),
    ).toEqual([
      ['PREMIUM', 1, 2_315.94],
      ['NCD', 2, -463.19],
      ['BANK_DISCOUNT', 3, -185.28],
      ['EXTRA_personalProtectionPlus', 4, 30],
      ['LEVY', 5, 50.92],
      ['TOTAL', 6, 1_748.39],
    ]);
    // The level looked at (Prestige) is the quote's price in the table.
    expect(
      (await worked.repositories.motorQuotes.findByReference(priced.quoteReference))!,
    ).toMatchObject({ premiumCents: 201_263 });
  });

  it('takes a start within 45 days when no last start date is configured', async () => {
    const inWindow = await quoteCar(
      worked.app,
      {},
      workedExampleRequest((request) => {
        request.motor_quote.cover_details.start_date = '2025-04-17';
      }),
    );
    expect(inWindow.statusCode, inWindow.body).toBe(200);
    const after = await quoteCar(
      worked.app,
      {},
      workedExampleRequest((request) => {
        request.motor_quote.cover_details.start_date = '2025-04-18';
      }),
    );
    expect(after.statusCode).toBe(400);
    expect(after.json().fieldErrors).toEqual({
      'motor_quote.cover_details.start_date': ['Please enter a date up to 17/04/2025'],
    });
  });

  it('refuses a start after MOTOR_LAST_START_DATE, with the cap’s date', async () => {
    const capped = await createTestApp({
      clock: createTestClock(WORKED_EXAMPLE_TODAY).now,
      env: { MOTOR_LAST_START_DATE: '2025-03-30' },
      seed: false,
    });
    try {
      const startingOn = (date: string) =>
        quoteCar(
          capped.app,
          {},
          workedExampleRequest((request) => {
            request.motor_quote.cover_details.start_date = date;
          }),
        );
      expect((await startingOn('2025-03-30')).statusCode).toBe(200);
      const before = await motorQuoteCount(capped.app);
      const refused = await startingOn('2025-03-31');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({
        'motor_quote.cover_details.start_date': ['Please enter a date up to 30/03/2025'],
      });
      expect(await motorQuoteCount(capped.app)).toBe(before);
      // The form is told the same cap, so it says so beside the field before asking.
      const parameters = await capped.app.inject({
        method: 'GET',
        url: '/api/motor/quote_parameters',
      });
      expect(parameters.json()).toEqual({ last_start_date: '2025-03-30' });
    } finally {
      await capped.close();
    }
  });

  it('tells the form there is no cap when MOTOR_LAST_START_DATE is unset', async () => {
    const parameters = await t.app.inject({ method: 'GET', url: '/api/motor/quote_parameters' });
    expect(parameters.statusCode).toBe(200);
    expect(parameters.json()).toEqual({ last_start_date: null });
  });
});

describe('POST /api/motor/motor_quotes/recalculate', () => {
  it('keeps the quote as it was when RSA cannot be asked: 503, nothing written', async () => {
    const first = await answered(customer.headers);
    const before = await storedQuote(first.quote_reference);
    await switchRsa(false);
    const response = await recalculate({
      quote_reference: first.quote_reference,
      cover_level: 'prestige',
      cover_type: 'COMPREHENSIVE',
      optional_extras: ['personalProtectionPlus'],
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(await storedQuote(first.quote_reference)).toEqual(before);
  });

  it('refuses NCD protection when no no-claims years are left to protect, writing nothing', async () => {
    // The example's driver declares no no-claims years: nothing to protect (docs/car-rating.md).
    const first = await answered(customer.headers, (request) => {
      request.motor_quote.main_driver.ncb_year_on_other_policy = 0;
    });
    const before = await storedQuote(first.quote_reference);
    const response = await recalculate({
      quote_reference: first.quote_reference,
      cover_level: 'prestige',
      cover_type: 'COMPREHENSIVE',
      optional_extras: ['ncdProtection'],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      optional_extras: [CAR_QUOTE_RULE_MESSAGES.extraNotOffered],
    });
    expect(await storedQuote(first.quote_reference)).toEqual(before);
  });

  it('adds the extras a level offers: a new price and new premium ids, under the same reference', async () => {
    const first = await answered(customer.headers);
    const response = await recalculate({
      quote_reference: first.quote_reference,
      cover_level: 'prestige',
      cover_type: 'COMPREHENSIVE',
      optional_extras: ['personalProtectionPlus', 'ncdProtection'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const again = carQuoteResponseSchema.parse(response.json());
    expect(again.quote_reference).toBe(first.quote_reference);
    expect(again.response).toBe('SUCCESS');
    const before = levelOf(first, 'prestige');
    const after = levelOf(again, 'prestige');
    expect(after.premium_id).not.toBe(before.premium_id);
    expect(levelOf(again, 'popular').premium_id).not.toBe(levelOf(first, 'popular').premium_id);
    expect(after.selected_extras).toEqual(['personalProtectionPlus', 'ncdProtection']);
    const afterBank = centsOf(after.premium_details.total_payment_after_bank_discount);
    expect(afterBank).toBe(centsOf(before.premium_details.total_payment_after_bank_discount));
    expect(after.premium_details.premium_optional_extras).toEqual([
      { text: 'Personal Protection Plus', amount: 30 },
      { text: 'No Claims Discount Protection', amount: Math.round(afterBank * 0.1) / 100 },
    ]);
    expect(after.total_amount).toBeGreaterThan(before.total_amount);
    expectConsistentLevel(again, 'prestige');
    // Popular does not offer NCD protection: only Personal Protection Plus is added there.
    expect(levelOf(again, 'popular').selected_extras).toEqual(['personalProtectionPlus']);
    expect(centsOf(levelOf(again, 'popular').total_amount)).toBe(
      centsOf(levelOf(first, 'popular').total_amount) + Math.round(3_000 * 1.03),
    );
    const stored = await storedQuote(first.quote_reference);
    expect(stored.premiumCents).toBe(centsOf(after.total_amount));
  });

  it('switches the level and the cover type; third party offers no extras', async () => {
    const first = await answered(customer.headers);
    const response = await recalculate({
      quote_reference: first.quote_reference,
      cover_level: 'prestige',
      cover_type: 'THIRD_PARTY_AND_THEFT',
      optional_extras: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    const switched = carQuoteResponseSchema.parse(response.json());
    expect(switched.cover_type).toBe('THIRD_PARTY_AND_THEFT');
    expect(levelOf(switched, 'prestige').offered_extras).toEqual([]);
    expect(levelOf(switched, 'popular').offered_extras).toEqual([]);
    expect(levelOf(switched, 'popular').total_amount).toBeLessThan(
      levelOf(first, 'popular').total_amount,
    );
    const saved = savedCarQuoteSchema.parse((await latest(customer.headers)).json());
    expect(saved.quote_reference).toBe(first.quote_reference);
    expect(saved.motor_quote.cover_details).toMatchObject({
      type: 'THIRD_PARTY_AND_THEFT',
      product_selected: 'prestige',
      optional_extras: [],
    });
  });

  it.each([
    ['NCD protection on Popular', 'popular', 'COMPREHENSIVE', ['ncdProtection']],
    ['an extra on third party', 'prestige', 'THIRD_PARTY_AND_THEFT', ['personalProtectionPlus']],
    [
      'an extra twice',
      'prestige',
      'COMPREHENSIVE',
      ['personalProtectionPlus', 'personalProtectionPlus'],
    ],
  ])('refuses %s, leaving the price as it was', async (_label, level, type, extras) => {
    const first = await answered(customer.headers);
    const response = await recalculate({
      quote_reference: first.quote_reference,
      cover_level: level,
      cover_type: type,
      optional_extras: extras,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['optional_extras']);
    const stored = await storedQuote(first.quote_reference);
    expect(stored.premiumCents).toBe(centsOf(levelOf(first, 'popular').total_amount));
    expect(stored.request).toMatchObject({
      motor_quote: { cover_details: { product_selected: 'popular', optional_extras: [] } },
    });
  });

  it('refuses a recalculation of the wrong shape', async () => {
    const first = await answered(customer.headers);
    for (const payload of [
      {
        quote_reference: first.quote_reference,
        cover_level: 'gold',
        cover_type: 'COMPREHENSIVE',
        optional_extras: [],
      },
      {
        quote_reference: first.quote_reference,
        cover_level: 'popular',
        cover_type: 'COMPREHENSIVE',
        optional_extras: ['roadside'],
      },
      {
        quote_reference: first.quote_reference,
        cover_level: 'popular',
        cover_type: 'COMPREHENSIVE',
        optional_extras: [],
        premium: 1,
      },
      {},
    ]) {
      expect((await recalculate(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 404 for another customer’s quote, and for a visitor without its cookie', async () => {
    const first = await answered(customer.headers);
    const payload = {
      quote_reference: first.quote_reference,
      cover_level: 'prestige',
      cover_type: 'COMPREHENSIVE',
      optional_extras: ['personalProtectionPlus'],
    };
    expect((await recalculate(payload, otherCustomer.headers)).statusCode).toBe(404);
    expect((await recalculate(payload, {})).statusCode).toBe(404);
    expect((await storedQuote(first.quote_reference)).premiumCents).toBe(
      centsOf(levelOf(first, 'popular').total_amount),
    );
  });

  it('refuses to price a bought quote again; latest names its policy', async () => {
    const quote = await priceCarQuote(t.app, customer.headers);
    const card = await authoriseCarCard(
      t.app,
      centsOf(levelOf(quote.answer, 'popular').total_amount),
    );
    const bind = await t.app.inject({
      method: 'POST',
      url: '/api/motor/motor_quotes/bind',
      headers: customer.headers,
      payload: carCardBind(quote, 'popular', card.token, clock.now()),
    });
    expect(bind.statusCode, bind.body).toBe(200);
    const policyReference = bind.json().policy_creation_response_model.reference_number as string;
    expect(policyReference).toMatch(/^MPR-\d+$/);
    expect((await latest(customer.headers)).json()).toMatchObject({
      quote_reference: quote.quoteReference,
      policy_reference: policyReference,
    });

    const response = await recalculate({
      quote_reference: quote.quoteReference,
      cover_level: 'prestige',
      cover_type: 'COMPREHENSIVE',
      optional_extras: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      quote_reference: [MOTOR_QUOTE_MESSAGES.bought],
    });
    const stored = await storedQuote(quote.quoteReference);
    expect(stored).toMatchObject({
      status: 'bound',
      premiumCents: centsOf(levelOf(quote.answer, 'popular').total_amount),
    });
    // Asking again under its reference makes a new quote; the bought one stays as it was.
    const requote = await answered(customer.headers, (request) => {
      request.quote_reference = quote.quoteReference;
    });
    expect(requote.quote_reference).not.toBe(quote.quoteReference);
    expect(await storedQuote(quote.quoteReference)).toEqual(stored);
  });
});

describe('GET /api/motor/motor_quotes/latest', () => {
  it('gives the visitor quote of their browser to the customer who signs in on it', async () => {
    const visitor = await quoteCar(
      t.app,
      {},
      carQuoteRequest((request) => {
        request.motor_quote.main_driver.first_name = 'Orla';
      }),
    );
    expect(visitor.statusCode).toBe(200);
    const cookie = visitor.cookies.find((each) => each.name === VISITOR_COOKIE_NAME)!;
    const reference = visitor.json().quote_reference as string;
    expect((await storedQuote(reference)).ownerUserId).toBeNull();
    const response = await latest({
      ...otherCustomer.headers,
      cookie: `${VISITOR_COOKIE_NAME}=${cookie.value}`,
    });
    expect(response.statusCode).toBe(200);
    const saved = savedCarQuoteSchema.parse(response.json());
    expect(saved).toMatchObject({ quote_reference: reference, policy_reference: null });
    expect(saved.motor_quote.main_driver.first_name).toBe('Orla');
    const owner = await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email);
    expect(await storedQuote(reference)).toMatchObject({
      ownerUserId: owner!.id,
      visitorKeyHash: null,
    });
    // Claimed: the browser alone no longer reaches it.
    const signedOut = await recalculate(
      {
        quote_reference: reference,
        cover_level: 'popular',
        cover_type: 'COMPREHENSIVE',
        optional_extras: [],
      },
      { cookie: `${VISITOR_COOKIE_NAME}=${cookie.value}` },
    );
    expect(signedOut.statusCode).toBe(404);
  });

  it('is only ever the caller’s own', async () => {
    const mine = await answered(customer.headers, (request) => {
      request.motor_quote.main_driver.last_name = 'Owner-Only';
    });
    const other = await latest(otherCustomer.headers);
    expect(other.body).not.toContain('Owner-Only');
    expect(other.body).not.toContain(mine.quote_reference);
    const own = savedCarQuoteSchema.parse((await latest(customer.headers)).json());
    expect(own.quote_reference).toBe(mine.quote_reference);
    expect(own.motor_quote.main_driver.last_name).toBe('Owner-Only');
  });
});
