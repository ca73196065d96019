import { ACCOUNT_VALIDATION_MESSAGES, isChallenge, newPasswordSchema } from '@wallet/domain';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { ErrorSummary } from '../../../ui/error-summary';
import { TextField } from '../../../ui/text-field';
import { respondToChallenge } from '../api/respond-to-challenge';
import { completeSignIn } from '../lib/after-sign-in';
import { providerMessage, summaryOf } from '../lib/form-errors';
import { clearPendingChallenge, pendingChallenge } from '../lib/pending-challenge';
import { AccountLayout } from './account-layout';
import { AccountSubmit } from './account-submit';

export const NEW_PASSWORD_TITLE = 'Set a new password';
/** platform.md 2.4 names this button 'Login'; elsewhere the app says Log In. */
export const NEW_PASSWORD_SUBMIT = 'Login';
const FIELD_IDS = { newPassword: 'new-password', confirmNewPassword: 'confirm-new-password' };

/**
 * platform.md 2.4: the new password forced at first login. Without a sign-in waiting for it, the
 * page goes to login; a result that still needs an SMS code goes to login, otherwise onwards.
 */
export function NewPasswordPage() {
  const navigate = useNavigate();
  const [challenge] = useState(pendingChallenge);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(newPasswordSchema, { newPassword: '', confirmNewPassword: '' });

  if (!challenge || challenge.challengeName !== 'NEW_PASSWORD_REQUIRED') {
    return <Navigate to={PATHS.login} replace />;
  }

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    const answer = await respondToChallenge({
      challengeName: 'NEW_PASSWORD_REQUIRED',
      session: challenge.session,
      newPassword,
    });
    if (isApiError(answer)) {
      setFormError(providerMessage(answer));
      return;
    }
    if (isChallenge(answer)) {
      clearPendingChallenge();
      navigate(PATHS.login, { replace: true, state: { email: challenge.email } });
      return;
    }
    navigate(completeSignIn(answer), { replace: true });
  });

  return (
    <AccountLayout title={NEW_PASSWORD_TITLE} lead="Please choose a new password to continue.">
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary errors={summaryOf(errors, FIELD_IDS, formError)} submitCount={submitCount} />
        <TextField
          id={FIELD_IDS.newPassword}
          label="New password"
          hint={ACCOUNT_VALIDATION_MESSAGES.passwordRule}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          id={FIELD_IDS.confirmNewPassword}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmNewPassword?.message}
          {...register('confirmNewPassword')}
        />
        <AccountSubmit busy={isSubmitting} busyLabel="Saving your password">
          {NEW_PASSWORD_SUBMIT}
        </AccountSubmit>
      </form>
    </AccountLayout>
  );
}
