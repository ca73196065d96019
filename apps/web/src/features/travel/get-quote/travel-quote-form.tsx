import {
  TRAVEL_QUOTE_FORM_DEFAULTS,
  type TravelQuoteForms,
  type TravelQuoteParameters,
} from '@wallet/domain';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { ExpandableCard } from '../../../ui/expandable-card';
import { CARD_STATUS_LABELS, cardStatusOf } from '../../../ui/journey/card-status';
import { summaryErrorsOf } from '../../../ui/journey/field-ids';
import { useAfterPress } from '../../../lib/after-press';
import { useLazyModule } from '../../../lib/lazy-module';
import { useStepForm } from '../../../ui/journey/step-form';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { useRemoveSavedTravelAnswers } from '../api/remove-saved-travel-answers';
import {
  FRESH_QUOTE,
  TRAVEL_CARDS,
  readTravelJourney,
  updateTravelJourney,
  type TravelCard,
} from '../journey/travel-journey';
import { TRAVEL_PATHS } from '../travel-paths';
import { TRAVEL_TEXTS } from '../travel-texts';
import { AboutYouFields } from './about-you-card';
import { carHireOf } from './car-hire-of';
import { travelSchemasModule, type TravelSchemas } from './lazy-travel-schemas';
import { storedForms } from './prefill';
import { TravelPromoBanner } from './travel-promo-banner';
import { YourCoverFields } from './your-cover-card';
import { YourTripFields } from './your-trip-card';

const TEXT = TRAVEL_TEXTS.getQuote;

/** The forms the page starts from: the journey's, or empty ones. */
function startingForms(): TravelQuoteForms {
  return {
    ...TRAVEL_QUOTE_FORM_DEFAULTS,
    ...storedForms(readTravelJourney().forms),
  };
}

/**
 * A card's status ring (car-travel-payment.md 2), worked out from the whole form as it is typed.
 * Until the schemas arrive an opened card shows no status: they are asked for as the customer
 * reaches into the form, and at once when the page opens with opened cards.
 */
function TravelCardFrame({
  card,
  today,
  schemas,
  opened,
  open,
  onOpenChange,
  onLeave,
  headingRef,
  children,
}: {
  card: TravelCard;
  today: Date;
  schemas: TravelSchemas | undefined;
  opened: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLeave: () => void;
  headingRef: (element: HTMLElement | null) => void;
  children: ReactNode;
}) {
  const forms = useWatch() as TravelQuoteForms;
  const checked = opened && schemas !== undefined;
  const valid = checked && schemas.cardValidity(forms, today)[card];
  const status = cardStatusOf(checked, valid);
  return (
    <div
      ref={headingRef}
      className="travel-card"
      // A press on words inside the card (a consent's label) moves focus here, not out of the
      // card: leaving is not checked on the press, so no message shifts the words before the
      // release and the press ticks the box it meant to.
      tabIndex={-1}
      onBlur={(event) => {
        // A card counts as opened once the customer has been in it and moved on: not when the
        // window loses focus (a document the card links opening in a new tab, another app).
        if (event.relatedTarget === null && !document.hasFocus()) return;
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
      }}
    >
      <ExpandableCard
        title={TRAVEL_TEXTS.cards[card]}
        status={status}
        statusLabel={CARD_STATUS_LABELS[status]}
        headingLevel={2}
        open={open}
        onOpenChange={onOpenChange}
      >
        {children}
      </ExpandableCard>
    </div>
  );
}

const CONTROLS = 'input, select, textarea, button';

/** The control to focus for a card's first field in error (a radio group marks its group). */
function firstInvalidControlIn(card: HTMLElement | null | undefined): HTMLElement | null {
  const invalid = card?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return null;
  return invalid.matches(CONTROLS) ? invalid : invalid.querySelector<HTMLElement>(CONTROLS);
}

/**
 * Focuses a card's first field in error once its errors are drawn: the check has answered, but
 * the messages and aria-invalid marks may arrive a frame or two later.
 */
function focusFirstInvalidField(card: () => HTMLElement | null | undefined, framesLeft = 5) {
  requestAnimationFrame(() => {
    const field = firstInvalidControlIn(card());
    if (!field) {
      if (framesLeft > 0) focusFirstInvalidField(card, framesLeft - 1);
      return;
    }
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  });
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

function SavedAnswersNotice({ onStartAgain }: { onStartAgain: () => void }) {
  const remove = useRemoveSavedTravelAnswers();
  return (
    <Notice className="travel-saved-answers">
      <p>{TEXT.savedAnswers}</p>
      <Button
        variant="link"
        disabled={remove.isPending}
        onClick={() => remove.mutate(undefined, { onSettled: onStartAgain })}
      >
        {TEXT.startAgain}
      </Button>
    </Notice>
  );
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
        <Spinner label={TEXT.loading} />
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
  // Read once: the page keeps its own copy, so typing (which stores the journey) re-renders no card.
  const [opened, setOpened] = useState(() => readTravelJourney().cardsOpened);
  const [prefilledFrom] = useState(() => readTravelJourney().prefilledFrom);
  const [open, setOpen] = useState<Record<TravelCard, boolean>>(() => ({
    aboutYou: true,
    yourTrip: opened.yourTrip,
    yourCover: opened.yourCover,
  }));
  const frames = useRef<Partial<Record<TravelCard, HTMLElement | null>>>({});

  const markOpened = (card: TravelCard) => {
    if (opened[card]) return;
    setOpened((current) => ({ ...current, [card]: true }));
    updateTravelJourney({ cardsOpened: { [card]: true } });
  };

  /**
   * A card the customer has left shows its status ring, so it shows the messages behind it too: a
   * warning ring always comes with the fields' messages. Whether the card passes is the answer.
   */
  const afterPress = useAfterPress();
  const leaveCard = (card: TravelCard) => {
    markOpened(card);
    return form.trigger(card);
  };

  const continueTo = async (from: TravelCard, to: TravelCard) => {
    if (!(await leaveCard(from))) {
      // The card stops here: its first field in error takes focus, its message beside it.
      focusFirstInvalidField(() => frames.current[from]);
      return;
    }
    setOpen((current) => ({ ...current, [to]: true }));
    // The next card's header takes focus, so keyboard and screen reader users carry on there.
    requestAnimationFrame(() => {
      const frame = frames.current[to];
      frame?.querySelector<HTMLElement>('.expandable-card__header')?.focus();
      frame?.scrollIntoView?.({ block: 'start' });
    });
  };

  const allOpened = Object.fromEntries(TRAVEL_CARDS.map((card) => [card, true])) as Record<
    TravelCard,
    boolean
  >;

  const onValid = (values: TravelQuoteForms) => {
    // car-travel-payment.md 2: the values are stored and the quote is asked for on the next page.
    updateTravelJourney({ forms: values, submitted: true, cardsOpened: allOpened, ...FRESH_QUOTE });
    navigate(TRAVEL_PATHS.processing);
  };
  const onInvalid = () => {
    updateTravelJourney({ cardsOpened: allOpened });
    setOpened(allOpened);
    setOpen(allOpened);
  };

  const startAgain = () => {
    // The journey keeps empty forms (not none), so no prefill is offered again in this tab.
    const none = { aboutYou: false, yourTrip: false, yourCover: false };
    updateTravelJourney({
      forms: TRAVEL_QUOTE_FORM_DEFAULTS,
      prefilledFrom: undefined,
      quoteReference: undefined,
      cardsOpened: none,
    });
    form.reset(TRAVEL_QUOTE_FORM_DEFAULTS);
    setOpened(none);
    setOpen({ ...none, aboutYou: true });
    setStartedAgain(true);
  };

  const frame = (card: TravelCard, children: ReactNode) => (
    <TravelCardFrame
      key={card}
      card={card}
      today={today}
      schemas={schemas}
      opened={opened[card]}
      open={open[card]}
      onOpenChange={(isOpen) => setOpen((current) => ({ ...current, [card]: isOpen }))}
      onLeave={() => {
        markOpened(card);
        // The messages wait for the press that left the card (on another card's header, say).
        afterPress(() => void form.trigger(card));
      }}
      headingRef={(element) => {
        frames.current[card] = element;
      }}
    >
      {children}
    </TravelCardFrame>
  );

  return (
    <FormProvider {...form}>
      <form
        className="travel-quote-form"
        noValidate
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onFocus={prefetch}
        onPointerDown={prefetch}
      >
        <div className="travel-quote-layout">
          <TravelPromoBanner />
          <div className="travel-quote-layout__main">
            {prefilledFrom === 'saved-answers' && !startedAgain && (
              <SavedAnswersNotice onStartAgain={startAgain} />
            )}
            <p className="get-quote-page__prompt">{TEXT.mandatory}</p>
            {/* The summary belongs to the whole form's submit; a card's checks show inline. On a
                failed submit the page lands on the summary's heading, just above the first card
                (car-travel-payment.md 2 scrolls to the first field in error: a summary of 21
                lines taller than a phone's screen would then be passed unread). */}
            <ErrorSummary errors={submitCount > 0 ? summary : []} submitCount={submitCount} />
            <div className="get-quote-page__cards">
              {frame(
                'aboutYou',
                <>
                  <AboutYouFields />
                  <ContinueButton
                    onClick={() => void continueTo('aboutYou', 'yourTrip')}
                    to="yourTrip"
                  />
                </>,
              )}
              {frame(
                'yourTrip',
                <>
                  <YourTripFields parameters={parameters} />
                  <ContinueButton
                    onClick={() => void continueTo('yourTrip', 'yourCover')}
                    to="yourCover"
                  />
                </>,
              )}
              {frame('yourCover', <YourCoverCardBody today={today} />)}
            </div>
            <div className="get-quote-form__actions">
              <Button type="submit">{TEXT.submit}</Button>
            </div>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

function ContinueButton({ to, onClick }: { to: TravelCard; onClick: () => void }) {
  return (
    <div className="get-quote-form__actions">
      <Button variant="secondary" onClick={onClick}>
        {TEXT.continueTo(TRAVEL_TEXTS.cards[to])}
      </Button>
    </div>
  );
}
