import { changeEmailSchema, type DetailCodeSent } from '@wallet/domain';
import { useState } from 'react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { summaryOf } from '../../../ui/error-summary-lines';
import { ErrorSummary } from '../../../ui/error-summary';
import { TextField } from '../../../ui/text-field';
import { askToChangeEmail } from '../api/ask-to-change-detail';
import { ACCOUNT_TEXTS } from './account-texts';
import { CurrentPasswordField } from './current-password-field';
import { DetailThenCode } from './code-step';
import { DetailSubmit } from './detail-submit';
import { showServerProblems } from './server-problems';
import './account.css';

const TEXT = ACCOUNT_TEXTS.changeEmail;
const FIELD_IDS = { email: 'new-email', currentPassword: 'current-password' };

/** Change your email address: the new one and the password, then the code sent to it. */
export function ChangeEmailPage() {
  const [sent, setSent] = useState<DetailCodeSent | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(changeEmailSchema, { email: '', currentPassword: '' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent(await askToChangeEmail(values));
    } catch (error) {
      setFormError(showServerProblems(error, ['email', 'currentPassword'], setError));
    }
  });

  return (
    <DetailThenCode detail="email" texts={TEXT} sent={sent} onAgain={() => setSent(null)}>
      <form noValidate onSubmit={onSubmit} aria-label={TEXT.title}>
        <ErrorSummary errors={summaryOf(errors, FIELD_IDS, formError)} submitCount={submitCount} />
        <TextField
          id={FIELD_IDS.email}
          label={TEXT.email}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <CurrentPasswordField
          id={FIELD_IDS.currentPassword}
          hint={TEXT.currentPasswordHint}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <DetailSubmit busy={isSubmitting} busyLabel={TEXT.sending}>
          {TEXT.send}
        </DetailSubmit>
      </form>
    </DetailThenCode>
  );
}
