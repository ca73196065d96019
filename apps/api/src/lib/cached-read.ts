/**
 * A read answered from memory for `cacheMs`. On the embedded database each read waits its turn on
 * the single connection, so values read on every request (flags, insurer switches) are kept for a
 * moment. A failed read is never served from memory.
 */
export function cachedRead<T>(read: () => Promise<T>, cacheMs: number, now: () => number) {
  let cached: { value: Promise<T>; readAt: number } | null = null;
  return {
    read(): Promise<T> {
      if (!cached || now() - cached.readAt >= cacheMs) {
        const value = read();
        const entry = { value, readAt: now() };
        cached = entry;
        value.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      return cached.value;
    },
    /** After a change made through this process, so it shows at once. */
    invalidate(): void {
      cached = null;
    },
  };
}
