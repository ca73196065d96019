import { vi } from 'vitest';

export type AnsweredRoute = (url: URL, body: unknown) => Response | Promise<Response>;

/**
 * Answers the calls named here ('POST /api/...'), passing the rest to the in-test API. Returns
 * the calls it answered, each as its route and query string, in order.
 */
export function answerAlso(routes: Record<string, AnsweredRoute>): string[] {
  const inner = globalThis.fetch;
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const route = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
      const handler = routes[route];
      if (!handler) return inner(input, init);
      seen.push(`${route}${url.search}`);
      return handler(url, typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
    }),
  );
  return seen;
}
