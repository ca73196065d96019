import {
  TRAVEL_QUOTE_NAMES,
  type TravelQuoteOffer,
  type TravelQuoteResponse,
  type TripType,
} from '@wallet/domain';
import { quoteOutcomeOf, type QuoteOutcome } from '../../../ui/journey/quote-outcome';

/** car-travel-payment.md 4: a travel answer is priced when it has a quote. */
export function travelQuoteOutcome(response: TravelQuoteResponse): QuoteOutcome {
  return quoteOutcomeOf(response, response.quotes.length > 0);
}

/** The quote of a trip type in an answer: the one named for it, else the answer's first. */
export function offerOf(
  response: TravelQuoteResponse,
  tripType: TripType | undefined,
): TravelQuoteOffer | undefined {
  const name = tripType ? TRAVEL_QUOTE_NAMES[tripType] : undefined;
  return response.quotes.find((quote) => quote.name === name) ?? response.quotes[0];
}
