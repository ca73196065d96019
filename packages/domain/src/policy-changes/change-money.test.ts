import { describe, expect, it } from 'vitest';
import { collectionSchedule } from '../checkout/collection-schedule.js';
import type { PolicyPaymentPlan } from '../checkout/policy-payment.js';
import {
  changeMoneyRoutes,
  changeSettlementOf,
  debitsInWords,
  planChangesOf,
} from './change-money.js';

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
const monthlyOn = (today: string) => ({ schedule: collectionSchedule(plan), today });

describe('how a change’s money moves', () => {
  it('a card policy pays by card and is refunded to it', () => {
    expect(changeMoneyRoutes(10_00, null)).toEqual({
      pay_by: ['card'],
      refund_to: null,
      debits_after: null,
    });
    expect(changeMoneyRoutes(-10_00, null)).toEqual({
      pay_by: [],
      refund_to: 'card',
      debits_after: null,
    });
    expect(changeMoneyRoutes(0, monthlyOn('2026-08-25'))).toEqual({
      pay_by: [],
      refund_to: null,
      debits_after: null,
    });
  });

  it('a monthly plan’s debits carry a charge or a return, and show the debits it leaves', () => {
    const charge = changeMoneyRoutes(50_00, monthlyOn('2026-08-25'));
    expect(charge.pay_by).toEqual(['card', 'instalments']);
    expect(charge.debits_after).toHaveLength(6);
    expect(debitsInWords(charge.debits_after!)).toBe(
      '6 monthly direct debits of €38.75 from 08/09/2026 (the last €38.73)',
    );
    const back = changeMoneyRoutes(-12_00, monthlyOn('2026-08-25'));
    expect(back).toMatchObject({ pay_by: [], refund_to: 'instalments' });
    expect(debitsInWords(back.debits_after!)).toBe(
      '6 monthly direct debits of €28.42 from 08/09/2026 (the last €28.38)',
    );
  });

  it('past the last debit’s notice, a charge is paid by card and a return goes to the bank account', () => {
    expect(changeMoneyRoutes(1, monthlyOn('2027-01-26'))).toEqual({
      pay_by: ['card'],
      refund_to: null,
      debits_after: null,
    });
    expect(changeMoneyRoutes(-1, monthlyOn('2027-01-26'))).toMatchObject({
      refund_to: 'bank_account',
    });
    // The last debit (€30.38) can take €30.38 off, not a cent more.
    expect(changeMoneyRoutes(-30_38, monthlyOn('2027-01-25')).refund_to).toBe('instalments');
    expect(changeMoneyRoutes(-30_39, monthlyOn('2027-01-25')).refund_to).toBe('bank_account');
    expect(debitsInWords(changeMoneyRoutes(-30_38, monthlyOn('2027-01-25')).debits_after!)).toBe(
      '1 monthly direct debit of €0.00 from 08/02/2027',
    );
  });

  it('names what a made change did with its money', () => {
    expect(changeSettlementOf(1, 'card', null)).toBe('card_charged');
    expect(changeSettlementOf(1, 'instalments', null)).toBe('added_to_instalments');
    expect(changeSettlementOf(-1, undefined, 'card')).toBe('card_refund');
    expect(changeSettlementOf(-1, undefined, 'instalments')).toBe('instalments_reduced');
    expect(changeSettlementOf(-1, undefined, 'bank_account')).toBe('bank_refund');
    expect(changeSettlementOf(0, undefined, null)).toBe('none');
  });
});

describe('a monthly plan’s made changes', () => {
  it('puts the debits’ changes on the plan and the rest beside it', () => {
    expect(
      planChangesOf([
        { madeOn: '2026-05-01', cents: 70_00, settlement: 'added_to_instalments' },
        { madeOn: '2026-06-01', cents: 20_00, settlement: 'card_charged' },
        { madeOn: '2026-07-01', cents: -9_00, settlement: 'instalments_reduced' },
        { madeOn: '2027-01-30', cents: -5_00, settlement: 'bank_refund' },
        { madeOn: '2027-01-30', cents: 0, settlement: 'none' },
      ]),
    ).toEqual({
      adjustments: [
        { madeOn: '2026-05-01', cents: 70_00 },
        { madeOn: '2026-07-01', cents: -9_00 },
      ],
      besidesPlanCents: 15_00,
    });
  });
});
