import type { CancellationSettlement } from '@wallet/domain';
import type { BankTransfers } from '../../adapters/bank-transfers/bank-transfers-port.js';
import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import type { CancellationsRepository } from './cancellations-repository.js';

/**
 * A withdrawal's or cancellation's refund, given back the way the policy was paid under the
 * record's own key (asked again, it is made once), then recorded as paid: to the card that paid
 * through the card gateway; to a monthly plan's bank account by credit transfer to its mandate.
 * What a monthly customer still owes is not this job's: it waits for its collection.
 */
export function createPolicyRefundJob(deps: {
  repository: Pick<CancellationsRepository, 'byId' | 'markSettled'>;
  cardPayments: CardPayments;
  bankTransfers: BankTransfers;
  clock: Clock;
}): JobHandler {
  return {
    paysWhatIsOwed: { references: ['cancellationId'] },
    async run(job) {
      const cancellationId = String(job.payload.cancellationId ?? '');
      const record = await deps.repository.byId(cancellationId);
      if (!record) return { outcome: 'failed', error: 'No such withdrawal or cancellation' };
      if (record.settlementStatus !== 'pending' || record.settlementCents <= 0) {
        return { outcome: 'done' };
      }
      const key = `policy-refund:${record.id}`;
      const { route } = record.settlement as unknown as Pick<CancellationSettlement, 'route'>;
      if (route === 'bank_account') {
        if (!record.mandate) {
          return { outcome: 'failed', error: 'The policy has no mandate on record' };
        }
        await deps.bankTransfers.send({
          iban: record.mandate.iban,
          bic: record.mandate.bic,
          accountHolder: record.mandate.accountHolder,
          amountCents: record.settlementCents,
          remittance: `Policy ${record.policyNumber} ${record.kind}`,
          transferKey: key,
        });
        await deps.repository.markSettled(record.id, deps.clock());
        return { outcome: 'done' };
      }
      // The payment keeps the token its charge was captured from. The cards that paid for
      // mid-term changes are refunded first, each up to what it took; the rest comes from the
      // purchase's charge, which never gave back more than what changes returned to it.
      const token = record.payment?.gatewayReference;
      if (!token) {
        return { outcome: 'failed', error: 'The policy has no card charge on record to refund' };
      }
      let left = record.settlementCents;
      for (const charge of [
        ...record.changeCharges,
        { token, amountCents: Number.MAX_SAFE_INTEGER },
      ]) {
        const amountCents = Math.min(left, charge.amountCents);
        if (amountCents <= 0) break;
        await deps.cardPayments.refundPart({
          token: charge.token,
          amountCents,
          refundKey: `${key}:${charge.token}`,
          reason: record.kind,
        });
        left -= amountCents;
      }
      await deps.repository.markSettled(record.id, deps.clock());
      return { outcome: 'done' };
    },
  };
}
