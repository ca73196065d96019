/**
 * Travel in API tests: the family ski week of docs/travel-rating.md (the worked example: two
 * adults of 41 and 43, two children, 8 days in Austria, winter sports, car hire, VHI abroad, a
 * bank customer, SUMMER10 = €68.48), starting a month from today; a priced quote; a card
 * authorised on travel's merchant account; and bind payloads.
 */
import type { FastifyInstance } from 'fastify';
import {
  CARD_ACCOUNT_IDS,
  MARKETING_CONSENT_DEFAULTS,
  toTravelBindRequest,
  type TravelBindRequest,
  type TravelQuoteOffer,
  type TravelQuoteRequest,
  type TravelQuoteResponse,
} from '@wallet/domain';
import { EXAMPLE_TRAVEL_QUOTE_REQUEST } from '@wallet/domain/examples';
import { TEST_CARDS } from '../adapters/card-payments/test-cards.js';
import { authoriseCard } from './checkout-fixtures.js';
import { isoDateInDays } from './home-quote-fixtures.js';

/** The worked example's total, in cents. */
export const WORKED_EXAMPLE_TOTAL_CENTS = 6_848;

export function travelQuoteRequest(
  change: (request: TravelQuoteRequest) => void = () => {},
): TravelQuoteRequest {
  const start = isoDateInDays(30);
  // The domain's example, a month from today, for Aoife Murphy.
  const request = structuredClone(EXAMPLE_TRAVEL_QUOTE_REQUEST);
  const quote = request.travel_quote;
  quote.policy_holder_details.last_name = 'Murphy';
  quote.date_of_travel = start;
  quote.cover_details.start_date = start;
  quote.cover_details.end_date = isoDateInDays(37);
  change(request);
  return request;
}

export interface PricedTravelQuote {
  quoteReference: string;
  offer: TravelQuoteOffer;
  priceCents: number;
}

export async function quoteTravel(
  app: FastifyInstance,
  headers: Record<string, string>,
  change?: (request: TravelQuoteRequest) => void,
) {
  return app.inject({
    method: 'POST',
    url: '/api/travel/travel_quotes',
    headers,
    payload: travelQuoteRequest(change),
  });
}

export async function priceTravelQuote(
  app: FastifyInstance,
  headers: Record<string, string>,
  change?: (request: TravelQuoteRequest) => void,
): Promise<PricedTravelQuote> {
  const response = await quoteTravel(app, headers, change);
  if (response.statusCode !== 200) throw new Error(`travel quote failed: ${response.body}`);
  const body = response.json<TravelQuoteResponse>();
  const offer = body.quotes[0];
  if (!offer) throw new Error(`the insurer did not price the fixture: ${response.body}`);
  return {
    quoteReference: body.quote_reference,
    offer,
    priceCents: Math.round(offer.breakdown.total_payable * 100),
  };
}

/** A token authorised on travel's merchant account for this amount. */
export const authoriseTravelCard = (
  app: FastifyInstance,
  amountCents: number,
  cardNumber: string = TEST_CARDS.visaSuccess.number,
) => authoriseCard(app, amountCents, cardNumber, CARD_ACCOUNT_IDS.TRAVEL);

export function travelBind(quote: PricedTravelQuote, token: string): TravelBindRequest {
  return toTravelBindRequest({
    quoteReference: quote.quoteReference,
    premiumId: quote.offer.premium_id,
    quoteName: quote.offer.name,
    paymentToken: token,
    marketing: { ...MARKETING_CONSENT_DEFAULTS, consent: true, email: true },
  });
}
