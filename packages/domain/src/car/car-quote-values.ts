/**
 * The car form's cards' starting values and the dependent resets of car-travel-payment.md 4, apart
 * from the cards' schemas so that the form can draw its fields before the schema library arrives
 * (decision 0008).
 */
import type { PersonalAboutYouValues } from '../personal/personal-about-you-schema.js';
import { personalAboutYouDefaults } from '../personal/personal-about-you-values.js';
import { asksOccupation } from '../personal/personal-rules.js';
import { CAR_LIMITS } from './car-constants.js';
import type {
  AdditionalDriverValues,
  CarCoverValues,
  CarClaimValues,
  OffenceValues,
} from './car-cover-schema.js';
import { countOf } from './car-rules.js';
import { CAR_TERMS_DEFAULTS, type CarTermsValues } from './car-terms.js';
import type { YourCarValues } from './your-car-schema.js';

/** The looked-up or chosen car's details, as the card holds them. */
export const CAR_DETAIL_FIELDS = [
  'carRisk',
  'carMake',
  'carModel',
  'carYear',
  'carFuelType',
  'carEngineSize',
  'carVersion',
  'carABICode',
] as const satisfies readonly (keyof YourCarValues)[];

export const YOUR_CAR_DEFAULTS: YourCarValues = {
  isManualSearch: false,
  carReg: '',
  carRisk: '',
  carMake: '',
  carModel: '',
  carYear: '',
  carFuelType: '',
  carEngineSize: '',
  carVersion: '',
  carABICode: '',
  carPurchased: '',
  vehicleValue: '',
  carUsedForWork: '',
  annualKm: '',
  drivingExpType: '',
  noClaimsBonus: '',
};

export const EMPTY_OFFENCE: OffenceValues = { offence: '', penaltyPoints: '' };
export const EMPTY_CAR_CLAIM: CarClaimValues = {
  claim_type: '',
  claim_status: '',
  claim_amount: '',
};

export const EMPTY_ADDITIONAL_DRIVER: AdditionalDriverValues = {
  title: '',
  firstName: '',
  lastName: '',
  dob: '',
  additionalDriverPenaltyPointOffenceCount: '',
  additionalDriverPenaltyPointOffences: [],
  relationshipToProposer: '',
  driversLicenseType: '',
  lastFiveYearsExperience: '',
  employmentStatus: '',
  mainOccupation: '',
  yearsHeld: '',
};

export const CAR_COVER_DEFAULTS: CarCoverValues = {
  policyStart: '',
  coverType: '',
  claimsCount: '',
  motorClaims: [],
  mainDriverPenaltyPointOffenceCount: '',
  mainDriverPenaltyPointOffences: [],
  mainDriverDisqualifiedOrConvicted: null,
  hasAdditionalDrivers: null,
  additionalDrivers: [],
};

/** The car form's three cards and the terms page, as the form holds them. */
export interface CarQuoteForms {
  aboutYou: PersonalAboutYouValues;
  yourCar: YourCarValues;
  yourCover: CarCoverValues;
}

export const CAR_QUOTE_FORM_DEFAULTS: CarQuoteForms = {
  aboutYou: personalAboutYouDefaults('car'),
  yourCar: YOUR_CAR_DEFAULTS,
  yourCover: CAR_COVER_DEFAULTS,
};

export { CAR_TERMS_DEFAULTS, type CarTermsValues };

// ---------------------------------------------------------------------------------------------
// car-travel-payment.md 4: dependent resets
// ---------------------------------------------------------------------------------------------

/** Rows for a count: kept up to it, blank ones added to reach it. */
export function rowsFor<T>(rows: readonly T[], countText: string, max: number, blank: T): T[] {
  const count = countOf(countText, max) ?? 0;
  return Array.from({ length: count }, (_, index) => rows[index] ?? blank);
}

/** 'Editing the registration clears the details.' */
export function withRegistration(values: YourCarValues, carReg: string): YourCarValues {
  return { ...withoutCarDetails(values), carReg };
}

/** 'On failure or empty registration, all car details and the ABI code are cleared.' */
export function withoutCarDetails(values: YourCarValues): YourCarValues {
  return {
    ...values,
    ...(Object.fromEntries(CAR_DETAIL_FIELDS.map((field) => [field, ''])) as Pick<
      YourCarValues,
      (typeof CAR_DETAIL_FIELDS)[number]
    >),
  };
}

/** A lookup's answer fills the details (read-only on the card). */
export function withCarDetails(
  values: YourCarValues,
  details: Pick<YourCarValues, (typeof CAR_DETAIL_FIELDS)[number]>,
): YourCarValues {
  return { ...values, ...details };
}

/** Switching between the registration and the manual search starts the car afresh. */
export function withManualSearch(values: YourCarValues, isManualSearch: boolean): YourCarValues {
  return { ...withoutCarDetails(values), carReg: '', isManualSearch };
}

export function withClaimsCount(values: CarCoverValues, claimsCount: string): CarCoverValues {
  return {
    ...values,
    claimsCount,
    motorClaims: rowsFor(values.motorClaims, claimsCount, CAR_LIMITS.maxClaims, EMPTY_CAR_CLAIM),
  };
}

export function withOffenceCount(values: CarCoverValues, count: string): CarCoverValues {
  return {
    ...values,
    mainDriverPenaltyPointOffenceCount: count,
    mainDriverPenaltyPointOffences: rowsFor(
      values.mainDriverPenaltyPointOffences,
      count,
      CAR_LIMITS.maxOffences,
      EMPTY_OFFENCE,
    ),
  };
}

export function withDriverOffenceCount(
  driver: AdditionalDriverValues,
  count: string,
): AdditionalDriverValues {
  return {
    ...driver,
    additionalDriverPenaltyPointOffenceCount: count,
    additionalDriverPenaltyPointOffences: rowsFor(
      driver.additionalDriverPenaltyPointOffences,
      count,
      CAR_LIMITS.maxOffences,
      EMPTY_OFFENCE,
    ),
  };
}

/** The driver's occupation is kept only for a status that asks it. */
export function withDriverEmploymentStatus(
  driver: AdditionalDriverValues,
  employmentStatus: string,
): AdditionalDriverValues {
  return {
    ...driver,
    employmentStatus,
    mainOccupation: asksOccupation('car', employmentStatus) ? driver.mainOccupation : '',
  };
}

/** ''no' to additional drivers empties the list, 'yes' shows one blank driver'. */
export function withHasAdditionalDrivers(
  values: CarCoverValues,
  hasAdditionalDrivers: boolean,
): CarCoverValues {
  return {
    ...values,
    hasAdditionalDrivers,
    additionalDrivers: hasAdditionalDrivers
      ? values.additionalDrivers.length > 0
        ? values.additionalDrivers
        : [EMPTY_ADDITIONAL_DRIVER]
      : [],
  };
}

/** Add a driver, up to the most a quote names. */
export function withAddedDriver(values: CarCoverValues): CarCoverValues {
  if (values.additionalDrivers.length >= CAR_LIMITS.maxAdditionalDrivers) return values;
  return { ...values, additionalDrivers: [...values.additionalDrivers, EMPTY_ADDITIONAL_DRIVER] };
}

/** 'remove control only when more than one'. */
export function withoutDriver(values: CarCoverValues, index: number): CarCoverValues {
  if (values.additionalDrivers.length <= 1) return values;
  return {
    ...values,
    additionalDrivers: values.additionalDrivers.filter((_, each) => each !== index),
  };
}

export function canRemoveDriver(values: CarCoverValues): boolean {
  return values.additionalDrivers.length > 1;
}
