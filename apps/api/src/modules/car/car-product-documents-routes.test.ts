import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_CHECKOUT_DOCUMENTS, CAR_TERMS_DOCUMENTS, carCheckoutSummary } from '@wallet/domain';
import { pdfInfo, pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
const textOf = (pdf: Buffer) => pdfPagesText(pdf).join(' ');

describe('the car documents read before buying', () => {
  it.each([
    ['terms_and_conditions', 'Terms and Conditions', ['Who may drive', 'What is not covered']],
    [
      'disclosure_requirements',
      'Disclosure Requirements',
      ['Consumer Insurance Contracts Act 2019', 'honestly and with reasonable care'],
    ],
    [
      'motor_user_agreement',
      'Motor User Agreement',
      ["Motor Insurers' Bureau of Ireland", 'uninsured'],
    ],
    [
      'terms_summary',
      'Summary of Terms',
      ['Personal Protection Plus (€30.00 a year)', '14 working days'],
    ],
    [
      'product_information',
      'Insurance Product Information Document',
      ['What is not insured?', 'How do I cancel the contract?'],
    ],
  ])('serves the %s to anyone as a PDF titled %s', async (document, title, words) => {
    const response = await get(`/motor/insurer_documents/${document}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Car-${title.replace(/ /g, '-')}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfInfo(response.rawPayload).Title).toContain(title);
    const text = textOf(response.rawPayload);
    expect(text).toContain(title);
    expect(text).toContain('RSA Insurance Ireland DAC');
    for (const word of words) expect(text).toContain(word);
  });

  it('serves every document the terms page and the payment page link', async () => {
    const summary = carCheckoutSummary({
      premiumId: 'MQ-1:popular:1',
      coverLevel: 'popular',
      coverType: 'COMPREHENSIVE',
      offeredExtras: [],
      extras: [],
      totalIfPaidByInstalmentCents: 0,
      car: { make: 'Toyota', model: 'Corolla', year: 2019, version: '1.8' },
      drivers: [{ name: 'Niamh Sullivan' }],
      penaltyDetails: [],
      disqualified: false,
    });
    expect(summary.documents).toHaveLength(CAR_CHECKOUT_DOCUMENTS.length);
    for (const document of summary.documents) {
      expect((await get(document.path)).statusCode, document.path).toBe(200);
    }
    for (const document of CAR_TERMS_DOCUMENTS) {
      expect(summary.documents.map((link) => link.path)).toContain(
        `/motor/insurer_documents/${document}`,
      );
    }
  });

  it('draws a document once, and refuses one it does not know with a 400', async () => {
    const first = await get('/motor/insurer_documents/terms_summary');
    const second = await get('/motor/insurer_documents/terms_summary');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const bad of [
      'motor-certificate',
      'TERMS_SUMMARY',
      '..%2Fterms_summary',
      'x'.repeat(60),
    ]) {
      const response = await get(`/motor/insurer_documents/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });
});
