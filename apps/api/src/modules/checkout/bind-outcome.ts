import { BIND_ERROR_CODES, type BindResponse, type PolicyCreation } from '@wallet/domain';
import type { JobRow } from '../../jobs/jobs-repository.js';
import type { PaymentRow, PolicyRow } from './bind-records-repository.js';
import { policyPaymentReadOf } from './policy-payment-read.js';

/** A policy with what its mid-term changes added to its premium, less what they took off. */
type MadePolicy = PolicyRow & { madeChangesCents: number };

type BindErrorName = keyof typeof BIND_ERROR_CODES;

/** A failed bind job keeps its reason as 'CODE|message' in the job's last error. */
export function bindFailure(name: BindErrorName, message: string): string {
  return `${BIND_ERROR_CODES[name]}|${message}`;
}

function readFailure(lastError: string | null): { code: string; message: string } {
  const [code, ...rest] = (lastError ?? '').split('|');
  const known = Object.values(BIND_ERROR_CODES) as string[];
  return known.includes(code ?? '')
    ? { code: code!, message: rest.join('|') }
    : {
        code: BIND_ERROR_CODES.policyGenerationFailed,
        message: 'The policy could not be generated.',
      };
}

/**
 * The policy made, with its period, annual premium and how it was paid: the thank-you page
 * confirms what was taken and what comes next from this, never from what the browser sent.
 */
const policyCreation = (policy: MadePolicy, payment: PaymentRow | undefined): PolicyCreation => ({
  policy_id: policy.policyId,
  reference_number: policy.referenceNumber,
  policy_number: policy.policyNumber,
  start_date: policy.startDate,
  end_date: policy.endDate,
  premium_cents: policy.premiumCents,
  payment: policyPaymentReadOf(policy, payment, policy.madeChangesCents),
});

/** home.md 4 and 7: the bind's state as the thank-you page reads it. */
export function bindResponseOf(
  quoteReference: string,
  job: Pick<JobRow, 'status' | 'lastError'> | undefined,
  policy: MadePolicy | undefined,
  /** The payment that made the policy. */
  payment?: PaymentRow,
): BindResponse {
  const base = {
    quote_reference: quoteReference,
    reference_number: null,
    error: false,
    error_code: null,
    error_message: null,
    policy_creation_response_model: null,
  };
  if (policy) {
    return {
      ...base,
      reference_number: policy.referenceNumber,
      bind_status: 'COMPLETED',
      policy_creation_response_model: policyCreation(policy, payment),
    };
  }
  if (job?.status === 'failed') {
    const failure = readFailure(job.lastError);
    return {
      ...base,
      bind_status: 'FAILED',
      error: true,
      error_code: failure.code,
      error_message: failure.message,
    };
  }
  return { ...base, bind_status: 'IN_PROGRESS' };
}
