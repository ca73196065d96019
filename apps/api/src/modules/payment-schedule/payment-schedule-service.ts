import {
  calendarDateOf,
  cardPaymentsOf,
  debitsAsTheyStand,
  formatIsoDate,
  type PaymentSchedule,
} from '@wallet/domain';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { monthlyPlanStanding } from '../policies/index.js';
import type { PaymentScheduleRepository } from './payment-schedule-repository.js';

const NOT_FOUND = 'No policy of yours was found with this reference.';

/**
 * A policy's payment schedule (issue 43): how it was paid and, for a monthly plan, each debit as
 * the plan and its changes set it, collected, due or stopped; and what a card paid or got back
 * (issue 45).
 */
export function createPaymentScheduleService(deps: {
  repository: PaymentScheduleRepository;
  clock: Clock;
}) {
  const dayOf = (instant: Date) => formatIsoDate(calendarDateOf(instant));
  return {
    async read(userId: string, policyId: string): Promise<PaymentSchedule> {
      const paid = await deps.repository.read(userId, policyId);
      if (!paid) throw notFound(NOT_FOUND);
      const { policy, payment, madeChanges, endedAt, leaving, collections } = paid;
      const plan = monthlyPlanStanding(policy, payment, madeChanges);
      return {
        policy_id: policy.policyId,
        method: payment?.method ?? null,
        deposit_cents: payment?.depositCents ?? null,
        debits: plan
          ? debitsAsTheyStand(
              plan.schedule,
              dayOf(deps.clock()),
              endedAt ? dayOf(endedAt) : null,
              collections,
            )
          : [],
        card_payments: cardPaymentsOf(
          payment && {
            method: payment.method,
            taken: payment.status === 'captured' || payment.status === 'refunded',
            paidOn: dayOf(payment.createdAt),
            amountCents: payment.amountCents,
            depositCents: payment.depositCents,
            cardBrand: payment.cardBrand,
          },
          madeChanges,
          leaving?.settlement.route === 'card' && leaving.refundBy
            ? {
                kind: leaving.kind === 'withdrawal' ? 'withdrawal' : 'cancellation',
                amountCents: leaving.settlementCents,
                refundedOn: leaving.settledAt ? dayOf(leaving.settledAt) : null,
                dueBy: leaving.refundBy,
              }
            : undefined,
        ),
      };
    },
  };
}

export type PaymentScheduleService = ReturnType<typeof createPaymentScheduleService>;
