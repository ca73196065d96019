import type { CarBindRequest, BindResponse } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { getSession, isAgent } from '../../../lib/session';
import { readBindAnswer } from '../../../lib/checkout/read-bind-answer';

/**
 * POST /motor/motor_quotes/bind (car-travel-payment.md 7): takes the card payment (the single
 * payment, or the deposit of a monthly one), sets up the direct debit mandate when paying monthly,
 * and makes the car policy, answering when it is done. Repeating it for the same quote answers the
 * first result. An agent pays for the customer through the agent's call (decision 0021), asked
 * again as the status after a reload.
 */
export async function bindCarPolicy(request: CarBindRequest): Promise<BindResponse> {
  const path = isAgent(getSession().user)
    ? '/agent/motor/motor_quotes/bind'
    : '/motor/motor_quotes/bind';
  return readBindAnswer(await apiRequest<unknown>(path, { method: 'POST', body: request }));
}
