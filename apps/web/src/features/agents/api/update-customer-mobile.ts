import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  agentMobileResponseSchema,
  type AgentMobilePayload,
  type AgentMobileResponse,
  type RetrievedUser,
} from '@wallet/domain';
import { apiRequest } from '../../../lib/api-client';
import { readAnswer } from './read-answer';

/** PUT /users/phone_number: a super agent changes a customer's mobile number (platform.md 8). */
export async function updateCustomerMobile(
  payload: AgentMobilePayload,
): Promise<AgentMobileResponse> {
  const answer = await apiRequest<unknown>('/users/phone_number', { method: 'PUT', body: payload });
  return readAnswer(agentMobileResponseSchema, answer);
}

/** Changes the number, and shows the new one in the results the agent is looking at. */
export function useUpdateCustomerMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerMobile,
    onSuccess: (answer, payload) => {
      queryClient.setQueriesData<RetrievedUser[]>(
        { queryKey: ['agents', 'retrieved-users'] },
        (users) =>
          users?.map((user) =>
            user.username === payload.username
              ? { ...user, phone_number: answer.phone_number }
              : user,
          ),
      );
    },
  });
}
