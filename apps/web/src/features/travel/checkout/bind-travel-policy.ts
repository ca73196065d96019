import type { BindResponse, TravelBindRequest } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readBindAnswer } from '../../../lib/checkout/read-bind-answer';

/**
 * POST /travel/travel_quotes/bind (car-travel-payment.md 7): takes the card payment and makes the
 * travel policy, answering when it is done. Repeating it for the same quote answers the first
 * result.
 */
export async function bindTravelPolicy(request: TravelBindRequest): Promise<BindResponse> {
  return readBindAnswer(
    await apiRequest<unknown>('/travel/travel_quotes/bind', { method: 'POST', body: request }),
  );
}
