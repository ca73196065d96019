import {
  parseRegistration,
  REGISTRATION_MESSAGES,
  registrationProblem,
  type CarRegistration,
  type VehicleDetails,
  type VehicleModelsResponse,
  type VehicleVersionsQuery,
} from '@wallet/domain';
import { createLocalVehicleData } from '../../adapters/vehicles/local-vehicle-data.js';
import type { VehicleData } from '../../adapters/vehicles/vehicle-data-port.js';

export type RegistrationLookup =
  | { kind: 'found'; registration: CarRegistration; vehicle: VehicleDetails }
  | { kind: 'not-found'; registration: CarRegistration }
  /** The text is not a registration issued by today; the problem is the form's message. */
  | { kind: 'invalid'; problem: string };

/**
 * The cars a quote may be for (car-travel-payment.md 2 'Your car'): the registration lookup and
 * the manual search answer from it, and the motor quote checks a quote's vehicle with it, by
 * registration or by ABI code, as the form found it.
 */
export interface VehicleCatalogue {
  /** The car a typed registration was issued to, read by the Your car card's rule. */
  lookUpRegistration(text: string, today: Date): Promise<RegistrationLookup>;
  /** The version an ABI code names as sold in a year; null when unknown or not sold that year. */
  vehicleByAbiCode(abiCode: string, year: number): Promise<VehicleDetails | null>;
  makes(): Promise<string[]>;
  /** The make's models; none when the make is unknown (named then as asked). */
  models(make: string): Promise<VehicleModelsResponse>;
  versions(query: VehicleVersionsQuery): Promise<VehicleDetails[]>;
}

export function createVehicleCatalogue(
  vehicleData: VehicleData = createLocalVehicleData(),
): VehicleCatalogue {
  return {
    async lookUpRegistration(text, today) {
      const registration = parseRegistration(text);
      const problem = registrationProblem(text, today);
      if (!registration || problem) {
        return { kind: 'invalid', problem: problem ?? REGISTRATION_MESSAGES.invalid };
      }
      const vehicle = await vehicleData.findByRegistration(registration);
      return vehicle
        ? { kind: 'found', registration, vehicle }
        : { kind: 'not-found', registration };
    },
    vehicleByAbiCode: (abiCode, year) => vehicleData.findByAbiCode(abiCode, year),
    makes: () => vehicleData.makes(),
    async models(make) {
      return (await vehicleData.models(make)) ?? { make, models: [] };
    },
    versions: ({ make, model, year }) => vehicleData.versions(make, model, year),
  };
}
