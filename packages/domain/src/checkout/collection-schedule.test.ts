import { describe, expect, it } from 'vitest';
import {
  DEBIT_NOTICE_DAYS,
  collectedByDate,
  collectionSchedule,
  debitAsItStandsInWords,
  debitDayInWords,
  debitsAsTheyStand,
  firstDebitCarrying,
  planAsItStands,
  planCanCarry,
  spreadOver,
} from './collection-schedule.js';
import type { PolicyPaymentPlan } from './policy-payment.js';

// €365.00 in twelve debits on the 8th from 8 March 2026: eleven of €30.42, the last €30.38.
const plan: PolicyPaymentPlan = {
  deposit_cents: null,
  instalments: 12,
  instalment_cents: 30_42,
  last_instalment_cents: 30_38,
  total_cents: 365_00,
  charge_cents: 0,
  collection_day: 8,
  first_collection_date: '2026-03-08',
};

const total = (debits: { amount_cents: number }[]) =>
  debits.reduce((sum, debit) => sum + debit.amount_cents, 0);

describe('a monthly plan with mid-term changes on its debits', () => {
  it('is the plan as bought when nothing changed', () => {
    const schedule = collectionSchedule(plan);
    expect(schedule).toHaveLength(12);
    expect(schedule[0]).toEqual({ date: '2026-03-08', amount_cents: 30_42 });
    expect(schedule[11]).toEqual({ date: '2027-02-08', amount_cents: 30_38 });
    expect(total(schedule)).toBe(365_00);
  });

  it('gives a new amount 14 days ahead: the debit on the 14th day carries it, the 13th does not', () => {
    expect(DEBIT_NOTICE_DAYS).toBe(14);
    expect(firstDebitCarrying('2026-08-25')).toBe('2026-09-08');
    // Made 25 August: the 8 September debit is 14 days on, so it and the four after carry €50.
    const onTheDay = collectionSchedule(plan, [{ madeOn: '2026-08-25', cents: 50_00 }]);
    expect(onTheDay[5]).toEqual({ date: '2026-08-08', amount_cents: 30_42 });
    expect(onTheDay[6]).toEqual({ date: '2026-09-08', amount_cents: 30_42 + 8_33 });
    expect(onTheDay[11]).toEqual({ date: '2027-02-08', amount_cents: 30_38 + 8_33 + 2 });
    expect(total(onTheDay)).toBe(415_00);
    // Made a day later, the 8 September debit is 13 days on: five debits carry it.
    const dayLater = collectionSchedule(plan, [{ madeOn: '2026-08-26', cents: 50_00 }]);
    expect(dayLater[6]).toEqual({ date: '2026-09-08', amount_cents: 30_42 });
    expect(dayLater[7]).toEqual({ date: '2026-10-08', amount_cents: 30_42 + 10_00 });
    expect(total(dayLater)).toBe(415_00);
  });

  it('spreads in whole cents, the last taking what is left, for a return too', () => {
    const debits = [
      { date: '2026-10-08', amount_cents: 30_42 },
      { date: '2026-11-08', amount_cents: 30_42 },
      { date: '2026-12-08', amount_cents: 30_38 },
    ];
    expect(spreadOver(debits, 100).map((d) => d.amount_cents)).toEqual([30_75, 30_75, 30_72]);
    expect(spreadOver(debits, -100).map((d) => d.amount_cents)).toEqual([30_09, 30_09, 30_04]);
    expect(total(spreadOver(debits, -100))).toBe(total(debits) - 100);
    expect(() => spreadOver([], 1)).toThrow(RangeError);
  });

  it('carries a return only while no debit goes below nothing', () => {
    // From 26 January only the last debit (8 February, €30.38) is 14 days ahead.
    expect(planCanCarry(collectionSchedule(plan), { madeOn: '2027-01-25', cents: -30_38 })).toBe(
      true,
    );
    expect(planCanCarry(collectionSchedule(plan), { madeOn: '2027-01-25', cents: -30_39 })).toBe(
      false,
    );
    // A day later no debit is far enough ahead: nothing carries it, a charge or a return.
    expect(planCanCarry(collectionSchedule(plan), { madeOn: '2027-01-26', cents: 1 })).toBe(false);
    // One the debits cannot carry is left off them (the premium keeps it), never an error.
    expect(
      collectionSchedule(plan, [
        { madeOn: '2027-01-26', cents: 1 },
        { madeOn: '2027-01-25', cents: -30_39 },
      ]),
    ).toEqual(collectionSchedule(plan));
  });

  it('lays changes on in the order they were made, each on the debits as the last left them', () => {
    const schedule = collectionSchedule(plan, [
      { madeOn: '2026-10-20', cents: -9_00 },
      { madeOn: '2026-05-01', cents: 70_00 },
    ]);
    // From 8 June nine debits carry €70 (€7.77 each, the last €7.84); from 8 November four
    // carry -€9 (-€2.25 each).
    expect(schedule[2]).toEqual({ date: '2026-05-08', amount_cents: 30_42 });
    expect(schedule[3]).toEqual({ date: '2026-06-08', amount_cents: 38_19 });
    expect(schedule[8]).toEqual({ date: '2026-11-08', amount_cents: 35_94 });
    expect(schedule[11]).toEqual({ date: '2027-02-08', amount_cents: 35_97 });
    expect(total(schedule)).toBe(365_00 + 70_00 - 9_00);
  });

  it('counts what was collected by a day at the amounts taken then, with any deposit', () => {
    const changes = [{ madeOn: '2026-08-25', cents: 50_00 }];
    expect(collectedByDate(plan, '2026-09-07', changes)).toBe(6 * 30_42);
    expect(collectedByDate(plan, '2026-09-08', changes)).toBe(7 * 30_42 + 8_33);
    expect(collectedByDate({ ...plan, deposit_cents: 60_00 }, '2026-03-07', changes)).toBe(60_00);
    expect(collectedByDate(plan, '2027-12-31', changes)).toBe(415_00);
  });
});

describe('what a plan has taken, with the debits the bank was asked for', () => {
  // By 8 September seven debits are dated (8 March to 8 September), €212.94 with no record.
  it('counts a collected debit at what it took and leaves a missed one out: it is owed', () => {
    expect(collectedByDate(plan, '2026-09-08')).toBe(7 * 30_42);
    const missedInAugust = [{ date: '2026-08-08', amount_cents: 30_42, status: 'missed' as const }];
    expect(collectedByDate(plan, '2026-09-08', [], missedInAugust)).toBe(6 * 30_42);
    // A collected record counts at the amount the bank took.
    expect(
      collectedByDate(
        plan,
        '2026-09-08',
        [],
        [{ date: '2026-08-08', amount_cents: 30_00, status: 'collected' }],
      ),
    ).toBe(6 * 30_42 + 30_00);
  });

  it('counts a missed debit once it is paid by card', () => {
    const paid = [{ date: '2026-08-08', amount_cents: 30_42, status: 'paid_by_card' as const }];
    expect(collectedByDate(plan, '2026-09-08', [], paid)).toBe(7 * 30_42);
  });

  it('at its day’s boundary: a missed debit of the day takes nothing, an unrecorded one counts', () => {
    const missedToday = [{ date: '2026-09-08', amount_cents: 30_42, status: 'missed' as const }];
    expect(collectedByDate(plan, '2026-09-08', [], missedToday)).toBe(6 * 30_42);
    expect(collectedByDate(plan, '2026-09-07', [], missedToday)).toBe(6 * 30_42);
    // Every debit missed: only the card deposit was taken.
    const allMissed = collectionSchedule(plan).map((debit) => ({
      ...debit,
      status: 'missed' as const,
    }));
    expect(collectedByDate({ ...plan, deposit_cents: 60_00 }, '2027-12-31', [], allMissed)).toBe(
      60_00,
    );
  });

  it('counts what the bank took even when it was asked before the debit’s day', () => {
    const early = [{ date: '2026-10-08', amount_cents: 30_42, status: 'collected' as const }];
    expect(collectedByDate(plan, '2026-09-08', [], early)).toBe(8 * 30_42);
  });
});

describe('the debits as they stand', () => {
  const schedule = collectionSchedule(plan).slice(5, 8); // 8 August, September, October
  it('are collected by their day, due after it, and stopped after the day the policy ended', () => {
    expect(debitsAsTheyStand(schedule, '2026-09-08', null).map((d) => d.status)).toEqual([
      'collected',
      'collected',
      'due',
    ]);
    expect(debitsAsTheyStand(schedule, '2026-09-07', null)[1]!.status).toBe('due');
    // Cancelled on 8 September: that day's debit was taken, the next is stopped.
    expect(debitsAsTheyStand(schedule, '2026-12-01', '2026-09-08').map((d) => d.status)).toEqual([
      'collected',
      'collected',
      'stopped',
    ]);
  });
});

describe('the plan as it stands, as an endorsement prints it', () => {
  it('keeps the debits collected, lays the change on those to come, and the charge as bought', () => {
    // The worked example: changed on 25 August 2026 at €50.00 more.
    const made = [{ madeOn: '2026-08-25', cents: 50_00 }];
    const standing = planAsItStands(
      { deposit_cents: null, charge_cents: 0 },
      collectionSchedule(plan, made),
      '2026-08-25',
    );
    expect(standing.charge_cents).toBe(0);
    expect(standing.debits).toHaveLength(12);
    expect(standing.debits.slice(0, 6)).toEqual(
      collectionSchedule(plan)
        .slice(0, 6)
        .map((debit) => ({ ...debit, status: 'collected' })),
    );
    expect(standing.debits.slice(6).map((debit) => debit.amount_cents)).toEqual([
      38_75, 38_75, 38_75, 38_75, 38_75, 38_73,
    ]);
    expect(standing.debits.slice(6).every((debit) => debit.status === 'due')).toBe(true);
    expect(total(standing.debits)).toBe(415_00);
    const september = standing.debits[6]!;
    expect(`${debitDayInWords(september)} ${debitAsItStandsInWords(september)}`).toBe(
      'Direct debit on 08/09/2026 €38.75, due',
    );
    expect(debitAsItStandsInWords(standing.debits[0]!)).toBe('€30.42, collected');
  });
});
