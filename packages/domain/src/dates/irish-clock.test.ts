import { describe, expect, it } from 'vitest';
import {
  irishDateAndTime,
  irishDayAndTimeInWords,
  irishOffsetMinutes,
  irishToday,
  irishWallClock,
} from './irish-clock.js';

const dublin = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Dublin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function byZoneTables(instant: Date) {
  const parts = Object.fromEntries(
    dublin.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
  };
}

describe('irishWallClock', () => {
  it('reads as Europe/Dublin does every hour from 2000 to 2040', () => {
    const start = Date.UTC(2000, 0, 1);
    const end = Date.UTC(2040, 0, 1);
    const mismatches: string[] = [];
    for (let at = start; at < end && mismatches.length < 5; at += 3_600_000) {
      const instant = new Date(at);
      const expected = byZoneTables(instant);
      const actual = irishWallClock(instant);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        mismatches.push(`${instant.toISOString()}: ${JSON.stringify(actual)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    // 2026: summer time from Sunday 29 March, back on Sunday 25 October.
    expect(irishOffsetMinutes(new Date('2026-03-29T00:59:59.999Z'))).toBe(0);
    expect(irishOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(60);
    expect(irishWallClock(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ hour: 2 });
    expect(irishOffsetMinutes(new Date('2026-10-25T00:59:59.999Z'))).toBe(60);
    expect(irishOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(0);
    expect(irishWallClock(new Date('2026-10-25T00:30:00Z'))).toMatchObject({ hour: 1 });
    expect(irishWallClock(new Date('2026-10-25T01:30:00Z'))).toMatchObject({ hour: 1 });
  });

  it('turns the day at midnight Irish time, not UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Ireland; on 31 December it is still 31 December.
    expect(irishWallClock(new Date('2026-06-30T23:30:00Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 0,
      minute: 30,
    });
    expect(irishWallClock(new Date('2026-12-31T23:30:00Z'))).toMatchObject({
      year: 2026,
      month: 12,
      day: 31,
    });
  });
});

describe('Irish days and times as a customer reads them', () => {
  it('pads days, months, hours and minutes, and says the day in words without a nought', () => {
    // 23:05 UTC on 31 March 2026 is 00:05 on 1 April in Ireland.
    expect(irishToday(new Date('2026-03-31T23:05:00Z'))).toBe('2026-04-01');
    expect(irishDateAndTime('2026-03-31T23:05:00Z')).toEqual({ date: '01/04/2026', time: '00:05' });
    expect(irishDayAndTimeInWords(new Date('2026-03-31T23:05:00Z'))).toBe('1 April 2026 at 00:05');
    expect(irishDateAndTime('not a date')).toBeNull();
  });
});
