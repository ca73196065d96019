/**
 * The agent tools' limits and constants (platform.md 9, home.md 9), as the spec gives them, and
 * the few the API adds to keep its answers bounded (each marked as ours).
 */

import { LATEST_QUOTES_PAGE_SIZE } from './agent-limits.js';

// The agent grids' page size (10) and its options (10, 20, 30) are agent-limits.ts's
// AGENT_GRID_PAGE_SIZE and AGENT_GRID_PAGE_SIZE_OPTIONS (platform.md 9, home.md 9).

/** platform.md 9: live quotes come 7 a page (LOAD MORE asks for the next), newest first. */
export const LIVE_QUOTES_PAGE_SIZE = LATEST_QUOTES_PAGE_SIZE;
export const LIVE_QUOTES_SORTS = ['created_date,DESC', 'created_date,ASC'] as const;
export const LIVE_QUOTES_DEFAULT_SORT = 'created_date,DESC';
export type LiveQuotesSort = (typeof LIVE_QUOTES_SORTS)[number];

/** platform.md 9: the branch search of Search All Home Quotes asks for 1000 rows a page. */
export const BRANCH_SEARCH_PAGE_SIZE = 1000;

/** platform.md 4.4 and 9: a live quote ticked contacted leaves the list 3000 ms later. */
export const CONTACTED_ROW_REMOVAL_MS = 3000;

/** platform.md 9: how Search All Home Quotes finds quotes: by e-mail, or by branch. */
export const CONTACT_MODES = ['Email', 'Branch'] as const;
export type ContactMode = (typeof CONTACT_MODES)[number];

/** platform.md 7: the only search type of the paged branch search. */
export const BRANCH_SEARCH_TYPE = 'BRANCH';

/** Ours: the largest page any paged agent call answers, other than the branch search's 1000. */
export const AGENT_MAX_PAGE_SIZE = 100;
/** Ours: the last page number a paged agent call accepts (pages count from 0). */
export const AGENT_MAX_PAGE_NUMBER = 100_000;
/** Ours: the most customers one search answers; a narrower search finds the rest. */
export const AGENT_SEARCH_MAX_RESULTS = 100;
/** Ours: the audit trail's page size when none is asked for. */
export const AGENT_AUDIT_PAGE_SIZE = 20;

/** The number of pages `total` rows fill at `size` a page (0 when there are none). */
export function totalPagesOf(total: number, size: number): number {
  return size > 0 ? Math.ceil(total / size) : 0;
}
