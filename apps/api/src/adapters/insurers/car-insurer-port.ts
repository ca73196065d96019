import type {
  AnnualKmBand,
  CarClaimStatus,
  CarClaimType,
  CarCoverLevel,
  CarCoverType,
  CarEmploymentStatus,
  CarExtra,
  CarInstalmentPlan,
  CarOwnedPeriod,
  CarUse,
  DrivingExperienceType,
  InsurerCode,
  LastFiveYearsExperience,
  LicenceType,
  NoClaimsYears,
  PenaltyPointOffence,
  RelationshipToProposer,
} from '@wallet/domain';
import type { AcceptanceNotice, RatingEngine } from './insurer-port.js';

/**
 * The car is underwritten by RSA (platform.md 1), the same insurer code as RSA home: the operator
 * switch is per insurer code, so switching RSA off stops home and car quotes alike.
 */
export type CarInsurerCode = Extract<InsurerCode, 'RSA'>;
export const CAR_INSURER_CODE: CarInsurerCode = 'RSA';

/** A penalty-point offence of a driver (car-travel-payment.md 3): the points given, 1 to 12. */
export interface CarPenalty {
  offence: PenaltyPointOffence;
  points: number;
}

/** What the price needs of each driver, the main driver's and every additional driver's alike. */
export interface CarDriverRisk {
  /** 'YYYY-MM-DD'; the age counts on the start date. */
  dateOfBirth: string;
  licenceType: LicenceType;
  /** Years the licence has been held, 0 to 100 (6 or more rate alike). */
  yearsHeld: number;
  /** Asked for full Irish and UK licences only; null otherwise. */
  passedTestInIrelandOrUk: boolean | null;
  lastFiveYearsExperience: LastFiveYearsExperience;
  employmentStatus: CarEmploymentStatus;
  /** The occupation code as answered (platform.md 3.4); the price does not read it. */
  occupation: string | null;
  penalties: CarPenalty[];
}

export interface CarAdditionalDriverRisk extends CarDriverRisk {
  relationship: RelationshipToProposer;
}

/** A claim the customer declares (car-travel-payment.md 3 'motorClaims'). */
export interface CarClaim {
  type: CarClaimType;
  status: CarClaimStatus;
  amountCents: number;
}

export interface CarVehicleRisk {
  /** The registration looked up, or null for a manual search. */
  registration: string | null;
  abiCode: string | null;
  year: number;
  valueCents: number;
  /** The ABI insurance group, 1 to 50 (the lookup's `risk`). */
  abiGroup: number;
  engineCc: number;
  fuel: string;
}

/**
 * What the car insurer rates (car-travel-payment.md 3 and 7): flat on purpose, mapped once from the
 * motor_quote payload by the car module. One request prices both cover levels.
 */
export interface CarRatingRequest {
  /** The first day of cover, 'YYYY-MM-DD'. */
  startDate: string;
  coverType: CarCoverType;
  mainDriver: CarDriverRisk;
  /** In driver order, from driver 2. */
  additionalDrivers: CarAdditionalDriverRisk[];
  claims: CarClaim[];
  /** The main driver's answer to 'disqualified or convicted'. */
  disqualifiedOrConvicted: boolean;
  /** The no-claims bonus declared, 0 to 5 (5 is five or more). */
  noClaimsYears: NoClaimsYears;
  drivingExperienceType: DrivingExperienceType;
  carOwnedPeriod: CarOwnedPeriod;
  vehicle: CarVehicleRisk;
  use: CarUse;
  annualKm: AnnualKmBand;
  /** The county of the risk address as given; read with the shared `countyOf`. */
  county: string;
  isBankCustomer: boolean;
  /** Holds a home insurance policy with the bank. */
  hasBankHomePolicy: boolean;
  /** The extras the customer chose; a level prices only those it offers. */
  extras: Record<CarExtra, boolean>;
  /**
   * The four statements of the car terms page (car-travel-payment.md 2) all confirmed: a quote
   * online is priced on them; one answered no needs the insurer to speak to the customer.
   */
  termsConfirmed: boolean;
}

/** An extra and its price at one cover level (`premium_optional_extras`: text, amount). */
export interface CarExtraPrice {
  extra: CarExtra;
  text: string;
  amountCents: number;
}

/** One driver's part of the premium (docs/car-rating.md 3, step 3). */
export interface CarDriverPart {
  /** 1 for the main driver, then the driver order of each additional driver. */
  driverOrder: number;
  /** What the driver's factors make of the car premium: the price with them as main driver. */
  ownPremiumCents: number;
  /** The share of their own premium the driver adds: 100 for the main driver. */
  sharePercent: number;
  partCents: number;
}

/** How the premium was reached, figure by figure, for the write-up and the tests. */
export interface CarPremiumWorking {
  baseCents: number;
  /** The base after the car, use and address factors. */
  carPremiumCents: number;
  drivers: CarDriverPart[];
  /** The sum of the drivers' parts. */
  driversPremiumCents: number;
  /** The claims that count (all but windscreen only). */
  countedClaims: number;
  /** The premium after the claims loading: what the no-claims discount is taken from. */
  ratedPremiumCents: number;
  /** The declared years after the step-back of 3 years per counted claim. */
  noClaimsYears: number;
  noClaimsDiscountPercent: number;
  /** The premium after the optional extras: the levy's base. */
  premiumAfterExtrasCents: number;
  /** The credit charge's rate, of the single payment. */
  instalmentChargePercent: number;
}

/**
 * The premium of one cover level, every field of car-travel-payment.md 3 'Car premium details', in
 * cents. A discount is the amount taken off, so it is positive.
 */
export interface CarPremium {
  totalNoClaimsDiscountCents: number;
  totalPaymentAfterNoClaimsDiscountCents: number;
  totalBankDiscountCents: number;
  totalBankDiscountPercentage: number;
  totalPaymentAfterBankDiscountCents: number;
  /** The chosen extras this level offers, at their price. */
  premiumOptionalExtras: CarExtraPrice[];
  /** The total paid at once, levy included. */
  singlePaymentCents: number;
  /** Each monthly direct debit but the last (the plan's monthly amount). */
  directDebitAmountCents: number;
  /** Two months, by card. */
  cardDepositAmountCents: number;
  /** The credit charge of paying monthly. */
  totalAnnualChargeForPaymentsByInstallmentCents: number;
  /** The single payment and the credit charge: what the deposit and instalments add up to. */
  totalIfPaidByInstallmentCents: number;
  governmentLevyCents: number;
  /** The monthly plan of `totalIfPaidByInstallmentCents` (car-instalments in the domain). */
  instalments: CarInstalmentPlan;
  working: CarPremiumWorking;
}

export interface CarLevelQuoted {
  outcome: 'quoted';
  premium: CarPremium;
  /** Every extra this level offers the cover type, at its price, chosen or not. */
  offeredExtras: CarExtraPrice[];
}

export interface CarLevelNotQuoted {
  outcome: 'declined' | 'referred';
  /** Every rule the risk broke at this level; 'declined' when at least one is a DECLINE. */
  notifications: AcceptanceNotice[];
}

export type CarLevelRating = CarLevelQuoted | CarLevelNotQuoted;

/** The insurer's answer: one rating per cover level (car-travel-payment.md 3 'popular and prestige'). */
export interface CarRating {
  insurer: CarInsurerCode;
  coverType: CarCoverType;
  levels: Record<CarCoverLevel, CarLevelRating>;
}

/** The Insurer port for car. */
export interface CarInsurer extends RatingEngine<CarRatingRequest, CarRating> {
  readonly code: CarInsurerCode;
}
