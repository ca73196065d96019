import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry } from 'react-router';
import { vi } from 'vitest';

export type RecordedCall = {
  method: string;
  path: string;
  /** The query string's parameters, by name; absent without a query string. */
  query?: Record<string, string>;
  body: unknown;
};
export type FakeAnswer =
  { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** Where the app went: every other route shows its own address. */
function Elsewhere() {
  const location = useLocation();
  return <h1>Now at {location.pathname}</h1>;
}

/**
 * Renders one screen at `path` inside a memory router, with the network answered by `answer`
 * (what the API would say), so the screen's real calls and navigation run.
 */
export function renderRoute(
  /** The address, or the address with its history entry's state. */
  path: InitialEntry,
  routePath: string,
  element: ReactElement,
  answer: (call: RecordedCall) => FakeAnswer = () => ({ status: 404, body: { message: 'none' } }),
) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: (init.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        ...(url.search ? { query: Object.fromEntries(url.searchParams) } : {}),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const { status, body } = await answer(call);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { ...renderInMemoryRouter(path, routePath, element), calls };
}

/**
 * Renders one screen at `path` in a memory router (the wallet one step back in its history), with
 * whatever answers the network already; every other route shows its own address.
 */
export function renderInMemoryRouter(path: InitialEntry, routePath: string, element: ReactElement) {
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
