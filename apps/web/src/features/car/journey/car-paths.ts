import { PROGRESS_STEPS } from '@wallet/domain';

/** The car journey's addresses (car-travel-payment.md 2). */
export const CAR_PATHS = {
  getQuote: '/wallet/getgenericquote/car',
  terms: '/wallet/terms-and-conditions/car',
  processing: '/wallet/getquotethankyou/car',
} as const;

/** platform.md 2.9: the progress steps of a car quote; the form and the terms are 'Your Details'. */
export const CAR_PROGRESS_STEPS = PROGRESS_STEPS.genericQuote;
