import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import type { JobHandler } from '../../jobs/job-runner.js';

/** Gives back a Pay now's card payment that could not be recorded against its missed debit. */
export const MISSED_DEBIT_REFUND_JOB = 'missed-debit-refund';

/**
 * Tries before the refund is given up and left to the operators (logged as failed for good): with
 * the runner's doubling back-off (half a second, doubled each time), about three days of a
 * gateway that does not answer.
 */
export const MISSED_DEBIT_REFUND_ATTEMPTS = 20;

/** How long one try waits for the gateway before it counts as failed and is tried again. */
const REFUND_CALL_TIMEOUT_MS = 10_000;

/** One refund per captured charge, however often a refusal or a worker asks for it. */
export const missedDebitRefundJobKey = (gatewayReference: string) =>
  `${MISSED_DEBIT_REFUND_JOB}:${gatewayReference}`;

/**
 * The card payment a Pay now captured, refunded in full. The job is written in the transaction that
 * refused to record the payment, so a refund the gateway did not answer is tried again by the
 * workers, with back-off, rather than left on the customer's card. Refunding twice is a no-op at
 * the gateway, so a retry after a crash part-way is safe.
 */
export function createMissedDebitRefundJob(deps: { cardPayments: CardPayments }): JobHandler {
  return {
    async run(job) {
      const gatewayReference = String(job.payload.gatewayReference ?? '');
      if (!gatewayReference) return { outcome: 'failed', error: 'No card payment named' };
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          deps.cardPayments.refund({
            gatewayReference,
            reason: 'missed direct debit no longer payable by this payment',
          }),
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error('The card payment service did not answer in time')),
              REFUND_CALL_TIMEOUT_MS,
            );
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
      return { outcome: 'done' };
    },
  };
}
