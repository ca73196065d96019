import { PAYMENT_FREQUENCIES } from '../checkout/payment-options.js';
import { PHONE } from '../platform/contact.js';
import { defineProductFacts } from '../products/product-facts.js';
import { CAR_LEAVING_TERMS } from './car-leaving-terms.js';
import { CAR_CLAIM_FACTS } from './car-claims.js';
import { CAR_MONTHLY_PLAN } from './car-constants.js';

/** Car cover's facts for the platform; 'MOTOR' and 'motor_enabled' are the spec's wire words. */
export const CAR_PRODUCT_FACTS = defineProductFacts({
  type: 'car',
  policyType: 'MOTOR',
  label: 'Car',
  flag: 'motor_enabled',
  soldByAgents: true,
  agentLiveQuotes: true,
  renewsOnline: false,
  paymentFrequencies: [PAYMENT_FREQUENCIES.single, PAYMENT_FREQUENCIES.carMonthly],
  cardAccountId: 'wallet-motor',
  policyNumberLabel: 'Policy Code',
  // car-travel-payment.md 9: the card deposit pays the first two months.
  depositMonths: CAR_MONTHLY_PLAN.depositMonths,
  claims: { phoneNumber: PHONE.carClaims, notes: [] },
  claimForm: CAR_CLAIM_FACTS,
  amendPhoneNumber: PHONE.carAmend,
  leavingTerms: () => CAR_LEAVING_TERMS,
  proofOfCover: {
    documents: ['motor-certificate', 'motor-disc'],
    voidNotice:
      'Your certificate of insurance and insurance disc are void from then: please remove the disc from your windscreen.',
  },
  documentsOnRequest: ['replacement_disc', 'no_claims_statement'],
});
