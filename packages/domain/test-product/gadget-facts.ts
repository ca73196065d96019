/**
 * The test-only product's facts (gadget-product.ts describes the product). They import nothing of
 * the schema library, since the product list that holds them is read by every first screen.
 */
// From their own modules, not the package's index: the product list reads this file while the
// index is still loading.
import { PAYMENT_FREQUENCIES } from '../src/checkout/payment-options.js';
import { defineProductFacts } from '../src/products/product-facts.js';

export const GADGET_PRODUCT_FACTS = defineProductFacts({
  type: 'gadget',
  policyType: 'GADGET',
  label: 'Gadget',
  // No flag: a product the spec does not switch is always on sale.
  soldByAgents: false,
  agentLiveQuotes: false,
  renewsOnline: false,
  paymentFrequencies: [PAYMENT_FREQUENCIES.single],
  cardAccountId: 'wallet-gadget',
  policyNumberLabel: 'Policy Number',
  depositMonths: 0,
  claims: { phoneNumber: '01 555 0100', notes: [] },
  amendPhoneNumber: '01 555 0101',
  leavingTerms: () => ({ feeCents: 0, withdrawalInFull: false }),
});
