import type { AddressLookupResponse } from '@wallet/domain';
import { unwrap, type ApiError } from '../../api-client';
import { loadAddressAnswers } from './load-address-answers';

/**
 * An address lookup's answer. 'Address Not Found' arrives as `{error: true, addresses: []}`, which
 * the API client's error check would also match, so the answer's own shape is tried first.
 */
export async function readLookupAnswer(result: unknown | ApiError): Promise<AddressLookupResponse> {
  const { addressLookupResponseSchema } = await loadAddressAnswers();
  const answer = addressLookupResponseSchema.safeParse(result);
  if (answer.success) return answer.data;
  return addressLookupResponseSchema.parse(unwrap(result));
}
