import { useQuery, useQueryClient } from '@tanstack/react-query';
import { closeAccountSchema, RECORDS_KEPT_YEARS } from '@wallet/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_CLOSED_STATE, markAccountClosing } from '../../../lib/account-closed-state';
import { PATHS } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { summaryOf } from '../../../ui/error-summary-lines';
import { ErrorSummary } from '../../../ui/error-summary';
import { Notice } from '../../../ui/notice';
import { closeAccount, closureStandingQuery, closureStandingQueryKey } from '../api/close-account';
import { AccountLoading } from './account-loading';
import { ACCOUNT_TEXTS } from './account-texts';
import { CurrentPasswordField } from './current-password-field';
import { ChangeDetailFrame } from './change-detail-frame';
import { DetailSubmit } from './detail-submit';
import { showServerProblems } from './server-problems';
import './account.css';

const TEXT = ACCOUNT_TEXTS.closeAccount;
const FIELD_IDS = { currentPassword: 'current-password', confirm: 'confirm-closing' };

/** The closing form: what is erased and kept, the password, and a ticked confirmation. */
function CloseAccountForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(closeAccountSchema, { currentPassword: '', confirm: false });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    markAccountClosing(true);
    try {
      await closeAccount(values);
    } catch (error) {
      markAccountClosing(false);
      setFormError(showServerProblems(error, ['currentPassword', 'confirm'], setError));
      await queryClient.invalidateQueries({ queryKey: closureStandingQueryKey });
      return;
    }
    // Every sign-in has ended: Logout forgets what this browser kept and says it is closed.
    navigate(PATHS.logout, { replace: true, state: ACCOUNT_CLOSED_STATE });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={TEXT.title}>
      <ErrorSummary errors={summaryOf(errors, FIELD_IDS, formError)} submitCount={submitCount} />
      <h2 className="account__heading">{TEXT.whatHappens}</h2>
      <ul className="account-close__list">
        {TEXT.erased.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{TEXT.kept(RECORDS_KEPT_YEARS)}</p>
      <CurrentPasswordField
        id={FIELD_IDS.currentPassword}
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <Checkbox
        id={FIELD_IDS.confirm}
        label={TEXT.confirm}
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <DetailSubmit busy={isSubmitting} busyLabel={TEXT.closing}>
        {TEXT.close}
      </DetailSubmit>
    </form>
  );
}

/** Close my account (GDPR art. 17): refused with its reason while insured, else the form. */
export function CloseAccountPage() {
  const standing = useQuery(closureStandingQuery);
  let body;
  // An answer held from before stands when a later read fails.
  if (standing.isPending) {
    body = <AccountLoading label={TEXT.checking} />;
  } else if (standing.isError && standing.data === undefined) {
    body = (
      <div role="alert">
        <Notice tone="warning">{TEXT.failed}</Notice>
      </div>
    );
  } else if (!standing.data.can_close) {
    body = <Notice tone="warning">{standing.data.reason}</Notice>;
  } else {
    body = <CloseAccountForm />;
  }
  return (
    <ChangeDetailFrame title={TEXT.title} lead={TEXT.lead}>
      <Card>{body}</Card>
    </ChangeDetailFrame>
  );
}
