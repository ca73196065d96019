/**
 * One premium, told one way (issue 40): the policy records the annual premium, and the bind's
 * answer, the policy read and the purchase e-mail tell how it was paid apart from it (the plan,
 * its total, its charge, the deposit taken and the first direct debit). A renewal paid for is told
 * as a renewal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  annualPolicyEndDate,
  carInstalmentPlan,
  formatEuro,
  bindResponseSchema,
  monthlyInstalmentPlan,
  profileSchema,
  renewalOfferSchema,
  type BindResponse,
  type RenewalOffer,
} from '@wallet/domain';
import { messageOutbox, policies } from '../../db/schema.js';
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
} from '../../test/car-quote-fixtures.js';
import {
  authoriseCard,
  cardBind,
  directDebitBind,
  priceHomeQuote,
  type BoughtQuote,
} from '../../test/checkout-fixtures.js';
import { createTestApp, createTestClock, signIn, type TestApp } from '../../test/test-app.js';
import { PURCHASE_TEMPLATES } from './purchase-messages.js';

// Car quotes are valid the day they are given: the car's app runs on the example's day; home's
// and the renewal's on today.
const clock = createTestClock(EXAMPLE_CAR_TODAY);
let carApp: TestApp;
let carBuyer: Awaited<ReturnType<typeof signIn>>;
let homeApp: TestApp;
let homeBuyer: Awaited<ReturnType<typeof signIn>>;
let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
const buyerEmail = DEMO_ACCOUNTS.newCustomer.email;

beforeAll(async () => {
  carApp = await createTestApp({ clock: clock.now });
  carBuyer = await signIn(carApp.app, buyerEmail);
  homeApp = await createTestApp();
  homeBuyer = await signIn(homeApp.app, buyerEmail);
});
afterAll(async () => {
  await carApp?.close();
  await homeApp?.close();
});

const onCarApp = () => {
  t = carApp;
  buyer = carBuyer;
};
const onHomeApp = () => {
  t = homeApp;
  buyer = homeBuyer;
};

const db = () => t.app.database.db;

async function bound(url: string, payload: unknown): Promise<BindResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: buyer.headers,
    payload: payload as object,
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = bindResponseSchema.parse(response.json());
  expect(answer.bind_status, response.body).toBe('COMPLETED');
  return answer;
}

/** The buyer's policy as GET /profile/profile lists it. */
async function policyRead(policyNumber: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/profile/profile',
    headers: buyer.headers,
  });
  expect(response.statusCode).toBe(200);
  const listed = profileSchema
    .parse(response.json())
    .policies.find((policy) => policy.policy_number === policyNumber);
  expect(listed).toBeDefined();
  return listed!;
}

/** The lines of the one confirmation e-mail naming this reference. */
async function confirmationLines(referenceNumber: string) {
  const rows = await db()
    .select()
    .from(messageOutbox)
    .where(
      and(
        eq(messageOutbox.recipient, buyerEmail),
        eq(messageOutbox.template, PURCHASE_TEMPLATES.confirmation),
      ),
    );
  const naming = rows.filter((row) => row.body.includes(referenceNumber));
  expect(naming).toHaveLength(1);
  return { subject: naming[0]!.subject, lines: naming[0]!.body.split('\n') };
}

const CAR_BIND = '/api/motor/motor_quotes/bind';
const HOME_BIND = '/api/home/applied_home_quotes/bind';

describe('a car bought monthly', () => {
  beforeAll(onCarApp);
  it('records the annual premium, and tells the plan, its total and charge apart', async () => {
    const quote = await priceCarQuote(
      t.app,
      buyer.headers,
      carQuoteRequest((request) => {
        request.motor_quote.cover_details.start_date = '2026-12-15';
      }),
    );
    const popular = levelOf(quote.answer, 'popular');
    const annualCents = centsOf(popular.total_amount);
    const totalCents = centsOf(popular.premium_details.total_if_paid_by_installment);
    const chargeCents = centsOf(
      popular.premium_details.total_annual_charge_for_payments_by_installment,
    );
    expect(chargeCents).toBeGreaterThan(0);
    expect(totalCents - annualCents).toBe(chargeCents);
    const plan = carInstalmentPlan(totalCents);
    const card = await authoriseCarCard(t.app, plan.depositCents);
    const answer = await bound(CAR_BIND, carMonthlyBind(quote, 'popular', card.token, clock.now()));

    const expectedPayment = {
      method: 'direct_debit',
      charged_cents: plan.depositCents,
      plan: {
        deposit_cents: plan.depositCents,
        instalments: 10,
        instalment_cents: plan.monthlyCents,
        last_instalment_cents: plan.directDebits.lastInstalmentCents,
        total_cents: totalCents,
        charge_cents: chargeCents,
        collection_day: 15,
        // The deposit pays December and January: the first debit is in February.
        first_collection_date: '2027-02-15',
      },
    };
    // The thank-you page reads what was taken and what comes next from the bind's answer.
    const created = answer.policy_creation_response_model!;
    expect(created).toMatchObject({
      start_date: '2026-12-15',
      end_date: '2027-12-14',
      premium_cents: annualCents,
      payment: expectedPayment,
    });

    const [row] = await db()
      .select()
      .from(policies)
      .where(eq(policies.policyNumber, created.policy_number));
    expect(row!.premiumCents).toBe(annualCents);

    const read = await policyRead(created.policy_number);
    expect(read.premium_cents).toBe(annualCents);
    expect(read.payment).toMatchObject(expectedPayment);

    const { subject, lines } = await confirmationLines(created.reference_number);
    expect(subject).toBe('Your Car Insurance policy documents are ready');
    expect(lines).toEqual(
      expect.arrayContaining([
        `Annual premium: ${formatEuro(annualCents)}`,
        `Total paid monthly: ${formatEuro(totalCents)}`,
        `Charge for paying monthly: ${formatEuro(chargeCents)}`,
        expect.stringMatching(
          new RegExp(
            `^Deposit paid by card: ${formatEuro(plan.depositCents).replace('.', '\\.')} on \\d{2}/\\d{2}/\\d{4}$`,
          ),
        ),
        `First direct debit: ${formatEuro(plan.monthlyCents)} on 15/02/2027`,
        'Start date: 15/12/2026',
        'End date: 14/12/2027',
      ]),
    );
    // The instalment total is never called the premium.
    expect(lines.filter((line) => /premium/i.test(line))).toEqual([
      `Annual premium: ${formatEuro(annualCents)}`,
    ]);
  });

  it('by card: the premium was taken at once, with no plan', async () => {
    const quote = await priceCarQuote(t.app, buyer.headers);
    const annualCents = centsOf(levelOf(quote.answer, 'popular').total_amount);
    const card = await authoriseCarCard(t.app, annualCents);
    const answer = await bound(CAR_BIND, carCardBind(quote, 'popular', card.token, clock.now()));
    const created = answer.policy_creation_response_model!;
    expect(created.premium_cents).toBe(annualCents);
    expect(created.payment).toMatchObject({
      method: 'card',
      charged_cents: annualCents,
      plan: null,
    });
    const { lines } = await confirmationLines(created.reference_number);
    expect(lines).toContain(`Annual premium: ${formatEuro(annualCents)}`);
    expect(lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Paid by card: €[\d,]+\.\d{2} on /)]),
    );
  });
});

describe('a home bought monthly', () => {
  beforeAll(onHomeApp);
  it('costs nothing more: its plan is the annual premium, first collected on the day chosen', async () => {
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const plan = monthlyInstalmentPlan(bought.priceCents);
    const answer = await bound(HOME_BIND, directDebitBind(bought, 22));
    const created = answer.policy_creation_response_model!;
    expect(created.premium_cents).toBe(bought.priceCents);
    expect(created.payment).toMatchObject({
      method: 'direct_debit',
      charged_cents: 0,
      plan: {
        deposit_cents: null,
        instalments: 12,
        total_cents: bought.priceCents,
        charge_cents: 0,
        last_instalment_cents: plan.lastInstalmentCents,
        collection_day: 22,
      },
    });
    expect(created.payment!.plan!.first_collection_date.slice(8)).toBe('22');
    expect(created.payment!.plan!.first_collection_date >= created.start_date!).toBe(true);
    const { lines } = await confirmationLines(created.reference_number);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Annual premium: ${formatEuro(bought.priceCents)}`,
        'Charge for paying monthly: None: no extra cost',
      ]),
    );
  });
});

describe('a home renewal paid for', () => {
  beforeAll(onHomeApp);
  it('is e-mailed as a renewal, with the renewed period', async () => {
    // A policy bought by card, moved back so that it ends in 30 days, with its offer issued.
    const bought = await priceHomeQuote(t.app, buyer.headers);
    const token = (await authoriseCard(t.app, bought.priceCents)).token;
    const first = await bound(HOME_BIND, cardBind(bought, token));
    const isoDay = (date: Date) => date.toISOString().slice(0, 10);
    const endDate = isoDay(new Date(Date.now() + 30 * 86_400_000));
    const startDate = isoDay(new Date(Date.parse(`${endDate}T00:00:00Z`) - 364 * 86_400_000));
    expect(annualPolicyEndDate(startDate)).toBe(endDate);
    const [row] = await db()
      .update(policies)
      .set({ startDate, endDate })
      .where(eq(policies.referenceNumber, first.reference_number!))
      .returning();
    const renewalDate = isoDay(new Date(Date.parse(`${endDate}T00:00:00Z`) + 86_400_000));
    const issued = await t.app.services.renewalCycle.issueOffer({
      policyId: row!.id,
      renewalDate,
    });
    expect(issued.outcome).toBe('issued');
    const offerResponse = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_renewal/',
      headers: buyer.headers,
      payload: { policy_id: row!.policyId },
    });
    expect(offerResponse.statusCode, offerResponse.body).toBe(200);
    const offer: RenewalOffer = renewalOfferSchema.parse(offerResponse.json());
    const quote = offer.quotes.find((each) => each.current_insurer_renewal_quote)!;
    const renewal: BoughtQuote = {
      quoteReference: quote.quote_reference,
      quote: quote as BoughtQuote['quote'],
      priceCents: Math.round(quote.price! * 100),
    };

    const answer = await bound('/api/home/applied_home_renewal/bind', {
      ...directDebitBind(renewal, 8),
      renewal_answers: {
        claims_condition_one: true,
        claims_condition_two: true,
        accepted_terms_and_conditions: true,
        auto_renewal: false,
      },
    });
    const created = answer.policy_creation_response_model!;
    expect(created.start_date).toBe(renewalDate);
    const until = annualPolicyEndDate(renewalDate);
    const display = (iso: string) => iso.split('-').reverse().join('/');
    const { subject, lines } = await confirmationLines(created.reference_number);
    expect(subject).toBe('Your Home Insurance is renewed');
    expect(lines).toEqual(
      expect.arrayContaining([
        `Your Home Insurance is renewed from ${display(renewalDate)} to ${display(until)}. Your policy documents for the renewed period are ready.`,
        `Renewed from: ${display(renewalDate)}`,
        `End date: ${display(until)}`,
        `Annual premium: ${formatEuro(renewal.priceCents)}`,
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/buying|purchase/i);
  });
});
