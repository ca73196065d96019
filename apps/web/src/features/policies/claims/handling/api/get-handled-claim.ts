import { staffClaimDetailSchema, type StaffClaimDetail } from '@wallet/domain';
import { apiRequest } from '../../../../../lib/api-client';
import { readAnswer } from '../../../api/policy-calls';

/** GET /staff/claims/{reference}: the claim whole, with its customer and policy. */
export async function getHandledClaim(reference: string): Promise<StaffClaimDetail> {
  return readAnswer(
    staffClaimDetailSchema,
    await apiRequest<unknown>(`/staff/claims/${encodeURIComponent(reference)}`),
  );
}
