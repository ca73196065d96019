import type { CheckoutPaymentRules } from '../checkout/bind-rules.js';
import { carInstalmentPlan } from './car-instalments.js';
import { CAR_PRODUCT_FACTS } from './car-product.js';

/**
 * car-travel-payment.md 9: car is paid once by card ('1') or monthly ('10'): a card deposit of two
 * months, then 10 direct debit instalments collected on the start date's day of the month. The
 * monthly plan is of the total paid by instalment (docs/car-rating.md). Car quotes are valid the
 * same day only.
 */
export const CAR_PAYMENT_RULES: CheckoutPaymentRules = {
  policyType: 'MOTOR',
  productLabel: 'Car',
  paymentFrequencies: CAR_PRODUCT_FACTS.paymentFrequencies,
  // Not chosen: the start date's day (collectionDayIsStartDay).
  collectionDays: [],
  collectionDayIsStartDay: true,
  monthlyPlan: (totalCents) => carInstalmentPlan(totalCents).directDebits,
  monthlyDeposit: (totalCents) => carInstalmentPlan(totalCents).depositCents,
  quoteValidityDays: 0,
};
