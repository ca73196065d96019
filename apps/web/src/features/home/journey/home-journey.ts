import type {
  AboutYouValues,
  HomeInsurerQuote,
  HomeQuoteResponse,
  YourCoverValues,
  YourHomeValues,
} from '@wallet/domain';
import { useSyncExternalStore } from 'react';

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
  /** home.md 4 'Resume mode': a saved quote is being resumed. */
  resuming?: boolean;
  quoteResponse?: HomeQuoteResponse;
  selectedQuote?: HomeInsurerQuote;
  extras?: HomeExtras;
  cardsOpened: CardsOpened;
};

export type HomeJourneyPatch = Partial<Omit<HomeJourney, 'cardsOpened'>> & {
  cardsOpened?: Partial<CardsOpened>;
};

const NO_CARDS_OPENED: CardsOpened = { aboutYou: false, yourHome: false, yourCover: false };
const EMPTY_JOURNEY: HomeJourney = { cardsOpened: NO_CARDS_OPENED };

const listeners = new Set<() => void>();
// useSyncExternalStore needs the same object back while nothing changed, so the parsed journey is
// kept together with the text it came from.
let cache: { raw: string | null; journey: HomeJourney } = { raw: null, journey: EMPTY_JOURNEY };

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(HOME_JOURNEY_KEY);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(raw: string | null): HomeJourney {
  if (!raw) return EMPTY_JOURNEY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return EMPTY_JOURNEY;
    const opened = isRecord(value.cardsOpened) ? value.cardsOpened : {};
    return {
      ...(value as Omit<HomeJourney, 'cardsOpened'>),
      cardsOpened: {
        aboutYou: opened.aboutYou === true,
        yourHome: opened.yourHome === true,
        yourCover: opened.yourCover === true,
      },
    };
  } catch {
    // A damaged entry (edited by hand, or written by an older build) starts the journey afresh.
    return EMPTY_JOURNEY;
  }
}

export function readHomeJourney(): HomeJourney {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, journey: parse(raw) };
  return cache.journey;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Merges `patch` into the journey; a key given as undefined is removed. */
export function updateHomeJourney(
  patch: HomeJourneyPatch | ((journey: HomeJourney) => HomeJourneyPatch),
): HomeJourney {
  const current = readHomeJourney();
  const changes = typeof patch === 'function' ? patch(current) : patch;
  const next: HomeJourney = {
    ...current,
    ...changes,
    cardsOpened: { ...current.cardsOpened, ...changes.cardsOpened },
  };
  const raw = JSON.stringify(next);
  try {
    sessionStorage.setItem(HOME_JOURNEY_KEY, raw);
    cache = { raw, journey: parse(raw) };
  } catch {
    // Without storage (private mode quota) the journey still works for this page's lifetime.
    cache = { raw: cache.raw, journey: next };
  }
  notify();
  return cache.journey;
}

export function clearHomeJourney(): void {
  try {
    sessionStorage.removeItem(HOME_JOURNEY_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  cache = { raw: null, journey: EMPTY_JOURNEY };
  notify();
}

export function subscribeToHomeJourney(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHomeJourney(): HomeJourney {
  return useSyncExternalStore(subscribeToHomeJourney, readHomeJourney, readHomeJourney);
}
