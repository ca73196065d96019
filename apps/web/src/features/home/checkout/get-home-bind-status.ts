import type { BindResponse, BindStatusRequest } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { getSession, isAgent } from '../../../lib/session';
import { readBindAnswer } from '../../../lib/checkout/read-bind-answer';

/**
 * POST /home/applied_home_quotes/bind_status (home.md 7): where an uploaded bind stands. An agent
 * asks through the agent's call, which answers for the quotes the agent made for a customer
 * (decision 0021), with the agent's own e-mail as a customer sends theirs.
 */
export async function getHomeBindStatus(request: BindStatusRequest): Promise<BindResponse> {
  const path = isAgent(getSession().user)
    ? '/agent/home/applied_home_quotes/bind_status'
    : '/home/applied_home_quotes/bind_status';
  return readBindAnswer(await apiRequest<unknown>(path, { method: 'POST', body: request }));
}
