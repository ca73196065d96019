import type { AddressFields } from '../address/display-address.js';
import { ADDRESS_PAYLOAD_FIELDS, addressFieldsOf } from '../address/display-address.js';
import { parseIsoDate } from '../dates/calendar-date.js';
import { DATE_OF_BIRTH_MESSAGES } from '../person/person-messages.js';
import { birthDateProblem } from '../person/birth-date-rules.js';
import { emailProblem, phoneProblem } from '../person/contact-rules.js';
import type { Problem } from '../fields/field-rules.js';
import { PERSONAL_MESSAGES } from '../personal/personal-messages.js';
import {
  asksOccupation,
  asksPassedTest,
  employmentStatusProblem,
  occupationProblem,
  personalAddressProblems,
  personalNameProblem,
  yearsHeldProblem,
} from '../personal/personal-rules.js';
import type { QuoteAddressPayload as AddressPayload } from '../address/quote-address-payload.js';
import { ADDITIONAL_DRIVER_MESSAGES, CAR_COVER_MESSAGES } from './car-messages.js';
import { additionalDriverOccupationOf } from './car-quote-mapping.js';
import {
  LICENCE_ISSUE_COUNTRIES,
  MAIN_DRIVER_ORDER,
  type AdditionalDriverPayload,
  type CarQuoteRequest,
  type PenaltyDetailPayload,
} from './car-quote-payload.js';
import {
  carStartDateProblem,
  driverBirthDateProblem,
  offeredCarExtras,
  penaltyPointsProblem,
  vehicleValueProblem,
  type CarStartDateContext,
} from './car-rules.js';
import { registrationProblem } from './registration.js';

/*
 * car-travel-payment.md 5 on the motor quote payload: the server refuses what the forms refuse,
 * with the same rule functions and messages, and checks what it can work out itself (the licence's
 * country, the driver orders, the extras a level offers) against what was sent. Field errors are
 * keyed by the request's path.
 */

/** Ours: the spec has no message for answers the forms never send. */
export const CAR_QUOTE_RULE_MESSAGES = {
  derivedDiffers: (field: string, derived: string) =>
    `For these answers the ${field} is ${derived}.`,
  passedTestNotAsked: 'The driving test question is asked for full Irish and UK licences only.',
  extraNotOffered: 'This extra is not offered for this cover.',
  extraTwice: 'Choose each extra once.',
  occupationCode: 'This occupation does not go with this employment status.',
  occupationNotAsked: 'An occupation is asked only of the employed, self-employed or unemployed.',
} as const;

export type CarQuoteFieldErrors = Record<string, string[]>;

export type CarQuoteRuleContext = CarStartDateContext;

const QUOTE = 'motor_quote';
const DRIVER = `${QUOTE}.main_driver`;
const COVER = `${QUOTE}.cover_details`;
const VEHICLE = `${COVER}.vehicle_details`;

class FieldErrors {
  readonly errors: CarQuoteFieldErrors = {};

  at(path: string, problem: Problem): void {
    if (problem) (this.errors[path] ??= []).push(problem);
  }
}

function checkAddress(errors: FieldErrors, path: string, address: AddressPayload): void {
  const problems = personalAddressProblems(addressFieldsOf(address));
  for (const [field, problem] of Object.entries(problems)) {
    errors.at(`${path}.${ADDRESS_PAYLOAD_FIELDS[field as keyof AddressFields]}`, problem);
  }
}

function checkPenalties(
  errors: FieldErrors,
  path: string,
  details: PenaltyDetailPayload[],
  driverOrder: number,
): void {
  details.forEach((detail, index) => {
    errors.at(`${path}.${index}.penalty_points`, penaltyPointsProblem(detail.penalty_points));
    if (detail.driver_order !== driverOrder) {
      errors.at(
        `${path}.${index}.driver_order`,
        CAR_QUOTE_RULE_MESSAGES.derivedDiffers('driver order', String(driverOrder)),
      );
    }
    if (detail.penalty_order !== index + 1) {
      errors.at(
        `${path}.${index}.penalty_order`,
        CAR_QUOTE_RULE_MESSAGES.derivedDiffers('offence order', String(index + 1)),
      );
    }
  });
}

function checkMainDriver(errors: FieldErrors, request: CarQuoteRequest, today: Date): void {
  const driver = request.motor_quote.main_driver;
  errors.at(
    'honeypot_value',
    request.honeypot_value === '' ? undefined : PERSONAL_MESSAGES.honeypotFilled,
  );
  errors.at(
    `${DRIVER}.first_name`,
    personalNameProblem(driver.first_name, PERSONAL_MESSAGES.firstNameRequired),
  );
  errors.at(
    `${DRIVER}.last_name`,
    personalNameProblem(driver.last_name, PERSONAL_MESSAGES.lastNameRequired),
  );
  const birth = parseIsoDate(driver.date_of_birth);
  errors.at(
    `${DRIVER}.date_of_birth`,
    birth ? birthDateProblem(birth, today) : DATE_OF_BIRTH_MESSAGES.invalid,
  );
  checkAddress(errors, `${DRIVER}.primary_address`, driver.primary_address);
  if (driver.postal_address) {
    checkAddress(errors, `${DRIVER}.postal_address`, driver.postal_address);
  }
  errors.at(`${DRIVER}.mobile_phone`, phoneProblem(driver.mobile_phone));
  errors.at(`${DRIVER}.email`, emailProblem(driver.email));
  errors.at(
    `${DRIVER}.employment_status`,
    employmentStatusProblem('car', driver.employment_status),
  );
  errors.at(
    `${DRIVER}.occupation`,
    asksOccupation('car', driver.employment_status) || driver.occupation === undefined
      ? occupationProblem('car', driver.employment_status, driver.occupation)
      : CAR_QUOTE_RULE_MESSAGES.occupationNotAsked,
  );
  errors.at(`${DRIVER}.license_years`, yearsHeldProblem(String(driver.license_years)));
  const asked = asksPassedTest(driver.license_type);
  if (asked && driver.driving_test === null) {
    errors.at(`${DRIVER}.driving_test`, PERSONAL_MESSAGES.passedTestRequired);
  } else if (!asked && driver.driving_test !== null) {
    errors.at(`${DRIVER}.driving_test`, CAR_QUOTE_RULE_MESSAGES.passedTestNotAsked);
  }
  const country =
    driver.license_type === 'FULL_IRISH' || driver.license_type === 'PROVISIONAL_IRISH'
      ? LICENCE_ISSUE_COUNTRIES.ireland
      : LICENCE_ISSUE_COUNTRIES.elsewhere;
  if (driver.license_issue_country !== country) {
    errors.at(
      `${DRIVER}.license_issue_country`,
      CAR_QUOTE_RULE_MESSAGES.derivedDiffers('licence country', country),
    );
  }
  checkPenalties(errors, `${DRIVER}.penalty_details`, driver.penalty_details, MAIN_DRIVER_ORDER);
}

function checkCover(errors: FieldErrors, request: CarQuoteRequest, rules: CarStartDateContext) {
  const cover = request.motor_quote.cover_details;
  // A date the payload's format allows may still name no day (0000-01-01): refused, never read.
  const start = parseIsoDate(cover.start_date);
  errors.at(
    `${COVER}.start_date`,
    start ? carStartDateProblem(start, rules) : CAR_COVER_MESSAGES.startDateInvalid,
  );
  const vehicle = cover.vehicle_details;
  if (vehicle.registration !== undefined) {
    errors.at(`${VEHICLE}.registration`, registrationProblem(vehicle.registration));
  }
  errors.at(`${VEHICLE}.value`, vehicleValueProblem(vehicle.value));
  checkAddress(errors, `${COVER}.risk_address`, cover.risk_address);

  const offered = offeredCarExtras(cover.type, cover.product_selected);
  const extras = cover.optional_extras;
  if (new Set(extras).size !== extras.length) {
    errors.at(`${COVER}.optional_extras`, CAR_QUOTE_RULE_MESSAGES.extraTwice);
  }
  if (extras.some((extra) => !offered.includes(extra))) {
    errors.at(`${COVER}.optional_extras`, CAR_QUOTE_RULE_MESSAGES.extraNotOffered);
  }
}

function checkAdditionalDrivers(
  errors: FieldErrors,
  drivers: readonly AdditionalDriverPayload[],
  today: Date,
  at: string,
) {
  drivers.forEach((driver, index) => {
    const path = `${at}.${index}`;
    const order = MAIN_DRIVER_ORDER + 1 + index;
    if (driver.driver_order !== order) {
      errors.at(
        `${path}.driver_order`,
        CAR_QUOTE_RULE_MESSAGES.derivedDiffers('driver order', String(order)),
      );
    }
    errors.at(
      `${path}.first_name`,
      personalNameProblem(driver.first_name, ADDITIONAL_DRIVER_MESSAGES.firstNameRequired),
    );
    errors.at(
      `${path}.last_name`,
      personalNameProblem(driver.last_name, ADDITIONAL_DRIVER_MESSAGES.lastNameRequired),
    );
    const birth = parseIsoDate(driver.date_of_birth);
    errors.at(
      `${path}.date_of_birth`,
      birth ? driverBirthDateProblem(birth, today) : DATE_OF_BIRTH_MESSAGES.invalid,
    );
    errors.at(`${path}.license_years`, yearsHeldProblem(String(driver.license_years)));
    const statusCode = additionalDriverOccupationOf(driver.employment_status, undefined);
    if (statusCode !== undefined) {
      // A housewife or househusband, a retired person or a student: the status's own code.
      if (driver.occupation !== statusCode) {
        errors.at(`${path}.occupation`, CAR_QUOTE_RULE_MESSAGES.occupationCode);
      }
    } else {
      errors.at(
        `${path}.occupation`,
        occupationProblem('car', driver.employment_status, driver.occupation),
      );
    }
    checkPenalties(errors, `${path}.penalty_details`, driver.penalty_details, order);
  });
}

/**
 * Every problem of a list of additional drivers, keyed from `at` (the list's path): the quote's
 * and a mid-term change's alike, with the same rules and messages.
 */
export function additionalDriversProblems(
  drivers: readonly AdditionalDriverPayload[],
  today: Date,
  at = 'additional_drivers',
): CarQuoteFieldErrors {
  const errors = new FieldErrors();
  checkAdditionalDrivers(errors, drivers, today, at);
  return errors.errors;
}

/** Every problem of a motor quote request, keyed by its path; empty when it may be rated. */
export function carQuotePayloadProblems(
  request: CarQuoteRequest,
  rules: CarQuoteRuleContext,
): CarQuoteFieldErrors {
  const errors = new FieldErrors();
  checkMainDriver(errors, request, rules.today);
  checkCover(errors, request, rules);
  checkAdditionalDrivers(
    errors,
    request.motor_quote.additional_drivers,
    rules.today,
    `${QUOTE}.additional_drivers`,
  );
  return errors.errors;
}
