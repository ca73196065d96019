import { parseIsoDate } from '../dates/calendar-date.js';
import { POLICY_CHANGE_MESSAGES as M } from './change-messages.js';

/** The change form's start-date rule, the same in the form and the API: today to the policy's end. */
export function changeEffectiveDateMessage(
  isoDate: string | undefined,
  endDate: string,
  today: string,
  /**
   * The day the policy's latest change took effect, when one is still to come or in force: a
   * change counts from it or later, so the versions in force follow each other in order (a
   * claim reads the one in force on its day).
   */
  lastChangeFrom?: string,
): string | null {
  if (!isoDate) return M.effectiveDateRequired;
  if (!parseIsoDate(isoDate)) return M.effectiveDateInvalid;
  if (isoDate < today) return M.effectiveDateInPast;
  if (isoDate > endDate) return M.effectiveDateAfterEnd(endDate);
  if (lastChangeFrom && isoDate < lastChangeFrom) {
    return M.effectiveDateBeforeLastChange(lastChangeFrom);
  }
  return null;
}
