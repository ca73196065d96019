import { TRIP_TYPE_IDS, TRIP_TYPE_LABELS } from '@wallet/domain';
import { z } from 'zod';

/** The part of a stored quote request that says what the policy covers (see home's). */
const travelCoverRequestSchema = z.object({
  travel_quote: z.object({
    cover_details: z.object({ trip_type: z.union(TRIP_TYPE_IDS.map((id) => z.literal(id))) }),
  }),
});

/** A travel policy's cover: its trip type. */
export function travelPolicyCover(quoteRequest: unknown): string | null {
  const read = travelCoverRequestSchema.safeParse(quoteRequest);
  return read.success ? TRIP_TYPE_LABELS[read.data.travel_quote.cover_details.trip_type] : null;
}
