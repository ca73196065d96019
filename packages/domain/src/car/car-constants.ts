import type { CarCoverLevel } from './car-lists.js';

/** car-travel-payment.md 9: the car's numbers. */
export const CAR_LIMITS = {
  /** The cover starts today or within this many days. */
  startDateWindowDays: 45,
  maxClaims: 3,
  maxOffences: 3,
  minPenaltyPoints: 1,
  maxPenaltyPoints: 12,
  /** An additional driver is named from driver order 2 (the proposer is 1). */
  firstAdditionalDriverOrder: 2,
  /** The most additional drivers a quote names (ours: the form's add button stops there). */
  maxAdditionalDrivers: 4,
  /** One claim reduces the no-claims discount by this many years (NCD step-back). */
  ncdStepBackYearsPerClaim: 3,
  /** Pre-accident value enhancement applies to cars up to this many years old. */
  preAccidentValueEnhancementMaxCarAge: 3,
} as const;

/** Ours: the youngest a driver may be, the age a learner permit may be held from. */
export const MINIMUM_DRIVER_AGE = 17;

/** car-travel-payment.md 9: 'car single '1', monthly '10''. */
export const CAR_PAYMENT_FREQUENCIES = { single: '1', monthly: '10' } as const;

/** car-travel-payment.md 9: 10 instalments after a deposit of two months' instalments. */
export const CAR_MONTHLY_PLAN = { instalments: 10, depositMonths: 2 } as const;

export interface CarFeature {
  text: string;
}

/** car-travel-payment.md 9: what every car policy covers. */
const SHARED_FEATURES: readonly string[] = [
  'EU cover up to 45 days',
  'Fire brigade charges up to €1,500',
];

/**
 * car-travel-payment.md 9: the features each cover level lists. The limits are the spec's; the
 * wording around them is ours.
 */
export const CAR_FEATURES: Record<CarCoverLevel, readonly string[]> = {
  popular: [
    ...SHARED_FEATURES,
    'Courtesy car for up to €200',
    'Windscreen cover',
    'Open drive for named drivers over 25',
  ],
  prestige: [
    ...SHARED_FEATURES,
    'Personal belongings up to €500',
    'Replacement locks up to €1,000',
    'Car hire up to €200',
    'Incorrect fuel up to €750',
    'Personal injury benefit up to €6,500',
    'Windscreen cover',
  ],
};

/**
 * car-travel-payment.md 9: 'First features shown before 'Read more': 5 by default; thresholds 3
 * (popular), 4 or 5 (prestige)'. Prestige shows 4 on third party, fire and theft, where its list
 * is shorter, and 5 on comprehensive.
 */
export const READ_MORE_THRESHOLDS = {
  default: 5,
  popular: 3,
  prestigeThirdParty: 4,
  prestigeComprehensive: 5,
} as const;

/** car-travel-payment.md 9: the extras' benefits. */
export const CAR_EXTRA_BENEFITS = {
  personalProtectionPlus: { maximumBenefitEuro: 23_500 },
  additionalBenefitsPlus: {
    courtesyCarEuro: { from: 200, to: 500 },
    personalBelongingsEuro: { from: 500, to: 1_000 },
    replacementLocksEuro: { from: 1_000, to: 1_500 },
    satNavAndGameConsolesEuro: 1_000,
    preAccidentValueEnhancementEuro: 1_500,
  },
  ncdProtection: { stepBackYearsPerClaim: CAR_LIMITS.ncdStepBackYearsPerClaim },
} as const;

/** car-travel-payment.md 1 and 9: the car insurer (RSA) and the holding page's date. */
export const CAR_SALES_END = '17 April 2025';
