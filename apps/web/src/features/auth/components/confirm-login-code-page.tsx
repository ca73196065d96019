import {
  ACCOUNT_MESSAGES,
  CODE_MISMATCH_ERROR,
  PHONE,
  contactHref,
  isChallenge,
  smsCodeSchema,
} from '@wallet/domain';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { ErrorSummary } from '../../../ui/error-summary';
import { TextField } from '../../../ui/text-field';
import { respondToChallenge } from '../api/respond-to-challenge';
import { completeSignIn } from '../lib/after-sign-in';
import { summaryOf } from '../lib/form-errors';
import { pendingChallenge } from '../lib/pending-challenge';
import { AccountLayout } from './account-layout';
import { AccountSubmit } from './account-submit';

export const CONFIRM_CODE_TITLE = 'Confirm your login';
const FIELD_IDS = { code: 'sms-code' };

/**
 * platform.md 2.3: the 6-digit code sent by SMS to the masked number; a support number for
 * customers whose number has changed. A wrong code is 'Please enter valid code'; anything else
 * asks the customer to call support or try later (platform.md 8).
 */
export function ConfirmLoginCodePage() {
  const navigate = useNavigate();
  const [challenge] = useState(pendingChallenge);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(smsCodeSchema, { code: '' });

  if (!challenge || challenge.challengeName !== 'SMS_MFA') {
    return <Navigate to={PATHS.login} replace />;
  }

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    const answer = await respondToChallenge({
      challengeName: 'SMS_MFA',
      session: challenge.session,
      code,
    });
    if (isApiError(answer)) {
      if (answer.name === CODE_MISMATCH_ERROR) {
        setError('code', { type: 'server', message: ACCOUNT_MESSAGES.smsCodeMismatch });
      } else {
        setFormError(ACCOUNT_MESSAGES.smsCodeOther(PHONE.loginSupport));
      }
      return;
    }
    if (isChallenge(answer)) {
      // Not expected after a code; the customer starts again from login.
      navigate(PATHS.login, { replace: true, state: { email: challenge.email } });
      return;
    }
    navigate(completeSignIn(answer), { replace: true });
  });

  return (
    <AccountLayout title={CONFIRM_CODE_TITLE}>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary errors={summaryOf(errors, FIELD_IDS, formError)} submitCount={submitCount} />
        <p>
          We have sent a 6-digit code by text message to your mobile number{' '}
          <strong>{challenge.destination}</strong>.
        </p>
        <TextField
          id={FIELD_IDS.code}
          label="Enter the 6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          spellCheck={false}
          error={errors.code?.message}
          {...register('code')}
        />
        <AccountSubmit busy={isSubmitting} busyLabel="Checking your code">
          Confirm
        </AccountSubmit>
        <p className="confirm-code__support">
          If your mobile number has changed, please call us on{' '}
          <a href={contactHref({ type: 'phone', phoneNumber: PHONE.loginSupport })}>
            {PHONE.loginSupport}
          </a>
          .
        </p>
      </form>
    </AccountLayout>
  );
}
