import { zodResolver } from '@hookform/resolvers/zod';
import {
  loginSchema,
  signInError,
  type LoginField,
  type LoginPayload,
  type LoginValues,
} from '@wallet/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { signIn } from '../api/sign-in';
import { establishSession } from '../lib/session-lifecycle';

const FIELD_IDS: Record<LoginField, string> = { email: 'login-email', password: 'login-password' };

/** platform.md 2.2: email, password, Log In, a forgotten-password link and a sign-up link. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LoginValues, unknown, LoginPayload>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const answer = await signIn(values);
    if (isApiError(answer)) {
      const { message, field } = signInError({
        name: answer.name ?? null,
        message: answer.message,
      });
      if (field) setError(field, { type: 'server', message });
      else setFormError(message);
      return;
    }
    establishSession(answer);
    onSignedIn();
  });

  const summary: SummaryError[] = [
    ...(['email', 'password'] as const)
      .filter((field) => errors[field]?.message)
      .map((field) => ({ fieldId: FIELD_IDS[field], message: errors[field]!.message! })),
    ...(formError ? [{ message: formError }] : []),
  ];

  return (
    <form className="login-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} submitCount={submitCount} />
      <TextField
        id={FIELD_IDS.email}
        label="Email"
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
      <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting || undefined}>
        Log In
      </Button>
      {isSubmitting && (
        <p className="login-form__progress">
          <Spinner label="Logging in" />
        </p>
      )}
      <p className="login-form__signup">
        Don&apos;t have an account? <Link to={PATHS.signUp}>Sign up</Link>
      </p>
    </form>
  );
}
