import { QuoteErrorPage } from '../../../ui/journey/quote-error-page';
import { useTravelJourney } from '../journey/travel-journey';
import { TRAVEL_TEXTS } from '../travel-texts';

/**
 * /wallet/error/travel (car-travel-payment.md 2 and 8): a travel call failed (the quote
 * parameters, the quote screen's recalculation).
 */
export function TravelErrorPage() {
  const journey = useTravelJourney();
  return (
    <QuoteErrorPage
      texts={TRAVEL_TEXTS.error}
      quoteReference={journey.quoteResponse?.quote_reference}
    />
  );
}
