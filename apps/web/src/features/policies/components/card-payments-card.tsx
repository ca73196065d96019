import { formatEuro, isoToDisplayDate, type CardPayment, type ProfilePolicy } from '@wallet/domain';
import { Card } from '../../../ui/card';
import { usePaymentSchedule } from '../api/get-payment-schedule';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/** What the policy page says about a card's payments (issue 45). */
export const CARD_PAYMENT_TEXTS = {
  heading: 'Your payments',
  loading: 'Loading your payments',
  failed: 'We could not load your payments just now. Please try again later.',
  caption: 'What your card paid and got back, first to last',
  columns: { date: 'Date', what: 'Payment', amount: 'Amount' },
  what: {
    purchase: ({ card_brand }) =>
      card_brand
        ? `Paid by ${card_brand} when you bought the policy`
        : 'Paid by card when you bought the policy',
    deposit: ({ card_brand }) =>
      card_brand ? `Deposit paid by ${card_brand}` : 'Deposit paid by card',
    change_charge: () => 'Paid by card for a change to your policy',
    change_refund: () => 'Returned to your card for a change to your policy',
    withdrawal_refund: ({ under_way }) =>
      under_way
        ? 'Being returned to your card because you withdrew from the policy'
        : 'Returned to your card because you withdrew from the policy',
    cancellation_refund: ({ under_way }) =>
      under_way
        ? 'Being returned to your card because you cancelled the policy'
        : 'Returned to your card because you cancelled the policy',
  } satisfies Record<CardPayment['kind'], (payment: CardPayment) => string>,
  /** The date of a refund under way is the day it reaches the card by. */
  dueBy: (date: string) => `By ${date}`,
  refundNote:
    'A return reaches the card you paid with within 30 days of the change; your bank may take a few more days to show it.',
  leavingRefundNote:
    'A refund reaches the card you paid with by the date shown; your bank may take a few more days to show it.',
  noCardKept:
    'We do not keep your card: each payment asks for it at the time, and a return goes back to the card it came from.',
} as const;

const TEXT = CARD_PAYMENT_TEXTS;

const GIVEN_BACK: ReadonlySet<CardPayment['kind']> = new Set([
  'change_refund',
  'withdrawal_refund',
  'cancellation_refund',
]);

/**
 * A policy paid by card: what its card paid at purchase and for each change, and what it got
 * back (decision 0049: no card is kept, so there is none to change).
 */
export function CardPaymentsCard({ policy }: { policy: ProfilePolicy }) {
  const byCard = policy.payment?.method === 'card';
  const schedule = usePaymentSchedule(policy.policy_id, byCard);
  if (!byCard || schedule.data?.card_payments.length === 0) return null;
  const payments = schedule.data?.card_payments ?? [];
  return (
    <Card
      as="section"
      className="manage-card"
      aria-labelledby="card-payments-title"
      aria-busy={schedule.isPending}
    >
      <h2 id="card-payments-title" className="policies-heading">
        {TEXT.heading}
      </h2>
      {schedule.isPending ? (
        <p className="direct-debits__text">{TEXT.loading}</p>
      ) : schedule.isError ? (
        <p className="direct-debits__text">{TEXT.failed}</p>
      ) : (
        <>
          <table className="direct-debits__table">
            <caption className="visually-hidden">{TEXT.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{TEXT.columns.date}</th>
                <th scope="col">{TEXT.columns.what}</th>
                <th scope="col" className="direct-debits__amount">
                  {TEXT.columns.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment, index) => (
                <tr key={`${payment.date}-${payment.kind}-${index}`}>
                  <td>
                    <time dateTime={payment.date}>
                      {payment.under_way
                        ? TEXT.dueBy(displayDate(payment.date))
                        : displayDate(payment.date)}
                    </time>
                  </td>
                  <td>{TEXT.what[payment.kind](payment)}</td>
                  <td className="direct-debits__amount">
                    {GIVEN_BACK.has(payment.kind) ? '−' : ''}
                    {formatEuro(payment.amount_cents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {payments.some((payment) => payment.kind === 'change_refund') && (
            <p className="direct-debits__text">{TEXT.refundNote}</p>
          )}
          {payments.some((payment) => payment.under_way) && (
            <p className="direct-debits__text">{TEXT.leavingRefundNote}</p>
          )}
          <p className="direct-debits__text">{TEXT.noCardKept}</p>
        </>
      )}
    </Card>
  );
}
