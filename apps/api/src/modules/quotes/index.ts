/** What every product's quotes share: their table, who may use them and the visitor cookie. */
export {
  createProductQuotesRepository,
  type AgentQuoteStamp,
  type NewQuote,
  type ProductQuotesRepository,
  type QuotePricing,
  type QuoteStatus,
  type StoredQuote,
  quoteBeingBought,
} from './product-quotes-repository.js';
export {
  createQuoteAccess,
  keepAgentQuote,
  keepPricedQuote,
  newQuoteReference,
  type PricedForCustomer,
  type QuoteRequester,
} from './quote-access.js';
export { newQuoteRequesterOf, quoteRequesterOf } from './quote-requesters.js';
export {
  VISITOR_COOKIE_NAME,
  ensureVisitorKeyHash,
  hashVisitorKey,
  visitorKeyHashOf,
} from './visitor-key.js';
export {
  productQuoteRoutes,
  type ProductQuoteRoutesSpec,
  type ProductQuoteService,
} from './product-quote-routes.js';
