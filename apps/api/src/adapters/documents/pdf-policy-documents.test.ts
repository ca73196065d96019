import {
  HOUSEHOLD_QUESTIONS,
  euroToCents,
  formatEuro,
  monthlyInstalmentPlan,
  instalmentsInWords,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { buildHomePolicyDocumentModel, homePolicyDocuments } from './home-policy-document-model.js';
import {
  TEST_IBAN,
  directDebit,
  homePolicyInput,
} from '../../test/home-policy-document-fixtures.js';
import { createPdfPolicyDocuments } from './pdf-policy-documents.js';
import type { RenderedDocument } from './policy-documents-port.js';
import { pdfInfo, pdfPagesText } from './pdf-text-for-tests.js';

const documents = createPdfPolicyDocuments();

async function render(input = homePolicyInput()) {
  const rendered = await documents.render(homePolicyDocuments(buildHomePolicyDocumentModel(input)));
  const byName = (name: RenderedDocument['name']) => rendered.find((doc) => doc.name === name)!;
  const textOf = (name: RenderedDocument['name']) => pdfPagesText(byName(name).pdf).join(' ');
  return { input, rendered, byName, textOf };
}

describe('createPdfPolicyDocuments', () => {
  it('renders the three documents as PDFs naming the policy, the holder and the premium', async () => {
    const { input, rendered, textOf } = await render();
    expect(rendered.map((doc) => doc.name)).toEqual([
      'policy-schedule',
      'statement-of-fact',
      'terms-summary',
    ]);
    const total = formatEuro(euroToCents(input.quote.price!));
    for (const doc of rendered) {
      expect(doc.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(doc.displayName).not.toBe('');
      const text = textOf(doc.name);
      expect(text).toContain('HOM-FBD-000123');
      expect(text).toContain('Siobhan Kelly');
      expect(text).toContain('Page 1 of');
      expect(text).toContain('Bank of Ireland Insurance Services Limited');
      expect(text).toContain('underwritten by FBD Insurance plc');
    }
    expect(textOf('policy-schedule')).toContain(total);
    expect(textOf('policy-schedule')).toContain('15/03/2025 to 14/03/2026');
  });

  it('prints the sums insured, the excesses, the extras and the premium lines on the schedule', async () => {
    const { input, textOf } = await render();
    const text = textOf('policy-schedule');
    expect(text).toContain('Buildings (rebuild cost) €250,000.00');
    expect(text).toContain('Contents €40,000.00');
    expect(text).toContain('Policy excess €500.00');
    expect(text).toContain('Water damage excess €850.00');
    expect(text).toContain('Subsidence excess €1,000.00');
    expect(text).toContain('Accidental damage for contents Included');
    expect(text).toContain('Home emergency assist Not included');
    const buildings = input.quote.premium_details.find((line) => line.unique_code === 'BUILDINGS')!;
    expect(text).toContain(`Buildings cover ${formatEuro(euroToCents(buildings.amount!))}`);
    expect(text).not.toContain('Premium after');
    expect(text).toContain('Cover Buildings and contents');
    expect(text).toContain('Ownership and use Owned and lived in by you');
    expect(text).not.toContain('Cover type');
    expect(text).toContain('Visa ending 4242');
  });

  it('sets the title, author and subject of each PDF', async () => {
    const { rendered } = await render();
    const info = pdfInfo(rendered[0]!.pdf);
    expect(info.Title).toBe('Policy Schedule HOM-FBD-000123');
    expect(info.Author).toBe('Bank of Ireland Insurance Services Limited');
    expect(info.Subject).toContain('HOM-FBD-000123');
    expect(info.Subject).toContain('FBD Insurance');
  });

  it('puts the household questions and the answers given on the statement of fact', async () => {
    const convictions = HOUSEHOLD_QUESTIONS.find((question) => question.code === '43')!;
    const input = homePolicyInput();
    // The statement prints the answers as given, whatever the quote made of them.
    input.request.home_quote.questions = input.request.home_quote.questions.map((answer) =>
      answer.code === '52' ? { ...answer, response: false } : answer,
    );
    const { textOf } = await render(input);
    const text = textOf('statement-of-fact');
    expect(text).toContain(`${convictions.text} No`);
    const condition = HOUSEHOLD_QUESTIONS.find((question) => question.code === '52')!;
    expect(text).toContain(`${condition.text} No`);
    const locks = HOUSEHOLD_QUESTIONS.find((question) => question.code === 'operational_locks')!;
    expect(text).toContain(`${locks.text} Yes`);
    expect(text).toContain('I own and live in this property');
    expect(text).toContain('Date of birth 12/04/1985');
  });

  it('never prints the whole IBAN of a direct debit', async () => {
    const { input, rendered, textOf } = await render(homePolicyInput({ payment: directDebit }));
    const schedule = textOf('policy-schedule');
    expect(schedule).toContain('**** **** **** **** **56 78');
    expect(schedule).toContain('Day 8 of each month');
    const plan = monthlyInstalmentPlan(euroToCents(input.quote.price!));
    expect(schedule).toContain(`Instalments ${instalmentsInWords(plan)}`);
    expect(schedule).toContain(`${formatEuro(plan.totalCents)} in total`);
    for (const doc of rendered) {
      const text = pdfPagesText(doc.pdf).join(' ').replace(/\s+/g, '');
      expect(text).not.toContain(TEST_IBAN);
      expect(text).not.toContain('93115212345678');
      expect(doc.pdf.toString('latin1')).not.toContain(TEST_IBAN);
    }
    expect(textOf('terms-summary')).toContain('within 8 weeks');
  });

  it('flows a long statement of fact onto further pages, numbering each', async () => {
    const { byName } = await render(
      homePolicyInput({
        insurer: 'RSA',
        change: (request) => {
          request.home_quote.cover_details.specified_items = Array.from({ length: 20 }, (_, i) => ({
            item_type: 'Jewellery' as const,
            value: 2_000 + i,
            description: `Heirloom piece number ${i + 1} with a long description to wrap a line`,
          }));
        },
      }),
    );
    const pages = pdfPagesText(byName('statement-of-fact').pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(pages.join(' ')).toContain('Heirloom piece number 20');
    expect(pages.slice(1).some((page) => page.includes('(continued)'))).toBe(true);
  });

  it('renders the same policy to the same bytes', async () => {
    const input = homePolicyInput();
    const first = await documents.render(homePolicyDocuments(buildHomePolicyDocumentModel(input)));
    const second = await documents.render(homePolicyDocuments(buildHomePolicyDocumentModel(input)));
    expect(first.map((doc) => doc.pdf.equals(second[first.indexOf(doc)]!.pdf))).toEqual([
      true,
      true,
      true,
    ]);
  });
});
