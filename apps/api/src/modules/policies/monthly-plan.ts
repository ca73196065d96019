import {
  calendarDateOf,
  collectionSchedule,
  formatIsoDate,
  madeChangesCentsOf,
  planChangesOf,
  type Collection,
  type MadeChangeMoney,
  type PlanAdjustment,
} from '@wallet/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { payments, policies } from '../../db/schema.js';
import { policyChanges } from '../../db/schema.js';
import { policyPaymentReadOf } from '../checkout/index.js';

type Executor = Pick<Database, 'select'>;
type PolicyRow = typeof policies.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/**
 * The money of a monthly plan's made changes, oldest first (issue 43): what each added or
 * returned, the day it was made and how it was settled, which the plan's debits are worked out
 * from. None for a policy never changed, or paid at once (its changes are settled on their own).
 */
export async function madeChangesMoneyOf(
  executor: Executor,
  policy: Pick<PolicyRow, 'id' | 'annualisedPremiumCents'>,
  payment: Pick<PaymentRow, 'method'> | undefined,
): Promise<MadeChangeMoney[]> {
  if (payment?.method !== 'direct_debit') return [];
  return appliedChangesMoneyOf(executor, policy);
}

/**
 * The money of every change made to a policy, however it is paid, oldest first: a policy paid by
 * card lists the changes its card paid for or got back (issue 45).
 */
export async function appliedChangesMoneyOf(
  executor: Executor,
  policy: Pick<PolicyRow, 'id' | 'annualisedPremiumCents'>,
): Promise<MadeChangeMoney[]> {
  // A change annualises the policy's premium: one never changed has nothing to read.
  if (policy.annualisedPremiumCents === null) return [];
  const rows = await executor
    .select({
      appliedAt: policyChanges.appliedAt,
      cents: policyChanges.adjustmentCents,
      applied: policyChanges.applied,
    })
    .from(policyChanges)
    .where(and(eq(policyChanges.policyId, policy.id), eq(policyChanges.status, 'applied')))
    .orderBy(asc(policyChanges.appliedAt));
  return rows.map((row) => ({
    madeOn: formatIsoDate(calendarDateOf(row.appliedAt ?? new Date(0))),
    cents: row.cents,
    settlement: (row.applied as { settlement: MadeChangeMoney['settlement'] }).settlement,
  }));
}

/** A monthly plan as its changes left it: its debits, and what was settled beside them. */
export interface MonthlyPlanStanding {
  schedule: Collection[];
  adjustments: PlanAdjustment[];
  besidesPlanCents: number;
}

/**
 * The policy's monthly plan as it stands: the debits as bought, each change's money spread over
 * those after its notice. Null when the policy is not paid by a monthly plan.
 */
export function monthlyPlanStanding(
  policy: Pick<PolicyRow, 'policyType' | 'premiumCents' | 'startDate'>,
  payment: PaymentRow | undefined,
  madeChanges: readonly MadeChangeMoney[],
): MonthlyPlanStanding | null {
  const plan = policyPaymentReadOf(policy, payment, madeChangesCentsOf(madeChanges))?.plan;
  if (!plan) return null;
  const { adjustments, besidesPlanCents } = planChangesOf(madeChanges);
  return { schedule: collectionSchedule(plan, adjustments), adjustments, besidesPlanCents };
}
