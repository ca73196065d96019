import { describe, expect, it } from 'vitest';
import type { HomeRating, HomeRatingRequest } from './home-insurer-port.js';
import { workedExampleRequest } from './home-rating-examples.js';
import { RSA_HOME_TABLES, RsaHomeEngine, rateRsaHome } from './rsa-home-engine.js';

function quoted(rating: HomeRating) {
  if (rating.outcome !== 'quoted')
    throw new Error(`Expected a quote, got ${JSON.stringify(rating)}`);
  return rating;
}

function price(overrides: Partial<HomeRatingRequest> = {}): number {
  return quoted(rateRsaHome(workedExampleRequest(overrides))).annualPremiumCents;
}

function notices(overrides: Partial<HomeRatingRequest>) {
  const rating = rateRsaHome(workedExampleRequest(overrides));
  if (rating.outcome === 'quoted') throw new Error('Expected a decline or referral');
  return { outcome: rating.outcome, codes: rating.notifications.map((notice) => notice.code) };
}

const answers = (changes: HomeRatingRequest['householdAnswers']) => ({
  householdAnswers: { ...workedExampleRequest().householdAnswers, ...changes },
});

describe('RSA home engine', () => {
  it('prices the worked example of docs/home-rating.md to the cent', () => {
    const rating = quoted(rateRsaHome(workedExampleRequest()));
    expect(rating.schemeCode).toBe('RSA-HOME-01');
    expect(rating.annualPremiumCents).toBe(22_689);
    expect(rating.excessCode).toBe('3');
    expect(rating.premiumDetails).toEqual([
      {
        code: '1',
        unique_code: 'BUILDINGS',
        item_name: 'Buildings Section Premium',
        amount: 233.75,
      },
      { code: '2', unique_code: 'CONTENTS', item_name: 'Contents Section Premium', amount: 126.72 },
      {
        code: '6',
        unique_code: 'SECTIONS',
        item_name: 'Total Section Premium',
        running_total: 360.47,
      },
      { code: '7', unique_code: 'SMOKE', item_name: 'Smoke Detector Adjustment', amount: -10.81 },
      { code: '9', unique_code: 'NCD', item_name: 'No Claims Discount', amount: -104.9 },
      {
        code: '12',
        unique_code: 'AFTERLOADDISC',
        item_name: 'Premium after Loadings and Discounts',
        running_total: 244.76,
      },
      {
        code: '16',
        unique_code: 'AFTEROPTEX',
        item_name: 'Premium after Optional Extras',
        running_total: 244.76,
      },
      { code: '21', unique_code: 'PROMOPCT', item_name: 'Promotional Discount', amount: -24.48 },
      {
        code: '22',
        unique_code: 'AFTERSALES',
        item_name: 'Premium after Discounts',
        running_total: 220.28,
      },
      { code: '26', unique_code: 'LEVY', item_name: 'Government Levy', amount: 6.61 },
      {
        code: '27',
        unique_code: 'INCLEVY',
        item_name: 'Total Premium including Government Levy',
        running_total: 226.89,
      },
    ]);
    expect(rating.addonDetails).toEqual([
      { unique_code: 'ContentsAD', amountCents: 2_500, selected: false },
      { unique_code: 'NCDProtection', amountCents: 3_000, selected: false },
      { unique_code: 'HomeEmergencyAssist', amountCents: 3_500, selected: false },
    ]);
  });

  it('shows the levy under its numeric code 26', () => {
    const levy = quoted(rateRsaHome(workedExampleRequest())).premiumDetails.find(
      (line) => line.unique_code === 'LEVY',
    );
    expect(levy?.code).toBe('26');
  });

  it('charges more for a lower excess: code 4 (250) > 3 > 2 > 1 (1,000)', () => {
    const prices = (['4', '3', '2', '1'] as const).map((excessCode) => price({ excessCode }));
    expect(prices[0]).toBeGreaterThan(prices[1]!);
    expect(prices[1]).toBeGreaterThan(prices[2]!);
    expect(prices[2]).toBeGreaterThan(prices[3]!);
  });

  it('adds each selected extra at its offered price before discounts', () => {
    const base = workedExampleRequest({ promoCode: undefined });
    const none = quoted(rateRsaHome(base));
    const all = quoted(
      rateRsaHome({
        ...base,
        addons: { contentsAccidentalDamage: true, ncdProtection: true, homeEmergencyAssist: true },
      }),
    );
    const totalOf = (rating: typeof none, code: string) =>
      rating.premiumDetails.find((line) => line.unique_code === code)?.running_total;
    expect(totalOf(all, 'AFTEROPTEX')! - totalOf(none, 'AFTEROPTEX')!).toBeCloseTo(25 + 30 + 35, 2);
    expect(
      all.premiumDetails.filter((line) => ['CONAD', 'PNCD', 'HEAOPT'].includes(line.unique_code)),
    ).toEqual([
      { code: '13', unique_code: 'CONAD', item_name: 'Contents Accidental Damage', amount: 25 },
      { code: '14', unique_code: 'PNCD', item_name: 'No Claims Discount Protection', amount: 30 },
      { code: '15', unique_code: 'HEAOPT', item_name: 'Home Emergency Assist', amount: 35 },
    ]);
    expect(all.addonDetails.every((addon) => addon.selected)).toBe(true);
    // 90.00 more before levy, 92.70 with the 3 percent levy.
    expect(all.annualPremiumCents - none.annualPremiumCents).toBe(9_270);
  });

  it('offers NCD protection only from 3 claims-free years, and accidental damage only with contents', () => {
    const codes = (overrides: Partial<HomeRatingRequest>) =>
      quoted(rateRsaHome(workedExampleRequest(overrides))).addonDetails.map((a) => a.unique_code);
    expect(codes({ claimsFreeYears: 2 })).toEqual(['ContentsAD', 'HomeEmergencyAssist']);
    expect(
      codes({ contentsCents: null, dwellingType: 'Unoccupied', coverType: 'ownUnoccupied' }),
    ).toEqual(['NCDProtection', 'HomeEmergencyAssist']);
  });

  it('gives the three affinity discounts and the staff discount on the premium after extras', () => {
    const rating = quoted(
      rateRsaHome(
        workedExampleRequest({
          promoCode: undefined,
          isStaff: true,
          bank: {
            isBankCustomer: true,
            mortgage: true,
            personalLoan: false,
            motor: true,
            pension: false,
          },
        }),
      ),
    );
    const lines = rating.premiumDetails.filter(
      (line) => line.amount !== undefined && line.amount < 0,
    );
    // 244.76 after extras: staff 15% = 36.71, BOICUS 5% = 12.24, BOIMUL 5% = 12.24, BOICAR 3% = 7.34.
    expect(lines.slice(-4)).toEqual([
      { code: '17', unique_code: 'DISCOUNT', item_name: 'Staff Discount', amount: -36.71 },
      { code: '18', unique_code: 'BOICUS', item_name: 'Affinity Discount', amount: -12.24 },
      { code: '19', unique_code: 'BOIMUL', item_name: 'Affinity Discount', amount: -12.24 },
      { code: '20', unique_code: 'BOICAR', item_name: 'Affinity Discount', amount: -7.34 },
    ]);
  });

  it('lifts a small premium to the minimum premium before the levy', () => {
    const rating = quoted(
      rateRsaHome(
        workedExampleRequest({
          coverType: 'rent',
          dwellingType: 'Rented - Family',
          buildingsCents: null,
          contentsCents: 1_500_000,
          county: 'Mayo',
        }),
      ),
    );
    const minimum = rating.premiumDetails.find((line) => line.unique_code === 'MINPREM');
    expect(minimum?.code).toBe('23');
    // 180.00 minimum + 5.40 levy.
    expect(rating.annualPremiumCents).toBe(18_540);
  });

  it('prices personal items in their own sections', () => {
    const rating = quoted(
      rateRsaHome(
        workedExampleRequest({
          unspecifiedItemsCents: 250_000,
          specifiedItems: [
            { type: 'Jewellery', valueCents: 300_000 },
            { type: 'Pedal Cycle', valueCents: 200_000 },
          ],
        }),
      ),
    );
    const amount = (code: string) =>
      rating.premiumDetails.find((l) => l.unique_code === code)?.amount;
    expect(amount('UNSPECPP')).toBe(37.5);
    expect(amount('SPECPP')).toBe(60);
    expect(amount('PEDALCYCLE')).toBe(80);
    expect(rating.premiumDetails.find((l) => l.unique_code === 'PEDALCYCLE')?.item_name).toBe(
      'Pedal Cycles Section Premium',
    );
  });

  it('loads for no previous insurance and for a claim', () => {
    expect(price({ claimsFreeYears: -1 })).toBeGreaterThan(price({ claimsFreeYears: 0 }));
    const claim = { type: 'Theft', year: 2024, settled: true, amountCents: 100_000 };
    expect(price({ claims: [claim] })).toBeGreaterThan(price());
  });

  it('accepts an unoccupied home with a loading', () => {
    const unoccupied = {
      dwellingType: 'Unoccupied',
      coverType: 'ownUnoccupied',
      contentsCents: null,
    } as const;
    expect(price({ ...unoccupied, ...answers({ un_occupied: true }) })).toBeGreaterThan(
      price({ contentsCents: null }),
    );
  });

  const declines: [string, Partial<HomeRatingRequest>][] = [
    ['UNDER_AGE', { dateOfBirth: '2008-03-02' }],
    ['NO_SUM_INSURED', { buildingsCents: null, contentsCents: null }],
    ['DWELLING_TYPE', { dwellingType: 'Course of Construction', coverType: 'ownConstruction' }],
    ['SUBSIDENCE', answers({ '55': true })],
    ['FLOODING', answers({ '56': true })],
    ['CONVICTIONS', answers({ '43': true })],
    ['STRUCTURE', answers({ '51': false })],
    ['WALLS', answers({ '47': false })],
    ['SUBDIVIDED', answers({ '33': true })],
    ['FLAT_ROOF', answers({ '99': true })],
    [
      'CLAIMS_FREQUENCY',
      {
        claims: [
          { type: 'Theft', year: 2022, settled: true, amountCents: 50_000 },
          { type: 'Escape of water', year: 2025, settled: true, amountCents: 90_000 },
        ],
      },
    ],
    [
      'CLAIM_PERIL',
      { claims: [{ type: 'Flood', year: 2023, settled: true, amountCents: 500_000 }] },
    ],
  ];
  it.each(declines)('declines %s', (code, overrides) => {
    expect(notices(overrides)).toEqual({ outcome: 'declined', codes: [code] });
  });

  const referrals: [string, Partial<HomeRatingRequest>][] = [
    [
      'UNANSWERED_QUESTION',
      { householdAnswers: { ...workedExampleRequest().householdAnswers, '52': undefined } },
    ],
    ['COUNTY', { county: 'Antrim' }],
    ['YEAR_BUILT', { yearOfConstruction: 1899, rewired: true, reroofed: true }],
    ['LISTED', answers({ listed_or_protected: true })],
    ['ROOF', answers({ roof_tile: false })],
    ['LOCKS', answers({ operational_locks: false })],
    ['UNOCCUPIED', answers({ un_occupied: true })],
    ['CONDITION', answers({ '52': false })],
    ['BUSINESS_USE', answers({ '53': false })],
    ['UNDERPINNING', answers({ '54': true })],
    ['INSURANCE_HISTORY', answers({ '19': true })],
    ['UNSETTLED_CLAIM', { claims: [{ type: 'Theft', year: 2025, settled: false }] }],
    ['BUILDINGS_LIMIT', { buildingsCents: 100_000_100 }],
    ['CONTENTS_LIMIT', { contentsCents: 15_000_100 }],
    ['SPECIFIED_ITEM_LIMIT', { specifiedItems: [{ type: 'Jewellery', valueCents: 1_500_100 }] }],
    ['NOT_MAIN_RESIDENCE', { assumptions: { occupiedByMember: false } }],
    ['NOT_PRIVATE_LIVING', { assumptions: { privateLiving: false } }],
    ['NO_TENANCY_AGREEMENT', { assumptions: { tenancyAgreement: false } }],
  ];
  it.each(referrals)('refers %s', (code, overrides) => {
    expect(notices(overrides)).toEqual({ outcome: 'referred', codes: [code] });
  });

  it('declines when a decline and a referral both apply, listing both', () => {
    expect(notices({ ...answers({ '99': true, roof_tile: false }) })).toEqual({
      outcome: 'declined',
      codes: ['FLAT_ROOF', 'ROOF'],
    });
  });

  it('quotes the oldest band from 1900 and loads an old home not rewired or reroofed', () => {
    const old = { yearOfConstruction: 1900, rewired: true, reroofed: true };
    expect(price({ ...old, rewired: false })).toBeGreaterThan(price(old));
    expect(price({ ...old, reroofed: false })).toBeGreaterThan(price(old));
    expect(RSA_HOME_TABLES.yearBuilt.at(-1)?.fromYear).toBe(1900);
  });

  it('answers through the port and honours an aborted signal', async () => {
    const engine = new RsaHomeEngine();
    await expect(
      engine.rate(workedExampleRequest(), new AbortController().signal),
    ).resolves.toMatchObject({
      annualPremiumCents: 22_689,
    });
    await expect(engine.rate(workedExampleRequest(), AbortSignal.abort())).rejects.toThrow();
  });
});
