import { useQueryClient } from '@tanstack/react-query';
import {
  EMPTY_BANK_ACCOUNT_FORM,
  bankAccountFormSchema,
  insurerNameOf,
  type BankAccountChanged,
  type BankAccountFormValues,
  type ProductType,
  type ProfilePolicy,
} from '@wallet/domain';
import { useState, type RefObject } from 'react';
import { Navigate } from 'react-router';
import { apiFieldMessages } from '../../../lib/api-field-problems';
import { PATHS } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useStepHeading } from '../../../lib/use-step-heading';
import { ButtonLink } from '../../../ui/button';
import { BankCodeFields } from '../../../ui/bank-code-fields';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { ErrorSummary } from '../../../ui/error-summary';
import { summaryOf } from '../../../ui/error-summary-lines';
import { PageBody } from '../../../ui/page-layout';
import { TextField } from '../../../ui/text-field';
import { changeBankAccount } from '../api/change-bank-account';
import { paymentScheduleQueryKey } from '../api/get-payment-schedule';
import { PolicyStepHero, PolicyStepLoading } from '../components/policy-step-page';
import { LeavingSubmitButton } from '../leaving/leaving-submit-button';
import { policiesOfType } from '../lib/policy-products';
import { readSelectedPolicy } from '../lib/selected-policy';
import { BackToManageLink } from '../manage/back-to-manage-link';
import { BANK_ACCOUNT_TEXTS as TEXT } from './payments-texts';
import '../policies.css';
import '../leaving/leaving.css';
import './payments.css';

export const BANK_ACCOUNT_FIELD_IDS = {
  accountHolder: 'bank-account-holder',
  iban: 'bank-account-iban',
  bic: 'bank-account-bic',
  consent: 'bank-account-consent',
} as const satisfies Record<keyof BankAccountFormValues, string>;

/** The API's names for the form's fields, as its fieldErrors give them. */
const FIELD_OF_API: Record<string, keyof BankAccountFormValues> = {
  account_holder: 'accountHolder',
  iban: 'iban',
  bic: 'bic',
  consent: 'consent',
};

/** The request last sent and its submission id: the same answers sent again are the same change. */
type Submission = { id: string; answers: string };

function BankAccountForm({
  policy,
  headingRef,
  onChanged,
}: {
  policy: ProfilePolicy;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChanged: (answer: BankAccountChanged) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [submission, setSubmission] = useState<Submission | null>(null);
  const form = useSchemaForm(bankAccountFormSchema, EMPTY_BANK_ACCOUNT_FORM);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = form;

  const onSubmit = handleSubmit(async (account) => {
    setFormError(null);
    const answers = JSON.stringify(account);
    // A retry of the same account (an answer lost on the way) is the same change, made once.
    const id = submission?.answers === answers ? submission.id : crypto.randomUUID();
    setSubmission({ id, answers });
    try {
      onChanged(
        await changeBankAccount(policy.policy_id, {
          ...account,
          consent: true,
          submission_id: id,
        }),
      );
    } catch (error) {
      const { byPath, message } = apiFieldMessages(error);
      let others: string | null = null;
      for (const [path, fieldMessage] of Object.entries(byPath)) {
        const field = FIELD_OF_API[path];
        if (field) setError(field, { type: 'server', message: fieldMessage });
        else others ??= fieldMessage;
      }
      setFormError(Object.keys(byPath).length > 0 ? others : message);
    }
  });

  return (
    <Card as="section" accent="primary" aria-labelledby="bank-account-step-title">
      <ErrorSummary
        // Only once sent: a code left blank shows its own error, not a summary, before then.
        errors={submitCount > 0 ? summaryOf(errors, BANK_ACCOUNT_FIELD_IDS, formError) : []}
        submitCount={submitCount}
      />
      <h2 id="bank-account-step-title" className="policies-heading" ref={headingRef} tabIndex={-1}>
        {TEXT.formStep}
      </h2>
      <p className="leaving-text">{TEXT.lead}</p>
      <form noValidate onSubmit={onSubmit} aria-label={TEXT.title} className="bank-account-form">
        <TextField
          id={BANK_ACCOUNT_FIELD_IDS.accountHolder}
          label={TEXT.accountHolder}
          hint={TEXT.accountHolderHint}
          autoComplete="name"
          error={errors.accountHolder?.message}
          disabled={isSubmitting}
          {...register('accountHolder')}
        />
        <BankCodeFields
          form={form}
          ids={{ iban: BANK_ACCOUNT_FIELD_IDS.iban, bic: BANK_ACCOUNT_FIELD_IDS.bic }}
          disabled={isSubmitting}
        />
        <section className="bank-account-mandate" aria-labelledby="bank-account-mandate-title">
          <h3 id="bank-account-mandate-title" className="bank-account-mandate__title">
            {TEXT.mandateTitle}
          </h3>
          <p>{TEXT.mandateAmounts}</p>
          {TEXT.mandate(policy.insurer ? insurerNameOf(policy.insurer) : TEXT.theInsurer).map(
            (paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ),
          )}
        </section>
        <Checkbox
          id={BANK_ACCOUNT_FIELD_IDS.consent}
          label={TEXT.acceptMandate}
          error={errors.consent?.message}
          disabled={isSubmitting}
          {...register('consent')}
        />
        <div className="leaving-buttons">
          <LeavingSubmitButton type="submit" pending={isSubmitting} pendingLabel={TEXT.saving}>
            {TEXT.save}
          </LeavingSubmitButton>
        </div>
      </form>
    </Card>
  );
}

/** The new mandate, as its pre-notification tells it. */
function BankAccountChangedCard({
  changed,
  type,
  headingRef,
}: {
  changed: BankAccountChanged;
  type: ProductType;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <Card as="section" accent="primary" aria-labelledby="bank-account-step-title">
      <h2 id="bank-account-step-title" className="policies-heading" ref={headingRef} tabIndex={-1}>
        {TEXT.doneStep}
      </h2>
      <dl className="leaving-summary">
        <div className="leaving-summary__row">
          <dt>{TEXT.mandateReference}</dt>
          <dd className="leaving-reference">{changed.mandate_reference}</dd>
        </div>
        <div className="leaving-summary__row">
          <dt>{TEXT.account}</dt>
          <dd>{TEXT.accountEnding(changed.account_ending)}</dd>
        </div>
        {changed.first_debit && (
          <div className="leaving-summary__row">
            <dt>{TEXT.firstDebit}</dt>
            <dd>
              {TEXT.firstDebitLine(changed.first_debit.amount_cents, changed.first_debit.date)}
            </dd>
          </div>
        )}
      </dl>
      <div className="leaving-text">
        {!changed.first_debit && <p>{TEXT.noDebitsLeft}</p>}
        <p>{TEXT.notice}</p>
        <p>{TEXT.emailed}</p>
      </div>
      <div className="leaving-buttons">
        <ButtonLink to={PATHS.manageProduct(type)} variant="primary">
          {TEXT.backToPolicy}
        </ButtonLink>
      </div>
    </Card>
  );
}

type BankAccountPageProps = {
  type: ProductType;
  policies: ProfilePolicy[];
  profileLoading: boolean;
};

/**
 * /manage/product/{type}/bank-account (issue 45): the bank account the chosen policy's direct
 * debits come from, changed by a new SEPA mandate the account holder accepts; then its reference
 * and the first debit from the new account, as the pre-notification e-mailed tells them.
 */
export function BankAccountPage({ type, policies, profileLoading }: BankAccountPageProps) {
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState<BankAccountChanged | null>(null);
  const stepHeading = useStepHeading(
    changed ? 'done' : 'form',
    false,
    changed ? TEXT.doneStep : null,
  );
  const selectedId = readSelectedPolicy(type);
  const policy = policiesOfType(policies, type).find(
    (candidate) => candidate.policy_id === selectedId,
  );
  if (profileLoading) {
    return (
      <PolicyStepLoading
        type={type}
        title={TEXT.title}
        headingId="bank-account-step-title"
        heading={TEXT.formStep}
        label={TEXT.loading}
      >
        <p className="leaving-text">{TEXT.lead}</p>
      </PolicyStepLoading>
    );
  }
  if (!policy) return <Navigate to={PATHS.managePolicies(type)} replace />;
  // Only a policy paid by direct debit has a bank account to change.
  if (!changed && policy.payment?.method !== 'direct_debit') {
    return <Navigate to={PATHS.manageProduct(type)} replace />;
  }

  return (
    <>
      <PolicyStepHero type={type} title={TEXT.title} policyNumber={policy.policy_number} />
      <PageBody overlap narrow>
        {changed ? (
          <BankAccountChangedCard changed={changed} type={type} headingRef={stepHeading} />
        ) : (
          <>
            <BankAccountForm
              policy={policy}
              headingRef={stepHeading}
              onChanged={(answer) => {
                setChanged(answer);
                void queryClient.invalidateQueries({
                  queryKey: paymentScheduleQueryKey(policy.policy_id),
                });
              }}
            />
            <div className="policies-actions">
              <BackToManageLink to={PATHS.manageProduct(type)} label={TEXT.backToPolicy} />
            </div>
          </>
        )}
      </PageBody>
    </>
  );
}
