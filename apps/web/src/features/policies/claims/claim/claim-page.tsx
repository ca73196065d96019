import { useQuery } from '@tanstack/react-query';
import { CLAIM_APPEAL_LINES, PRODUCT_LABELS, formatEuro, isClaimInProgress } from '@wallet/domain';
import { ApiRequestError } from '../../../../lib/api-client';
import { Button, ButtonLink } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Notice } from '../../../../ui/notice';
import { PageBody, PageHero } from '../../../../ui/page-layout';
import { PageSpinner } from '../../../../ui/spinner';
import { isProductType } from '../../lib/policy-products';
import { getClaim } from '../api/get-claim';
import { sendClaimMessage } from '../api/send-claim-message';
import { ClaimFilesCard } from '../files/claim-files-card';
import { claimAnswerRows } from '../claim-answer-rows';
import { ClaimFacts } from '../claim-facts';
import { ClaimMessageForm } from '../claim-message-form';
import { ClaimThread, ClaimTimeline } from '../claim-story';
import { CLAIM_PATHS } from '../claim-paths';
import { ClaimStageTag } from '../claim-stage-tag';
import { CLAIM_TEXTS as TEXT } from '../claim-texts';
import '../../policies.css';
import '../../leaving/leaving.css';
import '../claims.css';

/** /claims/{reference} (issue 44): one of the customer's claims, its timeline and its thread. */
export function ClaimPage({ reference }: { reference: string }) {
  const queryKey = ['claims', reference] as const;
  const claim = useQuery({
    queryKey,
    queryFn: () => getClaim(reference),
    staleTime: 0,
    retry: false,
  });
  if (claim.isPending) return <PageSpinner label={TEXT.claimLoading} />;
  if (claim.isError) {
    const notFound = claim.error instanceof ApiRequestError && claim.error.detail.status === 404;
    return (
      <>
        <PageHero title={TEXT.listTitle} />
        <PageBody overlap narrow>
          <Notice tone="warning">
            <p>{notFound ? TEXT.claimNotFound : TEXT.claimFailed}</p>
          </Notice>
          <div className="policies-actions">
            {!notFound && (
              <Button variant="primary" onClick={() => void claim.refetch()}>
                {TEXT.tryAgain}
              </Button>
            )}
            <ButtonLink variant="secondary" to={CLAIM_PATHS.claims}>
              {TEXT.yourClaims}
            </ButtonLink>
          </div>
        </PageBody>
      </>
    );
  }
  const detail = claim.data;
  const product = isProductType(detail.product)
    ? `${PRODUCT_LABELS[detail.product]} Insurance`
    : '';
  const facts: [string, string][] = [
    [TEXT.reference, detail.reference],
    [TEXT.policy, `${product} ${detail.policy_number}`.trim()],
    ...claimAnswerRows(detail, detail.kind_label),
    [TEXT.estimate, formatEuro(detail.estimate_cents)],
    ...(detail.excess_cents !== null
      ? [[TEXT.excessRow, formatEuro(detail.excess_cents)] as [string, string]]
      : []),
    ...(detail.amount_cents !== null
      ? [[TEXT.amount, formatEuro(detail.amount_cents)] as [string, string]]
      : []),
  ];

  return (
    <>
      <PageHero eyebrow={product} title={`${detail.kind_label} claim`} lead={detail.reference} />
      <PageBody overlap narrow>
        <Card as="section" accent="primary" aria-labelledby="claim-timeline-title">
          <h2 id="claim-timeline-title" className="policies-heading">
            {TEXT.timelineHeading}
          </h2>
          <ClaimStageTag stage={detail.stage} />
          <ClaimTimeline timeline={detail.timeline} payout={detail.payout} />
          {detail.stage === 'declined' && (
            <section aria-labelledby="claim-appeal-title" className="claim-appeal">
              <h3 id="claim-appeal-title" className="claim-files__add-title">
                {TEXT.appealHeading}
              </h3>
              {CLAIM_APPEAL_LINES.map((line) => (
                <p key={line} className="leaving-text">
                  {line}
                </p>
              ))}
            </section>
          )}
        </Card>
        <Card as="section" aria-labelledby="claim-thread-title">
          <h2 id="claim-thread-title" className="policies-heading">
            {TEXT.threadHeading}
          </h2>
          <ClaimThread messages={detail.messages} reader="customer" />
          {isClaimInProgress(detail.stage) && (
            <ClaimMessageForm
              send={(request) => sendClaimMessage(detail.reference, request)}
              queryKey={queryKey}
            />
          )}
        </Card>
        <ClaimFilesCard claim={detail} queryKey={queryKey} />
        <Card as="section" aria-labelledby="claim-details-title">
          <h2 id="claim-details-title" className="policies-heading">
            {TEXT.detailsHeading}
          </h2>
          <ClaimFacts rows={facts} />
        </Card>
        <div className="policies-actions">
          <ButtonLink variant="secondary" to={CLAIM_PATHS.claims}>
            {TEXT.yourClaims}
          </ButtonLink>
        </div>
      </PageBody>
    </>
  );
}
