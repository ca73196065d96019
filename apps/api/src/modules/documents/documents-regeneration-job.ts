import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import type {
  PolicyDocuments,
  PolicyPayment,
} from '../../adapters/documents/policy-documents-port.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { JobRow, JobsRepository } from '../../jobs/jobs-repository.js';
import type { Clock } from '../../lib/clock.js';
import { directDebitPaymentOf, type CheckoutProducts } from '../checkout/index.js';
import { issuePolicyDocuments } from './policy-documents-issue.js';
import type { PaymentRow, PolicyDocumentsRecords } from './policy-documents-records.js';

/** A policy whose documents are missing this long after it was made has them made again. */
export const MISSING_DOCUMENTS_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often each worker looks for such policies (and once when it starts). */
export const MISSING_DOCUMENTS_SWEEP_MS = 60 * 60 * 1000;

export const DOCUMENTS_SWEEP_JOB = 'policy-documents-sweep';
export const POLICY_DOCUMENTS_JOB = 'policy-documents';

/** One regeneration per policy, whatever the number of processes and sweeps. */
export const policyDocumentsJobKey = (policyId: string) => `${POLICY_DOCUMENTS_JOB}:${policyId}`;
/** One sweep per period across processes. */
export const documentsSweepJobKey = (at: Date) =>
  `${DOCUMENTS_SWEEP_JOB}:${Math.floor(at.getTime() / MISSING_DOCUMENTS_SWEEP_MS)}`;

/**
 * Finds policies older than 24 hours that have no documents (and a quote to make them from) and
 * enqueues the regeneration of each, once per policy.
 */
/**
 * How a policy was paid, as its documents print it: the mandate of a direct debit, or the card's
 * brand and last digits read back from the gateway (the capture is idempotent on the payment's
 * id: asking again answers the first capture and never charges twice).
 */
export async function paymentAsDocumentsPrintIt(
  deps: {
    cardPayments: Pick<CardPayments, 'capture'>;
    mandateOf: (paymentId: string) => Promise<{ iban: string; bic: string } | undefined>;
  },
  payment: PaymentRow,
  cardAccountId: string,
): Promise<PolicyPayment | string> {
  if (payment.method === 'direct_debit') {
    return directDebitPaymentOf(payment, await deps.mandateOf(payment.id));
  }
  const charge = await deps.cardPayments.capture({
    token: payment.gatewayReference ?? '',
    amountCents: payment.amountCents,
    accountId: cardAccountId,
    idempotencyKey: payment.id,
  });
  if (!charge.ok) return `The card payment could not be read back: ${charge.message}`;
  return { method: 'card', cardBrand: charge.cardBrand, last4: charge.last4 };
}

export function createDocumentsSweepJob(deps: {
  records: Pick<PolicyDocumentsRecords, 'withoutDocuments'>;
  jobs: Pick<JobsRepository, 'enqueue'>;
  clock: Clock;
  log: FastifyBaseLogger;
  wake?: () => void;
}): JobHandler {
  return {
    async run() {
      const missing = await deps.records.withoutDocuments(
        new Date(deps.clock().getTime() - MISSING_DOCUMENTS_AFTER_MS),
      );
      for (const policy of missing) {
        const job = await deps.jobs.enqueue({
          kind: POLICY_DOCUMENTS_JOB,
          payload: { policyId: policy.id },
          idempotencyKey: policyDocumentsJobKey(policy.id),
          maxAttempts: 3,
        });
        deps.log.warn(
          { policyId: policy.id, jobId: job.id },
          'policy without documents 24 hours after purchase: regenerating them',
        );
      }
      if (missing.length > 0) deps.wake?.();
      return { outcome: 'done' };
    },
  };
}

/**
 * Makes one policy's missing documents again, as its bind would have: the product's document model
 * over its payment's frozen quote. A policy that has its documents by now is left as it is.
 */
export function createPolicyDocumentsJob(deps: {
  products: Pick<CheckoutProducts, 'of'>;
  documents: PolicyDocuments;
  records: PolicyDocumentsRecords;
  cardPayments: Pick<CardPayments, 'capture'>;
  log: FastifyBaseLogger;
}): JobHandler {
  const { records } = deps;

  return {
    async run(job: JobRow) {
      const { policyId } = job.payload as { policyId: string };
      const policy = await records.policyById(policyId);
      if (!policy) return { outcome: 'failed', error: 'The policy is gone.' };
      if ((await records.documentCount(policy.id)) > 0) return { outcome: 'done' };
      const payment = policy.quoteId
        ? await records.latestPaymentOfQuote(policy.quoteId)
        : undefined;
      if (!payment) {
        deps.log.error({ policyId }, 'policy documents cannot be made: no payment');
        return { outcome: 'failed', error: 'The policy has no payment to make documents from.' };
      }
      const product = deps.products.of(policy.policyType);
      const paid = await paymentAsDocumentsPrintIt(
        { cardPayments: deps.cardPayments, mandateOf: (id) => records.mandateOf(id) },
        payment,
        product.cardAccountId,
      );
      if (typeof paid === 'string') {
        deps.log.error({ policyId, paymentId: payment.id }, 'policy documents cannot be made');
        return { outcome: 'failed', error: paid };
      }
      const count = await issuePolicyDocuments(
        { products: deps.products, documents: deps.documents, records },
        policy,
        payment,
        paid,
      );
      deps.log.info({ policyId, paymentId: payment.id, documents: count }, 'policy documents made');
      return { outcome: 'done' };
    },
  };
}

/**
 * Registers both jobs with the server's runner; with a worker, a sweep is enqueued at start and
 * every MISSING_DOCUMENTS_SWEEP_MS (once per period across processes, by its key).
 */
export function registerDocumentsRegeneration(app: FastifyInstance): void {
  const log = app.log.child({ job: POLICY_DOCUMENTS_JOB });
  app.jobRunner.handle(
    DOCUMENTS_SWEEP_JOB,
    createDocumentsSweepJob({
      records: app.repositories.policyDocuments,
      jobs: app.repositories.jobs,
      clock: app.clock,
      log,
      wake: () => app.jobRunner.wake(),
    }),
  );
  app.jobRunner.handle(
    POLICY_DOCUMENTS_JOB,
    createPolicyDocumentsJob({
      products: app.services.checkoutProducts,
      documents: app.policyDocuments,
      records: app.repositories.policyDocuments,
      cardPayments: app.cardPayments,
      log,
    }),
  );
  if (!app.config.jobWorker) return;

  const enqueueSweep = async () => {
    try {
      await app.repositories.jobs.enqueue({
        kind: DOCUMENTS_SWEEP_JOB,
        payload: {},
        idempotencyKey: documentsSweepJobKey(app.clock()),
        maxAttempts: 3,
      });
      app.jobRunner.wake();
    } catch (error) {
      log.warn({ err: error }, 'the missing documents sweep could not be enqueued');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await enqueueSweep();
    timer = setInterval(() => void enqueueSweep(), MISSING_DOCUMENTS_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
