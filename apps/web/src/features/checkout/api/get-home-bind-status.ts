import type { HomeBindResponse, HomeBindStatusRequest } from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readBindAnswer } from './read-bind-answer';

/** POST /home/applied_home_quotes/bind_status (home.md 7): where an uploaded bind stands. */
export async function getHomeBindStatus(request: HomeBindStatusRequest): Promise<HomeBindResponse> {
  return readBindAnswer(
    await apiRequest<unknown>('/home/applied_home_quotes/bind_status', {
      method: 'POST',
      body: request,
    }),
  );
}
