/** Complaints (issue 45): the customer's, and the staff's queue and answers beside the claims. */
export { complaintsHandlingRoutes, complaintsRoutes } from './complaints-routes.js';
export { createComplaintsService, type ComplaintsService } from './complaints-service.js';
export { createComplaintsRepository, type ComplaintsRepository } from './complaints-repository.js';
