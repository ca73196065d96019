import type { PolicyPaymentRead } from './policy-payment.js';

/**
 * A car bought monthly (car-travel-payment.md 9) as the policy read gives its payment: a card
 * deposit of two months taken on the day of purchase, then 10 direct debits collected on the
 * start date's day, the charge for paying by instalments told apart. The annual premium it goes
 * with is €412.52 (41,252 cents), from 15/12/2026.
 */
export const EXAMPLE_CAR_MONTHLY_PAYMENT: PolicyPaymentRead = {
  method: 'direct_debit',
  paid_on: '2026-11-29',
  charged_cents: 7_220,
  plan: {
    deposit_cents: 7_220,
    instalments: 10,
    instalment_cents: 3_610,
    last_instalment_cents: 3_605,
    total_cents: 43_315,
    charge_cents: 2_063,
    collection_day: 15,
    first_collection_date: '2027-02-15',
  },
};
