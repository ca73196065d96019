import type { QueryClient } from '@tanstack/react-query';
import { restoreSession } from '../features/auth/session';
import { profileQueryOptions } from '../features/profile';
import { getSession } from '../lib/session';
import { prefetchFirstReads } from './first-reads';

/**
 * A returning customer's session, then their profile (and the page's first reads), asked for as soon as the shell's code runs
 * (issue 46): every signed-in page waits on both, and asked for by the first render they would
 * wait behind React DOM, the router's start and the route's code, one after the other. The
 * provider's own restore then finds the refresh under way and shares it (a refresh token is
 * single-use: it is never asked twice).
 */
export async function startSignedInPage(queryClient: QueryClient): Promise<void> {
  await restoreSession();
  const { status, user } = getSession();
  if (status === 'signed-in' && user) {
    await Promise.all([
      queryClient.prefetchQuery(profileQueryOptions(user.user_id)),
      // The page's own reads, where they decide its shape, in the same wait.
      prefetchFirstReads(queryClient, window.location.pathname).catch(() => undefined),
    ]);
  }
}
