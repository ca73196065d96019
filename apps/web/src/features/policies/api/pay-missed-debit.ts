import {
  missedDebitPaidSchema,
  type MissedDebitPaid,
  type PayMissedDebitRequest,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { policyPath, readAnswer } from './policy-calls';

/**
 * POST /policies/{policy_id}/missed-debits/pay: a missed direct debit paid now with a card token
 * of the hosted fields. Sent again with the same submission id and token it answers the first
 * payment; while another payment of the debit is under way it is refused with 409, and a card the
 * gateway refuses comes back as a 400 on card_token.
 */
export async function payMissedDebit(
  policyId: string,
  request: PayMissedDebitRequest,
): Promise<MissedDebitPaid> {
  const answer = await apiRequest<unknown>(`${policyPath(policyId)}/missed-debits/pay`, {
    method: 'POST',
    body: request,
  });
  return readAnswer(missedDebitPaidSchema, answer);
}
