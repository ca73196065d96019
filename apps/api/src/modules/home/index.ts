/** Home's public entry: its routes, repositories, services and its product in the checkout. */
export { homeQuotesRoutes } from './home-quotes-routes.js';
export { createHomeQuotesRepository, type HomeQuotesRepository } from './home-quotes-repository.js';
export { createInsurerAvailabilityRepository } from './insurer-availability-repository.js';
export { createHomeQuotesService, type HomeQuotesService } from './home-quotes-service.js';
export { createHomeCheckoutProduct } from './home-checkout-product.js';
export { toHomeRatingRequest } from './home-rating-request.js';
export { VISITOR_COOKIE_NAME, hashVisitorKey, visitorKeyHashOf } from './visitor-key.js';
