import { PRODUCT_TYPES } from '@wallet/domain';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PATHS, quoteStartPath } from '../../../lib/paths';
import { clearSessionStores } from '../../../lib/session-store';
import { PageSpinner } from '../../../ui/spinner';

export const NEW_CUSTOMER_QUOTE_TEXT = { starting: 'Starting a new quote' } as const;

/**
 * An agent's Create a new Quote (platform.md 2.6 and 2.7): a new quote is for the next customer,
 * so it starts empty. Everything this tab kept of the customer served before (every journey's
 * answers and the agent's checks, a payment's records) ends here, then the product's first page
 * opens in this page's place, so Back never returns to it (decision 0019).
 */
export function NewCustomerQuote() {
  const { type } = useParams();
  const product = PRODUCT_TYPES.find((candidate) => candidate === type);
  const navigate = useNavigate();
  useEffect(() => {
    clearSessionStores();
    navigate(product ? quoteStartPath(product) : PATHS.wallet, { replace: true });
  }, [navigate, product]);
  return <PageSpinner label={NEW_CUSTOMER_QUOTE_TEXT.starting} />;
}
