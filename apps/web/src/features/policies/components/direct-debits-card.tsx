import {
  DEBIT_NOTICE_DAYS,
  DEBIT_STATUS_LABELS,
  formatEuro,
  isoToDisplayDate,
  missedDebitPaymentPath,
  productTypeOf,
  type PaymentSchedule,
  type ProfilePolicy,
} from '@wallet/domain';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { usePaymentSchedule } from '../api/get-payment-schedule';
import { SERVICING_PATHS } from '../lib/servicing-paths';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/** What the policy page says about its direct debits. */
export const DIRECT_DEBIT_TEXTS = {
  heading: 'Your direct debits',
  loading: 'Loading your direct debits',
  failed: 'We could not load your direct debits just now. Please try again later.',
  next: (cents: number, isoDate: string) =>
    `Your next direct debit is ${formatEuro(cents)} on ${displayDate(isoDate)}.`,
  allCollected: 'All your direct debits for this policy have been collected.',
  stopped: 'Your direct debits stopped when your policy ended.',
  changes: `A change to your policy is spread over the direct debits from ${DEBIT_NOTICE_DAYS} days after it is made; we e-mail you the new amounts.`,
  missed: (cents: number, isoDate: string) =>
    `Your bank did not pay the direct debit of ${formatEuro(cents)} due on ${displayDate(isoDate)}. Pay it now by card to keep your cover.`,
  /** A policy cancelled or withdrawn from: what it owed was settled when it ended. */
  missedWhenEnded: (cents: number, isoDate: string) =>
    `Your bank did not pay the direct debit of ${formatEuro(cents)} due on ${displayDate(isoDate)}. It was counted in what your policy owed when it ended.`,
  payNow: 'Pay now',
  /** Said after 'Pay now' to screen readers, so each missed debit's link names its own. */
  payNowDebit: (cents: number, isoDate: string) =>
    ` (${formatEuro(cents)} due on ${displayDate(isoDate)})`,
  paidByCard: (cents: number, isoDate: string) =>
    `You paid the direct debit of ${formatEuro(cents)} due on ${displayDate(isoDate)} by card.`,
  changeBankAccount: 'Change bank account',
  showAll: (count: number) => `See all ${count} direct debits`,
  caption: 'Your direct debits, first to last',
  columns: { date: 'Date', amount: 'Amount', status: 'Status' },
  /** As the endorsement schedule calls them. */
  status: DEBIT_STATUS_LABELS,
} as const;

const TEXT = DIRECT_DEBIT_TEXTS;

/** The one line that matters most: the next debit, or why there is none. */
function summaryOf(schedule: PaymentSchedule): string {
  const next = schedule.debits.find((debit) => debit.status === 'due');
  if (next) return TEXT.next(next.amount_cents, next.date);
  return schedule.debits.some((debit) => debit.status === 'stopped')
    ? TEXT.stopped
    : TEXT.allCollected;
}

/**
 * A monthly plan's direct debits on the policy's page (issue 43): the next one, then every debit
 * with its day, amount (as mid-term changes set it) and whether it is collected, due or stopped.
 * Nothing for a policy paid at once.
 */
export function DirectDebitsCard({ policy }: { policy: ProfilePolicy }) {
  const monthly = policy.payment?.method === 'direct_debit';
  const schedule = usePaymentSchedule(policy.policy_id, monthly);
  // A plan with no debits on record (none to list) shows nothing rather than a fault.
  if (!monthly || schedule.data?.debits.length === 0) return null;
  const type = productTypeOf(policy.policy_type);
  // The links name their policy, so the pages find it even where the choice was not kept.
  const changeAccountPath = `${SERVICING_PATHS.changeBankAccount(type)}?${new URLSearchParams({ policy: policy.policy_id })}`;
  // Only a policy still running takes a new mandate.
  const canChangeAccount = (policy.status ?? 'active') === 'active';
  const ended = policy.status === 'cancelled';
  return (
    <Card
      as="section"
      className="manage-card"
      aria-labelledby="direct-debits-title"
      aria-busy={schedule.isPending}
    >
      <h2 id="direct-debits-title" className="policies-heading">
        {TEXT.heading}
      </h2>
      {schedule.isPending ? (
        <p className="direct-debits__text">{TEXT.loading}</p>
      ) : schedule.isError ? (
        <p className="direct-debits__text">{TEXT.failed}</p>
      ) : (
        <>
          {schedule.data.debits
            .filter((debit) => debit.status === 'missed')
            .map((debit) => (
              <div key={debit.date} className="direct-debits__missed">
                <p className="direct-debits__text" role="status">
                  <strong>
                    {ended
                      ? TEXT.missedWhenEnded(debit.amount_cents, debit.date)
                      : TEXT.missed(debit.amount_cents, debit.date)}
                  </strong>
                </p>
                {/* A cancelled policy's missed debit is in what leaving settled: no card. */}
                {!ended && (
                  <ButtonLink
                    to={missedDebitPaymentPath(type, policy.policy_id, debit.date)}
                    variant="primary"
                  >
                    {TEXT.payNow}
                    <span className="visually-hidden">
                      {TEXT.payNowDebit(debit.amount_cents, debit.date)}
                    </span>
                  </ButtonLink>
                )}
              </div>
            ))}
          {schedule.data.debits
            .filter((debit) => debit.status === 'paid')
            .map((debit) => (
              <p key={debit.date} className="direct-debits__text">
                {TEXT.paidByCard(debit.amount_cents, debit.date)}
              </p>
            ))}
          <p className="direct-debits__text">{summaryOf(schedule.data)}</p>
          <p className="direct-debits__text">{TEXT.changes}</p>
          <details className="direct-debits">
            <summary>{TEXT.showAll(schedule.data.debits.length)}</summary>
            <table className="direct-debits__table">
              <caption className="visually-hidden">{TEXT.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXT.columns.date}</th>
                  <th scope="col" className="direct-debits__amount">
                    {TEXT.columns.amount}
                  </th>
                  <th scope="col">{TEXT.columns.status}</th>
                </tr>
              </thead>
              <tbody>
                {schedule.data.debits.map((debit) => (
                  <tr key={debit.date}>
                    <td>
                      <time dateTime={debit.date}>{displayDate(debit.date)}</time>
                    </td>
                    <td className="direct-debits__amount">{formatEuro(debit.amount_cents)}</td>
                    <td>{TEXT.status[debit.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          {canChangeAccount && (
            <p className="direct-debits__action">
              <ButtonLink to={changeAccountPath} variant="secondary">
                {TEXT.changeBankAccount}
              </ButtonLink>
            </p>
          )}
        </>
      )}
    </Card>
  );
}
