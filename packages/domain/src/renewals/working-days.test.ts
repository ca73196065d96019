import { describe, expect, it } from 'vitest';
import {
  businessDaysAfter,
  isIrishBusinessDay,
  isIrishPublicHoliday,
  isIrishWorkingDay,
  isNoticeLate,
  latestRenewalDateDueOn,
  noticeDeadline,
  noticeWorkingDays,
  workingDaysBefore,
  workingDaysBetween,
} from './working-days.js';

describe('Irish public holidays', () => {
  it.each([
    ['2025-01-01', "New Year's Day"],
    ['2025-02-03', "St Brigid's Day: the first Monday of February"],
    ['2026-02-02', "St Brigid's Day 2026"],
    ['2027-02-01', "St Brigid's Day 2027 falls on the 1st, a Monday"],
    ['2025-03-17', "St Patrick's Day"],
    ['2026-03-17', "St Patrick's Day"],
    ['2025-04-21', 'Easter Monday 2025'],
    ['2026-04-06', 'Easter Monday 2026'],
    ['2027-03-29', 'Easter Monday 2027'],
    ['2028-04-17', 'Easter Monday 2028'],
    ['2026-05-04', 'the May bank holiday'],
    ['2026-06-01', 'the June bank holiday'],
    ['2026-08-03', 'the August bank holiday'],
    ['2026-10-26', 'the October bank holiday'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-26', "St Stephen's Day"],
    ['2026-12-28', "the day off in place of St Stephen's Day on a Saturday"],
    ['2027-12-27', "the day off in place of St Stephen's Day on a Sunday"],
  ])('%s is a public holiday (%s)', (date) => {
    expect(isIrishPublicHoliday(date)).toBe(true);
    expect(isIrishWorkingDay(date)).toBe(false);
  });

  it.each([
    ['2026-04-03', 'Good Friday: a bank holiday, not a public holiday'],
    ['2026-12-24', 'Christmas Eve'],
    ['2026-12-29', 'the day after the day off in place'],
    ['2026-11-25', 'an ordinary Wednesday'],
  ])('%s is a working day (%s)', (date) => {
    expect(isIrishWorkingDay(date)).toBe(true);
  });

  it('weekends are not working days', () => {
    expect(isIrishWorkingDay('2026-11-28')).toBe(false);
    expect(isIrishWorkingDay('2026-11-29')).toBe(false);
  });

  it('refuses what is not a date', () => {
    expect(() => isIrishWorkingDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('counting working days', () => {
  it('steps back over weekends and holidays', () => {
    // Monday 5 January 2026: the Friday before is 2 January; 1 January is a holiday.
    expect(workingDaysBefore('2026-01-05', 1)).toBe('2026-01-02');
    expect(workingDaysBefore('2026-01-05', 2)).toBe('2025-12-31');
    // Over Christmas 2026: 25, 26 (Saturday), 27 (Sunday) and 28 (in place) are not counted.
    expect(workingDaysBefore('2026-12-29', 1)).toBe('2026-12-24');
  });

  it('counts neither end', () => {
    expect(workingDaysBetween('2026-11-23', '2026-11-25')).toBe(1);
    expect(workingDaysBetween('2026-11-25', '2026-11-25')).toBe(0);
    expect(workingDaysBetween('2026-11-27', '2026-11-30')).toBe(0);
    expect(workingDaysBetween('2026-12-23', '2026-12-30')).toBe(2);
  });

  it('crosses years with their own holidays', () => {
    // From Friday 18 December 2026 to Monday 4 January 2027: 21, 22, 23, 24, 29, 30, 31 December.
    expect(workingDaysBetween('2026-12-18', '2027-01-04')).toBe(7);
    // 20 to 24 and 28 to 31 December 2027 (27 is the day off in place), and 3 January 2028.
    expect(workingDaysBetween('2027-12-17', '2028-01-04')).toBe(10);
  });
});

describe('the renewal notice deadline (20 working days)', () => {
  it.each([
    ['2027-01-01', 20],
    ['2026-12-25', 20],
    ['2027-04-01', 20],
    ['2026-06-15', 25],
  ])(
    'a notice on the deadline for %s leaves exactly %i working days, a day later one fewer',
    (due, days) => {
      const deadline = noticeDeadline(due, days);
      expect(workingDaysBetween(deadline, due)).toBeGreaterThanOrEqual(days);
      const dayAfter = new Date(`${deadline}T00:00:00Z`);
      dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
      expect(workingDaysBetween(dayAfter.toISOString().slice(0, 10), due)).toBe(days - 1);
    },
  );

  it('puts the deadline for a renewal on 1 January 2027 before Christmas', () => {
    // 2 to 31 December 2026 hold 20 working days (less 25 and 28 December): a notice on
    // 1 December is the last on time.
    expect(noticeDeadline('2027-01-01', 20)).toBe('2026-12-01');
  });
});

describe('a notice under the legal minimum of 20 working days is late', () => {
  it.each([
    // Renewal on Monday 28 December 2026, the day off in place of St Stephen's Day: 25 December
    // (Friday) and 28 December are not counted, nor the weekend between.
    ['2026-11-26', '2026-12-28', 20, false, 'Thursday: Friday 27 November to 24 December'],
    ['2026-11-27', '2026-12-28', 19, true, 'Friday: the day it is sent is not counted'],
    ['2026-11-28', '2026-12-28', 19, true, 'Saturday 28/11 for 28/12: the notice of old'],
    // Renewal on Monday 4 January 2027: Christmas Day, the day in place of St Stephen's Day and
    // New Year's Day are not counted.
    ['2026-12-01', '2027-01-04', 20, false, '2 to 31 December less 25 and 28 December'],
    ['2026-12-02', '2027-01-04', 19, true, 'a day later'],
    // Renewal on Tuesday 4 January 2028: Christmas 2027 falls on a Saturday, St Stephen's Day on
    // the Sunday (Monday 27 December in its place), New Year's Day 2028 on a Saturday.
    ['2027-12-03', '2028-01-04', 20, false, '6 to 24 and 28 to 31 December, and 3 January'],
    ['2027-12-05', '2028-01-04', 20, false, 'Sunday: the weekend takes nothing away'],
    ['2027-12-06', '2028-01-04', 19, true, 'Monday 6 December is no longer counted'],
  ])('sent on %s for a renewal on %s: %i working days (late: %s; %s)', (sent, due, days, late) => {
    expect(noticeWorkingDays(sent, due)).toBe(days);
    expect(isNoticeLate(sent, due)).toBe(late);
  });

  it('agrees with the deadline: on it a notice is on time, the working day after it late', () => {
    for (const due of ['2026-12-28', '2027-01-04', '2028-01-04', '2027-03-18']) {
      const deadline = noticeDeadline(due, 20);
      expect(isNoticeLate(deadline, due)).toBe(false);
      expect(isNoticeLate(workingDaysBefore(due, 19), due)).toBe(true);
    }
  });
});

describe('the latest renewal date whose notice is due on a day (the demo policy)', () => {
  it('is 7 January 2027 for a notice due on Sunday 29 November 2026, 25 working days ahead', () => {
    expect(latestRenewalDateDueOn('2026-11-29', 25)).toBe('2027-01-07');
    expect(noticeWorkingDays('2026-11-29', '2027-01-07')).toBe(25);
    // A day later would not yet be due.
    expect(noticeDeadline('2027-01-08', 25) > '2026-11-29').toBe(true);
  });

  it('is due and on time whatever the day, Christmas included', () => {
    const start = Date.UTC(2026, 9, 1);
    for (let day = 0; day < 500; day += 1) {
      const today = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const renewal = latestRenewalDateDueOn(today, 25);
      expect(noticeDeadline(renewal, 25) <= today, today).toBe(true);
      expect(noticeWorkingDays(today, renewal), today).toBeGreaterThanOrEqual(24);
      expect(isNoticeLate(today, latestRenewalDateDueOn(today, 21)), today).toBe(false);
    }
  });
});

describe('business days, as the Consumer Protection Code counts them', () => {
  it('are working days less the bank holidays: Good Friday is a working day, not a business day', () => {
    expect(isIrishWorkingDay('2027-03-26')).toBe(true);
    expect(isIrishBusinessDay('2027-03-26')).toBe(false);
    expect(isIrishBusinessDay('2027-03-29')).toBe(false);
    expect(isIrishBusinessDay('2026-12-28')).toBe(false);
    expect(isIrishBusinessDay('2026-12-24')).toBe(true);
    expect(isIrishBusinessDay('2026-11-28')).toBe(false);
  });

  it('are counted after a day, that day not counted', () => {
    expect(businessDaysAfter('2027-03-25', 1)).toBe('2027-03-30');
    expect(businessDaysAfter('2026-11-30', 0)).toBe('2026-11-30');
    expect(() => businessDaysAfter('2026-02-30', 1)).toThrow(RangeError);
  });
});
