/** A policy's payment schedule: its direct debits as the plan and its changes set them. */
export {
  createPaymentScheduleRepository,
  type PaymentScheduleRepository,
} from './payment-schedule-repository.js';
export {
  createPaymentScheduleService,
  type PaymentScheduleService,
} from './payment-schedule-service.js';
export { paymentScheduleRoutes } from './payment-schedule-routes.js';
export {
  createDebitCollectionsRepository,
  type DebitCollectionsRepository,
} from './debit-collections-repository.js';
export { createDebitPaymentsService, type DebitPaymentsService } from './debit-payments-service.js';
export {
  MISSED_DEBIT_REFUND_JOB,
  PAY_NOW_ATTEMPT_JOB,
  createMissedDebitRefundJob,
  createPayNowAttemptJob,
} from './missed-debit-refund-job.js';
export { debitPaymentRoutes, debitOperatorRoutes } from './debit-payment-routes.js';
export {
  DEBIT_COLLECTION_JOB,
  POLICY_DEBIT_COLLECTION_JOB,
  createDebitCollectionJob,
  createPolicyDebitCollectionJob,
  debitCollectionJobKey,
  irishDayOf,
  policyDebitCollectionJobKey,
  registerDebitCollectionSchedule,
} from './debit-collection-schedule.js';
