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

describe('the documents read before buying', () => {
  it("serves each insurer's Summary of Terms as a PDF anyone may read, with its own cancellation terms and extras", async () => {
    const fbd = await get('/home/insurer_documents/terms_summary?insurer=FBD');
    expect(fbd.statusCode).toBe(200);
    expect(fbd.headers['content-type']).toBe('application/pdf');
    expect(fbd.headers['content-disposition']).toBe(
      'inline; filename="Home-Summary-of-Terms-FBD.pdf"',
    );
    expect(fbd.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const fbdText = textOf(fbd.rawPayload);
    expect(fbdText).toContain('FBD Insurance plc');
    expect(fbdText).toContain('14 working days');
    expect(fbdText).toContain('unused portion');
    expect(fbdText).toContain('No claim discount protection plus Not offered');

    const rsaText = textOf(
      (await get('/home/insurer_documents/terms_summary?insurer=RSA')).rawPayload,
    );
    expect(rsaText).toContain('Intact Insurance Ireland DAC (formerly RSA Insurance Ireland DAC)');
    expect(rsaText).toContain('refunds the premium you have paid in full');
    expect(rsaText).toMatch(/No claim discount protection plus €30\.00 a year/);
    expect(rsaText).not.toContain('unused portion');
  });

  it("serves the Product Information Document, and without an insurer both insurers' terms in one", async () => {
    const information = await get('/home/insurer_documents/product_information?insurer=RSA');
    expect(information.statusCode).toBe(200);
    expect(textOf(information.rawPayload)).toContain('What is not insured?');
    expect(pdfInfo(information.rawPayload).Title).toContain('Product Information Document');

    const both = textOf((await get('/home/insurer_documents/terms_summary')).rawPayload);
    expect(both).toContain('Cancelling a policy with RSA Insurance');
    expect(both).toContain('Cancelling a policy with FBD Insurance');
  });

  it('draws a document once: the same bytes every time', async () => {
    const first = await get('/home/insurer_documents/terms_summary?insurer=FBD');
    const second = await get('/home/insurer_documents/terms_summary?insurer=FBD');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('refuses a document or an insurer it does not know with a 400', async () => {
    for (const url of [
      '/home/insurer_documents/policy_wording',
      '/home/insurer_documents/terms_summary?insurer=AXA',
      '/home/insurer_documents/terms_summary?insurer=',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
    }
  });
});
