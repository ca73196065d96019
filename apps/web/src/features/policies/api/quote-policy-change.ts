import {
  policyChangeQuoteSchema,
  type PolicyChangeQuote,
  type PolicyChangeQuoteRequest,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { policyPath, readAnswer } from './policy-calls';

/**
 * POST /policies/{policy_id}/changes/quote: what a mid-term change would cost or return for the
 * rest of the period, priced for today only, or the insurer's refusal. A refused request (400 with
 * fieldErrors, 404) is thrown as an ApiRequestError.
 */
export async function quotePolicyChange(
  policyId: string,
  request: PolicyChangeQuoteRequest,
): Promise<PolicyChangeQuote> {
  const answer = await apiRequest<unknown>(`${policyPath(policyId)}/changes/quote`, {
    method: 'POST',
    body: request,
  });
  return readAnswer(policyChangeQuoteSchema, answer);
}
