import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { configureApiNavigation } from '../lib/api-client';
import { AppProvider } from './provider';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

/** Lets the API client move within the app (401 to /login) without reloading it. */
export function connectApiToRouter(router: AppRouter): void {
  configureApiNavigation({
    goTo: (path) => void router.navigate(path),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
