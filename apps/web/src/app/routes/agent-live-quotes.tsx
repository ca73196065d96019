import { Navigate, useParams } from 'react-router';
import {
  LIVE_QUOTE_PRODUCTS,
  LiveQuotesPage,
  type LiveQuoteType,
} from '../../features/agents/live-quotes';
import { PATHS } from '../../lib/paths';
import { customerJourneys } from './customer-journeys';

const isLiveQuoteType = (type: string | undefined): type is LiveQuoteType =>
  type !== undefined && Object.hasOwn(LIVE_QUOTE_PRODUCTS, type);

/** /wallet/latest-quotes/{car or home} (platform.md 2.1); any other type goes to the wallet. */
export function Component() {
  const { type } = useParams();
  if (!isLiveQuoteType(type)) return <Navigate to={PATHS.wallet} replace />;
  return <LiveQuotesPage key={type} type={type} journeys={customerJourneys} />;
}
