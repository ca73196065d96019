import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLAIM_LIMITS,
  CLAIM_STAGE_LABELS,
  PRODUCT_LABELS,
  formatEuro,
  isClaimInProgress,
  messageProblem,
  type ClaimDetail,
} from '@wallet/domain';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../../lib/api-client';
import { apiFieldProblems } from '../../../../lib/api-field-problems';
import { Button, ButtonLink } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { CharacterCountField } from '../../../../ui/character-count-field';
import { ErrorSummary } from '../../../../ui/error-summary';
import { Notice } from '../../../../ui/notice';
import { PageBody, PageHero } from '../../../../ui/page-layout';
import { PageSpinner } from '../../../../ui/spinner';
import { irishDateAndTime } from '../../lib/irish-time';
import { isProductType } from '../../lib/policy-products';
import { getClaim } from '../api/get-claim';
import { sendClaimMessage } from '../api/send-claim-message';
import { ClaimFilesCard } from '../files/claim-files-card';
import { claimAnswerRows } from '../claim-answer-rows';
import { CLAIM_PATHS } from '../claim-paths';
import { ClaimStageTag } from '../claim-stage-tag';
import { CLAIM_TEXTS as TEXT } from '../claim-texts';
import '../../policies.css';
import '../../leaving/leaving.css';
import '../claims.css';

const MESSAGE_FIELD = 'claim-message';

/** '29/11/2026 at 21:05', Irish time. */
const whenOf = (iso: string) => {
  const at = irishDateAndTime(iso);
  return at ? `${at.date} at ${at.time}` : '';
};

/** The customer's message to the handler, checked as the API checks it. */
function MessageForm({ claim, queryKey }: { claim: ClaimDetail; queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  // The words the current message id was sent with: other words are another message.
  const [sentWords, setSentWords] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [sent, setSent] = useState(false);
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const sending = useMutation({
    mutationFn: (request: { message_id: string; body: string }) =>
      sendClaimMessage(claim.reference, request),
  });

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (sending.isPending) return;
    setAttempts((count) => count + 1);
    setSent(false);
    const found = messageProblem(body);
    setProblem(found);
    if (found) return;
    // A retry of the same words keeps their id (a message that did arrive is kept once); words
    // changed after a failure are a new message.
    const id = sentWords === null || sentWords === body ? messageId : crypto.randomUUID();
    setMessageId(id);
    setSentWords(body);
    sending.mutate(
      { message_id: id, body },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(queryKey, answer);
          setBody('');
          setMessageId(crypto.randomUUID());
          setSentWords(null);
          setSent(true);
        },
        onError: (error) => {
          const refused = apiFieldProblems(error, ['body']);
          setProblem(refused.fields.body ?? refused.form);
          setAttempts((count) => count + 1);
          // Refused for the claim's sake (closed meanwhile): show the claim as it now stands.
          if (error instanceof ApiRequestError && error.detail.status === 400) {
            void queryClient.invalidateQueries({ queryKey });
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSend} className="leaving-form">
      <ErrorSummary
        errors={problem ? [{ fieldId: MESSAGE_FIELD, message: problem }] : []}
        submitCount={attempts}
      />
      <CharacterCountField
        id={MESSAGE_FIELD}
        label={TEXT.messageLabel}
        hint={TEXT.messageHint}
        maxLength={CLAIM_LIMITS.messageMaxLength}
        value={body}
        error={problem ?? undefined}
        onChange={setBody}
      />
      <p className="visually-hidden" aria-live="polite">
        {sent ? TEXT.messageSent : ''}
      </p>
      {sent && (
        <Notice tone="success">
          <p>{TEXT.messageSent}</p>
        </Notice>
      )}
      <Button type="submit" variant="primary" disabled={sending.isPending}>
        {sending.isPending ? TEXT.sendingMessage : TEXT.sendMessage}
      </Button>
    </form>
  );
}

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
          <ol className="claim-timeline">
            {detail.timeline.map((event, index) => (
              <li key={`${event.stage}-${index}`} className="claim-timeline__event">
                <span className="claim-timeline__stage">{CLAIM_STAGE_LABELS[event.stage]}</span>{' '}
                <span className="claim-timeline__at">{whenOf(event.at)}</span>
                {event.note && <p className="claim-timeline__note">{event.note}</p>}
              </li>
            ))}
          </ol>
        </Card>
        <Card as="section" aria-labelledby="claim-thread-title">
          <h2 id="claim-thread-title" className="policies-heading">
            {TEXT.threadHeading}
          </h2>
          {detail.messages.length === 0 ? (
            <p className="leaving-text">{TEXT.threadEmpty}</p>
          ) : (
            <ol className="claim-thread">
              {detail.messages.map((message, index) => (
                <li
                  key={`${message.at}-${index}`}
                  className={`claim-thread__message claim-thread__message--${message.author}`}
                >
                  <p className="claim-thread__from">
                    {message.author === 'customer' ? TEXT.fromYou : TEXT.fromHandler},{' '}
                    {whenOf(message.at)}
                  </p>
                  <p className="claim-thread__body">{message.body}</p>
                </li>
              ))}
            </ol>
          )}
          {isClaimInProgress(detail.stage) && <MessageForm claim={detail} queryKey={queryKey} />}
        </Card>
        <ClaimFilesCard claim={detail} queryKey={queryKey} />
        <Card as="section" aria-labelledby="claim-details-title">
          <h2 id="claim-details-title" className="policies-heading">
            {TEXT.detailsHeading}
          </h2>
          <dl className="claim-facts">
            {facts.map(([label, value]) => (
              <div className="claim-facts__row" key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
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
