import { useCallback, useEffect, useMemo, useState } from 'react';
import type * as SchemasModuleOf from './get-quote-schemas';
import type { GetQuoteSchemas } from './get-quote-schemas';

type SchemasModule = typeof SchemasModuleOf;

let loaded: SchemasModule | undefined;
let loading: Promise<SchemasModule> | undefined;

function loadModule(): Promise<SchemasModule> {
  loading ??= import('./get-quote-schemas').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download is tried again by the next check.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The Get Quotes schemas, loading them first if they have not arrived yet. */
export async function loadGetQuoteSchemas(resuming: boolean): Promise<GetQuoteSchemas> {
  return (await loadModule()).getQuoteSchemas({ today: new Date(), resuming });
}

/**
 * The Get Quotes schemas once loaded (decision 0008), and a way to ask for them. The forms draw
 * their fields first; the schemas are asked for at once when answers held must be checked
 * (`needed`), otherwise when the customer first reaches into a form, and at the latest by the
 * first check. Until they arrive the answer is undefined.
 */
export function useGetQuoteSchemas(
  resuming: boolean,
  needed: boolean,
): { schemas: GetQuoteSchemas | undefined; prefetch: () => void } {
  const [module, setModule] = useState(loaded);
  const [asked, setAsked] = useState(needed);
  const wanted = asked || needed;
  useEffect(() => {
    if (module || !wanted) return;
    let current = true;
    loadModule().then(
      (arrived) => current && setModule(arrived),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [module, wanted]);
  const schemas = useMemo(
    () => module?.getQuoteSchemas({ today: new Date(), resuming }),
    [module, resuming],
  );
  return { schemas, prefetch: useCallback(() => setAsked(true), []) };
}
