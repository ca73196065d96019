/** Travel's public entry: its routes, repository, service and its product in the checkout. */
// The platform reads the product through its descriptor, listed once in products.ts.
export { travelProductModule } from './travel-product-module.js';
export { travelQuotesRoutes } from './travel-quotes-routes.js';
export { travelDocumentsRoutes } from './travel-documents-routes.js';
export { travelProductDocumentsRoutes } from './travel-product-documents-routes.js';
export {
  createTravelQuotesRepository,
  type TravelQuotesRepository,
} from './travel-quotes-repository.js';
export {
  createTravelQuotesService,
  quotedChoiceOf,
  travelChoiceOf,
  type TravelQuotesService,
} from './travel-quotes-service.js';
export { createTravelCheckoutProduct } from './travel-checkout-product.js';
