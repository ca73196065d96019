import { changeMobileSchema, toInternationalMobile, type DetailCodeSent } from '@wallet/domain';
import { useState } from 'react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { summaryOf } from '../../../ui/error-summary-lines';
import { ErrorSummary } from '../../../ui/error-summary';
import { TextField } from '../../../ui/text-field';
import { MOBILE_NUMBER_INPUT } from '../../../ui/mobile-number-input';
import { askToChangeMobile } from '../api/ask-to-change-detail';
import { ACCOUNT_TEXTS } from './account-texts';
import { CurrentPasswordField } from './current-password-field';
import { DetailThenCode } from './code-step';
import { DetailSubmit } from './detail-submit';
import { showServerProblems } from './server-problems';
import './account.css';

const TEXT = ACCOUNT_TEXTS.changeMobile;
const FIELD_IDS = { mobile: 'new-mobile', currentPassword: 'current-password' };

/** Change your mobile number: the new one, then the code texted to it. */
export function ChangeMobilePage() {
  const [sent, setSent] = useState<DetailCodeSent | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(changeMobileSchema, { mobile: '', currentPassword: '' });

  const onSubmit = handleSubmit(async ({ mobile, currentPassword }) => {
    setFormError(null);
    try {
      setSent(await askToChangeMobile({ mobile: toInternationalMobile(mobile), currentPassword }));
    } catch (error) {
      setFormError(showServerProblems(error, ['mobile', 'currentPassword'], setError));
    }
  });

  return (
    <DetailThenCode detail="mobile" texts={TEXT} sent={sent} onAgain={() => setSent(null)}>
      <form noValidate onSubmit={onSubmit} aria-label={TEXT.title}>
        <ErrorSummary errors={summaryOf(errors, FIELD_IDS, formError)} submitCount={submitCount} />
        <TextField
          id={FIELD_IDS.mobile}
          label={TEXT.mobile}
          hint={TEXT.mobileHint}
          {...MOBILE_NUMBER_INPUT}
          error={errors.mobile?.message}
          {...register('mobile')}
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
