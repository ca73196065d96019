/**
 * A read answered from memory for `cacheMs` (Infinity: until `invalidate`). Values read on every
 * request (flags, insurer switches) are kept so that requests do not queue for the database.
 *
 * Once the window has passed, the value held is still answered while one fresh read runs beside
 * it, and replaced when that read returns: no request waits for a refresh. A failed read is never
 * served from memory: the next caller reads again and sees the failure.
 */
export function cachedRead<T>(read: () => Promise<T>, cacheMs: number, now: () => number) {
  let held: { value: Promise<T>; readAt: number } | null = null;
  let refreshing = false;

  const readAndHold = () => {
    const entry = { value: read(), readAt: now() };
    entry.value.catch(() => {
      if (held === entry) held = null;
    });
    return entry;
  };

  return {
    read(): Promise<T> {
      if (!held) {
        held = readAndHold();
        return held.value;
      }
      if (now() - held.readAt >= cacheMs && !refreshing) {
        refreshing = true;
        const stale = held;
        const fresh = readAndHold();
        fresh.value
          .then(
            () => {
              // A change made meanwhile (invalidate) has already put a newer read in place.
              if (held === stale) held = fresh;
            },
            () => {
              if (held === stale) held = null;
            },
          )
          .finally(() => {
            refreshing = false;
          });
      }
      return held.value;
    },
    /** After a change made through this process, so it shows at once. */
    invalidate(): void {
      held = null;
    },
  };
}
