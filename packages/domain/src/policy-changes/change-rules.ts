import { parseIsoDate } from '../dates/calendar-date.js';
import { POLICY_CHANGE_MESSAGES as M } from './change-messages.js';

/** The change form's start-date rule, the same in the form and the API: today to the policy's end. */
export function changeEffectiveDateMessage(
  isoDate: string | undefined,
  endDate: string,
  today: string,
): string | null {
  if (!isoDate) return M.effectiveDateRequired;
  if (!parseIsoDate(isoDate)) return M.effectiveDateInvalid;
  if (isoDate < today) return M.effectiveDateInPast;
  if (isoDate > endDate) return M.effectiveDateAfterEnd(endDate);
  return null;
}

/**
 * Why a change counting from this day (the day it takes effect, once moved to the start of cover)
 * cannot follow the policy's latest change, or null when it can: it counts from the day the
 * latest change takes effect or later, so the versions in force follow each other in order (a
 * claim reads the one in force on its day).
 */
export function changeAfterLastChangeMessage(
  effectiveDate: string,
  lastChangeFrom: string | undefined,
): string | null {
  return lastChangeFrom && effectiveDate < lastChangeFrom
    ? M.effectiveDateBeforeLastChange(lastChangeFrom)
    : null;
}
