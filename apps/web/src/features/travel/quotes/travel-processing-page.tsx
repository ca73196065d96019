import {
  toTravelQuoteRequest,
  travelQuoteRequestSchema,
  type TravelQuoteRequest,
  type TravelQuoteResponse,
} from '@wallet/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pushQuoteReference } from '../../../lib/analytics';
import { QuoteProcessingPage, type QuoteFailure } from '../../../ui/journey/quote-processing-page';
import { createTravelQuote } from '../api/create-travel-quote';
import {
  FRESH_QUOTE,
  readTravelJourney,
  updateTravelJourney,
  type TravelJourney,
} from '../journey/travel-journey';
import { TRAVEL_PATHS } from '../travel-paths';
import { TRAVEL_TEXTS } from '../travel-texts';
import { travelQuoteOutcome } from './travel-quote-outcome';

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

/** /wallet/getquotethankyou/travel (car-travel-payment.md 2 'Processing page'). */
export function TravelProcessingPage() {
  const navigate = useNavigate();
  const [request] = useState(() => travelQuoteRequestOf(readTravelJourney()));

  const onAnswer = (response: TravelQuoteResponse): QuoteFailure | null => {
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
      return null;
    }
    return {
      reason: outcome,
      ...(response.quote_reference ? { quoteReference: response.quote_reference } : {}),
    };
  };

  return (
    <QuoteProcessingPage
      request={request}
      createQuote={createTravelQuote}
      onAnswer={onAnswer}
      processingText={TRAVEL_TEXTS.processing}
      errorTexts={TRAVEL_TEXTS.error}
    />
  );
}
