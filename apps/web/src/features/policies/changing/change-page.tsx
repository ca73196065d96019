import { useMutation, useQuery } from '@tanstack/react-query';
import {
  CARD_ACCOUNT_IDS,
  CARD_PROVIDER_ERRORS,
  PAYMENT_MESSAGES,
  POLICY_CHANGE_MESSAGES,
  formatProviderError,
  nameOnCardProblem,
  productFacts,
  type PolicyChangeApplied,
  type PolicyChangeApplyRequest,
  type PolicyChangeQuote,
  type ProductType,
  type ProfilePolicy,
  irishToday,
} from '@wallet/domain';
import { useDeferredValue, useRef, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useStepHeading } from '../../../lib/use-step-heading';
import { PATHS } from '../../../lib/paths';
import type { ChangeProblems } from '../../../lib/policy-change-form';
import { webProductOf } from '../../../lib/web-product';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { PageBody } from '../../../ui/page-layout';
import { PolicyStepHero, PolicyStepLoading, StepLoadingCard } from '../components/policy-step-page';
import { applyPolicyChange } from '../api/apply-policy-change';
import { getPolicyVersions } from '../api/get-policy-versions';
import { quotePolicyChange } from '../api/quote-policy-change';
import { canChangeOnline } from '../lib/policy-changes';
import { policiesOfType } from '../lib/policy-products';
import { readSelectedPolicy } from '../lib/selected-policy';
import { BackToManageLink } from '../manage/back-to-manage-link';
import type { ChangeCardFields, ChangeCardFieldsHandle } from './card-payment';
import { ChangeDetailsStep } from './change-details-step';
import { ChangeDone } from './change-done';
import { checkedChange, payMethodsOf, startTextOf } from './change-form';
import { ChangePriceStep, type ChangePayment, type PaymentProblems } from './change-price-step';
import { applyProblemsOf, quoteProblemsOf } from './change-problems';
import { CHANGE_TEXTS as TEXT } from './change-texts';
import '../policies.css';
import '../leaving/leaving.css';
import './changing.css';

type Phase = 'details' | 'price' | 'done';

const NO_PAYMENT: ChangePayment = { method: null, nameOnCard: '', cardValid: false };

type ChangePageProps = {
  type: ProductType;
  policies: ProfilePolicy[];
  profileLoading: boolean;
  /** YYYY-MM-DD, Irish time. */
  today?: string;
  /** The checkout's hosted card fields, handed in by the app; without them a charge is not paid by card. */
  CardFields?: ChangeCardFields;
  /** The policy has changed: whoever holds the customer's profile fetches it again. */
  onPolicyChanged?: () => void;
};

/**
 * /manage/product/{type}/change (issue 43): a mid-term change to the policy chosen in the list,
 * priced before it is made. The form starts from the policy's latest version; the price holds for
 * today; the change is made at the price shown or refused (409) and priced again.
 */
export function ChangePage({
  type,
  policies,
  profileLoading,
  today = irishToday(),
  CardFields,
  onPolicyChanged,
}: ChangePageProps) {
  const selectedId = readSelectedPolicy(type);
  const policy = policiesOfType(policies, type).find(
    (candidate) => candidate.policy_id === selectedId,
  );
  // Asked for with the profile, not after it: the API answers only the owner's own policy, and a
  // policy not in the profile sends the customer to the list whatever the answer.
  const versions = useQuery({
    queryKey: ['policies', 'versions', selectedId],
    queryFn: () => getPolicyVersions(selectedId ?? ''),
    enabled: selectedId !== null,
    staleTime: 0,
    retry: false,
  });

  const [phase, setPhase] = useState<Phase>('details');
  // The product's own form, loaded with the page (each product's code stays out of the others').
  const changeForm = useQuery({
    queryKey: ['policies', 'change-form', type],
    queryFn: () => {
      const load = webProductOf(type).loadChangeForm;
      if (!load) throw new Error(`${type} policies are not changed online`);
      return load();
    },
    staleTime: Infinity,
    retry: false,
  });
  const form = changeForm.data;
  const [draft, setDraft] = useState<unknown>(null);
  const [startText, setStartText] = useState(() => startTextOf(today));
  const [quote, setQuote] = useState<PolicyChangeQuote | null>(null);
  const [applied, setApplied] = useState<PolicyChangeApplied | null>(null);
  const [problems, setProblems] = useState<ChangeProblems>({});
  const [attempts, setAttempts] = useState(0);
  const [payment, setPayment] = useState<ChangePayment>(NO_PAYMENT);
  const [paymentProblems, setPaymentProblems] = useState<PaymentProblems>({});
  const [paymentAttempts, setPaymentAttempts] = useState(0);
  const [paying, setPaying] = useState(false);
  const cardFields = useRef<ChangeCardFieldsHandle>(null);

  const quoting = useMutation({
    mutationFn: (request: Parameters<typeof quotePolicyChange>[1]) =>
      quotePolicyChange(policy?.policy_id ?? '', request),
  });
  const applying = useMutation({
    mutationFn: (request: PolicyChangeApplyRequest) =>
      applyPolicyChange(policy?.policy_id ?? '', request),
  });

  const hasProblems = Object.keys(problems).length > 0 || Object.keys(paymentProblems).length > 0;
  const stepHeading = useStepHeading(
    phase,
    hasProblems,
    phase === 'details' ? null : phase === 'price' ? TEXT.priceStep : TEXT.doneStep,
  );

  const latest = versions.data?.at(-1);
  const answers = latest && form ? form.readAnswers(latest.answers) : null;
  // The form starts from the policy as it stands, once its versions and its form have come.
  // Only from versions fetched for this visit: a cached list from before a change just made would
  // start the form from the cover as it was, and send the earlier change's undoing with the next.
  if (form && answers !== null && draft === null && versions.isFetchedAfterMount) {
    setDraft(form.draftOf(answers));
  }
  // The form is a large first draw: made in the background, in slices the browser can answer
  // between, while the loading card stands (a single long task held a phone's main thread).
  const formShown = useDeferredValue(draft !== null) && draft !== null;

  // The details step's heading and opening words stand while the policy and its form load.
  const loadingStep = {
    headingId: 'change-step-title',
    heading: TEXT.detailsStep,
    label: TEXT.loading,
    children: <p className="leaving-text">{TEXT.detailsLead}</p>,
  };
  if (profileLoading) return <PolicyStepLoading type={type} title={TEXT.title} {...loadingStep} />;
  if (!policy) return <Navigate to={PATHS.managePolicies(type)} replace />;
  if (phase !== 'done' && !canChangeOnline(type, policy, today)) {
    return <Navigate to={PATHS.manageProduct(type)} replace />;
  }

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    if (quoting.isPending || !form || answers === null || draft === null) return;
    setAttempts((count) => count + 1);
    const checked = checkedChange(form.changeOf(answers, draft), startText, policy.end_date, today);
    setProblems(checked.problems);
    if (Object.keys(checked.problems).length > 0 || !checked.effectiveDate) return;
    quoting.mutate(
      {
        effective_date: checked.effectiveDate,
        change: checked.change as Record<string, unknown>,
      },
      {
        onSuccess: (answer) => {
          setQuote(answer);
          const methods = payMethodsOf(answer.pay_by).filter(
            (method) => method !== 'card' || CardFields,
          );
          // One way to pay needs no choosing.
          setPayment({ ...NO_PAYMENT, method: methods.length === 1 ? (methods[0] ?? null) : null });
          setPaymentProblems({});
          setPhase('price');
        },
        onError: (error) => setProblems(quoteProblemsOf(error)),
      },
    );
  };

  const backToPricing = (message: string) => {
    setProblems({ form: message });
    setAttempts((count) => count + 1);
    setPhase('details');
  };

  const onConfirm = async () => {
    if (!quote || quote.change_id === null || quote.adjustment_cents === null) return;
    if (applying.isPending || paying) return;
    const changeId = quote.change_id;
    const adjustment = quote.adjustment_cents;
    let paymentRequest: PolicyChangeApplyRequest['payment'];
    if (adjustment > 0) {
      const found: PaymentProblems = {};
      if (!payment.method) found.payment = POLICY_CHANGE_MESSAGES.paymentRequired;
      if (payment.method === 'card') {
        const nameProblem = nameOnCardProblem(payment.nameOnCard);
        if (nameProblem) found.nameOnCard = nameProblem;
        if (!payment.cardValid) found.card = PAYMENT_MESSAGES.cardDetailsRequired;
      }
      setPaymentProblems(found);
      setPaymentAttempts((count) => count + 1);
      if (Object.keys(found).length > 0) {
        if (found.card) cardFields.current?.showProblems();
        return;
      }
      if (payment.method === 'card') {
        setPaying(true);
        try {
          // The 3-D Secure challenge, when the bank asks for one, happens inside the card frame.
          const card = await cardFields.current?.tokenise(payment.nameOnCard.trim());
          if (!card) throw new Error('The card fields are not ready');
          paymentRequest = { method: 'card', token: card.token };
        } catch (failure) {
          const { message, code } =
            failure instanceof Error && 'code' in failure && typeof failure.code === 'string'
              ? { message: failure.message, code: failure.code }
              : CARD_PROVIDER_ERRORS.gatewayUnavailable;
          setPaymentProblems({ form: formatProviderError(message, code) });
          setPaymentAttempts((count) => count + 1);
          setPaying(false);
          return;
        }
        setPaying(false);
      } else {
        paymentRequest = { method: 'instalments' };
      }
    }
    applying.mutate(
      {
        change_id: changeId,
        expected_adjustment_cents: adjustment,
        ...(paymentRequest ? { payment: paymentRequest } : {}),
      },
      {
        onSuccess: (answer) => {
          setApplied(answer);
          setProblems({});
          setPaymentProblems({});
          setPhase('done');
          onPolicyChanged?.();
        },
        onError: (error) => {
          const refused = applyProblemsOf(error);
          if (refused.backToPricing) {
            setPaymentProblems({});
            backToPricing(refused.message);
            return;
          }
          setPaymentProblems({
            ...(refused.payment ? { payment: refused.payment } : {}),
            ...(refused.form ? { form: refused.form } : {}),
          });
          setPaymentAttempts((count) => count + 1);
        },
      },
    );
  };

  const unreadable = latest !== undefined && form !== undefined && answers === null;
  // A failed refetch (on coming back to the tab) keeps the versions already read: the form stands.
  const loadFailed =
    (versions.isError && versions.data === undefined) ||
    changeForm.isError ||
    unreadable ||
    versions.data?.length === 0;

  return (
    <>
      <PolicyStepHero type={type} title={TEXT.title} policyNumber={policy.policy_number} />
      <PageBody overlap narrow>
        {phase === 'details' && loadFailed && (
          <Card as="section" accent="primary" aria-labelledby="change-step-title">
            <h2 id="change-step-title" className="policies-heading">
              {TEXT.detailsStep}
            </h2>
            <Notice tone="warning">
              <p>
                {unreadable || changeForm.isError
                  ? POLICY_CHANGE_MESSAGES.notOnline
                  : TEXT.versionsFailed}
              </p>
            </Notice>
          </Card>
        )}
        {phase === 'details' && !loadFailed && (answers === null || !formShown) && (
          <StepLoadingCard {...loadingStep} />
        )}
        {phase === 'details' && form && answers !== null && draft !== null && formShown && (
          <ChangeDetailsStep
            form={form}
            answers={answers}
            endDate={policy.end_date}
            draft={draft}
            onDraftChange={setDraft}
            startText={startText}
            onStartTextChange={setStartText}
            problems={problems}
            attempts={attempts}
            pending={quoting.isPending}
            headingRef={stepHeading}
            onContinue={onContinue}
          />
        )}
        {phase === 'price' && quote && (
          <ChangePriceStep
            quote={quote}
            premiumLabel={webProductOf(type).premiumLabel}
            payment={payment}
            onPaymentChange={setPayment}
            problems={paymentProblems}
            attempts={paymentAttempts}
            cardAccountId={CARD_ACCOUNT_IDS[productFacts(type).policyType]}
            CardFields={CardFields}
            cardFieldsRef={cardFields}
            pending={applying.isPending || paying}
            headingRef={stepHeading}
            onConfirm={() => void onConfirm()}
            onBack={() => {
              setProblems({});
              setPaymentProblems({});
              setPhase('details');
            }}
          />
        )}
        {phase === 'done' && applied && (
          <ChangeDone type={type} applied={applied} headingRef={stepHeading} />
        )}
        {/* Under the step, once it is drawn: below the loading spinner it would jump down. */}
        {phase === 'details' && (loadFailed || formShown) && (
          <div className="policies-actions">
            <BackToManageLink to={PATHS.manageProduct(type)} label={TEXT.backToPolicy} />
          </div>
        )}
      </PageBody>
    </>
  );
}
