import type { CarQuoteRequest, CarQuoteResponse } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { getSession, isAgent } from '../../../lib/session';
import { readCarQuoteAnswer } from './read-car-quote-answer';

/**
 * POST /motor/motor_quotes (car-travel-payment.md 7), or an agent's POST /agent/motor/motor_quotes
 * for the customer (decision 0021): asks RSA to price both cover levels. A declined, referred or
 * unavailable quote is a normal answer that says error: true; only a failed call (400 with field
 * errors included) or an answer of the wrong shape throws.
 */
export async function createCarQuote(request: CarQuoteRequest): Promise<CarQuoteResponse> {
  const path = isAgent(getSession().user) ? '/agent/motor/motor_quotes' : '/motor/motor_quotes';
  return readCarQuoteAnswer(await apiRequest<unknown>(path, { method: 'POST', body: request }));
}
