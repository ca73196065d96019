import { describe, expect, it } from 'vitest';
import { rateFbdHome } from './fbd-home-engine.js';
import type { HomeRating, HomeRatingRequest } from './home-insurer-port.js';
import { workedExampleRequest } from './home-rating-examples.js';
import { rateRsaHome } from './rsa-home-engine.js';

function quoted(rating: HomeRating) {
  if (rating.outcome !== 'quoted') throw new Error(`Expected a quote: ${JSON.stringify(rating)}`);
  return rating;
}

const rsa = (overrides: Partial<HomeRatingRequest> = {}) =>
  quoted(rateRsaHome(workedExampleRequest(overrides)));
const fbd = (overrides: Partial<HomeRatingRequest> = {}) =>
  quoted(rateFbdHome(workedExampleRequest(overrides)));

/** The items of a breakdown add up to its total: running totals are not items. */
const itemsTotalCents = (rating: ReturnType<typeof rsa>) =>
  rating.premiumDetails.reduce((sum, line) => sum + Math.round((line.amount ?? 0) * 100), 0);

describe('tenure pricing at renewal (docs/home-rating.md section 8)', () => {
  it('prices RSA’s third renewal of the worked example to the cent, the loading shown as a line', () => {
    const rating = rsa({ renewalNumber: 3 });
    expect(rating.annualPremiumCents).toBe(24_505);
    expect(rating.premiumDetails).toContainEqual({
      code: '24',
      unique_code: 'TENURE',
      item_name: 'Renewal Adjustment',
      amount: 19.58,
    });
    expect(itemsTotalCents(rating)).toBe(rating.annualPremiumCents);
  });

  it('leaves RSA’s first renewal at the new-business price, with no tenure line', () => {
    const first = rsa({ renewalNumber: 1 });
    expect(first.annualPremiumCents).toBe(rsa().annualPremiumCents);
    expect(first.premiumDetails.map((line) => line.unique_code)).not.toContain('TENURE');
  });

  it('loads each RSA renewal after the first by a further 4 percent, up to 10 of them', () => {
    const prices = [1, 2, 3, 4, 11, 12, 20].map(
      (n) => rsa({ renewalNumber: n }).annualPremiumCents,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices.slice(0, 4)).size).toBe(4);
    expect(prices.at(-1)).toBe(prices.at(-2));
    expect(prices.at(-2)).toBe(prices.at(-3));
  });

  it('gives an FBD renewal a loyalty discount that never rises above the first renewal', () => {
    const newBusiness = fbd().annualPremiumCents;
    const renewals = [1, 2, 5, 9].map((n) => fbd({ renewalNumber: n }));
    expect(renewals[0]!.annualPremiumCents).toBeLessThan(newBusiness);
    for (const rating of renewals) {
      expect(rating.annualPremiumCents).toBeLessThanOrEqual(renewals[0]!.annualPremiumCents);
      const tenure = rating.premiumDetails.find((line) => line.unique_code === 'TENURE');
      expect(tenure).toMatchObject({ code: 'RENEWAL', item_name: 'Renewal Adjustment' });
      expect(tenure!.amount).toBeLessThan(0);
      expect(itemsTotalCents(rating)).toBe(rating.annualPremiumCents);
    }
    expect(renewals[3]!.annualPremiumCents).toBe(renewals[2]!.annualPremiumCents);
  });

  it('refuses a renewal numbered below 1', () => {
    expect(() => rateRsaHome(workedExampleRequest({ renewalNumber: 0 }))).toThrow(RangeError);
  });
});
