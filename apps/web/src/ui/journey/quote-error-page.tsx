import { useLocation } from 'react-router';
import { isBeingBoughtState } from './quote-call-failure';
import { QuoteErrorView, type QuoteErrorReason, type QuoteErrorTexts } from './quote-error-view';

/** What a quote page hands its product's error page, as router state (kept by a reload). */
export type QuoteErrorPageState = { reason: QuoteErrorReason };

const REASONS: readonly QuoteErrorReason[] = [
  'unavailable',
  'referral',
  'declined',
  'failure',
  'beingBought',
];

/** The reason a quote page sent, or the generic failure for any other arrival. */
export function reasonOfErrorState(state: unknown): QuoteErrorReason {
  if (isBeingBoughtState(state)) return 'beingBought';
  const reason = (state as Partial<QuoteErrorPageState> | null)?.reason;
  return reason && REASONS.includes(reason) ? reason : 'failure';
}

/**
 * /wallet/error/{car or travel} (car-travel-payment.md 2 and 8): a quote call failed, or the
 * insurer declined or referred the quote. The reference of the quote in progress, if any, is
 * shown so the customer can give it on the phone.
 */
export function QuoteErrorPage({
  texts,
  quoteReference,
}: {
  texts: QuoteErrorTexts;
  quoteReference: string | undefined;
}) {
  const { state } = useLocation();
  return (
    <QuoteErrorView
      texts={texts}
      reason={reasonOfErrorState(state)}
      quoteReference={quoteReference}
    />
  );
}
