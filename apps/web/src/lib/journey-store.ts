import { useSyncExternalStore } from 'react';
import { createSessionStore, type StoredShape } from './session-store';

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
      return useSyncExternalStore(subscribe, read, read);
    },
  };
}
