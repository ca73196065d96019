import {
  CAR_QUOTE_FORM_DEFAULTS,
  lastStartDateOf,
  type CalendarDate,
  type CarQuoteForms,
  type CarQuoteParameters,
} from '@wallet/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useLazyModule } from '../../../lib/lazy-module';
import { isAgent, useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { AboutYouFields } from '../../../ui/journey/about-you/about-you-fields';
import { ContinueButton, JourneyCardFrame, useCardSteps } from '../../../ui/journey/card-steps';
import { summaryErrorsOf } from '../../../ui/journey/field-ids';
import { GET_QUOTE_TEXTS } from '../../../ui/journey/get-quote-texts';
import { SavedAnswersNotice } from '../../../ui/journey/saved-answers-notice';
import { useStepForm } from '../../../ui/journey/step-form';
import { Spinner } from '../../../ui/spinner';
import { removeSavedCarAnswers } from '../api/saved-car-answers';
import { CAR_CARDS, readCarJourney, updateCarJourney, type CarCard } from '../journey/car-journey';
import { CAR_PATHS } from '../journey/car-paths';
import { CAR_GET_QUOTE_TEXTS } from './car-get-quote-texts';
import { carSchemasModule, type CarSchemas } from './lazy-car-schemas';
import { storedCarForms } from './prefill';
import { YourCarFields } from './your-car-fields';
import { YourCoverFields } from './your-cover-fields';

const CARDS = CAR_GET_QUOTE_TEXTS.cards;

/*
 * Agent mode's e-mail search is loaded only for an agent: a visitor's or a customer's form never
 * carries it.
 */
const CarEmailSearch = lazy(() =>
  import('../agent/car-email-search').then((module) => ({ default: module.CarEmailSearch })),
);

/** The forms the page starts from: the journey's, or empty ones. */
function startingForms(): CarQuoteForms {
  return storedCarForms(readCarJourney().forms) ?? CAR_QUOTE_FORM_DEFAULTS;
}

/**
 * The form draws its fields before the schemas arrive (decision 0008). Cards opened before (a
 * return to the page, a prefill) show their status at once, so then the form waits for the
 * schemas as it waits for a prefill.
 */
export function CarQuoteForm({
  parameters,
}: {
  /**
   * car-travel-payment.md 9: 'capped at 30 March 2025': the last day a new car policy may start
   * is the server's configuration; without it only the 45-day window applies.
   */
  parameters: CarQuoteParameters | null;
}) {
  const [lastStartDate] = useState(() => lastStartDateOf(parameters));
  const [needed] = useState(() => Object.values(readCarJourney().cardsOpened).some(Boolean));
  const { module: schemas, prefetch } = useLazyModule(carSchemasModule, needed);
  if (needed && !schemas) {
    return (
      <p className="get-quote-page__loading car-quote-loading">
        <Spinner label={GET_QUOTE_TEXTS.loading} />
      </p>
    );
  }
  return <CarQuoteFormFields schemas={schemas} prefetch={prefetch} lastStartDate={lastStartDate} />;
}

function CarQuoteFormFields({
  schemas,
  prefetch,
  lastStartDate,
}: {
  lastStartDate: CalendarDate | undefined;
  schemas: CarSchemas | undefined;
  /** Asks for the schemas: the customer has reached into the form. */
  prefetch: () => void;
}) {
  const navigate = useNavigate();
  const agent = isAgent(useSession().user);
  const [rules] = useState(() => ({ today: new Date(), lastStartDate }));
  // The schema for this visit's day, made once the schemas have arrived; the first check waits.
  const [schema] = useState(() => {
    let made: ReturnType<CarSchemas['carFormSchema']> | undefined;
    return async () => (made ??= (await carSchemasModule.load()).carFormSchema(rules));
  });
  const [initial] = useState(startingForms);
  const [startedAgain, setStartedAgain] = useState(false);
  const form = useStepForm(schema, initial, (values) =>
    updateCarJourney({ forms: values as CarQuoteForms }),
  );
  const { errors, submitCount } = form.formState;
  const summary = summaryErrorsOf(errors);
  const [prefilledFrom] = useState(() => readCarJourney().prefilledFrom);
  const steps = useCardSteps({
    cards: CAR_CARDS,
    // Read once: the page keeps its own copy, so typing (which stores the journey) re-renders no card.
    initiallyOpened: readCarJourney().cardsOpened,
    checkCard: (card) => form.trigger(card),
    rememberOpened: (cardsOpened) => updateCarJourney({ cardsOpened }),
  });

  const onValid = () => {
    // car-travel-payment.md 2: the values are stored; the terms page comes before the quote. The
    // form's values are kept as typed (getValues), not the schema's clean output.
    updateCarJourney({ forms: form.getValues(), cardsOpened: steps.allOpened });
    navigate(CAR_PATHS.terms);
  };

  const startAgain = () => {
    // The journey keeps empty forms (not none), so no prefill is offered again in this tab.
    updateCarJourney({
      forms: CAR_QUOTE_FORM_DEFAULTS,
      prefilledFrom: undefined,
      quoteReference: undefined,
      terms: undefined,
      cardsOpened: steps.noneOpened,
    });
    form.reset(CAR_QUOTE_FORM_DEFAULTS);
    steps.restart();
    setStartedAgain(true);
  };

  const frame = (card: CarCard, children: ReactNode) => (
    <JourneyCardFrame
      key={card}
      title={CARDS[card]}
      state={steps.frameOf(card)}
      isValid={
        schemas ? (forms) => schemas.cardValidity(forms as CarQuoteForms, rules)[card] : undefined
      }
    >
      {children}
    </JourneyCardFrame>
  );

  return (
    <FormProvider {...form}>
      <form
        className="car-quote-form"
        noValidate
        onSubmit={form.handleSubmit(onValid, steps.openAll)}
        onFocus={prefetch}
        onPointerDown={prefetch}
      >
        {prefilledFrom === 'saved-answers' && !startedAgain && (
          <SavedAnswersNotice removeSaved={removeSavedCarAnswers} onStartAgain={startAgain} />
        )}
        <p className="get-quote-page__prompt">{GET_QUOTE_TEXTS.mandatory}</p>
        {/* As on the travel form: a failed submit lands on the summary's heading (decision 14),
            whose first line leads to the first field in error. */}
        <ErrorSummary errors={submitCount > 0 ? summary : []} submitCount={submitCount} />
        <div className="get-quote-page__cards">
          {frame(
            'aboutYou',
            <>
              <AboutYouFields
                insuranceType="car"
                emailAction={
                  agent && (
                    <Suspense fallback={null}>
                      {/* A whole quote shows every card with its status; a profile, About you. */}
                      <CarEmailSearch
                        onLoaded={(wholeQuote) => (wholeQuote ? steps.openAll() : steps.restart())}
                      />
                    </Suspense>
                  )
                }
              />
              <ContinueButton
                onClick={() => void steps.continueTo('aboutYou', 'yourCar')}
                to={CARDS.yourCar}
              />
            </>,
          )}
          {frame(
            'yourCar',
            <>
              <YourCarFields />
              <ContinueButton
                onClick={() => void steps.continueTo('yourCar', 'yourCover')}
                to={CARDS.yourCover}
              />
            </>,
          )}
          {frame('yourCover', <YourCoverFields />)}
        </div>
        <div className="get-quote-form__actions">
          <Button type="submit">{GET_QUOTE_TEXTS.submit}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
