import type { LeavingTerms } from '../cancellation/cancellation-settlement.js';
import type { HomeInsurer } from './home-limits.js';

/**
 * Each home insurer's terms for leaving early as the refund is worked out
 * (cancellation-settlement.ts; printed as HOME_CANCELLATION_TERMS, home.md 9): RSA refunds a
 * withdrawal in full while no claim has been made and keeps a fee from a later cancellation's
 * refund; FBD refunds the unused portion at any time, with no fee. A module of its own: the
 * product's facts are part of every page's first code.
 */
export const HOME_LEAVING_TERMS: Record<HomeInsurer, LeavingTerms> = {
  RSA: { feeCents: 30_00, withdrawalInFull: true },
  FBD: { feeCents: 0, withdrawalInFull: false },
};

/** A home policy's insurer's terms; where it names no insurer we know, the stricter of the two. */
export function homeLeavingTermsOf(insurer: string | null): LeavingTerms {
  return insurer !== null && Object.hasOwn(HOME_LEAVING_TERMS, insurer)
    ? HOME_LEAVING_TERMS[insurer as HomeInsurer]
    : { feeCents: HOME_LEAVING_TERMS.RSA.feeCents, withdrawalInFull: false };
}
