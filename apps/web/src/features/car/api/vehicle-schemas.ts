/**
 * The schemas of the vehicle data's answers, loaded when a lookup or a manual search first asks
 * (vehicleSchemasModule): the car form draws its fields before the schema library arrives
 * (decision 0008).
 */
export {
  vehicleDetailsSchema,
  vehicleMakesResponseSchema,
  vehicleModelsResponseSchema,
  vehicleVersionsResponseSchema,
} from '@wallet/domain';
