import { useSyncExternalStore } from 'react';
import {
  createSessionStore,
  onSessionStoresCleared,
  type StoredShape,
} from '../../lib/session-store';

/**
 * A quote journey as far as the customer has gone (the forms as typed, the quote the server
 * returned, the customer's choices on it), kept in session storage so a reload or the browser's
 * back button never loses an answer, and ended with the tab (platform.md 3.7).
 */
export type JourneyStore<Journey extends object, Patch> = {
  /** The journey now; a missing or damaged entry reads as the empty journey. */
  read(): Journey;
  /** Merges a patch (or the patch a function makes of the journey); answers the new journey. */
  update(patch: Patch | ((journey: Journey) => Patch)): Journey;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** The journey, kept current in a component. */
  use(): Journey;
};

/**
 * A journey store over one session-storage key. `merge` applies a patch; a key the merged journey
 * gives as undefined is removed, as JSON drops it. A tab whose storage refuses the journey (a
 * private mode's quota) keeps it in memory for the page's life.
 */
export function createJourneyStore<Journey extends object, Patch>({
  key,
  shape,
  empty,
  merge,
}: {
  key: string;
  shape: StoredShape<Journey>;
  empty: Journey;
  merge: (journey: Journey, patch: Patch) => Journey;
}): JourneyStore<Journey, Patch> {
  const store = createSessionStore(key, shape);
  let unstored: Journey | null = null;
  // A journey kept in memory ends when every store does (sign-out, an agent's next customer).
  onSessionStoresCleared(() => {
    unstored = null;
  });

  const read = () => unstored ?? store.read() ?? empty;
  const subscribe = (listener: () => void) => store.subscribe(listener);

  return {
    read,
    update(patch) {
      const current = read();
      const next = merge(
        current,
        typeof patch === 'function' ? (patch as (journey: Journey) => Patch)(current) : patch,
      );
      const stored = JSON.parse(JSON.stringify(next)) as Journey;
      // Kept in memory until the storage has it, so subscribers told of the write read it already.
      unstored = stored;
      if (store.write(stored)) unstored = null;
      return read();
    },
    clear() {
      unstored = null;
      store.clear();
    },
    subscribe,
    use: function useJourney() {
      // The page drawn at build time holds no journey: it is hydrated empty, then read.
      return useSyncExternalStore(subscribe, read, () => empty);
    },
  };
}

/**
 * What a journey of cards (the car and travel get-quote forms, car-travel-payment.md 2) keeps
 * beside its own choices: which cards were opened, the forms as typed, and when they last changed.
 */
export type CardsJourney<Card extends string, Forms> = {
  forms?: Forms;
  cardsOpened: Record<Card, boolean>;
  /**
   * When the forms' answers last changed (milliseconds since 1970), set by the store itself: Sign
   * Up takes the contact details of the journey answered last.
   */
  answeredAt?: number;
};

export type CardsJourneyPatch<Journey extends CardsJourney<string, unknown>> = Partial<
  Omit<Journey, 'cardsOpened' | 'answeredAt'>
> & { cardsOpened?: Partial<Journey['cardsOpened']> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A journey store of a form of cards. Only the opened marks are read when it is loaded, each
 * defaulting to not opened (the forms are checked by the form's schema when the page opens, so an
 * entry of an older build still loads what it can); a patch merges the marks, and new forms date
 * the answers.
 */
export function createCardsJourneyStore<
  Card extends string,
  Journey extends CardsJourney<Card, unknown>,
>({ key, cards }: { key: string; cards: readonly Card[] }) {
  const noCardsOpened = Object.fromEntries(cards.map((card) => [card, false])) as Record<
    Card,
    boolean
  >;
  const shape: StoredShape<Journey> = {
    safeParse(value) {
      if (!isObject(value)) return { success: false };
      const marks = isObject(value.cardsOpened) ? value.cardsOpened : {};
      const cardsOpened = Object.fromEntries(
        cards.map((card) => [card, marks[card] === true]),
      ) as Record<Card, boolean>;
      return { success: true, data: { ...(value as Journey), cardsOpened } };
    },
  };
  const store = createJourneyStore<Journey, CardsJourneyPatch<Journey>>({
    key,
    shape,
    empty: { cardsOpened: noCardsOpened } as Journey,
    merge: (current, changes) => ({
      ...current,
      ...changes,
      cardsOpened: { ...current.cardsOpened, ...changes.cardsOpened },
      ...(changes.forms !== undefined && { answeredAt: Date.now() }),
    }),
  });
  const hasForms = () => store.read().forms !== undefined;
  return {
    ...store,
    /**
     * Whether the journey holds the form's answers yet. Only this is watched, so typing (which
     * stores the answers) does not re-render the page that asks.
     */
    useHasForms: function useHasForms(): boolean {
      return useSyncExternalStore(store.subscribe, hasForms, () => false);
    },
  };
}
