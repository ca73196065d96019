import { signInDetailsSchema, type SignInDetails } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** Which change a code confirms: the sign-in address's or the mobile's. */
export type DetailChanged = 'email' | 'mobile';

/** POST /account/{email|mobile}/confirm: the code that came to the new address or number. */
export async function confirmDetailChange(
  detail: DetailChanged,
  code: string,
): Promise<SignInDetails> {
  const answer = await apiRequest<unknown>(`/account/${detail}/confirm`, {
    method: 'POST',
    body: { code },
  });
  return readAnswer(signInDetailsSchema, answer);
}
