import { PAYMENT_FREQUENCIES } from '../checkout/payment-options.js';
import { PHONE } from '../platform/contact.js';
import { defineProductFacts } from '../products/product-facts.js';
import { TRAVEL_LEAVING_TERMS } from './travel-leaving-terms.js';
import { TRAVEL_CLAIM_FACTS } from './travel-claims.js';

/** car-travel-payment.md 9: travel claims must be made within thirty days. */
export const TRAVEL_CLAIM_NOTE = 'Travel claims must be made within thirty days.';

/** Travel cover's facts for the platform: card only, not sold by branch agents. */
export const TRAVEL_PRODUCT_FACTS = defineProductFacts({
  type: 'travel',
  policyType: 'TRAVEL',
  label: 'Travel',
  flag: 'travel_enabled',
  soldByAgents: false,
  agentLiveQuotes: false,
  renewsOnline: false,
  paymentFrequencies: [PAYMENT_FREQUENCIES.single],
  cardAccountId: 'wallet-travel',
  policyNumberLabel: 'Policy Code',
  depositMonths: 0,
  claims: { phoneNumber: PHONE.travelClaims, notes: [TRAVEL_CLAIM_NOTE] },
  claimForm: TRAVEL_CLAIM_FACTS,
  amendPhoneNumber: PHONE.travelAmend,
  leavingTerms: () => TRAVEL_LEAVING_TERMS,
});
