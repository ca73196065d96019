import {
  CAR_COVER_DEFAULTS,
  CAR_TERMS_DEFAULTS,
  EMPTY_ADDITIONAL_DRIVER,
  YOUR_CAR_DEFAULTS,
  personalAboutYouDefaults,
  withAllQuestionsYes,
  type CarLevelQuote,
  type CarQuoteForms,
  type CarTermsValues,
  type MotorQuoteResponse,
} from '@wallet/domain';
import { CAR_JOURNEY_KEY, type CarJourney } from '../../journey/car-journey';

/** A day counted from today, as the forms show it (DD/MM/YYYY) or as the API states it. */
export function inDays(days: number, format: 'display' | 'iso' = 'display'): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return format === 'iso'
    ? `${date.getFullYear()}-${mm}-${dd}`
    : `${dd}/${mm}/${date.getFullYear()}`;
}

/**
 * A teacher in Cork insuring her 2019 Toyota Corolla comprehensively from ten days on, her husband
 * named with 3 penalty points: every card complete.
 */
export function corollaForms(): CarQuoteForms {
  return {
    aboutYou: {
      ...personalAboutYouDefaults('car'),
      title: 'MS',
      firstName: 'Niamh',
      lastName: "O'Sullivan",
      gender: 'FEMALE',
      dob: '02/06/1988',
      address: {
        displayAddress: '4 Mardyke Walk, Cork, T12 K8AF',
        addressLine1: '4 Mardyke Walk',
        addressLine2: '',
        addressLine3: '',
        town: 'Cork',
        county: 'Cork',
        eircode: 'T12 K8AF',
        addressChosen: true,
      },
      isThisYourPostalAddress: true,
      phoneNo: '0877654321',
      email: 'niamh@example.ie',
      employmentStatus: 'EMPLOYED',
      mainOccupation: 'TEA',
      driversLicenseType: 'FULL_IRISH',
      passedTestInIrelandOrUk: true,
      lastFiveYearsExperience: 'IRELAND_OR_UK',
      yearsHeld: '12',
      bankOfIrelandCustomer: true,
      bankOfIrelandHomeInsurancePolicy: false,
    },
    yourCar: {
      ...YOUR_CAR_DEFAULTS,
      carReg: '191-D-12345',
      carRisk: '14',
      carMake: 'Toyota',
      carModel: 'Corolla',
      carYear: '2019',
      carFuelType: 'HYBRID',
      carEngineSize: '1798',
      carVersion: '1.8 Hybrid Luna 5dr Auto',
      carABICode: '32010500',
      carPurchased: 'UP_TO_3_YEARS',
      vehicleValue: '18,500',
      carUsedForWork: 'PERSONAL_ONLY',
      annualKm: 'AVERAGE',
      drivingExpType: '1-X',
      noClaimsBonus: '5',
    },
    yourCover: {
      ...CAR_COVER_DEFAULTS,
      policyStart: inDays(10),
      coverType: 'COMPREHENSIVE',
      claimsCount: '0',
      mainDriverPenaltyPointOffenceCount: '0',
      mainDriverDisqualifiedOrConvicted: false,
      hasAdditionalDrivers: true,
      additionalDrivers: [
        {
          ...EMPTY_ADDITIONAL_DRIVER,
          title: 'MR',
          firstName: 'Conor',
          lastName: "O'Sullivan",
          dob: '19/09/1986',
          additionalDriverPenaltyPointOffenceCount: '1',
          additionalDriverPenaltyPointOffences: [
            { offence: 'EXCEEDING_SPEED_LIMIT', penaltyPoints: '3' },
          ],
          relationshipToProposer: 'SPOUSE',
          driversLicenseType: 'FULL_IRISH',
          lastFiveYearsExperience: 'IRELAND_OR_UK',
          employmentStatus: 'SELF_EMPLOYED',
          mainOccupation: 'ELE',
          yearsHeld: '15',
        },
      ],
    },
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
    ...overrides,
  });
}

export function motorQuoteResponse(
  overrides: Partial<MotorQuoteResponse> = {},
): MotorQuoteResponse {
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
    valid_until: inDays(0, 'iso'),
    ...overrides,
  };
}

/** A quote RSA declined or referred: no price, the rule it broke. */
export function declinedMotorResponse(
  type: 'DECLINE' | 'REFERRAL' = 'DECLINE',
): MotorQuoteResponse {
  return motorQuoteResponse({
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
export function unavailableMotorResponse(): MotorQuoteResponse {
  return motorQuoteResponse({
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
