import type { HomeBindRequest, BindResponse } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readBindAnswer } from '../../../lib/checkout/read-bind-answer';

/**
 * POST /home/applied_home_quotes/bind_upload (home.md 7, with bind_upload_enabled): hands the
 * bind over and answers at once, usually IN_PROGRESS; its status is then polled.
 */
export async function uploadHomeBind(request: HomeBindRequest): Promise<BindResponse> {
  return readBindAnswer(
    await apiRequest<unknown>('/home/applied_home_quotes/bind_upload', {
      method: 'POST',
      body: request,
    }),
  );
}
