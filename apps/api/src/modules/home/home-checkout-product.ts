import {
  HOME_BIND_FIELDS,
  HOME_PAYMENT_RULES,
  type BindField,
  type HomeAddonCode,
  annualPolicyEndDate,
  POLICY_PAYMENT_LABELS,
  HOME_PRODUCT_FACTS,
  homeClaimExcessCents,
} from '@wallet/domain';
import {
  buildHomePolicyDocumentModel,
  homePolicyDocuments,
} from '../../adapters/documents/home-policy-document-model.js';
import type { HomeQuoted } from '../../adapters/insurers/home-insurer-port.js';
import {
  frozenQuoteOf,
  type CheckoutProduct,
  type PolicyNumbers,
  type QuoteSnapshot,
  checkoutIdentityOf,
  quoteTheBuyerMayBuy,
  quoteToBuyOf,
} from '../checkout/index.js';
import { FieldValidationError } from '../../lib/http-errors.js';
import type { HomeDiscounts } from './home-discounts.js';
import { renewalIssueOf, renewalToBuy, type RenewalOffersOnSale } from './home-renewal-purchase.js';
import { homeBindRoutes } from './home-bind-routes.js';
import type { HomeQuotesRepository, StoredHomeQuote } from './home-quotes-repository.js';
import {
  homeQuoteReferenceOf,
  pricedQuoteOfScheme,
  type HomeQuotesService,
} from './home-quotes-service.js';

/** Policy numbers in the style of the insurer's own, from one sequence number. */
export function homePolicyNumbers(sequence: number): PolicyNumbers {
  return {
    policyNumber: `BHH${String(sequence).padStart(7, '0')}`,
    referenceNumber: `HPR-${sequence}`,
    policyId: `POL-H-${sequence.toString(36).toUpperCase()}`,
  };
}

/** The insurer's own rating of the chosen scheme: the price is read in cents from here. */
function ratingOfScheme(
  stored: Pick<StoredHomeQuote, 'answers'>,
  schemeCode: string,
): HomeQuoted | undefined {
  return stored.answers.ratings
    .map((entry) => entry.rating)
    .find(
      (rating): rating is HomeQuoted =>
        rating.outcome === 'quoted' && rating.schemeCode === schemeCode,
    );
}

/** The home quote a payment froze: the shape the quotes table holds, as quoteContentOf wrote it. */
const homeQuoteOfSnapshot = (snapshot: QuoteSnapshot) => ({
  quoteReference: snapshot.quoteReference,
  ...frozenQuoteOf<StoredHomeQuote>(snapshot),
});

const fieldPaths = Object.fromEntries(
  Object.entries(HOME_BIND_FIELDS).map(([field, path]) => [field, `payment_details.${path}`]),
) as Record<BindField, string>;

/** Home in the checkout (home.md 7 and 9): its quotes, payments, policy numbers and documents. */
export function createHomeCheckoutProduct(deps: {
  homeQuotes: HomeQuotesRepository;
  homeQuotesService: Pick<HomeQuotesService, 'reachable'>;
  discounts: Pick<HomeDiscounts, 'problemsAtBind'>;
  /** The renewal offers a renewal bind buys (home-renewal-purchase.ts). */
  renewalOffers: RenewalOffersOnSale;
}): CheckoutProduct {
  return {
    ...checkoutIdentityOf(HOME_PRODUCT_FACTS),
    paymentRules: HOME_PAYMENT_RULES,
    premiumLabel: POLICY_PAYMENT_LABELS.annualPremium,
    policyNumbers: homePolicyNumbers,
    fieldPaths,
    bindRoutes: homeBindRoutes,

    async quoteToBuy(order, caller) {
      // The quote's own reference, or one insurer's (the quote reference and '-RSA' or '-FBD').
      const stored = await quoteTheBuyerMayBuy(
        deps.homeQuotesService.reachable,
        homeQuoteReferenceOf(order.quoteReference),
        caller,
        'No such home quote.',
      );
      // A renewal offer's quote is bought only as a renewal, and only it is.
      const renewalOf = await renewalToBuy(stored, order, deps.renewalOffers);
      // A discount the price carries must still be given: the staff number still in the staff
      // directory and the buyer's own, promotional discounts still on
      // (home_premium_discounts_enabled).
      const discountProblems = await deps.discounts.problemsAtBind(
        stored,
        caller.userId,
        order.choice,
      );
      if (Object.keys(discountProblems).length > 0) {
        throw new FieldValidationError(discountProblems);
      }
      return {
        ...quoteToBuyOf(stored, {
          startDate: stored.request.home_quote.cover_details.start_date,
          priceCents: ratingOfScheme(stored, order.choice)?.annualPremiumCents ?? null,
        }),
        ...(renewalOf && { renewalOf }),
      };
    },

    statusQuote(quoteReference) {
      return deps.homeQuotes.findByReference(homeQuoteReferenceOf(quoteReference));
    },

    claimExcessCents(snapshot, kind) {
      const quote = pricedQuoteOfScheme(homeQuoteOfSnapshot(snapshot), snapshot.choice);
      return quote && homeClaimExcessCents(quote.cover_details_information.excess_code, kind);
    },

    policyToIssue(snapshot) {
      const stored = homeQuoteOfSnapshot(snapshot);
      const quote = pricedQuoteOfScheme(stored, snapshot.choice);
      const rating = ratingOfScheme(stored, snapshot.choice);
      if (!quote || !rating) return undefined;
      const startDate = stored.request.home_quote.cover_details.start_date;
      const selectedExtras = quote.addon_details
        .filter((addon) => addon.selected)
        .map((addon) => addon.unique_code as HomeAddonCode);
      return {
        insurer: quote.insurer,
        ...renewalIssueOf(snapshot.renewalOf, quote.insurer),
        startDate,
        endDate: annualPolicyEndDate(startDate),
        documents: (policy, payment) =>
          homePolicyDocuments(
            buildHomePolicyDocumentModel({
              request: stored.request,
              quote,
              priceCents: rating.annualPremiumCents,
              policy,
              payment,
              selectedExtras,
            }),
          ),
      };
    },
  };
}
