import {
  CAR_COVER_LEVELS,
  CAR_PAYMENT_RULES,
  QUOTE_ERROR_CODES,
  carLevelNotOfferedReason,
  carQuoteLevelsOutcome,
  quoteValidUntil,
  type CarCoverLevel,
  type CarLevelQuote,
  type CarQuoteResponse,
  type QuoteAcceptanceNotification,
  type QuotePremiumDetail,
} from '@wallet/domain';
import {
  MOTOR_INSURER_CODE,
  type MotorLevelQuoted,
  type MotorPremium,
  type MotorRating,
} from '../../adapters/insurers/motor-insurer-port.js';
import type { StoredMotorQuote } from './motor-quotes-repository.js';

/*
 * car-travel-payment.md 3 and 7: the car quote's answer, rebuilt from the stored request and the
 * insurer's rating; money in euro with two decimals only here, at the edge.
 */

const euro = (cents: number) => cents / 100;

function premiumDetailsOf(premium: MotorPremium): CarLevelQuote['premium_details'] {
  return {
    premium_before_discounts: euro(premium.working.ratedPremiumCents),
    total_no_claims_discount: euro(premium.totalNoClaimsDiscountCents),
    total_payment_after_no_claims_discount: euro(premium.totalPaymentAfterNoClaimsDiscountCents),
    total_bank_discount: euro(premium.totalBankDiscountCents),
    total_bank_discount_percentage: premium.totalBankDiscountPercentage,
    total_payment_after_bank_discount: euro(premium.totalPaymentAfterBankDiscountCents),
    premium_optional_extras: premium.premiumOptionalExtras.map((extra) => ({
      text: extra.text,
      amount: euro(extra.amountCents),
    })),
    single_payment: euro(premium.singlePaymentCents),
    direct_debit_amount: euro(premium.directDebitAmountCents),
    card_deposit_amount: euro(premium.cardDepositAmountCents),
    total_annual_charge_for_payments_by_installment: euro(
      premium.totalAnnualChargeForPaymentsByInstallmentCents,
    ),
    total_if_paid_by_installment: euro(premium.totalIfPaidByInstallmentCents),
    government_levy: euro(premium.governmentLevyCents),
  };
}

function levelQuoteOf(level: MotorLevelQuoted, premiumId: string): CarLevelQuote {
  const { premium } = level;
  return {
    premium_id: premiumId,
    total_amount: euro(premium.singlePaymentCents),
    direct_debit_amount: euro(premium.directDebitAmountCents),
    card_deposit_amount: euro(premium.cardDepositAmountCents),
    premium_details: premiumDetailsOf(premium),
    offered_extras: level.offeredExtras.map((extra) => extra.extra),
    selected_extras: premium.premiumOptionalExtras.map((extra) => extra.extra),
    extra_prices: level.offeredExtras.map((extra) => ({
      extra: extra.extra,
      amount: euro(extra.amountCents),
    })),
  };
}

/** The premium lines of every priced level, as the shared quote answer lists them. */
function premiumLinesOf(rating: MotorRating, updatedDate: string): QuotePremiumDetail[] {
  const lines: QuotePremiumDetail[] = [];
  for (const level of CAR_COVER_LEVELS) {
    const priced = rating.levels[level];
    if (priced.outcome !== 'quoted') continue;
    const { premium } = priced;
    const line = (id: string, name: string, cents: number, percentage: number | null = null) =>
      lines.push({
        id,
        updated_date: updatedDate,
        item_name: name,
        sequence: lines.filter((each) => each.product_variant === level).length + 1,
        amount: euro(cents),
        percentage,
        product_variant: level,
      });
    line('PREMIUM', 'Premium before discounts', premium.working.ratedPremiumCents);
    line('NCD', 'No claims discount', -premium.totalNoClaimsDiscountCents);
    line(
      'BANK_DISCOUNT',
      'Bank customer discount',
      -premium.totalBankDiscountCents,
      premium.totalBankDiscountPercentage,
    );
    for (const extra of premium.premiumOptionalExtras) {
      line(`EXTRA_${extra.extra}`, extra.text, extra.amountCents);
    }
    line('LEVY', 'Government levy', premium.governmentLevyCents);
    line('TOTAL', 'Total premium', premium.singlePaymentCents);
  }
  return lines;
}

/** The insurer's notices at the levels given, each code once, in the spec's shape. */
function notificationsOf(
  rating: MotorRating,
  updatedDate: string,
  levels: readonly CarCoverLevel[] = CAR_COVER_LEVELS,
): QuoteAcceptanceNotification[] {
  const seen = new Set<string>();
  const notices: QuoteAcceptanceNotification[] = [];
  for (const level of levels) {
    const rated = rating.levels[level];
    if (rated.outcome === 'quoted') continue;
    for (const notice of rated.notifications) {
      if (seen.has(notice.code)) continue;
      seen.add(notice.code);
      notices.push({
        id: notice.code,
        updated_date: updatedDate,
        description: notice.reason,
        notification_type: notice.type,
        overidden: false,
      });
    }
  }
  return notices;
}

/** A level not offered beside a priced one: the customer's reason and the insurer's notices. */
function notOfferedOf(rating: MotorRating, level: CarCoverLevel, updatedDate: string) {
  const notifications = notificationsOf(rating, updatedDate, [level]);
  return {
    product_variant: level,
    reason: carLevelNotOfferedReason(
      level,
      notifications.map((notice) => notice.id),
    ),
    notifications,
  };
}

/** The priced level of a stored quote with its premium id, or nothing. */
export function pricedLevelOf(
  stored: Pick<StoredMotorQuote, 'answers'>,
  level: CarCoverLevel,
): { rated: MotorLevelQuoted; premiumId: string } | undefined {
  const rated = stored.answers.rating?.levels[level];
  const premiumId = stored.answers.premiumIds[level];
  return rated?.outcome === 'quoted' && premiumId ? { rated, premiumId } : undefined;
}

/**
 * car-travel-payment.md 3 and 4 with docs/car-rating.md 2: success has at least one level priced
 * and no acceptance notifications (a level the insurer did not accept beside it is null and named
 * in levels_not_offered, with the reason); otherwise the error view's reason (the insurer
 * unreachable, or its decline or referral of both levels).
 */
export function motorQuoteResponseOf(stored: StoredMotorQuote): CarQuoteResponse {
  const quote = stored.request.motor_quote;
  const { rating } = stored.answers;
  const timestamp = stored.pricedAt.toISOString();
  const base = {
    quote_reference: stored.quoteReference,
    quote_timestamp: timestamp,
    start_date: quote.cover_details.start_date,
    insurer: MOTOR_INSURER_CODE,
    cover_type: quote.cover_details.type,
    premium_details: [],
    acceptance_notifications: [],
    popular: null,
    prestige: null,
    levels_not_offered: [],
  };
  if (!rating) {
    return {
      ...base,
      response: 'FAILURE',
      error: true,
      error_code: QUOTE_ERROR_CODES.insurerUnavailable,
      error_message: 'The car insurer could not be reached.',
    };
  }
  const outcome = carQuoteLevelsOutcome({
    popular: rating.levels.popular.outcome,
    prestige: rating.levels.prestige.outcome,
  });
  const popular = pricedLevelOf(stored, 'popular');
  const prestige = pricedLevelOf(stored, 'prestige');
  if (outcome.outcome === 'quoted') {
    // The level asked for, or the one offered when that one is not.
    const shown =
      pricedLevelOf(stored, quote.cover_details.product_selected) ?? popular ?? prestige;
    return {
      ...base,
      response: 'SUCCESS',
      error: false,
      ...(shown ? { cover_premium: euro(shown.rated.premium.singlePaymentCents) } : {}),
      premium_details: premiumLinesOf(rating, timestamp),
      popular: popular ? levelQuoteOf(popular.rated, popular.premiumId) : null,
      prestige: prestige ? levelQuoteOf(prestige.rated, prestige.premiumId) : null,
      levels_not_offered: outcome.notOffered.map((level) => notOfferedOf(rating, level, timestamp)),
      valid_until: quoteValidUntil(stored.pricedAt, CAR_PAYMENT_RULES.quoteValidityDays),
    };
  }
  return {
    ...base,
    response: 'FAILURE',
    error: true,
    error_code: QUOTE_ERROR_CODES.notAccepted,
    error_message: 'The car insurer did not accept the risk.',
    acceptance_notifications: notificationsOf(rating, timestamp),
  };
}
