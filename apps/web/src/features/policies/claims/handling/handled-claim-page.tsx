import { useQuery } from '@tanstack/react-query';
import { PRODUCT_LABELS, formatEuro, isClaimInProgress, isoToDisplayDate } from '@wallet/domain';
import { ApiRequestError } from '../../../../lib/api-client';
import { Button, ButtonLink } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Notice } from '../../../../ui/notice';
import { PageBody, PageHero } from '../../../../ui/page-layout';
import { PageSpinner } from '../../../../ui/spinner';
import { isProductType } from '../../lib/policy-products';
import { claimAnswerRows } from '../claim-answer-rows';
import { ClaimFacts } from '../claim-facts';
import { ClaimMessageForm } from '../claim-message-form';
import { ClaimStageTag } from '../claim-stage-tag';
import { ClaimThread, ClaimTimeline } from '../claim-story';
import { ClaimFilesCard } from '../files/claim-files-card';
import { getHandledClaim } from './api/get-handled-claim';
import { getHandledClaimFile } from './api/get-handled-claim-file';
import { sendHandlerMessage } from './api/send-handler-message';
import { ClaimActionForm } from './claim-action-form';
import { HANDLING_PATHS } from './handling-paths';
import { HANDLING_TEXTS as TEXT } from './handling-texts';
import { NextDue } from './next-due';
import '../../policies.css';
import '../../leaving/leaving.css';
import '../claims.css';

/**
 * /staff/claims/{reference} (issue 44): the claim whole for its handler, what is due next, the
 * step to take, the thread with the customer, the files and the customer's answers.
 */
export function HandledClaimPage({ reference }: { reference: string }) {
  const queryKey = ['staff-claims', reference] as const;
  const claim = useQuery({
    queryKey,
    queryFn: () => getHandledClaim(reference),
    staleTime: 0,
    retry: false,
    // Each opening is a row on the customer's audit trail: fetched when asked, not on focus.
    refetchOnWindowFocus: false,
  });
  const back = (
    <div className="policies-actions">
      <ButtonLink variant="secondary" to={HANDLING_PATHS.queue}>
        {TEXT.backToQueue}
      </ButtonLink>
    </div>
  );
  if (claim.isPending) return <PageSpinner label={TEXT.claimLoading} />;
  if (claim.isError) {
    const notFound = claim.error instanceof ApiRequestError && claim.error.detail.status === 404;
    return (
      <>
        <PageHero eyebrow={TEXT.eyebrow} title={TEXT.queueTitle} />
        <PageBody overlap narrow>
          <Notice tone="warning">
            <p>{notFound ? TEXT.claimNotFound : TEXT.claimFailed}</p>
          </Notice>
          {!notFound && (
            <Button variant="primary" onClick={() => void claim.refetch()}>
              {TEXT.tryAgain}
            </Button>
          )}
          {back}
        </PageBody>
      </>
    );
  }
  const detail = claim.data;
  const product = isProductType(detail.product)
    ? `${PRODUCT_LABELS[detail.product]} Insurance`
    : '';
  const period = [detail.policy.start_date, detail.policy.end_date]
    .map((date) => isoToDisplayDate(date) ?? date)
    .join(' to ');
  return (
    <>
      <PageHero
        eyebrow={TEXT.eyebrow}
        title={`${detail.kind_label} claim`}
        lead={`${detail.reference}, ${product} ${detail.policy_number}`}
      />
      <PageBody overlap narrow>
        <Card as="section" accent="primary" aria-labelledby="handled-stands-title">
          <h2 id="handled-stands-title" className="policies-heading">
            {TEXT.standsHeading}
          </h2>
          <ClaimStageTag stage={detail.stage} />
          <ClaimFacts
            rows={[
              [TEXT.nextDue, <NextDue key="due" due={detail.next_due} />],
              [TEXT.customer, `${detail.customer.name}, ${detail.customer.email}`],
              [TEXT.policy, `${product} ${detail.policy_number}`.trim()],
              [TEXT.period, period],
              [
                TEXT.paidBy,
                detail.policy.paid_by === 'card'
                  ? TEXT.paidByCard
                  : detail.policy.paid_by === 'direct_debit'
                    ? TEXT.paidByDirectDebit
                    : '—',
              ],
              [TEXT.coverOnTheDay, detail.policy.cover_on_incident_date ?? TEXT.notOnRecord],
              [
                TEXT.changesOnTheDay,
                detail.policy.changes_in_force.length === 0 ? (
                  TEXT.noChanges
                ) : (
                  <ul key="changes" className="claim-changes">
                    {detail.policy.changes_in_force.map((change, index) => (
                      <li key={index}>
                        {TEXT.changeLine(
                          change.label,
                          change.before,
                          change.after,
                          isoToDisplayDate(change.effective_date) ?? change.effective_date,
                        )}
                      </li>
                    ))}
                  </ul>
                ),
              ],
              [TEXT.estimate, formatEuro(detail.estimate_cents)],
              [
                TEXT.excess,
                detail.excess_cents === null ? TEXT.noExcess : formatEuro(detail.excess_cents),
              ],
              ...(detail.amount_cents !== null
                ? [[TEXT.amount, formatEuro(detail.amount_cents)] as [string, string]]
                : []),
              ...(detail.pays_to ? [[TEXT.paysTo, detail.pays_to] as [string, string]] : []),
            ]}
          />
        </Card>
        <Card as="section" aria-labelledby="handled-actions-title">
          <ClaimActionForm claim={detail} queryKey={queryKey} />
        </Card>
        <Card as="section" aria-labelledby="handled-timeline-title">
          <h2 id="handled-timeline-title" className="policies-heading">
            {TEXT.timelineHeading}
          </h2>
          <ClaimTimeline timeline={detail.timeline} payout={detail.payout} />
        </Card>
        <Card as="section" aria-labelledby="handled-thread-title">
          <h2 id="handled-thread-title" className="policies-heading">
            {TEXT.threadHeading}
          </h2>
          <ClaimThread messages={detail.messages} reader="handler" />
          {isClaimInProgress(detail.stage) && (
            <ClaimMessageForm
              send={(request) => sendHandlerMessage(detail.reference, request)}
              queryKey={queryKey}
              label={TEXT.messageLabel}
              hint={TEXT.messageHint}
            />
          )}
        </Card>
        <ClaimFilesCard
          claim={detail}
          queryKey={queryKey}
          fetchFile={getHandledClaimFile}
          canSend={false}
        />
        <Card as="section" aria-labelledby="handled-answers-title">
          <h2 id="handled-answers-title" className="policies-heading">
            {TEXT.answersHeading}
          </h2>
          <ClaimFacts rows={claimAnswerRows(detail, detail.kind_label)} />
        </Card>
        {back}
      </PageBody>
    </>
  );
}
