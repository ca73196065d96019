import {
  PHONE,
  RENEWAL_HISTORY_TEXTS,
  RENEWAL_TEXTS,
  STATEMENT_OF_FACT_DOCUMENT_NAME,
  formatEuro,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import {
  lapseNoticeDocuments,
  renewalOfferDocuments,
  type RenewalNoticeInput,
} from './home-renewal-documents.js';
import { createPdfPolicyDocuments } from './pdf-policy-documents.js';
import { pdfPagesText } from './pdf-text-for-tests.js';
import type { PolicyDocumentSet } from './policy-documents-port.js';
import { renewalNoticeInput } from '../../test/home-renewal-document-fixtures.js';

const renderer = createPdfPolicyDocuments();
/** The note's opening words: a page break may fall inside a paragraph, never this early in it. */
const PRICE_WALKING_NOTE_START = RENEWAL_TEXTS.priceWalkingNote.slice(0, 40);

/** Each document of a set rendered to PDF and read back, by name. */
async function textsOf(set: PolicyDocumentSet): Promise<Record<string, string>> {
  const rendered = await renderer.render(set);
  return Object.fromEntries(
    rendered.map((doc) => [doc.name, pdfPagesText(doc.pdf).join(' ')] as const),
  );
}

async function noticeText(input: RenewalNoticeInput): Promise<string> {
  return (await textsOf(renewalOfferDocuments(input).offer))['renewal-notice']!;
}

/** The text between two markers, each found once: what one part of the notice says. */
function between(text: string, from: string, to: string): string {
  const start = text.indexOf(from);
  const end = text.indexOf(to, start + from.length);
  expect(start, `'${from}' is printed`).toBeGreaterThanOrEqual(0);
  expect(end, `'${to}' is printed after '${from}'`).toBeGreaterThan(start);
  return text.slice(start, end);
}

describe('renewalOfferDocuments', () => {
  it('issues the notice and the statement of fact, naming the renewed period and both premiums', async () => {
    const input = renewalNoticeInput();
    const { offer } = renewalOfferDocuments(input);
    expect(offer.documents.map((doc) => doc.name)).toEqual([
      'renewal-notice',
      STATEMENT_OF_FACT_DOCUMENT_NAME,
    ]);
    expect(offer.insurer.code).toBe('FBD');
    const texts = await textsOf(offer);
    const notice = texts['renewal-notice']!;
    expect(notice).toContain('Renewal date 15/03/2026');
    expect(notice).toContain('15/03/2026 to 14/03/2027 (both dates inclusive)');
    const renewalPart = between(notice, 'Your renewal premium', 'Alternative quote');
    expect(renewalPart).toContain('Buildings cover');
    expect(renewalPart).toContain(formatEuro(input.renewal.priceCents));
    const alternativePart = between(notice, 'Alternative quote', 'What has changed');
    expect(alternativePart).toContain('Buildings cover');
    expect(alternativePart).toContain(formatEuro(input.alternative!.priceCents));
    expect(input.alternative!.priceCents).not.toBe(input.renewal.priceCents);
    expect(notice).toContain('Claims-free years Last year: 5 This year: 1');
    expect(notice).toContain('View Renewals');

    const statement = texts[STATEMENT_OF_FACT_DOCUMENT_NAME]!;
    expect(statement).toContain('Statement of Fact');
    expect(statement).toContain('Policy start date 15/03/2026');
    expect(statement).toContain('Siobhan');
  });

  it('schedules the five preceding years: the claim in its year, the annualised note on the year that changed', async () => {
    const input = renewalNoticeInput();
    const notice = renewalOfferDocuments(input).offer.documents[0]!;
    const schedule = notice.blocks.find(
      (block) => block.kind === 'table' && block.title === RENEWAL_HISTORY_TEXTS.title,
    );
    expect(schedule?.kind === 'table' && schedule.rows).toHaveLength(5);

    const fullText = await noticeText(input);
    // The current year's period is printed above too: read the schedule from its title on.
    const text = fullText.slice(fullText.indexOf(RENEWAL_HISTORY_TEXTS.title));
    const years = [
      '15/03/2021 to 14/03/2022',
      '15/03/2022 to 14/03/2023',
      '15/03/2023 to 14/03/2024',
      '15/03/2024 to 14/03/2025',
      '15/03/2025 to 14/03/2026',
    ];
    const yearText = (index: number) =>
      between(text, years[index]!, years[index + 1] ?? 'Fair pricing at renewal');
    expect(yearText(0)).toContain('Premium paid: €262.40');
    expect(yearText(0)).toContain(RENEWAL_HISTORY_TEXTS.noClaims);
    expect(yearText(1)).toContain('Annualised premium: €279.00');
    expect(yearText(1)).toContain(RENEWAL_TEXTS.annualisedPremiumNote);
    expect(yearText(3)).toContain('Claims paid: €2,350.00');
    expect(yearText(3)).toContain('Escape of water, 02/11/2024');
    expect(yearText(4)).toContain('Premium paid: €281.40');
    for (const index of [0, 2, 3, 4]) {
      expect(yearText(index)).not.toContain(RENEWAL_TEXTS.annualisedPremiumNote);
    }
    for (const index of [0, 1, 2, 4]) expect(yearText(index)).not.toContain('€2,350.00');
  });

  it('says the policy renews by itself and how to stop it free, or that it will not', async () => {
    const automatic = await noticeText(renewalNoticeInput());
    expect(automatic).toContain('Your policy will renew automatically on 15/03/2026');
    expect(automatic).toContain(RENEWAL_TEXTS.autoRenewalFree);
    expect(automatic).toContain(`call us on ${PHONE.servicesTeam}`);
    expect(automatic).toContain("'Amend my policy'");

    for (const off of [{ autoRenew: false }, { directDebit: false }]) {
      const text = await noticeText(renewalNoticeInput((input) => Object.assign(input, off)));
      expect(text).toContain('Your policy will not renew automatically');
      expect(text).toContain('accept and pay for your renewal before 15/03/2026');
      expect(text).not.toContain('will renew automatically on');
      expect(text).not.toContain(RENEWAL_TEXTS.autoRenewalFree);
    }
  });

  it('states the price-walking check with both figures only on a second or later renewal', async () => {
    const input = renewalNoticeInput();
    const benchmark = input.priceWalking.firstRenewalEquivalentCents!;
    const text = await noticeText(input);
    const check = between(text, 'Fair pricing at renewal', PRICE_WALKING_NOTE_START);
    expect(check).toContain(`Your renewal premium ${formatEuro(input.renewal.priceCents)}`);
    expect(check).toContain(`first renewal ${formatEuro(benchmark)}`);

    const first = await noticeText(
      renewalNoticeInput((draft) => {
        draft.renewalNumber = 1;
        draft.priceWalking = {
          ...draft.priceWalking,
          applies: false,
          firstRenewalEquivalentCents: null,
        };
      }),
    );
    expect(first).not.toContain('Fair pricing at renewal');
    expect(first).not.toContain(PRICE_WALKING_NOTE_START);
    expect(first).not.toContain(formatEuro(benchmark));
  });

  it('prints a capped renewal at the benchmark, the lines adding up to it, and refuses a premium above it', async () => {
    const capped = renewalNoticeInput((draft) => {
      const engineCents = draft.renewal.priceCents;
      draft.renewal.priceCents = engineCents - 3_000;
      draft.priceWalking = {
        applies: true,
        capped: true,
        premiumCents: engineCents - 3_000,
        renewalUncappedCents: engineCents,
        firstRenewalEquivalentCents: engineCents - 3_000,
      };
    });
    const text = await noticeText(capped);
    const premium = between(text, 'Your renewal premium', 'Alternative quote');
    expect(premium).toContain('Reduction to the first-renewal premium -€30.00');
    expect(premium).toContain(formatEuro(capped.renewal.priceCents));
    expect(text).toContain(
      `brought down to the first-renewal premium ${formatEuro(capped.priceWalking.renewalUncappedCents)}`,
    );

    const walked = renewalNoticeInput((draft) => {
      draft.priceWalking.firstRenewalEquivalentCents = draft.renewal.priceCents - 1;
    });
    expect(() => renewalOfferDocuments(walked)).toThrow(RangeError);
  });

  it("issues the alternative insurer's quote and statement of fact only when it quoted", async () => {
    const alone = renewalOfferDocuments(
      renewalNoticeInput((draft) => {
        delete draft.alternative;
      }),
    );
    expect(alone.transfer).toBeUndefined();
    const aloneText = (await textsOf(alone.offer))['renewal-notice']!;
    expect(aloneText).not.toContain('Alternative quote');

    const input = renewalNoticeInput();
    const { transfer } = renewalOfferDocuments(input);
    expect(transfer?.insurer.code).toBe('RSA');
    expect(transfer?.documents.map((doc) => doc.name)).toEqual([
      'alternative-quote',
      STATEMENT_OF_FACT_DOCUMENT_NAME,
    ]);
    const texts = await textsOf(transfer!);
    const quote = texts['alternative-quote']!;
    expect(quote).toContain('Intact Insurance Ireland DAC');
    expect(quote).toContain('new policy with another insurer, starting on your renewal date');
    expect(quote).toContain('15/03/2026 to 14/03/2027');
    expect(quote).toContain(
      `Total annual premium (including Government Levy) ${formatEuro(input.alternative!.priceCents)}`,
    );
    expect(quote).toContain('Buildings (rebuild cost) €250,000.00');
    expect(texts[STATEMENT_OF_FACT_DOCUMENT_NAME]).toContain('Intact Insurance Ireland DAC');
  });
});

describe('lapseNoticeDocuments', () => {
  it('says when the cover ended, that the home is uninsured from the next day, and whom to call', async () => {
    const { policy, request } = renewalNoticeInput();
    const set = lapseNoticeDocuments({
      policy,
      request,
      lapsedOn: '2026-03-14',
      issuedAt: new Date('2026-03-15T06:00:00Z'),
    });
    expect(set.documents.map((doc) => doc.name)).toEqual(['lapse-notice']);
    const text = (await textsOf(set))['lapse-notice']!;
    expect(text).toContain(
      'HOM-FBD-000123 with FBD Insurance plc ended on 14/03/2026 and was not renewed',
    );
    expect(text).toContain('is no longer insured from 15/03/2026');
    expect(text).toContain('New Quote, then Home');
    expect(text).toContain(PHONE.servicesTeam);
    expect(text).not.toContain('Quote reference');
  });
});
