import { VEHICLE_API_PATHS, type VehicleDetails, type VehicleModel } from '@wallet/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { lazyModule } from '../../../lib/lazy-module';

/** The answers' schemas, fetched with the first answer to read. */
export const vehicleSchemasModule = lazyModule(() => import('./vehicle-schemas'));

/*
 * The manual search's catalogue (car-travel-payment.md 2 'A manual search is possible'): the
 * makes, a make's models with the years each was sold, and the versions of a model in a year,
 * each with its ABI code.
 */

export async function getVehicleMakes(): Promise<string[]> {
  const [answer, schemas] = await Promise.all([
    apiRequest<unknown>(VEHICLE_API_PATHS.makes),
    vehicleSchemasModule.load(),
  ]);
  return schemas.vehicleMakesResponseSchema.parse(unwrap(answer)).makes;
}

export async function getVehicleModels(make: string): Promise<VehicleModel[]> {
  const query = new URLSearchParams({ make });
  const [answer, schemas] = await Promise.all([
    apiRequest<unknown>(`${VEHICLE_API_PATHS.models}?${query}`),
    vehicleSchemasModule.load(),
  ]);
  return schemas.vehicleModelsResponseSchema.parse(unwrap(answer)).models;
}

export async function getVehicleVersions(
  make: string,
  model: string,
  year: string,
): Promise<VehicleDetails[]> {
  const query = new URLSearchParams({ make, model, year });
  const [answer, schemas] = await Promise.all([
    apiRequest<unknown>(`${VEHICLE_API_PATHS.versions}?${query}`),
    vehicleSchemasModule.load(),
  ]);
  return schemas.vehicleVersionsResponseSchema.parse(unwrap(answer)).versions;
}
