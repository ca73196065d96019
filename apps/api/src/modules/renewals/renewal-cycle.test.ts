/**
 * The renewal cycle on the real database (issue 23): offers issued once per policy and period,
 * the price-walking cap, the five-year schedule, auto-renewal through the checkout, and lapse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  RENEWAL_NOTICE_DEFAULT_WORKING_DAYS,
  addDays,
  formatIsoDate,
  parseIsoDate,
  type HomeInsurer,
  type HomeInsurerQuote,
  type HomeQuoteResponse,
} from '@wallet/domain';
import { noticeDeadline, workingDaysBetween } from '@wallet/domain/working-days';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import {
  documents,
  messageOutbox,
  policies,
  policyClaims,
  quotes,
  renewalOffers,
} from '../../db/schema.js';
import { authoriseCard, cardBind, directDebitBind } from '../../test/checkout-fixtures.js';
import { homeQuoteRequest } from '../../test/home-quote-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
const db = () => t.app.database.db;
const cycle = () => t.app.services.renewalCycle;
const LEAD = RENEWAL_NOTICE_DEFAULT_WORKING_DAYS;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
}, 60_000);
afterAll(async () => t?.close());

const dayAfter = (isoDate: string, days = 1) =>
  formatIsoDate(addDays(parseIsoDate(isoDate)!, days));

type PolicyRow = typeof policies.$inferSelect;

/** A home policy bought through the API from the named insurer, by direct debit or card. */
async function buyHomePolicy(insurer: HomeInsurer, pay: 'direct debit' | 'card') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes',
    headers: buyer.headers,
    payload: homeQuoteRequest(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<HomeQuoteResponse>();
  const quote = body.quotes.find((each) => each.insurer === insurer) as HomeInsurerQuote & {
    price: number;
  };
  const bought = {
    quoteReference: body.quote_reference,
    quote,
    priceCents: Math.round(quote.price * 100),
  };
  const payload =
    pay === 'card'
      ? cardBind(bought, (await authoriseCard(t.app, bought.priceCents)).token)
      : directDebitBind(bought);
  const bind = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes/bind',
    headers: buyer.headers,
    payload,
  });
  expect(bind.json(), bind.body).toMatchObject({ bind_status: 'COMPLETED' });
  const [policy] = await db()
    .select()
    .from(policies)
    .where(eq(policies.referenceNumber, bind.json().reference_number as string));
  return policy!;
}

/** Earlier years of a policy, oldest first, each renewed by the next; `paid` claims by year. */
async function giveEarlierYears(
  policy: PolicyRow,
  years: { premiumCents: number; annualisedCents?: number; claimCents?: number }[],
) {
  let previous: string | null = null;
  const made: PolicyRow[] = [];
  for (const [index, year] of years.entries()) {
    const back = years.length - index;
    const startDate = dayAfter(policy.startDate, -365 * back);
    const [row]: PolicyRow[] = await db()
      .insert(policies)
      .values({
        policyType: 'HOME',
        referenceNumber: `${policy.referenceNumber}-Y${back}`,
        policyNumber: `${policy.policyNumber}-Y${back}`,
        policyId: `${policy.policyId}-Y${back}`,
        ownerUserId: policy.ownerUserId,
        insurer: policy.insurer,
        startDate,
        endDate: dayAfter(startDate, 364),
        premiumCents: year.premiumCents,
        annualisedPremiumCents: year.annualisedCents ?? null,
        status: 'renewed',
        renewalOfPolicyId: previous,
      })
      .returning();
    if (year.claimCents) {
      await db()
        .insert(policyClaims)
        .values({
          policyId: row!.id,
          claimDate: dayAfter(startDate, 100),
          peril: 'Escape of water',
          paidCents: year.claimCents,
        });
    }
    previous = row!.id;
    made.push(row!);
  }
  await db()
    .update(policies)
    .set({ renewalOfPolicyId: previous })
    .where(eq(policies.id, policy.id));
  return made;
}

const renewalDateOf = (policy: PolicyRow) => dayAfter(policy.endDate);
/** The day the notice of a policy goes out: the last day the law allows, at the default lead. */
const noticeDayOf = (policy: PolicyRow) => noticeDeadline(renewalDateOf(policy), LEAD);

async function offersOf(policy: PolicyRow) {
  return db().select().from(renewalOffers).where(eq(renewalOffers.renewalOfPolicyId, policy.id));
}

async function policyById(id: string) {
  const [row] = await db().select().from(policies).where(eq(policies.id, id));
  return row!;
}

describe('the renewal offer', () => {
  let policy: PolicyRow;

  beforeAll(async () => {
    policy = await buyHomePolicy('RSA', 'direct debit');
  }, 60_000);

  it('is not issued before the notice is due, and is issued on the last lawful day', async () => {
    const early = await cycle().runCycle(dayAfter(noticeDayOf(policy), -1));
    expect(early.offersIssued).toBe(0);
    expect(await offersOf(policy)).toHaveLength(0);

    const outcome = await cycle().runCycle(noticeDayOf(policy));
    expect(outcome).toMatchObject({ offersIssued: 1, failures: [], unsettled: 0 });
    const [offer] = await offersOf(policy);
    expect(offer).toMatchObject({
      renewalDate: renewalDateOf(policy),
      renewalNumber: 1,
      status: 'offered',
      noticeDeadline: noticeDayOf(policy),
      renewalSchemeCode: 'RSA-HOME-01',
      alternativeSchemeCode: 'FBD-HOME-01',
    });
    // At least 20 working days lie between the notice and the renewal date.
    expect(workingDaysBetween(noticeDayOf(policy), renewalDateOf(policy))).toBeGreaterThanOrEqual(
      20,
    );
  });

  it('is one offer, with one quote, one set of documents and one e-mail, however often the cycle runs', async () => {
    const again = await cycle().runCycle(noticeDayOf(policy));
    const later = await cycle().runCycle(dayAfter(noticeDayOf(policy), 3));
    expect(again.offersIssued + later.offersIssued).toBe(0);
    expect(await offersOf(policy)).toHaveLength(1);
    const offerQuotes = await db()
      .select()
      .from(quotes)
      .where(eq(quotes.renewalOfPolicyId, policy.id));
    expect(offerQuotes).toHaveLength(1);
    expect(offerQuotes[0]).toMatchObject({
      product: 'HOME',
      ownerUserId: policy.ownerUserId,
      status: 'quoted',
      selectedInsurer: 'RSA',
    });
    expect(offerQuotes[0]!.quoteReference).toMatch(/^HR[A-Z0-9]{10}$/);
    const filed = await db()
      .select({ businessProcess: documents.businessProcess, name: documents.name })
      .from(documents)
      .where(
        and(
          eq(documents.policyId, policy.id),
          inArray(documents.businessProcess, ['RENEWAL_OFFER', 'RENEWAL_TRANSFER']),
        ),
      );
    expect(new Set(filed.map((row) => row.businessProcess))).toEqual(
      new Set(['RENEWAL_OFFER', 'RENEWAL_TRANSFER']),
    );
    expect(filed.map((row) => row.name)).toContain('statement-of-fact');
    const mails = await db()
      .select()
      .from(messageOutbox)
      .where(
        and(
          eq(messageOutbox.userId, policy.ownerUserId),
          eq(messageOutbox.template, 'renewal-offer'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('/wallet/viewRenewalQuote/home');
    expect(mails[0]!.body).toContain(policy.policyNumber);
  });

  it('prices a year on: one more claims-free year, the renewal date as the start, the excess bought', async () => {
    const [offer] = await offersOf(policy);
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, offer!.quoteId));
    const request = quote!.request as {
      home_quote: ReturnType<typeof homeQuoteRequest>['home_quote'];
    };
    expect(request.home_quote.cover_details.start_date).toBe(renewalDateOf(policy));
    expect(request.home_quote.cover_details.risk_address.ncd_num_years).toBe(6);
    expect(offer!.notice.changes).toContainEqual(
      expect.objectContaining({
        label: 'Claims-free years',
        last_year: '5',
        this_year: '6 or more',
      }),
    );
    expect(offer!.notice.changes.map((change) => change.label)).toEqual(
      expect.arrayContaining(['Premium', 'Age of the building', 'Period of cover']),
    );
  });

  it('on a first renewal with RSA applies no price-walking cap and stores no benchmark', async () => {
    const [offer] = await offersOf(policy);
    expect(offer).toMatchObject({ priceWalkingCapped: false, firstRenewalEquivalentCents: null });
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, offer!.quoteId));
    expect(quote!.premiumCents).toBe(offer!.renewalUncappedCents);
  });
});

describe('price walking and the five-year schedule', () => {
  let policy: PolicyRow;
  let earlier: PolicyRow[];

  beforeAll(async () => {
    policy = await buyHomePolicy('RSA', 'card');
    earlier = await giveEarlierYears(policy, [
      { premiumCents: 41_000 },
      { premiumCents: 43_250, claimCents: 182_000 },
      { premiumCents: 44_900, annualisedCents: 47_300 },
      { premiumCents: 46_100 },
    ]);
    const outcome = await cycle().runCycle(noticeDayOf(policy));
    expect(outcome.failures).toEqual([]);
  }, 60_000);

  it('caps RSA’s fifth renewal at the first-renewal price, storing both figures and offering the benchmark’s rating', async () => {
    const [offer] = await offersOf(policy);
    expect(offer!.renewalNumber).toBe(5);
    expect(offer!.priceWalkingCapped).toBe(true);
    expect(offer!.firstRenewalEquivalentCents).not.toBeNull();
    expect(offer!.renewalUncappedCents).toBeGreaterThan(offer!.firstRenewalEquivalentCents!);
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, offer!.quoteId));
    expect(quote!.premiumCents).toBe(offer!.firstRenewalEquivalentCents);
    // The offered breakdown is the benchmark's: no renewal loading, adding up to the price.
    const answers = quote!.insurerAnswers as {
      ratings: {
        insurer: string;
        rating: { annualPremiumCents: number; premiumDetails: { unique_code: string }[] };
      }[];
    };
    const rsa = answers.ratings.find((entry) => entry.insurer === 'RSA')!.rating;
    expect(rsa.annualPremiumCents).toBe(offer!.firstRenewalEquivalentCents);
    expect(rsa.premiumDetails.map((line) => line.unique_code)).not.toContain('TENURE');
  });

  it('holds the five preceding years oldest first, premiums paid, the annualised premium and the claim', async () => {
    const [offer] = await offersOf(policy);
    const history = offer!.notice.history;
    expect(history).toHaveLength(5);
    expect(history.map((year) => year.period_start)).toEqual(
      [...earlier, policy].map((year) => year.startDate),
    );
    expect(history.map((year) => year.premium)).toEqual([
      410,
      432.5,
      449,
      461,
      policy.premiumCents / 100,
    ]);
    expect(history[2]!.annualised_premium).toBe(473);
    expect(history[1]).toMatchObject({
      claims_paid: 1820,
      claims: [
        { peril: 'Escape of water', amount: 1820, date: dayAfter(earlier[1]!.startDate, 100) },
      ],
    });
    expect(history.filter((year) => year.claims.length > 0)).toHaveLength(1);
  });
});

describe('on the renewal date', () => {
  it('renews a direct-debit policy with auto-renewal on through the checkout', async () => {
    const policy = await buyHomePolicy('RSA', 'direct debit');
    expect(policy.autoRenew).toBe(true);
    await cycle().runCycle(noticeDayOf(policy));
    const outcome = await cycle().runCycle(renewalDateOf(policy));
    // Policies of the tests above renew or lapse on the same day: each is checked by itself.
    expect(outcome).toMatchObject({ failures: [], unsettled: 0 });
    expect(outcome.renewed).toBeGreaterThanOrEqual(1);

    const [renewal] = await db()
      .select()
      .from(policies)
      .where(eq(policies.renewalOfPolicyId, policy.id));
    const [offer] = await offersOf(policy);
    expect(renewal).toMatchObject({
      startDate: renewalDateOf(policy),
      insurer: 'RSA',
      status: 'active',
      autoRenew: true,
      quoteId: offer!.quoteId,
    });
    expect(offer!.status).toBe('renewed');
    expect((await policyById(policy.id)).status).toBe('renewed');
    const filed = await db()
      .select({ businessProcess: documents.businessProcess })
      .from(documents)
      .where(eq(documents.policyId, renewal!.id));
    expect(filed.length).toBeGreaterThan(0);
    expect(new Set(filed.map((row) => row.businessProcess))).toEqual(
      new Set(['RENEWAL_CONFIRMATION']),
    );

    // Running the day again renews nothing more.
    const again = await cycle().runCycle(renewalDateOf(policy));
    expect(again).toMatchObject({ renewed: 0, lapsed: 0 });
  }, 60_000);

  it('lapses a policy whose auto-renewal was turned off before the date, with LAPSE documents and an e-mail', async () => {
    const policy = await buyHomePolicy('RSA', 'direct debit');
    await cycle().runCycle(noticeDayOf(policy));
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/home/applied_home_renewal/auto_renewal',
      headers: buyer.headers,
      payload: { policy_id: policy.policyId, enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    const outcome = await cycle().runCycle(renewalDateOf(policy));
    expect(outcome).toMatchObject({ renewed: 0, lapsed: 1, failures: [] });
    expect((await policyById(policy.id)).status).toBe('lapsed');
    const [offer] = await offersOf(policy);
    expect(offer!.status).toBe('lapsed');
    const renewals = await db()
      .select()
      .from(policies)
      .where(eq(policies.renewalOfPolicyId, policy.id));
    expect(renewals).toHaveLength(0);
    const lapseDocuments = await db()
      .select({ name: documents.name })
      .from(documents)
      .where(and(eq(documents.policyId, policy.id), eq(documents.businessProcess, 'LAPSE')));
    expect(lapseDocuments.length).toBeGreaterThan(0);
    const mails = await db()
      .select()
      .from(messageOutbox)
      .where(
        and(
          eq(messageOutbox.userId, policy.ownerUserId),
          eq(messageOutbox.template, 'renewal-lapse'),
        ),
      );
    expect(mails.some((mail) => mail.body.includes(policy.policyNumber))).toBe(true);
  }, 60_000);

  it('lapses a policy paid by card, which never renews by itself', async () => {
    const policy = await buyHomePolicy('FBD', 'card');
    await cycle().runCycle(noticeDayOf(policy));
    const outcome = await cycle().runCycle(dayAfter(renewalDateOf(policy), 2));
    expect(outcome).toMatchObject({ renewed: 0, lapsed: 1 });
    expect((await policyById(policy.id)).status).toBe('lapsed');
  }, 60_000);
});

describe('an offer its insurer cannot price', () => {
  it('is not issued, fails its job clearly, and is issued by the next day’s cycle once the insurer is back', async () => {
    const policy = await buyHomePolicy('FBD', 'direct debit');
    await t.app.repositories.insurerAvailability.set('FBD', false);
    try {
      const outcome = await cycle().runCycle(noticeDayOf(policy));
      expect(outcome.offersIssued).toBe(0);
      expect(outcome.failures).toContainEqual({
        kind: 'renewal-offer',
        policyId: policy.id,
        error: 'Renewal offer not issued: FBD could not be reached to price the renewal.',
      });
      expect(await offersOf(policy)).toHaveLength(0);
      const offerQuotes = await db()
        .select({ id: quotes.id })
        .from(quotes)
        .where(eq(quotes.renewalOfPolicyId, policy.id));
      expect(offerQuotes).toHaveLength(0);
    } finally {
      await t.app.repositories.insurerAvailability.set('FBD', true);
    }
    const nextDay = await cycle().runCycle(dayAfter(noticeDayOf(policy)));
    expect(nextDay.failures).toEqual([]);
    expect(await offersOf(policy)).toHaveLength(1);
  }, 60_000);
});

describe.skipIf(!onPostgres)('on PostgreSQL, two cycles at once', () => {
  it('issue one offer per policy and period', async () => {
    const policy = await buyHomePolicy('FBD', 'direct debit');
    const day = noticeDayOf(policy);
    // Two processes' cycles, and two offer runs that bypass the job keys, all at once.
    const [first, second] = await Promise.all([
      cycle().runCycle(day),
      cycle().runCycle(day),
      cycle().issueOffer({ policyId: policy.id, renewalDate: renewalDateOf(policy) }),
      cycle().issueOffer({ policyId: policy.id, renewalDate: renewalDateOf(policy) }),
    ]);
    expect(first!.failures).toEqual([]);
    expect(second!.failures).toEqual([]);
    expect(await offersOf(policy)).toHaveLength(1);
    const offerQuotes = await db()
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.renewalOfPolicyId, policy.id));
    expect(offerQuotes).toHaveLength(1);
    const mails = await db()
      .select({ id: messageOutbox.id })
      .from(messageOutbox)
      .where(
        and(
          eq(messageOutbox.userId, policy.ownerUserId),
          eq(messageOutbox.template, 'renewal-offer'),
        ),
      );
    const offersOfOwner = await db()
      .select({ id: renewalOffers.id })
      .from(renewalOffers)
      .innerJoin(policies, eq(policies.id, renewalOffers.renewalOfPolicyId))
      .where(eq(policies.ownerUserId, policy.ownerUserId));
    expect(mails).toHaveLength(offersOfOwner.length);
  }, 60_000);
});
