import type { BankTransfers } from '../../adapters/bank-transfers/bank-transfers-port.js';
import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { PolicyChangesRepository } from './policy-changes-repository.js';

/**
 * What a change returns, given back the way the policy was paid, under the change's own key (asked
 * again, it is made once): to a card policy's charge through the card gateway; to a monthly
 * plan's bank account by credit transfer, when its debits still to come could not carry it.
 */
export function createPolicyChangeRefundJob(deps: {
  repository: Pick<PolicyChangesRepository, 'changeWithPayment' | 'mandateOf'>;
  cardPayments: CardPayments;
  bankTransfers: BankTransfers;
}): JobHandler {
  return {
    paysWhatIsOwed: { references: ['changeId'] },
    async run(job) {
      const found = await deps.repository.changeWithPayment(String(job.payload.changeId ?? ''));
      if (!found) return { outcome: 'failed', error: 'No such change' };
      const { change, policy, payment } = found;
      if (change.status !== 'applied' || change.adjustmentCents >= 0) return { outcome: 'done' };
      const key = `policy-change:${change.id}`;
      const settlement = (change.applied as { settlement?: string } | null)?.settlement;
      if (settlement === 'bank_refund') {
        const mandate = payment && (await deps.repository.mandateOf(payment.id));
        if (!mandate) return { outcome: 'failed', error: 'The policy has no mandate on record' };
        await deps.bankTransfers.send({
          iban: mandate.iban,
          bic: mandate.bic,
          accountHolder: mandate.accountHolder,
          amountCents: -change.adjustmentCents,
          remittance: `Policy ${policy.policyNumber} change`,
          transferKey: key,
        });
        return { outcome: 'done' };
      }
      // The payment keeps the token its charge was captured from.
      const token = payment?.gatewayReference;
      if (!token)
        return { outcome: 'failed', error: 'The policy has no card charge on record to refund' };
      await deps.cardPayments.refundPart({
        token,
        amountCents: -change.adjustmentCents,
        refundKey: key,
        reason: 'mid-term change',
      });
      return { outcome: 'done' };
    },
  };
}
