import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RENEWAL_MESSAGES, bindResponseSchema } from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { documents, payments, policies, renewalOffers } from '../../db/schema.js';
import { authoriseCard, cardBind, directDebitBind } from '../../test/checkout-fixtures.js';
import { homeQuoteRequest } from '../../test/home-quote-fixtures.js';
import {
  RENEWAL_ANSWERED as ANSWERED,
  daysFromToday,
  homePolicyWithOffer,
  offeredQuote as offered,
  renewalBind,
  renewalOfferOf,
} from '../../test/renewal-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { HttpError } from '../../lib/http-errors.js';
import { confirmRenewalStillOnSale, type RenewalBindTerms } from './renewal-views-repository.js';

let t: TestApp;
type Caller = Awaited<ReturnType<typeof signIn>>;
let owner: Caller;
let stranger: Caller;

const db = () => t.app.database.db;

/** A home policy of the caller's ending in 30 days, with its renewal offer issued. */
const policyWithOffer = (caller: Caller, pay: 'card' | 'direct_debit', insurer?: 'RSA' | 'FBD') =>
  homePolicyWithOffer(t, caller, pay, insurer);

const offerOf = (caller: Caller, policyId: string) => renewalOfferOf(t, caller, policyId);

function bind(url: string, payload: unknown, caller: Caller | null) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: caller?.headers ?? {},
    payload: payload as object,
  });
}

/** The payments made for the offer of a policy (by the policy's row id). */
async function paymentsOfOffer(policyRowId: string) {
  const [offer] = await db()
    .select({ quoteId: renewalOffers.quoteId })
    .from(renewalOffers)
    .where(eq(renewalOffers.renewalOfPolicyId, policyRowId));
  return db().select().from(payments).where(eq(payments.quoteId, offer!.quoteId));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  stranger = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
});
afterAll(async () => t?.close());

describe('the renewal offer (POST /home/applied_home_renewal/, policy code, offers)', () => {
  let subject: Awaited<ReturnType<typeof policyWithOffer>>;
  beforeAll(async () => {
    subject = await policyWithOffer(owner, 'direct_debit');
  });

  it("shows the renewal first, the alternative after, the policy's period and how it is paid", () => {
    const { offer } = subject;
    expect(offer.quotes[0]!.current_insurer_renewal_quote).toBe(true);
    expect(offer.quotes[0]!.insurer).toBe(offer.current_insurer);
    expect(offer.quotes.slice(1).every((quote) => !quote.current_insurer_renewal_quote)).toBe(true);
    expect(offer.renewal_date).toBe(daysFromToday(31));
    expect(offer.current_end_date).toBe(daysFromToday(30));
    expect(offer.renewal_number).toBe(1);
    expect(offer.price_walking.applies).toBe(false);
    expect(offer.direct_debit_policy).toBe(true);
    expect(offer.auto_renewal).toBe(true);
    expect(offer.status).toBe('offered');
    expect(offer.history.length).toBeGreaterThanOrEqual(1);
    expect(offer.quotes[0]!.cover_details_information.start_date).toBe(offer.renewal_date);
  });

  it('reads the same offer by policy code and lists it among the open offers', async () => {
    const byCode = await t.app.inject({
      method: 'GET',
      url: `/api/home/applied_home_renewal/policy_code/${subject.offer.policy_number}`,
      headers: owner.headers,
    });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().quote_reference).toBe(subject.offer.quote_reference);
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/home/applied_home_renewal/offers',
      headers: owner.headers,
    });
    expect(open.json()).toContainEqual(
      expect.objectContaining({ policy_id: subject.policyId, status: 'offered' }),
    );
  });

  it("answers another customer's policy as none, and a visitor with 401 before the payload", async () => {
    for (const request of [
      {
        method: 'POST' as const,
        url: '/api/home/applied_home_renewal/',
        payload: { policy_id: subject.policyId },
      },
      {
        method: 'GET' as const,
        url: `/api/home/applied_home_renewal/policy_code/${subject.offer.policy_number}`,
      },
      {
        method: 'POST' as const,
        url: '/api/home/applied_home_documents/renewal/summary',
        payload: {
          business_processes: ['RENEWAL_OFFER'],
          policy_id: subject.policyId,
          scheme_code: subject.offer.quotes[0]!.scheme_code,
        },
      },
      {
        method: 'PUT' as const,
        url: '/api/home/applied_home_renewal/auto_renewal',
        payload: { policy_id: subject.policyId, enabled: false },
      },
      {
        method: 'POST' as const,
        url: '/api/home/applied_home_renewal/statement_of_fact/decline',
        payload: { policy_id: subject.policyId },
      },
    ]) {
      const asStranger = await t.app.inject({ ...request, headers: stranger.headers });
      expect(asStranger.statusCode, request.url).toBe(404);
      const signedOut = await t.app.inject({
        ...request,
        payload: { policy_id: '\u0000', extra: [[[]]] },
      });
      expect(signedOut.statusCode, request.url).toBe(401);
    }
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/home/applied_home_renewal/offers',
      headers: stranger.headers,
    });
    expect(open.json()).not.toContainEqual(
      expect.objectContaining({ policy_id: subject.policyId }),
    );
  });

  it('refuses malformed requests with 400', async () => {
    for (const payload of [
      { policy_id: 'POL\u0000' },
      { policy_id: subject.policyId, extra: true },
      { policy_id: 12 },
      {},
      [],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/home/applied_home_renewal/',
        headers: owner.headers,
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("lists the offer's documents, the statement of fact among them, for its own schemes only", async () => {
    const ask = (processes: string[], scheme: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/home/applied_home_documents/renewal/summary',
        headers: owner.headers,
        payload: {
          business_processes: processes,
          policy_id: subject.policyId,
          scheme_code: scheme,
        },
      });
    const renewal = await ask(['RENEWAL_OFFER'], subject.offer.quotes[0]!.scheme_code);
    expect(renewal.statusCode).toBe(200);
    const names = renewal
      .json()
      .flatMap((group: { documents: { display_name: string }[] }) =>
        group.documents.map((document) => document.display_name),
      );
    expect(names).toContain('Statement of Fact');
    expect(renewal.json()[0].business_process).toBe('RENEWAL_OFFER');
    const alternative = subject.offer.quotes[1]!;
    const transfer = await ask(['RENEWAL_TRANSFER'], alternative.scheme_code);
    expect(transfer.json()[0].business_process).toBe('RENEWAL_TRANSFER');
    expect((await ask(['RENEWAL_OFFER'], 'RSA-NOT-OURS')).statusCode).toBe(404);
    // Each process goes with its own quote's scheme: the renewal's notice is not the alternative's.
    expect((await ask(['RENEWAL_OFFER'], alternative.scheme_code)).statusCode).toBe(404);
    expect((await ask(['RENEWAL_TRANSFER'], subject.offer.quotes[0]!.scheme_code)).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for every renewal call while home_renewal_enabled is off', async () => {
    await t.app.repositories.flags.set('home_renewal_enabled', false);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/home/applied_home_renewal/',
        headers: owner.headers,
        payload: { policy_id: subject.policyId },
      });
      expect(response.statusCode).toBe(404);
      // Turning automatic renewal off stays open: it is free at any time before the renewal date.
      const off = await t.app.inject({
        method: 'PUT',
        url: '/api/home/applied_home_renewal/auto_renewal',
        headers: owner.headers,
        payload: { policy_id: subject.policyId, enabled: true },
      });
      expect(off.statusCode).toBe(200);
    } finally {
      await t.app.repositories.flags.set('home_renewal_enabled', true);
    }
  });
});

describe('acceptance to renew by itself, and auto-renewal on and off', () => {
  let subject: Awaited<ReturnType<typeof policyWithOffer>>;
  beforeAll(async () => {
    subject = await policyWithOffer(owner, 'direct_debit');
  });
  const accept = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_renewal/accept',
      headers: owner.headers,
      payload: body,
    });

  it('needs the claims conditions answered, not the terms, and only the renewal renews by itself', async () => {
    const renewalScheme = subject.offer.quotes[0]!.scheme_code;
    const unanswered = await accept({
      policy_id: subject.policyId,
      product_selected: renewalScheme,
      renewal_answers: {
        ...ANSWERED,
        auto_renewal: true,
        claims_condition_one: null,
        accepted_terms_and_conditions: null,
      },
    });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().fieldErrors).toEqual({
      'renewal_answers.claims_condition_one': [RENEWAL_MESSAGES.answerRequired],
    });
    // A page that still thinks auto-renewal is off (switched on since) is told to look again.
    const autoOff = await accept({
      policy_id: subject.policyId,
      product_selected: renewalScheme,
      renewal_answers: ANSWERED,
    });
    expect(autoOff.statusCode).toBe(400);
    expect(autoOff.json().fieldErrors).toEqual({
      'renewal_answers.auto_renewal': [RENEWAL_MESSAGES.autoRenewalChanged],
    });
    const alternative = subject.offer.quotes[1]!;
    const other = await accept({
      policy_id: subject.policyId,
      product_selected: alternative.scheme_code,
      renewal_answers: { ...ANSWERED, auto_renewal: true },
    });
    expect(other.json().fieldErrors.product_selected).toEqual([
      RENEWAL_MESSAGES.autoRenewalChoiceOnly,
    ]);
    expect((await offerOf(owner, subject.policyId)).status).toBe('offered');
  });

  it('accepts, answering with the stored reference, then turning auto-renewal off opens the offer again', async () => {
    const accepted = await accept({
      policy_id: subject.policyId,
      product_selected: subject.offer.quotes[0]!.scheme_code,
      renewal_answers: { ...ANSWERED, auto_renewal: true, accepted_terms_and_conditions: null },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      policy_id: subject.policyId,
      reference_number: subject.offer.quote_reference,
      renewal_date: subject.offer.renewal_date,
      auto_renewal: true,
    });
    const view = await offerOf(owner, subject.policyId);
    expect(view.status).toBe('accepted');
    expect(view.reference_number).toBe(subject.offer.quote_reference);
    // Accepted again (a second tab, a retry): the same answer, the offer as it was.
    const [acceptedRow] = await db()
      .select()
      .from(renewalOffers)
      .where(eq(renewalOffers.renewalOfPolicyId, subject.rowId));
    const again = await accept({
      policy_id: subject.policyId,
      product_selected: subject.offer.quotes[0]!.scheme_code,
      renewal_answers: { ...ANSWERED, auto_renewal: true, accepted_terms_and_conditions: null },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(accepted.json());
    const [acceptedAgain] = await db()
      .select()
      .from(renewalOffers)
      .where(eq(renewalOffers.renewalOfPolicyId, subject.rowId));
    expect(acceptedAgain!.updatedAt).toEqual(acceptedRow!.updatedAt);

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/home/applied_home_renewal/auto_renewal',
      headers: owner.headers,
      payload: { policy_id: subject.policyId, enabled: false },
    });
    expect(off.json()).toEqual({ policy_id: subject.policyId, auto_renewal: false });
    const after = await offerOf(owner, subject.policyId);
    expect(after.auto_renewal).toBe(false);
    expect(after.status).toBe('offered');
    const [row] = await db().select().from(policies).where(eq(policies.id, subject.rowId));
    expect(row!.autoRenew).toBe(false);
  });

  it('turns auto-renewal on only for a direct-debit policy', async () => {
    const byCard = await policyWithOffer(owner, 'card');
    expect(byCard.offer.auto_renewal).toBe(false);
    expect(byCard.offer.direct_debit_policy).toBe(false);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/home/applied_home_renewal/auto_renewal',
      headers: owner.headers,
      payload: { policy_id: byCard.policyId, enabled: true },
    });
    expect(on.statusCode).toBe(400);
    expect(on.json().fieldErrors.enabled).toEqual([RENEWAL_MESSAGES.autoRenewalNeedsDirectDebit]);
  });
});

describe('the renewal bind (POST /home/applied_home_renewal/bind)', () => {
  it('buys the renewal once by card: a policy renewing the old one, RENEWAL_CONFIRMATION documents', async () => {
    const subject = await policyWithOffer(owner, 'card');
    const renewal = offered(subject.offer, true);
    const token = (await authoriseCard(t.app, renewal.priceCents)).token;

    const unanswered = await bind(
      '/api/home/applied_home_renewal/bind',
      renewalBind(cardBind(renewal, token), { ...ANSWERED, claims_condition_two: false }),
      owner,
    );
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().fieldErrors['renewal_answers.claims_condition_two']).toEqual([
      RENEWAL_MESSAGES.answerRequired,
    ]);
    // A renewal quote is not bought as new business, and a renewal bind buys renewal quotes only.
    const asNewBusiness = await bind(
      '/api/home/applied_home_quotes/bind',
      cardBind(renewal, token),
      owner,
    );
    expect(asNewBusiness.statusCode).toBe(404);
    expect(await paymentsOfOffer(subject.rowId)).toEqual([]);

    // A refused bind lets go of its card: the customer pays with a card authorised again.
    const payload = renewalBind(
      cardBind(renewal, (await authoriseCard(t.app, renewal.priceCents)).token),
    );
    const first = await bind('/api/home/applied_home_renewal/bind', payload, owner);
    expect(first.statusCode, first.body).toBe(200);
    const answer = bindResponseSchema.parse(first.json());
    expect(answer.bind_status).toBe('COMPLETED');
    const again = await bind('/api/home/applied_home_renewal/bind', payload, owner);
    expect(again.statusCode).toBe(200);
    expect(again.json().reference_number).toBe(answer.reference_number);

    const renewed = await db()
      .select()
      .from(policies)
      .where(eq(policies.renewalOfPolicyId, subject.rowId));
    expect(renewed).toHaveLength(1);
    expect(renewed[0]!.startDate).toBe(subject.offer.renewal_date);
    expect(renewed[0]!.premiumCents).toBe(renewal.priceCents);
    const [old] = await db().select().from(policies).where(eq(policies.id, subject.rowId));
    expect(old!.status).toBe('renewed');
    const [offerRow] = await db()
      .select()
      .from(renewalOffers)
      .where(eq(renewalOffers.renewalOfPolicyId, subject.rowId));
    expect(offerRow!.status).toBe('renewed');
    const made = await db()
      .select({ process: documents.businessProcess })
      .from(documents)
      .where(eq(documents.policyId, renewed[0]!.id));
    expect(new Set(made.map((document) => document.process))).toEqual(
      new Set(['RENEWAL_CONFIRMATION']),
    );
    expect((await offerOf(owner, subject.policyId)).reference_number).toBe(answer.reference_number);

    // The alternative of the same offer now finds the offer bought: it answers the purchase made,
    // still one renewed policy, and nothing more taken.
    const other = offered(subject.offer, false);
    const otherToken = (await authoriseCard(t.app, other.priceCents)).token;
    const paymentsBefore = await paymentsOfOffer(subject.rowId);
    const otherBind = await bind(
      '/api/home/applied_home_renewal/bind',
      renewalBind(cardBind(other, otherToken), {
        ...ANSWERED,
        statement_of_fact_confirmed: true,
      }),
      owner,
    );
    expect(otherBind.statusCode, otherBind.body).toBe(200);
    expect(otherBind.json().reference_number).toBe(answer.reference_number);
    expect(
      await db().select().from(policies).where(eq(policies.renewalOfPolicyId, subject.rowId)),
    ).toHaveLength(1);
    expect(await paymentsOfOffer(subject.rowId)).toEqual(paymentsBefore);
  });

  it("checks the terms against the policy's own automatic renewal, not what the payload says of it", async () => {
    const subject = await policyWithOffer(owner, 'card');
    expect(subject.offer.auto_renewal).toBe(false);
    const renewal = offered(subject.offer, true);
    const token = (await authoriseCard(t.app, renewal.priceCents)).token;
    const claimed = await bind(
      '/api/home/applied_home_renewal/bind',
      renewalBind(cardBind(renewal, token), {
        ...ANSWERED,
        auto_renewal: true,
        accepted_terms_and_conditions: null,
      }),
      owner,
    );
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().fieldErrors).toEqual({
      'renewal_answers.auto_renewal': [RENEWAL_MESSAGES.autoRenewalChanged],
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_renewal/accept',
      headers: owner.headers,
      payload: {
        policy_id: subject.policyId,
        product_selected: renewal.quote.scheme_code,
        renewal_answers: { ...ANSWERED, auto_renewal: true },
      },
    });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().fieldErrors).toEqual({
      'renewal_answers.auto_renewal': [RENEWAL_MESSAGES.autoRenewalChanged],
    });
    expect(await paymentsOfOffer(subject.rowId)).toEqual([]);
    expect((await offerOf(owner, subject.policyId)).status).toBe('offered');
  });

  it('answers 400 to malformed renewal calls and writes nothing', async () => {
    const subject = await policyWithOffer(owner, 'direct_debit');
    const renewal = offered(subject.offer, true);
    const calls: { method: 'POST' | 'PUT'; url: string; payloads: unknown[] }[] = [
      {
        method: 'POST',
        url: '/api/home/applied_home_renewal/bind',
        payloads: [
          { ...renewalBind(directDebitBind(renewal)), renewal_answers: { auto_renewal: 'yes' } },
          { ...directDebitBind(renewal) },
          renewalBind(directDebitBind(renewal), { ...ANSWERED, surplus: true } as never),
          [],
        ],
      },
      {
        method: 'POST',
        url: '/api/home/applied_home_renewal/accept',
        payloads: [
          { policy_id: subject.policyId, product_selected: 7, renewal_answers: ANSWERED },
          { policy_id: `${subject.policyId}\u0000`, product_selected: 'x', renewal_answers: {} },
          { policy_id: { nested: { deeper: [subject.policyId] } } },
        ],
      },
      {
        method: 'PUT',
        url: '/api/home/applied_home_renewal/auto_renewal',
        payloads: [
          { policy_id: subject.policyId, enabled: 'false' },
          { policy_id: subject.policyId },
          { policy_id: 1e308, enabled: false },
        ],
      },
      {
        method: 'POST',
        url: '/api/home/applied_home_renewal/statement_of_fact/decline',
        payloads: [{}, { policy_id: null }, { policy_id: subject.policyId, extra: 1 }],
      },
    ];
    for (const call of calls) {
      for (const payload of call.payloads) {
        const response = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: owner.headers,
          payload: payload as object,
        });
        expect(response.statusCode, `${call.url} ${JSON.stringify(payload)}`).toBe(400);
      }
    }
    const view = await offerOf(owner, subject.policyId);
    expect(view.status).toBe('offered');
    expect(view.auto_renewal).toBe(true);
    expect(view.statement_of_fact_declined).toBe(false);
    expect(await paymentsOfOffer(subject.rowId)).toEqual([]);
  });

  it("refuses the alternative once its statement of fact was refused, and a stranger's renewal", async () => {
    const subject = await policyWithOffer(owner, 'direct_debit');
    expect(subject.offer.quotes[1]).toBeDefined();
    const alternative = offered(subject.offer, false);
    const unconfirmed = await bind(
      '/api/home/applied_home_renewal/bind',
      renewalBind(directDebitBind(alternative), { ...ANSWERED, auto_renewal: true }),
      owner,
    );
    expect(unconfirmed.json().fieldErrors['renewal_answers.statement_of_fact_confirmed']).toEqual([
      RENEWAL_MESSAGES.answerRequired,
    ]);
    const asStranger = await bind(
      '/api/home/applied_home_renewal/bind',
      renewalBind(directDebitBind(alternative), {
        ...ANSWERED,
        auto_renewal: true,
        statement_of_fact_confirmed: true,
      }),
      stranger,
    );
    expect(asStranger.statusCode).toBe(404);

    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_renewal/statement_of_fact/decline',
      headers: owner.headers,
      payload: { policy_id: subject.policyId },
    });
    expect(declined.statusCode).toBe(204);
    expect((await offerOf(owner, subject.policyId)).statement_of_fact_declined).toBe(true);
    const declinedAt = async () =>
      (
        await db()
          .select({ at: renewalOffers.statementOfFactDeclinedAt })
          .from(renewalOffers)
          .where(eq(renewalOffers.renewalOfPolicyId, subject.rowId))
      )[0]!.at;
    const first = await declinedAt();
    // Refused again (a second tab, a retry): the same answer, the first refusal kept as it was.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_renewal/statement_of_fact/decline',
      headers: owner.headers,
      payload: { policy_id: subject.policyId },
    });
    expect(again.statusCode).toBe(204);
    expect(await declinedAt()).toEqual(first);
    const refused = await bind(
      '/api/home/applied_home_renewal/bind',
      renewalBind(directDebitBind(alternative), {
        ...ANSWERED,
        auto_renewal: true,
        statement_of_fact_confirmed: true,
      }),
      owner,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors['renewal_answers.statement_of_fact_confirmed']).toEqual([
      RENEWAL_MESSAGES.statementOfFactDenied,
    ]);
    expect(await paymentsOfOffer(subject.rowId)).toEqual([]);
  });

  it('buys the alternative by direct debit after its statement of fact: RENEWAL_TRANSFER documents', async () => {
    const subject = await policyWithOffer(owner, 'direct_debit');
    expect(subject.offer.quotes[1]).toBeDefined();
    const alternative = offered(subject.offer, false);
    const payload = renewalBind(directDebitBind(alternative), {
      ...ANSWERED,
      auto_renewal: true,
      statement_of_fact_confirmed: true,
    });
    const response = await bind('/api/home/applied_home_renewal/bind', payload, owner);
    expect(response.statusCode, response.body).toBe(200);
    // Bought again (a retry, a second tab): the same purchase, no second policy or mandate.
    const again = await bind('/api/home/applied_home_renewal/bind', payload, owner);
    expect(again.statusCode).toBe(200);
    expect(again.json().reference_number).toBe(response.json().reference_number);
    expect(
      await db().select().from(policies).where(eq(policies.renewalOfPolicyId, subject.rowId)),
    ).toHaveLength(1);
    expect(await paymentsOfOffer(subject.rowId)).toHaveLength(1);
    const [made] = await db()
      .select()
      .from(policies)
      .where(eq(policies.renewalOfPolicyId, subject.rowId));
    expect(made!.insurer).toBe(alternative.quote.insurer);
    expect(made!.autoRenew).toBe(true);
    const processes = await db()
      .select({ process: documents.businessProcess })
      .from(documents)
      .where(eq(documents.policyId, made!.id));
    expect(new Set(processes.map((document) => document.process))).toEqual(
      new Set(['RENEWAL_TRANSFER']),
    );
    // 'I do not confirm' once the alternative is paid for is refused, not recorded: 409, with
    // words the statement of fact page shows.
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_renewal/statement_of_fact/decline',
      headers: owner.headers,
      payload: { policy_id: subject.policyId },
    });
    expect(declined.statusCode, declined.body).toBe(409);
    expect(declined.json().message).toBe(RENEWAL_MESSAGES.alternativeAlreadyBought);
    expect((await offerOf(owner, subject.policyId)).statement_of_fact_declined).toBe(false);
  });

  it("refuses, under the offer's lock, a payment whose renewal was decided otherwise since its checks", async () => {
    // What a bind that read the offer just before another call changed it finds as it is about
    // to write its payment (the races themselves are in renewal-races.test.ts).
    const subject = await policyWithOffer(owner, 'direct_debit');
    const [offerRow] = await db()
      .select()
      .from(renewalOffers)
      .where(eq(renewalOffers.renewalOfPolicyId, subject.rowId));
    const renewalScheme = offered(subject.offer, true).quote.scheme_code;
    const alternativeScheme = offered(subject.offer, false).quote.scheme_code;
    const lastCheck = (terms: RenewalBindTerms) =>
      db()
        .transaction((tx) => confirmRenewalStillOnSale(tx, offerRow!.quoteId, terms))
        .then(
          () => 'on sale',
          (error: unknown) =>
            error instanceof HttpError ? `${error.statusCode} ${error.message}` : error,
        );
    const customer = (choice: string, autoRenewal: boolean) =>
      ({ kind: 'customer', choice, autoRenewal }) as const;

    expect(await lastCheck(customer(alternativeScheme, true))).toBe('on sale');
    expect(await lastCheck({ kind: 'automatic' })).toBe('on sale');
    expect(await lastCheck(customer(renewalScheme, false))).toBe(
      `409 ${RENEWAL_MESSAGES.autoRenewalChanged}`,
    );

    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_renewal/statement_of_fact/decline',
      headers: owner.headers,
      payload: { policy_id: subject.policyId },
    });
    expect(declined.statusCode).toBe(204);
    expect(await lastCheck(customer(alternativeScheme, true))).toBe(
      `409 ${RENEWAL_MESSAGES.statementOfFactDenied}`,
    );
    expect(await lastCheck(customer(renewalScheme, true))).toBe('on sale');

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/home/applied_home_renewal/auto_renewal',
      headers: owner.headers,
      payload: { policy_id: subject.policyId, enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await lastCheck({ kind: 'automatic' })).toBe(
      `409 ${RENEWAL_MESSAGES.autoRenewalChanged}`,
    );
    expect(await lastCheck(customer(renewalScheme, true))).toBe(
      `409 ${RENEWAL_MESSAGES.autoRenewalChanged}`,
    );
    expect(await lastCheck(customer(renewalScheme, false))).toBe('on sale');

    await db()
      .update(renewalOffers)
      .set({ status: 'lapsed' })
      .where(eq(renewalOffers.id, offerRow!.id));
    expect(await lastCheck(customer(renewalScheme, false))).toBe(
      `409 ${RENEWAL_MESSAGES.offerClosed}`,
    );
    expect(await paymentsOfOffer(subject.rowId)).toEqual([]);
  });
});

describe("a renewal quote's recalculation", () => {
  it("prices the renewal as its insurer's renewal (FBD's loyalty discount), not as new business", async () => {
    const subject = await policyWithOffer(owner, 'direct_debit', 'FBD');
    const renewal = offered(subject.offer, true);
    expect(renewal.quote.insurer).toBe('FBD');
    const recalculate = (excess: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/home/applied_home_quotes/recalculate',
        headers: owner.headers,
        payload: {
          quote_reference: renewal.quoteReference,
          product_selected: renewal.quote.scheme_code,
          cover_details: {
            excess_amount: excess,
            contents_accidental_damage_cover: false,
            no_claim_discount_cover: false,
            home_emergency_assist_cover: false,
          },
        },
      });
    const same = await recalculate(renewal.quote.cover_details_information.excess_code);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()[0].price).toBe(renewal.quote.price);
    expect(
      same.json()[0].premium_details.map((line: { item_name: string }) => line.item_name),
    ).toContain('Renewal Adjustment');
    // A renewal quote is priced by the cycle only: a form never re-quotes it.
    const requote = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_quotes',
      headers: owner.headers,
      payload: { ...homeQuoteRequest(), quote_reference: subject.offer.quote_reference },
    });
    expect(requote.statusCode).toBe(200);
    expect(requote.json().quote_reference).not.toBe(subject.offer.quote_reference);
    expect((await offerOf(owner, subject.policyId)).quotes[0]!.price).toBe(renewal.quote.price);
  });
});
