import { isConflict } from '../../lib/api-client';

/**
 * What a quote page shows when its quote call fails: a quote being bought (the API's 409) is not
 * priced again and says so, with its reference; anything else is the generic failure.
 */
/** What a quote call's failure hands to the product's error page, as router state. */
export type QuoteErrorState = { reason: 'beingBought' } | null;

/** The router state of the error page a failed quote call goes to. */
export function quoteErrorStateOf(error: unknown): QuoteErrorState {
  return isConflict(error) ? { reason: 'beingBought' } : null;
}

/** Whether an error page was sent a quote being bought. */
export function isBeingBoughtState(state: unknown): boolean {
  return (state as QuoteErrorState)?.reason === 'beingBought';
}

export function quoteCallFailure(error: unknown, quoteReference: string | undefined) {
  return isConflict(error)
    ? { reason: 'beingBought' as const, ...(quoteReference ? { quoteReference } : {}) }
    : { reason: 'failure' as const };
}
