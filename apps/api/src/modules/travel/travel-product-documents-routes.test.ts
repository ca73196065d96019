import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
const textOf = (pdf: Buffer) => pdfPagesText(pdf).join(' ');

describe('the travel documents read before buying', () => {
  it('serves the Schedule of Benefits to anyone, with the limits of car-travel-payment.md 9', async () => {
    const response = await get('/travel/insurer_documents/benefits_schedule');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="Travel-Schedule-of-Benefits.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(response.rawPayload);
    expect(text).toContain('Chubb European Group SE');
    expect(text).toMatch(/Medical expenses\s*Unlimited/);
    expect(text).toMatch(/Personal liability\s*€2,500,000/);
    expect(text).toContain('Covered for up to 21 days');
    expect(text).toContain('Up to 90 days a year, each trip at most 31 days');
    // The product as sold: no extra is marked as left out of a policy.
    expect(text).not.toContain('not chosen on this policy');
  });

  it('serves the Product Information Document for both trip types and every zone, with the right to cancel', async () => {
    const response = await get('/travel/insurer_documents/product_information');
    expect(response.statusCode).toBe(200);
    expect(pdfInfo(response.rawPayload).Title).toContain('Insurance Product Information Document');
    const text = textOf(response.rawPayload);
    expect(text).toContain('What is not insured?');
    expect(text).toContain('Annual multi-trip cover starts on the start date');
    expect(text).toContain('Single-trip cover starts on your travel date');
    expect(text).toContain('14 working days');
    expect(text).toContain('refunds the premium in full');
  });

  it('draws a document once, and refuses one it does not know with a 400', async () => {
    const first = await get('/travel/insurer_documents/benefits_schedule');
    const second = await get('/travel/insurer_documents/benefits_schedule');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await get('/travel/insurer_documents/travel_certificate')).statusCode).toBe(400);
  });
});

describe('the documents the travel consents name', () => {
  it.each([
    ['terms_and_conditions', 'Terms and Conditions', 'Making a claim'],
    ['data_protection_notice', 'Data Protection Notice', 'Data Protection Commission'],
    ['terms_of_business', 'Chubb Terms of Business', 'Central Bank of Ireland'],
    ['privacy_policy', 'Chubb Privacy Policy', 'special category data'],
  ])('serves the %s to anyone as a PDF titled %s', async (document, title, words) => {
    const response = await get(`/travel/consent_documents/${document}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Travel-${title.replace(/ /g, '-')}.pdf"`,
    );
    expect(pdfInfo(response.rawPayload).Title).toContain(title);
    const text = textOf(response.rawPayload);
    expect(text).toContain(title);
    expect(text).toContain(words);
  });

  it('refuses a document it does not know with a 400', async () => {
    expect((await get('/travel/consent_documents/benefits_schedule')).statusCode).toBe(400);
  });
});
