import {
  staffClaimDetailSchema,
  type ClaimHandlerActionRequest,
  type StaffClaimDetail,
} from '@wallet/domain';
import { apiRequest } from '../../../../../lib/api-client';
import { readAnswer } from '../../../api/policy-calls';

/** POST /staff/claims/{reference}/actions: the handler moves the claim on. */
export async function actOnClaim(
  reference: string,
  request: ClaimHandlerActionRequest,
): Promise<StaffClaimDetail> {
  return readAnswer(
    staffClaimDetailSchema,
    await apiRequest<unknown>(`/staff/claims/${encodeURIComponent(reference)}/actions`, {
      method: 'POST',
      body: request,
    }),
  );
}
