import { useMutation } from '@tanstack/react-query';
import type { MotorQuoteResponse, MotorRecalculationRequest } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { readMotorQuoteAnswer } from './read-motor-quote-answer';

/**
 * POST /motor/motor_quotes/recalculate (car-travel-payment.md 4, the car recalculation; the path
 * is the API's): the view quote's cover type and extras priced again under the quote's reference.
 * The answer is the quote answer again, both levels with new premium ids.
 */
export async function recalculateMotorQuote(
  request: MotorRecalculationRequest,
): Promise<MotorQuoteResponse> {
  return readMotorQuoteAnswer(
    await apiRequest<unknown>('/motor/motor_quotes/recalculate', {
      method: 'POST',
      body: request,
    }),
  );
}

export function useRecalculateMotorQuote(
  config: MutationConfig<typeof recalculateMotorQuote> = {},
) {
  return useMutation({ ...config, mutationFn: recalculateMotorQuote });
}
