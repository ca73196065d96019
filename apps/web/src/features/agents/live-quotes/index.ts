export { LiveQuotesPage } from './live-quotes-page';
export { LIVE_QUOTE_PRODUCTS, type LiveQuoteType } from '../api/get-live-quotes';
