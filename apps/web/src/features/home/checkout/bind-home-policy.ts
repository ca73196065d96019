import type { HomeBindRequest, BindResponse } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { getSession, isAgent } from '../../../lib/session';
import { readBindAnswer } from '../../../lib/checkout/read-bind-answer';

/**
 * POST /home/applied_home_quotes/bind (home.md 7): pays and makes the policy, answering when it
 * is done (COMPLETED or FAILED). Repeating it for the same quote answers the first result. The
 * thank-you page sends it through the checkout registry, once per quote, from an effect.
 */
export async function bindHomePolicy(request: HomeBindRequest): Promise<BindResponse> {
  // An agent pays for the customer through the agent's call (decision 0021).
  const path = isAgent(getSession().user)
    ? '/agent/home/applied_home_quotes/bind'
    : '/home/applied_home_quotes/bind';
  return readBindAnswer(await apiRequest<unknown>(path, { method: 'POST', body: request }));
}
