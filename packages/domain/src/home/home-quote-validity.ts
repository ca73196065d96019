/**
 * How long a home quote holds (decision 0031). home.md 2 says the quote is 'valid today only' on
 * view quote, and 'valid 90 days' in the agent's script; home.md 9 says 'Quote validity: 90 days'.
 * Both hold, of different things: the PRICE holds for the day it is given (the bind refuses a
 * price from an earlier day), and the QUOTE (its reference and answers) is kept for 90 days from
 * the day it was last priced, to be continued and priced again on the day. After that a request
 * naming it makes a new quote. The notice, the agent's script and the server read these.
 */
import { addDays, calendarDateOf, compareDates } from '../dates/calendar-date.js';
import { QUOTE_VALIDITY_DAYS } from './home-limits.js';

/** The days after the day it is priced that a home price may still be bought: none. */
export const HOME_PRICE_VALIDITY_DAYS = 0;

/** The view-quote notice and the bind's refusal; the agent's script says the same (call-scripts.test.ts). */
export const HOME_QUOTE_VALIDITY_TEXT = {
  /** home.md 2, the spec's own words for the notice. */
  priceToday: 'Quotes are valid for today only.',
  kept: `We keep your quote for ${QUOTE_VALIDITY_DAYS} days: continue it within that time and it is priced again on the day.`,
  /** The bind's refusal of a price given on an earlier day. */
  priceExpired: `This price was given on an earlier day and quotes are valid for today only. Please continue your quote to have it priced again: we keep it for ${QUOTE_VALIDITY_DAYS} days.`,
} as const;

/**
 * Whether a home quote last priced at `pricedAt` is still kept on `now`: until the end of the
 * QUOTE_VALIDITY_DAYS-th day after the day it was priced, whatever the hour.
 */
export function isHomeQuoteKept(pricedAt: Date, now: Date): boolean {
  const lastDay = addDays(calendarDateOf(pricedAt), QUOTE_VALIDITY_DAYS);
  return compareDates(calendarDateOf(now), lastDay) <= 0;
}
