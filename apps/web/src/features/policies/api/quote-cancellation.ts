import {
  cancellationQuoteResponseSchema,
  type CancellationQuoteRequest,
  type CancellationQuoteResponse,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { policyPath, readAnswer } from './policy-calls';

/**
 * POST /policies/{policy_id}/cancellation/quote: what withdrawing from or cancelling the policy
 * would come to, shown to the customer before they confirm. A refusal (400 with fieldErrors, 404)
 * is thrown as an ApiRequestError.
 */
export async function quoteCancellation(
  policyId: string,
  request: CancellationQuoteRequest,
): Promise<CancellationQuoteResponse> {
  const answer = await apiRequest<unknown>(`${policyPath(policyId)}/cancellation/quote`, {
    method: 'POST',
    body: request,
  });
  return readAnswer(cancellationQuoteResponseSchema, answer);
}
