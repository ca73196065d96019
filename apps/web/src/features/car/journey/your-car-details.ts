import type { VehicleDetails, YourCarValues } from '@wallet/domain';

/**
 * The registration lookup's car as the Your car card holds it: the card's own lookup and the
 * terms page's registration of a car found by make and model fill the same answers.
 */
export function yourCarDetailsOf(vehicle: VehicleDetails) {
  return {
    carMake: vehicle.make,
    carModel: vehicle.model,
    carYear: String(vehicle.year_manufacture),
    carFuelType: vehicle.fuel_type,
    carEngineSize: String(vehicle.engine_cc),
    carVersion: vehicle.version,
    carRisk: String(vehicle.risk),
    carABICode: vehicle.abi_code,
  } satisfies Partial<YourCarValues>;
}
