import {
  CAR_PRODUCT_FACTS,
  HOME_PRODUCT_FACTS,
  TRAVEL_PRODUCT_FACTS,
  cancellationFeeInTerms,
  formatEuro,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { homePolicyInput } from '../../test/home-policy-document-fixtures.js';
import { carPolicyInput } from './car-policy-document-fixtures.js';
import { carPolicyDocuments } from './car-policy-document-model.js';
import { buildHomePolicyDocumentModel, homePolicyDocuments } from './home-policy-document-model.js';
import { createPdfPolicyDocuments } from './pdf-policy-documents.js';
import { pdfPagesText } from './pdf-text-for-tests.js';
import { travelFixtureDocuments } from './travel-policy-document-fixtures.js';

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
    documents: () => travelFixtureDocuments(),
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
