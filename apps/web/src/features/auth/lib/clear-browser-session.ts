import type { QueryClient } from '@tanstack/react-query';
import { closeSession } from './session-lifecycle';
import { clearPendingChallenge } from './pending-challenge';

const FLAGS_QUERY_ROOT = 'feature-flags';

/**
 * platform.md 4.3: signing out clears the user context (session, cached server data) and session
 * storage. The idle and session-check timers stop with the signed-in layout that runs them.
 */
export function clearBrowserSession(queryClient: QueryClient): void {
  closeSession();
  clearPendingChallenge();
  // Everything cached belongs to the user except the public feature flags.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== FLAGS_QUERY_ROOT });
  try {
    sessionStorage.clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
}
