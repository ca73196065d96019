import { staffClaimDetailSchema, type StaffClaimDetail } from '@wallet/domain';
import { apiRequest } from '../../../../../lib/api-client';
import { readAnswer } from '../../../api/policy-calls';

/** POST /staff/claims/{reference}/messages: the handler writes on the claim's thread. */
export async function sendHandlerMessage(
  reference: string,
  request: { message_id: string; body: string },
): Promise<StaffClaimDetail> {
  return readAnswer(
    staffClaimDetailSchema,
    await apiRequest<unknown>(`/staff/claims/${encodeURIComponent(reference)}/messages`, {
      method: 'POST',
      body: request,
    }),
  );
}
