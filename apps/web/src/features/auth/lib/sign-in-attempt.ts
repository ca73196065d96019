import { signInError, type LoginField, type LoginPayload } from '@wallet/domain';
import { isApiError } from '../../../lib/api-client';
import { checkVerified } from '../api/check-verified';
import { signIn } from '../api/sign-in';
import { nextSignInStep, type NextSignInStep } from './after-sign-in';

export type SignInAttempt =
  | { next: NextSignInStep }
  | { failed: { message: string; field: LoginField | null; unconfirmed: boolean } };

/**
 * The login form's Log In (platform.md 2.2 and 4.1): asks whether the account uses SMS codes (a
 * failed lookup counts as no), signs in, and answers where to go next or what went wrong. Loaded
 * when Log In is pressed, so the form draws without the sign-in calls' schemas.
 */
export async function attemptSignIn(values: LoginPayload): Promise<SignInAttempt> {
  const verified = await checkVerified(values.email);
  const answer = await signIn(values);
  if (isApiError(answer)) {
    const { message, field } = signInError({ name: answer.name ?? null, message: answer.message });
    return {
      failed: { message, field, unconfirmed: answer.name === 'UserNotConfirmedException' },
    };
  }
  return { next: nextSignInStep(answer, values.email, verified) };
}
