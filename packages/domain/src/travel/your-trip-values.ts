/**
 * The Your trip card's starting values and its choices as numbers, apart from its schema
 * (your-trip-schema.ts) so that the form can draw its fields before the schema library arrives
 * (decision 0008).
 */
import { selectedNumberOf } from '../fields/field-rules.js';
import type { DestinationZone, InsuredPersonType, TripType } from './travel-constants.js';
import type { YourTripValues } from './your-trip-schema.js';

export const YOUR_TRIP_DEFAULTS: YourTripValues = {
  tripType: '',
  travelFromDate: '',
  travelToDate: '',
  destinationZone: '',
  destinationCountry: '',
  insuredPerson: '',
  numOfChildren: '',
  partnerFirstName: '',
  partnerLastName: '',
  partnerDOB: '',
};

/** The choices of the card as numbers, or nothing while unchosen. */
export function tripChoicesOf(values: YourTripValues): {
  tripType?: TripType;
  destinationZone?: DestinationZone;
  insuredPerson?: InsuredPersonType;
} {
  return {
    tripType: selectedNumberOf(values.tripType) as TripType | undefined,
    destinationZone: selectedNumberOf(values.destinationZone) as DestinationZone | undefined,
    insuredPerson: selectedNumberOf(values.insuredPerson) as InsuredPersonType | undefined,
  };
}
