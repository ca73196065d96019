/**
 * The risk a year on and its prices (issue 23, the renewal cycle): the policy's bought quote as
 * its payment froze it, moved to the renewal date with the year's claims, rated by the current
 * insurer as its own renewal (with the first-renewal benchmark the price-walking rule needs) and by
 * the other insurer as new business.
 */
import {
  CLAIMS_LOOKBACK_YEARS,
  NO_CLAIM_YEARS,
  type ClaimPayload,
  type ExcessCode,
  type HomeInsurer,
  type HomeQuotePayload,
  type PriceWalkingCheck,
} from '@wallet/domain';
import type { HomeQuoted, HomeRating } from '../../adapters/insurers/home-insurer-port.js';
import {
  type BoughtHomeQuote,
  priceRenewal,
  type HomeDiscounts,
  type HomeInsurerAnswers,
  type HomeQuotesService,
  type HomeRatingChoices,
} from '../home/index.js';
import type { ClaimRow } from './renewal-offers-repository.js';

/** The claims a home quote may declare (the form's claim blocks). */
const MAX_DECLARED_CLAIMS = 3;
const TOP_CLAIM_FREE_YEARS = Math.max(...NO_CLAIM_YEARS);
/** A payload states money in euro (home.md 9); the records keep cents. */
/**
 * A paid claim as the quote form declares one: in whole euro (the form's rule), rounded to the
 * nearest; a claim settled online is paid to the cent.
 */
const wholeEuroOf = (cents: number) => Math.round(cents / 100);

/**
 * Claims-free years a year on: one more when no claim was paid in the year (a customer who had
 * no previous insurance has now held a year of it), capped at the list's top; none after a claim.
 */
export function claimFreeYearsAfter(
  years: HomeQuotePayload['cover_details']['risk_address']['ncd_num_years'],
  claimsPaidInYear: number,
): HomeQuotePayload['cover_details']['risk_address']['ncd_num_years'] {
  if (claimsPaidInYear > 0) return 0;
  return Math.min(Math.max(years, 0) + 1, TOP_CLAIM_FREE_YEARS) as typeof years;
}

/**
 * The bought payload a year on: the renewal date as its start, the year's paid claims added to
 * the declared claims (those still within the look-back, newest kept when the form's limit is
 * reached), the claims-free years moved on, the excess bought; every other answer the same.
 */
export function homeQuoteYearOn(
  bought: BoughtHomeQuote,
  renewalDate: string,
  claimsPaidInYear: readonly Pick<ClaimRow, 'claimDate' | 'peril' | 'paidCents'>[],
): HomeQuotePayload {
  const cover = bought.payload.cover_details;
  const risk = cover.risk_address;
  const earliestYear = Number(renewalDate.slice(0, 4)) - CLAIMS_LOOKBACK_YEARS;
  const added: ClaimPayload[] = claimsPaidInYear.map((claim) => ({
    claim_type: claim.peril as ClaimPayload['claim_type'],
    claim_date: claim.claimDate,
    claim_status: 'Settled',
    occurred_at: 'CURRENT_RESIDENTIAL_ADDRESS',
    claim_amount: wholeEuroOf(claim.paidCents),
  }));
  const claims = [...risk.claims_details, ...added]
    .filter((claim) => Number(claim.claim_date.slice(0, 4)) >= earliestYear)
    .sort((a, b) => a.claim_date.localeCompare(b.claim_date))
    .slice(-MAX_DECLARED_CLAIMS);
  return {
    ...bought.payload,
    cover_details: {
      ...cover,
      start_date: renewalDate,
      excess_amount: bought.excessCode,
      risk_address: {
        ...risk,
        claims_details: claims,
        ncd_num_years: claimFreeYearsAfter(risk.ncd_num_years, claimsPaidInYear.length),
      },
    },
  };
}

/** One insurer's answer to the renewal: its rating, or unavailable. */
export interface InsurerRenewalRating {
  insurer: HomeInsurer;
  rating: HomeRating | 'unavailable';
}

export interface RenewalRating {
  renewalNumber: number;
  /** The renewal as offered: the engine's price, or the benchmark's when price walking caps it. */
  renewal: HomeQuoted;
  /** The engine's own price at this tenure, in cents. */
  renewalUncappedCents: number;
  /** The same insurer's price for an equivalent customer on a first renewal; null on a first renewal. */
  firstRenewalEquivalentCents: number | null;
  priceWalking: PriceWalkingCheck;
  /** The other insurers, as new business. */
  alternatives: InsurerRenewalRating[];
  /** What the offer's quote stores, in home's shape (home-quotes-service reads it). */
  answers: HomeInsurerAnswers;
}

export class RenewalNotPriced extends Error {}

const quotedOrNull = (rating: HomeRating | 'unavailable'): HomeQuoted | null =>
  rating !== 'unavailable' && rating.outcome === 'quoted' ? rating : null;

/**
 * Rates the year-on payload: the current insurer at tenure n, and at tenure 1 when n >= 2 (the
 * first-renewal benchmark of the price-walking rule, which caps the offer: home's priceRenewal,
 * as a renewal quote's recalculation prices it); every other insurer as new business. Throws RenewalNotPriced when the current insurer gives no price (or no
 * benchmark): no offer can then be issued.
 */
export async function rateRenewal(
  deps: {
    homeQuotes: Pick<HomeQuotesService, 'rateWith'>;
    discounts: Pick<HomeDiscounts, 'ofQuote'>;
    insurers: readonly HomeInsurer[];
  },
  input: {
    payload: HomeQuotePayload;
    currentInsurer: HomeInsurer;
    excessCode: ExcessCode;
    addons: HomeRatingChoices['addons'];
    renewalNumber: number;
    /** The policyholder's account: a staff discount is renewed for its own holder only. */
    ownerUserId: string | null;
  },
): Promise<RenewalRating> {
  const { payload, currentInsurer, excessCode, renewalNumber } = input;
  const discounts = await deps.discounts.ofQuote(payload, input.ownerUserId);
  const choices = { excessCode, addons: input.addons, discounts };
  const rate = (insurer: HomeInsurer, tenure?: number) =>
    deps.homeQuotes.rateWith(insurer, payload, {
      ...choices,
      ...(tenure !== undefined ? { renewalNumber: tenure } : {}),
    });
  const others = deps.insurers.filter((insurer) => insurer !== currentInsurer);
  const [pricing, ...alternativeRatings] = await Promise.all([
    priceRenewal((tenure) => rate(currentInsurer, tenure), renewalNumber),
    ...others.map((insurer) => rate(insurer)),
  ]);

  const priced = quotedOrNull(pricing.atTenure);
  if (!priced) {
    throw new RenewalNotPriced(
      pricing.atTenure === 'unavailable'
        ? `${currentInsurer} could not be reached to price the renewal.`
        : `${currentInsurer} did not price the renewal (${pricing.atTenure.outcome}).`,
    );
  }
  const renewal = quotedOrNull(pricing.offered);
  if (!pricing.check || !renewal) {
    throw new RenewalNotPriced(
      `${currentInsurer} did not price the first-renewal benchmark the price-walking check needs.`,
    );
  }
  const benchmark = pricing.benchmark === null ? null : quotedOrNull(pricing.benchmark);

  const alternatives = others.map((insurer, index) => ({
    insurer,
    rating: alternativeRatings[index]!,
  }));
  const answers: HomeInsurerAnswers = {
    ratings: [
      { insurer: currentInsurer, excessCode, rating: renewal },
      ...alternatives.flatMap(({ insurer, rating }) =>
        rating === 'unavailable' ? [] : [{ insurer, excessCode, rating }],
      ),
    ],
    unavailable: alternatives
      .filter(({ rating }) => rating === 'unavailable')
      .map(({ insurer }) => insurer),
  };
  return {
    renewalNumber,
    renewal,
    renewalUncappedCents: priced.annualPremiumCents,
    firstRenewalEquivalentCents: benchmark?.annualPremiumCents ?? null,
    priceWalking: pricing.check,
    alternatives,
    answers,
  };
}
