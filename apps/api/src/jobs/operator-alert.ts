import type { OutgoingMessage } from '../adapters/messages/messages-port.js';
import type { JobHandler } from './job-runner.js';
import type { JobRow } from './jobs-repository.js';

export const OPERATOR_ALERT_TEMPLATE = 'operator-money-owed';

/**
 * The e-mail that tells the operations mailbox a job paying a customer what they are owed failed
 * for good. It names the job by its id and kind and the references its handler allows (no card
 * token, no customer's details), and says whether an operator can try it again.
 */
export function moneyOwedAlert(
  operationsEmail: string,
  job: JobRow,
  failure: string,
  handler: Pick<JobHandler, 'paysWhatIsOwed' | 'giveUp'>,
): OutgoingMessage {
  const references = (handler.paysWhatIsOwed?.references ?? [])
    .filter(
      (name) => typeof job.payload[name] === 'string' || typeof job.payload[name] === 'number',
    )
    .map((name) => `  ${name}: ${String(job.payload[name])}`);
  const attempts = `${job.attempts} ${job.attempts === 1 ? 'attempt' : 'attempts'}`;
  return {
    channel: 'EMAIL',
    recipient: operationsEmail,
    subject: `Money still owed to a customer: job ${job.id} (${job.kind}) failed`,
    body: [
      `The job ${job.id} (${job.kind}) failed after ${attempts}, so what it was to pay a customer has not been paid.`,
      '',
      `Last failure: ${failure}`,
      '',
      'What the job names:',
      ...references,
      '',
      handler.giveUp
        ? "What it had begun was undone as it failed, so it cannot be tried again: pay what is owed another way (a claim's payout from the claim, by its handler)."
        : `Once the cause is fixed, try it again: POST /api/operator/jobs/${job.id}/retry (every step of it may run again), or pay the customer by hand.`,
      'The failed jobs are listed at GET /api/operator/jobs/failed.',
    ].join('\n'),
    code: null,
    template: OPERATOR_ALERT_TEMPLATE,
    userId: null,
  };
}
