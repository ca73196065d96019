import { z } from 'zod';
import {
  HOME_COVER_TYPES,
  MAIN_RESIDENCE_COVER_TYPES,
  TENANT_TYPES,
  type HomeCoverType,
  type TenantType,
} from './cover-types.js';
import { parseTypedDate, typedToIsoDate } from '../dates/typed-date.js';
import {
  asksReroofed,
  asksRewired,
  choiceProblem,
  claimDateProblem,
  occupancyProblems,
  renovationProblems,
  yearBuiltProblem,
} from './home-answer-rules.js';
import {
  isBlank,
  report,
  selectedNumberOf,
  wholeEuroOf,
  type Problem,
} from '../fields/field-rules.js';
import {
  ALARM_TYPES,
  CLAIMS_COUNTS,
  CLAIM_LOCATIONS,
  CLAIM_TYPES,
  CLAIM_STATUSES,
  HEATING_SOURCES,
  HOME_TYPES,
  NO_CLAIM_YEARS,
  ROOM_AND_TENANT_COUNTS,
  SMOKE_DETECTOR_COUNTS,
  type AlarmType,
  type ClaimLocation,
  type ClaimStatus,
  type ClaimType,
  type HeatingSource,
  type HomeType,
} from './home-lists.js';
import { YOUR_HOME_MESSAGES } from './home-messages.js';
import { claimBlockCount, EMPTY_CLAIM, yearOf } from './your-home-values.js';

const M = YOUR_HOME_MESSAGES;

const yesNoSchema = z.boolean().nullable();

/**
 * A claim as the form holds it. The claim date is typed DD/MM/YYYY like every other home date and
 * sent YYYY-MM-DD; the amount is money text, commas allowed.
 */
export const claimValuesSchema = z.object({
  claim_type: z.string(),
  claim_date: z.string(),
  claim_status: z.enum([...CLAIM_STATUSES, ''], { error: M.claimStatusRequired }),
  occurred_at: z.enum([...CLAIM_LOCATIONS, ''], { error: M.claimLocationRequired }),
  claim_amount: z.string(),
});
export type ClaimValues = z.input<typeof claimValuesSchema>;

const yourHomeValuesSchema = z.object({
  coverType: z.enum([...HOME_COVER_TYPES, ''], { error: M.coverTypeRequired }),
  privateLiving: yesNoSchema,
  isFamilyUnit: yesNoSchema,
  numTenants: z.string(),
  tenantType: z.enum([...TENANT_TYPES, ''], { error: M.occupancyRequired }),
  occupiedAtNight: yesNoSchema,
  tenancyAgreement: yesNoSchema,
  isInUse: yesNoSchema,
  holidayHomeIsRented: yesNoSchema,
  isLetMoreThan5PerYear: yesNoSchema,
  occupiedByMember: yesNoSchema,
  homeType: z.enum([...HOME_TYPES, ''], { error: M.homeTypeRequired }),
  yearOfConstruction: z.string(),
  hasBeenRewired: yesNoSchema,
  hasBeenReroofed: yesNoSchema,
  numBedrooms: z.string(),
  numBathrooms: z.string(),
  heatingSource: z.enum([...HEATING_SOURCES, ''], { error: M.heatingRequired }),
  alarmType: z.enum([...ALARM_TYPES, ''], { error: M.alarmRequired }),
  numberOfSmokeDetectors: z.string(),
  neighbourhoodWatch: yesNoSchema,
  claimsValue: yesNoSchema,
  claimsCount: z.string(),
  claims: z.array(claimValuesSchema),
  noClaimYears: z.string(),
});
export type YourHomeValues = z.input<typeof yourHomeValuesSchema>;

const answered = (value: boolean | null, message: string): Problem =>
  value === null ? message : undefined;

function yearProblem(value: string, today: Date): Problem {
  if (isBlank(value)) return M.yearRequired;
  const year = yearOf(value);
  return year === undefined ? M.yearInvalid : yearBuiltProblem(year, today);
}

function claimDateTextProblem(value: string, today: Date): Problem {
  if (isBlank(value)) return M.claimDateRequired;
  const date = parseTypedDate(value, 'past', today);
  return date ? claimDateProblem(date, today) : M.claimDateInvalid;
}

function claimAmountProblem(value: string): Problem {
  if (isBlank(value)) return M.claimAmountRequired;
  return wholeEuroOf(value) === undefined ? M.claimAmountInvalid : undefined;
}

function checkClaim(
  claim: ClaimValues,
  context: z.RefinementCtx,
  index: number,
  today: Date,
): void {
  const at = (field: keyof ClaimValues, problem: Problem) =>
    report(context, ['claims', index, field], problem);
  at(
    'claim_type',
    (CLAIM_TYPES as readonly string[]).includes(claim.claim_type) ? undefined : M.claimTypeRequired,
  );
  at('claim_date', claimDateTextProblem(claim.claim_date, today));
  at('claim_status', claim.claim_status ? undefined : M.claimStatusRequired);
  if (claim.claim_status === 'Settled') at('claim_amount', claimAmountProblem(claim.claim_amount));
  at('occurred_at', claim.occurred_at ? undefined : M.claimLocationRequired);
}

function checkOccupancy(values: YourHomeValues, context: z.RefinementCtx): void {
  if (!values.coverType) return;
  const problems = occupancyProblems({ ...values, coverType: values.coverType });
  for (const [field, problem] of Object.entries(problems)) report(context, [field], problem);
}

function checkYourHome(values: YourHomeValues, context: z.RefinementCtx, today: Date): void {
  const at = (field: keyof YourHomeValues, problem: Problem) => report(context, [field], problem);

  at('coverType', values.coverType ? undefined : M.coverTypeRequired);
  checkOccupancy(values, context);
  at('homeType', values.homeType ? undefined : M.homeTypeRequired);

  const yearProblemFound = yearProblem(values.yearOfConstruction, today);
  at('yearOfConstruction', yearProblemFound);
  const year = yearProblemFound ? undefined : yearOf(values.yearOfConstruction);
  if (year !== undefined) {
    const renovation = renovationProblems(year, values);
    at('hasBeenRewired', renovation.hasBeenRewired);
    at('hasBeenReroofed', renovation.hasBeenReroofed);
  }

  at('numBedrooms', choiceProblem(values.numBedrooms, ROOM_AND_TENANT_COUNTS, M.bedroomsRequired));
  at(
    'numBathrooms',
    choiceProblem(values.numBathrooms, ROOM_AND_TENANT_COUNTS, M.bathroomsRequired),
  );
  at('heatingSource', values.heatingSource ? undefined : M.heatingRequired);
  at('alarmType', values.alarmType ? undefined : M.alarmRequired);
  at(
    'numberOfSmokeDetectors',
    choiceProblem(values.numberOfSmokeDetectors, SMOKE_DETECTOR_COUNTS, M.smokeDetectorsRequired),
  );

  at('claimsValue', answered(values.claimsValue, M.claimsRequired));
  if (values.claimsValue) {
    const countProblem = choiceProblem(values.claimsCount, CLAIMS_COUNTS, M.claimsCountRequired);
    at('claimsCount', countProblem);
    if (!countProblem) {
      const blocks = claimBlockCount(selectedNumberOf(values.claimsCount));
      for (let index = 0; index < blocks; index += 1) {
        checkClaim(values.claims[index] ?? EMPTY_CLAIM, context, index, today);
      }
    }
  }
  at('noClaimYears', choiceProblem(values.noClaimYears, NO_CLAIM_YEARS, M.noClaimYearsRequired));
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

export interface Claim {
  claim_type: ClaimType;
  /** YYYY-MM-DD. */
  claim_date: string;
  claim_status: ClaimStatus;
  occurred_at: ClaimLocation;
  /** Whole euro, only for a settled claim. */
  claim_amount?: number;
}

/**
 * Your home once checked: numbers as numbers, and each conditional answer present only when its
 * question is asked for these answers.
 */
export interface YourHomeData {
  coverType: HomeCoverType;
  privateLiving?: boolean;
  isFamilyUnit?: boolean;
  tenantType?: TenantType;
  numTenants?: number;
  occupiedAtNight?: boolean;
  tenancyAgreement?: boolean;
  isInUse?: boolean;
  holidayHomeIsRented?: boolean;
  isLetMoreThan5PerYear?: boolean;
  occupiedByMember?: boolean;
  homeType: HomeType;
  yearOfConstruction: number;
  hasBeenRewired?: boolean;
  hasBeenReroofed?: boolean;
  numBedrooms: number;
  numBathrooms: number;
  heatingSource: HeatingSource;
  alarmType: AlarmType;
  numberOfSmokeDetectors: number;
  neighbourhoodWatch?: boolean;
  claimsValue: boolean;
  /** 0 without claims. */
  claimsCount: number;
  claims: Claim[];
  /** -1 means no previous insurance. */
  noClaimYears: number;
}

const asked = (condition: boolean, value: boolean | null) =>
  condition && value !== null ? value : undefined;

function toClaim(claim: ClaimValues, today: Date): Claim {
  const settled = claim.claim_status === 'Settled';
  return {
    claim_type: claim.claim_type as ClaimType,
    claim_date: typedToIsoDate(claim.claim_date, 'past', today) ?? claim.claim_date,
    claim_status: claim.claim_status as ClaimStatus,
    occurred_at: claim.occurred_at as ClaimLocation,
    claim_amount: settled ? wholeEuroOf(claim.claim_amount) : undefined,
  };
}

/** The clean Your home data of values that passed the schema (the schema's own transform). */
export function toYourHomeData(values: YourHomeValues, today: Date = new Date()): YourHomeData {
  const coverType = values.coverType as HomeCoverType;
  const rentsOut = coverType === 'ownRent';
  const holiday = coverType === 'ownHoliday';
  const asksTenants = rentsOut && values.isFamilyUnit === false;
  const tenantType = asksTenants && values.tenantType ? values.tenantType : undefined;
  const year = yearOf(values.yearOfConstruction) ?? 0;
  const claimsCount = values.claimsValue ? (selectedNumberOf(values.claimsCount) ?? 0) : 0;
  return {
    coverType,
    privateLiving: asked(rentsOut, values.privateLiving),
    isFamilyUnit: asked(rentsOut, values.isFamilyUnit),
    tenantType,
    numTenants: tenantType === 'NonStudents' ? selectedNumberOf(values.numTenants) : undefined,
    occupiedAtNight: asked(rentsOut, values.occupiedAtNight),
    tenancyAgreement: asked(rentsOut, values.tenancyAgreement),
    isInUse: asked(holiday, values.isInUse),
    holidayHomeIsRented: asked(holiday, values.holidayHomeIsRented),
    isLetMoreThan5PerYear: asked(
      holiday && values.holidayHomeIsRented === true,
      values.isLetMoreThan5PerYear,
    ),
    occupiedByMember: asked(
      MAIN_RESIDENCE_COVER_TYPES.includes(coverType),
      values.occupiedByMember,
    ),
    homeType: values.homeType as HomeType,
    yearOfConstruction: year,
    hasBeenRewired: asked(asksRewired(year), values.hasBeenRewired),
    hasBeenReroofed: asked(asksReroofed(year), values.hasBeenReroofed),
    numBedrooms: selectedNumberOf(values.numBedrooms) ?? 0,
    numBathrooms: selectedNumberOf(values.numBathrooms) ?? 0,
    heatingSource: values.heatingSource as HeatingSource,
    alarmType: values.alarmType as AlarmType,
    numberOfSmokeDetectors: selectedNumberOf(values.numberOfSmokeDetectors) ?? 0,
    neighbourhoodWatch: values.neighbourhoodWatch ?? undefined,
    claimsValue: values.claimsValue === true,
    claimsCount,
    claims: values.claims
      .slice(0, claimBlockCount(claimsCount))
      .map((claim) => toClaim(claim, today)),
    noClaimYears: selectedNumberOf(values.noClaimYears) ?? 0,
  };
}

export interface YourHomeContext {
  /** The day the year built and claim dates must not be after. */
  today: Date;
}

/** home.md 5 (Your home): the form's schema; its output is the clean data. */
export function yourHomeSchema({ today }: YourHomeContext) {
  return yourHomeValuesSchema
    .superRefine((values, context) => checkYourHome(values, context, today))
    .transform((values): YourHomeData => toYourHomeData(values, today));
}
export type YourHomeSchema = ReturnType<typeof yourHomeSchema>;
