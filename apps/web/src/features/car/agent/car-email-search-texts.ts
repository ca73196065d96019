import { AGENT_JOURNEY_MESSAGES } from '@wallet/domain';

/** The agent's e-mail search on the car form (car-travel-payment.md 6), in home's words. */
export const CAR_EMAIL_SEARCH_TEXT = {
  button: 'Search for the customer by email address',
  searching: 'Searching for the customer',
  loadedQuote:
    'The customer’s latest car quote has been loaded: About you, Your car and Your cover.',
  loadedBought:
    'The customer’s details have been loaded from their latest car quote, which they have bought: Your car and Your cover start empty.',
  loadedProfile: 'The customer’s details have been loaded from their profile.',
  notFound: AGENT_JOURNEY_MESSAGES.emailNotFound,
  failed: 'The search could not be completed. Please try again.',
} as const;
