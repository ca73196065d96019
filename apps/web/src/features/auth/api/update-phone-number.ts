import { updatePhoneNumberResponseSchema, type UpdatePhoneNumberPayload } from '@wallet/domain';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { identityRequest } from './identity-request';

/**
 * PUT /update_phone_number: sets the number used for sign-in codes during the SMS challenge; a new
 * code goes to the new number and the challenge continues with the session answered here.
 */
export async function updatePhoneNumber(
  payload: UpdatePhoneNumberPayload,
): Promise<{ session: string; destination: string } | ApiError> {
  const result = await identityRequest<unknown>('/update_phone_number', payload, 'PUT');
  if (isApiError(result)) return result;
  const answer = updatePhoneNumberResponseSchema.parse(result);
  return {
    session: answer.session,
    destination: answer.challengeParameters.CODE_DELIVERY_DESTINATION,
  };
}
