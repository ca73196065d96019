import {
  CLAIM_STAGE_LABELS,
  formatEuro,
  type ClaimDetail,
  type ClaimPayout,
  irishDateAndTime,
} from '@wallet/domain';
import { CLAIM_TEXTS as TEXT } from './claim-texts';

/** '29/11/2026 at 21:05', Irish time. */
export const claimWhenOf = (iso: string) => {
  const at = irishDateAndTime(iso);
  return at ? `${at.date} at ${at.time}` : '';
};

/** What a settlement paid and where, and whether it has reached the card or bank yet. */
export function claimPayoutLine(payout: ClaimPayout): string {
  const amount = formatEuro(payout.amount_cents);
  const on = payout.paid_at ? irishDateAndTime(payout.paid_at)?.date : undefined;
  if (payout.route === 'outside') return TEXT.payoutPaidOutside(amount, payout.to);
  if (payout.status === 'failed') return TEXT.payoutFailed(amount, payout.to);
  return payout.status === 'paid' && on
    ? TEXT.payoutPaid(amount, payout.to, on)
    : TEXT.payoutBeingPaid(amount, payout.to);
}

/**
 * What has happened to the claim so far, oldest first, with what was asked or decided; a
 * settlement says what it paid and where.
 */
export function ClaimTimeline({
  timeline,
  payout,
}: {
  timeline: ClaimDetail['timeline'];
  payout: ClaimDetail['payout'];
}) {
  return (
    <ol className="claim-timeline">
      {timeline.map((event, index) => (
        <li key={`${event.stage}-${index}`} className="claim-timeline__event">
          <span className="claim-timeline__stage">{CLAIM_STAGE_LABELS[event.stage]}</span>{' '}
          <span className="claim-timeline__at">{claimWhenOf(event.at)}</span>
          {event.stage === 'settled' && payout && (
            <p className="claim-timeline__note">{claimPayoutLine(payout)}</p>
          )}
          {event.note && <p className="claim-timeline__note">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}

/** The claim's thread, oldest first, each message named by who wrote it from whose side. */
export function ClaimThread({
  messages,
  reader,
}: {
  messages: ClaimDetail['messages'];
  /** Who is reading: their own messages are 'You'. */
  reader: 'customer' | 'handler';
}) {
  if (messages.length === 0) return <p className="leaving-text">{TEXT.threadEmpty}</p>;
  return (
    <ol className="claim-thread">
      {messages.map((message, index) => (
        <li
          key={`${message.at}-${index}`}
          className={`claim-thread__message claim-thread__message--${message.author}`}
        >
          <p className="claim-thread__from">
            {message.author === reader
              ? TEXT.fromYou
              : message.author === 'customer'
                ? TEXT.fromCustomer
                : TEXT.fromHandler}
            , {claimWhenOf(message.at)}
          </p>
          <p className="claim-thread__body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
