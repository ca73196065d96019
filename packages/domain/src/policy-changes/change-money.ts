import {
  debitsToCarry,
  planCanCarry,
  spreadOver,
  type Collection,
  type PlanAdjustment,
} from '../checkout/collection-schedule.js';
import { isoToDisplayDate } from '../dates/calendar-date.js';
import { formatEuro } from '../platform/money.js';
import type {
  ChangePaymentMethod,
  ChangeRefundRoute,
  ChangeSettlement,
} from './change-messages.js';

/**
 * How a change's money may move (issue 43, decision 0038): a card policy pays an extra charge by
 * card and is refunded to it; a monthly plan's debits from the notice on carry either, when they
 * can (never below nothing); else the charge is paid by card and the return goes to the bank
 * account the debits come from.
 */
export interface ChangeMoneyRoutes {
  pay_by: ChangePaymentMethod[];
  refund_to: ChangeRefundRoute | null;
  /** The debits as they fall with the change on them; null when they do not carry it. */
  debits_after: Collection[] | null;
}

/** The debits a monthly plan has still to collect, and the day the change is made. */
export interface MonthlyPlanFacts {
  schedule: readonly Collection[];
  /** YYYY-MM-DD */
  today: string;
}

export function changeMoneyRoutes(
  adjustmentCents: number,
  monthly: MonthlyPlanFacts | null,
): ChangeMoneyRoutes {
  if (adjustmentCents === 0) return { pay_by: [], refund_to: null, debits_after: null };
  const carries =
    monthly !== null &&
    planCanCarry(monthly.schedule, { madeOn: monthly.today, cents: adjustmentCents });
  const debitsAfter =
    carries && monthly
      ? spreadOver(debitsToCarry(monthly.schedule, monthly.today), adjustmentCents)
      : null;
  if (adjustmentCents > 0) {
    return {
      pay_by: carries ? ['card', 'instalments'] : ['card'],
      refund_to: null,
      debits_after: debitsAfter,
    };
  }
  const refundTo: ChangeRefundRoute = monthly ? (carries ? 'instalments' : 'bank_account') : 'card';
  return { pay_by: [], refund_to: refundTo, debits_after: debitsAfter };
}

/** What a made change did with its money, from the way it was paid or returned. */
export function changeSettlementOf(
  adjustmentCents: number,
  paidBy: ChangePaymentMethod | undefined,
  refundTo: ChangeRefundRoute | null,
): ChangeSettlement {
  if (adjustmentCents > 0) return paidBy === 'card' ? 'card_charged' : 'added_to_instalments';
  if (adjustmentCents < 0) {
    return refundTo === 'instalments'
      ? 'instalments_reduced'
      : refundTo === 'bank_account'
        ? 'bank_refund'
        : 'card_refund';
  }
  return 'none';
}

/**
 * The debits a change rides on, in words: '7 monthly direct debits of €45.12 from 15/01/2027' and
 * the last one's amount when it differs ('(the last €45.15)').
 */
export function debitsInWords(debits: readonly Collection[]): string {
  const [first] = debits;
  const last = debits.at(-1);
  if (!first || !last) return '';
  const count =
    debits.length === 1 ? '1 monthly direct debit' : `${debits.length} monthly direct debits`;
  const from = isoToDisplayDate(first.date) ?? first.date;
  const lastDiffers = debits.length > 1 && last.amount_cents !== first.amount_cents;
  return `${count} of ${formatEuro(first.amount_cents)} from ${from}${lastDiffers ? ` (the last ${formatEuro(last.amount_cents)})` : ''}`;
}

/** A made change's money, as its record keeps it. */
export interface MadeChangeMoney {
  /** YYYY-MM-DD: the day it was made. */
  madeOn: string;
  cents: number;
  settlement: ChangeSettlement;
}

/** What made changes added to a policy's premium, less what they took off. */
export const madeChangesCentsOf = (made: readonly Pick<MadeChangeMoney, 'cents'>[]): number =>
  made.reduce((sum, change) => sum + change.cents, 0);

/**
 * What a monthly plan's changes come to: the money its debits carry, and what was settled beside
 * them (card charges taken, less returns refunded to a card or the bank account).
 */
export function planChangesOf(made: readonly MadeChangeMoney[]): {
  adjustments: PlanAdjustment[];
  besidesPlanCents: number;
} {
  const onDebits = made.filter(
    (change) =>
      change.settlement === 'added_to_instalments' || change.settlement === 'instalments_reduced',
  );
  const besides = made.filter((change) => !onDebits.includes(change));
  return {
    adjustments: onDebits.map(({ madeOn, cents }) => ({ madeOn, cents })),
    besidesPlanCents: besides.reduce((sum, change) => sum + change.cents, 0),
  };
}
