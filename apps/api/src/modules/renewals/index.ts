/** Renewals' public entry: the customer's routes and service, and the renewal cycle. */
export { renewalRoutes } from './renewal-routes.js';
export { createRenewalService, type RenewalService } from './renewal-service.js';
