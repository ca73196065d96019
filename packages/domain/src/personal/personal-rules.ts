import type { AddressFields } from '../address/display-address.js';
import { isEircode } from '../address/eircode.js';
import { isBlank, type Problem } from '../fields/field-rules.js';
import { personNameProblem } from '../person/person-name.js';
import {
  EMPLOYMENT_STATUSES_BY_TYPE,
  OCCUPATION_REQUIRED_STATUSES,
  OCCUPATION_SHOWN_STATUSES,
  PASSED_TEST_LICENCE_TYPES,
  PERSONAL_FIELD_LENGTHS,
  YEARS_HELD_LIMITS,
  isHealthProviderId,
  isOccupationCode,
  type CoverAbroadAnswer,
  type LicenceType,
  type PersonalInsuranceType,
} from './personal-lists.js';
import { PERSONAL_MESSAGES as M } from './personal-messages.js';

/*
 * car-travel-payment.md 5 (Personal), each rule once: the About you form calls them on what the
 * customer typed, and the server calls them on the quote payload. Each gives the first problem of
 * a value, or nothing when it passes.
 */

/**
 * A first name or surname of the car and travel forms: the one rule for a person's name (the car
 * pattern: letters with their accents, spaces, full stops, apostrophes and hyphens, 2 to 50
 * characters; docs/decisions/0009-irish-names.md) in the car and travel words.
 */
export function personalNameProblem(value: string, requiredMessage: string): Problem {
  return personNameProblem(value, {
    required: requiredMessage,
    characters: M.nameCharacters,
    tooShort: M.nameTooShort,
    tooLong: M.nameTooLong,
  });
}

function lengthProblem(text: string, min: number | undefined, max: number): Problem {
  if (min !== undefined && text.length < min) return M.addressPartTooShort;
  return text.length > max ? M.addressPartTooLong : undefined;
}

const { min: PART_MIN, max: PART_MAX } = PERSONAL_FIELD_LENGTHS.addressPart;

export type PersonalAddressProblems = Partial<Record<keyof AddressFields, string>>;

/**
 * car-travel-payment.md 5: line 1 and county required; line 2 and town 2 to 50 when given; line 3
 * at most 50; an Eircode, when given, a real one. Line 1 and county are held to 50 too, the
 * length every other part has.
 */
export function personalAddressProblems(address: Partial<AddressFields>): PersonalAddressProblems {
  const text = (value: string | undefined) => (value ?? '').trim();
  const problems: PersonalAddressProblems = {};
  const set = (field: keyof AddressFields, problem: Problem) => {
    if (problem) problems[field] = problem;
  };
  const line1 = text(address.addressLine1);
  set('addressLine1', line1 ? lengthProblem(line1, undefined, PART_MAX) : M.addressLineRequired);
  const line2 = text(address.addressLine2);
  if (line2) set('addressLine2', lengthProblem(line2, PART_MIN, PART_MAX));
  const line3 = text(address.addressLine3);
  if (line3) set('addressLine3', lengthProblem(line3, undefined, PART_MAX));
  const town = text(address.town);
  if (town) set('town', lengthProblem(town, PART_MIN, PART_MAX));
  const county = text(address.county);
  set('county', county ? lengthProblem(county, undefined, PART_MAX) : M.countyRequired);
  const eircode = text(address.eircode);
  if (eircode && !isEircode(eircode)) set('eircode', M.eircodeInvalid);
  return problems;
}

/** car-travel-payment.md 5: an employment status of the product's list, required. */
export function employmentStatusProblem(
  insuranceType: PersonalInsuranceType,
  status: string | undefined,
): Problem {
  return status && EMPLOYMENT_STATUSES_BY_TYPE[insuranceType].includes(status)
    ? undefined
    : M.employmentStatusRequired;
}

/** car-travel-payment.md 4: the occupation is asked for employed, self-employed or unemployed. */
export function asksOccupation(insuranceType: PersonalInsuranceType, status: string): boolean {
  return OCCUPATION_SHOWN_STATUSES[insuranceType].includes(status);
}

/**
 * car-travel-payment.md 5: an occupation from the list, required for employed or self-employed;
 * when asked but optional (unemployed) it is still one of the list when given.
 */
export function occupationProblem(
  insuranceType: PersonalInsuranceType,
  status: string,
  occupation: string | undefined,
): Problem {
  if (!asksOccupation(insuranceType, status)) return undefined;
  if (isBlank(occupation)) {
    return OCCUPATION_REQUIRED_STATUSES[insuranceType].includes(status)
      ? M.occupationRequired
      : undefined;
  }
  return isOccupationCode(occupation) ? undefined : M.occupationRequired;
}

/** car-travel-payment.md 4: the passed-test question follows a full Irish or UK licence. */
export function asksPassedTest(licenceType: LicenceType | '' | undefined): boolean {
  return (
    licenceType !== undefined &&
    licenceType !== '' &&
    PASSED_TEST_LICENCE_TYPES.includes(licenceType)
  );
}

/** car-travel-payment.md 5: years held, a whole number from 0 to 100, required. */
export function yearsHeldProblem(value: string): Problem {
  const text = value.trim();
  if (!text) return M.yearsHeldRequired;
  if (!/^-?\d+$/.test(text)) return M.yearsHeldWhole;
  const years = Number(text);
  if (years < YEARS_HELD_LIMITS.min) return M.yearsHeldTooSmall;
  return years > YEARS_HELD_LIMITS.max ? M.yearsHeldTooLarge : undefined;
}

/** car-travel-payment.md 5: with health cover abroad, a provider of the list is required. */
export function healthProviderProblem(
  coverAbroad: CoverAbroadAnswer | '',
  providerId: number | undefined,
): Problem {
  if (coverAbroad === '') return M.coverAbroadRequired;
  if (coverAbroad === 'no') return undefined;
  return isHealthProviderId(providerId) ? undefined : M.providerRequired;
}
