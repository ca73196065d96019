import type { LeavingTerms } from '../cancellation/cancellation-settlement.js';

/**
 * The travel insurer's terms for leaving early as the refund is worked out
 * (cancellation-settlement.ts; printed as TRAVEL_CANCELLATION_TERMS): before cover starts no day
 * of it is given, so leaving refunds in full without in-full terms; once it has started, the days
 * of cover given are kept. A module of its own: the product's facts are part of every page's
 * first code.
 */
export const TRAVEL_LEAVING_TERMS: LeavingTerms = { feeCents: 15_00, withdrawalInFull: false };
