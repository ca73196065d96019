/** The policies module's public entry: what other modules use of it. */
export { seedDemoBoughtPolicies } from './demo-purchases.js';
export { groupDocuments } from './documents-routes.js';
