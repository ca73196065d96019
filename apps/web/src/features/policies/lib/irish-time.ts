import { IRISH_TIME_ZONE } from '@wallet/domain';

/**
 * The wallet's days and times in Irish time, wherever the customer is: a withdrawal period ends on
 * an Irish day, and the API dates what it receives in Ireland. Made the first time it is asked
 * for, not when the module loads: the wallet's landing page imports it, and a landing page's start
 * makes no locale format (decision 0023).
 */
let irishClock: Intl.DateTimeFormat | undefined;

function irishParts(instant: Date): Record<string, string> {
  irishClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: IRISH_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(
    irishClock.formatToParts(instant).map((part) => [part.type, part.value]),
  );
}

/** Today in Ireland, YYYY-MM-DD. */
export function irishToday(now: Date = new Date()): string {
  const parts = irishParts(now);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** An ISO instant as the customer reads it in Irish time: 29/11/2026 and 21:05; null when not one. */
export function irishDateAndTime(iso: string): { date: string; time: string } | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = irishParts(instant);
  return {
    date: `${parts.day}/${parts.month}/${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}
