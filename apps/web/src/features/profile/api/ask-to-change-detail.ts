import { detailCodeSentSchema, type ChangeEmailValues, type DetailCodeSent } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** POST /account/email: a code to the new address, with the password as it stands. */
export async function askToChangeEmail(values: ChangeEmailValues): Promise<DetailCodeSent> {
  const answer = await apiRequest<unknown>('/account/email', { method: 'POST', body: values });
  return readAnswer(detailCodeSentSchema, answer);
}

/** POST /account/mobile: a code by text to the new mobile, with the password as it stands. */
export async function askToChangeMobile(values: {
  mobile: string;
  currentPassword: string;
}): Promise<DetailCodeSent> {
  const answer = await apiRequest<unknown>('/account/mobile', { method: 'POST', body: values });
  return readAnswer(detailCodeSentSchema, answer);
}
