/**
 * The home quote screens' parts a renewal shows too (home.md 2: the renewal card and the
 * alternative cards, and 'Your Summary' on view quote), without the rest of the home journey.
 */
export { InsurerQuoteCard } from './insurer-quote-card';
export { HomeQuoteView, type HomeQuoteViewProps } from './view-quote-page';
export { formatEuroAmount, formatPrices, priceCentsOf } from './price';
export { isQuotable, type QuoteExtras } from './quote-outcome';
