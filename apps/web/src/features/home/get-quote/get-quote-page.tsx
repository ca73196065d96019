import { ABOUT_YOU_DEFAULTS, GET_QUOTES_TEXT } from '@wallet/domain';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { SavedAnswersNotice } from '../../../ui/journey/saved-answers-notice';
import { StepLinkCard } from '../../../ui/journey/step-link-card';
import type { StepLocationState } from '../../../ui/journey/step-form';
import { Spinner } from '../../../ui/spinner';
import {
  readHomeJourney,
  updateHomeJourney,
  useHomeJourney,
  type HomeJourneyPatch,
} from '../journey/home-journey';
import { removeSavedHomeAnswers } from '../journey/save-home-journey';
import { AboutYouForm } from './about-you-form';
import {
  GET_QUOTE_CARD_TITLES,
  GET_QUOTE_STEPS,
  getQuotePath,
  HOME_QUOTE_PROGRESS_STEPS,
  isGetQuoteStep,
  nextStep,
  PROGRESS_STEP_OF,
  type GetQuoteStep,
} from './get-quote-steps';
import type { GetQuoteSchemas } from './get-quote-schemas';
import { loadGetQuoteSchemas, useGetQuoteSchemas } from './lazy-schemas';
import { hasForms, useGetQuotePrefill } from './use-get-quote-prefill';
import { YourCoverForm } from './your-cover-form';
import { YourHomeForm } from './your-home-form';
import { ScriptPendingNote, useHomeAgentScript } from '../agent/home-agent-script';
import './get-quote-page.css';

export const MANDATORY_FIELDS_PROMPT = 'All fields are mandatory unless stated otherwise.';

/**
 * Start again (as car and travel have it): the answers saved at sign-out are gone from the form,
 * which keeps an empty About you (not none) so they are not offered again in this tab.
 */
const STARTED_AGAIN: HomeJourneyPatch = {
  aboutYou: ABOUT_YOU_DEFAULTS,
  yourHome: undefined,
  yourCover: undefined,
  household: undefined,
  quoteReference: undefined,
  prefilledFrom: undefined,
  submitted: undefined,
  quoteResponse: undefined,
  selectedQuote: undefined,
  extras: undefined,
  cardsOpened: { aboutYou: false, yourHome: false, yourCover: false },
};

/** A step other than the current one: its status, and a way to go back to it. */
function OtherStepCard({
  step,
  valid,
  locked,
}: {
  step: GetQuoteStep;
  valid: boolean;
  /** While the agent's opening script is pending. */
  locked: boolean;
}) {
  const journey = useHomeJourney();
  return (
    <StepLinkCard
      title={GET_QUOTE_CARD_TITLES[step]}
      opened={journey.cardsOpened[step]}
      valid={valid}
      to={getQuotePath(step)}
      locked={locked}
    />
  );
}

/**
 * `schemas` is undefined only while they load for a journey that holds no answers yet: nothing
 * stored is valid then, and the forms start empty (an empty form never passes).
 */
function GetQuoteScreen({
  step,
  schemas,
  prefetch,
  discountsEnabled,
  onStartAgain,
}: {
  step: GetQuoteStep;
  schemas: GetQuoteSchemas | undefined;
  /** Asks for the schemas: the customer has reached into a form. */
  prefetch: () => void;
  discountsEnabled: boolean;
  /** The answers saved at sign-out are removed: the forms start empty. */
  onStartAgain: () => void;
}) {
  const navigate = useNavigate();
  const journey = useHomeJourney();
  const resuming = journey.resuming === true;
  // platform.md 4.4: the script panel follows the step the agent is on (the opening of the call
  // on About you); until its script is read, the step's buttons wait.
  const script = useHomeAgentScript(step);
  const pendingNoteId = 'get-quote-script-pending';
  const scriptGate = {
    submitDisabled: script.pending,
    submitNote: script.pending
      ? { id: pendingNoteId, content: <ScriptPendingNote id={pendingNoteId} pending /> }
      : undefined,
  };
  const validOf = (card: GetQuoteStep) =>
    Boolean(journey[card] && schemas?.[card].safeParse(journey[card]).success);
  const validity = {
    aboutYou: validOf('aboutYou'),
    yourHome: validOf('yourHome'),
    yourCover: validOf('yourCover'),
  };

  const goNext = async () => {
    const next = nextStep(step);
    if (next) {
      navigate(getQuotePath(next));
      return;
    }
    // home.md 2: the final button needs all three forms valid; an earlier step found incomplete
    // opens with its errors showing.
    const checks = schemas ?? (await loadGetQuoteSchemas(resuming));
    const current = readHomeJourney();
    const incomplete = GET_QUOTE_STEPS.find(
      (candidate) => !checks[candidate].safeParse(current[candidate]).success,
    );
    if (incomplete) {
      updateHomeJourney({ cardsOpened: { aboutYou: true, yourHome: true, yourCover: true } });
      const state: StepLocationState = { revalidate: true };
      navigate(getQuotePath(incomplete), { state });
      return;
    }
    navigate(PATHS.homeTerms);
  };

  const aboutYouDone = (changed: boolean) => {
    // home.md 4: a quote priced for other About you answers no longer applies.
    if (changed) updateHomeJourney({ quoteResponse: undefined, selectedQuote: undefined });
    void goNext();
  };

  return (
    <>
      <PageHero title={GET_QUOTES_TEXT.title} />
      <PageBody narrow>
        <ProgressSteps steps={HOME_QUOTE_PROGRESS_STEPS} current={PROGRESS_STEP_OF[step]} />
        {script.panel}
        {journey.prefilledFrom === 'saved-answers' && (
          <SavedAnswersNotice removeSaved={removeSavedHomeAnswers} onStartAgain={onStartAgain} />
        )}
        <p className="get-quote-page__prompt">{MANDATORY_FIELDS_PROMPT}</p>
        <div className="get-quote-page__cards" onFocus={prefetch} onPointerDown={prefetch}>
          {GET_QUOTE_STEPS.map((card) => {
            if (card !== step)
              return (
                <OtherStepCard
                  key={card}
                  step={card}
                  valid={validity[card]}
                  locked={script.pending}
                />
              );
            switch (card) {
              case 'aboutYou':
                return (
                  <AboutYouForm
                    key={card}
                    schemas={schemas}
                    discountsEnabled={discountsEnabled}
                    onDone={aboutYouDone}
                    {...scriptGate}
                  />
                );
              case 'yourHome':
                return (
                  <YourHomeForm
                    key={card}
                    schemas={schemas}
                    onDone={() => void goNext()}
                    {...scriptGate}
                  />
                );
              case 'yourCover':
                return (
                  <YourCoverForm
                    key={card}
                    resuming={resuming}
                    schemas={schemas}
                    onDone={() => void goNext()}
                    {...scriptGate}
                  />
                );
            }
          })}
        </div>
      </PageBody>
    </>
  );
}

/**
 * /wallet/getquote/:step (home.md 2): the Get Quotes page at one of its three steps.
 * `discountsEnabled` is the flag home_premium_discounts_enabled: off, no promotion code is asked.
 */
export function GetQuotePage({ discountsEnabled = true }: { discountsEnabled?: boolean }) {
  const { step } = useParams();
  const navigate = useNavigate();
  const journey = useHomeJourney();
  // Each start again draws the forms afresh, from the emptied journey.
  const [startedAgain, setStartedAgain] = useState(0);
  const prefilling = useGetQuotePrefill();
  // Answers already held are checked as the page opens, so they wait for the schemas.
  const holdsAnswers = hasForms(journey);
  const { schemas, prefetch } = useGetQuoteSchemas(
    journey.resuming === true,
    holdsAnswers,
    journey.unknownStaffNumbers,
  );
  // Only before the forms are first shown: answers typed before the schemas arrive must not send
  // the page back to the spinner, which would take the forms (and a lookup under way) away.
  const [formsShown, setFormsShown] = useState(false);
  const waiting = !formsShown && (prefilling || (!schemas && holdsAnswers));
  useEffect(() => {
    if (!waiting) setFormsShown(true);
  }, [waiting]);
  if (!isGetQuoteStep(step)) return <Navigate to={getQuotePath('aboutYou')} replace />;
  if (waiting) {
    return (
      <>
        <PageHero title={GET_QUOTES_TEXT.title} />
        <PageBody narrow>
          <p className="get-quote-page__loading">
            <Spinner label="Loading your details" />
          </p>
        </PageBody>
      </>
    );
  }
  return (
    <GetQuoteScreen
      key={`${step}-${startedAgain}`}
      step={step}
      schemas={schemas}
      prefetch={prefetch}
      discountsEnabled={discountsEnabled}
      onStartAgain={() => {
        updateHomeJourney(STARTED_AGAIN);
        setStartedAgain((count) => count + 1);
        if (step !== 'aboutYou') navigate(getQuotePath('aboutYou'));
      }}
    />
  );
}
