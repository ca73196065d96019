import {
  VEHICLE_API_PATHS,
  vehicleMakesResponseSchema,
  vehicleModelsResponseSchema,
  vehicleVersionsResponseSchema,
  type VehicleDetails,
  type VehicleModel,
} from '@wallet/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';

/*
 * The manual search's catalogue (car-travel-payment.md 2 'A manual search is possible'): the
 * makes, a make's models with the years each was sold, and the versions of a model in a year,
 * each with its ABI code.
 */

export async function getVehicleMakes(): Promise<string[]> {
  const answer = unwrap(await apiRequest<unknown>(VEHICLE_API_PATHS.makes));
  return vehicleMakesResponseSchema.parse(answer).makes;
}

export async function getVehicleModels(make: string): Promise<VehicleModel[]> {
  const query = new URLSearchParams({ make });
  const answer = unwrap(await apiRequest<unknown>(`${VEHICLE_API_PATHS.models}?${query}`));
  return vehicleModelsResponseSchema.parse(answer).models;
}

export async function getVehicleVersions(
  make: string,
  model: string,
  year: string,
): Promise<VehicleDetails[]> {
  const query = new URLSearchParams({ make, model, year });
  const answer = unwrap(await apiRequest<unknown>(`${VEHICLE_API_PATHS.versions}?${query}`));
  return vehicleVersionsResponseSchema.parse(answer).versions;
}
