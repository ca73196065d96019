import {
  toTravelQuoteRequest,
  travelQuoteRequestSchema,
  type TravelQuoteRequest,
} from '@wallet/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pushQuoteReference } from '../../../lib/analytics';
import { quoteCallFailure } from '../../../lib/quote-call-failure';
import { useSendOnArrival } from '../../../lib/use-send-on-arrival';
import { ProcessingMessage } from '../../../ui/journey/processing-message';
import { useCreateTravelQuote } from '../api/create-travel-quote';
import {
  FRESH_QUOTE,
  readTravelJourney,
  updateTravelJourney,
  type TravelJourney,
} from '../journey/travel-journey';
import { TRAVEL_PATHS } from '../travel-paths';
import { TRAVEL_TEXTS } from '../travel-texts';
import { TravelErrorView, type TravelErrorReason } from './travel-error-view';
import { travelQuoteOutcome } from './travel-quote-outcome';
import './travel-quotes.css';

/**
 * The request of a submitted journey, or null when nothing was submitted or the stored values
 * cannot be sent (car-travel-payment.md 4: 'Missing stored submitted-values flag or data also
 * gives the error view').
 */
export function travelQuoteRequestOf(journey: TravelJourney): TravelQuoteRequest | null {
  if (!journey.submitted || !journey.forms) return null;
  try {
    const request = toTravelQuoteRequest(journey.forms, journey.quoteReference);
    // The server checks the body with the same schema; a body it would refuse is not sent.
    return travelQuoteRequestSchema.safeParse(request).success ? request : null;
  } catch {
    // Values the mapper refuses (an older build's, or edited by hand) cannot be quoted.
    return null;
  }
}

type Failure = { reason: TravelErrorReason; quoteReference?: string };

/** /wallet/getquotethankyou/travel (car-travel-payment.md 2 'Processing page'). */
export function TravelProcessingPage() {
  const navigate = useNavigate();
  const [request] = useState(() => travelQuoteRequestOf(readTravelJourney()));
  const [failure, setFailure] = useState<Failure | null>(request ? null : { reason: 'failure' });
  const { mutate } = useCreateTravelQuote({
    onSuccess: (response) => {
      updateTravelJourney({
        ...FRESH_QUOTE,
        quoteResponse: response,
        quoteReference: response.quote_reference,
      });
      // car-travel-payment.md 7: a tracking event follows each quote submission.
      pushQuoteReference('travelQuote', response.quote_reference);
      const outcome = travelQuoteOutcome(response);
      if (outcome === 'quoted') {
        navigate(TRAVEL_PATHS.quote, { replace: true });
        return;
      }
      setFailure({
        reason: outcome,
        ...(response.quote_reference ? { quoteReference: response.quote_reference } : {}),
      });
    },
    onError: (error) => setFailure(quoteCallFailure(error, request?.quote_reference ?? undefined)),
  });

  useSendOnArrival(request, mutate);

  if (failure) return <TravelErrorView {...failure} />;
  return <ProcessingMessage text={TRAVEL_TEXTS.processing} />;
}
