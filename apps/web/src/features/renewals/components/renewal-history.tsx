import { euroToCents, formatEuro, type RenewalHistoryYear } from '@wallet/domain';
import { RENEWAL_SCREEN_TEXTS as TEXT } from '../renewal-texts';
import { displayDate } from './dates';

const euro = (amount: number) => formatEuro(euroToCents(amount));

/**
 * The premiums paid and claims paid in each of the preceding five years (Consumer Insurance
 * Contracts Act 2019 s.12), as the notice states them, with the annualised premium where the
 * policy changed during the year.
 */
export function RenewalHistory({ history }: { history: RenewalHistoryYear[] }) {
  const annualised = history.some((year) => year.annualised_premium !== null);
  return (
    <>
      <div
        className="renewal-table-scroll"
        // Focusable, so a table wider than a phone scrolls from the keyboard; its card names it.
        tabIndex={0}
      >
        <table className="renewal-table">
          <caption>{TEXT.historyCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXT.historyColumns.year}</th>
              <th scope="col">{TEXT.historyColumns.insurer}</th>
              <th scope="col">{TEXT.historyColumns.premium}</th>
              <th scope="col">{TEXT.historyColumns.claims}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((year) => (
              <tr key={year.period_start}>
                <th scope="row">
                  {displayDate(year.period_start)} to {displayDate(year.period_end)}
                </th>
                <td>{year.insurer}</td>
                <td>
                  {euro(year.premium)}
                  {year.annualised_premium !== null && (
                    <span className="renewal-table__note">
                      {TEXT.annualisedShown(euro(year.annualised_premium))}{' '}
                      <sup aria-hidden="true">*</sup>
                    </span>
                  )}
                </td>
                <td>
                  {year.claims.length === 0 ? (
                    TEXT.noClaims
                  ) : (
                    <>
                      {euro(year.claims_paid)}
                      <ul className="renewal-table__claims">
                        {year.claims.map((claim) => (
                          <li key={`${claim.date}-${claim.peril}`}>
                            {TEXT.claimLine(
                              displayDate(claim.date),
                              claim.peril,
                              euro(claim.amount),
                            )}
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {annualised && (
        <p className="renewal-note">
          <span aria-hidden="true">* </span>
          {TEXT.annualisedPremiumNote}
        </p>
      )}
    </>
  );
}

/** home.md 2 claimsConditionOne: the claims of the five years, as a short list on the summary. */
export function RenewalClaims({ history }: { history: RenewalHistoryYear[] }) {
  const claims = history.flatMap((year) => year.claims);
  if (claims.length === 0) return <p>{TEXT.noClaims}</p>;
  return (
    <ul className="renewal-claims">
      {claims.map((claim) => (
        <li key={`${claim.date}-${claim.peril}`}>
          {TEXT.claimLine(displayDate(claim.date), claim.peril, euro(claim.amount))}
        </li>
      ))}
    </ul>
  );
}
