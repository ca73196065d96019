import type {
  TravelQuoteForms,
  TravelQuoteName,
  TravelQuoteResponse,
  TravelViewQuoteValues,
} from '@wallet/domain';
import {
  createCardsJourneyStore,
  type CardsJourney,
  type CardsJourneyPatch,
} from '../../../ui/journey/journey-store';

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

export type TravelJourney = CardsJourney<TravelCard, TravelQuoteForms> & {
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
};

export type TravelJourneyPatch = CardsJourneyPatch<TravelJourney>;

const journey = createCardsJourneyStore<TravelCard, TravelJourney>({
  key: TRAVEL_JOURNEY_KEY,
  cards: TRAVEL_CARDS,
});

export const readTravelJourney = journey.read;
/** Merges `patch` into the journey; a key given as undefined is removed. */
export const updateTravelJourney = journey.update;
export const clearTravelJourney = journey.clear;
export const useTravelJourney = journey.use;
/** Whether the journey holds the form's answers yet (watched alone: typing re-renders nothing). */
export const useHasTravelForms = journey.useHasForms;

/** What a new quote answer makes stale: the choices made on the last one. */
export const FRESH_QUOTE: TravelJourneyPatch = {
  quoteResponse: undefined,
  viewQuote: undefined,
  selected: undefined,
};
