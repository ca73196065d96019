/**
 * The vehicle data's lists and limits, apart from the schemas of its answers (vehicle.ts) so that
 * the car form can name fuel types and call the lookup before the schema library arrives
 * (decision 0008).
 */

import { labelledList } from '../platform/labelled-list.js';

const VEHICLE_FUEL_TYPES_WITH_LABELS = labelledList({
  PETROL: 'Petrol',
  DIESEL: 'Diesel',
  HYBRID: 'Hybrid',
  PLUG_IN_HYBRID: 'Plug-in hybrid',
  ELECTRIC: 'Electric',
});
export const VEHICLE_FUEL_TYPES = VEHICLE_FUEL_TYPES_WITH_LABELS.ids;
export type VehicleFuelType = (typeof VEHICLE_FUEL_TYPES)[number];
/** Ours: the spec shows the fuel type without its labels. */
export const VEHICLE_FUEL_TYPE_LABELS: Record<VehicleFuelType, string> =
  VEHICLE_FUEL_TYPES_WITH_LABELS.labels;

/** The ABI insurance group: 1 is the cheapest car to insure, 50 the dearest. */
export const ABI_GROUP_RANGE = { min: 1, max: 50 } as const;

/** Ours: a version's code in the vehicle list is 8 digits. */
export const ABI_CODE_PATTERN = /^\d{8}$/;

/** The longest make, model or version name the catalogue answers or a search takes. */
export const VEHICLE_NAME_MAX = 60;

/** An electric car has no engine capacity; every other car has one. */
export function engineCcProblem(fuelType: VehicleFuelType, engineCc: number): string | undefined {
  if (fuelType === 'ELECTRIC') {
    return engineCc === 0 ? undefined : 'An electric car has an engine size of 0';
  }
  return engineCc > 0 ? undefined : 'A car that burns fuel has an engine size above 0';
}

/**
 * The lookup's path is the spec's (car-travel-payment.md 7); the manual search's are ours: the
 * spec names isManualSearch without its calls.
 */
export const VEHICLE_API_PATHS = {
  lookup: '/motor/resources/vehicle/lookup',
  makes: '/motor/resources/vehicle/makes',
  models: '/motor/resources/vehicle/models',
  versions: '/motor/resources/vehicle/versions',
} as const;
