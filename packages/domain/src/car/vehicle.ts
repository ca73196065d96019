import { z } from 'zod';
import { REGISTRATION_FORMAT, REGISTRATION_MESSAGES } from './registration.js';
import {
  ABI_CODE_PATTERN,
  ABI_GROUP_RANGE,
  VEHICLE_FUEL_TYPES,
  VEHICLE_NAME_MAX,
  engineCcProblem,
} from './vehicle-lists.js';

/**
 * The car a quote is for, as the vehicle data answers it (car-travel-payment.md 2 'Your car', 3
 * 'Car', 7 the registration lookup): the lookup's fields, word for word, and the ABI code that
 * names the version in the ABI's vehicle list.
 */

export const abiCodeSchema = z.string().regex(ABI_CODE_PATTERN, 'An ABI code is 8 digits');

/** car-travel-payment.md 7: the registration lookup's answer, with the version's ABI code. */
export const vehicleDetailsSchema = z
  .object({
    make: z.string().min(1).max(VEHICLE_NAME_MAX),
    model: z.string().min(1).max(VEHICLE_NAME_MAX),
    year_manufacture: z.number().int().min(REGISTRATION_FORMAT.firstYear),
    fuel_type: z.enum(VEHICLE_FUEL_TYPES),
    /** Cubic centimetres; 0 for an electric car. */
    engine_cc: z.number().int().min(0),
    version: z.string().min(1).max(VEHICLE_NAME_MAX),
    /** The ABI insurance group. */
    risk: z.number().int().min(ABI_GROUP_RANGE.min).max(ABI_GROUP_RANGE.max),
    abi_code: abiCodeSchema,
  })
  .superRefine((vehicle, context) => {
    const problem = engineCcProblem(vehicle.fuel_type, vehicle.engine_cc);
    if (problem) context.addIssue({ code: 'custom', path: ['engine_cc'], message: problem });
  });
export type VehicleDetails = z.infer<typeof vehicleDetailsSchema>;

export const vehicleLookupQuerySchema = z.object({
  /** Read by parseRegistration; the schema only keeps overlong text from being read at all. */
  registrationNumber: z
    .string({ error: REGISTRATION_MESSAGES.required })
    .max(REGISTRATION_FORMAT.maxInputLength, REGISTRATION_MESSAGES.invalid),
});

const searchName = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(VEHICLE_NAME_MAX, `${field} must be at most ${VEHICLE_NAME_MAX} characters`);

export const vehicleModelsQuerySchema = z.object({ make: searchName('make') });

export const vehicleVersionsQuerySchema = z.object({
  make: searchName('make'),
  model: searchName('model'),
  year: z
    .string({ error: 'year is required' })
    .regex(/^\d{4}$/, 'year must be a year of four digits')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(
          REGISTRATION_FORMAT.firstYear,
          `year must be ${REGISTRATION_FORMAT.firstYear} or later`,
        ),
    ),
});
export type VehicleVersionsQuery = z.infer<typeof vehicleVersionsQuerySchema>;

export const vehicleMakesResponseSchema = z.object({ makes: z.array(z.string()) });
export type VehicleMakesResponse = z.infer<typeof vehicleMakesResponseSchema>;

/** A model with the years it was sold in Ireland, so the form offers only those. */
export const vehicleModelSchema = z.object({
  model: z.string(),
  first_year: z.number().int(),
  last_year: z.number().int(),
});
export type VehicleModel = z.infer<typeof vehicleModelSchema>;
export const vehicleModelsResponseSchema = z.object({
  make: z.string(),
  models: z.array(vehicleModelSchema),
});
export type VehicleModelsResponse = z.infer<typeof vehicleModelsResponseSchema>;

/** The versions of a model sold in a year, each as the lookup would answer it for that year. */
export const vehicleVersionsResponseSchema = z.object({ versions: z.array(vehicleDetailsSchema) });
export type VehicleVersionsResponse = z.infer<typeof vehicleVersionsResponseSchema>;
