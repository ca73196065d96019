import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimablePolicyProblem,
  formatEuro,
  productFacts,
  type ClaimDetail,
  type ClaimRequest,
  type ProductType,
  type ProfilePolicy,
  irishToday,
} from '@wallet/domain';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { apiFieldMessages } from '../../../../lib/api-field-problems';
import { useStepHeading } from '../../../../lib/use-step-heading';
import { PATHS } from '../../../../lib/paths';
import { Button, ButtonLink } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { ErrorSummary } from '../../../../ui/error-summary';
import { Notice } from '../../../../ui/notice';
import { PageBody } from '../../../../ui/page-layout';
import { PolicyStepHero, PolicyStepLoading } from '../../components/policy-step-page';
import { policiesOfType } from '../../lib/policy-products';
import { readSelectedPolicy } from '../../lib/selected-policy';
import { SERVICING_PATHS } from '../../lib/servicing-paths';
import { BackToManageLink } from '../../manage/back-to-manage-link';
import { getClaimExcess } from '../api/get-claim-excess';
import { makeClaim } from '../api/make-claim';
import { claimAnswerRows } from '../claim-answer-rows';
import { ClaimFacts } from '../claim-facts';
import { CLAIM_PATHS } from '../claim-paths';
import { CLAIM_TEXTS as TEXT } from '../claim-texts';
import type { PickedFile } from '../files/picked-files';
import { FilesNotSent } from '../files/files-not-sent';
import { uploadClaimFiles, type FileNotSent } from '../files/upload-claim-files';
import { ClaimDetailsStep } from './claim-details-step';
import {
  EMPTY_CLAIM_DRAFT,
  checkedClaim,
  claimProblemsOf,
  withoutClaimItem,
  type ClaimDraft,
} from './claim-draft';
import '../../policies.css';
import '../../leaving/leaving.css';
import '../claims.css';

type Phase = 'details' | 'check' | 'uploading' | 'done';

/**
 * /manage/product/{type}/claim (issue 44): a claim on the policy chosen in the list (or named by
 * a link), in three steps: the answers, a check of them, and the reference.
 */
export function MakeClaimPage({
  type,
  policies,
  profileLoading,
  today = irishToday(),
  onClaimMade,
}: {
  type: ProductType;
  policies: ProfilePolicy[];
  profileLoading: boolean;
  /** YYYY-MM-DD, Irish time. */
  today?: string;
  /** The claim is made: the policy now shows it in progress (the profile is fetched again). */
  onClaimMade?: () => void;
}) {
  const queryClient = useQueryClient();
  const facts = productFacts(type);
  const [phase, setPhase] = useState<Phase>('details');
  const [draft, setDraft] = useState<ClaimDraft>(EMPTY_CLAIM_DRAFT);
  const [request, setRequest] = useState<ClaimRequest | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [attempts, setAttempts] = useState(0);
  const [made, setMade] = useState<ClaimDetail | null>(null);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [sendingFile, setSendingFile] = useState(0);
  const [notSent, setNotSent] = useState<FileNotSent[]>([]);
  // One id for these answers, however often they are sent (a retry answers the claim made); answers
  // changed after a refusal are another claim, with a new id.
  const [submission, setSubmission] = useState({ id: '', answers: '' });
  const sending = useMutation({ mutationFn: makeClaim });
  // The excess the claim would carry, from the policy's own terms, shown on the check step.
  const excessQuery = request && {
    policy_id: request.policy_id,
    kind: request.kind,
    incident_date: request.incident_date,
  };
  const excess = useQuery({
    queryKey: ['claims', 'excess', excessQuery],
    queryFn: () => getClaimExcess(excessQuery!),
    enabled: excessQuery !== null,
    staleTime: Infinity,
    retry: false,
  });

  const stepHeading = useStepHeading(
    phase,
    Object.keys(problems).length > 0,
    phase === 'details'
      ? null
      : phase === 'check'
        ? TEXT.checkStep
        : phase === 'uploading'
          ? TEXT.filesSending
          : TEXT.receivedStep,
  );

  if (!facts.claimForm) return <Navigate to={SERVICING_PATHS.submitClaim(type)} replace />;
  if (profileLoading) {
    return (
      <PolicyStepLoading
        type={type}
        title={TEXT.makeTitle}
        headingId="claim-step-title"
        heading={TEXT.detailsStep}
        label={TEXT.loading}
      >
        <p className="leaving-text">{TEXT.detailsLead}</p>
      </PolicyStepLoading>
    );
  }
  const selectedId = readSelectedPolicy(type);
  const policy = policiesOfType(policies, type).find(
    (candidate) => candidate.policy_id === selectedId,
  );
  if (!policy) return <Navigate to={PATHS.managePolicies(type)} replace />;
  const claimForm = facts.claimForm;
  const hero = (
    <PolicyStepHero type={type} title={TEXT.makeTitle} policyNumber={policy.policy_number} />
  );
  const backToPolicy = (
    <div className="policies-actions">
      <BackToManageLink to={PATHS.manageProduct(type)} label={TEXT.backToPolicy} />
    </div>
  );
  // Not started, or ended more than a year ago: said at once, not after the answers are typed.
  const notClaimable = claimablePolicyProblem(
    {
      startDate: policy.start_date,
      endDate: policy.end_date,
      claimsPhoneNumber: facts.claims.phoneNumber,
    },
    today,
  );
  if (notClaimable) {
    return (
      <>
        {hero}
        <PageBody overlap narrow>
          <Notice tone="warning">
            <p>{notClaimable}</p>
          </Notice>
          {backToPolicy}
        </PageBody>
      </>
    );
  }

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((count) => count + 1);
    const checked = checkedClaim(draft, claimForm, policy, facts.claims.phoneNumber, '', today);
    setProblems(checked.problems);
    if (!checked.request) return;
    const answers = JSON.stringify(checked.request);
    const id = answers === submission.answers ? submission.id : crypto.randomUUID();
    setSubmission({ id, answers });
    setRequest({ ...checked.request, submission_id: id });
    setPhase('check');
  };

  const onSend = () => {
    if (!request || sending.isPending) return;
    sending.mutate(request, {
      onSuccess: async (claim) => {
        setMade(claim);
        setProblems({});
        onClaimMade?.();
        void queryClient.invalidateQueries({ queryKey: ['claims'] });
        if (files.length > 0) {
          // The claim is made: its files follow, and one that fails does not undo it.
          setPhase('uploading');
          const uploaded = await uploadClaimFiles(claim.reference, files, setSendingFile);
          setNotSent(uploaded.notSent);
        }
        setPhase('done');
      },
      onError: (error) => {
        // The rules' and the API's problems by field path, each placed at its field.
        const refused = apiFieldMessages(error);
        const placed = claimProblemsOf(refused.byPath, request.items.length);
        setProblems(Object.keys(placed).length > 0 ? placed : { form: refused.message });
        setAttempts((count) => count + 1);
        setPhase('details');
      },
    });
  };

  const kindLabel = claimForm.kinds.find((kind) => kind.code === request?.kind)?.label ?? '';
  const excessText = excess.isPending
    ? TEXT.excessLoading
    : excess.isError
      ? TEXT.excessFailed
      : !excess.data.on_record
        ? TEXT.excessNotOnRecord
        : excess.data.excess_cents === null
          ? TEXT.excessNone
          : TEXT.excessAmount(formatEuro(excess.data.excess_cents));
  const checkRows: [string, string][] = request
    ? [
        ...claimAnswerRows(request, kindLabel),
        [TEXT.filesRow, files.map((each) => each.file.name).join(', ') || TEXT.none],
        [TEXT.excessRow, excessText],
      ]
    : [];

  return (
    <>
      {hero}
      <PageBody overlap narrow>
        {phase === 'details' && (
          <ClaimDetailsStep
            facts={claimForm}
            draft={draft}
            onDraftChange={setDraft}
            files={files}
            onFilesChange={setFiles}
            onRemoveItem={(index) => {
              const removed = withoutClaimItem(draft, problems, index);
              setDraft(removed.draft);
              setProblems(removed.problems);
            }}
            problems={problems}
            attempts={attempts}
            headingRef={stepHeading}
            onContinue={onContinue}
          />
        )}
        {phase === 'check' && request && (
          <Card as="section" accent="primary" aria-labelledby="claim-check-title">
            <ErrorSummary
              errors={problems.form ? [{ message: problems.form }] : []}
              submitCount={attempts}
            />
            <h2 id="claim-check-title" className="policies-heading" ref={stepHeading} tabIndex={-1}>
              {TEXT.checkStep}
            </h2>
            <p className="leaving-text">{TEXT.checkLead}</p>
            <ClaimFacts rows={checkRows} />
            {/* The excess arrives after the step is drawn: said when it does. */}
            <p className="visually-hidden" aria-live="polite">
              {excess.isPending ? '' : TEXT.excessAnnounced(excessText)}
            </p>
            <div className="claim-actions">
              <Button variant="primary" onClick={onSend} disabled={sending.isPending}>
                {sending.isPending ? TEXT.sending : TEXT.send}
              </Button>
              <Button
                variant="secondary"
                onClick={() => setPhase('details')}
                disabled={sending.isPending}
              >
                {TEXT.change}
              </Button>
            </div>
          </Card>
        )}
        {phase === 'uploading' && (
          <Card as="section" accent="primary" aria-labelledby="claim-uploading-title">
            <h2
              id="claim-uploading-title"
              className="policies-heading"
              ref={stepHeading}
              tabIndex={-1}
            >
              {TEXT.filesSending}
            </h2>
            <p className="leaving-text">{TEXT.receivedLead(made?.reference ?? '')}</p>
            <p className="leaving-text" role="status">
              {TEXT.uploading(sendingFile, files.length)}
            </p>
          </Card>
        )}
        {phase === 'done' && made && (
          <Card as="section" accent="primary" aria-labelledby="claim-done-title">
            <h2 id="claim-done-title" className="policies-heading" ref={stepHeading} tabIndex={-1}>
              {TEXT.receivedStep}
            </h2>
            <div className="leaving-text">
              <p>
                <strong>{TEXT.receivedLead(made.reference)}</strong>
              </p>
              <p>{TEXT.receivedNext}</p>
            </div>
            <FilesNotSent files={notSent} lead={TEXT.filesNotSent(notSent.length)} />
            <div className="claim-actions">
              <ButtonLink variant="primary" to={CLAIM_PATHS.claim(made.reference)}>
                {TEXT.viewClaim}
              </ButtonLink>
              <ButtonLink variant="secondary" to={CLAIM_PATHS.claims}>
                {TEXT.yourClaims}
              </ButtonLink>
            </div>
          </Card>
        )}
        {phase === 'details' && backToPolicy}
      </PageBody>
    </>
  );
}
