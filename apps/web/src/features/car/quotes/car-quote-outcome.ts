import {
  READ_MORE_THRESHOLDS,
  type CarCoverLevel,
  type CarCoverType,
  type CarLevelQuote,
  type CarQuoteResponse,
} from '@wallet/domain';
import { quoteOutcomeOf, type QuoteOutcome } from '../../../ui/journey/quote-outcome';

/**
 * car-travel-payment.md 3 and 4 with docs/car-rating.md 2: a car answer is priced when a cover
 * level is; the other may be not offered, with its reason (levels_not_offered).
 */
export function carQuoteOutcome(response: CarQuoteResponse): QuoteOutcome {
  return quoteOutcomeOf(response, response.popular !== null || response.prestige !== null);
}

/** Why a level is not offered beside the one that is, or nothing when it is offered. */
export function notOfferedReasonOf(
  response: CarQuoteResponse | undefined,
  level: CarCoverLevel,
): string | null {
  if (!response || response[level]) return null;
  return (
    response.levels_not_offered?.find((each) => each.product_variant === level)?.reason ?? null
  );
}

/** A cover level's quote in an answer, when the answer has one. */
export function levelQuoteOf(
  response: CarQuoteResponse | undefined,
  level: CarCoverLevel,
): CarLevelQuote | null {
  return response?.[level] ?? null;
}

/**
 * car-travel-payment.md 9: how many of a level's features show before 'Read more': 3 for
 * Popular; 4 for Prestige on third party, fire and theft and 5 on comprehensive.
 */
export function featuresShownFirst(level: CarCoverLevel, coverType: CarCoverType): number {
  if (level === 'popular') return READ_MORE_THRESHOLDS.popular;
  return coverType === 'COMPREHENSIVE'
    ? READ_MORE_THRESHOLDS.prestigeComprehensive
    : READ_MORE_THRESHOLDS.prestigeThirdParty;
}
