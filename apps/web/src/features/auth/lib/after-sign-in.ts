import {
  MASKED_PHONE_STARS,
  MASKED_PHONE_VISIBLE_DIGITS,
  isChallenge,
  type SessionResponse,
  type SignInResult,
  type VerifiedResponse,
} from '@wallet/domain';
import { takeForcedLoginTarget } from '../../../lib/forced-login';
import { PATHS } from '../../../lib/paths';
import { createProfile } from '../api/create-profile';
import { clearPendingChallenge, setPendingChallenge } from './pending-challenge';
import { takePendingProfile } from './pending-profile';
import { establishSession } from './session-lifecycle';

/**
 * platform.md 4.1 step 2 opens the code screen when the delivery destination is long enough to be
 * a masked number. Ours is 7 stars and the last 2 digits (platform.md 2.3); anything shorter
 * holds no number to send a code to.
 */
const MASKED_NUMBER_LENGTH = MASKED_PHONE_STARS + MASKED_PHONE_VISIBLE_DIGITS;

export function hasDeliveryNumber(destination: string): boolean {
  return destination.length >= MASKED_NUMBER_LENGTH && /\d$/.test(destination);
}

/**
 * platform.md 4.1 steps 2 and 3: once signed in, the customer goes to the stored return URL (the
 * forced-login record, which also carries a payment target), otherwise to the wallet. A profile
 * waiting since sign-up is created now that there is a signed-in user.
 */
export function completeSignIn(session: SessionResponse): string {
  clearPendingChallenge();
  establishSession(session);
  const profile = takePendingProfile(session.user.email);
  if (profile) void createProfile(profile);
  return takeForcedLoginTarget() ?? PATHS.wallet;
}

export type NextSignInStep =
  | { step: 'signed-in'; target: string }
  | { step: 'confirm-code' }
  | { step: 'mobile-number' }
  | { step: 'new-password' };

/**
 * platform.md 4.1: where a sign-in answer leads. An SMS challenge opens the code screen when the
 * code went to a number; the mobile-number step shows instead when there is no usable number, or
 * when the lookup before login said MFA is on but the number is not verified.
 */
export function nextSignInStep(
  result: SignInResult,
  email: string,
  verified: VerifiedResponse,
): NextSignInStep {
  if (!isChallenge(result)) return { step: 'signed-in', target: completeSignIn(result) };
  if (result.challengeName === 'NEW_PASSWORD_REQUIRED') {
    setPendingChallenge({ email, challengeName: result.challengeName, session: result.session });
    return { step: 'new-password' };
  }
  const destination = result.challengeParameters.CODE_DELIVERY_DESTINATION;
  setPendingChallenge({
    email,
    challengeName: result.challengeName,
    session: result.session,
    destination,
  });
  if (!hasDeliveryNumber(destination) || (verified.mfa_enabled && !verified.number_verified)) {
    return { step: 'mobile-number' };
  }
  return { step: 'confirm-code' };
}
