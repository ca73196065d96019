import { z } from 'zod';
import { isBlank, optionalText, report, type Problem } from '../fields/field-rules.js';
import {
  ANNUAL_KM_BAND_CODES,
  CAR_OWNED_PERIODS,
  CAR_USES,
  DRIVING_EXPERIENCE_TYPES,
  NO_CLAIMS_YEARS,
  type AnnualKmBand,
  type CarOwnedPeriod,
  type CarUse,
  type DrivingExperienceType,
  type NoClaimsYears,
} from './car-lists.js';
import { YOUR_CAR_MESSAGES as M } from './car-messages.js';
import { maskedEuroOf, vehicleValueProblem } from './car-rules.js';
import { parseRegistration, registrationProblem } from './registration.js';

/**
 * car-travel-payment.md 2, 3 and 5: the Your car card. The car is found by its registration (the
 * lookup fills the details, shown read-only) or, in a manual search, chosen from the catalogue by
 * make, model, year and version, which gives its ABI code. Choices are held as the controls hold
 * them ('' when nothing is chosen).
 */
export const yourCarValuesSchema = z.object({
  isManualSearch: z.boolean(),
  carReg: z.string(),
  /** The car's ABI insurance group (1-50) as the lookup gave it. */
  carRisk: z.string(),
  carMake: z.string(),
  carModel: z.string(),
  carYear: z.string(),
  carFuelType: z.string(),
  carEngineSize: z.string(),
  carVersion: z.string(),
  carABICode: z.string(),
  carPurchased: z.enum([...CAR_OWNED_PERIODS, '']),
  /** Whole euro, masked as typed ('15,000'). */
  vehicleValue: z.string(),
  carUsedForWork: z.enum([...CAR_USES, '']),
  annualKm: z.enum([...ANNUAL_KM_BAND_CODES, '']),
  drivingExpType: z.enum([...DRIVING_EXPERIENCE_TYPES, '']),
  noClaimsBonus: z.enum(['', ...NO_CLAIMS_YEARS.map(String)] as [string, ...string[]]),
});
export type YourCarValues = z.input<typeof yourCarValuesSchema>;

const MANUAL_FIELD_MESSAGES: Partial<Record<keyof YourCarValues, string>> = {
  carMake: M.makeRequired,
  carModel: M.modelRequired,
  carYear: M.yearRequired,
  carFuelType: M.fuelRequired,
  carEngineSize: M.engineRequired,
  carVersion: M.versionRequired,
  carABICode: M.abiCodeRequired,
};

/** car-travel-payment.md 5: registration unless manual search, and the lookup's answer. */
export function carIdentityProblems(
  values: YourCarValues,
): Partial<Record<keyof YourCarValues, string>> {
  if (values.isManualSearch) {
    const problems: Partial<Record<keyof YourCarValues, string>> = Object.fromEntries(
      Object.entries(MANUAL_FIELD_MESSAGES).filter(([field]) =>
        isBlank(values[field as keyof YourCarValues] as string),
      ),
    );
    // Decision 0028: the registration of a car found by make and model is given before buying.
    if (!isBlank(values.carReg)) {
      const problem = registrationProblem(values.carReg);
      if (problem) problems.carReg = problem;
    }
    return problems;
  }
  if (isBlank(values.carReg)) return { carReg: M.registrationRequired };
  const problem = registrationProblem(values.carReg);
  if (problem) return { carReg: problem };
  // car-travel-payment.md 2: a registration typed without a lookup's result.
  return isBlank(values.carABICode) ? { carReg: M.registrationLookupHint } : {};
}

function checkYourCar(values: YourCarValues, context: z.RefinementCtx): void {
  const at = (field: keyof YourCarValues, problem: Problem) => report(context, [field], problem);
  for (const [field, problem] of Object.entries(carIdentityProblems(values))) {
    at(field as keyof YourCarValues, problem);
  }
  at('carPurchased', values.carPurchased ? undefined : M.purchasedRequired);
  at('vehicleValue', vehicleValueProblem(maskedEuroOf(values.vehicleValue), values.vehicleValue));
  at('carUsedForWork', values.carUsedForWork ? undefined : M.useRequired);
  at('annualKm', values.annualKm ? undefined : M.annualKmRequired);
  at('drivingExpType', values.drivingExpType ? undefined : M.drivingExperienceRequired);
  at('noClaimsBonus', values.noClaimsBonus === '' ? M.noClaimsBonusRequired : undefined);
}

/** The car as the quote names it. */
export interface CarIdentity {
  /** Normalised (e.g. '191-D-12345'); absent for a manual search. */
  registration?: string;
  abiCode: string;
  make: string;
  model: string;
  year: number;
  fuelType: string;
  engineCc: number;
  version: string;
  /** The ABI insurance group, 1-50. */
  risk: number;
}

/** Your car once checked. */
export interface YourCarData {
  isManualSearch: boolean;
  car: CarIdentity;
  ownedPeriod: CarOwnedPeriod;
  valueEuro: number;
  use: CarUse;
  annualKm: AnnualKmBand;
  drivingExperienceType: DrivingExperienceType;
  noClaimsYears: NoClaimsYears;
}

export function toYourCarData(values: YourCarValues): YourCarData {
  return {
    isManualSearch: values.isManualSearch,
    car: {
      // A car found by make and model has the registration given before buying, if given yet.
      registration:
        parseRegistration(values.carReg)?.normalised ??
        (values.isManualSearch ? undefined : optionalText(values.carReg)),
      abiCode: values.carABICode.trim(),
      make: values.carMake.trim(),
      model: values.carModel.trim(),
      year: Number(values.carYear),
      fuelType: values.carFuelType.trim(),
      engineCc: Number(values.carEngineSize),
      version: values.carVersion.trim(),
      risk: Number(values.carRisk),
    },
    ownedPeriod: values.carPurchased as CarOwnedPeriod,
    valueEuro: maskedEuroOf(values.vehicleValue) ?? 0,
    use: values.carUsedForWork as CarUse,
    annualKm: values.annualKm as AnnualKmBand,
    drivingExperienceType: values.drivingExpType as DrivingExperienceType,
    noClaimsYears: Number(values.noClaimsBonus) as NoClaimsYears,
  };
}

/**
 * Decision 0028: a car found by make and model is quoted without its registration, which is
 * asked for before buying (the terms page): true until one in the Irish format is given.
 */
export function registrationNeededBeforeBuying(values: YourCarValues): boolean {
  return values.isManualSearch && parseRegistration(values.carReg) === null;
}

/** car-travel-payment.md 5 (Car): the Your car schema; its output is the clean data. */
export function yourCarSchema() {
  return yourCarValuesSchema
    .superRefine((values, context) => checkYourCar(values, context))
    .transform((values): YourCarData => toYourCarData(values));
}
export type YourCarSchema = ReturnType<typeof yourCarSchema>;
