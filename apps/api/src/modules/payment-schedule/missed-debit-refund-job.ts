import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import { withinTime } from '../../lib/time-limit.js';
import type { DebitCollectionsRepository } from './debit-collections-repository.js';

/** Gives back a Pay now's card payment that could not be recorded against its missed debit. */
export const MISSED_DEBIT_REFUND_JOB = 'missed-debit-refund';

/**
 * Ends a Pay now attempt that nobody recorded: due when the attempt's hold on its debit lapses,
 * it releases or refunds whatever the attempt's card gave, unless the attempt was recorded.
 */
export const PAY_NOW_ATTEMPT_JOB = 'missed-debit-attempt';

/**
 * Tries before a refund (or an attempt's end) is given up and left to the operators, who are
 * e-mailed: with the runner's doubling back-off (half a second, doubled each time), about three
 * days of a gateway that does not answer.
 */
export const MISSED_DEBIT_REFUND_ATTEMPTS = 20;

/** How long one try waits for the gateway before it counts as failed and is tried again. */
const GATEWAY_CALL_TIMEOUT_MS = 10_000;

/** One refund per captured charge, however often a refusal or a worker asks for it. */
export const missedDebitRefundJobKey = (gatewayReference: string) =>
  `${MISSED_DEBIT_REFUND_JOB}:${gatewayReference}`;

/** A Pay now attempt as its job names it: the debit, and the claim the attempt took on it. */
export interface PayNowAttempt {
  ownerUserId: string;
  policyId: string;
  dueDate: string;
  /** The submission id and card token the attempt claimed the debit with. */
  claim: string;
  /** When it took the claim (ISO): with the claim, it names this attempt and no retry of it. */
  heldFrom: string;
  token: string;
  /** The idempotency key its capture was made with. */
  captureKey: string;
}

/**
 * The key a Pay now attempt captures its card with. It holds the moment the claim was taken, so a
 * replay of an attempt whose claim was let go is a new capture, which the gateway refuses (one
 * charge per token), never the first charge's answer over again after it was refunded.
 */
export const payNowCaptureKey = (collectionId: string, submissionId: string, heldFrom: Date) =>
  `missed-debit:${collectionId}:${submissionId}:${heldFrom.getTime()}`;

export const payNowAttemptJobKey = (captureKey: string) => `${PAY_NOW_ATTEMPT_JOB}:${captureKey}`;

/** One call to the gateway, given up on after its time limit (the job is then tried again). */
const gatewayCall = <T>(work: Promise<T>) =>
  withinTime(
    work,
    GATEWAY_CALL_TIMEOUT_MS,
    () => new Error('The card payment service did not answer in time'),
  );

/**
 * The card payment a Pay now captured, refunded in full. The job is written in the transaction that
 * refused to record the payment, so a refund the gateway did not answer is tried again by the
 * workers, with back-off, rather than left on the customer's card. Refunding twice is a no-op at
 * the gateway, so a retry after a crash part-way is safe.
 */
export function createMissedDebitRefundJob(deps: { cardPayments: CardPayments }): JobHandler {
  return {
    // The charge's reference, as the customer's receipt shows it: what an operator pays back by.
    // (The sandbox makes it from its spent token's random part; a gateway's charge ids are its own.)
    paysWhatIsOwed: { references: ['gatewayReference'] },
    async run(job) {
      const gatewayReference = String(job.payload.gatewayReference ?? '');
      if (!gatewayReference) return { outcome: 'failed', error: 'No card payment named' };
      await gatewayCall(
        deps.cardPayments.refund({
          gatewayReference,
          reason: 'missed direct debit no longer payable by this payment',
        }),
      );
      return { outcome: 'done' };
    },
  };
}

const isAttempt = (
  payload: Record<string, unknown>,
): payload is Record<string, unknown> & PayNowAttempt =>
  ['ownerUserId', 'policyId', 'dueDate', 'claim', 'heldFrom', 'token', 'captureKey'].every(
    (field) => typeof payload[field] === 'string' && payload[field] !== '',
  );

/**
 * A Pay now attempt that was cut off after its capture (the gateway's answer lost to a timeout,
 * the server stopped, the database gone before the payment was recorded) would leave the money
 * taken with the debit still missed, and a later Pay now would take it again. So the attempt
 * writes this job as it claims the debit, due when its hold lapses. Under the debit's lock, an
 * attempt that was recorded is left as it is; one still holding the debit lets it go (a late
 * answer of its capture is then refused and refunded by the attempt itself); then whatever its
 * card gave is released or refunded. Every step can run again.
 */
export function createPayNowAttemptJob(deps: {
  repository: Pick<DebitCollectionsRepository, 'onCollection'>;
  cardPayments: CardPayments;
  clock: Clock;
}): JobHandler {
  return {
    // The card token and the claim stay out of the operators' e-mail.
    paysWhatIsOwed: { references: ['policyId', 'dueDate', 'captureKey'] },
    async run(job) {
      if (!isAttempt(job.payload)) return { outcome: 'failed', error: 'No Pay now attempt named' };
      const attempt = job.payload;
      const heldFrom = Date.parse(attempt.heldFrom);
      const recorded = await deps.repository.onCollection(
        attempt.ownerUserId,
        attempt.policyId,
        attempt.dueDate,
        async (row, write) => {
          const heldByIt =
            row?.paySubmissionId === attempt.claim && row.payStartedAt?.getTime() === heldFrom;
          if (!row || !heldByIt) return false;
          if (row.status === 'paid_by_card') return true;
          if (row.status === 'missed') {
            await write.update({
              paySubmissionId: null,
              payStartedAt: null,
              updatedAt: deps.clock(),
            });
          }
          return false;
        },
      );
      if (recorded) return { outcome: 'done' };
      await gatewayCall(
        deps.cardPayments.cancelOrRefund({
          token: attempt.token,
          idempotencyKey: attempt.captureKey,
          reason: 'Pay now attempt not recorded against its missed direct debit',
        }),
      );
      return { outcome: 'done' };
    },
  };
}
