/**
 * The demo data in one place: the accounts, the demo customer's policies bought as a customer buys
 * them, the agents' quotes and the demo tools' customer with a renewal due. The server's start and
 * the tests seed through here, and the server adds the demo tools' route (demo-tool-routes.ts)
 * where the outbox viewer is open; the product's modules never import it.
 */
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SIGN_IN_ACCOUNTS } from './demo-accounts.js';
export { demoPolicies } from './demo-policies.js';
export {
  seedDemoCustomer,
  type BuyDemoPolicies,
  type DemoCustomer,
  type DemoPolicy,
} from './demo-customer.js';
export { seedDemoData, type SeedDemoAgentData } from './demo-data.js';
export { seedDemoBoughtPolicies } from './demo-purchases.js';
export { seedDemoAgentData } from './demo-agent-quotes.js';
export { createRenewalDemoCustomer } from './renewal-demo-customer.js';
export { demoToolRoutes } from './demo-tool-routes.js';
