/** The checkout's public entry: what products and the server use of it. */
export {
  checkoutIdentityOf,
  createCheckoutProducts,
  quoteTheBuyerMayBuy,
  quoteToBuyOf,
  frozenQuoteOf,
  quoteContentOf,
  type BindCaller,
  type BindOrder,
  type CheckoutProduct,
  type CheckoutProducts,
  type DocumentsOnRequestSources,
  type IssuedPolicy,
  type PolicyBusinessProcess,
  type PolicyNumbers,
  type PolicyToIssue,
  type RenewalOfQuote,
  type StatusQuote,
  type StatusReader,
  type QuoteSnapshot,
  type QuoteToBuy,
} from './checkout-product.js';
export { createCheckoutService, type CheckoutService } from './checkout-service.js';
export { marketingRecordOf } from './marketing-record.js';
export { agentStatusReaderOf, bindCallerOf } from './bind-caller.js';
export { BOUND_PAYMENT_STATUSES, createPaymentReads } from './payment-reads.js';
export { createBindJob, directDebitPaymentOf, type BindJobPayload } from './bind-job.js';
export {
  createBindRecordsRepository,
  type AgentPayer,
  type BindRecordsRepository,
  type MarketingRecord,
} from './bind-records-repository.js';
export { productBindRoute } from './product-bind-route.js';
// The renewal cycle waits for a renewal's bind and writes its e-mails as purchases do.
export { bindJobKey } from './bind-records-repository.js';
export { email as customerEmail, type Buyer } from './purchase-messages.js';
export { policyPaymentReadOf } from './policy-payment-read.js';
