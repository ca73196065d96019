/**
 * The customer's renewal calls sent together for one offer (the races an outside probe found on
 * PostgreSQL): each pair, twenty rounds, and whichever call comes second must see the first.
 * Automatic renewal turned off (200) is never renewed on the renewal date, and an alternative whose
 * statement of fact was refused is never bought; a bind that bought it refuses the refusal (409).
 * On PGlite the calls take turns anyway; the invariants hold there too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  RENEWAL_MESSAGES,
  annualPolicyEndDate,
  renewalOfferSchema,
  type RenewalAnswersPayload,
  type RenewalOffer,
} from '@wallet/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { OPEN_PAYMENT_STATUSES, payments, policies, renewalOffers } from '../../db/schema.js';
import { directDebitBind, priceHomeQuote, type BoughtQuote } from '../../test/checkout-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

const ROUNDS = 20;
const RACE_TIMEOUT_MS = 180_000;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;

const db = () => t.app.database.db;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFromToday = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));
/** Every policy of this file ends on the same day, so one cycle renews or lapses them all. */
const END_DATE = daysFromToday(30);
const RENEWAL_DATE = daysFromToday(31);

const ANSWERED: RenewalAnswersPayload = {
  claims_condition_one: true,
  claims_condition_two: true,
  accepted_terms_and_conditions: true,
  auto_renewal: true,
};

/**
 * How long the second call of a round waits after the first: every other round sends both at the
 * same moment, the others let the first get a few milliseconds ahead, so that the second also
 * lands while the first is under way (a payment being taken) and not only before it.
 */
const staggerOf = (round: number) => (round % 2 === 0 ? 0 : ((round - 1) / 2) * 10);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Subject {
  policyId: string;
  rowId: string;
  offer: RenewalOffer;
}

/** A home policy paid by direct debit (automatic renewal on), ending on END_DATE, with its offer. */
async function policyWithOffer(): Promise<Subject> {
  const bought = await priceHomeQuote(t.app, owner.headers);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes/bind',
    headers: owner.headers,
    payload: directDebitBind(bought),
  });
  expect(response.statusCode, response.body).toBe(200);
  const startDate = isoDay(new Date(Date.parse(`${END_DATE}T00:00:00Z`) - 364 * 86_400_000));
  expect(annualPolicyEndDate(startDate)).toBe(END_DATE);
  const [row] = await db()
    .update(policies)
    .set({ startDate, endDate: END_DATE })
    .where(eq(policies.referenceNumber, response.json().reference_number))
    .returning();
  const issued = await t.app.services.renewalCycle.issueOffer({
    policyId: row!.id,
    renewalDate: RENEWAL_DATE,
  });
  expect(issued.outcome).toBe('issued');
  const view = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_renewal/',
    headers: owner.headers,
    payload: { policy_id: row!.policyId },
  });
  expect(view.statusCode, view.body).toBe(200);
  const offer = renewalOfferSchema.parse(view.json());
  expect(offer.auto_renewal).toBe(true);
  return { policyId: row!.policyId, rowId: row!.id, offer };
}

/** The offer's alternative (the other insurer's quote) as a bind's quote. */
function alternativeOf(offer: RenewalOffer): BoughtQuote {
  const quote = offer.quotes.find((each) => !each.current_insurer_renewal_quote)!;
  return {
    quoteReference: quote.quote_reference,
    quote: quote as BoughtQuote['quote'],
    priceCents: Math.round(quote.price! * 100),
  };
}

/** What stands of a renewal of the policy: the policy made, and the offer's payments not undone. */
async function renewalOf(subject: Subject) {
  const made = await db()
    .select({ id: policies.id })
    .from(policies)
    .where(eq(policies.renewalOfPolicyId, subject.rowId));
  const [offer] = await db()
    .select()
    .from(renewalOffers)
    .where(eq(renewalOffers.renewalOfPolicyId, subject.rowId));
  const paid = await db()
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.quoteId, offer!.quoteId), inArray(payments.status, OPEN_PAYMENT_STATUSES)),
    );
  const [policy] = await db().select().from(policies).where(eq(policies.id, subject.rowId));
  return { made: made.length, paid: paid.length, offer: offer!, policy: policy! };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
});
afterAll(async () => t?.close());

describe('acceptance to renew by itself and automatic renewal turned off, sent together', () => {
  it(
    `never renews a policy whose switch answered 'off', over ${ROUNDS} rounds`,
    async () => {
      const rounds: {
        subject: Subject;
        accepted: { statusCode: number; body: string };
        switched: { statusCode: number; body: string };
      }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const subject = await policyWithOffer();
        const [accepted, switched] = await Promise.all([
          t.app.inject({
            method: 'POST',
            url: '/api/home/applied_home_renewal/accept',
            headers: owner.headers,
            payload: {
              policy_id: subject.policyId,
              product_selected: subject.offer.quotes[0]!.scheme_code,
              renewal_answers: ANSWERED,
            },
          }),
          pause(staggerOf(round)).then(() =>
            t.app.inject({
              method: 'PUT',
              url: '/api/home/applied_home_renewal/auto_renewal',
              headers: owner.headers,
              payload: { policy_id: subject.policyId, enabled: false },
            }),
          ),
        ]);
        rounds.push({ subject, accepted, switched });
      }

      // The renewal date: the cycle renews what renews by itself and lapses the rest.
      const outcome = await t.app.services.renewalCycle.runCycle(RENEWAL_DATE);
      expect(outcome.unsettled).toBe(0);

      const losses: string[] = [];
      for (const [index, { subject, accepted, switched }] of rounds.entries()) {
        // Turning automatic renewal off is always possible before the renewal date.
        expect(switched.statusCode, switched.body).toBe(200);
        expect(JSON.parse(switched.body)).toEqual({
          policy_id: subject.policyId,
          auto_renewal: false,
        });
        // The acceptance came first (and the switch then opened the offer again), or it came
        // second and saw automatic renewal off.
        if (accepted.statusCode !== 200) {
          expect(accepted.statusCode, accepted.body).toBe(400);
          expect(JSON.parse(accepted.body).fieldErrors).toEqual({
            'renewal_answers.auto_renewal': [RENEWAL_MESSAGES.autoRenewalChanged],
          });
        }
        const after = await renewalOf(subject);
        const lost =
          after.made > 0 ||
          after.paid > 0 ||
          after.policy.autoRenew ||
          after.policy.status !== 'lapsed' ||
          after.offer.status !== 'lapsed';
        if (lost) {
          losses.push(
            `round ${index + 1}: accept ${accepted.statusCode}, policy ${after.policy.status} auto_renew=${after.policy.autoRenew}, offer ${after.offer.status}, renewals made ${after.made}, payments ${after.paid}`,
          );
        }
      }
      expect(losses, `${losses.length} of ${ROUNDS} rounds renewed after 'off'`).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );
});

describe("the alternative's bind and 'I do not confirm' on its statement of fact, sent together", () => {
  it(
    `never buys an alternative whose statement of fact was refused, over ${ROUNDS} rounds`,
    async () => {
      const losses: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const subject = await policyWithOffer();
        const alternative = alternativeOf(subject.offer);
        const [bound, declined] = await Promise.all([
          t.app.inject({
            method: 'POST',
            url: '/api/home/applied_home_renewal/bind',
            headers: owner.headers,
            payload: {
              ...directDebitBind(alternative),
              renewal_answers: { ...ANSWERED, statement_of_fact_confirmed: true },
            },
          }),
          pause(staggerOf(round)).then(() =>
            t.app.inject({
              method: 'POST',
              url: '/api/home/applied_home_renewal/statement_of_fact/decline',
              headers: owner.headers,
              payload: { policy_id: subject.policyId },
            }),
          ),
        ]);
        const boughtIt = bound.statusCode === 200 && bound.json().bind_status === 'COMPLETED';
        if (!boughtIt) {
          // Refused before the payment (400) or under the offer's lock (409): the same words.
          expect([400, 409], bound.body).toContain(bound.statusCode);
          expect(bound.body).toContain(JSON.stringify(RENEWAL_MESSAGES.statementOfFactDenied));
        }
        if (declined.statusCode !== 204) {
          expect(declined.statusCode, declined.body).toBe(409);
          expect(declined.json().message).toBe(RENEWAL_MESSAGES.alternativeAlreadyBought);
        }
        const after = await renewalOf(subject);
        const refusalRecorded = after.offer.statementOfFactDeclinedAt !== null;
        const lost =
          (refusalRecorded && (after.made > 0 || after.paid > 0)) ||
          (boughtIt && declined.statusCode !== 409) ||
          (declined.statusCode === 204) === boughtIt ||
          refusalRecorded !== (declined.statusCode === 204);
        if (lost) {
          losses.push(
            `round ${round + 1}: bind ${bound.statusCode} ${boughtIt ? 'COMPLETED' : ''}, decline ${declined.statusCode}, refusal recorded ${refusalRecorded}, renewals made ${after.made}, payments ${after.paid}`,
          );
        }
      }
      expect(
        losses,
        `${losses.length} of ${ROUNDS} rounds bought the alternative and recorded its refusal`,
      ).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );
});
