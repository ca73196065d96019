import { z } from 'zod';
import { dateOfBirthProblem } from '../person/birth-date-rules.js';
import { normalisePersonName } from '../person/person-name.js';
import { parseTypedDate, typedToIsoDate } from '../dates/typed-date.js';
import { isBlank, report, selectedNumberOf, type Problem } from '../fields/field-rules.js';
import { personalNameProblem } from '../personal/personal-rules.js';
import {
  DESTINATION_ZONE_IDS,
  INSURED_PERSON_TYPE_IDS,
  TRIP_TYPES,
  TRIP_TYPE_IDS,
  insuresChildren,
  insuresPartner,
  type DestinationZone,
  type InsuredPersonType,
  type TripType,
} from './travel-constants.js';
import { YOUR_TRIP_MESSAGES as M } from './travel-messages.js';
import { tripChoicesOf } from './your-trip-values.js';
import {
  childrenProblem,
  destinationCountryProblem,
  tripEndProblem,
  tripStartProblem,
} from './travel-rules.js';

/**
 * car-travel-payment.md 2, 3 and 5: the Your trip card. Choices are held as the controls hold
 * them (text, '' when nothing is chosen); dates as typed, DD/MM/YYYY.
 */

const choice = <T extends number>(ids: readonly T[]) =>
  z.enum(['', ...ids.map(String)] as [string, ...string[]]);

export const yourTripValuesSchema = z.object({
  tripType: choice(TRIP_TYPE_IDS),
  travelFromDate: z.string(),
  travelToDate: z.string(),
  destinationZone: choice(DESTINATION_ZONE_IDS),
  destinationCountry: z.string(),
  insuredPerson: choice(INSURED_PERSON_TYPE_IDS),
  numOfChildren: z.string(),
  partnerFirstName: z.string(),
  partnerLastName: z.string(),
  partnerDOB: z.string(),
});
export type YourTripValues = z.input<typeof yourTripValuesSchema>;

function checkYourTrip(values: YourTripValues, context: z.RefinementCtx, today: Date): void {
  const at = (path: string, problem: Problem) => report(context, [path], problem);
  const { tripType, destinationZone, insuredPerson } = tripChoicesOf(values);

  at('tripType', tripType ? undefined : M.tripTypeRequired);
  const start = parseTypedDate(values.travelFromDate, 'near', today);
  if (isBlank(values.travelFromDate)) at('travelFromDate', M.startDateRequired);
  else if (!start) at('travelFromDate', M.dateInvalid);
  else if (tripType) at('travelFromDate', tripStartProblem(start, tripType, today));

  if (tripType === TRIP_TYPES.single) {
    const end = parseTypedDate(values.travelToDate, 'near', today);
    if (isBlank(values.travelToDate)) at('travelToDate', M.endDateRequired);
    else if (!end) at('travelToDate', M.dateInvalid);
    else if (start) at('travelToDate', tripEndProblem(start, end));
  }

  at('destinationZone', destinationZone ? undefined : M.zoneRequired);
  if (tripType) {
    at(
      'destinationCountry',
      destinationCountryProblem(tripType, destinationZone, values.destinationCountry),
    );
  }

  if (!insuredPerson) {
    at('insuredPerson', M.insuredPersonRequired);
    return;
  }
  at('numOfChildren', childrenProblem(insuredPerson, selectedNumberOf(values.numOfChildren)));
  if (insuresPartner(insuredPerson)) {
    at(
      'partnerFirstName',
      personalNameProblem(values.partnerFirstName, M.partnerFirstNameRequired),
    );
    at('partnerLastName', personalNameProblem(values.partnerLastName, M.partnerLastNameRequired));
    at('partnerDOB', dateOfBirthProblem(values.partnerDOB, today));
  }
}

export interface TravelPartner {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

/** Your trip once checked: dates YYYY-MM-DD, choices as numbers, conditionals resolved. */
export interface YourTripData {
  tripType: TripType;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD; a single trip only. */
  endDate?: string;
  destinationZone: DestinationZone;
  /** A single trip only. */
  destinationCountry?: string;
  insuredPerson: InsuredPersonType;
  /** 0 unless children are insured. */
  numberOfChildren: number;
  partner?: TravelPartner;
}

/** The clean data of values that passed the schema (the schema's own transform). */
export function toYourTripData(values: YourTripValues, today: Date = new Date()): YourTripData {
  const { tripType, destinationZone, insuredPerson } = tripChoicesOf(values);
  const single = tripType === TRIP_TYPES.single;
  return {
    tripType: tripType!,
    startDate: typedToIsoDate(values.travelFromDate, 'near', today) ?? values.travelFromDate,
    endDate: single
      ? (typedToIsoDate(values.travelToDate, 'near', today) ?? values.travelToDate)
      : undefined,
    destinationZone: destinationZone!,
    destinationCountry: single ? values.destinationCountry.trim() : undefined,
    insuredPerson: insuredPerson!,
    numberOfChildren: insuresChildren(insuredPerson) ? Number(values.numOfChildren) : 0,
    partner: insuresPartner(insuredPerson)
      ? {
          firstName: normalisePersonName(values.partnerFirstName),
          lastName: normalisePersonName(values.partnerLastName),
          dateOfBirth: typedToIsoDate(values.partnerDOB, 'past', today) ?? values.partnerDOB,
        }
      : undefined,
  };
}

export interface YourTripContext {
  /** The first allowed start day; the partner is 18 or over on it. */
  today: Date;
}

/** car-travel-payment.md 5 (Travel): the Your trip schema; its output is the clean data. */
export function yourTripSchema({ today }: YourTripContext) {
  return yourTripValuesSchema
    .superRefine((values, context) => checkYourTrip(values, context, today))
    .transform((values): YourTripData => toYourTripData(values, today));
}
export type YourTripSchema = ReturnType<typeof yourTripSchema>;
