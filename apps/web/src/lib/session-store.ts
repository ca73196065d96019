/**
 * What a store checks a stored value with. Every Zod schema fits; a store the first page uses
 * passes a small reader of this shape instead, keeping the schema library off that page
 * (docs/decisions/0004).
 */
export type StoredShape<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

/** A stored text of any content: what a plain-text store (`encoding: 'text'`) keeps. */
export const STORED_TEXT: StoredShape<string> = {
  safeParse: (value) =>
    typeof value === 'string' ? { success: true, data: value } : { success: false },
};

export type SessionStore<T> = {
  readonly key: string;
  /** The stored value when there is one of the right shape; otherwise null. */
  read(): T | null;
  /** Stores `value`; false when the browser refused (no storage, quota, private mode). */
  write(value: T): boolean;
  clear(): void;
  /** Called after every write and clear through any store of this key. */
  subscribe(listener: () => void): () => void;
};

export type SessionStoreOptions = {
  /**
   * 'json' (the default) stores JSON text; 'text' stores the string itself, for values that were
   * always kept as plain text (a policy id), so what an earlier build stored still reads.
   */
  encoding?: 'json' | 'text';
};

function readRaw(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

const listenersByKey = new Map<string, Set<() => void>>();
const clearedListeners = new Set<() => void>();

function notify(key: string) {
  for (const listener of listenersByKey.get(key) ?? []) listener();
}

/**
 * Ends everything this tab keeps in session storage (every store's entry, whichever page load
 * wrote it) and tells each store's listeners, so a page on screen reads the empty store at once.
 * What a person answered ends with their turn: at sign-out, and whenever an agent moves on from
 * one customer to the next (decision 0019).
 */
export function clearSessionStores(): void {
  try {
    sessionStorage.clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
  for (const listener of clearedListeners) listener();
  for (const key of [...listenersByKey.keys()]) notify(key);
}

/**
 * Called when `clearSessionStores` ends every store: for copies kept beside the storage (a
 * journey the tab could not store stays in memory), which must end with it.
 */
export function onSessionStoresCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/**
 * One schema-checked entry of session storage (platform.md 3.7: what a journey keeps ends with the
 * tab). Missing, damaged (hand-edited, written by an older build) or unreadable entries read as
 * null, and storage the browser refuses never throws: every caller already has a way on without it.
 * While the stored text is unchanged, `read` answers the same object, as React's external-store
 * hook needs.
 */
export function createSessionStore<T>(
  key: string,
  schema: StoredShape<T>,
  { encoding = 'json' }: SessionStoreOptions = {},
): SessionStore<T> {
  let cache: { raw: string; value: T | null } | null = null;

  const decode = (raw: string): T | null => {
    let value: unknown;
    try {
      value = encoding === 'json' ? JSON.parse(raw) : raw;
    } catch {
      return null;
    }
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };

  return {
    key,
    read() {
      const raw = readRaw(key);
      if (raw === null) return null;
      if (cache?.raw !== raw) cache = { raw, value: decode(raw) };
      return cache.value;
    },
    write(value) {
      let stored = false;
      try {
        sessionStorage.setItem(key, encoding === 'json' ? JSON.stringify(value) : String(value));
        stored = true;
      } catch {
        // The caller decides what a tab without storage does.
      }
      notify(key);
      return stored;
    },
    clear() {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing stored, nothing to clear.
      }
      notify(key);
    },
    subscribe(listener) {
      const listeners = listenersByKey.get(key) ?? new Set();
      listenersByKey.set(key, listeners);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
