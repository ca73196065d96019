import {
  CAR_COVER_LEVELS,
  CAR_PAYMENT_RULES,
  QUOTE_ERROR_CODES,
  quoteValidUntil,
  type CarCoverLevel,
  type CarLevelQuote,
  type MotorQuoteResponse,
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

function notificationsOf(rating: MotorRating, updatedDate: string): QuoteAcceptanceNotification[] {
  const seen = new Set<string>();
  const notices: QuoteAcceptanceNotification[] = [];
  for (const level of CAR_COVER_LEVELS) {
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
 * car-travel-payment.md 3 and 4: success has both levels priced and no notifications; otherwise
 * the error view's reason (the insurer unreachable, or its decline or referral).
 */
export function motorQuoteResponseOf(stored: StoredMotorQuote): MotorQuoteResponse {
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
  const popular = pricedLevelOf(stored, 'popular');
  const prestige = pricedLevelOf(stored, 'prestige');
  if (popular && prestige) {
    return {
      ...base,
      response: 'SUCCESS',
      error: false,
      cover_premium: euro(popular.rated.premium.singlePaymentCents),
      premium_details: premiumLinesOf(rating, timestamp),
      popular: levelQuoteOf(popular.rated, popular.premiumId),
      prestige: levelQuoteOf(prestige.rated, prestige.premiumId),
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
