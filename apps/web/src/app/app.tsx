import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { configureApiNavigation } from '../lib/api-client';
import { followHistoryTrail } from '../lib/history-trail';
import { AppProvider } from './provider';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

/**
 * What follows the router outside React: the API client moves within the app (401 to /login)
 * without reloading it, and the history trail notes every entry as the address changes.
 */
export function connectRouter(router: AppRouter): void {
  configureApiNavigation({
    goTo: (path) => void router.navigate(path),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
  followHistoryTrail(router);
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
