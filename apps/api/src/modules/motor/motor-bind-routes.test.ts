import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  BIND_MESSAGES,
  CAR_BIND_MESSAGES,
  REGISTRATION_MESSAGES,
  carInstalmentPlan,
  carInstalmentsInWords,
  bindResponseSchema,
  type CarBindRequest,
  type BindResponse,
} from '@wallet/domain';
import { pdfInfo, pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import {
  cardGatewayPayments,
  directDebitMandates,
  documents,
  marketingConsents,
  payments,
  policies,
  quotes,
} from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  EXAMPLE_CAR_TODAY,
  authoriseCarCard,
  carCardBind,
  carMonthlyBind,
  carQuoteRequest,
  centsOf,
  levelOf,
  priceCarQuote,
  quoteCar,
  type PricedCarQuote,
} from '../../test/car-quote-fixtures.js';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';
import { VISITOR_COOKIE_NAME } from '../quotes/index.js';

const clock = createTestClock(EXAMPLE_CAR_TODAY);
let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
});
afterAll(async () => t?.close());

const db = () => t.app.database.db;
const today = () => clock.now();

const bind = (payload: unknown, headers: Record<string, string> = buyer.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/motor/motor_quotes/bind',
    headers,
    payload: payload as CarBindRequest,
  });

async function bound(payload: CarBindRequest): Promise<BindResponse> {
  const response = await bind(payload);
  expect(response.statusCode, response.body).toBe(200);
  return bindResponseSchema.parse(response.json());
}

/** The example car quote, starting on 15 December so the day of the month is its own. */
const priceStartingOn15th = () =>
  priceCarQuote(
    t.app,
    buyer.headers,
    carQuoteRequest((request) => {
      request.motor_quote.cover_details.start_date = '2026-12-15';
    }),
  );

async function quoteIdOf(reference: string): Promise<string> {
  return (await t.repositories.motorQuotes.findByReference(reference))!.id;
}

const paymentsOfQuote = async (reference: string) =>
  db()
    .select()
    .from(payments)
    .where(eq(payments.quoteId, await quoteIdOf(reference)));

const policiesOfQuote = async (reference: string) =>
  db()
    .select()
    .from(policies)
    .where(eq(policies.quoteId, await quoteIdOf(reference)));

const cardOf = async (token: string) =>
  (await db().select().from(cardGatewayPayments).where(eq(cardGatewayPayments.token, token)))[0]!;

/** A policy's documents by name, with the text each PDF reads. */
async function documentsOf(policyId: string) {
  const rows = await db().select().from(documents).where(eq(documents.policyId, policyId));
  return new Map(rows.map((row) => [row.name, { row, text: pdfPagesText(row.pdf).join(' ') }]));
}

const euroText = (euro: number) =>
  `€${euro.toLocaleString('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('POST /api/motor/motor_quotes/bind by card', () => {
  it('takes the single payment of Prestige once and makes the policy with the four car documents', async () => {
    const quote = await priceCarQuote(t.app, buyer.headers);
    const prestige = levelOf(quote.answer, 'prestige');
    const priceCents = centsOf(prestige.total_amount);
    const card = await authoriseCarCard(t.app, priceCents);
    const result = await bound(carCardBind(quote, 'prestige', card.token, today()));
    expect(result).toMatchObject({
      quote_reference: quote.quoteReference,
      bind_status: 'COMPLETED',
      error: false,
    });
    const created = result.policy_creation_response_model!;
    expect(created.policy_number).toMatch(/^MOT\d{7}$/);
    expect(created.reference_number).toMatch(/^MPR-\d+$/);

    const [policy, ...more] = await policiesOfQuote(quote.quoteReference);
    expect(more).toEqual([]);
    expect(policy).toMatchObject({
      policyType: 'MOTOR',
      insurer: 'RSA',
      policyNumber: created.policy_number,
      referenceNumber: created.reference_number,
      premiumCents: priceCents,
      startDate: '2026-12-01',
      endDate: '2027-11-30',
    });
    expect(await paymentsOfQuote(quote.quoteReference)).toEqual([
      expect.objectContaining({
        method: 'card',
        status: 'captured',
        amountCents: priceCents,
        depositCents: null,
        cardBrand: card.brand,
      }),
    ]);
    expect(await cardOf(card.token)).toMatchObject({ status: 'captured', amountCents: priceCents });

    const docs = await documentsOf(policy!.id);
    expect([...docs.keys()].sort()).toEqual([
      'motor-certificate',
      'motor-disc',
      'motor-ncb-statement',
      'motor-schedule',
    ]);
    for (const { row, text } of docs.values()) {
      expect(row.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(row.businessProcess).toBe('NEW_BUSINESS');
      expect(pdfInfo(row.pdf).Title).toBe(`${row.displayName} ${created.policy_number}`);
      expect(text).toContain(`Policy Code ${created.policy_number}`);
      expect(text).toContain('Underwritten by RSA Insurance Ireland DAC');
    }
    const certificate = docs.get('motor-certificate')!.text;
    expect(certificate).toContain('Registration mark of the vehicle 191-D-12345');
    expect(certificate).toContain("Ms. Niamh O'Sullivan (the policyholder)");
    expect(certificate).toContain("Mr. Conor O'Sullivan");
    expect(docs.get('motor-disc')!.text).toContain(
      `RSA Insurance Ireland DAC 191-D-12345 Policy Code ${created.policy_number} Valid from 01/12/2026 Expires 30/11/2027`,
    );
    const schedule = docs.get('motor-schedule')!.text;
    expect(schedule).toContain('Cover level Prestige');
    expect(schedule).toContain(euroText(prestige.total_amount));

    const [consent] = await db()
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.quoteId, policy!.quoteId!));
    expect(consent).toMatchObject({ policyType: 'MOTOR', consent: true, email: true });

    // Binding again answers the same policy and charges nothing more.
    expect(await bound(carCardBind(quote, 'prestige', card.token, today()))).toEqual(result);
    const second = await authoriseCarCard(t.app, priceCents);
    expect(await bound(carCardBind(quote, 'prestige', second.token, today()))).toEqual(result);
    expect(await paymentsOfQuote(quote.quoteReference)).toHaveLength(1);
    expect((await cardOf(second.token)).status).toBe('released');
    expect(await policiesOfQuote(quote.quoteReference)).toHaveLength(1);
  });

  it('sells a car found by make and model with the registration given before buying, printed on its certificate and disc (decision 0028)', async () => {
    // A plate the lookup does not know: the car is its ABI code's, the registration as given.
    const quote = await priceCarQuote(
      t.app,
      buyer.headers,
      carQuoteRequest((request) => {
        request.motor_quote.cover_details.vehicle_details.registration = '191-MN-4821';
      }),
    );
    const popular = levelOf(quote.answer, 'popular');
    const card = await authoriseCarCard(t.app, centsOf(popular.total_amount));
    const result = await bound(carCardBind(quote, 'popular', card.token, today()));
    const [policy] = await policiesOfQuote(quote.quoteReference);
    const docs = await documentsOf(policy!.id);
    const certificate = docs.get('motor-certificate')!.text;
    expect(certificate).toContain('Registration mark of the vehicle 191-MN-4821');
    expect(docs.get('motor-disc')!.text).toContain(
      `RSA Insurance Ireland DAC 191-MN-4821 Policy Code ${result.policy_creation_response_model!.policy_number}`,
    );
    for (const { text } of docs.values()) expect(text).not.toMatch(/ABI \d{8}/);
  });

  it('fails the payment, making no policy, when the card was authorised for another amount', async () => {
    const quote = await priceCarQuote(t.app, buyer.headers);
    const card = await authoriseCarCard(
      t.app,
      centsOf(levelOf(quote.answer, 'popular').total_amount) - 1,
    );
    const result = await bound(carCardBind(quote, 'popular', card.token, today()));
    expect(result).toMatchObject({ bind_status: 'FAILED', error_code: 'PAYMENT_DECLINED' });
    expect(result.error_message).toContain('(Code: amount_mismatch)');
    expect(await policiesOfQuote(quote.quoteReference)).toHaveLength(0);
  });

  it('pays the deposit again with another card after one was declined, to the same account', async () => {
    const quote = await priceStartingOn15th();
    const popular = levelOf(quote.answer, 'popular');
    const deposit = centsOf(popular.card_deposit_amount);
    const declined = await authoriseCarCard(
      t.app,
      centsOf(popular.premium_details.total_if_paid_by_installment),
    );
    const first = await bound(carMonthlyBind(quote, 'popular', declined.token, today()));
    expect(first).toMatchObject({ bind_status: 'FAILED', error_code: 'PAYMENT_DECLINED' });

    const card = await authoriseCarCard(t.app, deposit);
    const again = await bound(carMonthlyBind(quote, 'popular', card.token, today()));
    expect(again.bind_status, JSON.stringify(again)).toBe('COMPLETED');
    expect(await policiesOfQuote(quote.quoteReference)).toHaveLength(1);
    expect(await cardOf(card.token)).toMatchObject({ status: 'captured', amountCents: deposit });
  });
});

describe('POST /api/motor/motor_quotes/bind monthly', () => {
  it('takes the deposit by card and sets up 10 direct debits collected on the start date’s day', async () => {
    const quote = await priceStartingOn15th();
    const popular = levelOf(quote.answer, 'popular');
    const totalCents = centsOf(popular.premium_details.total_if_paid_by_installment);
    const plan = carInstalmentPlan(totalCents);
    expect(centsOf(popular.card_deposit_amount)).toBe(plan.depositCents);
    expect(centsOf(popular.direct_debit_amount)).toBe(plan.monthlyCents);
    const card = await authoriseCarCard(t.app, plan.depositCents);
    const payload = carMonthlyBind(quote, 'popular', card.token, today());
    expect(payload.payment_details.collection_day).toBe(15);
    const result = await bound(payload);
    expect(result.bind_status, JSON.stringify(result)).toBe('COMPLETED');

    const [payment, ...more] = await paymentsOfQuote(quote.quoteReference);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      method: 'direct_debit',
      // The deposit was taken: a refund of the payment must know it.
      status: 'captured',
      amountCents: totalCents,
      depositCents: plan.depositCents,
      gatewayReference: card.token,
      collectionDay: 15,
      installmentsNumber: 10,
      instalmentCents: plan.monthlyCents,
    });
    // The card paid the deposit, no more: the capture is of the deposit the card was authorised for.
    expect(await cardOf(card.token)).toMatchObject({
      status: 'captured',
      amountCents: plan.depositCents,
    });
    const mandates = await db()
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.paymentId, payment!.id));
    expect(mandates).toEqual([
      expect.objectContaining({
        accountHolder: 'Niamh Sullivan',
        iban: 'IE29AIBK93115212345678',
        bic: 'AIBKIE2D',
      }),
    ]);
    const [policy] = await policiesOfQuote(quote.quoteReference);
    expect(policy).toMatchObject({
      // The annual premium: the total if paid by instalment is the payment's, not the premium.
      premiumCents: centsOf(popular.total_amount),
      startDate: '2026-12-15',
      endDate: '2027-12-14',
    });
    const schedule = (await documentsOf(policy!.id)).get('motor-schedule')!.text;
    expect(schedule).toContain(carInstalmentsInWords(plan));
  });

  it('fails the payment when the deposit card was authorised for the whole total', async () => {
    const quote = await priceStartingOn15th();
    const popular = levelOf(quote.answer, 'popular');
    const card = await authoriseCarCard(
      t.app,
      centsOf(popular.premium_details.total_if_paid_by_installment),
    );
    const result = await bound(carMonthlyBind(quote, 'popular', card.token, today()));
    expect(result).toMatchObject({ bind_status: 'FAILED', error_code: 'PAYMENT_DECLINED' });
    expect(result.error_message).toContain('(Code: amount_mismatch)');
    expect(await policiesOfQuote(quote.quoteReference)).toHaveLength(0);
  });
});

describe('refused binds write nothing and let go of the card', () => {
  /** A bind of a fresh quote changed by the test; the refusal and what it left. */
  async function refusedBind(
    build: (quote: PricedCarQuote, token: string) => CarBindRequest,
    monthly = false,
  ) {
    const quote = await priceStartingOn15th();
    const popular = levelOf(quote.answer, 'popular');
    const card = await authoriseCarCard(
      t.app,
      monthly ? centsOf(popular.card_deposit_amount) : centsOf(popular.total_amount),
    );
    const response = await bind(build(quote, card.token));
    expect(response.statusCode, response.body).toBe(400);
    expect(await paymentsOfQuote(quote.quoteReference)).toEqual([]);
    expect(await policiesOfQuote(quote.quoteReference)).toEqual([]);
    expect((await cardOf(card.token)).status).toBe('released');
    return response.json().fieldErrors as Record<string, string[]>;
  }

  it('refuses a price that is not the quote’s', async () => {
    const errors = await refusedBind((quote, token) => {
      const payload = carCardBind(quote, 'popular', token, today());
      payload.payment_details.price =
        Math.round((payload.payment_details.price - 0.01) * 100) / 100;
      return payload;
    });
    expect(errors).toEqual({ 'payment_details.price': [BIND_MESSAGES.premiumChanged] });
  });

  it('refuses a monthly bind stating the single payment as its price', async () => {
    const errors = await refusedBind((quote, token) => {
      const payload = carMonthlyBind(quote, 'popular', token, today());
      payload.payment_details.price = levelOf(quote.answer, 'popular').total_amount;
      return payload;
    }, true);
    expect(errors).toEqual({ 'payment_details.price': [BIND_MESSAGES.premiumChanged] });
  });

  it('refuses an instalment that is not the plan’s', async () => {
    const errors = await refusedBind((quote, token) => {
      const payload = carMonthlyBind(quote, 'popular', token, today());
      payload.payment_details.direct_debit_amount =
        (centsOf(payload.payment_details.direct_debit_amount!) - 1) / 100;
      return payload;
    }, true);
    expect(errors).toEqual({
      'payment_details.direct_debit_amount': [BIND_MESSAGES.premiumChanged],
    });
  });

  it('refuses a collection day that is not the start date’s', async () => {
    const errors = await refusedBind((quote, token) => {
      const payload = carMonthlyBind(quote, 'popular', token, today());
      payload.payment_details.collection_day = 1;
      return payload;
    }, true);
    expect(errors).toEqual({
      'payment_details.collection_day': [BIND_MESSAGES.collectionDayOfStart('Car', 15)],
    });
  });

  it('refuses another level’s premium id at this level’s price', async () => {
    const errors = await refusedBind((quote, token) => {
      const payload = carCardBind(quote, 'popular', token, today());
      payload.payment_details.product_selected = levelOf(quote.answer, 'prestige').premium_id;
      return payload;
    });
    expect(errors).toEqual({ 'payment_details.price': [BIND_MESSAGES.premiumChanged] });
  });

  it('refuses a premium id no level of the quote has', async () => {
    const errors = await refusedBind((quote, token) => {
      const payload = carCardBind(quote, 'popular', token, today());
      payload.payment_details.product_selected = 'popular:MP2222222222';
      return payload;
    });
    expect(errors).toEqual({
      'payment_details.product_selected': [BIND_MESSAGES.choiceNotPriced],
    });
  });

  it('refuses the price shown before a recalculation, and sells the new one', async () => {
    const quote = await priceStartingOn15th();
    const before = levelOf(quote.answer, 'popular');
    const recalculated = await t.app.inject({
      method: 'POST',
      url: '/api/motor/motor_quotes/recalculate',
      headers: buyer.headers,
      payload: {
        quote_reference: quote.quoteReference,
        cover_level: 'popular',
        cover_type: 'COMPREHENSIVE',
        optional_extras: ['additionalBenefitsPlus'],
      },
    });
    expect(recalculated.statusCode, recalculated.body).toBe(200);
    const stale = await authoriseCarCard(t.app, centsOf(before.total_amount));
    const refused = await bind(carCardBind(quote, 'popular', stale.token, today()));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      'payment_details.product_selected': [BIND_MESSAGES.choiceNotPriced],
    });
    expect((await cardOf(stale.token)).status).toBe('released');
    expect(await paymentsOfQuote(quote.quoteReference)).toEqual([]);

    const now: PricedCarQuote = { ...quote, answer: recalculated.json() };
    const after = levelOf(now.answer, 'popular');
    expect(centsOf(after.total_amount)).toBe(
      centsOf(before.total_amount) + Math.round(4_500 * 1.03),
    );
    const card = await authoriseCarCard(t.app, centsOf(after.total_amount));
    expect((await bound(carCardBind(now, 'popular', card.token, today()))).bind_status).toBe(
      'COMPLETED',
    );
    expect((await policiesOfQuote(quote.quoteReference))[0]!.premiumCents).toBe(
      centsOf(after.total_amount),
    );
  });

  it('refuses penalty details that are not the quote’s', async () => {
    const errors = await refusedBind((quote, token) => {
      const payload = carCardBind(quote, 'popular', token, today());
      payload.penalty_details = [];
      return payload;
    });
    expect(errors).toEqual({ penalty_details: [CAR_BIND_MESSAGES.declarationsDiffer] });
    const fewerPoints = await refusedBind((quote, token) => {
      const payload = carCardBind(quote, 'popular', token, today());
      payload.penalty_details[0]!.penalty_points = 1;
      return payload;
    });
    expect(fewerPoints).toEqual({ penalty_details: [CAR_BIND_MESSAGES.declarationsDiffer] });
  });

  it('refuses a car found by make and model until its registration is given (decision 0028)', async () => {
    // The same car by its ABI code, without its registration: quoted, but not sold.
    const quote = await priceCarQuote(
      t.app,
      buyer.headers,
      carQuoteRequest((request) => {
        request.motor_quote.cover_details.start_date = '2026-12-15';
        delete request.motor_quote.cover_details.vehicle_details.registration;
      }),
    );
    const popular = levelOf(quote.answer, 'popular');
    const card = await authoriseCarCard(t.app, centsOf(popular.total_amount));
    const response = await bind(carCardBind(quote, 'popular', card.token, today()));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'payment_details.quote_reference': [REGISTRATION_MESSAGES.neededToBuy],
    });
    expect(await paymentsOfQuote(quote.quoteReference)).toEqual([]);
    expect(await policiesOfQuote(quote.quoteReference)).toEqual([]);
    expect((await cardOf(card.token)).status).toBe('released');
  });

  it('refuses a disqualified answer that is not the quote’s', async () => {
    const errors = await refusedBind((quote, token) => ({
      ...carCardBind(quote, 'popular', token, today()),
      disqualified: true,
    }));
    expect(errors).toEqual({ penalty_details: [CAR_BIND_MESSAGES.declarationsDiffer] });
  });

  it('refuses a card or monthly bind without the card fields’ token', async () => {
    const quote = await priceStartingOn15th();
    for (const [payload, message] of [
      [carCardBind(quote, 'popular', '', today()), CAR_BIND_MESSAGES.cardTokenRequired],
      [carMonthlyBind(quote, 'popular', '', today()), CAR_BIND_MESSAGES.depositTokenRequired],
    ] as const) {
      payload.payment_details.payment_id = null;
      const response = await bind(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ 'payment_details.payment_id': [message] });
    }
    expect(await paymentsOfQuote(quote.quoteReference)).toEqual([]);
  });

  it('refuses binds of the wrong shape', async () => {
    const quote = await priceStartingOn15th();
    const card = await authoriseCarCard(
      t.app,
      centsOf(levelOf(quote.answer, 'popular').total_amount),
    );
    const good = carCardBind(quote, 'popular', card.token, today());
    const monthly = carMonthlyBind(quote, 'popular', card.token, today());
    for (const payload of [
      {},
      { ...good, product: 'MOTOR' },
      { ...good, payment_details: { ...good.payment_details, card_number: '4242424242424242' } },
      { ...good, payment_details: { ...good.payment_details, price: -1 } },
      { ...good, payment_details: { ...good.payment_details, price: 1e308 } },
      {
        ...monthly,
        payment_details: { ...monthly.payment_details, installments_number: 12 },
      },
      { ...monthly, payment_details: { ...monthly.payment_details, card_type: 'VISA' } },
      {
        ...monthly,
        payment_details: { ...monthly.payment_details, international_bank_account_number: 'IE00' },
      },
      { ...good, disqualified: 'no' },
    ]) {
      expect((await bind(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await paymentsOfQuote(quote.quoteReference)).toEqual([]);
  });
});

describe('quote validity', () => {
  it('sells a quote priced earlier the same day, and refuses it once priced yesterday', async () => {
    const quote = await priceStartingOn15th();
    const earlyToday = new Date(EXAMPLE_CAR_TODAY);
    earlyToday.setHours(0, 5, 0, 0);
    const yesterday = new Date(earlyToday.getTime() - 10 * 60_000);
    const setPricedAt = (at: Date) =>
      db()
        .update(quotes)
        .set({ updatedAt: at })
        .where(eq(quotes.quoteReference, quote.quoteReference));
    const priceCents = centsOf(levelOf(quote.answer, 'popular').total_amount);

    await setPricedAt(yesterday);
    const stale = await authoriseCarCard(t.app, priceCents);
    const refused = await bind(carCardBind(quote, 'popular', stale.token, today()));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      'payment_details.quote_reference': [BIND_MESSAGES.quoteExpiredToday],
    });
    expect(await paymentsOfQuote(quote.quoteReference)).toEqual([]);

    await setPricedAt(earlyToday);
    const card = await authoriseCarCard(t.app, priceCents);
    expect((await bound(carCardBind(quote, 'popular', card.token, today()))).bind_status).toBe(
      'COMPLETED',
    );
  });
});

describe('who may buy', () => {
  it('needs a signed-in customer, and only the quote’s owner may buy it', async () => {
    const quote = await priceCarQuote(t.app, buyer.headers);
    const card = await authoriseCarCard(
      t.app,
      centsOf(levelOf(quote.answer, 'popular').total_amount),
    );
    const payload = carCardBind(quote, 'popular', card.token, today());
    expect((await bind(payload, {})).statusCode).toBe(401);
    expect((await bind(payload, other.headers)).statusCode).toBe(404);
    expect(await paymentsOfQuote(quote.quoteReference)).toEqual([]);
    // The owner may still buy it with the same card.
    expect((await bound(payload)).bind_status).toBe('COMPLETED');
  });

  it('lets a visitor buy their quote once signed in on the same browser', async () => {
    const visitor = await quoteCar(t.app, {});
    const cookie = visitor.cookies.find((each) => each.name === VISITOR_COOKIE_NAME)!;
    const quote: PricedCarQuote = {
      quoteReference: visitor.json().quote_reference,
      answer: visitor.json(),
      request: carQuoteRequest(),
    };
    const card = await authoriseCarCard(
      t.app,
      centsOf(levelOf(quote.answer, 'popular').total_amount),
    );
    const payload = carCardBind(quote, 'popular', card.token, today());
    expect((await bind(payload)).statusCode).toBe(404);
    const response = await bind(payload, {
      ...buyer.headers,
      cookie: `${VISITOR_COOKIE_NAME}=${cookie.value}`,
    });
    expect(response.json().bind_status).toBe('COMPLETED');
    const owner = await t.repositories.users.findByEmail(DEMO_ACCOUNTS.newCustomer.email);
    expect(
      (await t.repositories.motorQuotes.findByReference(quote.quoteReference))!.ownerUserId,
    ).toBe(owner!.id);
  });
});

describe('concurrent binds', () => {
  it('twenty binds of one quote at once, by card and monthly, make one policy and one charge', async () => {
    const quote = await priceStartingOn15th();
    const popular = levelOf(quote.answer, 'popular');
    const [cards, deposits] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, () => authoriseCarCard(t.app, centsOf(popular.total_amount))),
      ),
      Promise.all(
        Array.from({ length: 10 }, () =>
          authoriseCarCard(t.app, centsOf(popular.card_deposit_amount)),
        ),
      ),
    ]);
    const payloads = cards.flatMap((card, index) => [
      carCardBind(quote, 'popular', card.token, today()),
      carMonthlyBind(quote, 'popular', deposits[index]!.token, today()),
    ]);
    const answers = await Promise.all(payloads.map((payload) => bound(payload)));
    const completed = answers.filter((answer) => answer.bind_status === 'COMPLETED');
    expect(completed.length).toBeGreaterThan(0);
    expect(
      new Set(completed.map((answer) => answer.policy_creation_response_model!.policy_number)).size,
    ).toBe(1);
    expect(await policiesOfQuote(quote.quoteReference)).toHaveLength(1);
    const [payment, ...more] = await paymentsOfQuote(quote.quoteReference);
    expect(more).toEqual([]);
    const tokens = [...cards, ...deposits].map((card) => card.token);
    const rows = await db()
      .select()
      .from(cardGatewayPayments)
      .where(inArray(cardGatewayPayments.token, tokens));
    const captured = rows.filter((row) => row.status === 'captured');
    expect(captured).toHaveLength(1);
    expect(captured[0]!.token).toBe(payment!.gatewayReference);
    expect(rows.filter((row) => row.status === 'released')).toHaveLength(19);
    // The one charge is of what the payment took by card: the single payment or the deposit.
    expect(captured[0]!.amountCents).toBe(
      payment!.method === 'card' ? payment!.amountCents : payment!.depositCents,
    );
  });
});
