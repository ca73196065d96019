import { BIND_ERROR_CODES, type HomeBindResponse, type PolicyCreation } from '@wallet/domain';
import type { JobRow } from '../../jobs/jobs-repository.js';
import type { PolicyRow } from './bind-records-repository.js';

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

const policyCreation = (policy: PolicyRow): PolicyCreation => ({
  policy_id: policy.policyId,
  reference_number: policy.referenceNumber,
  policy_number: policy.policyNumber,
});

/** home.md 4 and 7: the bind's state as the thank-you page reads it. */
export function bindResponseOf(
  quoteReference: string,
  job: Pick<JobRow, 'status' | 'lastError'> | undefined,
  policy: PolicyRow | undefined,
): HomeBindResponse {
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
      policy_creation_response_model: policyCreation(policy),
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
