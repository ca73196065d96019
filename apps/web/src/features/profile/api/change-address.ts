import {
  correspondenceAddressAnswerSchema,
  type CorrespondenceAddressAnswer,
  type CorrespondenceAddressValues,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from '../../../lib/read-answer';

/** PUT /account/address: the address we write to the customer at (no policy changes with it). */
export async function changeAddress(
  values: CorrespondenceAddressValues,
): Promise<CorrespondenceAddressAnswer> {
  const answer = await apiRequest<unknown>('/account/address', { method: 'PUT', body: values });
  return readAnswer(correspondenceAddressAnswerSchema, answer);
}
