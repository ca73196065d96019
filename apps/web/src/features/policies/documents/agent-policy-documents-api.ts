import { useMutation, useQuery } from '@tanstack/react-query';
import {
  agentDocumentsSentSchema,
  agentPolicyDocumentsSchema,
  type AgentDocumentsSent,
  type AgentPolicyDocuments,
} from '@wallet/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

const pathOf = (policyId: string) => `/agent/policies/${encodeURIComponent(policyId)}/documents`;

/** GET /agent/policies/{policy_id}/documents: the policy, its customer and its documents by name. */
export async function getAgentPolicyDocuments(policyId: string): Promise<AgentPolicyDocuments> {
  return agentPolicyDocumentsSchema.parse(unwrap(await apiRequest<unknown>(pathOf(policyId))));
}

/** POST /agent/policies/{policy_id}/documents/email: the documents sent to the customer. */
export async function sendAgentPolicyDocuments(policyId: string): Promise<AgentDocumentsSent> {
  return agentDocumentsSentSchema.parse(
    unwrap(await apiRequest<unknown>(`${pathOf(policyId)}/email`, { method: 'POST' })),
  );
}

export function useAgentPolicyDocuments(policyId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['agent', 'policy-documents', user?.user_id ?? null, policyId],
    queryFn: () => getAgentPolicyDocuments(policyId),
    retry: false,
    staleTime: 60_000,
  });
}

export function useSendAgentPolicyDocuments(policyId: string) {
  return useMutation({ mutationFn: () => sendAgentPolicyDocuments(policyId) });
}
