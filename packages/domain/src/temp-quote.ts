import { z } from 'zod';
import { policyTypeSchema } from './product-schemas.js';

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
