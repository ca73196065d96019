import { isConflict } from './api-client';

/**
 * What a quote page shows when its quote call fails: a quote being bought (the API's 409) is not
 * priced again and says so, with its reference; anything else is the generic failure.
 */
export function quoteCallFailure(error: unknown, quoteReference: string | undefined) {
  return isConflict(error)
    ? { reason: 'beingBought' as const, ...(quoteReference ? { quoteReference } : {}) }
    : { reason: 'failure' as const };
}
