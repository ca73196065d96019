import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REGISTRATION_MESSAGES,
  VEHICLE_API_PATHS,
  vehicleDetailsSchema,
  vehicleLookupQuerySchema,
  vehicleMakesResponseSchema,
  vehicleModelsQuerySchema,
  vehicleModelsResponseSchema,
  vehicleVersionsQuerySchema,
  vehicleVersionsResponseSchema,
} from '@wallet/domain';
import { apiErrorSchema, FieldValidationError, notFound } from '../../lib/http-errors.js';
import { createVehicleCatalogue, type VehicleCatalogue } from './vehicle-catalogue.js';

export interface VehicleRoutesOptions {
  /** The catalogue answered from; the bundled one by default. */
  catalogue?: VehicleCatalogue;
}

/**
 * car-travel-payment.md 2 'Your car' and 7: the registration lookup and the manual search. Anyone
 * may call them, as visitors get car quotes.
 */
export const vehicleRoutes: FastifyPluginAsyncZod<VehicleRoutesOptions> = async (app, options) => {
  const catalogue = options.catalogue ?? createVehicleCatalogue();
  const tags = ['motor'];

  app.get(
    VEHICLE_API_PATHS.lookup,
    {
      schema: {
        tags,
        summary:
          'The car a registration was issued to (car-travel-payment.md 7), with its ABI code. A registration that is not an Irish one issued by today is refused with 400; one that names no car is 404.',
        querystring: vehicleLookupQuerySchema,
        response: { 200: vehicleDetailsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async ({ query }) => {
      const lookup = await catalogue.lookUpRegistration(query.registrationNumber, app.clock());
      if (lookup.kind === 'invalid') {
        throw new FieldValidationError({ registrationNumber: [lookup.problem] });
      }
      if (lookup.kind === 'not-found') throw notFound(REGISTRATION_MESSAGES.notFound);
      return lookup.vehicle;
    },
  );

  app.get(
    VEHICLE_API_PATHS.makes,
    {
      schema: {
        tags,
        summary: "The manual search's makes, in alphabetical order.",
        response: { 200: vehicleMakesResponseSchema },
      },
    },
    async () => ({ makes: await catalogue.makes() }),
  );

  app.get(
    VEHICLE_API_PATHS.models,
    {
      schema: {
        tags,
        summary:
          "A make's models with the first and last years each was sold; none for a make the catalogue does not hold.",
        querystring: vehicleModelsQuerySchema,
        response: { 200: vehicleModelsResponseSchema, 400: apiErrorSchema },
      },
    },
    async ({ query }) => catalogue.models(query.make),
  );

  app.get(
    VEHICLE_API_PATHS.versions,
    {
      schema: {
        tags,
        summary:
          'The versions of a model sold in a year, each with its ABI code and details as the registration lookup answers them; none when nothing matches.',
        querystring: vehicleVersionsQuerySchema,
        response: { 200: vehicleVersionsResponseSchema, 400: apiErrorSchema },
      },
    },
    async ({ query }) => ({ versions: await catalogue.versions(query) }),
  );
};
