import { Link } from 'react-router';
import type { OpenRenewalOffer } from '../api/renewal-offers';
import { displayDate } from '../components/dates';
import { RENEWAL_PATHS, type RenewalLocationState } from '../paths';
import './renewal-due-notice.css';

/** The line's words, kept here: the landing page loads this, and not the renewal screens' words. */
export const RENEWAL_DUE_TEXTS = {
  renewalDue: (date: string) => `Renewal due on ${date}`,
  renewsAutomatically: (date: string) => `Your policy will renew automatically on ${date}.`,
  viewRenewals: 'View Renewals',
} as const;
const TEXT = RENEWAL_DUE_TEXTS;

/**
 * On the wallet's policy list: a home policy with a renewal waiting says when it is due, with the
 * way to the renewal (issue 23: a customer whose policy ends in a month is told).
 */
export function RenewalDueNotice({
  offer,
  policyName,
}: {
  offer: OpenRenewalOffer;
  /** The policy's name and number, so each link says which renewal it opens. */
  policyName: string;
}) {
  const date = displayDate(offer.renewal_date);
  const state: RenewalLocationState & { policyId: string } = {
    renewal: true,
    policyId: offer.policy_id,
  };
  return (
    <p className="renewal-due">
      <strong className="renewal-due__date">
        {offer.status === 'accepted' ? TEXT.renewsAutomatically(date) : TEXT.renewalDue(date)}
      </strong>{' '}
      <Link to={RENEWAL_PATHS.view()} state={state} className="renewal-due__link">
        {TEXT.viewRenewals} <span className="visually-hidden">of {policyName}</span>
      </Link>
    </p>
  );
}
