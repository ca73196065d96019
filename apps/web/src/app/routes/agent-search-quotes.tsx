import { SearchQuotesPage } from '../../features/agents/search-quotes';
import { customerJourneys } from './customer-journeys';

/** /wallet/searchQuotes (platform.md 2.1): Search All Home Quotes. */
export function Component() {
  return <SearchQuotesPage journeys={customerJourneys} />;
}
