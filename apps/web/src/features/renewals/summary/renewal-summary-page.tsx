import {
  RENEWAL_STEPS,
  homeCheckoutDetailsOf,
  renewalNextStep,
  renewalSummaryProblems,
  type HomeInsurerQuote,
  type RenewalAnswersPayload,
  type RenewalOffer,
} from '@wallet/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { saveQuotePayment } from '../../../lib/checkout/quote-payment';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary';
import { Notice } from '../../../ui/notice';
import { PageSpinner } from '../../../ui/spinner';
import { withRenewalAnswers } from '../../../lib/checkout/renewal-payment';
import { acceptRenewal, renewalRefusalOf, useRenewalOffer } from '../api/renewal-calls';
import {
  updateRenewalJourney,
  useRenewalJourney,
  type RenewalJourneyAnswers,
} from '../journey/renewal-journey';
import { RENEWAL_PATHS, type RenewalLocationState } from '../paths';
import { RENEWAL_SCREEN_TEXTS as TEXT } from '../renewal-texts';
import type { QuoteViewComponent, RenewalQuoteExtras } from '../slots';
import { QUESTION_TOPICS, RENEWAL_QUESTION_IDS, RenewalQuestions } from './renewal-questions';
import '../renewals.css';

const NO_ANSWERS: RenewalJourneyAnswers = {
  claimsConditionOne: null,
  claimsConditionTwo: null,
  acceptedTermsAndConditions: null,
};

/**
 * /wallet/viewQuote/home in renewal mode (home.md 2 'View quote': 'Your Summary' on renewal): the
 * chosen renewal or alternative quote with its excess and extras, the renewal questions, and
 * Proceed routed as home.md 4 has it.
 */
type RenewalSummaryProps = {
  /** home's view quote, which 'Your Summary' is in renewal mode. */
  QuoteView: QuoteViewComponent;
  /** The customer's address as the profile has it, for the summary before Buy. */
  addressLines: string[];
};

export function RenewalSummaryPage(props: RenewalSummaryProps) {
  const journey = useRenewalJourney();
  const offer = useRenewalOffer(journey.policyId ?? null);
  const quote = journey.selectedQuote;
  if (!quote || !journey.policyId) return <Navigate to={RENEWAL_PATHS.view()} replace />;
  if (offer.isPending) return <PageSpinner label="Loading your renewal" />;
  // An offer that cannot be read, or is no longer open, is explained on the renewal view.
  if (!offer.data || offer.data.status !== 'offered') {
    return <Navigate to={RENEWAL_PATHS.view()} replace />;
  }
  return <Summary key={quote.insurer} quote={quote} offer={offer.data} {...props} />;
}

/** The answers as the renewal calls carry them. */
function answersPayload(
  answers: RenewalJourneyAnswers,
  autoRenewal: boolean,
  termsNeeded: boolean,
): RenewalAnswersPayload {
  return {
    claims_condition_one: answers.claimsConditionOne,
    claims_condition_two: answers.claimsConditionTwo,
    accepted_terms_and_conditions: termsNeeded ? answers.acceptedTermsAndConditions : null,
    auto_renewal: autoRenewal,
  };
}

function Summary({
  quote,
  offer,
  QuoteView,
  addressLines,
}: { quote: HomeInsurerQuote; offer: RenewalOffer } & RenewalSummaryProps) {
  const navigate = useNavigate();
  const journey = useRenewalJourney();
  const [answers, setAnswers] = useState<RenewalJourneyAnswers>(journey.answers ?? NO_ANSWERS);
  const [submitCount, setSubmitCount] = useState(0);
  const alternativePolicy = !quote.current_insurer_renewal_quote;
  const autoRenewal = offer.auto_renewal;
  const rules = { ...answers, autoRenewal, alternativePolicy };
  const problems = submitCount > 0 ? renewalSummaryProblems(rules) : {};
  const termsNeeded = !autoRenewal || alternativePolicy;
  const accept = useMutation({
    mutationFn: acceptRenewal,
    onSuccess: (accepted) => {
      updateRenewalJourney({
        accepted: {
          policyId: accepted.policy_id,
          referenceNumber: accepted.reference_number,
          renewalDate: accepted.renewal_date,
        },
      });
      // The offers are asked for again on the thank-you page: asked here, the accepted offer could
      // send this page back to the renewal view before the thank-you page has loaded.
      navigate(RENEWAL_PATHS.thankYou, { state: { renewal: true, renewalAccepted: true } });
    },
  });

  const summaryErrors: SummaryError[] = (
    Object.keys(RENEWAL_QUESTION_IDS) as (keyof typeof RENEWAL_QUESTION_IDS)[]
  ).flatMap((field) => {
    const message = problems[field];
    // The spec's 'Answer is required' names no question: the summary says which it is.
    return message
      ? [{ fieldId: RENEWAL_QUESTION_IDS[field], message: `${QUESTION_TOPICS[field]}: ${message}` }]
      : [];
  });

  const onAnswer = (next: RenewalJourneyAnswers) => {
    setAnswers(next);
    updateRenewalJourney({ answers: next });
  };

  // home.md 4 'Proceed routing': the alternative through its statement of fact, auto-renewal off
  // or a policy not paid by direct debit to the renewal's payment, else confirmed at once.
  const onProceed = (chosen: RenewalQuoteExtras, priceCents: number) => {
    setSubmitCount((count) => count + 1);
    if (Object.keys(renewalSummaryProblems(rules)).length > 0) return;
    const renewalAnswers = answersPayload(answers, autoRenewal, termsNeeded);
    updateRenewalJourney({ extras: chosen, answers });
    const step = renewalNextStep({
      alternativePolicy,
      autoRenewal,
      directDebitPolicy: offer.direct_debit_policy,
    });
    if (step === 'autoRenewal') {
      accept.mutate({
        policy_id: offer.policy_id,
        product_selected: quote.scheme_code,
        renewal_answers: renewalAnswers,
      });
      return;
    }
    saveQuotePayment({
      product: 'HOME',
      // The renewal's bind names the chosen insurer's quote of the offer.
      quoteReference: quote.quote_reference,
      schemeCode: quote.scheme_code,
      insurer: quote.insurer,
      priceCents,
      startDate: quote.cover_details_information.start_date,
      details: withRenewalAnswers(
        homeCheckoutDetailsOf(quote, addressLines),
        renewalAnswers,
        // The direct debit on file pays the same insurer only (the mandate's creditor).
        !alternativePolicy && offer.mandate_on_file
          ? {
              accountEnding: offer.mandate_on_file.account_ending,
              collectionDay: offer.mandate_on_file.collection_day,
            }
          : null,
      ),
    });
    const state: RenewalLocationState = { renewal: true };
    navigate(step === 'statementOfFact' ? RENEWAL_PATHS.statementOfFact : RENEWAL_PATHS.payment, {
      state,
    });
  };

  return (
    <QuoteView
      quote={quote}
      storedExtras={journey.extras}
      recalculationReference={quote.quote_reference}
      onRecalculated={(next, extras) =>
        updateRenewalJourney({
          // The recalculated quote is still the offer's renewal or alternative.
          selectedQuote: {
            ...next,
            current_insurer_renewal_quote: quote.current_insurer_renewal_quote,
          },
          extras,
        })
      }
      title={TEXT.summaryTitle}
      progressSteps={RENEWAL_STEPS}
      currentStep={TEXT.summaryTitle}
      before={<ErrorSummary errors={summaryErrors} submitCount={submitCount} />}
      onProceed={onProceed}
      proceeding={accept.isPending}
    >
      <RenewalQuestions
        answers={answers}
        problems={problems}
        onAnswer={onAnswer}
        termsNeeded={termsNeeded}
        insurer={quote.insurer}
        alternativePolicy={alternativePolicy}
        history={offer.history}
        autoRenewal={{
          policyId: offer.policy_id,
          enabled: autoRenewal,
          renewalDate: offer.renewal_date,
        }}
      />
      {accept.isError && (
        <Notice tone="warning">
          <p role="alert">{renewalRefusalOf(accept.error) ?? TEXT.notDisplayable}</p>
        </Notice>
      )}
    </QuoteView>
  );
}
