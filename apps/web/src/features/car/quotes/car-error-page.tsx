import { QuoteErrorPage } from '../../../ui/journey/quote-error-page';
import { useCarJourney } from '../journey/car-journey';
import { CAR_QUOTE_TEXTS } from './car-quote-texts';

/**
 * /wallet/error/car (car-travel-payment.md 2 and 8): the insurer declined or referred the quote,
 * or a car call failed (the view quote's recalculation). The reference of the quote in progress,
 * if any, is shown so the customer can give it on the phone.
 */
export function CarErrorPage() {
  const journey = useCarJourney();
  return (
    <QuoteErrorPage
      texts={CAR_QUOTE_TEXTS.error}
      quoteReference={journey.quoteResponse?.quote_reference}
    />
  );
}
