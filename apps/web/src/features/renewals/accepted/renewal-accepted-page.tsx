import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { displayDate } from '../components/dates';
import { updateRenewalJourney, useRenewalJourney } from '../journey/renewal-journey';
import { RENEWAL_SCREEN_TEXTS as TEXT } from '../renewal-texts';
import '../renewals.css';

/**
 * /wallet/paymentthankyou/home after a renewal accepted to renew by itself (home.md 4: 'With
 * auto-renewal set, success shows at once with the stored reference'): nothing is paid now, so
 * there is no bind to wait for.
 */
export function RenewalAcceptedPage() {
  const { accepted } = useRenewalJourney();
  const heading = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    // The offer is accepted now: the renewal view, Manage My Insurance and the wallet ask again.
    void queryClient.invalidateQueries({ queryKey: ['renewals'] });
    // home.md 4: the renewal and alternative-policy flags and the choice are done with once the
    // renewal is accepted; the stored reference is what is left to show, on a reload too.
    updateRenewalJourney({
      renewal: undefined,
      alternativePolicy: undefined,
      selectedQuote: undefined,
      extras: undefined,
      answers: undefined,
    });
    const title = heading.current?.querySelector<HTMLElement>('h1');
    if (title) {
      title.tabIndex = -1;
      title.focus();
    }
  }, [queryClient]);
  if (!accepted) return <Navigate to={PATHS.wallet} replace />;
  const date = displayDate(accepted.renewalDate);
  return (
    <div ref={heading}>
      <p className="visually-hidden" role="status">
        {TEXT.acceptedAnnouncement}
      </p>
      <PageHero title={TEXT.acceptedTitle} />
      <PageBody narrow>
        <div className="renewal-stack">
          <Card as="section" accent="primary" aria-label={TEXT.acceptedTitle}>
            <dl className="renewal-facts">
              <div>
                <dt>{TEXT.referenceNumber}</dt>
                <dd className="renewal-facts__strong">{accepted.referenceNumber}</dd>
              </div>
              <div>
                <dt>Renewal date</dt>
                <dd>{date}</dd>
              </div>
            </dl>
          </Card>
          <Card as="section" aria-labelledby="renewal-next-title">
            <h2 id="renewal-next-title" className="renewal-section-title">
              What happens next
            </h2>
            <ul className="renewal-list">
              {TEXT.acceptedNext(date).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Card>
          <div className="renewal-actions">
            <ButtonLink to={PATHS.policyDocuments(accepted.policyId)}>View documents</ButtonLink>
            <ButtonLink to={PATHS.manage} variant="secondary">
              Manage My Insurance
            </ButtonLink>
            <ButtonLink to={PATHS.wallet} variant="link">
              Back to wallet
            </ButtonLink>
          </div>
        </div>
      </PageBody>
    </div>
  );
}
