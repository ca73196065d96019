import type { TravelQuoteRequest } from '@wallet/domain';
import { travelQuoteRequest } from '../../test/travel-quote-fixtures.js';
import { travelPolicyDocuments } from './travel-policy-document-model.js';

/* Test data: the travel fixture's quote bound by card, its premium lines agreeing with its total. */

export const TRAVEL_PRICED_AT = new Date('2027-01-09T10:00:00Z');

/** The documents of the fixture's travel policy, its quote changed as given. */
export function travelFixtureDocuments(change?: (request: TravelQuoteRequest) => void) {
  const quote = travelQuoteRequest(change).travel_quote;
  return travelPolicyDocuments({
    quote,
    pricedAt: TRAVEL_PRICED_AT,
    premiumLines: [
      { code: 'TRAVELLERS', name: 'Travellers', amountCents: 5_000 },
      { code: 'TOTAL', name: 'Total payable', amountCents: 5_255 },
    ],
    totalCents: 5_255,
    policy: {
      policyNumber: 'CHT0000001',
      referenceNumber: 'TPR-1',
      quoteReference: 'TQ-1',
      startDate: quote.cover_details.start_date,
      endDate: quote.cover_details.end_date!,
      issuedAt: TRAVEL_PRICED_AT,
    },
    payment: { method: 'card', cardBrand: 'Visa', last4: '4242' },
  });
}
