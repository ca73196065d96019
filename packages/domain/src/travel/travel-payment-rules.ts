import type { CheckoutPaymentRules } from '../checkout/bind-rules.js';
import { TRAVEL_QUOTE_VALIDITY_DAYS } from './travel-constants.js';
import { TRAVEL_PRODUCT_FACTS } from './travel-product.js';

/**
 * car-travel-payment.md 4 and 9: travel is paid once, by card ('1'); a quote is valid at least 14
 * days.
 */
export const TRAVEL_PAYMENT_RULES: CheckoutPaymentRules = {
  policyType: 'TRAVEL',
  productLabel: 'Travel',
  paymentFrequencies: TRAVEL_PRODUCT_FACTS.paymentFrequencies,
  collectionDays: [],
  quoteValidityDays: TRAVEL_QUOTE_VALIDITY_DAYS,
};
