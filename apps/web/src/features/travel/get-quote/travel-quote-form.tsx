import {
  TRAVEL_QUOTE_FORM_DEFAULTS,
  type TravelQuoteForms,
  type TravelQuoteParameters,
} from '@wallet/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { AboutYouFields } from '../../../ui/journey/about-you/about-you-fields';
import { ContinueButton, JourneyCardFrame, useCardSteps } from '../../../ui/journey/card-steps';
import { summaryErrorsOf } from '../../../ui/journey/field-ids';
import { GET_QUOTE_TEXTS } from '../../../ui/journey/get-quote-texts';
import { SavedAnswersNotice } from '../../../ui/journey/saved-answers-notice';
import { useLazyModule } from '../../../lib/lazy-module';
import { useStepForm } from '../../../ui/journey/step-form';
import { Spinner } from '../../../ui/spinner';
import { removeSavedTravelAnswers } from '../api/remove-saved-travel-answers';
import {
  FRESH_QUOTE,
  TRAVEL_CARDS,
  readTravelJourney,
  updateTravelJourney,
  type TravelCard,
} from '../journey/travel-journey';
import { TRAVEL_PATHS } from '../travel-paths';
import { TRAVEL_TEXTS } from '../travel-texts';
import { carHireOf } from './car-hire-of';
import { travelSchemasModule, type TravelSchemas } from './lazy-travel-schemas';
import { storedForms } from './prefill';
import { TravelPromoBanner } from './travel-promo-banner';
import { YourCoverFields } from './your-cover-card';
import { YourTripFields } from './your-trip-card';

/** The forms the page starts from: the journey's, or empty ones. */
function startingForms(): TravelQuoteForms {
  return {
    ...TRAVEL_QUOTE_FORM_DEFAULTS,
    ...storedForms(readTravelJourney().forms),
  };
}

/** Your cover asks about car hire only for an eligible policyholder and zone. */
function YourCoverCardBody({ today }: { today: Date }) {
  const { control } = useFormContext<TravelQuoteForms>();
  const dob = useWatch({ control, name: 'aboutYou.dob' });
  const zone = useWatch({ control, name: 'yourTrip.destinationZone' });
  const { eligible, notice } = carHireOf(
    {
      ...TRAVEL_QUOTE_FORM_DEFAULTS,
      aboutYou: { ...TRAVEL_QUOTE_FORM_DEFAULTS.aboutYou, dob },
      yourTrip: { ...TRAVEL_QUOTE_FORM_DEFAULTS.yourTrip, destinationZone: zone },
    },
    today,
  );
  const carHire = useMemo(() => ({ eligible, ...(notice ? { notice } : {}) }), [eligible, notice]);
  return <YourCoverFields carHire={carHire} />;
}

/**
 * The form draws its fields before the schemas arrive (decision 0008). Cards opened before (a
 * return to the page, a prefill) show their status at once, so then the form waits for the
 * schemas as it waits for a prefill.
 */
export function TravelQuoteForm({ parameters }: { parameters: TravelQuoteParameters }) {
  const [needed] = useState(() => Object.values(readTravelJourney().cardsOpened).some(Boolean));
  const { module: schemas, prefetch } = useLazyModule(travelSchemasModule, needed);
  if (needed && !schemas) {
    return (
      <p className="get-quote-page__loading travel-quote-loading">
        <Spinner label={GET_QUOTE_TEXTS.loading} />
      </p>
    );
  }
  return <TravelQuoteFormFields parameters={parameters} schemas={schemas} prefetch={prefetch} />;
}

function TravelQuoteFormFields({
  parameters,
  schemas,
  prefetch,
}: {
  parameters: TravelQuoteParameters;
  schemas: TravelSchemas | undefined;
  /** Asks for the schemas: the customer has reached into the form. */
  prefetch: () => void;
}) {
  const navigate = useNavigate();
  const [today] = useState(() => new Date());
  // The schema for this visit's day, made once the schemas have arrived; the first check waits.
  const [schema] = useState(() => {
    let made: ReturnType<TravelSchemas['travelFormSchema']> | undefined;
    return async () => (made ??= (await travelSchemasModule.load()).travelFormSchema(today));
  });
  const [initial] = useState(startingForms);
  const [startedAgain, setStartedAgain] = useState(false);
  const form = useStepForm(schema, initial, (values) =>
    updateTravelJourney({ forms: values as TravelQuoteForms }),
  );
  const { errors, submitCount } = form.formState;
  const summary = summaryErrorsOf(errors);
  const [prefilledFrom] = useState(() => readTravelJourney().prefilledFrom);
  const steps = useCardSteps({
    cards: TRAVEL_CARDS,
    // Read once: the page keeps its own copy, so typing (which stores the journey) re-renders no card.
    initiallyOpened: readTravelJourney().cardsOpened,
    checkCard: (card) => form.trigger(card),
    rememberOpened: (cardsOpened) => updateTravelJourney({ cardsOpened }),
  });

  const onValid = (values: TravelQuoteForms) => {
    // car-travel-payment.md 2: the values are stored and the quote is asked for on the next page.
    updateTravelJourney({
      forms: values,
      submitted: true,
      cardsOpened: steps.allOpened,
      ...FRESH_QUOTE,
    });
    navigate(TRAVEL_PATHS.processing);
  };

  const startAgain = () => {
    // The journey keeps empty forms (not none), so no prefill is offered again in this tab.
    updateTravelJourney({
      forms: TRAVEL_QUOTE_FORM_DEFAULTS,
      prefilledFrom: undefined,
      quoteReference: undefined,
      cardsOpened: steps.noneOpened,
    });
    form.reset(TRAVEL_QUOTE_FORM_DEFAULTS);
    steps.restart();
    setStartedAgain(true);
  };

  const frame = (card: TravelCard, children: ReactNode) => (
    <JourneyCardFrame
      key={card}
      title={TRAVEL_TEXTS.cards[card]}
      state={steps.frameOf(card)}
      isValid={
        schemas
          ? (forms) => schemas.cardValidity(forms as TravelQuoteForms, today)[card]
          : undefined
      }
    >
      {children}
    </JourneyCardFrame>
  );

  return (
    <FormProvider {...form}>
      <form
        className="travel-quote-form"
        noValidate
        onSubmit={form.handleSubmit(onValid, steps.openAll)}
        onFocus={prefetch}
        onPointerDown={prefetch}
      >
        <div className="travel-quote-layout">
          <TravelPromoBanner />
          <div className="travel-quote-layout__main">
            {prefilledFrom === 'saved-answers' && !startedAgain && (
              <SavedAnswersNotice
                removeSaved={removeSavedTravelAnswers}
                onStartAgain={startAgain}
              />
            )}
            <p className="get-quote-page__prompt">{GET_QUOTE_TEXTS.mandatory}</p>
            {/* The summary belongs to the whole form's submit; a card's checks show inline. On a
                failed submit the page lands on the summary's heading, just above the first card
                (car-travel-payment.md 2 scrolls to the first field in error: a summary of 21
                lines taller than a phone's screen would then be passed unread). */}
            <ErrorSummary errors={submitCount > 0 ? summary : []} submitCount={submitCount} />
            <div className="get-quote-page__cards">
              {frame(
                'aboutYou',
                <>
                  <AboutYouFields insuranceType="travel" />
                  <ContinueButton
                    onClick={() => void steps.continueTo('aboutYou', 'yourTrip')}
                    to={TRAVEL_TEXTS.cards.yourTrip}
                  />
                </>,
              )}
              {frame(
                'yourTrip',
                <>
                  <YourTripFields parameters={parameters} />
                  <ContinueButton
                    onClick={() => void steps.continueTo('yourTrip', 'yourCover')}
                    to={TRAVEL_TEXTS.cards.yourCover}
                  />
                </>,
              )}
              {frame('yourCover', <YourCoverCardBody today={today} />)}
            </div>
            <div className="get-quote-form__actions">
              <Button type="submit">{GET_QUOTE_TEXTS.submit}</Button>
            </div>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
