import type { LoginField } from '@wallet/domain';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { ErrorSummary } from '../../../ui/error-summary';
import { TextField } from '../../../ui/text-field';
import type { NextSignInStep } from '../lib/after-sign-in';
import { summaryOf } from '../lib/form-errors';
import { ResendCode } from './resend-code';
import { WORDS } from '@wallet/domain';
import { AccountSubmit } from './account-submit';

/**
 * The form draws without the schema library and the sign-in calls (decision 0008): the schema
 * loads when the form first checks, the calls when Log In is pressed.
 */
const loadLoginSchema = async () => (await import('../lib/login-schema')).loginSchema;

const FIELD_IDS: Record<LoginField, string> = { email: 'login-email', password: 'login-password' };

export const VERIFY_EMAIL_LINK = 'Verify email';

/**
 * platform.md 2.2 and 4.1: email, password, Log In, a forgotten-password link and a sign-up link.
 * Before signing in it asks whether the account uses SMS codes (a failed lookup counts as no);
 * an unverified account gets the Verify email link and Resend Verification Code.
 */
export function LoginForm({
  defaultEmail = '',
  onStep,
}: {
  defaultEmail?: string;
  onStep: (next: NextSignInStep) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(loadLoginSchema, { email: defaultEmail, password: '' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setUnconfirmed(false);
    const { attemptSignIn } = await import('../lib/sign-in-attempt');
    const attempt = await attemptSignIn(values);
    if ('failed' in attempt) {
      const { message, field, unconfirmed: notConfirmed } = attempt.failed;
      if (field) setError(field, { type: 'server', message });
      else setFormError(message);
      setUnconfirmed(notConfirmed);
      return;
    }
    onStep(attempt.next);
  });

  return (
    <form className="login-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summaryOf(errors, FIELD_IDS, formError)} submitCount={submitCount} />
      {unconfirmed && (
        <div className="login-form__unverified">
          <Link to={PATHS.verifyEmail} state={{ email: getValues('email') }}>
            {VERIFY_EMAIL_LINK}
          </Link>
          <ResendCode email={() => getValues('email')} />
        </div>
      )}
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
        id={FIELD_IDS.password}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="login-form__forgotten">
        <Link to={PATHS.resetPassword}>I&apos;ve forgotten my password</Link>
      </p>
      <AccountSubmit busy={isSubmitting} busyLabel="Logging in">
        {WORDS.logIn}
      </AccountSubmit>
      <p className="login-form__signup">
        Don&apos;t have an account? <Link to={PATHS.signUp}>Sign Up</Link>
      </p>
    </form>
  );
}
