import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Where the screen sent the agent: every other route shows its own address. */
function Elsewhere() {
  const location = useLocation();
  return <h1>Now at {location.pathname}</h1>;
}

/**
 * Renders one agent screen at `path` in a memory router, with whatever answers the network
 * already (the in-test agent API, installed first: the screen asks as soon as it is drawn).
 */
export function renderScreen(path: string, routePath: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: ['/wallet', path], initialIndex: 1 },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
