import {
  TRAVEL_DECLARATION,
  TRAVEL_GOVERNMENT_LEVY_PERCENT,
  TRAVEL_INSURER,
  TRAVEL_PAYMENT_RULES,
  TRAVEL_QUOTE_ERROR_CODES,
  TRAVEL_QUOTE_NAMES,
  formatEuro,
  formatIsoDate,
  parseIsoDate,
  quoteValidUntil,
  travelCoverEnd,
  type QuoteAcceptanceNotification,
  type QuotePremiumDetail,
  type TravelBreakdown,
  type TravelQuoteOffer,
  type TravelQuotePayload,
  type TravelQuoteResponse,
} from '@wallet/domain';
import type { TravelPremium, TravelRating } from '../../adapters/insurers/travel-insurer-port.js';
import type { StoredTravelQuote } from './travel-quotes-repository.js';

/*
 * car-travel-payment.md 3 and 7: the travel quote's answer, rebuilt from the stored request and
 * the insurer's rating; money in euro with two decimals only here, at the edge.
 */

const euro = (cents: number) => cents / 100;

/** The last day of cover of a quote, YYYY-MM-DD. */
export function travelCoverEndOf(quote: TravelQuotePayload): string {
  const cover = quote.cover_details;
  const start = parseIsoDate(cover.start_date)!;
  const end = cover.end_date ? parseIsoDate(cover.end_date) : undefined;
  return formatIsoDate(travelCoverEnd(cover.trip_type, start, end));
}

function breakdownOf(premium: TravelPremium): TravelBreakdown {
  return {
    policy_premium: euro(premium.policyPremiumCents),
    total_payable: euro(premium.totalCents),
    winter_sports: euro(premium.winterSportsCents),
    car_hire_excess: euro(premium.carHireCents),
    total_bank_discount_percentage: premium.bankDiscountPercent,
    business: euro(premium.businessCents),
    message: `Includes the ${TRAVEL_GOVERNMENT_LEVY_PERCENT}% government levy of ${formatEuro(premium.levyCents)} and stamp duty of ${formatEuro(premium.stampDutyCents)}.`,
    government_levy: euro(premium.levyCents),
    stamp_duty: euro(premium.stampDutyCents),
  };
}

function offerOf(
  quote: TravelQuotePayload,
  premium: TravelPremium,
  premiumId: string,
): TravelQuoteOffer {
  const cover = quote.cover_details;
  return {
    name: TRAVEL_QUOTE_NAMES[cover.trip_type],
    premium_id: premiumId,
    declaration: TRAVEL_DECLARATION,
    breakdown: breakdownOf(premium),
    trip_type: cover.trip_type,
    start_date: cover.start_date,
    end_date: travelCoverEndOf(quote),
    cover_days: cover.cover_days,
    destination_zone_id: cover.destination_zone_id,
  };
}

function premiumDetailsOf(
  premium: TravelPremium,
  variant: string,
  updatedDate: string,
): QuotePremiumDetail[] {
  return premium.lines.map((line, index) => ({
    id: line.code,
    updated_date: updatedDate,
    item_name: line.name,
    sequence: index + 1,
    amount: euro(line.amountCents),
    percentage: line.percentage,
    product_variant: variant,
  }));
}

function notificationsOf(
  rating: Exclude<TravelRating, { outcome: 'quoted' }>,
  updatedDate: string,
): QuoteAcceptanceNotification[] {
  return rating.notifications.map((notice) => ({
    id: notice.code,
    updated_date: updatedDate,
    description: notice.reason,
    notification_type: notice.type,
    overidden: false,
  }));
}

/** car-travel-payment.md 4: success has a quote and no notifications; else the error view's reason. */
export function travelQuoteResponseOf(stored: StoredTravelQuote): TravelQuoteResponse {
  const quote = stored.request.travel_quote;
  const { rating, premiumId } = stored.answers;
  const timestamp = stored.pricedAt.toISOString();
  const base = {
    quote_reference: stored.quoteReference,
    quote_timestamp: timestamp,
    start_date: quote.cover_details.start_date,
    insurer: TRAVEL_INSURER.code,
    premium_details: [],
    acceptance_notifications: [],
    quotes: [],
  };
  if (rating?.outcome === 'quoted' && premiumId) {
    const variant = TRAVEL_QUOTE_NAMES[quote.cover_details.trip_type];
    return {
      ...base,
      response: 'SUCCESS',
      error: false,
      cover_premium: euro(rating.premium.totalCents),
      premium_details: premiumDetailsOf(rating.premium, variant, timestamp),
      quotes: [offerOf(quote, rating.premium, premiumId)],
      valid_until: quoteValidUntil(stored.pricedAt, TRAVEL_PAYMENT_RULES.quoteValidityDays),
    };
  }
  if (!rating) {
    return {
      ...base,
      response: 'FAILURE',
      error: true,
      error_code: TRAVEL_QUOTE_ERROR_CODES.insurerUnavailable,
      error_message: 'The travel insurer could not be reached.',
    };
  }
  return {
    ...base,
    response: 'FAILURE',
    error: true,
    error_code: TRAVEL_QUOTE_ERROR_CODES.notAccepted,
    error_message: 'The travel insurer did not accept the risk.',
    acceptance_notifications: rating.outcome === 'quoted' ? [] : notificationsOf(rating, timestamp),
  };
}
