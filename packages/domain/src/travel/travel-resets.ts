import { selectedNumberOf } from '../fields/field-rules.js';
import {
  TRAVEL_EXTRAS,
  TRIP_TYPES,
  insuresChildren,
  insuresPartner,
  type InsuredPersonType,
} from './travel-constants.js';
import type { CarHireEligibility } from './travel-rules.js';
import type { YourTravelCoverValues } from './your-travel-cover-schema.js';
import { COVER_EXTRA_FIELDS, type CoverExtraField } from './your-travel-cover-values.js';
import type { YourTripValues } from './your-trip-schema.js';

/*
 * car-travel-payment.md 4: the dependent resets of Your trip and Your cover, as pure functions
 * the form calls when an answer changes. Each returns the values with the answer set and the
 * answers that no longer apply cleared.
 */

/** An annual multi-trip policy has no end date and no country. */
export function withTripType(
  values: YourTripValues,
  tripType: YourTripValues['tripType'],
): YourTripValues {
  const multiTrip = selectedNumberOf(tripType) === TRIP_TYPES.annualMultiTrip;
  return {
    ...values,
    tripType,
    travelToDate: multiTrip ? '' : values.travelToDate,
    destinationCountry: multiTrip ? '' : values.destinationCountry,
  };
}

/** Another zone clears the country chosen in the last one. */
export function withDestinationZone(
  values: YourTripValues,
  destinationZone: YourTripValues['destinationZone'],
): YourTripValues {
  return {
    ...values,
    destinationZone,
    destinationCountry: destinationZone === values.destinationZone ? values.destinationCountry : '',
  };
}

/** You or you and partner clear the children; you or you and children clear the partner. */
export function withInsuredPerson(
  values: YourTripValues,
  insuredPerson: YourTripValues['insuredPerson'],
): YourTripValues {
  const type = selectedNumberOf(insuredPerson) as InsuredPersonType | undefined;
  const keepsPartner = type === undefined || insuresPartner(type);
  const keepsChildren = type === undefined || insuresChildren(type);
  return {
    ...values,
    insuredPerson,
    numOfChildren: keepsChildren ? values.numOfChildren : '',
    partnerFirstName: keepsPartner ? values.partnerFirstName : '',
    partnerLastName: keepsPartner ? values.partnerLastName : '',
    partnerDOB: keepsPartner ? values.partnerDOB : '',
  };
}

/** Toggling an extra sets its answer and adds or removes its id in the excess list. */
export function withExtra(
  values: YourTravelCoverValues,
  field: CoverExtraField,
  on: boolean,
): YourTravelCoverValues {
  const id = COVER_EXTRA_FIELDS[field];
  const others = values.excess.filter((each) => each !== id);
  return {
    ...values,
    [field]: on,
    excess: on ? [...others, id].sort((a, b) => a - b) : others,
  };
}

/**
 * Car hire is disabled and cleared when the traveller's age or the zone rules it out; while the
 * date of birth or the zone is not yet known the answer is left alone.
 */
export function withCarHireEligibility(
  values: YourTravelCoverValues,
  carHire: CarHireEligibility,
): YourTravelCoverValues {
  if (carHire.eligible || !carHire.notice) return values;
  return {
    ...values,
    carHireExcess: null,
    excess: values.excess.filter((id) => id !== TRAVEL_EXTRAS.carHire),
  };
}
