/** Car's public entry: its routes, repository, service and its product in the checkout. */
export { motorQuotesRoutes } from './motor-quotes-routes.js';
export { motorDocumentsRoutes } from './motor-documents-routes.js';
export {
  createMotorQuotesRepository,
  type MotorQuotesRepository,
  type StoredMotorQuote,
} from './motor-quotes-repository.js';
export { createMotorQuotesService, type MotorQuotesService } from './motor-quotes-service.js';
export { createMotorCheckoutProduct } from './motor-checkout-product.js';
