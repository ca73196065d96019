import { NOT_VERIFIED, verifiedResponseSchema, type VerifiedResponse } from '@wallet/domain';
import { isApiError } from '../../../lib/api-client';
import { identityRequest } from './identity-request';

/**
 * POST /verified (platform.md 4.1 step 1): whether the account uses SMS codes and whether its
 * number is verified. A failed lookup counts as not enabled.
 */
export async function checkVerified(email: string): Promise<VerifiedResponse> {
  const result = await identityRequest<unknown>('/verified', { email });
  if (isApiError(result)) return NOT_VERIFIED;
  const parsed = verifiedResponseSchema.safeParse(result);
  return parsed.success ? parsed.data : NOT_VERIFIED;
}
