import type { BankTransfers } from '../../adapters/bank-transfers/bank-transfers-port.js';
import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import type { ClaimsHandlingRepository } from './claims-handling-repository.js';

export const CLAIM_PAYOUT_JOB = 'claim-payout';

/**
 * Pays a settled claim out: a credit to the card that paid for the policy, or a SEPA credit
 * transfer to its direct debit's account, under the payout's own key (asked again, it is paid
 * once), then marks it paid with the gateway's or the bank's reference. A payout that cannot be
 * made is marked failed, so the customer and the handler see it was not paid.
 */
export function createClaimPayoutJob(deps: {
  repository: Pick<
    ClaimsHandlingRepository,
    'payoutById' | 'mandateOf' | 'markPayoutPaid' | 'markPayoutFailed'
  >;
  cardPayments: Pick<CardPayments, 'payout'>;
  bankTransfers: BankTransfers;
  clock: Clock;
}): JobHandler {
  const failed = async (payoutId: string, error: string) => {
    await deps.repository.markPayoutFailed(payoutId);
    return { outcome: 'failed' as const, error };
  };
  return {
    paysWhatIsOwed: { references: ['payoutId'] },
    async giveUp(job, error) {
      await deps.repository.markPayoutFailed(String(job.payload.payoutId ?? ''));
      return `The payout could not be made: ${error instanceof Error ? error.message : String(error)}`;
    },

    async run(job) {
      const found = await deps.repository.payoutById(String(job.payload.payoutId ?? ''));
      if (!found) return { outcome: 'failed', error: 'No such claim payout' };
      const { payout, payment, reference: claimReference } = found;
      if (payout.status !== 'being_paid') return { outcome: 'done' };
      const key = `${CLAIM_PAYOUT_JOB}:${payout.id}`;
      let paid: { reference: string };
      if (payout.route === 'card') {
        if (!payment.gatewayReference) {
          return failed(payout.id, 'The policy has no card charge on record to pay to');
        }
        paid = await deps.cardPayments.payout({
          token: payment.gatewayReference,
          amountCents: payout.amountCents,
          payoutKey: key,
          reason: `claim ${claimReference}`,
        });
      } else {
        const mandate = await deps.repository.mandateOf(payment.id);
        if (!mandate) return failed(payout.id, 'The policy has no mandate on record');
        paid = await deps.bankTransfers.send({
          iban: mandate.iban,
          bic: mandate.bic,
          accountHolder: mandate.accountHolder,
          amountCents: payout.amountCents,
          remittance: `Claim ${claimReference}`,
          transferKey: key,
        });
      }
      await deps.repository.markPayoutPaid(payout.id, paid.reference, deps.clock());
      return { outcome: 'done' };
    },
  };
}
