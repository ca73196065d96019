import { useMemo } from 'react';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { readHomeJourney } from '../journey/home-journey';
import type { GetQuoteSchemas } from './get-quote-schemas';

const schemasModule = lazyModule(() => import('./get-quote-schemas'));

/** The Get Quotes schemas, loading them first if they have not arrived yet. */
export async function loadGetQuoteSchemas(resuming: boolean): Promise<GetQuoteSchemas> {
  return (await schemasModule.load()).getQuoteSchemas({
    today: new Date(),
    resuming,
    unknownStaffNumbers: readHomeJourney().unknownStaffNumbers ?? [],
  });
}

const NONE: readonly string[] = [];

/**
 * The Get Quotes schemas once loaded (decision 0008), and a way to ask for them. The forms draw
 * their fields first; the schemas are asked for at once when answers held must be checked
 * (`needed`), otherwise when the customer first reaches into a form, and at the latest by the
 * first check. Until they arrive the answer is undefined.
 */
export function useGetQuoteSchemas(
  resuming: boolean,
  needed: boolean,
  unknownStaffNumbers: readonly string[] = NONE,
): { schemas: GetQuoteSchemas | undefined; prefetch: () => void } {
  const { module, prefetch } = useLazyModule(schemasModule, needed);
  // The journey is a new object after every keystroke: the schemas change only with the numbers.
  const unknown = unknownStaffNumbers.join(' ');
  const schemas = useMemo(
    () =>
      module?.getQuoteSchemas({
        today: new Date(),
        resuming,
        unknownStaffNumbers: unknown ? unknown.split(' ') : NONE,
      }),
    [module, resuming, unknown],
  );
  return { schemas, prefetch };
}
