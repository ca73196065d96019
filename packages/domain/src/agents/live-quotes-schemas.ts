/** Live Home Quotes and Live Car Quotes (platform.md 2.10, 3.3, 4.4 and 7). */
import { z } from 'zod';
import { AGENT_API_MESSAGES } from './agent-messages.js';
import {
  LIVE_QUOTES_DEFAULT_SORT,
  LIVE_QUOTES_PAGE_SIZE,
  LIVE_QUOTES_SORTS,
} from './agent-constants.js';
import { pageQuerySchema, pageSchema } from './agent-paging.js';

/** GET /{home|motor}/search/latest_quotes?page={n}&size=7&sort=created_date,DESC */
export const liveQuotesQuerySchema = z.object({
  ...pageQuerySchema(LIVE_QUOTES_PAGE_SIZE),
  sort: z.enum(LIVE_QUOTES_SORTS).default(LIVE_QUOTES_DEFAULT_SORT),
});
export type LiveQuotesQuery = z.infer<typeof liveQuotesQuerySchema>;

/** platform.md 3.3: one live quote: a quote not bought and not yet contacted. */
export const liveQuoteRowSchema = z.object({
  quote_reference: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The quote's annual premium in euro; null when no insurer priced it. */
  premium_amount: z.number().nullable(),
  /** The number the customer gave, a leading 00 shown as + (contactNumberForDisplay). */
  contact_number: z.string().nullable(),
  /** ISO 8601 instant the quote was made; the screen shows it in local time. */
  timestamp: z.string(),
  contacted: z.boolean(),
});
export type LiveQuoteRow = z.infer<typeof liveQuoteRowSchema>;

export const liveQuotesPageSchema = pageSchema(liveQuoteRowSchema);
export type LiveQuotesPage = z.infer<typeof liveQuotesPageSchema>;

/**
 * PUT /{home|motor}/{home|motor}_quotes/contacted: a quote is ticked contacted once and stays so
 * (platform.md 4.4), so only `true` is accepted.
 */
export const contactedPayloadSchema = z.object({
  quote_reference: z.string().trim().min(1).max(40),
  contacted: z.literal(true, { error: AGENT_API_MESSAGES.contactedOnce }),
});
export type ContactedPayload = z.infer<typeof contactedPayloadSchema>;

export const contactedResponseSchema = z.object({
  quote_reference: z.string(),
  contacted: z.literal(true),
});
export type ContactedResponse = z.infer<typeof contactedResponseSchema>;
