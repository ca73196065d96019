import {
  ADDRESS_PAYLOAD_FIELDS,
  addressFieldsOf,
  type AddressFields,
} from '../address/display-address.js';
import { birthDateProblem } from '../person/birth-date-rules.js';
import { DATE_OF_BIRTH_MESSAGES } from '../person/person-messages.js';
import { emailProblem, phoneProblem } from '../person/contact-rules.js';
import { parseIsoDate, type CalendarDate } from '../dates/calendar-date.js';
import type { Problem } from '../fields/field-rules.js';
import { PERSONAL_MESSAGES } from '../personal/personal-messages.js';
import {
  employmentStatusProblem,
  occupationProblem,
  personalAddressProblems,
  personalNameProblem,
} from '../personal/personal-rules.js';
import { TRAVEL_EXTRAS, TRIP_TYPES, insuresChildren, insuresPartner } from './travel-constants.js';
import { YOUR_TRAVEL_COVER_MESSAGES, YOUR_TRIP_MESSAGES } from './travel-messages.js';
import type { TravelAddressPayload, TravelQuoteRequest } from './travel-quote-payload.js';
import {
  carHireEligibility,
  childrenProblem,
  coverDaysOf,
  destinationCountryProblem,
  travelPromoCodeProblem,
  tripEndProblem,
  tripStartProblem,
} from './travel-rules.js';

/*
 * car-travel-payment.md 5 on the travel quote payload: the server refuses what the forms refuse,
 * with the same rule functions and messages, and checks what it can work out itself (the days of
 * cover, the date of travel, the private medical extra) against what was sent. Field errors are
 * keyed by the request's path.
 */

/** Ours: the spec has no message for answers the forms never send. */
export const TRAVEL_QUOTE_RULE_MESSAGES = {
  derivedDiffers: (field: string, derived: string) =>
    `For these answers the ${field} is ${derived}.`,
  notForMultiTrip: 'An annual multi-trip policy has no end date or country; leave it out.',
  childrenNotInsured: 'Children are insured only for you and family or you and children.',
  partnerNotInsured: 'A partner is insured only for you and partner or you and family.',
  extraTwice: 'Choose each extra once.',
  privateMedicalFollowsQuestion:
    'The private medical extra goes with the health cover question (145) and its provider.',
} as const;

export type TravelQuoteFieldErrors = Record<string, string[]>;

export interface TravelQuoteRuleContext {
  /** The server's clock: dates of birth, the start date and car hire ages are judged on this day. */
  today: Date;
}

const QUOTE = 'travel_quote';
const HOLDER = `${QUOTE}.policy_holder_details`;
const COVER = `${QUOTE}.cover_details`;

class FieldErrors {
  readonly errors: TravelQuoteFieldErrors = {};

  at(path: string, problem: Problem): void {
    if (problem) (this.errors[path] ??= []).push(problem);
  }
}

function checkAddress(errors: FieldErrors, path: string, address: TravelAddressPayload): void {
  const problems = personalAddressProblems(addressFieldsOf(address));
  for (const [field, problem] of Object.entries(problems)) {
    errors.at(`${path}.${ADDRESS_PAYLOAD_FIELDS[field as keyof AddressFields]}`, problem);
  }
}

function birthProblem(isoDate: string, today: Date): Problem {
  const birth = parseIsoDate(isoDate);
  return birth ? birthDateProblem(birth, today) : DATE_OF_BIRTH_MESSAGES.invalid;
}

function checkPolicyHolder(errors: FieldErrors, request: TravelQuoteRequest, today: Date): void {
  const holder = request.travel_quote.policy_holder_details;
  errors.at(
    'honeypot_value',
    request.honeypot_value === '' ? undefined : PERSONAL_MESSAGES.honeypotFilled,
  );
  errors.at(
    `${HOLDER}.first_name`,
    personalNameProblem(holder.first_name, PERSONAL_MESSAGES.firstNameRequired),
  );
  errors.at(
    `${HOLDER}.last_name`,
    personalNameProblem(holder.last_name, PERSONAL_MESSAGES.lastNameRequired),
  );
  errors.at(`${HOLDER}.date_of_birth`, birthProblem(holder.date_of_birth, today));
  checkAddress(errors, `${HOLDER}.address`, holder.address);
  if (holder.postal_address)
    checkAddress(errors, `${HOLDER}.postal_address`, holder.postal_address);
  errors.at(`${HOLDER}.mobile_phone`, phoneProblem(holder.mobile_phone));
  errors.at(`${HOLDER}.email`, emailProblem(holder.email));
  errors.at(
    `${HOLDER}.employment_status`,
    employmentStatusProblem('travel', holder.employment_status),
  );
  errors.at(
    `${HOLDER}.occupation`,
    occupationProblem('travel', holder.employment_status, holder.occupation),
  );
  errors.at(`${QUOTE}.promotion_code`, travelPromoCodeProblem(request.travel_quote.promotion_code));
}

function checkTrip(errors: FieldErrors, request: TravelQuoteRequest, today: Date): void {
  const quote = request.travel_quote;
  const cover = quote.cover_details;
  const tripType = cover.trip_type;
  // A date the payload's format allows may still name no day (0000-01-01): refused, never read.
  const start = parseIsoDate(cover.start_date);
  if (!start) {
    errors.at(`${COVER}.start_date`, YOUR_TRIP_MESSAGES.dateInvalid);
    return;
  }
  errors.at(`${COVER}.start_date`, tripStartProblem(start, tripType, today));
  if (quote.date_of_travel !== cover.start_date) {
    errors.at(
      `${QUOTE}.date_of_travel`,
      TRAVEL_QUOTE_RULE_MESSAGES.derivedDiffers('date of travel', cover.start_date),
    );
  }

  let end: CalendarDate | undefined;
  if (tripType === TRIP_TYPES.single) {
    end = cover.end_date ? parseIsoDate(cover.end_date) : undefined;
    errors.at(
      `${COVER}.end_date`,
      end ? tripEndProblem(start, end) : YOUR_TRIP_MESSAGES.endDateRequired,
    );
  } else {
    if (cover.end_date !== null) {
      errors.at(`${COVER}.end_date`, TRAVEL_QUOTE_RULE_MESSAGES.notForMultiTrip);
    }
    if (cover.destination_country !== null) {
      errors.at(`${COVER}.destination_country`, TRAVEL_QUOTE_RULE_MESSAGES.notForMultiTrip);
    }
  }
  errors.at(
    `${COVER}.destination_country`,
    destinationCountryProblem(tripType, cover.destination_zone_id, cover.destination_country),
  );
  // The days of cover follow from the dates; they are only checked once the dates hold.
  if (!errors.errors[`${COVER}.end_date`]) {
    const days = coverDaysOf(tripType, start, end);
    if (cover.cover_days !== days) {
      errors.at(
        `${COVER}.cover_days`,
        TRAVEL_QUOTE_RULE_MESSAGES.derivedDiffers('number of days of cover', String(days)),
      );
    }
  }
}

function checkPeople(errors: FieldErrors, request: TravelQuoteRequest, today: Date): void {
  const quote = request.travel_quote;
  const insured = quote.cover_details.insured_person_type;
  const children = quote.policy_holder_details.number_of_children;
  const childrenPath = `${HOLDER}.number_of_children`;
  if (insuresChildren(insured)) errors.at(childrenPath, childrenProblem(insured, children));
  else if (children !== 0) errors.at(childrenPath, TRAVEL_QUOTE_RULE_MESSAGES.childrenNotInsured);

  const partners = quote.additional_holder_details;
  const partnersPath = `${QUOTE}.additional_holder_details`;
  if (!insuresPartner(insured)) {
    if (partners.length > 0) errors.at(partnersPath, TRAVEL_QUOTE_RULE_MESSAGES.partnerNotInsured);
    return;
  }
  const partner = partners[0];
  if (!partner) {
    errors.at(`${partnersPath}.0.first_name`, YOUR_TRIP_MESSAGES.partnerFirstNameRequired);
    errors.at(`${partnersPath}.0.last_name`, YOUR_TRIP_MESSAGES.partnerLastNameRequired);
    errors.at(`${partnersPath}.0.date_of_birth`, YOUR_TRIP_MESSAGES.partnerDobRequired);
    return;
  }
  errors.at(
    `${partnersPath}.0.first_name`,
    personalNameProblem(partner.first_name, YOUR_TRIP_MESSAGES.partnerFirstNameRequired),
  );
  errors.at(
    `${partnersPath}.0.last_name`,
    personalNameProblem(partner.last_name, YOUR_TRIP_MESSAGES.partnerLastNameRequired),
  );
  errors.at(`${partnersPath}.0.date_of_birth`, birthProblem(partner.date_of_birth, today));
}

function checkExtras(errors: FieldErrors, request: TravelQuoteRequest, today: Date): void {
  const quote = request.travel_quote;
  const addons = quote.cover_details.addons_selected;
  const path = `${COVER}.addons_selected`;
  if (new Set(addons).size !== addons.length)
    errors.at(path, TRAVEL_QUOTE_RULE_MESSAGES.extraTwice);
  if (addons.includes(TRAVEL_EXTRAS.carHire)) {
    const carHire = carHireEligibility({
      dateOfBirth: parseIsoDate(quote.policy_holder_details.date_of_birth),
      zone: quote.cover_details.destination_zone_id,
      today,
    });
    if (!carHire.eligible) {
      errors.at(path, carHire.notice ?? YOUR_TRAVEL_COVER_MESSAGES.carHireZoneNotice);
    }
  }
  const asksHealthCover = quote.additional_questions.length > 0;
  if (addons.includes(TRAVEL_EXTRAS.privateMedical) !== asksHealthCover) {
    errors.at(path, TRAVEL_QUOTE_RULE_MESSAGES.privateMedicalFollowsQuestion);
  }
}

/** Every problem of a travel quote request, keyed by its path; empty when it may be rated. */
export function travelQuotePayloadProblems(
  request: TravelQuoteRequest,
  { today }: TravelQuoteRuleContext,
): TravelQuoteFieldErrors {
  const errors = new FieldErrors();
  checkPolicyHolder(errors, request, today);
  checkTrip(errors, request, today);
  checkPeople(errors, request, today);
  checkExtras(errors, request, today);
  return errors.errors;
}
