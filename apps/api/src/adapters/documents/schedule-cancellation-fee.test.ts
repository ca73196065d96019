import {
  CAR_PRODUCT_FACTS,
  HOME_PRODUCT_FACTS,
  TRAVEL_PRODUCT_FACTS,
  cancellationFeeInTerms,
  formatEuro,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { homePolicyInput } from '../../test/home-policy-document-fixtures.js';
import { travelQuoteRequest } from '../../test/travel-quote-fixtures.js';
import { carPolicyInput } from './car-policy-document-fixtures.js';
import { carPolicyDocuments } from './car-policy-document-model.js';
import { buildHomePolicyDocumentModel, homePolicyDocuments } from './home-policy-document-model.js';
import { createPdfPolicyDocuments } from './pdf-policy-documents.js';
import { pdfPagesText } from './pdf-text-for-tests.js';
import type { PolicyDocumentSet } from './policy-documents-port.js';
import { travelPolicyDocuments } from './travel-policy-document-model.js';

const PRICED_AT = new Date('2027-01-09T10:00:00Z');

function travelDocuments(): PolicyDocumentSet {
  const quote = travelQuoteRequest().travel_quote;
  return travelPolicyDocuments({
    quote,
    pricedAt: PRICED_AT,
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
      issuedAt: PRICED_AT,
    },
    payment: { method: 'card', cardBrand: 'Visa', last4: '4242' },
  });
}

/** Each product's schedule (the document a mid-term change reissues) and its fee in the terms. */
const SCHEDULES = [
  {
    product: 'RSA home',
    schedule: 'policy-schedule',
    feeCents: HOME_PRODUCT_FACTS.leavingTerms('RSA').feeCents,
    documents: () =>
      homePolicyDocuments(buildHomePolicyDocumentModel(homePolicyInput({ insurer: 'RSA' }))),
  },
  {
    product: 'car',
    schedule: 'motor-schedule',
    feeCents: CAR_PRODUCT_FACTS.leavingTerms(null).feeCents,
    documents: () => carPolicyDocuments(carPolicyInput()),
  },
  {
    product: 'travel',
    schedule: 'travel-certificate',
    feeCents: TRAVEL_PRODUCT_FACTS.leavingTerms(null).feeCents,
    documents: travelDocuments,
  },
] as const;

describe('the cancellation fee on each product’s schedule', () => {
  it.each(SCHEDULES)(
    'the $product schedule states the fee in the terms and when it is kept',
    async ({ schedule, feeCents, documents }) => {
      const rendered = await createPdfPolicyDocuments().render(documents());
      const pdf = rendered.find((document) => document.name === schedule)!.pdf;
      const text = pdfPagesText(pdf).join(' ');
      expect(feeCents).toBeGreaterThan(0);
      expect(text).toContain(`Cancellation fee ${cancellationFeeInTerms(feeCents)}`);
      expect(text).toContain(`Cancellation fee ${formatEuro(feeCents)}, kept only from a refund`);
    },
  );

  it('an FBD home schedule says there is none: its terms refund the unused portion', async () => {
    const rendered = await createPdfPolicyDocuments().render(
      homePolicyDocuments(buildHomePolicyDocumentModel(homePolicyInput({ insurer: 'FBD' }))),
    );
    const pdf = rendered.find((document) => document.name === 'policy-schedule')!.pdf;
    expect(pdfPagesText(pdf).join(' ')).toContain('Cancellation fee None');
  });
});
