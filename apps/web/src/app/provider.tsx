import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import {
  forgetCachedServerData,
  forgetWhenTheSignedInPersonChanges,
  restoreSession,
} from '../features/auth/session';
import { getSession } from '../lib/session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } },
  });
}

/** Server state, and the session brought back from the refresh cookie when the app starts. */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => {
    // Once a page: the shell may have started it already (start-signed-in.ts), and a refresh
    // token is single-use. Only a page load with the session hint starts `restoring`.
    if (getSession().status === 'restoring') void restoreSession();
  }, []);
  // What an agent's tab held of their customers ends with the agent's session (decision 0019).
  useEffect(
    () => forgetWhenTheSignedInPersonChanges(() => forgetCachedServerData(queryClient)),
    [queryClient],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
