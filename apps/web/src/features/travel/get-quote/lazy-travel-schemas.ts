import { lazyModule } from '../../../lib/lazy-module';

/**
 * The travel form's schemas (travel-form-schema.ts), loaded when the customer first reaches into
 * the form, or at once when answers held must be checked (decision 0008).
 */
export const travelSchemasModule = lazyModule(() => import('./travel-form-schema'));

export type TravelSchemas = Awaited<ReturnType<typeof travelSchemasModule.load>>;
