import {
  contactNumberForDisplay,
  formatLiveQuoteTimestamp,
  formatQuoteAmount,
  type LiveQuoteRow as LiveQuote,
} from '@wallet/domain';
import clsx from 'clsx';
import { Button } from '../../../ui/button';
import type { LiveQuoteType } from '../api/get-live-quotes';
import { LIVE_QUOTES_TEXTS as TEXT } from './live-quotes-texts';

/**
 * platform.md 3.3, a live quote: the reference that opens the customer's journey, the customer,
 * the premium, the contact number (00 shown as +), the time in local time (DD/MM/YYYY HH:mm) and
 * the contacted tick, which is given once and then stays.
 */
export function LiveQuoteRow({
  type,
  quote,
  contacted,
  busy,
  onOpen,
  onContacted,
}: {
  type: LiveQuoteType;
  quote: LiveQuote;
  /** Ticked: sent, or being sent. */
  contacted: boolean;
  /** Another quote is being opened: the references wait. */
  busy: boolean;
  onOpen: () => void;
  onContacted: () => void;
}) {
  const reference = quote.quote_reference;
  const checkboxId = `contacted-${reference}`;
  return (
    <tr className={clsx(contacted && 'live-quote--contacted')}>
      <th scope="row">
        <Button variant="link" disabled={busy} onClick={onOpen}>
          {reference}
          <span className="visually-hidden">, {TEXT.openQuote(type)}</span>
        </Button>
      </th>
      <td>{`${quote.first_name} ${quote.last_name}`.trim()}</td>
      <td>{quote.email}</td>
      <td className="agent-table__nowrap">{formatQuoteAmount(quote.premium_amount)}</td>
      <td className="agent-table__nowrap">
        {quote.contact_number ? contactNumberForDisplay(quote.contact_number) : '-'}
      </td>
      <td className="agent-table__nowrap">{formatLiveQuoteTimestamp(quote.timestamp)}</td>
      <td>
        <span className="live-quote__contacted">
          <input
            id={checkboxId}
            type="checkbox"
            checked={contacted}
            // Disabled once ticked, yet still focusable: focus stays where the agent left it. A
            // press then changes nothing, as the box shows what the state holds.
            aria-disabled={contacted || undefined}
            onChange={(event) => {
              if (event.target.checked && !contacted) onContacted();
            }}
          />
          <label htmlFor={checkboxId} className="visually-hidden">
            {TEXT.contactedLabel(reference)}
          </label>
        </span>
      </td>
    </tr>
  );
}
