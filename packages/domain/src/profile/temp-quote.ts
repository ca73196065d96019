import { z } from 'zod';
import { policyTypeSchema } from '../platform/product-schemas.js';
import type { PolicyType } from '../products.js';
import { savedCarFormsSchema } from '../car/car-quote-mapping.js';
import { savedTravelFormsSchema } from '../travel/travel-quote-mapping.js';

/** Largest saved form we accept: a home quote with every answer is far below this. */
export const TEMP_QUOTE_MAX_BYTES = 64 * 1024;

/** Path parameter of /profile/profile/tempQuote/{HOME|MOTOR|TRAVEL}. */
export const tempQuoteParamsSchema = z.object({ type: policyTypeSchema });

/**
 * The saved form values of a quote in progress (platform.md 3.7: 'contents not shown beyond the
 * form values saved'). A flat or nested JSON object of the journey's fields, capped in size.
 */
export const tempQuoteBodySchema = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= TEMP_QUOTE_MAX_BYTES, {
    message: `Saved quote must be at most ${TEMP_QUOTE_MAX_BYTES} bytes`,
  });
export type TempQuoteBody = z.infer<typeof tempQuoteBodySchema>;

/**
 * What is kept of each product's saved form: car and travel keep their three cards' own fields
 * (anything else is dropped), a product without a schema of its saved values keeps them as sent.
 */
const SAVED_VALUES_BY_TYPE: Partial<Record<PolicyType, z.ZodType<Record<string, unknown>>>> = {
  MOTOR: savedCarFormsSchema,
  TRAVEL: savedTravelFormsSchema,
};

export function savedValuesSchemaOf(type: PolicyType): z.ZodType<Record<string, unknown>> {
  return SAVED_VALUES_BY_TYPE[type] ?? tempQuoteBodySchema;
}

/**
 * The key under which a saved quote names the quote it was priced as. A saved quote whose quote
 * was bought since is finished, and the server no longer hands it back.
 */
export const TEMP_QUOTE_REFERENCE_KEY = 'quoteReference';
