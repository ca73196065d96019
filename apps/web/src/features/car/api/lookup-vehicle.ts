import { REGISTRATION_MESSAGES, VEHICLE_API_PATHS, type VehicleDetails } from '@wallet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { vehicleSchemasModule } from './vehicle-catalogue';

/** What the registration lookup found: the car, or why there is none to show. */
export type VehicleLookup =
  { found: true; vehicle: VehicleDetails } | { found: false; message: string };

/** The 400's message for the registration, as the API words it (fieldErrors), or its message. */
function refusalOf(body: unknown, fallback: string): string {
  const answer = (body ?? {}) as { fieldErrors?: Record<string, string[]>; message?: unknown };
  const field = answer.fieldErrors?.registrationNumber?.[0];
  if (field) return field;
  return typeof answer.message === 'string' && answer.message ? answer.message : fallback;
}

/**
 * GET /motor/resources/vehicle/lookup?registrationNumber= (car-travel-payment.md 7): the car a
 * registration was issued to. 404: no car has it; 400: not a registration the API reads.
 */
export async function lookUpVehicle(
  registration: string,
  signal?: AbortSignal,
): Promise<VehicleLookup> {
  const query = new URLSearchParams({ registrationNumber: registration.trim() });
  const [answer, schemas] = await Promise.all([
    apiRequest<unknown>(`${VEHICLE_API_PATHS.lookup}?${query}`, {
      redirectOnUnauthorized: false,
      ...(signal ? { signal } : {}),
    }),
    vehicleSchemasModule.load(),
  ]);
  if (isApiError(answer)) {
    if (answer.status === 404) return { found: false, message: REGISTRATION_MESSAGES.notFound };
    if (answer.status === 400) {
      return { found: false, message: refusalOf(answer.body, REGISTRATION_MESSAGES.invalid) };
    }
    return { found: false, message: answer.message };
  }
  const vehicle = schemas.vehicleDetailsSchema.safeParse(answer);
  return vehicle.success
    ? { found: true, vehicle: vehicle.data }
    : { found: false, message: REGISTRATION_MESSAGES.notFound };
}
