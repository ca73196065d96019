/**
 * platform.md 7: a timed-out call (504), a network failure and an unreadable answer each come back
 * to the screen as an error object carrying one of these messages.
 */
export const API_ERROR_MESSAGES = {
  timeout: 'The service is taking too long to answer. Please try again in a few minutes.',
  network: 'We could not reach our service. Please check your internet connection and try again.',
  invalidResponse: 'We could not read the answer from our service. Please try again.',
  unexpected: 'Something went wrong',
} as const;
