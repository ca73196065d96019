import { describe, expect, it } from 'vitest';
import type { PolicyPaymentRead } from '../checkout/policy-payment.js';
import { leavingRefusal, lastDayOfCoverMessage, canWithdraw } from './cancellation-rules.js';
import { CANCELLATION_MESSAGES as M } from './cancellation-messages.js';
import {
  cancellationFeeInTerms,
  cancellationSettlement,
  type CancellationFacts,
} from './cancellation-settlement.js';
import { collectedByDate, collectionDates } from '../checkout/collection-schedule.js';

const byCard: PolicyPaymentRead = {
  method: 'card',
  paid_on: '2026-03-01',
  charged_cents: 365_00,
  plan: null,
};

const facts = (overrides: Partial<CancellationFacts> = {}): CancellationFacts => ({
  kind: 'cancellation',
  startDate: '2026-03-01',
  endDate: '2027-02-28',
  premiumCents: 365_00,
  payment: byCard,
  lastDayOfCover: '2026-09-01',
  today: '2026-09-01',
  feeInTermsCents: 30_00,
  withdrawalEndsOn: '2026-03-19',
  ...overrides,
});

const monthly: PolicyPaymentRead = {
  method: 'direct_debit',
  paid_on: '2026-03-01',
  charged_cents: 0,
  plan: {
    deposit_cents: null,
    instalments: 12,
    instalment_cents: 30_42,
    last_instalment_cents: 30_38,
    total_cents: 365_00,
    charge_cents: 0,
    collection_day: 8,
    first_collection_date: '2026-03-08',
  },
};

describe('the refund when a policy ends early', () => {
  it('withdrawing on the first day refunds all but that day, with no fee', () => {
    const settlement = cancellationSettlement(
      facts({ kind: 'withdrawal', lastDayOfCover: '2026-03-01', today: '2026-03-01' }),
    );
    expect(settlement).toMatchObject({
      days_in_period: 365,
      days_of_cover: 1,
      paid_cents: 365_00,
      cover_given_cents: 1_00,
      fee_cents: 0,
      settlement_cents: 364_00,
      route: 'card',
      instalments_stopped: false,
    });
  });

  it('withdrawing where the terms refund in full voids the policy from its start', () => {
    const inFull = cancellationSettlement(
      facts({
        kind: 'withdrawal',
        lastDayOfCover: '2026-03-14',
        today: '2026-03-14',
        withdrawalInFull: true,
      }),
    );
    // Void from its start: its cover ends the day before, so no day of it can be claimed on.
    expect(inFull).toMatchObject({
      last_day_of_cover: '2026-02-28',
      days_of_cover: 0,
      cover_given_cents: 0,
      fee_cents: 0,
      settlement_cents: 365_00,
    });
    // A monthly plan: the debits collected by then come back, and nothing more is collected.
    const monthlyInFull = cancellationSettlement(
      facts({
        kind: 'withdrawal',
        payment: monthly,
        lastDayOfCover: '2026-03-14',
        today: '2026-03-14',
        withdrawalInFull: true,
      }),
    );
    expect(monthlyInFull).toMatchObject({ paid_cents: 30_42, settlement_cents: 30_42 });
  });

  it('in-full terms do not reach a cancellation, nor a withdrawal without them', () => {
    const cancelled = cancellationSettlement(facts({ withdrawalInFull: true }));
    expect(cancelled.cover_given_cents).toBeGreaterThan(0);
    const withdrawn = cancellationSettlement(
      facts({
        kind: 'withdrawal',
        lastDayOfCover: '2026-03-14',
        today: '2026-03-14',
        withdrawalInFull: false,
      }),
    );
    expect(withdrawn).toMatchObject({ cover_given_cents: 14_00, settlement_cents: 351_00 });
  });

  it('withdrawing before the start refunds everything', () => {
    const settlement = cancellationSettlement(
      facts({ kind: 'withdrawal', lastDayOfCover: '2026-02-20', today: '2026-02-20' }),
    );
    expect(settlement.settlement_cents).toBe(365_00);
  });

  it('cancelling after the withdrawal period keeps the fee in the terms', () => {
    // 1 March to 1 September is 185 days: €185.00 of cover given, €180.00 unused, less €30.00.
    const settlement = cancellationSettlement(facts());
    expect(settlement).toMatchObject({
      days_of_cover: 185,
      cover_given_cents: 185_00,
      fee_cents: 30_00,
      settlement_cents: 150_00,
    });
  });

  it('cancelling inside the withdrawal period, for a later day, has no fee', () => {
    const settlement = cancellationSettlement(
      facts({ today: '2026-03-19', lastDayOfCover: '2026-03-31' }),
    );
    expect(settlement.fee_cents).toBe(0);
    expect(settlement.settlement_cents).toBe(365_00 - 31_00);
    expect(
      cancellationSettlement(facts({ today: '2026-03-20', lastDayOfCover: '2026-03-31' }))
        .fee_cents,
    ).toBe(30_00);
  });

  it('never lets the fee make the customer pay: on the last day nothing is refunded or owed', () => {
    const lastDay = cancellationSettlement(
      facts({ today: '2027-02-28', lastDayOfCover: '2027-02-28' }),
    );
    expect(lastDay).toMatchObject({ settlement_cents: 0, fee_cents: 0, route: 'none' });
    // Two days left: €2.00 unused, so only €2.00 of the €30.00 fee is kept.
    const twoLeft = cancellationSettlement(
      facts({ today: '2027-02-26', lastDayOfCover: '2027-02-26' }),
    );
    expect(twoLeft).toMatchObject({ fee_cents: 2_00, settlement_cents: 0 });
  });

  it('a leap year is 366 days', () => {
    const settlement = cancellationSettlement(
      facts({
        startDate: '2027-03-01',
        endDate: '2028-02-29',
        premiumCents: 366_00,
        payment: { ...byCard, charged_cents: 366_00 },
        today: '2028-02-29',
        lastDayOfCover: '2028-02-29',
        withdrawalEndsOn: '2027-03-19',
      }),
    );
    expect(settlement).toMatchObject({
      days_in_period: 366,
      days_of_cover: 366,
      settlement_cents: 0,
    });
  });

  it('nets a monthly plan: debits collected against cover given, the debits stopped', () => {
    // Debits on the 8th: by 1 September six were collected (8 March to 8 August), €182.52.
    expect(collectedByDate(monthly.plan!, '2026-09-01')).toBe(6 * 30_42);
    const settlement = cancellationSettlement(facts({ payment: monthly }));
    // €182.52 paid, €185.00 of cover given: the customer owes €2.48 and no fee.
    expect(settlement).toMatchObject({
      paid_cents: 182_52,
      cover_given_cents: 185_00,
      fee_cents: 0,
      settlement_cents: -2_48,
      route: 'bank_account',
      instalments_stopped: true,
    });
    // On a collection day the debit taken that day counts: €212.94 paid, €7.94 back after the fee.
    const onDebitDay = cancellationSettlement(
      facts({ payment: monthly, today: '2026-09-08', lastDayOfCover: '2026-09-08' }),
    );
    expect(onDebitDay).toMatchObject({
      paid_cents: 212_94,
      cover_given_cents: 192_00,
      fee_cents: 20_94,
      settlement_cents: 0,
    });
  });

  it('does not refund a missed debit: it was never paid, and what it should have taken is owed', () => {
    // Cancelled on 8 September with that day's debit taken; August's was missed. Paid €182.52
    // (not €212.94), €192.00 of cover given: the customer owes €9.48 and no fee is kept.
    const august = { date: '2026-08-08', amount_cents: 30_42 };
    const onDebitDay = { payment: monthly, today: '2026-09-08', lastDayOfCover: '2026-09-08' };
    const missed = cancellationSettlement(
      facts({ ...onDebitDay, collections: [{ ...august, status: 'missed' }] }),
    );
    expect(missed).toMatchObject({
      paid_cents: 182_52,
      cover_given_cents: 192_00,
      fee_cents: 0,
      settlement_cents: -9_48,
      route: 'bank_account',
    });
    // Paid by card after it was missed, it counts as the collected debit would have.
    const paidByCard = cancellationSettlement(
      facts({ ...onDebitDay, collections: [{ ...august, status: 'paid_by_card' }] }),
    );
    expect(paidByCard).toEqual(cancellationSettlement(facts(onDebitDay)));
    expect(paidByCard.paid_cents).toBe(212_94);
  });

  it('withdrawing with the first debit missed refunds nothing and asks for the cover given', () => {
    const settlement = cancellationSettlement(
      facts({
        kind: 'withdrawal',
        payment: monthly,
        today: '2026-03-10',
        lastDayOfCover: '2026-03-10',
        collections: [{ date: '2026-03-08', amount_cents: 30_42, status: 'missed' }],
      }),
    );
    // Ten days of cover, €10.00: nothing was paid, so €10.00 is owed.
    expect(settlement).toMatchObject({
      paid_cents: 0,
      cover_given_cents: 10_00,
      settlement_cents: -10_00,
      route: 'bank_account',
    });
  });

  it('nets a monthly plan as its changes left it: the debits at their new amounts and any card charge', () => {
    // A change made 25 August added €50 to the six debits from 8 September (€8.33 each, the last
    // €8.35); another was paid €20 by card. By 8 September €212.94 + €8.33 + €20 is paid.
    const settlement = cancellationSettlement(
      facts({
        payment: monthly,
        premiumCents: 435_00,
        today: '2026-09-08',
        lastDayOfCover: '2026-09-08',
        planChanges: {
          adjustments: [{ madeOn: '2026-08-25', cents: 50_00 }],
          besidesPlanCents: 20_00,
        },
      }),
    );
    expect(settlement.paid_cents).toBe(241_27);
    expect(settlement.settlement_cents).toBe(
      241_27 - settlement.cover_given_cents - settlement.fee_cents,
    );
  });

  it('dates the debits on the collection day, the month end when shorter, and the last one as recorded', () => {
    const dates = collectionDates({
      ...monthly.plan!,
      collection_day: 31,
      first_collection_date: '2026-01-31',
    });
    expect(dates.slice(0, 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(collectedByDate(monthly.plan!, '2027-12-31')).toBe(365_00);
    expect(collectedByDate(monthly.plan!, '2026-03-07')).toBe(0);
    expect(collectedByDate({ ...monthly.plan!, deposit_cents: 60_00 }, '2026-03-07')).toBe(60_00);
  });
});

describe('the cancellation fee as the schedule prints it', () => {
  it('names the fee in euro and when it is kept, as the settlement keeps it', () => {
    expect(cancellationFeeInTerms(30_00)).toBe(
      '€30.00, kept only from a refund (never more than the refund) when you cancel after your 14 working days to withdraw; none when you withdraw or cancel within them',
    );
    expect(cancellationFeeInTerms(0)).toBe('None');
    // The rule the words tell: none within the period, and never more than the refund.
    const within = cancellationSettlement(
      facts({ today: '2026-03-19', lastDayOfCover: '2026-03-19' }),
    );
    expect(within.fee_cents).toBe(0);
    const small = cancellationSettlement(
      facts({ payment: byCard, premiumCents: 365_00, lastDayOfCover: '2027-02-20' }),
    );
    expect(small).toMatchObject({
      cover_given_cents: 357_00,
      fee_cents: 8_00,
      settlement_cents: 0,
    });
  });
});

describe('whether a policy may end as asked', () => {
  const policy = {
    status: 'active',
    startDate: '2026-03-01',
    endDate: '2027-02-28',
    withdrawalEndsOn: '2026-03-19',
    claimInProgress: false,
    claimsPhoneNumber: '01 488 4063',
  };

  it("withdraws up to and including the period's last day", () => {
    expect(leavingRefusal(policy, { kind: 'withdrawal' }, '2026-03-19')).toBeNull();
    expect(canWithdraw(policy, '2026-03-19')).toBe(true);
    expect(leavingRefusal(policy, { kind: 'withdrawal' }, '2026-03-20')).toEqual({
      field: 'policy',
      message:
        'The withdrawal period for this policy ended on 19/03/2026. You can still cancel it.',
    });
    expect(canWithdraw(policy, '2026-03-20')).toBe(false);
  });

  it('refuses a policy with a claim in progress, giving the number to call', () => {
    expect(
      leavingRefusal({ ...policy, claimInProgress: true }, { kind: 'withdrawal' }, '2026-03-02')
        ?.message,
    ).toBe(
      'This policy has a claim in progress, so it cannot be cancelled online. Please call us on 01 488 4063, Monday to Friday 9am-5pm.',
    );
  });

  it('refuses a policy already cancelled, lapsed or ended', () => {
    expect(
      leavingRefusal({ ...policy, status: 'cancelled' }, { kind: 'withdrawal' }, '2026-03-02')
        ?.message,
    ).toBe(M.alreadyEnded);
    expect(
      leavingRefusal({ ...policy, status: 'lapsed' }, { kind: 'withdrawal' }, '2026-03-02')
        ?.message,
    ).toBe(M.notActive);
    expect(
      leavingRefusal(policy, { kind: 'cancellation', lastDayOfCover: '2027-03-01' }, '2027-03-01')
        ?.message,
    ).toBe(M.notActive);
  });

  it("takes a last day of cover from today to the policy's end", () => {
    const today = '2026-09-01';
    expect(lastDayOfCoverMessage(undefined, policy.endDate, today)).toBe(M.dateRequired);
    expect(lastDayOfCoverMessage('2026-02-30', policy.endDate, today)).toBe(M.dateInvalid);
    expect(lastDayOfCoverMessage('2026-08-31', policy.endDate, today)).toBe(M.dateInPast);
    expect(lastDayOfCoverMessage('2026-09-01', policy.endDate, today)).toBeNull();
    expect(lastDayOfCoverMessage('2027-02-28', policy.endDate, today)).toBeNull();
    expect(lastDayOfCoverMessage('2027-03-01', policy.endDate, today)).toBe(
      'The last day of cover must be on or before the day your policy ends, 28/02/2027',
    );
  });
});
