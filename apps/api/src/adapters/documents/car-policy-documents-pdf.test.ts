import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_BENEFITS,
  MOTOR_TEST_IBAN,
  carPolicyInput,
  type CarPolicyInputOptions,
} from './car-policy-document-fixtures.js';
import { carPolicyDocuments } from './car-policy-document-model.js';
import { createPdfPolicyDocuments } from './pdf-policy-documents.js';
import { pdfInfo, pdfPagesText } from './pdf-text-for-tests.js';

const documents = createPdfPolicyDocuments();

async function render(options?: CarPolicyInputOptions) {
  const rendered = await documents.render(carPolicyDocuments(carPolicyInput(options)));
  const byName = (name: string) => {
    const found = rendered.find((doc) => doc.name === name);
    if (!found) throw new Error(`No ${name} PDF`);
    return found;
  };
  const pagesOf = (name: string) => pdfPagesText(byName(name).pdf);
  const textOf = (name: string) => pagesOf(name).join(' ');
  return { rendered, byName, pagesOf, textOf };
}

describe('the car policy’s PDFs', () => {
  it('renders the four documents as PDFs naming the policy, the holder and the insurer on every page', async () => {
    const { rendered, textOf } = await render();
    expect(rendered.map((doc) => doc.name)).toEqual([
      'motor-certificate',
      'motor-disc',
      'motor-schedule',
      'motor-ncb-statement',
    ]);
    for (const doc of rendered) {
      expect(doc.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(doc.pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      const text = textOf(doc.name);
      expect(text).toContain('Car Insurance');
      expect(text).toContain(`${doc.displayName} | Policy Code MOT0000042`);
      expect(text).toContain('Underwritten by RSA Insurance Ireland DAC');
      expect(text).toContain('arranged by Bank of Ireland Insurance Services Limited');
      expect(text).toContain('Page 1 of');
    }
  });

  it('sets the title, author and subject of each PDF', async () => {
    const { byName } = await render();
    const info = pdfInfo(byName('motor-certificate').pdf);
    expect(info.Title).toBe('Certificate of Motor Insurance MOT0000042');
    expect(info.Author).toBe('Bank of Ireland Insurance Services Limited');
    expect(info.Subject).toBe(
      'Car Insurance policy MOT0000042 underwritten by RSA Insurance Ireland DAC',
    );
  });

  it('prints the certificate’s vehicle, drivers, use and certification', async () => {
    const text = (await render()).textOf('motor-certificate');
    expect(text).toContain('Registration mark of the vehicle 191-D-12345');
    expect(text).toContain('Ms. Siobhán Kelly (the policyholder)');
    expect(text).toContain('Miss. Aoife Kelly');
    expect(text).toContain('Limitations as to use Use for social, domestic and pleasure purposes');
    expect(text).toContain(
      'We hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Ireland',
    );
  });

  it('draws the disc on one page: insurer, registration, Policy Code and period', async () => {
    const { pagesOf } = await render();
    const pages = pagesOf('motor-disc');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(
      'RSA Insurance Ireland DAC 191-D-12345 Policy Code MOT0000042 Valid from 15/03/2025 Expires 14/03/2026',
    );
  });

  it('prints the schedule’s cover, drivers, extras and premium to the cent', async () => {
    const text = (await render()).textOf('motor-schedule');
    expect(text).toContain('Cover type Comprehensive');
    expect(text).toContain('Cover level Prestige');
    expect(text).toContain('Named driver (Spouse or partner) Mr. Cian Kelly, born 02/09/1983');
    expect(text).toContain('No claims discount (5 years or more) -€360.00');
    expect(text).toContain('Bank customer discount (10%) -€54.00');
    expect(text).toContain('Government levy €17.10');
    expect(text).toContain('Total annual premium (including government levy) €587.10');
    expect(text).toContain('Visa ending 4242');
  });

  it('prints a monthly plan and never the whole IBAN', async () => {
    const { rendered, textOf } = await render({ payment: 'direct_debit' });
    const schedule = textOf('motor-schedule');
    expect(schedule).toContain('**** **** **** **** **56 78');
    expect(schedule).toContain(
      'A deposit of €103.74 by card, then 9 monthly payments of €51.87 and a last payment of €51.76',
    );
    expect(schedule).toContain('Total if paid by instalments €622.33');
    for (const doc of rendered) {
      expect(pdfPagesText(doc.pdf).join(' ').replace(/\s+/g, '')).not.toContain(MOTOR_TEST_IBAN);
      expect(doc.pdf.toString('latin1')).not.toContain(MOTOR_TEST_IBAN);
    }
  });

  it('prints the no claims statement’s step-back when the discount is not protected', async () => {
    const text = (await render({ extras: [ADDITIONAL_BENEFITS] })).textOf('motor-ncb-statement');
    expect(text).toContain('Years of no claims discount 5 years or more');
    expect(text).toContain('No Claims Discount Protection Not protected');
    expect(text).toContain('After one claim At least 2 years');
    expect(text).toContain('After two claims None');
  });

  it('renders the same policy to the same bytes', async () => {
    const first = await render({ payment: 'direct_debit' });
    const second = await render({ payment: 'direct_debit' });
    expect(first.rendered.map((doc, index) => doc.pdf.equals(second.rendered[index]!.pdf))).toEqual(
      [true, true, true, true],
    );
  });
});
