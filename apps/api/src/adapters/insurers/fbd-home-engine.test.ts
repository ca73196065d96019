import { describe, expect, it } from 'vitest';
import { FbdHomeEngine, rateFbdHome } from './fbd-home-engine.js';
import type { HomeRating, HomeRatingRequest } from './home-insurer-port.js';
import { workedExampleRequest } from './home-rating-examples.js';
import { rateRsaHome } from './rsa-home-engine.js';

function quoted(rating: HomeRating) {
  if (rating.outcome !== 'quoted')
    throw new Error(`Expected a quote, got ${JSON.stringify(rating)}`);
  return rating;
}

function price(overrides: Partial<HomeRatingRequest> = {}): number {
  return quoted(rateFbdHome(workedExampleRequest(overrides))).annualPremiumCents;
}

function notices(overrides: Partial<HomeRatingRequest>) {
  const rating = rateFbdHome(workedExampleRequest(overrides));
  if (rating.outcome === 'quoted') throw new Error('Expected a decline or referral');
  return { outcome: rating.outcome, codes: rating.notifications.map((notice) => notice.code) };
}

const answers = (changes: HomeRatingRequest['householdAnswers']) => ({
  householdAnswers: { ...workedExampleRequest().householdAnswers, ...changes },
});

describe('FBD home engine', () => {
  it('prices the worked example of docs/home-rating.md to the cent', () => {
    const rating = quoted(rateFbdHome(workedExampleRequest()));
    expect(rating.schemeCode).toBe('FBD-HOME-01');
    expect(rating.annualPremiumCents).toBe(23_340);
    expect(rating.premiumDetails).toEqual([
      {
        code: 'BLDG',
        unique_code: 'BUILDINGS',
        item_name: 'Buildings Section Premium',
        amount: 210.6,
      },
      {
        code: 'CONT',
        unique_code: 'CONTENTS',
        item_name: 'Contents Section Premium',
        amount: 139.1,
      },
      {
        code: 'SECTOT',
        unique_code: 'SECTIONS',
        item_name: 'Total Section Premium',
        running_total: 349.7,
      },
      {
        code: 'SMOKE',
        unique_code: 'SMOKE',
        item_name: 'Smoke Detector Adjustment',
        amount: -13.99,
      },
      { code: 'NCD', unique_code: 'NCD', item_name: 'No Claims Discount', amount: -83.93 },
      {
        code: 'AFTERLOADDISC',
        unique_code: 'AFTERLOADDISC',
        item_name: 'Premium after Loadings and Discounts',
        running_total: 251.78,
      },
      {
        code: 'AFTEROPTEX',
        unique_code: 'AFTEROPTEX',
        item_name: 'Premium after Optional Extras',
        running_total: 251.78,
      },
      {
        code: 'PROMOPCT',
        unique_code: 'PROMOPCT',
        item_name: 'Promotional Discount',
        amount: -25.18,
      },
      {
        code: 'AFTERSALES',
        unique_code: 'AFTERSALES',
        item_name: 'Premium after Discounts',
        running_total: 226.6,
      },
      { code: 'INCLEVY', unique_code: 'LEVY', item_name: 'Government Levy', amount: 6.8 },
      {
        code: 'TOTINCLEVY',
        unique_code: 'INCLEVY',
        item_name: 'Total Premium including Government Levy',
        running_total: 233.4,
      },
    ]);
    expect(rating.addonDetails).toEqual([
      { unique_code: 'ContentsAD', amountCents: 2_000, selected: false },
      { unique_code: 'HomeEmergencyAssist', amountCents: 2_950, selected: false },
    ]);
  });

  it('never offers NCD protection, even when asked for', () => {
    const rating = quoted(
      rateFbdHome(
        workedExampleRequest({
          addons: {
            contentsAccidentalDamage: false,
            ncdProtection: true,
            homeEmergencyAssist: false,
          },
        }),
      ),
    );
    expect(rating.addonDetails.map((addon) => addon.unique_code)).not.toContain('NCDProtection');
    expect(rating.annualPremiumCents).toBe(23_340);
  });

  it('charges more for a lower excess: code 4 (250) > 3 > 2 > 1 (1,000)', () => {
    const prices = (['4', '3', '2', '1'] as const).map((excessCode) => price({ excessCode }));
    expect(prices[0]).toBeGreaterThan(prices[1]!);
    expect(prices[1]).toBeGreaterThan(prices[2]!);
    expect(prices[2]).toBeGreaterThan(prices[3]!);
  });

  it('adds the selected extras at their offered prices', () => {
    const base = workedExampleRequest({ promoCode: undefined });
    const none = quoted(rateFbdHome(base));
    const both = quoted(
      rateFbdHome({
        ...base,
        addons: { contentsAccidentalDamage: true, ncdProtection: false, homeEmergencyAssist: true },
      }),
    );
    expect(
      both.premiumDetails.filter((line) => ['CONAD', 'HEAOPT'].includes(line.unique_code)),
    ).toEqual([
      { code: 'CONAD', unique_code: 'CONAD', item_name: 'Contents Accidental Damage', amount: 20 },
      { code: 'HEAOPT', unique_code: 'HEAOPT', item_name: 'Home Emergency Assist', amount: 29.5 },
    ]);
    // 49.50 more before levy; the levy on 251.78 + 49.50 = 301.28 is 9.04 against 7.55.
    expect(both.annualPremiumCents - none.annualPremiumCents).toBe(4_950 + 149);
  });

  it('gives a first-time buyer discount and its own affinity rates', () => {
    const rating = quoted(
      rateFbdHome(
        workedExampleRequest({
          promoCode: undefined,
          firstTimeBuyer: true,
          bank: {
            isBankCustomer: true,
            mortgage: true,
            personalLoan: true,
            motor: false,
            pension: false,
          },
        }),
      ),
    );
    // 251.78: BOICUS 5% = 12.59, BOIMUL 3% = 7.55, FTB 5% = 12.59.
    expect(rating.premiumDetails.filter((line) => (line.amount ?? 0) < 0).slice(-3)).toEqual([
      { code: 'BOICUS', unique_code: 'BOICUS', item_name: 'Affinity Discount', amount: -12.59 },
      { code: 'BOIMUL', unique_code: 'BOIMUL', item_name: 'Affinity Discount', amount: -7.55 },
      {
        code: 'FTB',
        unique_code: 'FTBDISC',
        item_name: 'First Time Buyer Discount',
        amount: -12.59,
      },
    ]);
  });

  it('quotes two recent claims with a loading where RSA declines', () => {
    const claims = [
      { type: 'Theft', year: 2022, settled: true, amountCents: 50_000 },
      { type: 'Escape of water', year: 2025, settled: true, amountCents: 90_000 },
    ];
    expect(price({ claims })).toBeGreaterThan(price({ claims: claims.slice(1) }));
    expect(price({ claims: claims.slice(1) })).toBeGreaterThan(price());
    expect(rateRsaHome(workedExampleRequest({ claims })).outcome).toBe('declined');
  });

  it('differs from RSA: one declines where the other quotes', () => {
    const flatRoof = answers({ '99': true });
    expect(rateRsaHome(workedExampleRequest(flatRoof)).outcome).toBe('declined');
    expect(rateFbdHome(workedExampleRequest(flatRoof)).outcome).toBe('referred');
    const unoccupied = {
      dwellingType: 'Unoccupied',
      coverType: 'ownUnoccupied',
      contentsCents: null,
      ...answers({ un_occupied: true }),
    } as const;
    expect(rateRsaHome(workedExampleRequest(unoccupied)).outcome).toBe('quoted');
    expect(rateFbdHome(workedExampleRequest(unoccupied)).outcome).toBe('declined');
    const oldHome = { yearOfConstruction: 1880, rewired: true, reroofed: true };
    expect(rateRsaHome(workedExampleRequest(oldHome)).outcome).toBe('referred');
    expect(rateFbdHome(workedExampleRequest(oldHome)).outcome).toBe('quoted');
  });

  const declines: [string, Partial<HomeRatingRequest>][] = [
    ['UNDER_AGE', { dateOfBirth: '2008-03-02' }],
    ['NO_SUM_INSURED', { buildingsCents: null, contentsCents: null }],
    ['DWELLING_TYPE', { dwellingType: 'Rented - Students', coverType: 'ownRent' }],
    ['UNOCCUPIED', answers({ un_occupied: true })],
    ['LISTED', answers({ listed_or_protected: true })],
    ['SUBSIDENCE', answers({ '55': true })],
    ['FLOODING', answers({ '56': true })],
    ['CONVICTIONS', answers({ '43': true })],
    ['STRUCTURE', answers({ '51': false })],
    ['UNDERPINNING', answers({ '54': true })],
    ['LOCKS', answers({ operational_locks: false })],
    [
      'CLAIMS_FREQUENCY',
      {
        claims: [
          { type: 'Theft', year: 2021, settled: true, amountCents: 50_000 },
          { type: 'Theft', year: 2023, settled: true, amountCents: 50_000 },
          { type: 'Storm', year: 2025, settled: true, amountCents: 50_000 },
        ],
      },
    ],
    ['NO_TENANCY_AGREEMENT', { assumptions: { tenancyAgreement: false } }],
  ];
  it.each(declines)('declines %s', (code, overrides) => {
    expect(notices(overrides)).toEqual({ outcome: 'declined', codes: [code] });
  });

  it('declines unoccupied cover as a dwelling type', () => {
    expect(
      notices({ dwellingType: 'Unoccupied', coverType: 'ownUnoccupied', contentsCents: null }),
    ).toEqual({
      outcome: 'declined',
      codes: ['DWELLING_TYPE'],
    });
  });

  const referrals: [string, Partial<HomeRatingRequest>][] = [
    ['DWELLING_TYPE', { dwellingType: 'Under Renovation', coverType: 'ownRenovation' }],
    [
      'UNANSWERED_QUESTION',
      { householdAnswers: { ...workedExampleRequest().householdAnswers, '19': undefined } },
    ],
    ['COUNTY', { county: 'Co. Tyrone' }],
    ['YEAR_BUILT', { yearOfConstruction: 1849, rewired: true, reroofed: true }],
    ['HEATING', { heatingType: 'Not listed' }],
    ['NO_SMOKE_ALARMS', { numSmokeAlarms: 0 }],
    ['FLAT_ROOF', answers({ '99': true })],
    ['WALLS', answers({ '47': false })],
    ['ROOF', answers({ roof_tile: false })],
    ['SUBDIVIDED', answers({ '33': true })],
    ['CONDITION', answers({ '52': false })],
    ['BUSINESS_USE', answers({ '53': false })],
    ['INSURANCE_HISTORY', answers({ '19': true })],
    [
      'CLAIM_PERIL',
      { claims: [{ type: 'Subsidence', year: 2024, settled: true, amountCents: 100_000 }] },
    ],
    [
      'LARGE_CLAIM',
      { claims: [{ type: 'Fire', year: 2024, settled: true, amountCents: 2_000_100 }] },
    ],
    ['BUILDINGS_LIMIT', { buildingsCents: 75_000_100 }],
    ['CONTENTS_LIMIT', { contentsCents: 10_000_100 }],
    [
      'SPECIFIED_TOTAL_LIMIT',
      {
        specifiedItems: [
          { type: 'Jewellery', valueCents: 1_500_000 },
          { type: 'Laptop', valueCents: 1_000_100 },
        ],
      },
    ],
    ['NOT_MAIN_RESIDENCE', { assumptions: { occupiedByMember: false } }],
    ['NOT_PRIVATE_LIVING', { assumptions: { privateLiving: false } }],
  ];
  it.each(referrals)('refers %s', (code, overrides) => {
    expect(notices(overrides)).toEqual({ outcome: 'referred', codes: [code] });
  });

  it('answers through the port and honours an aborted signal', async () => {
    const engine = new FbdHomeEngine();
    await expect(
      engine.rate(workedExampleRequest(), new AbortController().signal),
    ).resolves.toMatchObject({
      annualPremiumCents: 23_340,
    });
    await expect(engine.rate(workedExampleRequest(), AbortSignal.abort())).rejects.toThrow();
  });
});
