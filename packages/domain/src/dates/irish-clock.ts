/**
 * The wall clock in Ireland at an instant, by the law that sets it rather than by the browser's
 * time-zone tables: Irish Standard Time (UTC+1) from 01:00 UTC on the last Sunday of March to
 * 01:00 UTC on the last Sunday of October, Greenwich Mean Time (UTC) otherwise (Standard Time
 * (Amendment) Act 1971 and S.I. 73/1981 after Directive 2000/84/EC). The first locale format made
 * with a time zone loads the zone tables, a 30 ms task on a phone that every signed-in page paid
 * while drawing its first screen; this costs nothing. The tests hold it to `Europe/Dublin`'s
 * tables hour by hour over forty years. The rule is the one in force since 1996 (before, summer
 * time ended in late October by other rules): the wallet reads no earlier instant.
 */
import { MONTH_NAMES } from './calendar-date.js';

export type IrishWallClock = {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
};

const HOUR_MS = 3_600_000;

/** The last Sunday of a month at 01:00 UTC, when the clocks change across the EU. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  const day = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, monthIndex, day, 1);
}

/** Minutes Irish time is ahead of UTC at the instant: 60 in summer, 0 in winter. */
export function irishOffsetMinutes(instant: Date): number {
  const at = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = at >= lastSundayAtOneUtc(year, 2) && at < lastSundayAtOneUtc(year, 9);
  return summer ? 60 : 0;
}

/** The instant as a clock in Ireland reads it. */
export function irishWallClock(instant: Date): IrishWallClock {
  const shifted = new Date(instant.getTime() + (irishOffsetMinutes(instant) / 60) * HOUR_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today in Ireland, YYYY-MM-DD: a withdrawal period ends on an Irish day, wherever one is. */
export function irishToday(now: Date = new Date()): string {
  const clock = irishWallClock(now);
  return `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
}

/** An ISO instant as a customer reads it in Irish time: 29/11/2026 and 21:05; null when not one. */
export function irishDateAndTime(iso: string): { date: string; time: string } | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const clock = irishWallClock(instant);
  return {
    date: `${twoDigits(clock.day)}/${twoDigits(clock.month)}/${clock.year}`,
    time: `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`,
  };
}

/** An instant in words in Irish time: '14 April 2026 at 09:05'. */
export function irishDayAndTimeInWords(instant: Date): string {
  const clock = irishWallClock(instant);
  return `${clock.day} ${MONTH_NAMES[clock.month - 1]} ${clock.year} at ${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}
