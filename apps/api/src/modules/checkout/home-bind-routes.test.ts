import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { bindResponseSchema, type HomeBindRequest, type BindResponse } from '@wallet/domain';
import { TEST_CARDS } from '../../adapters/card-payments/test-cards.js';
import {
  cardGatewayPayments,
  directDebitMandates,
  documents,
  jobs,
  marketingConsents,
  payments,
  policies,
  quotes,
  refunds,
} from '../../db/schema.js';
import { DEMO_STAFF } from '../../adapters/staff-directory/demo-staff.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  authoriseCard,
  cardBind,
  directDebitBind,
  priceHomeQuote,
} from '../../test/checkout-fixtures.js';
import { homeQuoteRequest } from '../../test/home-quote-fixtures.js';
import { AUTHORISATION_LIFETIME_DAYS } from '../../adapters/card-payments/sandbox-card-gateway.js';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';
import { VISITOR_COOKIE_NAME } from '../quotes/index.js';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
const buyerEmail = DEMO_ACCOUNTS.newCustomer.email;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.repositories.flags.set('bind_upload_enabled', true);
  buyer = await signIn(t.app, buyerEmail);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
});
afterAll(async () => t?.close());

const db = () => t.app.database.db;

async function bind(
  payload: HomeBindRequest,
  path = 'bind',
  headers: Record<string, string> = buyer.headers,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/home/applied_home_quotes/${path}`,
    headers,
    payload,
  });
}

async function bound(payload: HomeBindRequest, path = 'bind'): Promise<BindResponse> {
  const response = await bind(payload, path);
  expect(response.statusCode, response.body).toBe(200);
  return bindResponseSchema.parse(response.json());
}

async function status(
  quoteReference: string,
  headers: Record<string, string> = buyer.headers,
  email: string = buyerEmail,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes/bind_status',
    headers,
    payload: { quote_reference: quoteReference, user_email: email },
  });
}

async function statusUntilSettled(quoteReference: string): Promise<BindResponse[]> {
  const seen: BindResponse[] = [];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await status(quoteReference);
    expect(response.statusCode, response.body).toBe(200);
    const body = bindResponseSchema.parse(response.json());
    seen.push(body);
    if (body.bind_status !== 'IN_PROGRESS') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the bind never settled');
}

async function paymentsOfQuote(quoteId: string) {
  return db().select().from(payments).where(eq(payments.quoteId, quoteId));
}

async function quoteIdOf(reference: string): Promise<string> {
  const stored = await t.repositories.homeQuotes.findByReference(reference);
  return stored!.id;
}

describe('POST /api/home/applied_home_quotes/bind by card', () => {
  it('takes the payment once and makes one policy with its documents', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const card = await authoriseCard(t.app, bought.priceCents);
    const result = await bound(cardBind(bought, card.token));

    expect(result).toMatchObject({
      quote_reference: bought.quoteReference,
      bind_status: 'COMPLETED',
      error: false,
    });
    const created = result.policy_creation_response_model!;
    expect(created.policy_number).toMatch(/^BHH\d{7}$/);
    expect(result.reference_number).toBe(created.reference_number);

    const quoteId = await quoteIdOf(bought.quoteReference);
    const [policy] = await db().select().from(policies).where(eq(policies.quoteId, quoteId));
    expect(policy).toMatchObject({
      policyType: 'HOME',
      policyId: created.policy_id,
      premiumCents: bought.priceCents,
      startDate: bought.quote.cover_details_information.start_date,
      endDate: bought.quote.cover_details_information.end_date,
    });
    const paid = await paymentsOfQuote(quoteId);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      method: 'card',
      status: 'captured',
      amountCents: bought.priceCents,
    });
    const [charge] = await db()
      .select()
      .from(cardGatewayPayments)
      .where(eq(cardGatewayPayments.token, card.token));
    expect(charge).toMatchObject({ status: 'captured', amountCents: bought.priceCents });
    const docs = await db().select().from(documents).where(eq(documents.policyId, policy!.id));
    expect(docs.map((document) => document.name).sort()).toEqual([
      'policy-schedule',
      'statement-of-fact',
      'terms-summary',
    ]);
    const [consent] = await db()
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.quoteId, quoteId));
    expect(consent).toMatchObject({ consent: true, email: true, phone: false });

    // The profile lists it, the quote is bound, and binding again answers the same policy.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile',
      headers: buyer.headers,
    });
    expect(profile.json().policies).toContainEqual(
      expect.objectContaining({ policy_number: created.policy_number, policy_type: 'HOME' }),
    );
    expect(await bound(cardBind(bought, card.token))).toEqual(result);
    expect(await paymentsOfQuote(quoteId)).toHaveLength(1);
  });

  it('makes no policy when the card is refused, and a new card may be tried', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    // A token for another amount cannot pay this premium.
    const wrongAmount = await authoriseCard(t.app, bought.priceCents - 100);
    const refused = await bound(cardBind(bought, wrongAmount.token));
    expect(refused).toMatchObject({
      bind_status: 'FAILED',
      error: true,
      error_code: 'PAYMENT_DECLINED',
    });
    expect(refused.error_message).toMatch(/\(Code: .+\)$/);
    const quoteId = await quoteIdOf(bought.quoteReference);
    expect(await db().select().from(policies).where(eq(policies.quoteId, quoteId))).toHaveLength(0);
    expect((await paymentsOfQuote(quoteId))[0]).toMatchObject({ status: 'declined' });

    // Retrying with the refused token answers the first result; a good card then pays.
    expect(await bound(cardBind(bought, wrongAmount.token))).toEqual(refused);
    const card = await authoriseCard(t.app, bought.priceCents);
    expect((await bound(cardBind(bought, card.token))).bind_status).toBe('COMPLETED');
    const all = await paymentsOfQuote(quoteId);
    expect(all.map((payment) => payment.status).sort()).toEqual(['captured', 'declined']);
  });

  it('the gateway refuses a declined card before any bind, with its code', async () => {
    await expect(authoriseCard(t.app, 10_000, TEST_CARDS.declined.number)).rejects.toThrow(
      /declined/,
    );
  });
});

describe('POST /api/home/applied_home_quotes/bind by direct debit', () => {
  it('records the mandate and 12 instalments of the rounded-up twelfth', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const result = await bound(directDebitBind(bought, 22));
    expect(result.bind_status).toBe('COMPLETED');
    const quoteId = await quoteIdOf(bought.quoteReference);
    const [payment] = await paymentsOfQuote(quoteId);
    expect(payment).toMatchObject({
      method: 'direct_debit',
      status: 'authorised',
      collectionDay: 22,
      installmentsNumber: 12,
      instalmentCents: Math.ceil(bought.priceCents / 12),
    });
    const [mandate] = await db()
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.paymentId, payment!.id));
    expect(mandate).toMatchObject({ iban: 'IE29AIBK93115212345678', bic: 'AIBKIE2D' });
  });
});

describe('bind_upload and bind_status', () => {
  it('answers at once and reports IN_PROGRESS then COMPLETED', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const card = await authoriseCard(t.app, bought.priceCents);
    const first = await bound(cardBind(bought, card.token), 'bind_upload');
    expect(first.bind_status).toBe('IN_PROGRESS');
    const seen = await statusUntilSettled(bought.quoteReference);
    const last = seen.at(-1)!;
    expect(last.bind_status).toBe('COMPLETED');
    expect(last.policy_creation_response_model?.policy_number).toMatch(/^BHH/);
    expect(seen.slice(0, -1).every((answer) => answer.bind_status === 'IN_PROGRESS')).toBe(true);
  });

  it('reports FAILED with the reason when the payment is refused', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const first = await bound(cardBind(bought, 'tok_unknown'), 'bind_upload');
    expect(first.bind_status).toBe('IN_PROGRESS');
    const last = (await statusUntilSettled(bought.quoteReference)).at(-1)!;
    expect(last).toMatchObject({ bind_status: 'FAILED', error_code: 'PAYMENT_DECLINED' });
  });

  it('tells nobody else, and nothing for a quote without a bind', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    expect((await status(bought.quoteReference)).statusCode).toBe(404);
    await bound(directDebitBind(bought));
    expect(
      (await status(bought.quoteReference, other.headers, DEMO_ACCOUNTS.customer.email)).statusCode,
    ).toBe(404);
    expect(
      (await status(bought.quoteReference, buyer.headers, DEMO_ACCOUNTS.customer.email)).statusCode,
    ).toBe(404);
    expect((await status(bought.quoteReference)).statusCode).toBe(200);
  });
});

describe('bind requests that change nothing', () => {
  it('refuses bad payloads with 400 and stores nothing', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const quoteId = await quoteIdOf(bought.quoteReference);
    const good = directDebitBind(bought);
    const bad: unknown[] = [
      {},
      { ...good, payment_details: { ...good.payment_details, IBAN: 'IE00 0000' } },
      { ...good, payment_details: { ...good.payment_details, collection_day: 2 } },
      {
        ...good,
        payment_details: { ...good.payment_details, total_premium: bought.quote.price + 1 },
      },
      { ...good, payment_details: { ...good.payment_details, product_selected: 'NOPE' } },
      { ...good, payment_details: { ...good.payment_details, card_number: '4242424242424242' } },
    ];
    for (const payload of bad) {
      const response = await bind(payload as HomeBindRequest);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await paymentsOfQuote(quoteId)).toHaveLength(0);
  });

  it('refuses a monthly bind without its instalment to the cent, or paid in one', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const quoteId = await quoteIdOf(bought.quoteReference);
    const good = directDebitBind(bought);
    const instalment = good.payment_details.direct_debit_amount!;
    const cases: [Partial<HomeBindRequest['payment_details']>, string][] = [
      // A fraction of a cent that rounds to the instalment is still not the instalment.
      [{ direct_debit_amount: instalment + 0.004 }, 'payment_details.direct_debit_amount'],
      [{ direct_debit_amount: null }, 'payment_details.direct_debit_amount'],
      [{ direct_debit_amount: undefined }, 'payment_details.direct_debit_amount'],
      // A direct debit is never the single payment: that is a card's.
      [{ installments_number: 1 }, 'payment_details.installments_number'],
    ];
    for (const [change, field] of cases) {
      const response = await bind({
        ...good,
        payment_details: { ...good.payment_details, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().fieldErrors), JSON.stringify(change)).toEqual([field]);
    }
    expect(await paymentsOfQuote(quoteId)).toHaveLength(0);
    expect((await bound(good)).bind_status).toBe('COMPLETED');
  });

  it('refuses a staff-discounted price once promotional discounts are switched off', async () => {
    const staffMember = DEMO_STAFF[0]!;
    const bought = await priceHomeQuote(t.app, buyer.headers, (request) => {
      // The staff member quoting for themselves: the discount is the number's holder's only.
      request.home_quote.promotion_code = 'staff';
      request.home_quote.staff_number = staffMember.staffNumber;
      const holder = request.home_quote.policy_holder_details;
      holder.first_name = staffMember.givenName;
      holder.last_name = staffMember.familyName;
      holder.date_of_birth = staffMember.dateOfBirth;
    });
    const undiscounted = await priceHomeQuote(t.app, buyer.headers);
    expect(bought.priceCents).toBeLessThan(undiscounted.priceCents);
    const card = await authoriseCard(t.app, bought.priceCents);
    await t.app.repositories.flags.set('home_premium_discounts_enabled', false);
    try {
      const response = await bind(cardBind(bought, card.token));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual(['home_quote.promotion_code']);
    } finally {
      await t.app.repositories.flags.set('home_premium_discounts_enabled', true);
    }
    expect(await paymentsOfQuote(await quoteIdOf(bought.quoteReference))).toHaveLength(0);
    const [hold] = await db()
      .select()
      .from(cardGatewayPayments)
      .where(eq(cardGatewayPayments.token, card.token));
    expect(hold!.status).toBe('released');
    // Switched on again, the discount is given and the quote may be bought at its price.
    const card2 = await authoriseCard(t.app, bought.priceCents);
    expect((await bound(cardBind(bought, card2.token))).bind_status).toBe('COMPLETED');
  });

  it('bind_upload does not exist while bind_upload_enabled is off', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    await t.app.repositories.flags.set('bind_upload_enabled', false);
    try {
      for (const [payload, headers] of [
        [directDebitBind(bought), buyer.headers],
        [{ nonsense: true }, {}],
      ] as const) {
        const response = await bind(payload as HomeBindRequest, 'bind_upload', headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      }
      expect(await paymentsOfQuote(await quoteIdOf(bought.quoteReference))).toHaveLength(0);
    } finally {
      await t.app.repositories.flags.set('bind_upload_enabled', true);
    }
    expect((await bound(directDebitBind(bought), 'bind_upload')).bind_status).toBe('IN_PROGRESS');
  });

  it('needs a signed-in customer, and only the quote’s owner may buy it', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const payload = directDebitBind(bought);
    expect((await bind(payload, 'bind', {})).statusCode).toBe(401);
    expect((await bind(payload, 'bind', other.headers)).statusCode).toBe(404);
    expect(await paymentsOfQuote(await quoteIdOf(bought.quoteReference))).toHaveLength(0);
  });
});

describe('concurrent binds', () => {
  it('twenty binds of one quote at once make one policy and one payment', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    // Each with its own authorised card: the worst case, not only a double click.
    const cards = await Promise.all(
      Array.from({ length: 20 }, () => authoriseCard(t.app, bought.priceCents)),
    );
    const answers = await Promise.all(
      cards.map((card, index) =>
        bound(cardBind(bought, card.token), index % 2 ? 'bind' : 'bind_upload'),
      ),
    );
    const settled = (await statusUntilSettled(bought.quoteReference)).at(-1)!;
    expect(settled.bind_status).toBe('COMPLETED');
    for (const answer of answers.filter((one) => one.bind_status === 'COMPLETED')) {
      expect(answer.policy_creation_response_model).toEqual(settled.policy_creation_response_model);
    }
    const quoteId = await quoteIdOf(bought.quoteReference);
    expect(await db().select().from(policies).where(eq(policies.quoteId, quoteId))).toHaveLength(1);
    expect(await paymentsOfQuote(quoteId)).toHaveLength(1);
    const tokens = new Set(cards.map((card) => card.token));
    const capturedHere = (
      await db()
        .select()
        .from(cardGatewayPayments)
        .where(eq(cardGatewayPayments.status, 'captured'))
    ).filter((row) => tokens.has(row.token));
    expect(capturedHere).toHaveLength(1);
    // The other nineteen holds on the customer's cards are let go at once, none left open.
    const statusOfCards = (await db().select().from(cardGatewayPayments)).filter((row) =>
      tokens.has(row.token),
    );
    expect(statusOfCards.filter((row) => row.status === 'released')).toHaveLength(19);
    expect(statusOfCards.filter((row) => row.status === 'authorised')).toHaveLength(0);
  });
});

describe('card authorisations a bind does not use', () => {
  it('are released when the bind is refused, and a released card cannot be charged', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const card = await authoriseCard(t.app, bought.priceCents);
    const wrongPrice = cardBind(bought, card.token);
    wrongPrice.payment_details.total_premium = bought.quote.price + 5;
    expect((await bind(wrongPrice)).statusCode).toBe(400);
    const [row] = await db()
      .select()
      .from(cardGatewayPayments)
      .where(eq(cardGatewayPayments.token, card.token));
    expect(row!.status).toBe('released');
    const retry = await bind(cardBind(bought, card.token));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().bind_status).toBe('FAILED');
    expect(
      await db()
        .select()
        .from(policies)
        .where(eq(policies.quoteId, await quoteIdOf(bought.quoteReference))),
    ).toHaveLength(0);
  });

  it('keep the hold a payment under way pays with, when the same bind is repeated and refused', async () => {
    const queueOnly = await createTestApp({ env: { JOB_WORKER: 'false' } });
    await queueOnly.app.repositories.flags.set('bind_upload_enabled', true);
    try {
      const customer = await signIn(queueOnly.app, buyerEmail);
      const bought = await priceHomeQuote(queueOnly.app, customer.headers);
      const card = await authoriseCard(queueOnly.app, bought.priceCents);
      const send = (payload: HomeBindRequest, path: string) =>
        queueOnly.app.inject({
          method: 'POST',
          url: `/api/home/applied_home_quotes/${path}`,
          headers: customer.headers,
          payload,
        });
      expect((await send(cardBind(bought, card.token), 'bind_upload')).json()).toMatchObject({
        bind_status: 'IN_PROGRESS',
      });
      // The same card, repeated with a price the quote no longer has: refused, hold kept.
      const repeated = cardBind(bought, card.token);
      repeated.payment_details.total_premium = bought.quote.price + 5;
      expect((await send(repeated, 'bind')).statusCode).toBe(400);
      const statusOfCard = async () =>
        (
          await queueOnly.app.database.db
            .select()
            .from(cardGatewayPayments)
            .where(eq(cardGatewayPayments.token, card.token))
        )[0]!.status;
      expect(await statusOfCard()).toBe('authorised');
      await queueOnly.app.jobRunner.start();
      for (let attempt = 0; attempt < 100 && (await statusOfCard()) !== 'captured'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await statusOfCard()).toBe('captured');
    } finally {
      await queueOnly.close();
    }
  });

  it('lapse after seven days when nobody captures them', async () => {
    const clock = createTestClock();
    const gatewayApp = await createTestApp({ clock: clock.now, seed: false });
    try {
      const first = await authoriseCard(gatewayApp.app, 10_000);
      clock.advanceMinutes(AUTHORISATION_LIFETIME_DAYS * 24 * 60 - 1);
      await authoriseCard(gatewayApp.app, 10_000);
      const statusOf = async (token: string) =>
        (
          await gatewayApp.app.database.db
            .select()
            .from(cardGatewayPayments)
            .where(eq(cardGatewayPayments.token, token))
        )[0]!.status;
      expect(await statusOf(first.token)).toBe('authorised');
      clock.advanceMinutes(2);
      await authoriseCard(gatewayApp.app, 10_000);
      expect(await statusOf(first.token)).toBe('expired');
    } finally {
      await gatewayApp.close();
    }
  });
});

describe('failures after payment and crashes', () => {
  it('gives the card payment back and records the refund when no policy can be made', async () => {
    const failing = await createTestApp({
      policyDocuments: {
        render: async () => {
          throw new Error('document store unavailable');
        },
      },
    });
    try {
      const customer = await signIn(failing.app, buyerEmail);
      const bought = await priceHomeQuote(failing.app, customer.headers);
      const card = await authoriseCard(failing.app, bought.priceCents);
      const response = await failing.app.inject({
        method: 'POST',
        url: '/api/home/applied_home_quotes/bind',
        headers: customer.headers,
        payload: cardBind(bought, card.token),
      });
      expect(response.json()).toMatchObject({
        bind_status: 'FAILED',
        error_code: 'POLICY_GENERATION_FAILED',
      });
      const fdb = failing.app.database.db;
      const [payment] = await fdb
        .select()
        .from(payments)
        .orderBy(desc(payments.createdAt))
        .limit(1);
      expect(payment).toMatchObject({ status: 'refunded' });
      expect(await fdb.select().from(refunds)).toEqual([
        expect.objectContaining({ paymentId: payment!.id, amountCents: bought.priceCents }),
      ]);
      const [charge] = await fdb
        .select()
        .from(cardGatewayPayments)
        .where(eq(cardGatewayPayments.token, card.token));
      expect(charge).toMatchObject({ status: 'refunded' });
      expect(
        await fdb.select().from(policies).where(eq(policies.ownerUserId, payment!.userId!)),
      ).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });

  it('finishes a bind a crash interrupted after the card was charged, charging once', async () => {
    const crashed = await createTestApp({ env: { JOB_WORKER: 'false' } });
    await crashed.app.repositories.flags.set('bind_upload_enabled', true);
    try {
      const customer = await signIn(crashed.app, buyerEmail);
      const bought = await priceHomeQuote(crashed.app, customer.headers);
      const card = await authoriseCard(crashed.app, bought.priceCents);
      const queued = await crashed.app.inject({
        method: 'POST',
        url: '/api/home/applied_home_quotes/bind_upload',
        headers: customer.headers,
        payload: cardBind(bought, card.token),
      });
      expect(queued.json().bind_status).toBe('IN_PROGRESS');
      const cdb = crashed.app.database.db;
      const [payment] = await cdb
        .select()
        .from(payments)
        .orderBy(desc(payments.createdAt))
        .limit(1);
      // The process died mid-job: the card was captured, the job still marked running.
      const capture = await crashed.app.cardPayments.capture({
        token: card.token,
        amountCents: bought.priceCents,
        accountId: 'wallet-home',
        idempotencyKey: payment!.id,
      });
      expect(capture.ok).toBe(true);
      await cdb.update(jobs).set({
        status: 'running',
        attempts: 1,
        lockedBy: 'worker-gone',
        lockedAt: new Date(Date.now() - 3_600_000),
      });

      // The server starts again: the worker takes the job back and finishes it.
      await crashed.app.jobRunner.start();
      let answer: BindResponse | undefined;
      for (let attempt = 0; attempt < 100 && answer?.bind_status !== 'COMPLETED'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const response = await crashed.app.inject({
          method: 'POST',
          url: '/api/home/applied_home_quotes/bind_status',
          headers: customer.headers,
          payload: { quote_reference: bought.quoteReference, user_email: buyerEmail },
        });
        answer = response.json();
      }
      expect(answer?.bind_status).toBe('COMPLETED');
      expect(
        await cdb.select().from(policies).where(eq(policies.ownerUserId, payment!.userId!)),
      ).toHaveLength(1);
      const [charge] = await cdb
        .select()
        .from(cardGatewayPayments)
        .where(eq(cardGatewayPayments.token, card.token));
      expect(charge).toMatchObject({ status: 'captured', captureKey: payment!.id });
      expect(
        (await cdb.select().from(payments).orderBy(desc(payments.createdAt)))[0],
      ).toMatchObject({ status: 'captured' });
    } finally {
      await crashed.close();
    }
  });
});

describe("a visitor's quote bought after signing in on the same browser", () => {
  it('becomes the buyer’s only with the payment: a refused bind leaves it the visitor’s', async () => {
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes',
      payload: homeQuoteRequest(),
    });
    expect(quoted.statusCode).toBe(200);
    const visitorCookie = quoted.cookies.find((cookie) => cookie.name === VISITOR_COOKIE_NAME)!;
    const quote = quoted
      .json()
      .quotes.find((each: { price: number | null }) => each.price !== null);
    const bought = {
      quoteReference: quoted.json().quote_reference as string,
      quote,
      priceCents: Math.round(quote.price * 100),
    };
    const headers = { ...buyer.headers, cookie: `${VISITOR_COOKIE_NAME}=${visitorCookie.value}` };
    const ownerOf = async () =>
      (await db().select().from(quotes).where(eq(quotes.quoteReference, bought.quoteReference)))[0]!
        .ownerUserId;

    const card = await authoriseCard(t.app, bought.priceCents);
    const wrongPrice = cardBind(bought, card.token);
    wrongPrice.payment_details.total_premium = quote.price + 1;
    expect((await bind(wrongPrice, 'bind', headers)).statusCode).toBe(400);
    expect(await ownerOf()).toBeNull();

    // The refused bind released that card's hold; the customer pays with a new authorisation.
    const again = await authoriseCard(t.app, bought.priceCents);
    const response = await bind(cardBind(bought, again.token), 'bind', headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().bind_status).toBe('COMPLETED');
    expect(await ownerOf()).not.toBeNull();
  });
});
