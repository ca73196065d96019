import {
  ACCOUNT_MESSAGES,
  ACCOUNT_VALIDATION_MESSAGES,
  CODE_MISMATCH_ERROR,
  confirmForgotPasswordSchema,
  forgotPasswordSchema,
  RESET_UNVERIFIED_ERROR,
  WORDS,
} from '@wallet/domain';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { confirmForgotPassword } from '../api/confirm-forgot-password';
import { forgotPassword } from '../api/forgot-password';
import { providerMessage, summaryOf } from '../lib/form-errors';
import { AccountLayout, emailFrom } from './account-layout';
import { VERIFY_EMAIL_LINK } from './login-form';
import { AccountSubmit } from './account-submit';

export const RESET_TITLE = 'Reset your password';
export const SEND_RESET_CODE = 'Send code';
export const RESET_SUBMIT = 'Reset password';
export const RESET_CODE_SENT =
  'We have sent a verification code to your email address. Enter it below with your new password.';
export { PASSWORD_RESET_DONE } from './login-texts';

/** platform.md 4.2: the states of the reset-password screen. */
export type ResetState = 'fresh' | 'code-sending' | 'code-sent' | 'user-invalid';

type RequestProblem = { message: string; unverified: boolean } | null;

/**
 * platform.md 2.4 and 4.2: the e-mail address, then the code with the new password and its
 * confirmation. `?resetCodeSent=true` starts at the code step. An unverified account is told to
 * verify first, with the Verify email link (platform.md 8).
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [state, setState] = useState<ResetState>(
    searchParams.get('resetCodeSent') === 'true' ? 'code-sent' : 'fresh',
  );
  const [email, setEmail] = useState(emailFrom(location.state));
  const [problem, setProblem] = useState<RequestProblem>(null);

  const requestCode = async (address: string) => {
    setEmail(address);
    setProblem(null);
    if (!address.trim()) {
      setState('fresh');
      return;
    }
    setState('code-sending');
    const answer = await forgotPassword(address);
    if (!isApiError(answer)) {
      setState('code-sent');
      return;
    }
    setState(
      answer.name === 'UserNotFoundException' || answer.name === RESET_UNVERIFIED_ERROR
        ? 'user-invalid'
        : 'fresh',
    );
    setProblem(requestProblem(answer));
  };

  return (
    <AccountLayout title={RESET_TITLE}>
      {state === 'code-sent' ? (
        <ResetForm email={email} onNewCode={(address) => void requestCode(address)} />
      ) : (
        <RequestCodeForm
          email={email}
          sending={state === 'code-sending'}
          problem={problem}
          onRequest={requestCode}
        />
      )}
    </AccountLayout>
  );
}

function requestProblem(answer: ApiError): RequestProblem {
  if (answer.name === RESET_UNVERIFIED_ERROR) {
    return { message: ACCOUNT_MESSAGES.resetUnverified, unverified: true };
  }
  if (answer.name === 'UserNotFoundException') {
    return { message: ACCOUNT_MESSAGES.resendUserNotFound, unverified: false };
  }
  return { message: providerMessage(answer), unverified: false };
}

const REQUEST_FIELD_IDS = { email: 'reset-email' };

function RequestCodeForm({
  email,
  sending,
  problem,
  onRequest,
}: {
  email: string;
  sending: boolean;
  problem: RequestProblem;
  onRequest: (email: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, submitCount },
  } = useSchemaForm(forgotPasswordSchema, { email });
  const onSubmit = handleSubmit((values) => onRequest(values.email));

  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary
        errors={summaryOf(errors, REQUEST_FIELD_IDS, problem?.message)}
        submitCount={submitCount}
      />
      {problem?.unverified && (
        <p className="account-form__notice">
          <Link to={PATHS.verifyEmail} state={{ email: getValues('email') }}>
            {VERIFY_EMAIL_LINK}
          </Link>
        </p>
      )}
      <p>
        Enter the email address of your account and we will send you a code to reset your password.
      </p>
      <TextField
        id={REQUEST_FIELD_IDS.email}
        label={WORDS.emailAddress}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <AccountSubmit busy={sending} busyLabel="Sending your code">
        {SEND_RESET_CODE}
      </AccountSubmit>
      <p className="account-form__aside">
        Remembered it? <Link to={PATHS.login}>{WORDS.logIn}</Link>
      </p>
    </form>
  );
}

const RESET_FIELD_IDS = {
  email: 'reset-code-email',
  code: 'reset-code',
  password: 'reset-new-password',
  confirmPassword: 'reset-confirm-password',
};

function ResetForm({ email, onNewCode }: { email: string; onNewCode: (email: string) => void }) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(confirmForgotPasswordSchema, {
    email,
    code: '',
    password: '',
    confirmPassword: '',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const answer = await confirmForgotPassword({
      email: values.email,
      code: values.code,
      password: values.password,
    });
    if (isApiError(answer)) {
      if (answer.name === CODE_MISMATCH_ERROR) {
        setError('code', { type: 'server', message: ACCOUNT_MESSAGES.badVerificationCode });
      } else {
        setFormError(providerMessage(answer));
      }
      return;
    }
    navigate(PATHS.login, { state: { email: values.email, passwordReset: true } });
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary
        errors={summaryOf(errors, RESET_FIELD_IDS, formError)}
        submitCount={submitCount}
      />
      <div role="status" className="account-form__notice">
        <Notice>{RESET_CODE_SENT}</Notice>
      </div>
      <TextField
        id={RESET_FIELD_IDS.email}
        label={WORDS.emailAddress}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={RESET_FIELD_IDS.code}
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <TextField
        id={RESET_FIELD_IDS.password}
        label="New password"
        hint={ACCOUNT_VALIDATION_MESSAGES.passwordRule}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id={RESET_FIELD_IDS.confirmPassword}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="account-form__actions">
        <Button
          type="submit"
          block
          disabled={isSubmitting}
          aria-disabled={isSubmitting || undefined}
        >
          {RESET_SUBMIT}
        </Button>
        <Button variant="link" onClick={() => onNewCode(getValues('email'))}>
          Send me a new code
        </Button>
      </div>
      {isSubmitting && (
        <p className="login-form__progress">
          <Spinner label="Resetting your password" />
        </p>
      )}
    </form>
  );
}
