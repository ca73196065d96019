import { useLocation } from 'react-router';
import { isBeingBoughtState } from '../../../lib/quote-call-failure';
import { useTravelJourney } from '../journey/travel-journey';
import { TravelErrorView } from './travel-error-view';

/**
 * /wallet/error/travel (car-travel-payment.md 2 and 8): a travel call failed (the quote
 * parameters, the quote screen's recalculation). The reference of the quote in progress, if any,
 * is shown so the customer can give it on the phone.
 */
export function TravelErrorPage() {
  const journey = useTravelJourney();
  const { state } = useLocation();
  return (
    <TravelErrorView
      reason={isBeingBoughtState(state) ? 'beingBought' : 'failure'}
      quoteReference={journey.quoteResponse?.quote_reference}
    />
  );
}
