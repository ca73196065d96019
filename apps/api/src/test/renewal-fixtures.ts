/**
 * Renewals in API tests: a home policy bought through the API and moved back in time so that it
 * ends in 30 days, with its renewal offer issued by the renewal cycle; the offer as a bind's quote;
 * the renewal questions answered.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  annualPolicyEndDate,
  calendarDateOf,
  formatIsoDate,
  renewalOfferSchema,
  type HomeBindRequest,
  type RenewalAnswersPayload,
  type RenewalOffer,
} from '@wallet/domain';
import { policies } from '../db/schema.js';
import {
  authoriseCard,
  cardBind,
  directDebitBind,
  priceHomeQuote,
  type BoughtQuote,
} from './checkout-fixtures.js';
import type { TestApp, signIn } from './test-app.js';

type Caller = Awaited<ReturnType<typeof signIn>>;

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The day `days` from today as the server counts it: Irish days (decision 0050). */
export const daysFromToday = (days: number) =>
  formatIsoDate(addDays(calendarDateOf(new Date()), days));

/** The renewal questions answered so that the offer may be bought, renewing by hand. */
export const RENEWAL_ANSWERED: RenewalAnswersPayload = {
  claims_condition_one: true,
  claims_condition_two: true,
  accepted_terms_and_conditions: true,
  auto_renewal: false,
};

export const renewalBind = (
  payload: HomeBindRequest,
  answers: RenewalAnswersPayload = RENEWAL_ANSWERED,
) => ({ ...payload, renewal_answers: answers });

export async function renewalOfferOf(
  t: TestApp,
  caller: Caller,
  policyId: string,
): Promise<RenewalOffer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_renewal/',
    headers: caller.headers,
    payload: { policy_id: policyId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return renewalOfferSchema.parse(response.json());
}

/** A home policy of the caller's ending in 30 days, with its renewal offer issued. */
export async function homePolicyWithOffer(
  t: TestApp,
  caller: Caller,
  pay: 'card' | 'direct_debit',
  insurer?: 'RSA' | 'FBD',
) {
  const daysLeft = 30;
  const bought = await priceHomeQuote(t.app, caller.headers, undefined, insurer);
  const payload =
    pay === 'card'
      ? cardBind(bought, (await authoriseCard(t.app, bought.priceCents)).token)
      : directDebitBind(bought);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes/bind',
    headers: caller.headers,
    payload: payload as object,
  });
  expect(response.statusCode, response.body).toBe(200);
  const endDate = daysFromToday(daysLeft);
  const startDate = isoDay(new Date(Date.parse(`${endDate}T00:00:00Z`) - 364 * 86_400_000));
  expect(annualPolicyEndDate(startDate)).toBe(endDate);
  const [row] = await t.app.database.db
    .update(policies)
    .set({ startDate, endDate })
    .where(eq(policies.referenceNumber, response.json().reference_number))
    .returning();
  const renewalDate = daysFromToday(daysLeft + 1);
  const issued = await t.app.services.renewalCycle.issueOffer({ policyId: row!.id, renewalDate });
  expect(issued.outcome).toBe('issued');
  return {
    row: row!,
    policyId: row!.policyId,
    rowId: row!.id,
    offer: await renewalOfferOf(t, caller, row!.policyId),
  };
}

/** The offer's insurer quote (renewal or alternative) as a bind's quote. */
export function offeredQuote(offer: RenewalOffer, renewal: boolean): BoughtQuote {
  const quote = offer.quotes.find((each) => each.current_insurer_renewal_quote === renewal)!;
  return {
    quoteReference: quote.quote_reference,
    quote: quote as BoughtQuote['quote'],
    priceCents: Math.round(quote.price! * 100),
  };
}
