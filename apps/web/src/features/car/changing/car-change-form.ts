import {
  ANNUAL_KM_BAND_CODES,
  CAR_CHANGE_MESSAGES,
  CAR_OWNED_PERIODS,
  EMPTY_ADDITIONAL_DRIVER,
  MAIN_DRIVER_ORDER,
  additionalDriverPayloadOf,
  additionalDriverValuesProblems,
  carChangeProblems,
  carChangeableAnswersSchema,
  carInWords,
  groupThousands,
  maskedEuroOf,
  parseRegistration,
  registrationProblem,
  toAdditionalDriverData,
  vehicleValueProblem,
  YOUR_CAR_MESSAGES,
  type AdditionalDriverPayload,
  type AdditionalDriverValues,
  type AnnualKmBand,
  type CarChangeVehicle,
  type CarChangeableAnswers,
  type CarOwnedPeriod,
  type CarPolicyChange,
  type VehicleDetails,
} from '@wallet/domain';
import type { ChangeProblems } from '../../../lib/policy-change-form';
import type { SummaryError } from '../../../ui/error-summary';

/** The catalogue's car, without its value: what the registration lookup finds. */
export type FoundCar = Omit<CarChangeVehicle, 'value' | 'years_owned_vehicle'>;

/**
 * A named driver of the form: one the policy names (kept as it stands, or removed), or one being
 * added, as typed in the quote's driver questions. `key` keeps a row's fields when one above goes.
 */
export type DriverDraft =
  { key: number; kept: AdditionalDriverPayload } | { key: number; typed: AdditionalDriverValues };

/** Car's change form as typed. */
export type CarChangeDraft = {
  registration: string;
  /** The car looked up for the registration (the policy's own car to start with). */
  found: FoundCar | null;
  /** Why the last lookup found no car; cleared by typing. */
  lookupProblem: string | null;
  /** Whole euro, grouped as typed. */
  value: string;
  /** How long the customer has had the car: asked again, blank, for another car. */
  ownedPeriod: string;
  kmPerYear: AnnualKmBand;
  drivers: DriverDraft[];
};

/** A driver's payload field as the API names it, from the quote card's field name. */
const DRIVER_FIELDS: Record<string, string> = {
  title: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  dob: 'date_of_birth',
  relationshipToProposer: 'relationship_to_proposer',
  driversLicenseType: 'license_type',
  lastFiveYearsExperience: 'driving_experience',
  yearsHeld: 'license_years',
  employmentStatus: 'employment_status',
  mainOccupation: 'occupation',
  additionalDriverPenaltyPointOffenceCount: 'penalty_count',
  additionalDriverPenaltyPointOffences: 'penalty_details',
  offence: 'offence',
  penaltyPoints: 'penalty_points',
};

/** 'additionalDriverPenaltyPointOffences.0.penaltyPoints' -> 'penalty_details.0.penalty_points'. */
export const driverFieldOf = (cardPath: string) =>
  cardPath
    .split('.')
    .map((part) => DRIVER_FIELDS[part] ?? part)
    .join('.');

/** The form's field ids, which the error summary links to. */
export const CAR_CHANGE_FIELD_IDS = {
  registration: 'change-car-registration',
  value: 'change-car-value',
  ownedPeriod: 'change-car-owned-period',
  kmPerYear: 'change-car-km',
  addDriver: 'change-add-driver',
  driverField: (key: number, field: string) => `change-driver-${key}-${field.replace(/\./g, '-')}`,
} as const;
const IDS = CAR_CHANGE_FIELD_IDS;

let nextDriverKey = 0;
/** A new key for a driver row: unique for the page's life. */
export const newDriverKey = () => (nextDriverKey += 1);

export const newDriverDraft = (): DriverDraft => ({
  key: newDriverKey(),
  typed: { ...EMPTY_ADDITIONAL_DRIVER },
});

export function readCarAnswers(answers: Record<string, unknown>): CarChangeableAnswers | null {
  const parsed = carChangeableAnswersSchema.safeParse(answers);
  return parsed.success ? parsed.data : null;
}

const foundOf = ({
  value: _value,
  years_owned_vehicle: _owned,
  ...car
}: CarChangeVehicle): FoundCar => car;

/** The lookup's answer as the form keeps it, for the registration typed. */
export const foundCarOf = (registration: string, vehicle: VehicleDetails): FoundCar => ({
  registration: parseRegistration(registration)?.normalised ?? registration.trim(),
  abi_code: vehicle.abi_code,
  make: vehicle.make,
  model: vehicle.model,
  year: vehicle.year_manufacture,
  version: vehicle.version,
  fuel: vehicle.fuel_type,
  cc: vehicle.engine_cc,
  risk: vehicle.risk,
});

/** The form as the policy stands. */
export function carDraftOf(answers: CarChangeableAnswers): CarChangeDraft {
  return {
    registration: answers.vehicle.registration,
    found: foundOf(answers.vehicle),
    lookupProblem: null,
    value: groupThousands(String(answers.vehicle.value)),
    ownedPeriod: answers.vehicle.years_owned_vehicle,
    kmPerYear: answers.km_per_year,
    drivers: answers.additional_drivers.map((kept) => ({ key: newDriverKey(), kept })),
  };
}

/** The registration as typed, edited: the policy's own car again when it is its registration. */
export function withRegistration(
  answers: CarChangeableAnswers,
  draft: CarChangeDraft,
  registration: string,
): CarChangeDraft {
  const normalised = parseRegistration(registration)?.normalised;
  const ownCar = normalised === answers.vehicle.registration;
  return {
    ...draft,
    registration,
    lookupProblem: null,
    found: ownCar ? foundOf(answers.vehicle) : null,
    // Another car is asked about afresh; the policy's own keeps its answer.
    ownedPeriod: ownCar
      ? answers.vehicle.years_owned_vehicle
      : draft.found?.registration === answers.vehicle.registration
        ? ''
        : draft.ownedPeriod,
  };
}

const isOwnedPeriod = (value: string): value is CarOwnedPeriod =>
  (CAR_OWNED_PERIODS as readonly string[]).includes(value);

const isKmBand = (value: string): value is AnnualKmBand =>
  (ANNUAL_KM_BAND_CODES as readonly string[]).includes(value);

/** A kept driver at its place in the list as it will stand: its order and its offences'. */
function inPlace(driver: AdditionalDriverPayload, index: number): AdditionalDriverPayload {
  const order = MAIN_DRIVER_ORDER + 1 + index;
  return {
    ...driver,
    driver_order: order,
    penalty_details: driver.penalty_details.map((detail) => ({ ...detail, driver_order: order })),
  };
}

/** The car the draft names, or what is wrong with it, by the API's keys. */
function carOf(
  draft: CarChangeDraft,
  today: Date,
): { car: CarChangeVehicle | null; problems: ChangeProblems } {
  const problems: ChangeProblems = {};
  const normalised = parseRegistration(draft.registration)?.normalised;
  const registration =
    registrationProblem(draft.registration, today) ??
    (draft.lookupProblem ||
      (!draft.found || draft.found.registration !== normalised
        ? CAR_CHANGE_MESSAGES.lookUpCar
        : undefined));
  if (registration) problems['vehicle.registration'] = registration;
  const euro = maskedEuroOf(draft.value);
  const value = vehicleValueProblem(euro, draft.value);
  if (value) problems['vehicle.value'] = value;
  if (!isOwnedPeriod(draft.ownedPeriod)) {
    problems['vehicle.years_owned_vehicle'] = YOUR_CAR_MESSAGES.purchasedRequired;
  }
  const car =
    Object.keys(problems).length === 0 && draft.found && isOwnedPeriod(draft.ownedPeriod)
      ? { ...draft.found, value: euro!, years_owned_vehicle: draft.ownedPeriod }
      : null;
  return { car, problems };
}

/**
 * The change the draft asks for, only what differs from the policy as it stands, and what is
 * wrong with it: a new driver's answers by the quote card's rules, the car's registration and
 * value by the quote's, then the change as the API checks it (the domain's carChangeProblems).
 */
export function carChangeOf(
  answers: CarChangeableAnswers,
  draft: CarChangeDraft,
  today: Date = new Date(),
): { change: CarPolicyChange; problems: ChangeProblems } {
  const change: CarPolicyChange = {};
  const formProblems: ChangeProblems = {};

  const { car, problems: carProblems } = carOf(draft, today);
  Object.assign(formProblems, carProblems);
  const asIs = (vehicle: CarChangeVehicle) =>
    `${carInWords(vehicle)}|${vehicle.value}|${vehicle.years_owned_vehicle}`;
  if (car && asIs(car) !== asIs(answers.vehicle)) {
    change.vehicle = car;
  }

  if (isKmBand(draft.kmPerYear) && draft.kmPerYear !== answers.km_per_year) {
    change.km_per_year = draft.kmPerYear;
  }

  let driversTyped = true;
  const drivers = draft.drivers.map((driver, index) => {
    if ('kept' in driver) return inPlace(driver.kept, index);
    const problems = additionalDriverValuesProblems(driver.typed, today);
    for (const [path, message] of Object.entries(problems)) {
      formProblems[`additional_drivers.${index}.${driverFieldOf(path)}`] = message;
    }
    if (Object.keys(problems).length > 0) driversTyped = false;
    return additionalDriverPayloadOf(toAdditionalDriverData(driver.typed, today), index);
  });
  if (driversTyped && JSON.stringify(drivers) !== JSON.stringify(answers.additional_drivers)) {
    change.additional_drivers = drivers;
  }

  const problems = carChangeProblems(answers, change, today);
  // Nothing to price yet is not the customer's problem while a field still says what is wrong.
  if (Object.keys(formProblems).length > 0) delete problems.change;
  return { change, problems: { ...problems, ...formProblems } };
}

/** The index and field of a driver's problem key ('additional_drivers.1.first_name'). */
function driverKeyOf(key: string): { index: number; field: string } | null {
  const match = /^additional_drivers\.(\d+)\.(.+)$/.exec(key);
  return match ? { index: Number(match[1]), field: match[2]! } : null;
}

/** The car's answers with fields of their own; the catalogue's are the registration's. */
const OWN_FIELDS = new Set(['vehicle.value', 'vehicle.years_owned_vehicle']);

/** The summary's lines for car's own fields, in the form's order, each linked to its field. */
export function carSummaryOf(draft: CarChangeDraft, problems: ChangeProblems): SummaryError[] {
  const lines: SummaryError[] = [];
  for (const [key, message] of Object.entries(problems)) {
    // The catalogue's answers on the car are the registration's.
    if (key.startsWith('vehicle.') && !OWN_FIELDS.has(key)) {
      lines.push({ fieldId: IDS.registration, message });
    }
  }
  if (problems['vehicle.value']) {
    lines.push({ fieldId: IDS.value, message: problems['vehicle.value'] });
  }
  if (problems['vehicle.years_owned_vehicle']) {
    lines.push({ fieldId: IDS.ownedPeriod, message: problems['vehicle.years_owned_vehicle'] });
  }
  if (problems.km_per_year) lines.push({ fieldId: IDS.kmPerYear, message: problems.km_per_year });
  draft.drivers.forEach((driver, index) => {
    for (const [key, message] of Object.entries(problems)) {
      const at = driverKeyOf(key);
      if (!at || at.index !== index) continue;
      lines.push(
        'typed' in driver
          ? { fieldId: IDS.driverField(driver.key, at.field), message }
          : { message },
      );
    }
  });
  return lines;
}

export const carShowsProblem = (key: string) =>
  key.startsWith('vehicle.') || key === 'km_per_year' || key.startsWith('additional_drivers.');
