import type { QueryClient } from '@tanstack/react-query';
import { clearSessionStores } from '../../../lib/session-store';
import { closeSession } from './session-lifecycle';
import { clearPendingChallenge } from './pending-challenge';

const FLAGS_QUERY_ROOT = 'feature-flags';

/**
 * The server data cached for whoever was signed in: every query but the public feature flags, and
 * the calls they made (whose variables and answers name customers: an agent's look-ups, a quote
 * opened, an account created).
 */
export function forgetCachedServerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== FLAGS_QUERY_ROOT });
  queryClient.getMutationCache().clear();
}

/**
 * platform.md 4.3: signing out clears the user context (session, cached server data) and session
 * storage. The idle and session-check timers stop with the signed-in layout that runs them.
 */
export function clearBrowserSession(queryClient: QueryClient): void {
  closeSession();
  clearPendingChallenge();
  forgetCachedServerData(queryClient);
  clearSessionStores();
}
