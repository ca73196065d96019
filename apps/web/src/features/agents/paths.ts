import type { LiveQuoteType } from './api/get-live-quotes';

/** The agent workspace's addresses (platform.md 2.1). */
export const AGENT_PATHS = {
  createAccount: '/wallet/createAccount',
  matchingService: '/wallet/user',
  searchQuotes: '/wallet/searchQuotes',
  liveQuotes: (type: LiveQuoteType) => `/wallet/latest-quotes/${type}`,
} as const;
