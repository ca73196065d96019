import type { CheckoutPaymentRules } from '../checkout/bind-rules.js';
import { monthlyInstalmentPlan } from '../checkout/instalments.js';
import { COLLECTION_DAYS } from '../checkout/payment-options.js';
import { HOME_PRODUCT_FACTS } from './home-product.js';
import { HOME_PRICE_VALIDITY_DAYS, HOME_QUOTE_VALIDITY_TEXT } from './home-quote-validity.js';

/**
 * home.md 9: once or 12 monthly instalments, collected on 1, 8, 15 or 22. A home price is bought
 * the day it is given ('quotes are valid today only'); the quote itself is kept 90 days to be
 * priced again (decision 0031, home-quote-validity.ts).
 */
export const HOME_PAYMENT_RULES: CheckoutPaymentRules = {
  policyType: 'HOME',
  productLabel: 'Home',
  paymentFrequencies: HOME_PRODUCT_FACTS.paymentFrequencies,
  collectionDays: COLLECTION_DAYS,
  monthlyPlan: monthlyInstalmentPlan,
  quoteValidityDays: HOME_PRICE_VALIDITY_DAYS,
  quoteExpiredMessage: HOME_QUOTE_VALIDITY_TEXT.priceExpired,
};
