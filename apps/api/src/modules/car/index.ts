/** Car's public entry: its routes, repository, service and its product in the checkout. */
// The platform reads the product through its descriptor, listed once in products.ts.
export { carProductModule } from './car-product-module.js';
export { carQuotesRoutes } from './car-quotes-routes.js';
export { carDocumentsRoutes } from './car-documents-routes.js';
export {
  createCarQuotesRepository,
  type CarQuotesRepository,
  type StoredCarQuote,
} from './car-quotes-repository.js';
export { createCarQuotesService, type CarQuotesService } from './car-quotes-service.js';
export { createCarCheckoutProduct } from './car-checkout-product.js';
