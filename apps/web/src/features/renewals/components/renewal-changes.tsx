import type { RenewalChange } from '@wallet/domain';
import { RENEWAL_SCREEN_TEXTS as TEXT } from '../renewal-texts';

/** What changed since last year, as the notice states it (issue 23). */
export function RenewalChanges({ changes }: { changes: RenewalChange[] }) {
  if (changes.length === 0) return <p>{TEXT.changesNone}</p>;
  return (
    // Focusable, so a table wider than a phone scrolls from the keyboard; its card names it.
    <div className="renewal-table-scroll" tabIndex={0}>
      <table className="renewal-table">
        <caption className="visually-hidden">{TEXT.changesTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.changeColumns.label}</th>
            <th scope="col">{TEXT.changeColumns.lastYear}</th>
            <th scope="col">{TEXT.changeColumns.thisYear}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.label}>
              <th scope="row">{change.label}</th>
              <td>{change.last_year}</td>
              <td>{change.this_year}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
