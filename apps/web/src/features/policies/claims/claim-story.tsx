import { CLAIM_STAGE_LABELS, type ClaimDetail } from '@wallet/domain';
import { irishDateAndTime } from '../lib/irish-time';
import { CLAIM_TEXTS as TEXT } from './claim-texts';

/** '29/11/2026 at 21:05', Irish time. */
export const claimWhenOf = (iso: string) => {
  const at = irishDateAndTime(iso);
  return at ? `${at.date} at ${at.time}` : '';
};

/** What has happened to the claim so far, oldest first, with what was asked or decided. */
export function ClaimTimeline({ timeline }: { timeline: ClaimDetail['timeline'] }) {
  return (
    <ol className="claim-timeline">
      {timeline.map((event, index) => (
        <li key={`${event.stage}-${index}`} className="claim-timeline__event">
          <span className="claim-timeline__stage">{CLAIM_STAGE_LABELS[event.stage]}</span>{' '}
          <span className="claim-timeline__at">{claimWhenOf(event.at)}</span>
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
