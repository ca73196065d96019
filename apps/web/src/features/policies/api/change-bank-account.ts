import {
  bankAccountChangedSchema,
  type BankAccountChangeRequest,
  type BankAccountChanged,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { policyPath, readAnswer } from './policy-calls';

/**
 * PUT /policies/{policy_id}/bank-account: a new SEPA mandate for the policy's direct debits, with
 * the account holder's consent; its answer is the pre-notification (the mandate's reference and
 * the first debit from the new account). Once per submission id: sent again, it answers the first.
 */
export async function changeBankAccount(
  policyId: string,
  request: BankAccountChangeRequest,
): Promise<BankAccountChanged> {
  const answer = await apiRequest<unknown>(`${policyPath(policyId)}/bank-account`, {
    method: 'PUT',
    body: request,
  });
  return readAnswer(bankAccountChangedSchema, answer);
}
