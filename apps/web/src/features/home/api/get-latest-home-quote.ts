import { useQuery } from '@tanstack/react-query';
import { euroToCents } from '@wallet/domain';
import { apiRequest, isApiError, unwrap } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * What the resume card needs of the signed-in customer's latest home quote, and the quote itself
 * for prefilling the forms. Read without the schema library: this call is made on the first page
 * (/wallet), whose JavaScript budget has no room for it (docs/decisions/0004).
 */
export type LatestHomeQuote = {
  quoteReference: string;
  /** Annual premium in cents (the answer states it in euro); null while the quote has no price. */
  coverPremiumCents: number | null;
  /** The saved home_quote as the server sent it; the forms' mapper reads it. */
  homeQuote: Record<string, unknown>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readLatestHomeQuote(value: unknown): LatestHomeQuote {
  const homeQuote = isRecord(value) ? value.home_quote : undefined;
  if (!isRecord(homeQuote) || typeof homeQuote.quote_reference !== 'string') {
    throw new Error('The latest home quote has no quote reference');
  }
  const premium = homeQuote.cover_premium;
  return {
    quoteReference: homeQuote.quote_reference,
    coverPremiumCents:
      typeof premium === 'number' && Number.isFinite(premium) ? euroToCents(premium) : null,
    homeQuote,
  };
}

/**
 * A quote that names a policy was bought: it is finished, not a quote to continue (as
 * car-travel-payment.md 3 has it, 'a quote with a policy reference is treated as not a quote').
 */
export function isBought(latest: LatestHomeQuote): boolean {
  const reference = latest.homeQuote.policy_reference;
  return typeof reference === 'string' && reference.trim() !== '';
}

/**
 * GET /home/applied_home_quotes/latest (home.md 7): the customer's own latest quote to continue,
 * or null when there is none or the latest was bought.
 */
export async function getLatestHomeQuote(): Promise<LatestHomeQuote | null> {
  const answer = await apiRequest<unknown>('/home/applied_home_quotes/latest');
  // 404 is the server's way of saying there is no saved quote yet.
  if (isApiError(answer) && answer.status === 404) return null;
  const latest = readLatestHomeQuote(unwrap(answer));
  return isBought(latest) ? null : latest;
}

export const latestHomeQuoteQueryKey = (userId: string | null) =>
  ['home', 'latest-quote', userId] as const;

/** The signed-in customer's latest home quote; never asked for visitors or when `enabled` is off. */
export function useLatestHomeQuote(enabled: boolean) {
  const { status, user } = useSession();
  const userId = status === 'signed-in' && user ? user.user_id : null;
  return useQuery({
    queryKey: latestHomeQuoteQueryKey(userId),
    queryFn: getLatestHomeQuote,
    enabled: enabled && userId !== null,
    staleTime: 60_000,
    retry: 1,
  });
}
