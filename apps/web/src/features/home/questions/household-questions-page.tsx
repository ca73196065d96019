import {
  HOUSEHOLD_DEFAULTS,
  HOUSEHOLD_QUESTIONS,
  HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER,
  householdQuestionsSchema,
  type HouseholdQuestionsValues,
  HOME_QUOTE_MESSAGES as TEXT,
  HOME_PRODUCT_DOCUMENTS,
  HOUSEHOLD_TERMS_DOCUMENTS,
  HOUSEHOLD_TERMS_LABEL,
  homeProductDocumentPath,
} from '@wallet/domain';
import { API_PREFIX } from '../../../lib/api-client';
import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConsentCheckbox, type ConsentDocument } from '../../../ui/consent-checkbox';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { YesNoField } from '../../../ui/yes-no-field';
import { readHomeJourney, updateHomeJourney, useHomeJourney } from '../journey/home-journey';
import { HOME_QUOTE_PROGRESS_STEPS, getQuotePath } from '../get-quote/get-quote-steps';
import { ScriptPendingNote, useHomeAgentScript } from '../agent/home-agent-script';
import './household-questions.css';

type Question = (typeof HOUSEHOLD_QUESTIONS)[number];

const CORE = HOUSEHOLD_QUESTIONS.filter((question) => question.group === 'core');
const ADDITIONAL = HOUSEHOLD_QUESTIONS.filter((question) => question.group === 'additional');
const TERMS_ID = 'household-accepted-terms';
const SCRIPT_PENDING_ID = 'household-script-pending';

const questionId = (question: Question) => `household-${question.code}`;

/** Both insurers' terms in one document each, as the insurer is not chosen yet. */
const TERMS_DOCUMENTS: ConsentDocument[] = HOUSEHOLD_TERMS_DOCUMENTS.map((document) => ({
  title: HOME_PRODUCT_DOCUMENTS[document].displayName,
  href: `${API_PREFIX}${homeProductDocumentPath(document)}`,
  format: 'PDF',
}));

/**
 * The form's starting values: the stored answers, or every question unanswered (home.md 4). In
 * resume mode the terms count as accepted.
 */
function defaultValues(resuming: boolean): HouseholdQuestionsValues {
  const stored = readHomeJourney().household as Partial<HouseholdQuestionsValues> | undefined;
  const answers = { ...HOUSEHOLD_DEFAULTS.answers };
  for (const question of HOUSEHOLD_QUESTIONS) {
    const answer = stored?.answers?.[question.code];
    if (typeof answer === 'boolean') answers[question.code] = answer;
  }
  return { answers, acceptedTerms: resuming || stored?.acceptedTerms === true };
}

/** /wallet/terms-and-conditions/home (home.md 2 'Household questions and terms page'). */
export function HouseholdQuestionsPage() {
  const { type } = useParams();
  // The terms route is shared with car and travel, whose journeys open later.
  if (type !== 'home') return <Navigate to={PATHS.comingSoon} replace />;
  return <HouseholdQuestions />;
}

function HouseholdQuestions() {
  const navigate = useNavigate();
  const { resuming = false } = useHomeJourney();
  const [defaults] = useState(() => defaultValues(resuming));
  const form = useSchemaForm(householdQuestionsSchema, defaults);
  const { errors } = form.formState;
  // home.md 2: agents read the terms script before the questions and the quote.
  const script = useHomeAgentScript('terms');

  // home.md 4: any change of answer ends resume mode.
  const endResume = () => {
    if (readHomeJourney().resuming) updateHomeJourney({ resuming: false });
  };

  const onValid = (_data: unknown) => {
    const wasResuming = readHomeJourney().resuming === true;
    updateHomeJourney({ household: form.getValues(), submitted: true });
    navigate(wasResuming ? PATHS.homeViewQuote : PATHS.homeProcessing);
  };

  // home.md 4: an invalid submit goes to the first unanswered question.
  const onInvalid = (invalid: FieldErrors<HouseholdQuestionsValues>) => {
    const first = HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER.find(
      (question) => invalid.answers?.[question.code],
    );
    const target = first ? document.getElementById(questionId(first)) : null;
    const field = target ?? document.getElementById(TERMS_ID);
    field?.focus();
    field?.scrollIntoView?.({ block: 'center' });
  };

  const renderQuestion = (question: Question) => (
    <Controller
      key={question.code}
      control={form.control}
      name={`answers.${question.code}`}
      render={({ field }) => (
        <YesNoField
          id={questionId(question)}
          name={field.name}
          label={question.text}
          value={field.value}
          onChange={(answer) => {
            field.onChange(answer);
            endResume();
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors.answers?.[question.code]?.message}
        />
      )}
    />
  );

  return (
    <>
      <PageHero eyebrow={TEXT.householdStage} title={TEXT.householdTitle} />
      <PageBody>
        <ProgressSteps steps={HOME_QUOTE_PROGRESS_STEPS} current="Your Cover" />
        {/* The duty to answer honestly is read before the questions it is about. */}
        {script.panel}
        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
          <Card as="section" aria-label={TEXT.householdTitle}>
            {CORE.map(renderQuestion)}
          </Card>
          <Card as="section" aria-labelledby="household-additional" className="household-card">
            <h2 id="household-additional" className="household-card__title">
              {TEXT.householdAdditional}
            </h2>
            <p className="household-card__lead">{TEXT.householdAdditionalLead}</p>
            {ADDITIONAL.map(renderQuestion)}
          </Card>
          <Card className="household-card">
            <Controller
              control={form.control}
              name="acceptedTerms"
              render={({ field }) => (
                <ConsentCheckbox
                  id={TERMS_ID}
                  name={field.name}
                  label={HOUSEHOLD_TERMS_LABEL}
                  documents={TERMS_DOCUMENTS}
                  checked={field.value === true}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    endResume();
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.acceptedTerms?.message}
                />
              )}
            />
          </Card>
          <div className="household-actions">
            {/* home.md 41, 'Back buttons return to the previous step': in the step-by-step
                flow that is Your cover (home.md 75's About you address is the one-page form's,
                whose cards all sit on that address). */}
            <ButtonLink to={getQuotePath('yourCover')} variant="secondary">
              {TEXT.back}
            </ButtonLink>
            <Button
              type="submit"
              disabled={script.pending}
              aria-describedby={script.pending ? SCRIPT_PENDING_ID : undefined}
            >
              {resuming ? TEXT.next : TEXT.getYourQuote}
            </Button>
          </div>
          <ScriptPendingNote id={SCRIPT_PENDING_ID} pending={script.pending} />
        </form>
      </PageBody>
    </>
  );
}
