import {
  ABOUT_YOU_MESSAGES,
  homeQuoteRequestSchema,
  normaliseStaffNumber,
  toAgentQuoteChecks,
  toHomeQuoteRequest,
  type AgentAboutYouChecks,
  type HomeQuoteForms,
  type HomeQuoteRequest,
  HOME_QUOTE_MESSAGES,
} from '@wallet/domain';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { quoteCallFailure } from '../../../ui/journey/quote-call-failure';
import { PATHS } from '../../../lib/paths';
import { pushQuoteReference } from '../../../lib/analytics';
import { useSendOnArrival } from '../../../lib/use-send-on-arrival';
import { ProcessingMessage } from '../../../ui/journey/processing-message';
import type { StepLocationState } from '../../../ui/journey/step-form';
import { useCreateHomeQuote, type HomeQuoteCall } from '../api/create-home-quote';
import { useAgentMode } from '../agent/home-agent-script';
import { getQuotePath } from '../get-quote/get-quote-steps';
import { readHomeJourney, updateHomeJourney, type HomeJourney } from '../journey/home-journey';
import { HomeErrorView, type HomeErrorReason } from './home-error-view';
import { quoteOutcome } from './quote-outcome';
import './quotes.css';

/**
 * The request of a submitted journey, or null when the forms or household answers are missing
 * (home.md 2: without stored submitted values the page shows the error view).
 */
export function quoteRequestOf(journey: HomeJourney, agent = false): HomeQuoteCall | null {
  const { aboutYou, yourHome, yourCover, household } = journey;
  if (!journey.submitted || !aboutYou || !yourHome || !yourCover || !household) return null;
  try {
    // Asking again for a quote already made updates it instead of starting a second one.
    const request = toHomeQuoteRequest(
      { aboutYou, yourHome, yourCover, household } as HomeQuoteForms,
      journey.quoteResponse?.quote_reference ?? journey.quoteReference,
    );
    // The server checks the body with the same schema; a body it would refuse is not sent.
    if (!homeQuoteRequestSchema.safeParse(request).success) return null;
    if (!agent) return request;
    // An agent's quote carries their About you checks, passed (decision 0021).
    const checks = toAgentQuoteChecks(
      (aboutYou as { agentChecks?: AgentAboutYouChecks }).agentChecks,
      request.home_quote.policy_holder_details.email,
    );
    return checks ? { ...request, agent: checks } : null;
  } catch {
    // Stored values the mapper refuses (an older build's, or edited by hand) cannot be quoted.
    return null;
  }
}

/**
 * The staff number of the request when the server refused it because the staff directory does
 * not know it (400, the spec's message on home_quote.staff_number): the form can check only its
 * shape, so the answer is taken back to About you.
 */
export function refusedStaffNumberOf(
  error: unknown,
  request: HomeQuoteRequest | null,
): string | undefined {
  const staffNumber = request?.home_quote.staff_number;
  if (!staffNumber || !(error instanceof ApiRequestError) || error.detail.status !== 400) {
    return undefined;
  }
  const body = error.detail.body as { fieldErrors?: Record<string, unknown> } | undefined;
  const messages = body?.fieldErrors?.['home_quote.staff_number'];
  return Array.isArray(messages) && messages.includes(ABOUT_YOU_MESSAGES.staffNumberInvalid)
    ? normaliseStaffNumber(staffNumber)
    : undefined;
}

type Failure = { reason: HomeErrorReason; quoteReference?: string };

/** /wallet/getquotethankyou/home (home.md 2 'Processing page'). */
export function HomeProcessingPage() {
  const { type } = useParams();
  // The thank-you route is shared with car and travel, whose journeys open later.
  if (type !== 'home') return <Navigate to={PATHS.comingSoon} replace />;
  return <Processing />;
}

function Processing() {
  const navigate = useNavigate();
  const agent = useAgentMode();
  const [request] = useState(() => quoteRequestOf(readHomeJourney(), agent));
  const [failure, setFailure] = useState<Failure | null>(request ? null : { reason: 'failure' });
  const { mutate } = useCreateHomeQuote({
    onSuccess: (response) => {
      // A new answer starts the choice afresh: no insurer picked, no extras chosen yet.
      updateHomeJourney({ quoteResponse: response, selectedQuote: undefined, extras: undefined });
      // home.md 7: the tag manager hears of every quote reference.
      pushQuoteReference('homeQuote', response.quote_reference);
      const outcome = quoteOutcome(response);
      if (outcome === 'quoted') {
        navigate(PATHS.homeQuotes, { replace: true });
        return;
      }
      setFailure({
        reason: outcome,
        ...(response.quote_reference ? { quoteReference: response.quote_reference } : {}),
      });
    },
    onError: (error) => {
      const refused = refusedStaffNumberOf(error, request);
      if (refused) {
        // About you opens with the server's message on the staff number, and keeps refusing
        // that number.
        const known = readHomeJourney().unknownStaffNumbers ?? [];
        updateHomeJourney({
          unknownStaffNumbers: [...new Set([...known, refused])],
          cardsOpened: { aboutYou: true },
        });
        const state: StepLocationState = { revalidate: true };
        navigate(getQuotePath('aboutYou'), { replace: true, state });
        return;
      }
      setFailure(quoteCallFailure(error, request?.quote_reference ?? undefined));
    },
  });

  useSendOnArrival(request, mutate);

  if (failure) return <HomeErrorView {...failure} />;
  return <ProcessingMessage text={HOME_QUOTE_MESSAGES.processing} />;
}
