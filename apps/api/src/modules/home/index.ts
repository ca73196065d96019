/** Home's public entry: its routes, repositories, services and its product in the checkout. */
// The platform reads the product through its descriptor, listed once in products.ts.
export { homeProductModule } from './home-product-module.js';
export { homeQuotesRoutes } from './home-quotes-routes.js';
export { homeDocumentsRoutes } from './home-documents-routes.js';
export { createHomeQuotesRepository, type HomeQuotesRepository } from './home-quotes-repository.js';
export {
  createHomeQuotesService,
  quotesOf as homeInsurerQuotesOf,
  type HomeQuotesService,
} from './home-quotes-service.js';
export {
  createHomeDiscounts,
  homeDiscountProblems,
  type HomeDiscountDeps,
  type HomeDiscounts,
} from './home-discounts.js';
export { createHomeCheckoutProduct } from './home-checkout-product.js';
export { toHomeRatingRequest } from './home-rating-request.js';
export {
  refuseAutoRenewalOtherThan,
  renewalDeclared,
  type RenewalDeclaration,
  type RenewalOfferOnSale,
  type RenewalOffersOnSale,
} from './home-renewal-purchase.js';
export { homeBindOrder } from './home-bind-order.js';
export { priceRenewal, type RenewalPricing } from './home-renewal-pricing.js';
// The renewal cycle prices a policy a year on with home's rating and keeps home's answers.
export { homeQuoteReferenceOf, pricedQuoteOfScheme } from './home-quotes-service.js';
export type { HomeInsurerAnswers } from './home-quotes-repository.js';
export type { HomeRatingChoices } from './home-rating-request.js';
export { boughtHomeQuoteOf, boughtExtrasOf, type BoughtHomeQuote } from './bought-home-quote.js';
