import type { CustomerJourneys } from '../../features/agents/lib/customer-journeys';

/**
 * How the agent workspace hands a customer to the home and car journeys (platform.md 2.10): each
 * journey's own code stores what it reads, loaded when an agent opens a quote.
 */
export const customerJourneys: CustomerJourneys = {
  openHomeQuote: async (homeQuote) =>
    (await import('../../features/home/resume/open-customer-quote')).openCustomerQuote(homeQuote),
  openCarQuote: async (profile) =>
    (await import('../../features/car/get-quote/open-customer-car-quote')).openCustomerCarQuote(
      profile,
    ),
};
