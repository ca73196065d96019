import {
  readProfile,
  savedHomeQuoteSchema,
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
