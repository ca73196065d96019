import {
  agentSignUpResponseSchema,
  agentUserLookupResponseSchema,
  generateAgentPassword,
  toInternationalMobile,
  type AgentSignUpPayload,
} from '@wallet/domain';
import { apiRequest, unwrap } from './api-client';

/*
 * Agent mode's sign-in check (home.md 4 and 6, car-travel-payment.md 6; decision 0021), the same
 * for every product: the customer is looked up by e-mail and, when not found, signed up by the
 * agent with a generated password before payment. Agent-only code: a page imports it when an
 * agent presses Proceed (the agents' schemas bring the phone library).
 */

/** The customer as a journey's About you holds them. */
export type AgentCustomer = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNo: string;
};

/** The user lookup by e-mail (home.md 7 'User lookup by email'): whether the customer has an account. */
export async function customerHasAccount(email: string): Promise<boolean> {
  const answer = agentUserLookupResponseSchema.parse(
    unwrap(
      await apiRequest<unknown>('/users/email_lookup', {
        method: 'POST',
        body: { dropdownValue: 'email', searchInput: email },
      }),
    ),
  );
  return answer.user_list.length > 0;
}

/** A uniform random index from the browser's cryptographic generator. */
function randomIndex(below: number): number {
  const limit = Math.floor(0x1_0000_0000 / below) * below;
  const value = new Uint32Array(1);
  do crypto.getRandomValues(value);
  while (value[0]! >= limit);
  return value[0]! % below;
}

/**
 * The agent's sign-up of a customer the lookup did not find (home.md 6): their names, e-mail and
 * mobile from About you, with a generated 12-character password. The account is created by the
 * agent; the customer sets a password through the reset flow.
 */
export async function signUpCustomer(customer: AgentCustomer): Promise<void> {
  const payload: AgentSignUpPayload = {
    given_name: customer.firstName,
    family_name: customer.lastName,
    email: customer.email,
    phone_number: toInternationalMobile(customer.phoneNo),
    password: generateAgentPassword(randomIndex),
  };
  agentSignUpResponseSchema.parse(
    unwrap(await apiRequest<unknown>('/users/agent_sign_up', { method: 'POST', body: payload })),
  );
}

/** The sign-in check: the customer's account, found or made, before payment. */
export async function ensureCustomerAccount(customer: AgentCustomer): Promise<void> {
  if (!(await customerHasAccount(customer.email.trim()))) await signUpCustomer(customer);
}
