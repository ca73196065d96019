/** The car quote's addresses after the form and the terms (car-travel-payment.md 2). */
export const CAR_QUOTE_PATHS = {
  quotes: '/wallet/viewMultipleQuotes/car',
  viewQuote: '/wallet/viewQuote/car',
  error: '/wallet/error/car',
} as const;
