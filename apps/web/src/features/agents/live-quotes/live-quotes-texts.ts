import type { LiveQuoteType } from '../api/get-live-quotes';

/** Live quotes' words (platform.md 2.10). */
export const LIVE_QUOTES_TEXTS = {
  title: (type: LiveQuoteType) => (type === 'car' ? 'Live Car Quotes' : 'Live Home Quotes'),
  lead: 'Quotes customers made online that nobody has called about yet, newest first. Tick a quote once you have contacted the customer.',
  caption: (type: LiveQuoteType) =>
    type === 'car' ? 'Car quotes not yet contacted' : 'Home quotes not yet contacted',
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
  openQuote: (type: LiveQuoteType) => (type === 'car' ? 'open the car quote' : 'open the quote'),
  contactedLabel: (reference: string) => `Contacted: quote ${reference}`,
  markedContacted: (reference: string) => `Quote ${reference} marked as contacted`,
  contactFailed: (reference: string) =>
    `We could not mark quote ${reference} as contacted. Please try again.`,
  openFailed: 'We could not open this customer’s quote. Please try again.',
  shown: (count: number) => (count === 1 ? '1 live quote shown' : `${count} live quotes shown`),
} as const;
