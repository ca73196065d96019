import { PAYMENT_FREQUENCIES } from '../checkout/payment-options.js';
import { PHONE } from '../platform/contact.js';
import { defineProductFacts } from '../products/product-facts.js';
import { HOME_CLAIM_FACTS } from './home-claims.js';
import { homeLeavingTermsOf } from './home-leaving-terms.js';

/** Home cover's facts for the platform (home.md). */
export const HOME_PRODUCT_FACTS = defineProductFacts({
  type: 'home',
  policyType: 'HOME',
  label: 'Home',
  flag: 'home_enabled',
  soldByAgents: true,
  agentLiveQuotes: true,
  renewsOnline: true,
  paymentFrequencies: [PAYMENT_FREQUENCIES.single, PAYMENT_FREQUENCIES.homeMonthly],
  cardAccountId: 'wallet-home',
  policyNumberLabel: 'Policy Number',
  depositMonths: 0,
  claims: { phoneNumber: PHONE.homeClaims, notes: [] },
  claimForm: HOME_CLAIM_FACTS,
  amendPhoneNumber: PHONE.servicesTeam,
  leavingTerms: homeLeavingTermsOf,
});
