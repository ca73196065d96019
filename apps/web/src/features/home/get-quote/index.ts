export { GetQuotePage } from './get-quote-page';
