import { Link } from 'react-router';
import { Card } from '../../../ui/card';
import type { OpenRenewalOffer } from '../api/renewal-offers';
import { displayDate } from '../components/dates';
import { RENEWAL_PATHS, type RenewalLocationState } from '../paths';
import { RENEWAL_DUE_TEXTS } from './renewal-due-notice';
import './renewal-due-notice.css';

/** The banner's words, kept here with the line's: the landing page loads them. */
export const RENEWALS_WAITING_TEXTS = {
  title: (count: number) =>
    count === 1 ? 'Your home insurance renewal is ready' : 'Your home insurance renewals are ready',
  policyLine: (policyNumber: string) => `Policy ${policyNumber}`,
} as const;
const TEXT = RENEWALS_WAITING_TEXTS;

/**
 * At the top of a signed-in customer's wallet: each renewal waiting, when it is due and the way to
 * it, above the products and policies (issue 40: on a phone the policy cards are below the fold).
 */
export function RenewalsWaitingBanner({ offers }: { offers: readonly OpenRenewalOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <Card
      as="section"
      accent="primary"
      className="renewals-waiting"
      aria-labelledby="renewals-waiting-title"
    >
      <h2 id="renewals-waiting-title" className="renewals-waiting__title">
        {TEXT.title(offers.length)}
      </h2>
      <ul className="renewals-waiting__list">
        {offers.map((offer) => {
          const date = displayDate(offer.renewal_date);
          const state: RenewalLocationState & { policyId: string } = {
            renewal: true,
            policyId: offer.policy_id,
          };
          return (
            <li key={offer.policy_id} className="renewal-due renewals-waiting__item">
              <strong className="renewal-due__date">
                {offer.status === 'accepted'
                  ? RENEWAL_DUE_TEXTS.renewsAutomatically(date)
                  : RENEWAL_DUE_TEXTS.renewalDue(date)}
              </strong>{' '}
              <span>{TEXT.policyLine(offer.policy_number)}</span>{' '}
              <Link to={RENEWAL_PATHS.view()} state={state} className="renewal-due__link">
                {RENEWAL_DUE_TEXTS.viewRenewals}{' '}
                <span className="visually-hidden">of policy {offer.policy_number}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
