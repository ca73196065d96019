/**
 * Car's mid-term changes (issue 43): the car (looked up by its registration, with its value), the
 * named drivers and the annual kilometres. The answers a change may alter, its shape on the wire,
 * its rules (the quote's own) and what it alters in words; the form and the API share all of them.
 * The car's make, model, version, fuel, size and ABI group are the vehicle catalogue's: the API
 * checks them against it, as it does a new quote's.
 */
import { z } from 'zod';
import { formatWholeEuro } from '../platform/money.js';
import { POLICY_CHANGE_MESSAGES } from '../policy-changes/change-messages.js';
import type { PolicyChangeLine } from '../policy-changes/change-schemas.js';
import { CAR_LIMITS } from './car-constants.js';
import {
  ANNUAL_KM_BANDS,
  ANNUAL_KM_BAND_CODES,
  CAR_OWNED_LABELS,
  RELATIONSHIP_LABELS,
} from './car-lists.js';
import { additionalDriverPayloadSchema, vehicleDetailsPayloadSchema } from './car-quote-payload.js';
import { additionalDriversProblems } from './car-quote-rules.js';
import { vehicleValueProblem } from './car-rules.js';
import { parseRegistration, policyRegistrationProblem } from './registration.js';

/** Ours: what only a change says. */
export const CAR_CHANGE_MESSAGES = {
  /** A change names its car by the registration the catalogue knows (no manual search online). */
  unknownRegistration:
    'We could not find a car with this registration. Please check it, or call us to change to this car.',
  /** The form's: a registration typed but not yet looked up names no car to price. */
  lookUpCar: 'Look up the car by its registration',
} as const;

/**
 * The insured car as the quote payload's vehicle details hold it, its registration required: the
 * certificate and the disc print it (decision 0028).
 */
export const carChangeVehicleSchema = vehicleDetailsPayloadSchema
  .pick({
    abi_code: true,
    make: true,
    model: true,
    year: true,
    version: true,
    fuel: true,
    cc: true,
    risk: true,
    value: true,
    // How long the customer has had the car rates it; another car asks again.
    years_owned_vehicle: true,
  })
  .extend({ registration: z.string().trim().max(20) });
export type CarChangeVehicle = z.infer<typeof carChangeVehicleSchema>;

const additionalDrivers = z
  .array(additionalDriverPayloadSchema)
  .max(CAR_LIMITS.maxAdditionalDrivers);

/** A car policy's answers that a change may alter, as its current version stands. */
export const carChangeableAnswersSchema = z.object({
  vehicle: carChangeVehicleSchema,
  km_per_year: z.enum(ANNUAL_KM_BAND_CODES),
  additional_drivers: additionalDrivers,
});
export type CarChangeableAnswers = z.infer<typeof carChangeableAnswersSchema>;

/** The change asked for: only what is given changes. */
export const carPolicyChangeSchema = z.strictObject({
  /** The car as it will stand: another car, or the same car at another value. */
  vehicle: z.strictObject(carChangeVehicleSchema.shape).optional(),
  km_per_year: z.enum(ANNUAL_KM_BAND_CODES).optional(),
  /** The whole list as it will stand (a driver added or removed), in driver order from 2. */
  additional_drivers: additionalDrivers.optional(),
});
export type CarPolicyChange = z.infer<typeof carPolicyChangeSchema>;

/** The answers as the change will leave them. */
export function applyCarChange(
  current: CarChangeableAnswers,
  change: CarPolicyChange,
): CarChangeableAnswers {
  const vehicle = change.vehicle && {
    ...change.vehicle,
    // In its one written form (the certificate's), however it was typed.
    registration:
      parseRegistration(change.vehicle.registration)?.normalised ?? change.vehicle.registration,
  };
  return {
    vehicle: vehicle ?? current.vehicle,
    km_per_year: change.km_per_year ?? current.km_per_year,
    additional_drivers: change.additional_drivers ?? current.additional_drivers,
  };
}

/** The car in words, as the certificate names it: year, make, model, version and registration. */
export const carInWords = (vehicle: CarChangeVehicle) =>
  `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.version} (${vehicle.registration})`;

const driversInWords = (drivers: CarChangeableAnswers['additional_drivers']) =>
  drivers.length === 0
    ? 'None'
    : drivers
        .map(
          (driver) =>
            `${driver.first_name} ${driver.last_name} (${RELATIONSHIP_LABELS[driver.relationship_to_proposer]})`,
        )
        .join('; ');

/** The same driver, every answer alike (the order of its fields aside). */
const sameDrivers = (
  before: CarChangeableAnswers['additional_drivers'],
  after: CarChangeableAnswers['additional_drivers'],
) => {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, field]) => field !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, field]) => [key, sorted(field)]),
          )
        : value;
  return JSON.stringify(sorted(before)) === JSON.stringify(sorted(after));
};

const kmInWords = (code: CarChangeableAnswers['km_per_year']) =>
  ANNUAL_KM_BANDS.find((band) => band.code === code)?.label ?? code;

/** What the change alters, in words; empty when it alters nothing. */
export function carChangeLines(
  before: CarChangeableAnswers,
  after: CarChangeableAnswers,
): PolicyChangeLine[] {
  const lines: PolicyChangeLine[] = [];
  if (carInWords(before.vehicle) !== carInWords(after.vehicle)) {
    lines.push({
      label: 'Car',
      before: carInWords(before.vehicle),
      after: carInWords(after.vehicle),
    });
  }
  if (before.vehicle.years_owned_vehicle !== after.vehicle.years_owned_vehicle) {
    lines.push({
      label: 'Had the car for',
      before: CAR_OWNED_LABELS[before.vehicle.years_owned_vehicle],
      after: CAR_OWNED_LABELS[after.vehicle.years_owned_vehicle],
    });
  }
  if (before.vehicle.value !== after.vehicle.value) {
    lines.push({
      label: 'Car value',
      before: formatWholeEuro(before.vehicle.value * 100),
      after: formatWholeEuro(after.vehicle.value * 100),
    });
  }
  if (!sameDrivers(before.additional_drivers, after.additional_drivers)) {
    lines.push({
      label: 'Named drivers',
      before: driversInWords(before.additional_drivers),
      after: driversInWords(after.additional_drivers),
    });
  }
  if (before.km_per_year !== after.km_per_year) {
    lines.push({
      label: 'Kilometres a year',
      before: kmInWords(before.km_per_year),
      after: kmInWords(after.km_per_year),
    });
  }
  return lines;
}

/**
 * What is wrong with a change, by field (the quote's own rules and messages): the car's
 * registration and value, every named driver's answers, and a change that alters nothing.
 */
export function carChangeProblems(
  current: CarChangeableAnswers,
  change: CarPolicyChange,
  today: Date,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (change.vehicle) {
    const registration = policyRegistrationProblem(change.vehicle.registration);
    if (registration) problems['vehicle.registration'] = registration;
    const value = vehicleValueProblem(change.vehicle.value);
    if (value) problems['vehicle.value'] = value;
  }
  if (change.additional_drivers) {
    for (const [path, messages] of Object.entries(
      additionalDriversProblems(change.additional_drivers, today),
    )) {
      problems[path] = messages[0]!;
    }
  }
  if (
    Object.keys(problems).length === 0 &&
    carChangeLines(current, applyCarChange(current, change)).length === 0
  ) {
    problems.change = POLICY_CHANGE_MESSAGES.nothingChanged;
  }
  return problems;
}
