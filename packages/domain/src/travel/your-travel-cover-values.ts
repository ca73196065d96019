/**
 * The travel Your cover card's starting values and the extra each yes or no stands for, apart from
 * its schema (your-travel-cover-schema.ts) so that the form can draw its fields before the schema
 * library arrives (decision 0008).
 */
import { TRAVEL_EXTRAS, type TravelExtra } from './travel-constants.js';
import type { YourTravelCoverValues } from './your-travel-cover-schema.js';

export const YOUR_TRAVEL_COVER_DEFAULTS: YourTravelCoverValues = {
  excess: [],
  carHireExcess: null,
  winterSportsExcess: null,
  businessExpenseExcess: null,
  dataProtectionConsent: false,
  chubbTOBConsent: false,
};

/** The yes or no of each extra Your cover asks about. */
export const COVER_EXTRA_FIELDS = {
  winterSportsExcess: TRAVEL_EXTRAS.winterSports,
  carHireExcess: TRAVEL_EXTRAS.carHire,
  businessExpenseExcess: TRAVEL_EXTRAS.business,
} as const satisfies Record<string, TravelExtra>;
export type CoverExtraField = keyof typeof COVER_EXTRA_FIELDS;

/** The extras the answers switch on, in id order: the yes or no answers decide, not the list. */
export function chosenCoverExtras(values: YourTravelCoverValues): TravelExtra[] {
  return (Object.entries(COVER_EXTRA_FIELDS) as [CoverExtraField, TravelExtra][])
    .filter(([field]) => values[field] === true)
    .map(([, id]) => id)
    .sort((a, b) => a - b);
}
