/** Where the claims handler's pages are (issue 44). */
export const HANDLING_PATHS = {
  queue: '/staff/claims',
  claim: (reference: string) => `/staff/claims/${encodeURIComponent(reference)}`,
} as const;
