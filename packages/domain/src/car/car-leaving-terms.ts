import type { LeavingTerms } from '../cancellation/cancellation-settlement.js';

/**
 * The car insurer's terms for leaving early as the refund is worked out
 * (cancellation-settlement.ts; printed as CAR_CANCELLATION_TERMS). A module of its own: the
 * product's facts are part of every page's first code.
 */
export const CAR_LEAVING_TERMS: LeavingTerms = { feeCents: 50_00, withdrawalInFull: true };
