import { useQuery } from '@tanstack/react-query';
import { PRODUCT_LABELS, formatEuro } from '@wallet/domain';
import { Link } from 'react-router';
import { Card } from '../../../../ui/card';
import { PageBody, PageHero } from '../../../../ui/page-layout';
import { isProductType } from '../../lib/policy-products';
import { ClaimFacts } from '../claim-facts';
import { ClaimStageTag } from '../claim-stage-tag';
import { claimWhenOf } from '../claim-story';
import { getClaimQueue } from './api/get-claim-queue';
import { HANDLING_PATHS } from './handling-paths';
import { HANDLING_TEXTS as TEXT } from './handling-texts';
import { NextDue } from './next-due';
import { ClaimListStates } from '../claim-list-states';
import '../../policies.css';
import '../claims.css';

/** /staff/claims (issue 44): the claims in progress, the most urgent first. */
export function ClaimQueuePage() {
  const queue = useQuery({ queryKey: ['staff-claims'], queryFn: getClaimQueue, staleTime: 0 });
  return (
    <>
      <PageHero eyebrow={TEXT.eyebrow} title={TEXT.queueTitle} lead={TEXT.queueLead} />
      <PageBody overlap narrow>
        <ClaimListStates
          list={queue}
          loading={TEXT.queueLoading}
          failed={TEXT.queueFailed}
          empty={TEXT.queueEmpty}
        />
        {queue.data && queue.data.length > 0 && (
          <ul className="claim-list">
            {queue.data.map((claim) => (
              <li key={claim.reference}>
                <Card
                  as="article"
                  accent={claim.next_due?.overdue ? 'tertiary' : 'none'}
                  aria-labelledby={`queue-${claim.reference}`}
                >
                  <h2
                    id={`queue-${claim.reference}`}
                    className="policies-heading claim-list__title"
                  >
                    <Link to={HANDLING_PATHS.claim(claim.reference)}>
                      {claim.kind_label}: {claim.reference}
                    </Link>
                  </h2>
                  <ClaimStageTag stage={claim.stage} />
                  <ClaimFacts
                    rows={[
                      [TEXT.nextDue, <NextDue key="due" due={claim.next_due} />],
                      [
                        TEXT.received,
                        `${claimWhenOf(claim.received_at)} (${TEXT.daysOld(claim.age_days)})`,
                      ],
                      [
                        TEXT.estimate,
                        `${isProductType(claim.product) ? `${PRODUCT_LABELS[claim.product]}, ` : ''}${formatEuro(claim.estimate_cents)}`,
                      ],
                    ]}
                  />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}
