import { describe, expect, it } from 'vitest';
import type { PremiumDetail } from './home-quote-response.js';
import { premiumInWords } from './premium-in-words.js';

const item = (unique_code: string, amount: number, item_name = unique_code): PremiumDetail => ({
  code: unique_code,
  unique_code,
  item_name,
  amount,
});
const subtotal = (
  unique_code: string,
  running_total: number,
  item_name: string,
): PremiumDetail => ({
  code: unique_code,
  unique_code,
  item_name,
  running_total,
});

describe('a premium breakdown in words', () => {
  it('drops every running total and names each step by what it does', () => {
    const lines = premiumInWords([
      item('BUILDINGS', 180.5, 'Buildings Section Premium'),
      item('CONTENTS', 60, 'Contents Section Premium'),
      subtotal('SECTIONS', 240.5, 'Total Section Premium'),
      item('SMOKE', -12.03),
      item('NCD', -40),
      item('EXCESS', 10.25),
      subtotal('AFTERLOADDISC', 198.72, 'Premium after Loadings and Discounts'),
      item('HEAOPT', 45),
      subtotal('AFTEROPTEX', 243.72, 'Premium after Optional Extras'),
      item('PROMOPCT', -24.37, 'Promotional Discount'),
      subtotal('AFTERSALES', 219.35, 'Premium after Discounts'),
      item('LEVY', 6.58, 'Government Levy'),
      subtotal('INCLEVY', 225.93, 'Total Premium including Government Levy'),
    ]);
    expect(lines.map((line) => [line.label, line.amountCents, line.kind])).toEqual([
      ['Buildings cover', 18_050, 'cover'],
      ['Contents cover', 6_000, 'cover'],
      ['Discount for your working smoke alarms', -1_203, 'discount'],
      ['No claims discount', -4_000, 'discount'],
      ['Added for choosing a lower excess', 1_025, 'adjustment'],
      ['Home emergency assist (optional extra)', 4_500, 'extra'],
      ['Promotional discount (your promotion code)', -2_437, 'discount'],
      ['Government levy (3%)', 658, 'levy'],
    ]);
    expect(lines.some((line) => /Premium after/.test(line.label))).toBe(false);
  });

  it('words an adjustment by its direction', () => {
    expect(premiumInWords([item('EXCESS', -15)])[0]!.label).toBe(
      'Discount for choosing a higher excess',
    );
    expect(premiumInWords([item('CLAIMLOAD', 30)])[0]!.label).toBe(
      'Added for claims in the last 5 years',
    );
  });

  it("keeps an unknown item under the insurer's name and leaves out zero items", () => {
    expect(premiumInWords([item('NEWCODE', -3, 'Loyalty Discount'), item('SMOKE', 0)])).toEqual([
      { code: 'NEWCODE', label: 'Loyalty Discount', amountCents: -300, kind: 'discount' },
    ]);
  });
});
