import { z } from 'zod';
import { isBlank, optionalText, report, type Problem } from '../fields/field-rules.js';
import { normalisePersonName } from '../person/person-name.js';
import {
  LAST_FIVE_YEARS_EXPERIENCE,
  LICENCE_TYPES,
  PERSONAL_TITLE_CODES,
  type LastFiveYearsExperience,
  type LicenceType,
  type PersonalTitleCode,
} from '../personal/personal-lists.js';
import {
  asksOccupation,
  employmentStatusProblem,
  occupationProblem,
  personalNameProblem,
  yearsHeldProblem,
} from '../personal/personal-rules.js';
import { parseTypedDate, typedToIsoDate } from '../dates/typed-date.js';
import { CAR_LIMITS } from './car-constants.js';
import {
  CAR_CLAIM_STATUSES,
  CAR_CLAIM_TYPES,
  CAR_COVER_TYPES,
  PENALTY_POINT_OFFENCE_CODES,
  RELATIONSHIPS_TO_PROPOSER,
  type CarClaimStatus,
  type CarClaimType,
  type CarCoverType,
  type PenaltyPointOffence,
  type RelationshipToProposer,
} from './car-lists.js';
import { ADDITIONAL_DRIVER_MESSAGES as D, CAR_COVER_MESSAGES as M } from './car-messages.js';
import {
  carStartDateProblem,
  claimAmountProblem,
  countOf,
  driverBirthProblem,
  maskedEuroOf,
  penaltyPointsProblem,
  type CarStartDateContext,
} from './car-rules.js';

/**
 * car-travel-payment.md 2, 3 and 5: the car Your cover card: the start date, the cover type, the
 * main driver's claims and penalty-point offences (0 to 3 each, a row per one), disqualified or
 * convicted, and the additional drivers with their own personal, licence, relationship and
 * offence answers.
 */

export const offenceValuesSchema = z.object({
  offence: z.enum([...PENALTY_POINT_OFFENCE_CODES, '']),
  /** 1 to 12, as the select holds it. */
  penaltyPoints: z.string(),
});
export type OffenceValues = z.input<typeof offenceValuesSchema>;

export const carClaimValuesSchema = z.object({
  claim_type: z.enum([...CAR_CLAIM_TYPES, '']),
  claim_status: z.enum([...CAR_CLAIM_STATUSES, '']),
  /** Whole euro, masked as typed ('2,500'). */
  claim_amount: z.string(),
});
export type CarClaimValues = z.input<typeof carClaimValuesSchema>;

export const additionalDriverValuesSchema = z.object({
  title: z.enum([...PERSONAL_TITLE_CODES, '']),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
  additionalDriverPenaltyPointOffenceCount: z.string(),
  additionalDriverPenaltyPointOffences: z.array(offenceValuesSchema).max(CAR_LIMITS.maxOffences),
  relationshipToProposer: z.enum([...RELATIONSHIPS_TO_PROPOSER, '']),
  driversLicenseType: z.enum([...LICENCE_TYPES, '']),
  lastFiveYearsExperience: z.enum([...LAST_FIVE_YEARS_EXPERIENCE, '']),
  employmentStatus: z.string(),
  mainOccupation: z.string(),
  yearsHeld: z.string(),
});
export type AdditionalDriverValues = z.input<typeof additionalDriverValuesSchema>;

export const carCoverValuesSchema = z.object({
  policyStart: z.string(),
  coverType: z.enum([...CAR_COVER_TYPES, '']),
  claimsCount: z.string(),
  motorClaims: z.array(carClaimValuesSchema).max(CAR_LIMITS.maxClaims),
  mainDriverPenaltyPointOffenceCount: z.string(),
  mainDriverPenaltyPointOffences: z.array(offenceValuesSchema).max(CAR_LIMITS.maxOffences),
  mainDriverDisqualifiedOrConvicted: z.boolean().nullable(),
  hasAdditionalDrivers: z.boolean().nullable(),
  additionalDrivers: z.array(additionalDriverValuesSchema).max(CAR_LIMITS.maxAdditionalDrivers),
});
export type CarCoverValues = z.input<typeof carCoverValuesSchema>;

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

type At = (path: PropertyKey[], problem: Problem) => void;

function checkOffences(
  at: At,
  countPath: PropertyKey[],
  path: PropertyKey[],
  countText: string,
  offences: readonly OffenceValues[],
): void {
  const count = countOf(countText, CAR_LIMITS.maxOffences);
  if (count === undefined) {
    at(countPath, M.offenceCountRequired);
    return;
  }
  offences.slice(0, count).forEach((offence, index) => {
    at([...path, index, 'offence'], offence.offence ? undefined : M.offenceRequired);
    at(
      [...path, index, 'penaltyPoints'],
      penaltyPointsProblem(
        isBlank(offence.penaltyPoints) ? undefined : Number(offence.penaltyPoints.trim()),
      ),
    );
  });
  for (let index = offences.length; index < count; index += 1) {
    at([...path, index, 'offence'], M.offenceRequired);
    at([...path, index, 'penaltyPoints'], M.penaltyPointsRequired);
  }
}

function checkAdditionalDriver(
  at: At,
  path: PropertyKey[],
  driver: AdditionalDriverValues,
  today: Date,
): void {
  const here = (field: string, problem: Problem) => at([...path, field], problem);
  here('title', driver.title ? undefined : D.titleRequired);
  here('firstName', personalNameProblem(driver.firstName, D.firstNameRequired));
  here('lastName', personalNameProblem(driver.lastName, D.lastNameRequired));
  here('dob', driverBirthProblem(driver.dob, today));
  here(
    'relationshipToProposer',
    driver.relationshipToProposer ? undefined : D.relationshipRequired,
  );
  here('driversLicenseType', driver.driversLicenseType ? undefined : D.licenceTypeRequired);
  here(
    'lastFiveYearsExperience',
    driver.lastFiveYearsExperience ? undefined : D.lastFiveYearsRequired,
  );
  here('yearsHeld', yearsHeldProblem(driver.yearsHeld));
  const statusProblem = employmentStatusProblem('car', driver.employmentStatus);
  here('employmentStatus', statusProblem);
  if (!statusProblem) {
    here(
      'mainOccupation',
      occupationProblem('car', driver.employmentStatus, driver.mainOccupation),
    );
  }
  checkOffences(
    at,
    [...path, 'additionalDriverPenaltyPointOffenceCount'],
    [...path, 'additionalDriverPenaltyPointOffences'],
    driver.additionalDriverPenaltyPointOffenceCount,
    driver.additionalDriverPenaltyPointOffences,
  );
}

/**
 * What is wrong with one additional driver as typed, by field ('firstName',
 * 'additionalDriverPenaltyPointOffences.0.penaltyPoints'): the quote card's rules, which a
 * mid-term change's form uses for a driver it adds.
 */
export function additionalDriverValuesProblems(
  driver: AdditionalDriverValues,
  today: Date,
): Record<string, string> {
  const problems: Record<string, string> = {};
  checkAdditionalDriver(
    (path, problem) => {
      const key = path.map(String).join('.');
      if (problem && !(key in problems)) problems[key] = problem;
    },
    [],
    driver,
    today,
  );
  return problems;
}

function checkCarCover(
  values: CarCoverValues,
  context: z.RefinementCtx,
  rules: CarStartDateContext,
): void {
  const at: At = (path, problem) => report(context, path, problem);
  const { today } = rules;
  const start = parseTypedDate(values.policyStart, 'near', today);
  if (isBlank(values.policyStart)) at(['policyStart'], M.startDateRequired);
  else if (!start) at(['policyStart'], M.startDateInvalid);
  else at(['policyStart'], carStartDateProblem(start, rules));

  at(['coverType'], values.coverType ? undefined : M.coverTypeRequired);

  const claims = countOf(values.claimsCount, CAR_LIMITS.maxClaims);
  if (claims === undefined) at(['claimsCount'], M.claimsCountRequired);
  for (let index = 0; index < (claims ?? 0); index += 1) {
    const claim = values.motorClaims[index];
    at(['motorClaims', index, 'claim_type'], claim?.claim_type ? undefined : M.claimTypeRequired);
    at(
      ['motorClaims', index, 'claim_status'],
      claim?.claim_status ? undefined : M.claimStatusRequired,
    );
    at(['motorClaims', index, 'claim_amount'], claimAmountProblem(claim?.claim_amount ?? ''));
  }

  checkOffences(
    at,
    ['mainDriverPenaltyPointOffenceCount'],
    ['mainDriverPenaltyPointOffences'],
    values.mainDriverPenaltyPointOffenceCount,
    values.mainDriverPenaltyPointOffences,
  );
  at(
    ['mainDriverDisqualifiedOrConvicted'],
    values.mainDriverDisqualifiedOrConvicted === null ? M.disqualifiedRequired : undefined,
  );
  at(
    ['hasAdditionalDrivers'],
    values.hasAdditionalDrivers === null ? M.hasAdditionalDriversRequired : undefined,
  );
  if (values.hasAdditionalDrivers) {
    // 'yes' shows one blank driver (section 4), so there is always one to check.
    const drivers = values.additionalDrivers.length > 0 ? values.additionalDrivers : [undefined];
    drivers.forEach((driver, index) =>
      checkAdditionalDriver(
        at,
        ['additionalDrivers', index],
        driver ?? ({ ...EMPTY_DRIVER_FOR_CHECK } as AdditionalDriverValues),
        today,
      ),
    );
  }
}

const EMPTY_DRIVER_FOR_CHECK: AdditionalDriverValues = {
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

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

export interface PenaltyPointsData {
  offence: PenaltyPointOffence;
  points: number;
}

export interface CarClaimData {
  type: CarClaimType;
  status: CarClaimStatus;
  amountEuro: number;
}

export interface AdditionalDriverData {
  title: PersonalTitleCode;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
  relationship: RelationshipToProposer;
  licence: {
    type: LicenceType;
    lastFiveYearsExperience: LastFiveYearsExperience;
    yearsHeld: number;
  };
  employmentStatus: string;
  mainOccupation?: string;
  offences: PenaltyPointsData[];
}

export interface CarCoverData {
  /** YYYY-MM-DD */
  startDate: string;
  coverType: CarCoverType;
  claims: CarClaimData[];
  offences: PenaltyPointsData[];
  disqualifiedOrConvicted: boolean;
  additionalDrivers: AdditionalDriverData[];
}

function offencesOf(countText: string, offences: readonly OffenceValues[]): PenaltyPointsData[] {
  const count = countOf(countText, CAR_LIMITS.maxOffences) ?? 0;
  return offences.slice(0, count).map((offence) => ({
    offence: offence.offence as PenaltyPointOffence,
    points: Number(offence.penaltyPoints.trim()),
  }));
}

export function toAdditionalDriverData(
  driver: AdditionalDriverValues,
  today: Date,
): AdditionalDriverData {
  return {
    title: driver.title as PersonalTitleCode,
    firstName: normalisePersonName(driver.firstName),
    lastName: normalisePersonName(driver.lastName),
    dob: typedToIsoDate(driver.dob, 'past', today) ?? driver.dob,
    relationship: driver.relationshipToProposer as RelationshipToProposer,
    licence: {
      type: driver.driversLicenseType as LicenceType,
      lastFiveYearsExperience: driver.lastFiveYearsExperience as LastFiveYearsExperience,
      yearsHeld: Number(driver.yearsHeld.trim()),
    },
    employmentStatus: driver.employmentStatus,
    mainOccupation: asksOccupation('car', driver.employmentStatus)
      ? optionalText(driver.mainOccupation)?.toUpperCase()
      : undefined,
    offences: offencesOf(
      driver.additionalDriverPenaltyPointOffenceCount,
      driver.additionalDriverPenaltyPointOffences,
    ),
  };
}

export function toCarCoverData(values: CarCoverValues, today: Date = new Date()): CarCoverData {
  const claims = countOf(values.claimsCount, CAR_LIMITS.maxClaims) ?? 0;
  return {
    startDate: typedToIsoDate(values.policyStart, 'near', today) ?? values.policyStart,
    coverType: values.coverType as CarCoverType,
    claims: values.motorClaims.slice(0, claims).map((claim) => ({
      type: claim.claim_type as CarClaimType,
      status: claim.claim_status as CarClaimStatus,
      amountEuro: maskedEuroOf(claim.claim_amount) ?? 0,
    })),
    offences: offencesOf(
      values.mainDriverPenaltyPointOffenceCount,
      values.mainDriverPenaltyPointOffences,
    ),
    disqualifiedOrConvicted: values.mainDriverDisqualifiedOrConvicted === true,
    additionalDrivers: values.hasAdditionalDrivers
      ? values.additionalDrivers.map((driver) => toAdditionalDriverData(driver, today))
      : [],
  };
}

/** car-travel-payment.md 5 (Car): the car Your cover schema; its output is the clean data. */
export function carCoverSchema(rules: CarStartDateContext) {
  return carCoverValuesSchema
    .superRefine((values, context) => checkCarCover(values, context, rules))
    .transform((values): CarCoverData => toCarCoverData(values, rules.today));
}
export type CarCoverSchema = ReturnType<typeof carCoverSchema>;
