/**
 * Buying a home quote in API tests: a priced quote for a signed-in customer, a card token from
 * the sandbox gateway's own tokenise call (as the hosted fields would get it) and bind payloads.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CARD_ACCOUNT_IDS,
  CARD_GATEWAY_PATH,
  CARD_GATEWAY_ROUTES,
  MARKETING_CONSENT_DEFAULTS,
  addDays,
  annualPolicyEndDate,
  calendarDateOf,
  formatIsoDate,
  monthlyInstalmentPlan,
  toBindMarketing,
  type HomeBindRequest,
  type HomeInsurerQuote,
  type HomeQuoteResponse,
} from '@wallet/domain';
import { TEST_CARDS } from '../adapters/card-payments/test-cards.js';
import { policies } from '../db/schema.js';
import { frameHeadersOf } from './card-gateway-frame.js';
import { homeQuoteRequest } from './home-quote-fixtures.js';

type Headers = Record<string, string>;

export interface BoughtQuote {
  quoteReference: string;
  quote: HomeInsurerQuote & { price: number };
  priceCents: number;
}

export async function priceHomeQuote(
  app: FastifyInstance,
  headers: Headers,
  change?: Parameters<typeof homeQuoteRequest>[0],
  /** The insurer whose quote to take; the first priced one when not named. */
  insurer?: HomeInsurerQuote['insurer'],
): Promise<BoughtQuote> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes',
    headers,
    payload: homeQuoteRequest(change),
  });
  if (response.statusCode !== 200) throw new Error(`quote failed: ${response.body}`);
  const body = response.json<HomeQuoteResponse>();
  const quote = body.quotes.find(
    (candidate) => candidate.price !== null && (!insurer || candidate.insurer === insurer),
  );
  if (!quote || quote.price === null) throw new Error('no insurer priced the fixture');
  return {
    quoteReference: body.quote_reference,
    quote: quote as HomeInsurerQuote & { price: number },
    priceCents: Math.round(quote.price * 100),
  };
}

/**
 * A token authorised by the sandbox for this amount (on home's merchant account unless another is
 * named), through its frictionless success card.
 */
export async function authoriseCard(
  app: FastifyInstance,
  amountCents: number,
  cardNumber: string = TEST_CARDS.visaSuccess.number,
  accountId: string = CARD_ACCOUNT_IDS.HOME,
): Promise<{ token: string; brand: string; last4: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `${CARD_GATEWAY_PATH}${CARD_GATEWAY_ROUTES.tokenise}`,
    headers: await frameHeadersOf(app),
    payload: {
      cardNumber,
      expiry: '12/39',
      cvv: '123',
      cardHolderName: 'Aoife Murphy',
      amountCents,
      currency: 'EUR',
      accountId,
    },
  });
  const body = response.json();
  if (body.status !== 'authorised') throw new Error(`tokenise did not authorise: ${response.body}`);
  return { token: body.token, brand: body.brand, last4: body.last4 };
}

/** Today as the server counts it: the Irish day (decision 0050). */
const today = () => formatIsoDate(calendarDateOf(new Date()));

export function cardBind(bought: BoughtQuote, token: string, brand = 'VISA'): HomeBindRequest {
  return {
    payment_details: {
      status: 'PAID',
      purchaser: 'Aoife Murphy',
      payment_type: 'CARD_PAYMENT',
      quote_reference: bought.quoteReference,
      payment_date: today(),
      card_type: brand,
      payment_id: token,
      product_selected: bought.quote.scheme_code,
      total_premium: bought.quote.price,
    },
    ...toBindMarketing({ ...MARKETING_CONSENT_DEFAULTS, consent: true, email: true }),
  };
}

export function directDebitBind(bought: BoughtQuote, collectionDay = 8): HomeBindRequest {
  const plan = monthlyInstalmentPlan(bought.priceCents);
  return {
    payment_details: {
      status: 'NOTPAID',
      purchaser: 'Aoife Murphy',
      payment_type: 'DIRECT_DEBIT_PAYMENT',
      quote_reference: bought.quoteReference,
      payment_date: today(),
      card_type: 'DD',
      IBAN: 'IE29 AIBK 9311 5212 3456 78',
      BIC: 'AIBKIE2D',
      collection_day: collectionDay,
      installments_number: plan.instalments,
      direct_debit_amount: plan.instalmentCents / 100,
      product_selected: bought.quote.scheme_code,
      total_premium: bought.quote.price,
    },
    ...toBindMarketing(MARKETING_CONSENT_DEFAULTS),
  };
}

/**
 * A home policy bought through the API by card or direct debit, from the named insurer (the first
 * that priced when none is named), then dated as if bought and started `daysAgo` days ago (the
 * withdrawal period runs from then). Answers the policy's row.
 */
export async function buyHomePolicy(
  app: FastifyInstance,
  headers: Headers,
  pay: 'card' | 'direct debit',
  { daysAgo = 0, insurer }: { daysAgo?: number; insurer?: HomeInsurerQuote['insurer'] } = {},
): Promise<typeof policies.$inferSelect> {
  const bought = await priceHomeQuote(app, headers, undefined, insurer);
  const payload =
    pay === 'card'
      ? cardBind(bought, (await authoriseCard(app, bought.priceCents)).token)
      : directDebitBind(bought);
  const bind = await app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes/bind',
    headers,
    payload,
  });
  if (bind.json().bind_status !== 'COMPLETED') throw new Error(`bind failed: ${bind.body}`);
  const startDate = formatIsoDate(addDays(calendarDateOf(new Date()), -daysAgo));
  const [policy] = await app.database.db
    .update(policies)
    .set({
      startDate,
      endDate: annualPolicyEndDate(startDate),
      createdAt: new Date(`${startDate}T12:00:00Z`),
    })
    .where(eq(policies.referenceNumber, bind.json().reference_number as string))
    .returning();
  return policy!;
}
