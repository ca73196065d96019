import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ABOUT_YOU_MESSAGES,
  DEFAULT_FEATURE_FLAGS,
  PROMO_MESSAGES,
  homeQuoteResponseSchema,
  homeRecalculationResponseSchema,
  type HomeQuoteRequest,
  type HomeQuoteResponse,
} from '@wallet/domain';
import { createDemoStaffDirectory } from '../../adapters/staff-directory/demo-staff-directory.js';
import { DEMO_STAFF } from '../../adapters/staff-directory/demo-staff.js';
import { quotes } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { TEST_OPERATOR_API_KEY, createTestApp, type TestApp } from '../../test/test-app.js';
import { homeQuoteRequest } from '../../test/home-quote-fixtures.js';
import { VISITOR_COOKIE_NAME } from '../quotes/index.js';
import { homeDiscountProblems, type HomeDiscountDeps } from './home-discounts.js';

/*
 * The promotion and staff discounts on the server (home.md 5 and 9): a staff number must be in
 * the staff directory, home_premium_discounts_enabled switches both discounts, and a quote priced
 * with a discount no longer given is refused at bind.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function setDiscountsEnabled(enabled: boolean) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/operator/feature/home_premium_discounts_enabled',
    headers: { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` },
    payload: { enabled },
  });
  expect(response.statusCode).toBe(200);
}
// Every test starts as a fresh installation does: discounts on.
afterEach(async () => setDiscountsEnabled(true));

const STAFF_NUMBER = 'A2345678';
/** Of the right shape, but nobody's. */
const UNKNOWN_STAFF_NUMBER = 'A1234567';

const withCode =
  (promotionCode: string | undefined, staffNumber?: string) => (request: HomeQuoteRequest) => {
    request.home_quote.promotion_code = promotionCode;
    request.home_quote.staff_number = staffNumber;
  };

const STAFF_MEMBER = DEMO_STAFF.find((member) => member.staffNumber === STAFF_NUMBER)!;

/** The staff member quoting for themselves: their number, name and date of birth. */
const asStaffMember =
  (promotionCode = 'staff', staffNumber = STAFF_NUMBER) =>
  (request: HomeQuoteRequest) => {
    withCode(promotionCode, staffNumber)(request);
    const holder = request.home_quote.policy_holder_details;
    holder.first_name = STAFF_MEMBER.givenName;
    holder.last_name = STAFF_MEMBER.familyName;
    holder.date_of_birth = STAFF_MEMBER.dateOfBirth;
  };

async function ask(change: (request: HomeQuoteRequest) => void) {
  return t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes',
    payload: homeQuoteRequest(change),
  });
}

async function quoted(change: (request: HomeQuoteRequest) => void) {
  const response = await ask(change);
  expect(response.statusCode, response.body).toBe(200);
  const visitorCookie = response.cookies.find((cookie) => cookie.name === VISITOR_COOKIE_NAME);
  return {
    answer: homeQuoteResponseSchema.parse(response.json()),
    cookie: `${VISITOR_COOKIE_NAME}=${visitorCookie!.value}`,
  };
}

/** Each insurer's price, e.g. { RSA: 231.5, FBD: 240.1 }. */
const pricesOf = (answer: HomeQuoteResponse) =>
  Object.fromEntries(answer.quotes.map((entry) => [entry.insurer, entry.price]));

const lineNames = (answer: HomeQuoteResponse) =>
  answer.quotes.flatMap((entry) => entry.premium_details.map((detail) => detail.item_name));

describe('the staff number is checked against the staff directory', () => {
  it('refuses a staff number of the right shape that the directory does not know', async () => {
    const response = await ask(withCode('staff', UNKNOWN_STAFF_NUMBER));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'home_quote.staff_number': [ABOUT_YOU_MESSAGES.staffNumberInvalid],
    });
    expect(ABOUT_YOU_MESSAGES.staffNumberInvalid).toBe(
      'Please enter a valid staff number E.g. A1234567.',
    );
  });

  it('tells an unknown staff number together with the other problems of the request', async () => {
    const response = await ask((request) => {
      withCode('staff', 'C0000000')(request);
      request.home_quote.policy_holder_details.first_name = 'J';
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual([
      'home_quote.policy_holder_details.first_name',
      'home_quote.staff_number',
    ]);
  });

  it('stores nothing for a refused staff number', async () => {
    const before = await t.app.database.db.select({ id: quotes.id }).from(quotes);
    expect((await ask(withCode('staff', UNKNOWN_STAFF_NUMBER))).statusCode).toBe(400);
    const after = await t.app.database.db.select({ id: quotes.id }).from(quotes);
    expect(after.length).toBe(before.length);
  });

  it("gives a staff member's number, in any case, the staff discount", async () => {
    const plain = pricesOf((await quoted(withCode(undefined))).answer);
    const staff = (await quoted(asStaffMember('Staff', ` ${STAFF_NUMBER.toLowerCase()} `))).answer;
    for (const insurer of ['RSA', 'FBD'] as const) {
      expect(pricesOf(staff)[insurer]).toBeLessThan(plain[insurer]!);
    }
    expect(lineNames(staff)).toContain('Staff Discount');
  });
});

describe("a staff number is its holder's alone", () => {
  it("answers someone else's real staff number exactly as an unknown one, and stores nothing", async () => {
    const before = await t.app.database.db.select({ id: quotes.id }).from(quotes);
    const someoneElses = await ask(withCode('staff', STAFF_NUMBER));
    const unknown = await ask(withCode('staff', UNKNOWN_STAFF_NUMBER));
    expect(someoneElses.statusCode).toBe(400);
    expect(someoneElses.json()).toEqual(unknown.json());
    expect(someoneElses.json().fieldErrors).toEqual({
      'home_quote.staff_number': [ABOUT_YOU_MESSAGES.staffNumberInvalid],
    });
    const after = await t.app.database.db.select({ id: quotes.id }).from(quotes);
    expect(after.length).toBe(before.length);
  });

  it('needs the name and the date of birth together', async () => {
    const wrongBirthday = await ask((request) => {
      asStaffMember()(request);
      request.home_quote.policy_holder_details.date_of_birth = '1988-04-13';
    });
    expect(wrongBirthday.statusCode).toBe(400);
    const wrongName = await ask((request) => {
      asStaffMember()(request);
      request.home_quote.policy_holder_details.first_name = 'Nora';
    });
    expect(wrongName.statusCode).toBe(400);
  });

  it("gives it to an account whose proven e-mail is the staff member's, and not before it is proven", async () => {
    const stored = await t.repositories.homeQuotes.findByReference(
      (await quoted(asStaffMember())).answer.quote_reference,
    );
    // Someone else now buys the staff member's quote: a different name on a copy of it.
    const copied = {
      ...stored!,
      request: {
        home_quote: {
          ...stored!.request.home_quote,
          policy_holder_details: {
            ...stored!.request.home_quote.policy_holder_details,
            first_name: 'Mary',
            last_name: 'Byrne',
          },
        },
      },
    };
    const withAccount = (emailVerified: boolean): HomeDiscountDeps => ({
      staffDirectory: createDemoStaffDirectory(DEMO_STAFF),
      flags: { readAll: async () => DEFAULT_FEATURE_FLAGS },
      accounts: { findById: async () => ({ email: STAFF_MEMBER.email, emailVerified }) },
    });
    await expect(homeDiscountProblems(copied, 'account', withAccount(true))).resolves.toEqual({});
    await expect(homeDiscountProblems(copied, 'account', withAccount(false))).resolves.toEqual({
      'home_quote.staff_number': [ABOUT_YOU_MESSAGES.staffNumberInvalid],
    });
  });
});

describe('home_premium_discounts_enabled', () => {
  it('on (as a fresh installation starts): Online10 and a staff member pay less', async () => {
    const flags = await t.app.inject({ method: 'GET', url: '/api/feature' });
    expect(flags.json().home_premium_discounts_enabled).toBe(true);

    const plain = pricesOf((await quoted(withCode(undefined))).answer);
    const online = (await quoted(withCode('Online10'))).answer;
    const staff = (await quoted(asStaffMember())).answer;
    for (const insurer of ['RSA', 'FBD'] as const) {
      expect(pricesOf(online)[insurer]).toBeLessThan(plain[insurer]!);
      expect(pricesOf(staff)[insurer]).toBeLessThan(plain[insurer]!);
    }
    expect(lineNames(online)).toContain('Promotional Discount');
    expect(lineNames(staff)).toContain('Staff Discount');
  });

  it('off: Online10 and a staff member pay what a quote without a code costs', async () => {
    await setDiscountsEnabled(false);
    const plain = pricesOf((await quoted(withCode(undefined))).answer);
    const online = (await quoted(withCode('Online10'))).answer;
    const staff = (await quoted(asStaffMember())).answer;
    expect(pricesOf(online)).toEqual(plain);
    expect(pricesOf(staff)).toEqual(plain);
    expect(lineNames(online)).not.toContain('Promotional Discount');
    expect(lineNames(staff)).not.toContain('Staff Discount');
  });

  it('off: a staff number earns nothing, so the directory is not asked', async () => {
    await setDiscountsEnabled(false);
    const plain = pricesOf((await quoted(withCode(undefined))).answer);
    const unknown = (await quoted(withCode('staff', UNKNOWN_STAFF_NUMBER))).answer;
    expect(pricesOf(unknown)).toEqual(plain);
    // The form rules still hold: a malformed number or a made-up code is refused.
    expect((await ask(withCode('staff', 'A12345'))).statusCode).toBe(400);
    expect((await ask(withCode('Online11'))).statusCode).toBe(400);
  });

  it('switches the promotion check: no code is valid while discounts are off', async () => {
    const check = async (promoCode: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/home/promo/validate?promoCode=${promoCode}`,
        })
      ).json();
    expect(await check('Online10')).toBe(true);
    expect(await check('staff')).toBe(true);
    await setDiscountsEnabled(false);
    expect(await check('Online10')).toBe(false);
    expect(await check('staff')).toBe(false);
    expect(await check('Online20')).toBe(false);
  });

  it('a recalculation after discounts are switched off prices without them', async () => {
    const { answer, cookie } = await quoted(withCode('Online10'));
    const chosen = answer.quotes[0]!;
    const plain = (await quoted(withCode(undefined))).answer.quotes[0]!;
    await setDiscountsEnabled(false);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes/recalculate',
      headers: { cookie },
      payload: {
        quote_reference: answer.quote_reference,
        product_selected: chosen.scheme_code,
        cover_details: {
          excess_amount: '3',
          contents_accidental_damage_cover: false,
          no_claim_discount_cover: false,
          home_emergency_assist_cover: false,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [recalculated] = homeRecalculationResponseSchema.parse(response.json());
    expect(recalculated!.price).toBe(plain.price);
    expect(recalculated!.price).toBeGreaterThan(chosen.price!);
  });
});

describe('homeDiscountProblems: the discount checked again at bind', () => {
  const storedOf = async (answer: HomeQuoteResponse) => {
    const stored = await t.repositories.homeQuotes.findByReference(answer.quote_reference);
    expect(stored).toBeDefined();
    return stored!;
  };
  const deps = (
    options: { enabled?: boolean; staff?: typeof DEMO_STAFF } = {},
  ): HomeDiscountDeps => ({
    staffDirectory: createDemoStaffDirectory(options.staff ?? DEMO_STAFF),
    flags: {
      readAll: async () => ({
        ...DEFAULT_FEATURE_FLAGS,
        home_premium_discounts_enabled: options.enabled ?? true,
      }),
    },
    accounts: t.repositories.users,
  });
  /** A customer account of this file's database: the buyer at bind. */
  const buyer = async () =>
    (await t.repositories.users.findByEmail(DEMO_ACCOUNTS.customer.email))!.id;

  it('passes a quote whose discounts are still given, and one priced without any', async () => {
    const staff = await storedOf((await quoted(asStaffMember())).answer);
    const online = await storedOf((await quoted(withCode('Online10'))).answer);
    const plain = await storedOf((await quoted(withCode(undefined))).answer);
    for (const stored of [staff, online, plain]) {
      await expect(homeDiscountProblems(stored, await buyer(), deps())).resolves.toEqual({});
    }
    await expect(
      homeDiscountProblems(plain, await buyer(), deps({ enabled: false })),
    ).resolves.toEqual({});
  });

  it('refuses a staff discount whose staff number has left the directory', async () => {
    const stored = await storedOf((await quoted(asStaffMember())).answer);
    const left = DEMO_STAFF.filter((member) => member.staffNumber !== STAFF_NUMBER);
    await expect(
      homeDiscountProblems(stored, await buyer(), deps({ staff: left })),
    ).resolves.toEqual({
      'home_quote.staff_number': [ABOUT_YOU_MESSAGES.staffNumberInvalid],
    });
  });

  it('refuses a promotional or staff discount once discounts are switched off', async () => {
    const expected = { 'home_quote.promotion_code': [PROMO_MESSAGES.discountsUnavailable] };
    for (const change of [withCode('Online10'), asStaffMember()]) {
      const stored = await storedOf((await quoted(change)).answer);
      await expect(
        homeDiscountProblems(stored, await buyer(), deps({ enabled: false })),
      ).resolves.toEqual(expected);
    }
  });

  it('passes a quote priced while discounts were off, whatever its code, once they are on', async () => {
    await setDiscountsEnabled(false);
    const stored = await storedOf((await quoted(withCode('staff', UNKNOWN_STAFF_NUMBER))).answer);
    await expect(homeDiscountProblems(stored, await buyer(), deps())).resolves.toEqual({});
  });

  it('looks at the chosen scheme only when told which', async () => {
    const { answer } = await quoted(withCode('Online10'));
    const stored = await storedOf(answer);
    // Rated without the discount for one insurer only: that insurer's price carries none.
    const [first, second] = stored.answers.ratings;
    const bare = {
      ...stored,
      answers: {
        ...stored.answers,
        ratings: [
          first!,
          {
            ...second!,
            rating:
              second!.rating.outcome === 'quoted'
                ? {
                    ...second!.rating,
                    premiumDetails: second!.rating.premiumDetails.filter(
                      (detail) => detail.unique_code !== 'PROMOPCT',
                    ),
                  }
                : second!.rating,
          },
        ],
      },
    };
    const off = deps({ enabled: false });
    const schemeOf = (index: number) => answer.quotes[index]!.scheme_code;
    const by = await buyer();
    await expect(homeDiscountProblems(bare, by, off, schemeOf(1))).resolves.toEqual({});
    await expect(homeDiscountProblems(bare, by, off, schemeOf(0))).resolves.not.toEqual({});
    await expect(homeDiscountProblems(bare, by, off)).resolves.not.toEqual({});
  });

  it("is built over the server's flags and directory in the services", async () => {
    const { answer } = await quoted(withCode('Online10'));
    const stored = await storedOf(answer);
    const by = await buyer();
    await expect(t.app.services.homeDiscounts.problemsAtBind(stored, by)).resolves.toEqual({});
    await setDiscountsEnabled(false);
    await expect(t.app.services.homeDiscounts.problemsAtBind(stored, by)).resolves.toEqual({
      'home_quote.promotion_code': [PROMO_MESSAGES.discountsUnavailable],
    });
  });
});

describe('the quotes table', () => {
  it('keeps the code as sent and the price as given', async () => {
    await setDiscountsEnabled(false);
    const { answer } = await quoted(withCode('Online10'));
    const [row] = await t.app.database.db
      .select({ premiumCents: quotes.premiumCents })
      .from(quotes)
      .where(eq(quotes.quoteReference, answer.quote_reference));
    expect(row!.premiumCents).toBe(Math.round(answer.cover_premium! * 100));
    const stored = await t.repositories.homeQuotes.findByReference(answer.quote_reference);
    expect(stored!.request.home_quote.promotion_code).toBe('Online10');
  });
});
