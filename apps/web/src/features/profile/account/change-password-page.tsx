import { useQueryClient } from '@tanstack/react-query';
import { changePasswordSchema } from '@wallet/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Card } from '../../../ui/card';
import { summaryOf } from '../../../ui/error-summary-lines';
import { ErrorSummary } from '../../../ui/error-summary';
import { TextField } from '../../../ui/text-field';
import { changePassword } from '../api/change-password';
import { signInDetailsQueryKey } from '../api/get-sign-in-details';
import { ACCOUNT_TEXTS } from './account-texts';
import { CurrentPasswordField } from './current-password-field';
import { ChangeDetailFrame } from './change-detail-frame';
import type { AccountDone } from './code-step';
import { DetailSubmit } from './detail-submit';
import { showServerProblems } from './server-problems';
import './account.css';

const TEXT = ACCOUNT_TEXTS.changePassword;
const FIELD_IDS = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmNewPassword: 'confirm-new-password',
};

/** Change your password: the one as it stands, the new one twice. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(changePasswordSchema, {
    currentPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      queryClient.setQueryData(
        signInDetailsQueryKey,
        await changePassword({ currentPassword, newPassword }),
      );
    } catch (error) {
      setFormError(showServerProblems(error, ['currentPassword', 'newPassword'], setError));
      return;
    }
    navigate(PATHS.account, { state: { done: TEXT.done } satisfies AccountDone });
  });

  return (
    <ChangeDetailFrame title={TEXT.title} lead={TEXT.lead}>
      <Card>
        <form noValidate onSubmit={onSubmit} aria-label={TEXT.title}>
          <ErrorSummary
            errors={summaryOf(errors, FIELD_IDS, formError)}
            submitCount={submitCount}
          />
          <CurrentPasswordField
            id={FIELD_IDS.currentPassword}
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <TextField
            id={FIELD_IDS.newPassword}
            label={TEXT.newPassword}
            hint={TEXT.newPasswordHint}
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            id={FIELD_IDS.confirmNewPassword}
            label={TEXT.confirmNewPassword}
            type="password"
            autoComplete="new-password"
            error={errors.confirmNewPassword?.message}
            {...register('confirmNewPassword')}
          />
          <DetailSubmit busy={isSubmitting} busyLabel={TEXT.saving}>
            {TEXT.save}
          </DetailSubmit>
        </form>
      </Card>
    </ChangeDetailFrame>
  );
}
