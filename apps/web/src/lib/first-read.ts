/**
 * How long a read that must be fresh on each visit counts as fresh: long enough that a page does
 * not ask again, on arriving, what was asked for it with the session a moment before (a second
 * request, and a failed second answer would hide the first), short enough that the next visit
 * asks afresh.
 */
export const FIRST_READ_FRESH_MS = 5_000;
