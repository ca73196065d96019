import { MONTH_NAMES } from '../dates/calendar-date.js';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A day in words, as a letter writes it: 'Tuesday 12 January 2027' (from YYYY-MM-DD; the text as
 * given when it is not one). Written out here, so no locale data is needed (decision 0023).
 */
export function dayInWords(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const monthName = MONTH_NAMES[month - 1];
  if (!monthName) return isoDate;
  return `${WEEKDAYS[weekday]} ${day} ${monthName} ${year}`;
}
