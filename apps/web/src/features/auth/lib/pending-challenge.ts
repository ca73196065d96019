import type { ChallengeName } from '@wallet/domain';

/**
 * The challenge a sign-in is waiting on (SMS code or new password), carried between the login,
 * confirm-code and new-password screens. It lives in memory only: the challenge token is short-lived
 * and a reload simply starts the sign-in again (platform.md 2.4: without a user, back to login).
 */
export type PendingChallenge = {
  email: string;
  challengeName: ChallengeName;
  session: string;
  /** Where the SMS code went, masked ('*******67'). */
  destination?: string;
};

let pending: PendingChallenge | null = null;

export function setPendingChallenge(challenge: PendingChallenge): void {
  pending = challenge;
}

export function pendingChallenge(): PendingChallenge | null {
  return pending;
}

export function clearPendingChallenge(): void {
  pending = null;
}
