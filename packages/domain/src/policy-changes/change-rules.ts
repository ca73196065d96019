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
