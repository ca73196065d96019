import { useQuery } from '@tanstack/react-query';
import { agentPaymentCustomerSchema, type AgentCustomer } from '@wallet/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { isAgent, useSession } from '../../../lib/session';

/**
 * GET /agent/checkout/customer (issue 41): whom an agent's payment is for, as the API knows it
 * (the account the quote belongs to, or the one its email names). Asked only by an agent.
 */
export async function getAgentPaymentCustomer(quoteReference: string): Promise<AgentCustomer> {
  const query = new URLSearchParams({ quote_reference: quoteReference });
  const answer = unwrap(await apiRequest<unknown>(`/agent/checkout/customer?${query.toString()}`));
  return agentPaymentCustomerSchema.parse(answer).customer;
}

/** The customer an agent is paying for; nothing is asked for a customer paying for themselves. */
export function useAgentPaymentCustomer(quoteReference: string) {
  const { user } = useSession();
  const agent = isAgent(user);
  const query = useQuery({
    queryKey: ['agent', 'payment-customer', user?.user_id ?? null, quoteReference],
    queryFn: () => getAgentPaymentCustomer(quoteReference),
    enabled: agent,
    staleTime: 60_000,
    retry: false,
  });
  return { agent, ...query };
}
