import type {
  AboutYouValues,
  HomeInsurerQuote,
  HomeQuoteResponse,
  YourCoverValues,
  YourHomeValues,
  HomeCallScriptKey,
} from '@wallet/domain';
import { createJourneyStore } from '../../../ui/journey/journey-store';
import type { StoredShape } from '../../../lib/session-store';

/**
 * The home quote journey as far as the customer has gone: the three get-quote forms, the
 * household answers, the quote the server returned and the customer's choices on it. It lives in
 * session storage (home.md 9) so a reload or the browser's back button never loses an answer,
 * and it ends with the tab.
 */
export const HOME_JOURNEY_KEY = 'wallet:home-journey';

export type HomeJourneyCard = 'aboutYou' | 'yourHome' | 'yourCover';

/** home.md 4: a card is 'opened' once its step has been shown; its status depends on it. */
export type CardsOpened = Record<HomeJourneyCard, boolean>;

export type HomeExtras = {
  excess: string;
  accidentalDamage: boolean;
  ncdProtectionPlus: boolean;
  homeEmergencyAssist: boolean;
};

export type HomeJourney = {
  /** The reference of a saved quote being resumed: asking again updates that quote. */
  quoteReference?: string;
  /** Each form's values as typed (the schemas' input types), kept as the customer types them. */
  aboutYou?: AboutYouValues;
  yourHome?: YourHomeValues;
  yourCover?: YourCoverValues;
  /** Contract A's household shape; the questions page reads it through its own schema. */
  household?: { answers: Record<string, boolean | null>; acceptedTerms: boolean };
  /** The household questions were answered and the quote request is ready to send. */
  submitted?: boolean;
  /**
   * The forms came from the answers saved at the customer's last sign-out (home.md 4): the page
   * says so, with a way to start again that removes them.
   */
  prefilledFrom?: 'saved-answers';
  /** home.md 4 'Resume mode': a saved quote is being resumed. */
  resuming?: boolean;
  /**
   * Staff numbers (normalised) the server refused because the staff directory does not know
   * them: About you refuses them too, with the server's message on the staff number.
   */
  unknownStaffNumbers?: string[];
  quoteResponse?: HomeQuoteResponse;
  selectedQuote?: HomeInsurerQuote;
  extras?: HomeExtras;
  cardsOpened: CardsOpened;
  /**
   * Agent mode (platform.md 4.4): the scripts the agent has read to the customer, each page of
   * them; a script not read keeps its page's buttons disabled (agentScriptPending).
   */
  agentScriptsRead?: Partial<Record<HomeCallScriptKey, true>>;
  /**
   * When a form's answers last changed (milliseconds since 1970), set by the store itself: Sign Up
   * takes the contact details of the journey answered last.
   */
  answeredAt?: number;
};

export type HomeJourneyPatch = Partial<Omit<HomeJourney, 'cardsOpened' | 'answeredAt'>> & {
  cardsOpened?: Partial<CardsOpened>;
};

const NO_CARDS_OPENED: CardsOpened = { aboutYou: false, yourHome: false, yourCover: false };
const EMPTY_JOURNEY: HomeJourney = { cardsOpened: NO_CARDS_OPENED };

const openedMark = (value: unknown) => value === true;

const changesAnswers = (patch: HomeJourneyPatch) =>
  patch.aboutYou !== undefined || patch.yourHome !== undefined || patch.yourCover !== undefined;

/**
 * The stored journey. Only the cards' opened marks are read here, each defaulting to not opened;
 * the forms' values are checked by their step's schema when the step opens, so an entry written by
 * an older build still loads what it can. Written by hand: the landing page's resume card reads
 * it, and the first page has no room for the schema library (docs/decisions/0004).
 */
const homeJourneyShape: StoredShape<HomeJourney> = {
  safeParse(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { success: false };
    }
    const marks = (value as { cardsOpened?: unknown }).cardsOpened;
    const stored = marks !== null && typeof marks === 'object' ? (marks as CardsOpened) : null;
    const cardsOpened: CardsOpened = stored
      ? {
          aboutYou: openedMark(stored.aboutYou),
          yourHome: openedMark(stored.yourHome),
          yourCover: openedMark(stored.yourCover),
        }
      : NO_CARDS_OPENED;
    return { success: true, data: { ...(value as HomeJourney), cardsOpened } };
  },
};

const journey = createJourneyStore<HomeJourney, HomeJourneyPatch>({
  key: HOME_JOURNEY_KEY,
  shape: homeJourneyShape,
  empty: EMPTY_JOURNEY,
  merge: (current, changes) => ({
    ...current,
    ...changes,
    cardsOpened: { ...current.cardsOpened, ...changes.cardsOpened },
    ...(changesAnswers(changes) && { answeredAt: Date.now() }),
  }),
});

/** The journey; a damaged entry (edited by hand, or an older build's) starts it afresh. */
export const readHomeJourney = journey.read;

/** Merges `patch` into the journey; a key given as undefined is removed. */
export const updateHomeJourney = journey.update;

export const clearHomeJourney = journey.clear;

export const subscribeToHomeJourney = journey.subscribe;

export const useHomeJourney = journey.use;
