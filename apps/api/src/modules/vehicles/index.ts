/** The vehicles' public entry: the lookup and manual search routes, and the catalogue behind them. */
export { vehicleRoutes, type VehicleRoutesOptions } from './vehicle-routes.js';
export {
  createVehicleCatalogue,
  type RegistrationLookup,
  type VehicleCatalogue,
} from './vehicle-catalogue.js';
