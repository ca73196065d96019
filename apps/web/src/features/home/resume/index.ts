/**
 * The landing page's entry to the home feature. It is separate from the feature's index so the
 * first page does not pull in the quote forms and their styles (docs/decisions/0004).
 */
export { HomeResumeCard } from './home-resume-card';
export { latestHomeQuoteQueryKey, useLatestHomeQuote } from '../api/get-latest-home-quote';
