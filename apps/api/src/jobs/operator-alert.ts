import type { OutgoingMessage } from '../adapters/messages/messages-port.js';
import type { JobRow } from './jobs-repository.js';

export const OPERATOR_ALERT_TEMPLATE = 'operator-money-owed';

/**
 * The e-mail that tells the operations mailbox a job paying a customer what they are owed failed
 * for good. It names the job by its id, kind and references (no customer's details: the payload
 * carries identifiers only), and says how to try it again once the cause is fixed.
 */
export function moneyOwedAlert(
  operationsEmail: string,
  job: JobRow,
  failure: string,
): OutgoingMessage {
  const references = Object.entries(job.payload)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => `  ${name}: ${String(value)}`);
  return {
    channel: 'EMAIL',
    recipient: operationsEmail,
    subject: `Money still owed to a customer: job ${job.id} (${job.kind}) failed`,
    body: [
      `The job ${job.id} (${job.kind}) failed after ${job.attempts} attempts, so what it was to pay a customer has not been paid.`,
      '',
      `Last failure: ${failure}`,
      '',
      'What the job names:',
      ...references,
      '',
      `Once the cause is fixed, try it again: POST /api/operator/jobs/${job.id}/retry (every job's steps may run again), or pay the customer by hand. The failed jobs are listed at GET /api/operator/jobs/failed.`,
    ].join('\n'),
    code: null,
    template: OPERATOR_ALERT_TEMPLATE,
    userId: null,
  };
}
