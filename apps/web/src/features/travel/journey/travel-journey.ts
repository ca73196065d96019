import type {
  TravelQuoteForms,
  TravelQuoteName,
  TravelQuoteResponse,
  TravelViewQuoteValues,
} from '@wallet/domain';
import { useSyncExternalStore } from 'react';
import { createJourneyStore } from '../../../lib/journey-store';
import type { StoredShape } from '../../../lib/session-store';

/**
 * The travel quote journey (car-travel-payment.md 2 to 4): the three cards as typed, whether they
 * were sent, the quote the server answered and the customer's choices on it. The cards' values
 * are checked by the form's schema when the page opens, so an entry of an older build still
 * loads what it can.
 */
export const TRAVEL_JOURNEY_KEY = 'wallet:travel-journey';

export const TRAVEL_CARDS = ['aboutYou', 'yourTrip', 'yourCover'] as const;
export type TravelCard = (typeof TRAVEL_CARDS)[number];

/** car-travel-payment.md 2: a card's status depends on whether it has been opened. */
export type TravelCardsOpened = Record<TravelCard, boolean>;

/** Where the forms' answers came from when the page prefilled them. */
export type TravelPrefillSource = 'profile' | 'latest-quote' | 'saved-answers';

export type TravelJourney = {
  forms?: TravelQuoteForms;
  cardsOpened: TravelCardsOpened;
  /** What the prefill found; 'saved-answers' is offered back with a way to start again. */
  prefilledFrom?: TravelPrefillSource;
  /** The reference of a saved quote the forms came from: asking again updates it. */
  quoteReference?: string;
  /** Get your quote was pressed on valid forms: the processing page may ask for the quote. */
  submitted?: boolean;
  quoteResponse?: TravelQuoteResponse;
  /** The quote screen's multi-trip switch and start date, as last priced. */
  viewQuote?: TravelViewQuoteValues;
  /** car-travel-payment.md 4: what Proceed stored, for the declaration. */
  selected?: { premiumId: string; quoteName: TravelQuoteName };
  /**
   * When the forms' answers last changed (milliseconds since 1970), set by the store itself: Sign
   * Up takes the contact details of the journey answered last.
   */
  answeredAt?: number;
};

export type TravelJourneyPatch = Partial<Omit<TravelJourney, 'cardsOpened' | 'answeredAt'>> & {
  cardsOpened?: Partial<TravelCardsOpened>;
};

const NO_CARDS_OPENED: TravelCardsOpened = { aboutYou: false, yourTrip: false, yourCover: false };
const EMPTY_JOURNEY: TravelJourney = { cardsOpened: NO_CARDS_OPENED };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the opened marks are read here, each defaulting to not opened. */
const travelJourneyShape: StoredShape<TravelJourney> = {
  safeParse(value) {
    if (!isObject(value)) return { success: false };
    const marks = isObject(value.cardsOpened) ? value.cardsOpened : {};
    const cardsOpened = Object.fromEntries(
      TRAVEL_CARDS.map((card) => [card, marks[card] === true]),
    ) as TravelCardsOpened;
    return { success: true, data: { ...(value as TravelJourney), cardsOpened } };
  },
};

const journey = createJourneyStore<TravelJourney, TravelJourneyPatch>({
  key: TRAVEL_JOURNEY_KEY,
  shape: travelJourneyShape,
  empty: EMPTY_JOURNEY,
  merge: (current, changes) => ({
    ...current,
    ...changes,
    cardsOpened: { ...current.cardsOpened, ...changes.cardsOpened },
    ...(changes.forms !== undefined && { answeredAt: Date.now() }),
  }),
});

export const readTravelJourney = journey.read;
/** Merges `patch` into the journey; a key given as undefined is removed. */
export const updateTravelJourney = journey.update;
export const clearTravelJourney = journey.clear;
export const useTravelJourney = journey.use;

const hasForms = () => journey.read().forms !== undefined;

/**
 * Whether the journey holds the form's answers yet. Only this is watched, so typing (which
 * stores the answers) does not re-render the page that asks.
 */
export function useHasTravelForms(): boolean {
  return useSyncExternalStore(journey.subscribe, hasForms, hasForms);
}

/** What a new quote answer makes stale: the choices made on the last one. */
export const FRESH_QUOTE: TravelJourneyPatch = {
  quoteResponse: undefined,
  viewQuote: undefined,
  selected: undefined,
};
