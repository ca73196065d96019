import {
  TRAVEL_QUOTE_ERROR_CODES,
  TRAVEL_QUOTE_NAMES,
  type TravelQuoteOffer,
  type TravelQuoteResponse,
  type TripType,
} from '@wallet/domain';

/** car-travel-payment.md 4 and 8: what a travel quote answer leads to. */
export type TravelQuoteOutcome = 'quoted' | 'unavailable' | 'referral' | 'declined';

/**
 * car-travel-payment.md 4: SUCCESS needs a response with no error, no acceptance notifications
 * and a priced quote; EXTERNAL_SERVICE_UNAVAILABLE is the insurer being unavailable; a referral
 * asks the customer to call; anything else is a decline.
 */
export function travelQuoteOutcome(response: TravelQuoteResponse): TravelQuoteOutcome {
  if (response.error_code === TRAVEL_QUOTE_ERROR_CODES.insurerUnavailable) return 'unavailable';
  if (
    !response.error &&
    response.acceptance_notifications.length === 0 &&
    response.quotes.length > 0
  ) {
    return 'quoted';
  }
  return response.acceptance_notifications.some((notice) => notice.notification_type === 'REFERRAL')
    ? 'referral'
    : 'declined';
}

/** The quote of a trip type in an answer: the one named for it, else the answer's first. */
export function offerOf(
  response: TravelQuoteResponse,
  tripType: TripType | undefined,
): TravelQuoteOffer | undefined {
  const name = tripType ? TRAVEL_QUOTE_NAMES[tripType] : undefined;
  return response.quotes.find((quote) => quote.name === name) ?? response.quotes[0];
}
