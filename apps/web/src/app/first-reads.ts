import type { QueryClient } from '@tanstack/react-query';

/**
 * The reads a signed-in page draws with, by its address, for the pages whose own reads decide
 * their shape (issue 46). Each feature's list is loaded when one of its pages is opened afresh:
 * the queries' code (their answers' schemas among it) stays out of the shell.
 */
const FIRST_READS_BY_FEATURE: readonly {
  prefix: string;
  reads: () => Promise<Readonly<Record<string, readonly unknown[]>>>;
}[] = [
  {
    prefix: '/account',
    reads: async () => (await import('../features/profile/api/first-reads')).ACCOUNT_FIRST_READS,
  },
  {
    prefix: '/complaints',
    reads: async () =>
      (await import('../features/complaints/api/first-reads')).COMPLAINT_FIRST_READS,
  },
];

type PrefetchOptions = Parameters<QueryClient['prefetchQuery']>[0];

/** Asks for the page's first reads, if it has any; resolves once each has answered or failed. */
export async function prefetchFirstReads(queryClient: QueryClient, path: string): Promise<void> {
  // The router matches without regard to case, and so does the server choosing the frame.
  const page = (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
  const feature = FIRST_READS_BY_FEATURE.find(
    ({ prefix }) => page === prefix || page.startsWith(`${prefix}/`),
  );
  if (!feature) return;
  const reads = (await feature.reads())[page] ?? [];
  await Promise.all(reads.map((read) => queryClient.prefetchQuery(read as PrefetchOptions)));
}
