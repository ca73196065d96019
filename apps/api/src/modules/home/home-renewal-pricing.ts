import { priceWalkingCheck, type PriceWalkingCheck } from '@wallet/domain';
import type { HomeQuoted, HomeRating } from '../../adapters/insurers/home-insurer-port.js';

type Rated = HomeRating | 'unavailable';

export interface RenewalPricing {
  /** What may be offered: the rating at the customer's tenure, or the benchmark's when capped. */
  offered: Rated;
  /** The insurer's rating at the customer's tenure. */
  atTenure: Rated;
  /** Its rating of the same risk at a first renewal; null on a first renewal. */
  benchmark: Rated | null;
  /** The price-walking check, when both were priced. */
  check?: PriceWalkingCheck;
}

const quoted = (rating: Rated | null): HomeQuoted | null =>
  rating !== null && rating !== 'unavailable' && rating.outcome === 'quoted' ? rating : null;

/**
 * The current insurer's price for its own renewal (Insurance Requirements Regulations 2022): its
 * rating at the customer's tenure and, from the second renewal, at a first renewal; the lower is
 * offered, as its own rating so the breakdown adds up to the price. The renewal cycle and a
 * renewal quote's recalculation price the same way.
 */
export async function priceRenewal(
  rateAt: (renewalNumber: number) => Promise<Rated>,
  renewalNumber: number,
): Promise<RenewalPricing> {
  const [atTenure, benchmark] = await Promise.all([
    rateAt(renewalNumber),
    renewalNumber >= 2 ? rateAt(1) : Promise.resolve(null),
  ]);
  const priced = quoted(atTenure);
  const benchmarkPriced = quoted(benchmark);
  if (!priced || (benchmark !== null && !benchmarkPriced)) {
    return { offered: priced ? benchmark! : atTenure, atTenure, benchmark };
  }
  const check = priceWalkingCheck({
    renewalNumber,
    renewalCents: priced.annualPremiumCents,
    firstRenewalEquivalentCents: (benchmarkPriced ?? priced).annualPremiumCents,
  });
  return {
    offered: check.capped && benchmarkPriced ? benchmarkPriced : priced,
    atTenure,
    benchmark,
    check,
  };
}
