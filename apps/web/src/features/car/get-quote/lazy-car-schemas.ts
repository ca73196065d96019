import { lazyModule } from '../../../lib/lazy-module';

/**
 * The car form's schemas (car-form-schema.ts), loaded when the customer first reaches into the
 * form, or at once when answers held must be checked (decision 0008).
 */
export const carSchemasModule = lazyModule(() => import('./car-form-schema'));

export type CarSchemas = Awaited<ReturnType<typeof carSchemasModule.load>>;
