import {
  CAR_PRODUCT_DOCUMENTS,
  CAR_TERMS_DEFAULTS,
  CAR_TERMS_DOCUMENTS,
  CAR_TERMS_QUESTIONS,
  CAR_TERMS_TEXTS,
  REGISTRATION_MESSAGES,
  carProductDocumentPath,
  carTermsProblems,
  withAllQuestionsYes,
  type CarTermsField,
  type CarTermsValues,
} from '@wallet/domain';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConsentCheckbox } from '../../../ui/consent-checkbox';
import { ErrorSummary } from '../../../ui/error-summary';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { YesNoField } from '../../../ui/yes-no-field';
import { AgentScriptPendingNote } from '../../../ui/journey/agent-script-pending-note';
import { useCarAgentScripts } from '../agent/car-agent-script';
import {
  FRESH_CAR_QUOTE,
  readCarJourney,
  updateCarJourney,
  useHasCarForms,
} from '../journey/car-journey';
import { CAR_PATHS, CAR_PROGRESS_STEPS } from '../journey/car-paths';
import { API_PREFIX } from '../../../lib/api-client';
import {
  CarTermsRegistration,
  REGISTRATION_FIELD_ID,
  manualSearchCar,
  useTermsRegistration,
} from './car-terms-registration';
import { CAR_TERMS_PAGE_TEXTS as TEXT } from './car-terms-texts';
import '../../../ui/journey/step-form.css';
import './car-terms.css';

const fieldIdOf = (field: CarTermsField) => `car-terms-${field}`;

/** The documents the acceptance's words name, each a PDF of its own beside it. */
const TERMS_DOCUMENTS = CAR_TERMS_DOCUMENTS.map((document) => ({
  title: CAR_PRODUCT_DOCUMENTS[document].displayName,
  href: `${API_PREFIX}${carProductDocumentPath(document)}`,
  format: 'PDF',
}));

type TermsProblems = Partial<Record<CarTermsField | 'registration', string>>;
const SCRIPT_PENDING_ID = 'car-terms-script-pending';
const TERMS_SCRIPT = ['terms'] as const;

/** The answers the journey holds (given before, or from the latest quote), or none given. */
function startingTerms(): CarTermsValues {
  return { ...CAR_TERMS_DEFAULTS, ...readCarJourney().terms };
}

/**
 * /wallet/terms-and-conditions/car (car-travel-payment.md 2 'Car terms page', stage GET_QUOTE):
 * four questions and the acceptance, each to be answered ('Please select' under each that is not),
 * the acceptance beside the three documents it names; for a car found by make and model, its
 * registration too (decision 0028); then the quote is asked for on the processing page. Without the form's answers there is nothing
 * to accept yet: the get-quote page comes first.
 */
export function CarTermsPage() {
  const hasForms = useHasCarForms();
  if (!hasForms) return <Navigate to={CAR_PATHS.getQuote} replace />;
  return <CarTermsForm />;
}

function CarTermsForm() {
  const navigate = useNavigate();
  const [terms, setTerms] = useState(startingTerms);
  // The messages of the last Continue: they change with the next one, not as answers are given.
  const [problems, setProblems] = useState<TermsProblems>({});
  const [submitCount, setSubmitCount] = useState(0);
  // car-travel-payment.md 6: an agent reads the terms script before the quote is asked for.
  const script = useCarAgentScripts(TERMS_SCRIPT);
  // Read once: the car found by make and model, whose registration is asked here.
  const [manualCar] = useState(manualSearchCar);
  const registration = useTermsRegistration(manualCar);

  const answer = (next: CarTermsValues) => {
    setTerms(next);
    // Kept as given, so Back and a reload lose nothing.
    updateCarJourney({ terms: next });
  };

  const registrationNeeded = async (): Promise<string | undefined> => {
    if (!registration.car || registration.check.status === 'ACCEPTED') return undefined;
    if (!registration.text.trim()) return REGISTRATION_MESSAGES.required;
    return registration.run();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const registrationProblem = await registrationNeeded();
    const found: TermsProblems = {
      ...(registrationProblem ? { registration: registrationProblem } : {}),
      ...carTermsProblems(terms),
    };
    setProblems(found);
    setSubmitCount((count) => count + 1);
    if (Object.keys(found).length > 0) return;
    // The answers were sent: the processing page asks for a quote, and any earlier one is stale.
    updateCarJourney({ terms, submitted: true, ...FRESH_CAR_QUOTE });
    navigate(CAR_PATHS.processing);
  };

  const summary = Object.entries(problems).map(([field, message]) => ({
    fieldId: field === 'registration' ? REGISTRATION_FIELD_ID : fieldIdOf(field as CarTermsField),
    message,
  }));
  // The check's own answer while the registration is being given; the last Continue's after.
  const registrationError =
    registration.check.status === 'FAILURE'
      ? registration.check.message
      : registration.check.status === 'IDLE'
        ? problems.registration
        : undefined;

  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <PageBody>
        <ProgressSteps steps={CAR_PROGRESS_STEPS} current={CAR_PROGRESS_STEPS[0]} />
        <ErrorSummary errors={summary} submitCount={submitCount} />
        {script.panels}
        <Card className="car-terms">
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <CarTermsRegistration registration={registration} error={registrationError} />
            <p className="car-terms__all-yes">
              {TEXT.allYesBefore}
              <Button variant="link" onClick={() => answer(withAllQuestionsYes(terms))}>
                {TEXT.clickHere}
              </Button>
              {TEXT.allYesAfter}
            </p>
            {CAR_TERMS_QUESTIONS.map((question) => (
              <YesNoField
                key={question}
                id={fieldIdOf(question)}
                name={question}
                label={CAR_TERMS_TEXTS[question]}
                error={problems[question]}
                value={terms[question]}
                onChange={(value) => answer({ ...terms, [question]: value })}
              />
            ))}
            {/* Grouped under its own name, so the summary's 'Please select' says which. */}
            <fieldset className="car-terms__acceptance">
              <legend className="yes-no-field__legend">{TEXT.acceptanceLegend}</legend>
              <ConsentCheckbox
                documents={TERMS_DOCUMENTS}
                id={fieldIdOf('acceptedTermsAndConditions')}
                name="acceptedTermsAndConditions"
                label={CAR_TERMS_TEXTS.acceptedTermsAndConditions}
                error={problems.acceptedTermsAndConditions}
                checked={terms.acceptedTermsAndConditions === true}
                onChange={(event) =>
                  answer({ ...terms, acceptedTermsAndConditions: event.target.checked })
                }
              />
            </fieldset>
            <div className="get-quote-form__actions">
              <ButtonLink variant="secondary" to={CAR_PATHS.getQuote}>
                {TEXT.back}
              </ButtonLink>
              <Button
                type="submit"
                disabled={script.pending}
                aria-describedby={script.pending ? SCRIPT_PENDING_ID : undefined}
              >
                {TEXT.continue}
              </Button>
            </div>
            <AgentScriptPendingNote id={SCRIPT_PENDING_ID} pending={script.pending} />
          </form>
        </Card>
      </PageBody>
    </>
  );
}
