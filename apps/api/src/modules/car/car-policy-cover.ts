import { CAR_COVER_TYPE_LABELS, CAR_COVER_TYPES } from '@wallet/domain';
import { z } from 'zod';

/** The part of a stored quote request that says what the policy covers (see home's). */
const carCoverRequestSchema = z.object({
  motor_quote: z.object({ cover_details: z.object({ type: z.enum(CAR_COVER_TYPES) }) }),
});

/** A car policy's cover: its cover type, as its documents name it. */
export function carPolicyCover(quoteRequest: unknown): string | null {
  const read = carCoverRequestSchema.safeParse(quoteRequest);
  return read.success ? CAR_COVER_TYPE_LABELS[read.data.motor_quote.cover_details.type] : null;
}
