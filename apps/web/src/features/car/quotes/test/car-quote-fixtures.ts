import {
  CAR_TERMS_DEFAULTS,
  withAllQuestionsYes,
  type CarLevelQuote,
  type CarQuoteForms,
  type CarTermsValues,
  type CarQuoteResponse,
} from '@wallet/domain';
import { CAR_JOURNEY_KEY, type CarJourney } from '../../journey/car-journey';
import { inDays, niamhsCorolla } from '../../test/car-fixtures';

export { inDays } from '../../test/car-fixtures';

/**
 * A teacher in Cork insuring her 2019 Toyota Corolla comprehensively from ten days on, her husband
 * named with 3 penalty points: every card complete.
 */
export function corollaForms(): CarQuoteForms {
  const forms = niamhsCorolla();
  // The registration the API's bundled table knows (README), not the get-quote tests' stand-in.
  return {
    ...forms,
    yourCar: { ...forms.yourCar, carReg: '191-D-12345', carABICode: '32010500' },
  };
}

export const ACCEPTED_TERMS: CarTermsValues = {
  ...withAllQuestionsYes(CAR_TERMS_DEFAULTS),
  acceptedTermsAndConditions: true,
};

/**
 * A cover level's price as docs/car-rating.md's worked example has Popular: €1,748.39 once, or
 * €1,835.81 by instalment (a deposit of €305.98, then 10 direct debits).
 */
export function levelQuote(overrides: Partial<CarLevelQuote> = {}): CarLevelQuote {
  return {
    premium_id: 'MQ-100:popular:1',
    total_amount: 1748.39,
    direct_debit_amount: 152.99,
    card_deposit_amount: 305.98,
    premium_details: {
      premium_before_discounts: 2449.6,
      total_no_claims_discount: 612.4,
      total_payment_after_no_claims_discount: 1837.2,
      total_bank_discount: 183.72,
      total_bank_discount_percentage: 10,
      total_payment_after_bank_discount: 1653.48,
      premium_optional_extras: [],
      single_payment: 1748.39,
      direct_debit_amount: 152.99,
      card_deposit_amount: 305.98,
      total_annual_charge_for_payments_by_installment: 87.42,
      total_if_paid_by_installment: 1835.81,
      government_levy: 94.91,
    },
    offered_extras: ['personalProtectionPlus', 'additionalBenefitsPlus'],
    selected_extras: [],
    extra_prices: [
      { extra: 'personalProtectionPlus', amount: 30 },
      { extra: 'additionalBenefitsPlus', amount: 45 },
    ],
    ...overrides,
  };
}

export function prestigeQuote(overrides: Partial<CarLevelQuote> = {}): CarLevelQuote {
  const base = levelQuote();
  return levelQuote({
    premium_id: 'MQ-100:prestige:1',
    total_amount: 2012.63,
    premium_details: {
      ...base.premium_details,
      single_payment: 2012.63,
      total_if_paid_by_installment: 2113.26,
    },
    offered_extras: ['personalProtectionPlus', 'ncdProtection', 'additionalBenefitsPlus'],
    extra_prices: [
      { extra: 'personalProtectionPlus', amount: 30 },
      { extra: 'ncdProtection', amount: 165.35 },
      { extra: 'additionalBenefitsPlus', amount: 45 },
    ],
    ...overrides,
  });
}

export function carQuoteResponse(overrides: Partial<CarQuoteResponse> = {}): CarQuoteResponse {
  return {
    response: 'SUCCESS',
    error: false,
    quote_reference: 'MQ-100',
    quote_timestamp: new Date().toISOString(),
    start_date: inDays(10, 'iso'),
    insurer: 'RSA',
    cover_type: 'COMPREHENSIVE',
    cover_premium: 1748.39,
    premium_details: [],
    acceptance_notifications: [],
    popular: levelQuote(),
    prestige: prestigeQuote(),
    levels_not_offered: [],
    valid_until: inDays(0, 'iso'),
    ...overrides,
  };
}

/** A car worth more than Popular's limit: Prestige alone is quoted, with Popular's reason. */
export function prestigeOnlyCarResponse(): CarQuoteResponse {
  return carQuoteResponse({
    cover_premium: 2012.63,
    popular: null,
    levels_not_offered: [
      {
        product_variant: 'popular',
        reason:
          'Popular is not offered for a car worth more than €50,000. Prestige insures cars worth up to €100,000.',
        notifications: [
          {
            id: 'HIGH_VALUE_VEHICLE',
            updated_date: '',
            description: 'The car is worth more than €50,000, the most this cover insures online.',
            notification_type: 'REFERRAL',
            overidden: false,
          },
        ],
      },
    ],
  });
}

/** A quote RSA declined or referred: no price, the rule it broke. */
export function declinedCarResponse(type: 'DECLINE' | 'REFERRAL' = 'DECLINE'): CarQuoteResponse {
  return carQuoteResponse({
    response: 'FAILURE',
    error: true,
    error_code: 'ACCEPTANCE_CRITERIA',
    popular: null,
    prestige: null,
    acceptance_notifications: [
      {
        id: 'PENALTY_POINTS',
        updated_date: '',
        description: 'A driver has 7 or more penalty points',
        notification_type: type,
        overidden: false,
      },
    ],
  });
}

/** RSA could not be reached (the error view of type rsa). */
export function unavailableCarResponse(): CarQuoteResponse {
  return carQuoteResponse({
    response: 'FAILURE',
    error: true,
    error_code: 'EXTERNAL_SERVICE_UNAVAILABLE',
    popular: null,
    prestige: null,
  });
}

/** Puts a car journey in session storage, as an earlier visit of the tab left it. */
export function storeCarJourney(journey: Partial<CarJourney>): void {
  sessionStorage.setItem(
    CAR_JOURNEY_KEY,
    JSON.stringify({
      cardsOpened: { aboutYou: true, yourCar: true, yourCover: true },
      ...journey,
    }),
  );
}
