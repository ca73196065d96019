import { useMutation } from '@tanstack/react-query';
import {
  ADDRESS_API_PATHS,
  type AddressLookupResponse,
  type ManualAddressRequest,
} from '@wallet/domain';
import { apiRequest } from '../../api-client';
import { readLookupAnswer } from './lookup-answer';

/** POST /home/applied_home_quotes/manual_address: 'Find my address' (home.md 2 and 7). */
export async function findManualAddress(
  request: ManualAddressRequest,
): Promise<AddressLookupResponse> {
  return readLookupAnswer(
    await apiRequest<unknown>(ADDRESS_API_PATHS.manualLookup, { method: 'POST', body: request }),
  );
}

export function useFindManualAddress() {
  return useMutation({ mutationFn: findManualAddress });
}
