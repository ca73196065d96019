import {
  TRAVEL_BIND_FIELDS,
  TRAVEL_INSURER,
  TRAVEL_PAYMENT_RULES,
  POLICY_PAYMENT_LABELS,
  TRAVEL_PRODUCT_FACTS,
  travelClaimExcessCents,
} from '@wallet/domain';
import { travelPolicyDocuments } from '../../adapters/documents/travel-policy-document-model.js';
import {
  frozenQuoteOf,
  quoteToBuyOf,
  type CheckoutProduct,
  type PolicyNumbers,
  checkoutIdentityOf,
  quoteTheBuyerMayBuy,
} from '../checkout/index.js';
import { travelBindRoutes } from './travel-bind-routes.js';
import { travelCoverEndOf } from './travel-quote-answer.js';
import type { StoredTravelQuote, TravelQuotesRepository } from './travel-quotes-repository.js';
import { quotedChoiceOf, type TravelQuotesService } from './travel-quotes-service.js';

/** Policy numbers in the style of the travel insurer's own, from one sequence number. */
export function travelPolicyNumbers(sequence: number): PolicyNumbers {
  return {
    policyNumber: `CHT${String(sequence).padStart(7, '0')}`,
    referenceNumber: `TPR-${sequence}`,
    policyId: `POL-T-${sequence.toString(36).toUpperCase()}`,
  };
}

const priceOf = (stored: StoredTravelQuote, choice: string) =>
  quotedChoiceOf(stored, choice)?.premium.totalCents ?? null;

/**
 * Travel in the checkout (car-travel-payment.md 7 and 9): paid once by card, quotes valid 14
 * days, the certificate, benefits schedule and product information document at bind.
 */
export function createTravelCheckoutProduct(deps: {
  travelQuotes: TravelQuotesRepository;
  travelQuotesService: Pick<TravelQuotesService, 'reachable'>;
}): CheckoutProduct {
  return {
    ...checkoutIdentityOf(TRAVEL_PRODUCT_FACTS),
    paymentRules: TRAVEL_PAYMENT_RULES,
    premiumLabel: POLICY_PAYMENT_LABELS.premium,
    policyNumbers: travelPolicyNumbers,
    fieldPaths: TRAVEL_BIND_FIELDS,
    bindRoutes: travelBindRoutes,

    async quoteToBuy(order, caller) {
      const stored = await quoteTheBuyerMayBuy(
        deps.travelQuotesService.reachable,
        order.quoteReference,
        caller,
        'No such travel quote.',
      );
      return quoteToBuyOf(stored, {
        startDate: stored.request.travel_quote.cover_details.start_date,
        priceCents: priceOf(stored, order.choice),
      });
    },

    statusQuote(quoteReference) {
      return deps.travelQuotes.findByReference(quoteReference);
    },

    claimExcessCents(snapshot, kind) {
      const stored = frozenQuoteOf<StoredTravelQuote>(snapshot);
      return quotedChoiceOf(stored, snapshot.choice) ? travelClaimExcessCents(kind) : undefined;
    },

    policyToIssue(snapshot) {
      // The travel quote a payment froze, in the shape the quotes table holds.
      const stored = frozenQuoteOf<StoredTravelQuote>(snapshot);
      const rating = quotedChoiceOf(stored, snapshot.choice);
      if (!rating) return undefined;
      const quote = stored.request.travel_quote;
      const startDate = quote.cover_details.start_date;
      const endDate = travelCoverEndOf(quote);
      return {
        insurer: TRAVEL_INSURER.code,
        startDate,
        endDate,
        documents: (policy, payment) =>
          travelPolicyDocuments({
            quote,
            pricedAt: new Date(snapshot.pricedAt),
            premiumLines: rating.premium.lines,
            totalCents: rating.premium.totalCents,
            policy,
            payment,
          }),
      };
    },
  };
}
