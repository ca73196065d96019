import type { BindResponse, RenewalBindRequest } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readBindAnswer } from '../../../lib/checkout/read-bind-answer';

/**
 * POST /home/applied_home_renewal/bind (home.md 7 'Bind', renewals): pays for the renewal or the
 * alternative and makes the renewed policy, answering as home's bind does. Repeating it for the
 * same offer answers the first result: one renewal per offer whatever the retries.
 */
export async function bindHomeRenewal(request: RenewalBindRequest): Promise<BindResponse> {
  return readBindAnswer(
    await apiRequest<unknown>('/home/applied_home_renewal/bind', { method: 'POST', body: request }),
  );
}
