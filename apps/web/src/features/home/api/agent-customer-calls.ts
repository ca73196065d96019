import {
  agentSignUpResponseSchema,
  agentUserLookupResponseSchema,
  generateAgentPassword,
  readProfile,
  savedHomeQuoteSchema,
  toInternationalMobile,
  type AgentSignUpPayload,
  type Profile,
  type SavedHomeQuote,
} from '@wallet/domain';
import { apiRequest, isApiError, unwrap } from '../../../lib/api-client';

/** What the e-mail search icon found (home.md 2 and 4): the latest quote, a profile or nobody. */
export type CustomerFound =
  | { kind: 'quote'; quote: SavedHomeQuote }
  | { kind: 'profile'; profile: Profile }
  | { kind: 'none' };

/**
 * The agent's e-mail search on About you (home.md 4 'Agent: email search loads latest quote or
 * profile'): POST /home/applied_home_quotes/latest with the e-mail, and when the customer has no
 * quote, POST /profile/profile/search/email (user_id present means found).
 */
export async function findCustomerByEmail(email: string): Promise<CustomerFound> {
  const latest = await apiRequest<unknown>('/home/applied_home_quotes/latest', {
    method: 'POST',
    body: { email },
  });
  if (!isApiError(latest)) {
    const saved = savedHomeQuoteSchema.safeParse(
      (latest as { home_quote?: unknown } | null)?.home_quote,
    );
    if (saved.success) return { kind: 'quote', quote: saved.data };
  } else if (latest.status !== 404) {
    unwrap(latest);
  }
  const profile = readProfile(
    unwrap(
      await apiRequest<unknown>('/profile/profile/search/email', {
        method: 'POST',
        body: { email },
      }),
    ),
  );
  return profile.user_id ? { kind: 'profile', profile } : { kind: 'none' };
}

/** The sign-in check's user lookup by e-mail (home.md 4 and 7): whether the customer has an account. */
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
export async function signUpCustomer(customer: {
  firstName: string;
  lastName: string;
  email: string;
  phoneNo: string;
}): Promise<void> {
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
