import type {
  CarCoverLevel,
  CarCoverType,
  CarExtra,
  CarQuoteForms,
  CarTermsValues,
  CarQuoteResponse,
} from '@wallet/domain';
import {
  createCardsJourneyStore,
  type CardsJourney,
  type CardsJourneyPatch,
} from '../../../ui/journey/journey-store';
import type { CarAgentScriptKey } from '../agent/car-agent-texts';

/**
 * The car quote journey (car-travel-payment.md 2 to 4): the three cards as typed, the terms
 * page's answers, whether they were sent, the quote the server answered and the customer's
 * choices on it (the cover level, the cover type and the extras as last priced). The cards'
 * values are checked by the form's schema when the page opens, so an entry of an older build
 * still loads what it can.
 */
export const CAR_JOURNEY_KEY = 'wallet:car-journey';

export const CAR_CARDS = ['aboutYou', 'yourCar', 'yourCover'] as const;
export type CarCard = (typeof CAR_CARDS)[number];

/** car-travel-payment.md 2: a card's status depends on whether it has been opened. */
export type CarCardsOpened = Record<CarCard, boolean>;

/** Where the forms' answers came from when the page prefilled them. */
export type CarPrefillSource = 'profile' | 'latest-quote' | 'saved-answers';

/** car-travel-payment.md 4 (Car view quote): the inputs the quote was last priced with. */
export interface CarViewQuoteValues {
  coverType: CarCoverType;
  extras: CarExtra[];
}

export type CarJourney = CardsJourney<CarCard, CarQuoteForms> & {
  /** The terms page's answers (stage GET_QUOTE). */
  terms?: CarTermsValues;
  /** What the prefill found; 'saved-answers' is offered back with a way to start again. */
  prefilledFrom?: CarPrefillSource;
  /** The reference of a saved quote the forms came from: asking again updates it. */
  quoteReference?: string;
  /** The terms were accepted on valid forms: the processing page may ask for the quote. */
  submitted?: boolean;
  quoteResponse?: CarQuoteResponse;
  /** car-travel-payment.md 2: 'More info stores the selected type'. */
  selectedLevel?: CarCoverLevel;
  /** The view quote's inputs as last priced. */
  viewQuote?: CarViewQuoteValues;
  /** Agent mode: the scripts the agent has read to the customer (kept through a reload). */
  agentScriptsRead?: Partial<Record<CarAgentScriptKey, boolean>>;
};

export type CarJourneyPatch = CardsJourneyPatch<CarJourney>;

const journey = createCardsJourneyStore<CarCard, CarJourney>({
  key: CAR_JOURNEY_KEY,
  cards: CAR_CARDS,
});

export const readCarJourney = journey.read;
/** Merges `patch` into the journey; a key given as undefined is removed. */
export const updateCarJourney = journey.update;
export const clearCarJourney = journey.clear;
export const useCarJourney = journey.use;
/** Whether the journey holds the form's answers yet (watched alone: typing re-renders nothing). */
export const useHasCarForms = journey.useHasForms;

/** What a new quote answer makes stale: the choices made on the last one. */
export const FRESH_CAR_QUOTE: CarJourneyPatch = {
  quoteResponse: undefined,
  selectedLevel: undefined,
  viewQuote: undefined,
};
