import {
  ACCOUNT_MESSAGES,
  CODE_MISMATCH_ERROR,
  confirmSignUpSchema,
  NOT_VERIFIED,
  WORDS,
} from '@wallet/domain';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { ErrorSummary } from '../../../ui/error-summary';
import { TextField } from '../../../ui/text-field';
import { confirmSignUp } from '../api/confirm-sign-up';
import { nextSignInStep } from '../lib/after-sign-in';
import { providerMessage, summaryOf } from '../lib/form-errors';
import { AccountLayout, emailFrom, type AccountLocationState } from './account-layout';
import { ResendCode } from './resend-code';
import { AccountSubmit } from './account-submit';

const FIELD_IDS = { email: 'verify-email', code: 'verify-code' };

/**
 * platform.md 2.4 Verify email: 'Create your account' with the e-mail address and the code sent to
 * it, 'Resend Verification Code' and 'Confirm'. In the browser that signed up, the customer is then
 * signed in and goes where login would have taken them (decision 0029); elsewhere, to login with
 * the e-mail address filled in, or to reset password when an agent created the account (its owner
 * has never chosen a password).
 */
export function VerifyEmailPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(confirmSignUpSchema, { email: emailFrom(location.state), code: '' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const answer = await confirmSignUp(values);
    if (isApiError(answer)) {
      if (answer.name === CODE_MISMATCH_ERROR) {
        setError('code', { type: 'server', message: ACCOUNT_MESSAGES.badVerificationCode });
      } else {
        setFormError(providerMessage(answer));
      }
      return;
    }
    // Verification is done: the next screen takes its place in history, and says so.
    const state: AccountLocationState = { email: values.email, emailVerified: true };
    if (answer.signIn && !answer.createdByAgent) {
      // Decision 0029: the browser that signed up is signed in by the code; the password is not
      // typed again. A sign-in that still needs a step goes on as at log-in.
      const next = nextSignInStep(answer.signIn, values.email, NOT_VERIFIED);
      if (next.step === 'signed-in') navigate(next.target, { replace: true });
      else if (next.step === 'confirm-code') navigate(PATHS.confirmLoginCode, { replace: true });
      else if (next.step === 'new-password') navigate(PATHS.newPassword, { replace: true });
      else navigate(PATHS.login, { replace: true, state });
      return;
    }
    const target = answer.createdByAgent ? PATHS.resetPassword : PATHS.login;
    navigate(target, { replace: true, state });
  });

  return (
    <AccountLayout
      title={ACCOUNT_MESSAGES.createAccountTitle}
      lead="We have sent a verification code to your email address. It should arrive within a minute."
    >
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary errors={summaryOf(errors, FIELD_IDS, formError)} submitCount={submitCount} />
        <TextField
          id={FIELD_IDS.email}
          label={WORDS.emailAddress}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id={FIELD_IDS.code}
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          error={errors.code?.message}
          {...register('code')}
        />
        <ResendCode email={() => getValues('email')} onInvalidEmail={() => void trigger('email')} />
        <AccountSubmit busy={isSubmitting} busyLabel="Checking your code">
          Confirm
        </AccountSubmit>
        <p className="account-form__aside">
          Already verified? <Link to={PATHS.login}>{WORDS.logIn}</Link>
        </p>
      </form>
    </AccountLayout>
  );
}
