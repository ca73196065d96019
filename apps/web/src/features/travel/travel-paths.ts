import { PROGRESS_STEPS } from '@wallet/domain';

/** The travel journey's addresses (car-travel-payment.md 2). */
export const TRAVEL_PATHS = {
  getQuote: '/wallet/getgenericquote/travel',
  processing: '/wallet/getquotethankyou/travel',
  quote: '/wallet/viewMultipleQuotes/travel',
  declaration: '/wallet/declaration/',
  error: '/wallet/error/travel',
} as const;

/** platform.md 2.9: the progress steps of a car or travel quote. */
export const TRAVEL_PROGRESS_STEPS = PROGRESS_STEPS.genericQuote;
