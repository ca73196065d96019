import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_MESSAGES,
  POLICY_CHANGE_MESSAGES,
  TRAVEL_CHANGE_MESSAGES,
  calendarDateOf,
  formatIsoDate,
  parseIsoDate,
  periodDays,
  policyChangeAppliedSchema,
  policyChangeQuoteSchema,
  policyVersionsSchema,
  travelChangeableAnswersSchema,
  travelCoverEnd,
  type TravelQuoteRequest,
} from '@wallet/domain';
import { pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { documents, policies, policyChanges, policyVersions } from '../../db/schema.js';
import { isoDateInDays } from '../../test/home-quote-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import {
  authoriseTravelCard,
  priceTravelQuote,
  travelBind,
} from '../../test/travel-quote-fixtures.js';

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

type PolicyRow = typeof policies.$inferSelect;
type Headers = Record<string, string>;
const today = () => formatIsoDate(calendarDateOf(new Date()));
const cian = { first_name: 'Cian', last_name: 'Murphy', date_of_birth: '1983-09-02' };

/**
 * Aoife alone on the worked example's week in Austria a month from today (car hire, VHI abroad, a
 * bank customer, SUMMER10; no winter sports): travellers 1,850, car hire 1,200, private medical
 * -185, bank -287, SUMMER10 -258: premium 2,320, levy 116, stamp duty 100, €25.36.
 */
const aoifeAlone = (request: TravelQuoteRequest) => {
  const quote = request.travel_quote;
  quote.cover_details.insured_person_type = 1;
  quote.cover_details.addons_selected = [2, 3];
  quote.policy_holder_details.number_of_children = 0;
  quote.additional_holder_details = [];
};

async function buyTravelPolicy(change: (request: TravelQuoteRequest) => void = aoifeAlone) {
  const quote = await priceTravelQuote(t.app, buyer.headers, change);
  const card = await authoriseTravelCard(t.app, quote.priceCents);
  const bind = await t.app.inject({
    method: 'POST',
    url: '/api/travel/travel_quotes/bind',
    headers: buyer.headers,
    payload: travelBind(quote, card.token),
  });
  if (bind.json().bind_status !== 'COMPLETED') throw new Error(`bind failed: ${bind.body}`);
  const [policy] = await db()
    .select()
    .from(policies)
    .where(
      eq(policies.referenceNumber, bind.json().policy_creation_response_model.reference_number),
    );
  return policy!;
}

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
const quoteChange = (policy: PolicyRow, change: unknown, headers?: Headers) =>
  call('POST', path(policy, '/changes/quote'), { effective_date: today(), change }, headers);

async function priced(policy: PolicyRow, change: unknown) {
  const response = await quoteChange(policy, change);
  expect(response.statusCode, response.body).toBe(200);
  return policyChangeQuoteSchema.parse(response.json());
}

/** Makes a priced change that costs, paying the adjustment by card on travel's account. */
async function madeByCard(policy: PolicyRow, quote: Awaited<ReturnType<typeof priced>>) {
  const card = await authoriseTravelCard(t.app, quote.adjustment_cents!);
  const made = await call('POST', path(policy, '/changes'), {
    change_id: quote.change_id,
    expected_adjustment_cents: quote.adjustment_cents,
    payment: { method: 'card', token: card.token },
  });
  expect(made.statusCode, made.body).toBe(200);
  return policyChangeAppliedSchema.parse(made.json());
}

const rowOf = async (policy: PolicyRow) =>
  (await db().select().from(policies).where(eq(policies.id, policy.id)))[0]!;
const changesOf = (policy: PolicyRow) =>
  db().select().from(policyChanges).where(eq(policyChanges.policyId, policy.id));
const versionsOf = (policy: PolicyRow) =>
  db().select().from(policyVersions).where(eq(policyVersions.policyId, policy.id));
async function endorsementText(policy: PolicyRow, version: number) {
  const [document] = await db()
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.policyId, policy.id),
        eq(documents.name, `endorsement-schedule-v${version}`),
      ),
    );
  expect(document?.businessProcess).toBe('MID_TERM_ADJUSTMENT');
  return pdfPagesText(document!.pdf).join(' ');
}

describe('a travel policy changed before the trip', () => {
  let policy: PolicyRow;
  beforeAll(async () => {
    policy = await buyTravelPolicy();
  }, 60_000);

  it('lists the policy as bought, with the answers a change may alter', async () => {
    expect(policy.premiumCents).toBe(25_36);
    const response = await call('GET', path(policy, '/versions'));
    expect(response.statusCode, response.body).toBe(200);
    const { versions } = policyVersionsSchema.parse(response.json());
    expect(travelChangeableAnswersSchema.parse(versions[0]!.answers)).toEqual({
      trip_type: 1,
      start_date: isoDateInDays(30),
      end_date: isoDateInDays(37),
      cover_days: 8,
      destination_zone_id: 1,
      insured_person_type: 1,
      partner: null,
      number_of_children: 0,
      winter_sports: false,
      business: false,
    });
  });

  it('adds a partner: priced by the insurer, charged whole before the trip, the certificate reissued', async () => {
    const quote = await priced(policy, { partner: cian });
    // Two adults: travellers 3,700, car hire 1,200, private medical -370, bank -453, SUMMER10
    // -408: premium 3,669, levy 183, stamp duty 100 = €39.52; €14.16 more than €25.36.
    expect(quote).toMatchObject({
      outcome: 'priced',
      effective_date: policy.startDate,
      current_annual_premium_cents: 25_36,
      new_annual_premium_cents: 39_52,
      days_in_period: 8,
      days_remaining: 8,
      adjustment_cents: 14_16,
      pay_by: ['card'],
      lines: [
        { label: 'Who is insured', before: 'You', after: 'You and partner' },
        { label: 'Partner', before: 'None', after: 'Cian Murphy, born 02/09/1983' },
      ],
    });
    const made = await madeByCard(policy, quote);
    expect(made).toMatchObject({ version: 2, adjustment_cents: 14_16, settlement: 'card_charged' });
    expect(await rowOf(policy)).toMatchObject({
      premiumCents: 39_52,
      annualisedPremiumCents: 39_52,
      endDate: policy.endDate,
    });
    const certificate = await endorsementText(policy, 2);
    expect(certificate).toContain('Cian Murphy');
    expect(certificate).toContain('You and partner');
    // The first certificate says it is replaced, where the documents list shows it.
    const [first] = await db()
      .select({ description: documents.description })
      .from(documents)
      .where(and(eq(documents.policyId, policy.id), eq(documents.name, 'travel-certificate')));
    expect(first!.description).toBe(POLICY_CHANGE_MESSAGES.replacedBy(2, policy.startDate));
    const { versions } = policyVersionsSchema.parse(
      (await call('GET', path(policy, '/versions'))).json(),
    );
    expect(travelChangeableAnswersSchema.parse(versions[1]!.answers)).toMatchObject({
      insured_person_type: 2,
      partner: cian,
    });
  });

  it('adds winter sports: half the travellers’ premium, rated as a new quote is', async () => {
    const quote = await priced(policy, { winter_sports: true });
    // Winter sports 1,850 on travellers 3,700: premium 5,168, levy 258, stamp duty 100 = €55.26.
    expect(quote).toMatchObject({
      outcome: 'priced',
      current_annual_premium_cents: 39_52,
      new_annual_premium_cents: 55_26,
      adjustment_cents: 15_74,
      lines: [{ label: 'Winter sports', before: 'Not included', after: 'Included' }],
    });
    expect(await madeByCard(policy, quote)).toMatchObject({ version: 3 });
    expect(await endorsementText(policy, 3)).toContain('Winter sports');
  });

  it('refuses a change against the quote’s rules with its message, writing nothing', async () => {
    const changes = (await changesOf(policy)).length;
    const again = await quoteChange(policy, { partner: cian });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({
      partner: [TRAVEL_CHANGE_MESSAGES.partnerAlreadyInsured],
    });
    const young = await buyTravelPolicy();
    const child = await quoteChange(young, {
      partner: { ...cian, date_of_birth: isoDateInDays(-365 * 10) },
    });
    expect(child.statusCode).toBe(400);
    expect(child.json().fieldErrors).toEqual({
      'partner.date_of_birth': [DATE_OF_BIRTH_MESSAGES.under18],
    });
    const nothing = await quoteChange(policy, { winter_sports: true });
    expect(nothing.json().fieldErrors).toEqual({ change: [POLICY_CHANGE_MESSAGES.nothingChanged] });
    const strange = await quoteChange(policy, { destination_zone_id: 3 });
    expect(strange.statusCode).toBe(400);
    const someoneElse = await quoteChange(policy, { business: true }, other.headers);
    expect(someoneElse.statusCode).toBe(404);
    expect((await changesOf(policy)).length).toBe(changes);
    expect((await changesOf(young)).length).toBe(0);
    expect((await versionsOf(policy)).length).toBe(2);
  });

  it('says when the insurer refers a change, and changes nothing', async () => {
    // A 26-day trip: winter sports are covered for up to 21 days, so the insurer refers it.
    const long = await buyTravelPolicy((request) => {
      aoifeAlone(request);
      request.travel_quote.cover_details.end_date = isoDateInDays(55);
      request.travel_quote.cover_details.cover_days = 26;
    });
    const quote = await priced(long, { winter_sports: true });
    expect(quote).toMatchObject({
      outcome: 'referred',
      change_id: null,
      adjustment_cents: null,
      message: POLICY_CHANGE_MESSAGES.referred('Chubb European Group SE'),
    });
    expect((await changesOf(long)).length).toBe(0);
  });
});

describe('a single trip made annual multi-trip', () => {
  it('runs a year from the trip’s first day, for the annual premium less the single trip’s', async () => {
    const policy = await buyTravelPolicy();
    const quote = await priced(policy, { annual_multi_trip: true });
    const endDate = formatIsoDate(travelCoverEnd(2, parseIsoDate(policy.startDate)!, undefined));
    // Annual, zone 1: travellers 5,500, car hire 2,500, private medical -550, bank -745,
    // SUMMER10 -671: premium 6,034, levy 302, stamp duty 100 = €64.36, less €25.36, whole.
    expect(quote).toMatchObject({
      outcome: 'priced',
      current_annual_premium_cents: 25_36,
      new_annual_premium_cents: 64_36,
      days_in_period: periodDays(policy.startDate, endDate),
      adjustment_cents: 39_00,
      lines: [
        { label: 'Cover type', before: 'Single Trip', after: 'Annual Multi-Trip' },
        {
          label: 'Cover ends',
          before: policy.endDate.split('-').reverse().join('/'),
          after: endDate.split('-').reverse().join('/'),
        },
      ],
    });
    expect(await madeByCard(policy, quote)).toMatchObject({ version: 2, adjustment_cents: 39_00 });
    expect(await rowOf(policy)).toMatchObject({
      startDate: policy.startDate,
      endDate,
      premiumCents: 64_36,
      annualisedPremiumCents: 64_36,
    });
    const certificate = await endorsementText(policy, 2);
    expect(certificate).toContain('Annual Multi-Trip');
    expect(certificate).toContain('Period of cover');
    // The wallet names the cover as it now stands.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profile',
      headers: buyer.headers,
    });
    expect(
      profile
        .json()
        .policies.find((held: { policy_id: string }) => held.policy_id === policy.policyId),
    ).toMatchObject({ cover: 'Annual Multi-Trip', end_date: endDate });

    // Annual now: a switch again is refused, and later changes count over the year.
    const again = await quoteChange(policy, { annual_multi_trip: true });
    expect(again.json().fieldErrors).toEqual({
      annual_multi_trip: [TRAVEL_CHANGE_MESSAGES.alreadyMultiTrip],
    });
    const business = await priced(policy, { business: true });
    expect(business).toMatchObject({
      days_in_period: periodDays(policy.startDate, endDate),
      current_annual_premium_cents: 64_36,
    });
  });
});
