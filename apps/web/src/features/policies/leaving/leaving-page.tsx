import { useMutation } from '@tanstack/react-query';
import {
  CANCELLATION_MESSAGES,
  CANCELLATION_REASON_MAX_LENGTH,
  canWithdraw,
  lastDayOfCoverMessage,
  typedToIsoDate,
  type CancellationKind,
  type CancellationQuoteResponse,
  type CancellationRequest,
  type CancellationResponse,
  type ProductType,
  type ProfilePolicy,
  irishToday,
} from '@wallet/domain';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useStepHeading } from '../../../lib/use-step-heading';
import { PATHS } from '../../../lib/paths';
import { PageBody } from '../../../ui/page-layout';
import { PolicyStepHero, PolicyStepLoading } from '../components/policy-step-page';
import { cancelPolicy } from '../api/cancel-policy';
import { quoteCancellation } from '../api/quote-cancellation';
import { policiesOfType } from '../lib/policy-products';
import { readSelectedPolicy } from '../lib/selected-policy';
import { BackToManageLink } from '../manage/back-to-manage-link';
import { LeavingAcknowledgement } from './leaving-acknowledgement';
import {
  LeavingDetailsStep,
  LeavingOpeningWords,
  type LeavingDetails,
} from './leaving-details-step';
import { leavingProblemsOf, NO_PROBLEMS, type LeavingProblems } from './leaving-problems';
import { LeavingRefundStep } from './leaving-refund-step';
import { LEAVING_STEP_TEXTS, LEAVING_TEXTS } from './leaving-texts';
import '../policies.css';
import './leaving.css';

type Phase = 'details' | 'refund' | 'done';

/** Whether the policy may still be left this way today (the API checks again). */
export function canLeave(kind: CancellationKind, policy: ProfilePolicy, today: string): boolean {
  const status = policy.status ?? 'active';
  if (kind === 'withdrawal') {
    return canWithdraw({ status, withdrawalEndsOn: policy.withdrawal_ends_on ?? '' }, today);
  }
  return status === 'active' && policy.end_date >= today;
}

/** The first step's checks, with the same messages as the API's. */
function detailsProblems(
  kind: CancellationKind,
  details: LeavingDetails,
  endDate: string,
  today: string,
): { problems: LeavingProblems; lastDayOfCover?: string } {
  const fields: LeavingProblems['fields'] = {};
  let lastDayOfCover: string | undefined;
  if (kind === 'cancellation') {
    const typed = details.lastDayText.trim();
    const isoDate = typed ? typedToIsoDate(typed, 'near') : undefined;
    const message =
      typed && !isoDate
        ? CANCELLATION_MESSAGES.dateInvalid
        : lastDayOfCoverMessage(isoDate, endDate, today);
    if (message) fields.last_day_of_cover = message;
    else lastDayOfCover = isoDate;
  }
  if (details.reason.trim().length > CANCELLATION_REASON_MAX_LENGTH) {
    fields.reason = CANCELLATION_MESSAGES.reasonTooLong;
  }
  return { problems: { fields, form: null }, ...(lastDayOfCover ? { lastDayOfCover } : {}) };
}

type LeavingPageProps = {
  kind: CancellationKind;
  type: ProductType;
  policies: ProfilePolicy[];
  profileLoading: boolean;
  /** YYYY-MM-DD, Irish time. */
  today?: string;
  /** The policy has ended: whoever holds the customer's profile fetches it again. */
  onPolicyChanged?: () => void;
};

/**
 * /manage/product/{type}/withdraw and /cancel (issue 43): the policy chosen in the list left in
 * two steps, the details then the refund it comes to, and the acknowledgement the law asks for
 * (what was asked, when it was received). Without a chosen policy of theirs, the list is where the
 * customer chooses one; a policy that can no longer be left this way goes back to its page.
 */
export function LeavingPage({
  kind,
  type,
  policies,
  profileLoading,
  today = irishToday(),
  onPolicyChanged,
}: LeavingPageProps) {
  const [phase, setPhase] = useState<Phase>('details');
  const [details, setDetails] = useState<LeavingDetails>({ lastDayText: '', reason: '' });
  const [quote, setQuote] = useState<CancellationQuoteResponse | null>(null);
  const [receipt, setReceipt] = useState<CancellationResponse | null>(null);
  const [problems, setProblems] = useState<LeavingProblems>(NO_PROBLEMS);
  const [attempts, setAttempts] = useState(0);
  const texts = LEAVING_TEXTS[kind];

  const quoting = useMutation({
    mutationFn: ({ policyId, lastDayOfCover }: { policyId: string; lastDayOfCover?: string }) =>
      quoteCancellation(policyId, {
        kind,
        ...(lastDayOfCover ? { last_day_of_cover: lastDayOfCover } : {}),
      }),
  });
  const confirming = useMutation({
    mutationFn: ({ policyId, request }: { policyId: string; request: CancellationRequest }) =>
      cancelPolicy(policyId, request),
  });

  const stepHeading = useStepHeading(
    phase,
    Boolean(problems.form) || Object.keys(problems.fields).length > 0,
    phase === 'details'
      ? null
      : phase === 'refund'
        ? LEAVING_STEP_TEXTS.refundStep
        : texts.confirmed,
  );

  if (profileLoading) {
    return (
      <PolicyStepLoading
        type={type}
        title={texts.title}
        headingId="leaving-step-title"
        heading={texts.firstStep}
        label="Loading your policy"
      >
        <LeavingOpeningWords kind={kind} policy={null} />
      </PolicyStepLoading>
    );
  }
  const selectedId = readSelectedPolicy(type);
  const policy = policiesOfType(policies, type).find(
    (candidate) => candidate.policy_id === selectedId,
  );
  if (!policy) return <Navigate to={PATHS.managePolicies(type)} replace />;
  if (phase !== 'done' && !canLeave(kind, policy, today)) {
    return <Navigate to={PATHS.manageProduct(type)} replace />;
  }

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    if (quoting.isPending) return;
    setAttempts((count) => count + 1);
    const checked = detailsProblems(kind, details, policy.end_date, today);
    setProblems(checked.problems);
    if (Object.keys(checked.problems.fields).length > 0) return;
    quoting.mutate(
      {
        policyId: policy.policy_id,
        ...(checked.lastDayOfCover ? { lastDayOfCover: checked.lastDayOfCover } : {}),
      },
      {
        onSuccess: (answer) => {
          setQuote(answer);
          setPhase('refund');
        },
        onError: (error) => setProblems(leavingProblemsOf(error)),
      },
    );
  };

  const onConfirm = () => {
    if (!quote || confirming.isPending) return;
    const reason = details.reason.trim();
    confirming.mutate(
      {
        policyId: policy.policy_id,
        request: {
          kind,
          ...(kind === 'cancellation' ? { last_day_of_cover: quote.last_day_of_cover } : {}),
          ...(reason ? { reason } : {}),
          expected_settlement_cents: quote.settlement_cents,
        },
      },
      {
        onSuccess: (answer) => {
          setReceipt(answer);
          setPhase('done');
          onPolicyChanged?.();
        },
        // Refused or changed (409) figures: back to the details, the reason shown, to quote again.
        onError: (error) => {
          setProblems(leavingProblemsOf(error));
          setAttempts((count) => count + 1);
          setPhase('details');
        },
      },
    );
  };

  return (
    <>
      <PolicyStepHero type={type} title={texts.title} policyNumber={policy.policy_number} />
      <PageBody overlap narrow>
        {phase === 'details' && (
          <LeavingDetailsStep
            kind={kind}
            policy={policy}
            today={today}
            quote={quote}
            details={details}
            onDetailsChange={setDetails}
            problems={problems}
            attempts={attempts}
            pending={quoting.isPending}
            headingRef={stepHeading}
            onContinue={onContinue}
          />
        )}
        {phase === 'refund' && quote && (
          <LeavingRefundStep
            kind={kind}
            quote={quote}
            pending={confirming.isPending}
            headingRef={stepHeading}
            onConfirm={onConfirm}
            onBack={() => {
              setProblems(NO_PROBLEMS);
              setPhase('details');
            }}
          />
        )}
        {phase === 'done' && receipt && (
          <LeavingAcknowledgement kind={kind} receipt={receipt} headingRef={stepHeading} />
        )}
        {phase === 'details' && (
          <div className="policies-actions">
            <BackToManageLink
              to={PATHS.manageProduct(type)}
              label={LEAVING_STEP_TEXTS.backToPolicy}
            />
          </div>
        )}
      </PageBody>
    </>
  );
}
