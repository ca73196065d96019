import { euroToCents, formatEuro, type RenewalHistoryYear } from '@wallet/domain';
import { RENEWAL_SCREEN_TEXTS as TEXT } from '../renewal-texts';
import { displayDate } from './dates';

const euro = (amount: number) => formatEuro(euroToCents(amount));

/** A year's premium paid, with its annualised premium where the cover changed in the year. */
function PremiumPaid({ year }: { year: RenewalHistoryYear }) {
  return (
    <>
      {euro(year.premium)}
      {year.annualised_premium !== null && (
        <span className="renewal-table__note">
          {TEXT.annualisedShown(euro(year.annualised_premium))} <sup aria-hidden="true">*</sup>
        </span>
      )}
    </>
  );
}

/** A year's claims paid: 'None', or their total and each claim. */
function ClaimsPaid({ year }: { year: RenewalHistoryYear }) {
  if (year.claims.length === 0) return <>{TEXT.noClaims}</>;
  return (
    <>
      {euro(year.claims_paid)}
      <ul className="renewal-table__claims">
        {year.claims.map((claim) => (
          <li key={`${claim.date}-${claim.peril}`}>
            {TEXT.claimLine(displayDate(claim.date), claim.peril, euro(claim.amount))}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The premiums paid and claims paid in each of the preceding five years (Consumer Insurance
 * Contracts Act 2019 s.12), as the notice states them, with the annualised premium where the
 * policy changed during the year. On a phone each year is a block of its own, which fits the
 * screen (a table of four columns would be cut, issue 40); from 640 px wide it is a table. Only
 * one of the two is shown, and so read, at any width.
 */
export function RenewalHistory({ history }: { history: RenewalHistoryYear[] }) {
  const annualised = history.some((year) => year.annualised_premium !== null);
  return (
    <>
      <ul className="renewal-years" aria-label={TEXT.historyCaption}>
        {history.map((year) => (
          <li key={year.period_start} className="renewal-year">
            <p className="renewal-year__period">
              {displayDate(year.period_start)} to {displayDate(year.period_end)}
            </p>
            <dl className="renewal-year__facts">
              <div>
                <dt>{TEXT.historyColumns.insurer}</dt>
                <dd>{year.insurer}</dd>
              </div>
              <div>
                <dt>{TEXT.historyColumns.premium}</dt>
                <dd>
                  <PremiumPaid year={year} />
                </dd>
              </div>
              <div>
                <dt>{TEXT.historyColumns.claims}</dt>
                <dd>
                  <ClaimsPaid year={year} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="renewal-history-table">
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
                  <PremiumPaid year={year} />
                </td>
                <td>
                  <ClaimsPaid year={year} />
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
