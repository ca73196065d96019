import { describe, expect, it } from 'vitest';
import {
  homeCheckoutDetailsSchema,
  homeCheckoutSummary,
  type HomeCheckoutDetails,
} from './home-checkout-summary.js';

const details = (overrides: Partial<HomeCheckoutDetails> = {}): HomeCheckoutDetails => ({
  insurer: 'FBD',
  addressLines: ['12 Main Street', 'Cork', 'T12 X2Y3'],
  coverType: 'ownLive',
  buildingsEur: 250_000,
  contentsEur: 40_000,
  unspecifiedItemsEur: 2_500,
  specifiedItems: [{ type: 'Jewellery', valueEur: 2_000, description: 'Gold ring' }],
  excessCode: '2',
  extras: [
    { code: 'ContentsAD', amountEur: 31.5, selected: true },
    { code: 'HomeEmergencyAssist', amountEur: 45, selected: false },
  ],
  endDate: '2027-02-28',
  ...overrides,
});

const rowsOf = (summary: ReturnType<typeof homeCheckoutSummary>) =>
  Object.fromEntries(
    summary.sections.flatMap((section) => section.rows.map((row) => [row.label, row.value])),
  );

describe('the summary of a home quote before Buy', () => {
  it('states the property, the cover, the sums, the excess and each extra with its price', () => {
    const rows = rowsOf(homeCheckoutSummary(details()));
    expect(rows).toMatchObject({
      Address: '12 Main Street, Cork, T12 X2Y3',
      'Ownership and use': 'Owned and lived in by you',
      Cover: 'Buildings and contents',
      'Buildings (rebuild cost)': '€250,000.00',
      Contents: '€40,000.00',
      'Unspecified personal items': '€2,500.00',
      'Specified item: Jewellery': '€2,000.00, Gold ring',
      'Policy excess': '€750.00',
      'Water damage excess': '€1,100.00',
      'Subsidence excess': '€1,000.00',
      'Accidental damage for contents': 'Included (€31.50 a year)',
      'Home emergency assist': 'Not included (€45.00 a year if added)',
    });
    expect(rows).not.toHaveProperty('No claim discount protection plus');
  });

  it("links the chosen insurer's two documents and gives its cancellation terms after the cooling-off right", () => {
    const summary = homeCheckoutSummary(details());
    expect(summary.documents.map((document) => [document.label, document.path])).toEqual([
      ['Summary of Terms', '/home/insurer_documents/terms_summary?insurer=FBD'],
      ['Product Information Document', '/home/insurer_documents/product_information?insurer=FBD'],
    ]);
    expect(summary.cancellation[0]).toContain('14 working days');
    expect(summary.cancellation[1]).toContain('unused portion');
    expect(homeCheckoutSummary(details({ insurer: 'RSA' })).cancellation[1]).toContain(
      'refunds the premium you have paid in full',
    );
  });

  it('says what the eligibility requirements are', () => {
    const { eligibility } = homeCheckoutSummary(details());
    expect(eligibility[0]).toBe('You are at least 18 years old on the day your cover starts.');
    expect(eligibility.some((line) => line.includes('45 consecutive days'))).toBe(true);
  });

  it('stores only what it can read back', () => {
    expect(homeCheckoutDetailsSchema.safeParse(details()).success).toBe(true);
    expect(homeCheckoutDetailsSchema.safeParse({ ...details(), coverType: 'castle' }).success).toBe(
      false,
    );
  });
});
