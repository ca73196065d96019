import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_ACCOUNT_IDS,
  DEBIT_STATUS_LABELS,
  HOME_ADDRESS_MESSAGES,
  POLICY_CHANGE_MESSAGES,
  YOUR_COVER_MESSAGES,
  addDays,
  calendarDateOf,
  formatIsoDate,
  homeChangeableAnswersSchema,
  parseIsoDate,
  periodDays,
  policyChangeAppliedSchema,
  policyChangeQuoteSchema,
  policyVersionsSchema,
  debitsInWords,
  firstDebitCarrying,
  formatEuro,
  instalmentsInWords,
  isoToDisplayDate,
  monthlyInstalmentPlan,
  paymentScheduleSchema,
  profileSchema,
  proRataCents,
  spreadOver,
} from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  cardGatewayPayments,
  cardGatewayRefunds,
  documents,
  jobs,
  messageOutbox,
  payments,
  policies,
  policyChanges,
  policyVersions,
  quotes,
  renewalOffers,
  sandboxBankTransfers,
} from '../../db/schema.js';
import { pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import { authoriseCard, buyHomePolicy } from '../../test/checkout-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
}, 60_000);
afterAll(async () => t?.close());

const today = () => formatIsoDate(calendarDateOf(new Date()));
const daysFromToday = (days: number) => formatIsoDate(addDays(parseIsoDate(today())!, days));
type PolicyRow = typeof policies.$inferSelect;
type Headers = Record<string, string>;

const ring = { item_type: 'Jewellery', value: 2_000, description: 'Gold ring' };

const call = (
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Headers = buyer.headers,
) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
const path = (policy: PolicyRow, rest: string) =>
  `/api/policies/${encodeURIComponent(policy.policyId)}${rest}`;
const quoteChange = (policy: PolicyRow, change: unknown, effective = today(), headers?: Headers) =>
  call('POST', path(policy, '/changes/quote'), { effective_date: effective, change }, headers);
const applyChange = (policy: PolicyRow, payload: unknown, headers?: Headers) =>
  call('POST', path(policy, '/changes'), payload, headers);

async function priced(policy: PolicyRow, change: unknown, effective = today()) {
  const response = await quoteChange(policy, change, effective);
  expect(response.statusCode, response.body).toBe(200);
  return policyChangeQuoteSchema.parse(response.json());
}

const changesOf = (policy: PolicyRow) =>
  db().select().from(policyChanges).where(eq(policyChanges.policyId, policy.id));
const versionsOf = (policy: PolicyRow) =>
  db().select().from(policyVersions).where(eq(policyVersions.policyId, policy.id));

describe('a home policy changed mid-term, paid by card', () => {
  let policy: PolicyRow;
  beforeAll(async () => {
    policy = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 30, insurer: 'RSA' });
  });

  it('lists the policy as bought, with the answers a change may alter', async () => {
    const response = await call('GET', path(policy, '/versions'));
    expect(response.statusCode, response.body).toBe(200);
    const { versions } = policyVersionsSchema.parse(response.json());
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, effective_date: policy.startDate, lines: [] });
    const answers = homeChangeableAnswersSchema.parse(versions[0]!.answers);
    expect(answers.specified_items).toEqual([]);
  });

  it('prices adding a specified item: the new premium and the rest of the period pro rata', async () => {
    const quote = await priced(policy, { specified_items: [ring] });
    const days = periodDays(policy.startDate, policy.endDate);
    const remaining = periodDays(today(), policy.endDate);
    expect(quote).toMatchObject({
      outcome: 'priced',
      current_annual_premium_cents: policy.premiumCents,
      days_in_period: days,
      days_remaining: remaining,
      priced_on: today(),
      pay_by: ['card'],
      refund_to: null,
      lines: [{ label: 'Specified items', before: 'None', after: 'Jewellery: Gold ring, €2,000' }],
    });
    expect(quote.new_annual_premium_cents!).toBeGreaterThan(policy.premiumCents);
    expect(quote.adjustment_cents).toBe(
      proRataCents(quote.new_annual_premium_cents! - policy.premiumCents, remaining, days),
    );
  });

  it('refuses a change against the quote’s own rules, and one that alters nothing, keeping nothing', async () => {
    const before = (await changesOf(policy)).length;
    const low = await quoteChange(policy, { contents_amount: 14_999 });
    expect(low.statusCode).toBe(400);
    expect(low.json().fieldErrors.contents_amount).toEqual([YOUR_COVER_MESSAGES.contentsMinimum]);
    const nothing = await quoteChange(policy, {});
    expect(nothing.json().fieldErrors.change).toEqual([POLICY_CHANGE_MESSAGES.nothingChanged]);
    const past = await quoteChange(policy, { home_emergency: true }, daysFromToday(-1));
    expect(past.json().fieldErrors.effective_date).toEqual([
      POLICY_CHANGE_MESSAGES.effectiveDateInPast,
    ]);
    const late = await quoteChange(policy, { home_emergency: true }, daysFromToday(400));
    expect(late.statusCode).toBe(400);
    const strange = await quoteChange(policy, { start_date: today() });
    expect(strange.statusCode).toBe(400);
    expect((await changesOf(policy)).length).toBe(before);
  });

  it('says when the insurer refers a change, and changes nothing', async () => {
    // RSA refers a specified item over €15,000 to an underwriter.
    const quote = await priced(policy, {
      specified_items: [{ item_type: 'Jewellery', value: 20_000, description: 'Diamond necklace' }],
    });
    expect(quote).toMatchObject({
      outcome: 'referred',
      change_id: null,
      adjustment_cents: null,
      message: POLICY_CHANGE_MESSAGES.referred('RSA Insurance'),
    });
  });

  it('makes the change once, charging the card the price shown: version 2, endorsement, e-mail', async () => {
    const quote = await priced(policy, { specified_items: [ring] });
    const noPayment = await applyChange(policy, {
      change_id: quote.change_id,
      expected_adjustment_cents: quote.adjustment_cents,
    });
    expect(noPayment.json().fieldErrors.payment).toEqual([POLICY_CHANGE_MESSAGES.paymentRequired]);
    const wrongPrice = await applyChange(policy, {
      change_id: quote.change_id,
      expected_adjustment_cents: quote.adjustment_cents! - 1,
      payment: { method: 'instalments' },
    });
    expect(wrongPrice.statusCode).toBe(409);
    expect(wrongPrice.json().message).toBe(POLICY_CHANGE_MESSAGES.adjustmentChanged);

    const card = await authoriseCard(
      t.app,
      quote.adjustment_cents!,
      undefined,
      CARD_ACCOUNT_IDS.HOME,
    );
    const payload = {
      change_id: quote.change_id,
      expected_adjustment_cents: quote.adjustment_cents,
      payment: { method: 'card', token: card.token },
    };
    const made = await applyChange(policy, payload);
    expect(made.statusCode, made.body).toBe(200);
    expect(policyChangeAppliedSchema.parse(made.json())).toMatchObject({
      version: 2,
      effective_date: today(),
      new_annual_premium_cents: quote.new_annual_premium_cents,
      adjustment_cents: quote.adjustment_cents,
      settlement: 'card_charged',
    });
    // A double tap answers the first result and charges nothing more.
    const again = await applyChange(policy, payload);
    expect(again.json()).toEqual(made.json());

    const [row] = await db().select().from(policies).where(eq(policies.id, policy.id));
    expect(row).toMatchObject({
      premiumCents: policy.premiumCents + quote.adjustment_cents!,
      annualisedPremiumCents: quote.new_annual_premium_cents,
    });
    const [charge] = await db()
      .select()
      .from(cardGatewayPayments)
      .where(eq(cardGatewayPayments.token, card.token));
    expect(charge).toMatchObject({ status: 'captured', amountCents: quote.adjustment_cents });
    const endorsements = await db()
      .select({ name: documents.name })
      .from(documents)
      .where(
        and(
          eq(documents.policyId, policy.id),
          eq(documents.businessProcess, 'MID_TERM_ADJUSTMENT'),
        ),
      );
    expect(endorsements).toEqual([{ name: 'endorsement-schedule-v2' }]);
    const emails = await db()
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.template, 'policy-changed'));
    expect(emails.some((email) => email.body.includes(policy.policyNumber))).toBe(true);

    const { versions } = policyVersionsSchema.parse(
      (await call('GET', path(policy, '/versions'))).json(),
    );
    expect(versions.map((version) => version.version)).toEqual([1, 2]);
    expect(homeChangeableAnswersSchema.parse(versions[1]!.answers).specified_items).toEqual([ring]);
  });

  it('refuses a price kept past its day, and one priced on a version since changed', async () => {
    const stale = await priced(policy, { home_emergency: true });
    await db()
      .update(policyChanges)
      .set({ pricedOn: daysFromToday(-1) })
      .where(eq(policyChanges.id, stale.change_id!));
    const expired = await applyChange(policy, {
      change_id: stale.change_id,
      expected_adjustment_cents: stale.adjustment_cents,
      payment: { method: 'instalments' },
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(POLICY_CHANGE_MESSAGES.expired);
    expect((await versionsOf(policy)).length).toBe(1);
  });

  it('returns what a cheaper change saves to the card, through its refund job', async () => {
    const quote = await priced(policy, { specified_items: [] });
    expect(quote.adjustment_cents!).toBeLessThan(0);
    expect(quote).toMatchObject({ pay_by: [], refund_to: 'card' });
    const made = await applyChange(policy, {
      change_id: quote.change_id,
      expected_adjustment_cents: quote.adjustment_cents,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      version: 3,
      settlement: 'card_refund',
      refund_by: daysFromToday(30),
    });
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `policy-change-refund:${quote.change_id}`));
    const settled = await t.app.jobRunner.settled(job!.id, 20_000);
    expect(settled?.status, settled?.lastError ?? '').toBe('done');
    const refunds = await db()
      .select()
      .from(cardGatewayRefunds)
      .where(eq(cardGatewayRefunds.refundKey, `policy-change:${quote.change_id}`));
    expect(refunds.map((refund) => refund.amountCents)).toEqual([-quote.adjustment_cents!]);

    // The policy page's payments (issue 45): the purchase, the charge, the return, in date order.
    const schedule = await call('GET', path(policy, '/payment-schedule'));
    expect(schedule.statusCode, schedule.body).toBe(200);
    const { method, debits, card_payments } = paymentScheduleSchema.parse(schedule.json());
    expect({ method, debits }).toEqual({ method: 'card', debits: [] });
    const [charge] = await db()
      .select()
      .from(policyChanges)
      .where(and(eq(policyChanges.policyId, policy.id), eq(policyChanges.status, 'applied')))
      .orderBy(policyChanges.createdAt)
      .limit(1);
    expect(card_payments).toEqual([
      {
        // Bought through the checkout today, its cover backdated by the test.
        date: daysFromToday(0),
        kind: 'purchase',
        amount_cents: policy.premiumCents,
        card_brand: expect.any(String),
        under_way: false,
      },
      {
        date: daysFromToday(0),
        kind: 'change_charge',
        amount_cents: charge!.adjustmentCents,
        card_brand: null,
        under_way: false,
      },
      {
        date: daysFromToday(0),
        kind: 'change_refund',
        amount_cents: -quote.adjustment_cents!,
        card_brand: null,
        under_way: false,
      },
    ]);
  });

  it('renews the policy as changed', async () => {
    const changed = await buyHomePolicy(t.app, buyer.headers, 'direct debit', {
      daysAgo: 334,
      insurer: 'RSA',
    });
    const quote = await priced(changed, { specified_items: [ring] });
    // 334 days in, the last debit is less than the debits' notice ahead: the card pays.
    expect(quote).toMatchObject({ pay_by: ['card'], debits_after: null });
    const onDebits = await applyChange(changed, {
      change_id: quote.change_id,
      expected_adjustment_cents: quote.adjustment_cents,
      payment: { method: 'instalments' },
    });
    expect(onDebits.statusCode).toBe(400);
    expect(onDebits.json().fieldErrors.payment).toEqual([
      POLICY_CHANGE_MESSAGES.instalmentsCannotCarry,
    ]);
    const card = await authoriseCard(
      t.app,
      quote.adjustment_cents!,
      undefined,
      CARD_ACCOUNT_IDS.HOME,
    );
    const made = await applyChange(changed, {
      change_id: quote.change_id,
      expected_adjustment_cents: quote.adjustment_cents,
      payment: { method: 'card', token: card.token },
    });
    expect(made.json()).toMatchObject({ settlement: 'card_charged' });
    await t.app.services.renewalCycle.issueOffer({
      policyId: changed.id,
      renewalDate: formatIsoDate(addDays(parseIsoDate(changed.endDate)!, 1)),
    });
    const [renewal] = await db()
      .select()
      .from(quotes)
      .where(eq(quotes.renewalOfPolicyId, changed.id));
    const request = renewal!.request as {
      home_quote: { cover_details: { specified_items: unknown[] } };
    };
    expect(request.home_quote.cover_details.specified_items).toEqual([ring]);
    // The notice's schedule gives the year's premium annualised, as s.12 asks after a change.
    const [offer] = await db()
      .select()
      .from(renewalOffers)
      .where(eq(renewalOffers.renewalOfPolicyId, changed.id));
    const year = offer!.notice.history.find((entry) => entry.annualised_premium !== null);
    expect(year?.annualised_premium).toBe(quote.new_annual_premium_cents! / 100);
  });
});

describe('a home policy paid by monthly direct debit, changed mid-term', () => {
  let policy: PolicyRow;
  beforeAll(async () => {
    policy = await buyHomePolicy(t.app, buyer.headers, 'direct debit', {
      daysAgo: 30,
      insurer: 'RSA',
    });
  });
  const scheduleOf = async (of: PolicyRow, headers: Headers = buyer.headers) => {
    const response = await call('GET', path(of, '/payment-schedule'), undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    return paymentScheduleSchema.parse(response.json());
  };
  const sum = (debits: { amount_cents: number }[]) =>
    debits.reduce((total, debit) => total + debit.amount_cents, 0);

  it('lists its twelve debits, those by today collected, the rest due', async () => {
    const schedule = await scheduleOf(policy);
    expect(schedule).toMatchObject({ policy_id: policy.policyId, method: 'direct_debit' });
    expect(schedule.debits).toHaveLength(12);
    expect(sum(schedule.debits)).toBe(policy.premiumCents);
    // Home takes no deposit: nothing was paid by card.
    expect(schedule.card_payments).toEqual([]);
    for (const debit of schedule.debits) {
      expect(debit.status).toBe(debit.date <= today() ? 'collected' : 'due');
    }
    // Another's policy is not found; no one signed in is asked to sign in.
    const theirs = await call('GET', path(policy, '/payment-schedule'), undefined, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', path(policy, '/payment-schedule'), undefined, {})).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/api/policies/%20/payment-schedule')).statusCode).toBe(400);
  });

  it('adds a charge to the debits from the notice on, prints and e-mails them', async () => {
    const before = await scheduleOf(policy);
    const quote = await priced(policy, { specified_items: [ring] });
    const charge = quote.adjustment_cents!;
    expect(charge).toBeGreaterThan(0);
    const carrying = before.debits.filter((debit) => debit.date >= firstDebitCarrying(today()));
    const expected = spreadOver(carrying, charge);
    expect(quote).toMatchObject({ pay_by: ['card', 'instalments'], refund_to: null });
    expect(quote.debits_after).toEqual(expected);

    const made = await applyChange(policy, {
      change_id: quote.change_id,
      expected_adjustment_cents: charge,
      payment: { method: 'instalments' },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ settlement: 'added_to_instalments', refund_by: null });

    const after = await scheduleOf(policy);
    expect(sum(after.debits)).toBe(sum(before.debits) + charge);
    expect(
      after.debits
        .slice(-expected.length)
        .map(({ date, amount_cents }) => ({ date, amount_cents })),
    ).toEqual(expected);
    // Debits inside the notice keep their amounts.
    expect(after.debits.slice(0, -expected.length)).toEqual(
      before.debits.slice(0, -expected.length),
    );

    const words = debitsInWords(expected);
    const [email] = await db()
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.template, 'policy-changed'))
      .orderBy(sql`${messageOutbox.createdAt} desc`)
      .limit(1);
    expect(email!.body).toContain(`Your direct debits with this change: ${words}.`);
    const [schedule] = await db()
      .select()
      .from(documents)
      .where(and(eq(documents.policyId, policy.id), eq(documents.name, 'endorsement-schedule-v2')));
    const printed = pdfPagesText(schedule!.pdf).join(' ').replace(/\s+/g, ' ');
    expect(printed).toContain('Direct debits with this change');
    // The plan as it now stands, in the payment schedule's figures: the debits collected as they
    // were, those to come carrying the change; never a plan of the new annual premium.
    expect(printed).not.toContain(
      instalmentsInWords(monthlyInstalmentPlan(quote.new_annual_premium_cents!)),
    );
    for (const debit of after.debits) {
      expect(printed).toContain(
        `Direct debit on ${isoToDisplayDate(debit.date)} ${formatEuro(debit.amount_cents)}, ${DEBIT_STATUS_LABELS[debit.status].toLowerCase()}`,
      );
    }
    expect(printed).toContain(`Total of the direct debits ${formatEuro(sum(after.debits))}`);
  });

  it('takes a return off the debits still to come, and cancelling nets the debits as changed', async () => {
    const before = await scheduleOf(policy);
    const quote = await priced(policy, { specified_items: [] });
    const back = quote.adjustment_cents!;
    expect(back).toBeLessThan(0);
    expect(quote).toMatchObject({ pay_by: [], refund_to: 'instalments' });
    const made = await applyChange(policy, {
      change_id: quote.change_id,
      expected_adjustment_cents: back,
    });
    expect(made.json()).toMatchObject({ settlement: 'instalments_reduced' });
    const after = await scheduleOf(policy);
    expect(sum(after.debits)).toBe(sum(before.debits) + back);
    // Home's plan costs nothing beside the premium, before a change or after one.
    const profile = await call('GET', '/api/profile/profile');
    const read = profileSchema
      .parse(profile.json())
      .policies.find((listed) => listed.policy_id === policy.policyId)!;
    expect(read.payment!.plan!.charge_cents).toBe(0);

    const leaving = await call('POST', path(policy, '/cancellation/quote'), {
      kind: 'cancellation',
      last_day_of_cover: today(),
    });
    expect(leaving.statusCode, leaving.body).toBe(200);
    const collected = sum(after.debits.filter((debit) => debit.date <= today()));
    expect(leaving.json().paid_cents).toBe(collected);
    const confirmed = await call('POST', path(policy, '/cancellation'), {
      kind: 'cancellation',
      last_day_of_cover: today(),
      expected_settlement_cents: leaving.json().settlement_cents,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const ended = await scheduleOf(policy);
    for (const debit of ended.debits) {
      expect(debit.status).toBe(debit.date <= today() ? 'collected' : 'stopped');
    }
  });

  it('refunds a return the debits cannot carry to the bank account, by credit transfer', async () => {
    const late = await buyHomePolicy(t.app, buyer.headers, 'direct debit', {
      daysAgo: 340,
      insurer: 'RSA',
    });
    // A ring added and paid by card (no debit is far enough ahead to carry it), then taken off.
    const added = await priced(late, { specified_items: [ring] });
    const card = await authoriseCard(
      t.app,
      added.adjustment_cents!,
      undefined,
      CARD_ACCOUNT_IDS.HOME,
    );
    await applyChange(late, {
      change_id: added.change_id,
      expected_adjustment_cents: added.adjustment_cents,
      payment: { method: 'card', token: card.token },
    });
    const quote = await priced(late, { specified_items: [] });
    expect(quote).toMatchObject({ refund_to: 'bank_account', debits_after: null });
    const made = await applyChange(late, {
      change_id: quote.change_id,
      expected_adjustment_cents: quote.adjustment_cents,
    });
    expect(made.json()).toMatchObject({ settlement: 'bank_refund', refund_by: daysFromToday(30) });
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `policy-change-refund:${quote.change_id}`));
    const settled = await t.app.jobRunner.settled(job!.id, 20_000);
    expect(settled?.status, settled?.lastError ?? '').toBe('done');
    const transfers = await db()
      .select()
      .from(sandboxBankTransfers)
      .where(eq(sandboxBankTransfers.transferKey, `policy-change:${quote.change_id}`));
    expect(transfers.map((transfer) => transfer.amountCents)).toEqual([-quote.adjustment_cents!]);
  });
});

describe('a change after one still to come', () => {
  it('starts on or after the day the last change starts, so versions follow each other', async () => {
    const policy = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 5 });
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.quoteId, policy.quoteId!));
    // A change made earlier that starts in ten days (a change annualises the premium).
    await db()
      .update(policies)
      .set({ annualisedPremiumCents: policy.premiumCents })
      .where(eq(policies.id, policy.id));
    await db()
      .insert(policyVersions)
      .values({
        policyId: policy.id,
        version: 2,
        effectiveDate: daysFromToday(10),
        annualPremiumCents: policy.premiumCents,
        snapshot: payment!.quoteSnapshot,
        lines: [],
        changeId: randomUUID(),
      });
    const before = await quoteChange(policy, { home_emergency: true }, daysFromToday(9));
    expect(before.statusCode, before.body).toBe(400);
    expect(before.json().fieldErrors.effective_date).toEqual([
      POLICY_CHANGE_MESSAGES.effectiveDateBeforeLastChange(daysFromToday(10)),
    ]);
    expect(
      (await quoteChange(policy, { home_emergency: true }, daysFromToday(10))).statusCode,
    ).toBe(200);
  });
});

describe('who may change a policy, and what they may send', () => {
  let policy: PolicyRow;
  beforeAll(async () => {
    policy = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 10 });
  });

  it('is the owner only, after sign-in', async () => {
    expect(
      (await quoteChange(policy, { home_emergency: true }, today(), other.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', path(policy, '/versions'), undefined, other.headers)).statusCode,
    ).toBe(404);
    expect((await quoteChange(policy, { home_emergency: true }, today(), {})).statusCode).toBe(401);
    const quote = await priced(policy, { home_emergency: true });
    const theirs = await applyChange(
      policy,
      {
        change_id: quote.change_id,
        expected_adjustment_cents: quote.adjustment_cents,
        payment: { method: 'instalments' },
      },
      other.headers,
    );
    expect(theirs.statusCode).toBe(404);
    // An agent acting for no customer is nobody's owner.
    const agent = await signIn(t.app, DEMO_ACCOUNTS.agent.email);
    expect(
      (await quoteChange(policy, { home_emergency: true }, today(), agent.headers)).statusCode,
    ).toBe(404);
    expect(
      (
        await applyChange(
          policy,
          { change_id: quote.change_id, expected_adjustment_cents: quote.adjustment_cents },
          agent.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect((await versionsOf(policy)).length).toBe(0);
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const before = (await changesOf(policy)).length;
    for (const payload of [
      { effective_date: 'today', change: {} },
      { effective_date: today(), change: 'all of it' },
      { effective_date: today() },
      { effective_date: today(), change: { contents_amount: -1 } },
      {
        effective_date: today(),
        change: { specified_items: [{ item_type: 'Yacht', value: 2_000, description: 'x' }] },
      },
    ]) {
      const response = await call('POST', path(policy, '/changes/quote'), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [
      { change_id: 'nope', expected_adjustment_cents: 0 },
      { change_id: '00000000-0000-4000-8000-000000000000', expected_adjustment_cents: 1.5 },
      {
        change_id: '00000000-0000-4000-8000-000000000000',
        expected_adjustment_cents: 0,
        payment: { method: 'cash' },
      },
    ]) {
      expect((await applyChange(policy, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await changesOf(policy)).length).toBe(before);
  });

  it('refuses a change to a policy that has been cancelled', async () => {
    const cancelled = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 2 });
    const leaving = await call('POST', path(cancelled, '/cancellation/quote'), {
      kind: 'withdrawal',
    });
    await call('POST', path(cancelled, '/cancellation'), {
      kind: 'withdrawal',
      expected_settlement_cents: leaving.json().settlement_cents,
    });
    const response = await quoteChange(cancelled, { home_emergency: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.policy).toEqual([POLICY_CHANGE_MESSAGES.notActive]);
  });
});

describe('a home policy’s correspondence address changed', () => {
  const flat = {
    address_line1: '12 Abbey Street',
    town: 'Dublin 1',
    county: 'Dublin',
    post_code: 'D01 F5P2',
  };

  it('costs nothing and reissues the schedule addressed to the new place', async () => {
    const policy = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 10 });
    const quote = await priced(policy, { correspondence_address: flat });
    expect(quote).toMatchObject({
      outcome: 'priced',
      adjustment_cents: 0,
      new_annual_premium_cents: policy.premiumCents,
      pay_by: [],
      refund_to: null,
      lines: [
        {
          label: 'Correspondence address',
          before: 'The insured address',
          after: '12 Abbey Street, Dublin 1, Dublin, D01 F5P2',
        },
      ],
    });
    const response = await applyChange(policy, {
      change_id: quote.change_id,
      expected_adjustment_cents: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(policyChangeAppliedSchema.parse(response.json())).toMatchObject({
      version: 2,
      settlement: 'none',
    });
    const [schedule] = await db()
      .select({ pdf: documents.pdf })
      .from(documents)
      .where(and(eq(documents.policyId, policy.id), eq(documents.name, 'endorsement-schedule-v2')));
    expect(pdfPagesText(schedule!.pdf).join(' ')).toContain('12 Abbey Street');
    const { versions } = policyVersionsSchema.parse(
      (await call('GET', path(policy, '/versions'))).json(),
    );
    expect(homeChangeableAnswersSchema.parse(versions[1]!.answers).correspondence_address).toEqual(
      flat,
    );
  });

  it('refuses an address against the quote’s address rules, keeping nothing', async () => {
    const policy = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 10 });
    const response = await quoteChange(policy, {
      correspondence_address: { ...flat, address_line1: '', post_code: 'D01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'correspondence_address.address_line1': [HOME_ADDRESS_MESSAGES.addressLine1Required],
      'correspondence_address.post_code': [HOME_ADDRESS_MESSAGES.eircodeInvalid],
    });
    expect(await changesOf(policy)).toEqual([]);
  });
});

describe.runIf(onPostgres)('20 taps on one priced change at once', () => {
  it('makes one version and takes one charge', async () => {
    const policy = await buyHomePolicy(t.app, buyer.headers, 'card', { daysAgo: 20 });
    const quote = await priced(policy, { specified_items: [ring] });
    const card = await authoriseCard(
      t.app,
      quote.adjustment_cents!,
      undefined,
      CARD_ACCOUNT_IDS.HOME,
    );
    const payload = {
      change_id: quote.change_id,
      expected_adjustment_cents: quote.adjustment_cents,
      payment: { method: 'card', token: card.token },
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => applyChange(policy, payload)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await versionsOf(policy)).toHaveLength(1);
    const [captured] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(cardGatewayPayments)
      .where(
        and(eq(cardGatewayPayments.token, card.token), eq(cardGatewayPayments.status, 'captured')),
      );
    expect(captured!.count).toBe(1);
    const [row] = await db().select().from(policies).where(eq(policies.id, policy.id));
    expect(row!.premiumCents).toBe(policy.premiumCents + quote.adjustment_cents!);
  });
});
