/** Your account (issue 45): the customer's own choices. */
export {
  createMarketingChoicesRepository,
  recordMarketingChoice,
  type MarketingChoicesRepository,
} from './marketing-choices-repository.js';
export {
  createMarketingChoicesService,
  type MarketingChoicesService,
} from './marketing-choices-service.js';
export { marketingChoicesRoutes } from './marketing-choices-routes.js';
export {
  createDataExportRepository,
  DATA_EXPORT_JOB,
  type DataExportRepository,
} from './data-export-repository.js';
export { createDataExportJob } from './data-export-job.js';
export { dataExportRoutes } from './data-export-routes.js';
export {
  createTrustedContactRepository,
  type TrustedContactRepository,
} from './trusted-contact-repository.js';
export { trustedContactRoutes } from './trusted-contact-routes.js';
export { correspondenceAddressRoutes } from './correspondence-address-routes.js';
