/** The operator switch of every insurer (home's and travel's), read by each product's quotes. */
export {
  createInsurerAvailabilityRepository,
  type InsurerAvailabilityRepository,
} from './insurer-availability-repository.js';
