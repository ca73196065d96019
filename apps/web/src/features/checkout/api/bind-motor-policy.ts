import type { CarBindRequest, HomeBindResponse } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readBindAnswer } from './read-bind-answer';

/**
 * POST /motor/motor_quotes/bind (car-travel-payment.md 7): takes the card payment (the single
 * payment, or the deposit of a monthly one), sets up the direct debit mandate when paying monthly,
 * and makes the car policy, answering when it is done. Repeating it for the same quote answers the
 * first result.
 */
export async function bindMotorPolicy(request: CarBindRequest): Promise<HomeBindResponse> {
  return readBindAnswer(
    await apiRequest<unknown>('/motor/motor_quotes/bind', { method: 'POST', body: request }),
  );
}
