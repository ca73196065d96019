import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * A module loaded on first need, once: a form's schemas, so that the form draws its fields before
 * the schema library arrives (decision 0008). A failed download is tried again by the next call.
 */
export interface LazyModule<Module> {
  /** The module, loading it first if it has not arrived yet. */
  load: () => Promise<Module>;
  /** The module if it has arrived. */
  loaded: () => Module | undefined;
}

export function lazyModule<Module>(importModule: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    load: () =>
      (loading ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}

/**
 * The module once loaded, and a way to ask for it. It is asked for at once when `needed` (answers
 * held must be checked as the page opens), otherwise when `prefetch` is called (the customer has
 * reached into the form), and at the latest by the form's first check through `load`. Until it
 * arrives the answer is undefined.
 */
export function useLazyModule<Module>(
  lazy: LazyModule<Module>,
  needed: boolean,
): { module: Module | undefined; prefetch: () => void } {
  const [module, setModule] = useState(lazy.loaded);
  const [asked, setAsked] = useState(needed);
  const wanted = asked || needed;
  useEffect(() => {
    if (module || !wanted) return;
    let current = true;
    lazy.load().then(
      (arrived) => current && setModule(() => arrived),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // `needed` turning on asks again after a failed download (a prefetch that failed).
  }, [lazy, module, wanted, needed]);
  return { module, prefetch: useCallback(() => setAsked(true), []) };
}

/**
 * A form loaded once the page's heading is on the screen (decision 0008), and whether it may be
 * drawn: once `ready`, as a transition, so that React renders its fields in slices and gives the
 * main thread back to the browser between them instead of in one long task.
 */
export function useFormAfterFirstPaint(form: LazyModule<unknown>, ready: boolean): boolean {
  useEffect(() => {
    void afterNextPaint()
      .then(form.load)
      .catch(() => undefined);
  }, [form]);
  return useDeferredValue(ready);
}
