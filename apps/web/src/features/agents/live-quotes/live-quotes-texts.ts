import { webProductOf } from '../../../lib/web-product';
import type { LiveQuoteType } from '../api/get-live-quotes';

/** A live-quotes product's own words (each product's web entry). */
export function liveQuotesWordsOf(type: LiveQuoteType) {
  const words = webProductOf(type).liveQuotes;
  if (!words) throw new Error(`The live quotes list does not carry ${type} quotes.`);
  return words;
}

/** Live quotes' words (platform.md 2.10). */
export const LIVE_QUOTES_TEXTS = {
  title: (type: LiveQuoteType) => liveQuotesWordsOf(type).title,
  lead: 'Quotes customers made online that nobody has called about yet, newest first. Tick a quote once you have contacted the customer.',
  caption: (type: LiveQuoteType) => liveQuotesWordsOf(type).caption,
  none: 'There are no live quotes to call about at the moment.',
  loadMore: 'Load more',
  columns: {
    reference: 'Quote reference',
    name: 'Name',
    email: 'Email address',
    premium: 'Premium',
    contactNumber: 'Contact number',
    time: 'Quote time',
    contacted: 'Contacted',
  },
  openQuote: (type: LiveQuoteType) => liveQuotesWordsOf(type).openQuote,
  contactedLabel: (reference: string) => `Contacted: quote ${reference}`,
  markedContacted: (reference: string) => `Quote ${reference} marked as contacted`,
  contactFailed: (reference: string) =>
    `We could not mark quote ${reference} as contacted. Please try again.`,
  openFailed: 'We could not open this customer’s quote. Please try again.',
  shown: (count: number) => (count === 1 ? '1 live quote shown' : `${count} live quotes shown`),
} as const;
