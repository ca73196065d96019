import { QUOTE_ERROR_CODES, type AcceptanceNotificationType } from '@wallet/domain';

/** car-travel-payment.md 4 and 8: what a car or travel quote answer leads to. */
export type QuoteOutcome = 'quoted' | 'unavailable' | 'referral' | 'declined';

/** What every car and travel quote answer says, whatever its prices look like. */
export type QuoteAnswerStatus = {
  error: boolean;
  error_code?: string | undefined;
  acceptance_notifications: readonly { notification_type: AcceptanceNotificationType }[];
};

/**
 * car-travel-payment.md 4: SUCCESS needs an answer with no error, no acceptance notifications and
 * a price (`priced`, which each product reads from its own answer); EXTERNAL_SERVICE_UNAVAILABLE
 * is the insurer being unavailable (the error view of type rsa); a referral asks the customer to
 * call; anything else is a decline.
 */
export function quoteOutcomeOf(answer: QuoteAnswerStatus, priced: boolean): QuoteOutcome {
  if (answer.error_code === QUOTE_ERROR_CODES.insurerUnavailable) return 'unavailable';
  if (!answer.error && answer.acceptance_notifications.length === 0 && priced) return 'quoted';
  return answer.acceptance_notifications.some((notice) => notice.notification_type === 'REFERRAL')
    ? 'referral'
    : 'declined';
}
