/** The claims pages' addresses (issue 44). */
export const CLAIM_PATHS = {
  claims: '/claims',
  claim: (reference: string) => `/claims/${encodeURIComponent(reference)}`,
} as const;
