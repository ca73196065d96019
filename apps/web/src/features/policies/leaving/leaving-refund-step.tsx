import {
  formatEuro,
  isoToDisplayDate,
  type CancellationKind,
  type CancellationQuoteResponse,
} from '@wallet/domain';
import type { RefObject } from 'react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ArrowLeftIcon } from '../../../ui/icons';
import { LeavingSubmitButton } from './leaving-submit-button';
import { LEAVING_STEP_TEXTS as TEXT, LEAVING_TEXTS, settlementLine } from './leaving-texts';

/** The figures the refund is worked out from, in the order the sum runs. */
function refundFacts(quote: CancellationQuoteResponse): [string, string][] {
  return [
    ['Last day of cover', isoToDisplayDate(quote.last_day_of_cover) ?? quote.last_day_of_cover],
    ['Premium', formatEuro(quote.premium_cents)],
    ['Days of cover', `${quote.days_of_cover} of ${quote.days_in_period} days`],
    ['Paid so far', formatEuro(quote.paid_cents)],
    ['Cover given', formatEuro(quote.cover_given_cents)],
    ['Fee', formatEuro(quote.fee_cents)],
  ];
}

/**
 * The second step, 'Check your refund': the sum and what it comes to, then the confirmation that
 * sends the figures shown, so the API refuses rather than applies different ones.
 */
export function LeavingRefundStep({
  kind,
  quote,
  pending,
  headingRef,
  onConfirm,
  onBack,
}: {
  kind: CancellationKind;
  quote: CancellationQuoteResponse;
  pending: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
    <Card as="section" accent="primary" aria-labelledby="leaving-step-title">
      <h2 id="leaving-step-title" className="policies-heading" ref={headingRef} tabIndex={-1}>
        {TEXT.refundStep}
      </h2>
      <dl className="leaving-summary">
        {refundFacts(quote).map(([term, value]) => (
          <div key={term} className="leaving-summary__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="leaving-result">{settlementLine(quote)}</p>
      {quote.instalments_stopped && <p>{TEXT.directDebitsStop}</p>}
      <div className="leaving-buttons">
        <LeavingSubmitButton pending={pending} pendingLabel={TEXT.sending} onClick={onConfirm}>
          {LEAVING_TEXTS[kind].confirm}
        </LeavingSubmitButton>
        <Button variant="link" icon={<ArrowLeftIcon size={20} />} onClick={onBack}>
          {TEXT.back}
        </Button>
      </div>
    </Card>
  );
}
