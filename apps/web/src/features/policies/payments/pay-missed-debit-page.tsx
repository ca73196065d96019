import { useQueryClient } from '@tanstack/react-query';
import {
  API_ERROR_MESSAGES,
  CARD_ACCOUNT_IDS,
  CARD_PROVIDER_ERRORS,
  PAYMENT_MESSAGES,
  formatEuro,
  formatProviderError,
  isoToDisplayDate,
  nameOnCardProblem,
  productFacts,
  type MissedDebitPaid,
  type ProductType,
  type ProfilePolicy,
} from '@wallet/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ApiRequestError, isConflict } from '../../../lib/api-client';
import { apiFieldMessages } from '../../../lib/api-field-problems';
import { PATHS } from '../../../lib/paths';
import { useStepHeading } from '../../../lib/use-step-heading';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary';
import { Notice } from '../../../ui/notice';
import { PageBody } from '../../../ui/page-layout';
import { TextField } from '../../../ui/text-field';
import { paymentScheduleQueryKey, usePaymentSchedule } from '../api/get-payment-schedule';
import { payMissedDebit } from '../api/pay-missed-debit';
import type { ChangeCardFields, ChangeCardFieldsHandle } from '../changing/card-payment';
import { PolicyStepHero, PolicyStepLoading, StepLoadingCard } from '../components/policy-step-page';
import { LeavingSubmitButton } from '../leaving/leaving-submit-button';
import { policiesOfType } from '../lib/policy-products';
import { readSelectedPolicy } from '../lib/selected-policy';
import { BackToManageLink } from '../manage/back-to-manage-link';
import { PAY_MISSED_DEBIT_TEXTS as TEXT } from './payments-texts';
import '../policies.css';
import '../leaving/leaving.css';
import '../changing/changing.css';

export const PAY_FIELD_IDS = {
  nameOnCard: 'pay-name-on-card',
  card: 'pay-card',
} as const;

/** The page's own problems: the name on the card, the card's, or the call's. */
type PayProblems = { nameOnCard?: string; card?: string; form?: string };

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/**
 * A refused payment as the page shows it: a card the gateway refused (400 on card_token) by the
 * card; a payment under way or nothing left to pay (409), or anything else, for the page.
 */
function payProblemsOf(error: unknown): PayProblems {
  if (!(error instanceof ApiRequestError)) return { form: API_ERROR_MESSAGES.unexpected };
  const { byPath, message } = apiFieldMessages(error);
  if (byPath.card_token) return { card: byPath.card_token };
  if (isConflict(error)) return { form: message };
  return { form: Object.values(byPath)[0] ?? message };
}

type PayMissedDebitPageProps = {
  type: ProductType;
  policies: ProfilePolicy[];
  profileLoading: boolean;
  /** The checkout's hosted card fields, handed in by the app (a feature does not import another). */
  CardFields: ChangeCardFields;
};

/**
 * /manage/product/{type}/pay-missed-debit (issue 45): a direct debit the bank did not pay, paid
 * now by card through the checkout's hosted fields and 3-D Secure, as a change's charge is. The
 * link names the debit (`?debit=YYYY-MM-DD`); without it, the earliest missed one. Each press
 * is one attempt with its own submission id: a second tap while it runs is ignored, and the API
 * pays a debit once whatever reaches it.
 */
export function PayMissedDebitPage({
  type,
  policies,
  profileLoading,
  CardFields,
}: PayMissedDebitPageProps) {
  const [searchParams] = useSearchParams();
  const namedDebit = searchParams.get('debit');
  const queryClient = useQueryClient();
  const selectedId = readSelectedPolicy(type);
  const policy = policiesOfType(policies, type).find(
    (candidate) => candidate.policy_id === selectedId,
  );
  const schedule = usePaymentSchedule(selectedId);

  const [paid, setPaid] = useState<MissedDebitPaid | null>(null);
  const [nameOnCard, setNameOnCard] = useState('');
  const [cardValid, setCardValid] = useState(false);
  const [problems, setProblems] = useState<PayProblems>({});
  const [attempts, setAttempts] = useState(0);
  const [paying, setPaying] = useState(false);
  // Set from the press until its answer: a double tap is the same attempt, never a second payment.
  const attemptUnderWay = useRef(false);
  const cardFields = useRef<ChangeCardFieldsHandle>(null);

  const phase = paid ? 'done' : 'pay';
  const stepHeading = useStepHeading(
    phase,
    Object.keys(problems).length > 0,
    paid ? TEXT.doneStep : null,
  );

  const loadingStep = {
    headingId: 'pay-step-title',
    heading: TEXT.owedStep,
    label: TEXT.loading,
    children: <p className="leaving-text">{TEXT.lead}</p>,
  };
  if (profileLoading) return <PolicyStepLoading type={type} title={TEXT.title} {...loadingStep} />;
  if (!policy) return <Navigate to={PATHS.managePolicies(type)} replace />;

  const missed = schedule.data?.debits.find(
    (debit) => debit.status === 'missed' && (namedDebit === null || debit.date === namedDebit),
  );
  const backToPolicy = (
    <BackToManageLink to={PATHS.manageProduct(type)} label={TEXT.backToPolicy} />
  );

  const onPay = async (event: FormEvent) => {
    event.preventDefault();
    if (!missed || attemptUnderWay.current) return;
    const found: PayProblems = {};
    const nameProblem = nameOnCardProblem(nameOnCard);
    if (nameProblem) found.nameOnCard = nameProblem;
    if (!cardValid) found.card = PAYMENT_MESSAGES.cardDetailsRequired;
    setProblems(found);
    setAttempts((count) => count + 1);
    if (Object.keys(found).length > 0) {
      if (found.card) cardFields.current?.showProblems();
      return;
    }
    attemptUnderWay.current = true;
    setPaying(true);
    try {
      // The 3-D Secure challenge, when the bank asks for one, happens inside the card frame.
      let cardToken: string;
      try {
        const card = await cardFields.current?.tokenise(nameOnCard.trim());
        if (!card) throw new Error('The card fields are not ready');
        cardToken = card.token;
      } catch (failure) {
        const { message, code } =
          failure instanceof Error && 'code' in failure && typeof failure.code === 'string'
            ? { message: failure.message, code: failure.code }
            : CARD_PROVIDER_ERRORS.gatewayUnavailable;
        setProblems({ form: formatProviderError(message, code) });
        setAttempts((count) => count + 1);
        return;
      }
      try {
        const answer = await payMissedDebit(policy.policy_id, {
          due_date: missed.date,
          card_token: cardToken,
          submission_id: crypto.randomUUID(),
        });
        setProblems({});
        setPaid(answer);
        // The policy page lists the debit as paid by card when the customer goes back.
        void queryClient.invalidateQueries({
          queryKey: paymentScheduleQueryKey(policy.policy_id),
        });
      } catch (error) {
        setProblems(payProblemsOf(error));
        setAttempts((count) => count + 1);
      }
    } finally {
      attemptUnderWay.current = false;
      setPaying(false);
    }
  };

  const summary: SummaryError[] = [
    ...(problems.nameOnCard
      ? [{ fieldId: PAY_FIELD_IDS.nameOnCard, message: problems.nameOnCard }]
      : []),
    ...(problems.card ? [{ fieldId: PAY_FIELD_IDS.card, message: problems.card }] : []),
    ...(problems.form ? [{ message: problems.form }] : []),
  ];

  return (
    <>
      <PolicyStepHero type={type} title={TEXT.title} policyNumber={policy.policy_number} />
      <PageBody overlap narrow>
        {paid ? (
          <Card as="section" accent="primary" aria-labelledby="pay-step-title">
            <h2 id="pay-step-title" className="policies-heading" ref={stepHeading} tabIndex={-1}>
              {TEXT.doneStep}
            </h2>
            <div className="leaving-text">
              <p className="leaving-result">{TEXT.paid(paid)}</p>
              <p>{TEXT.nextDebits}</p>
              <p>{TEXT.emailed}</p>
            </div>
            <div className="leaving-buttons">
              <ButtonLink to={PATHS.manageProduct(type)} variant="primary">
                {TEXT.backToPolicy}
              </ButtonLink>
            </div>
          </Card>
        ) : schedule.isPending ? (
          <StepLoadingCard {...loadingStep} />
        ) : !missed ? (
          <>
            <Card as="section" accent="primary" aria-labelledby="pay-step-title">
              <h2 id="pay-step-title" className="policies-heading">
                {TEXT.owedStep}
              </h2>
              <Notice tone={schedule.isError ? 'warning' : 'info'}>
                <p>{schedule.isError ? TEXT.failed : TEXT.nothingMissed}</p>
              </Notice>
            </Card>
            <div className="policies-actions">{backToPolicy}</div>
          </>
        ) : (
          <Card as="section" accent="primary" aria-labelledby="pay-step-title">
            <ErrorSummary errors={summary} submitCount={attempts} />
            <h2 id="pay-step-title" className="policies-heading" ref={stepHeading} tabIndex={-1}>
              {TEXT.owedStep}
            </h2>
            <p className="leaving-text">{TEXT.lead}</p>
            <dl className="leaving-summary">
              <div className="leaving-summary__row">
                <dt>{TEXT.amount}</dt>
                <dd>{formatEuro(missed.amount_cents)}</dd>
              </div>
              <div className="leaving-summary__row">
                <dt>{TEXT.dueOn}</dt>
                <dd>
                  <time dateTime={missed.date}>{displayDate(missed.date)}</time>
                </dd>
              </div>
            </dl>
            <form noValidate onSubmit={(event) => void onPay(event)} aria-label={TEXT.title}>
              <div className="change-card">
                <h3 className="change-card__title">{TEXT.cardTitle}</h3>
                <p>{TEXT.cardHint}</p>
                <TextField
                  id={PAY_FIELD_IDS.nameOnCard}
                  label={TEXT.nameOnCard}
                  hint={TEXT.nameOnCardHint}
                  autoComplete="cc-name"
                  value={nameOnCard}
                  error={problems.nameOnCard}
                  disabled={paying}
                  onChange={(event) => setNameOnCard(event.target.value)}
                />
                <CardFields
                  ref={cardFields}
                  id={PAY_FIELD_IDS.card}
                  accountId={CARD_ACCOUNT_IDS[productFacts(type).policyType]}
                  amountCents={missed.amount_cents}
                  onValidityChange={setCardValid}
                />
              </div>
              <div className="leaving-buttons">
                <LeavingSubmitButton type="submit" pending={paying} pendingLabel={TEXT.paying}>
                  {TEXT.pay(missed.amount_cents)}
                </LeavingSubmitButton>
                {backToPolicy}
              </div>
            </form>
          </Card>
        )}
      </PageBody>
    </>
  );
}
