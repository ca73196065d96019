export { SearchQuotesPage } from './search-quotes-page';
