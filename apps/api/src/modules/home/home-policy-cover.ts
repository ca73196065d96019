import { homeCoverOf } from '@wallet/domain';
import { z } from 'zod';

/**
 * Only the parts of a stored quote request that say what its policy covers. The request was
 * checked in full when the quote was asked for; a request of an older shape that lacks these
 * parts gives no cover rather than a failed profile.
 */
const homeCoverRequestSchema = z.object({
  home_quote: z.object({
    cover_details: z.object({
      buildings_amount: z.number().nullable(),
      contents_amount: z.number().nullable(),
    }),
  }),
});

/** A home policy's cover as its schedule says it: buildings and contents, or one of the two. */
export function homePolicyCover(quoteRequest: unknown): string | null {
  const read = homeCoverRequestSchema.safeParse(quoteRequest);
  if (!read.success) return null;
  const cover = read.data.home_quote.cover_details;
  return homeCoverOf({ buildingsEur: cover.buildings_amount, contentsEur: cover.contents_amount });
}
