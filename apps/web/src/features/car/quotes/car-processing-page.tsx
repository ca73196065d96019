import {
  carQuoteRequestSchema,
  toCarQuoteRequest,
  type CarQuoteRequest,
  type CarQuoteResponse,
} from '@wallet/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pushQuoteReference } from '../../../lib/analytics';
import type { QuoteErrorPageState } from '../../../ui/journey/quote-error-page';
import { QuoteProcessingPage, type QuoteFailure } from '../../../ui/journey/quote-processing-page';
import { createCarQuote } from '../api/create-car-quote';
import {
  FRESH_CAR_QUOTE,
  readCarJourney,
  updateCarJourney,
  type CarJourney,
} from '../journey/car-journey';
import { carQuoteOutcome } from './car-quote-outcome';
import { CAR_QUOTE_PATHS } from './car-quote-paths';
import { CAR_QUOTE_TEXTS } from './car-quote-texts';

/**
 * The request of a journey whose forms and terms were submitted, or null when nothing was
 * submitted or the stored values cannot be sent (car-travel-payment.md 4: 'Missing stored
 * submitted-values flag or data also gives the error view').
 */
export function carQuoteRequestOf(journey: CarJourney): CarQuoteRequest | null {
  if (!journey.submitted || !journey.forms || !journey.terms) return null;
  try {
    const request = toCarQuoteRequest(journey.forms, journey.terms, {
      ...(journey.quoteReference ? { quoteReference: journey.quoteReference } : {}),
    });
    // The server checks the body with the same schema; a body it would refuse is not sent.
    return carQuoteRequestSchema.safeParse(request).success ? request : null;
  } catch {
    // Values the mapper refuses (an older build's, or edited by hand) cannot be quoted.
    return null;
  }
}

/**
 * /wallet/getquotethankyou/car (car-travel-payment.md 2 'Processing page'): a priced quote goes
 * on to Your Quotes; RSA unavailable shows the error view of type rsa here; a referral or a
 * decline goes to the car error page with its message (section 8).
 */
export function CarProcessingPage() {
  const navigate = useNavigate();
  const [request] = useState(() => carQuoteRequestOf(readCarJourney()));

  const onAnswer = (response: CarQuoteResponse): QuoteFailure | null => {
    updateCarJourney({
      ...FRESH_CAR_QUOTE,
      quoteResponse: response,
      quoteReference: response.quote_reference,
    });
    // car-travel-payment.md 7: a tracking event follows each quote submission. 'motorQuote' is
    // the event's name in the tag manager, a word on the wire: it stays motor.
    pushQuoteReference('motorQuote', response.quote_reference);
    const outcome = carQuoteOutcome(response);
    if (outcome === 'quoted') {
      navigate(CAR_QUOTE_PATHS.quotes, { replace: true });
      return null;
    }
    if (outcome === 'unavailable') {
      return { reason: outcome, quoteReference: response.quote_reference };
    }
    // Replaced, so Back from the error page returns to the terms, not to a page that asks again.
    const state: QuoteErrorPageState = { reason: outcome };
    navigate(CAR_QUOTE_PATHS.error, { replace: true, state });
    return null;
  };

  return (
    <QuoteProcessingPage
      request={request}
      createQuote={createCarQuote}
      onAnswer={onAnswer}
      processingText={CAR_QUOTE_TEXTS.processing}
      errorTexts={CAR_QUOTE_TEXTS.error}
    />
  );
}
