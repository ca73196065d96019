import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { PolicyChangesRepository } from './policy-changes-repository.js';

/**
 * What a change returns to a policy paid by card: given back through the card gateway, on the
 * charge that paid for the policy, under the change's own key (asked again, it is made once).
 */
export function createPolicyChangeRefundJob(deps: {
  repository: Pick<PolicyChangesRepository, 'changeWithPayment'>;
  cardPayments: CardPayments;
}): JobHandler {
  return {
    async run(job) {
      const found = await deps.repository.changeWithPayment(String(job.payload.changeId ?? ''));
      if (!found) return { outcome: 'failed', error: 'No such change' };
      const { change, payment } = found;
      if (change.status !== 'applied' || change.adjustmentCents >= 0) return { outcome: 'done' };
      // The payment keeps the token its charge was captured from.
      const token = payment?.gatewayReference;
      if (!token)
        return { outcome: 'failed', error: 'The policy has no card charge on record to refund' };
      await deps.cardPayments.refundPart({
        token,
        amountCents: -change.adjustmentCents,
        refundKey: `policy-change:${change.id}`,
        reason: 'mid-term change',
      });
      return { outcome: 'done' };
    },
  };
}
