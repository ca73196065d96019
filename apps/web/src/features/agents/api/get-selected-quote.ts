import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { clearSessionStores } from '../../../lib/session-store';

/**
 * GET /home/applied_home_quotes/latest/policy_code?policyCode={code} (platform.md 7): the quote
 * an agent selected, in the saved home quote shape of the latest-quote calls. It is handed on as
 * the API sent it: the home journey reads it with its own schema.
 */
export async function getSelectedQuote(policyCode: string): Promise<unknown> {
  const query = new URLSearchParams({ policyCode });
  return unwrap(await apiRequest<unknown>(`/home/applied_home_quotes/latest/policy_code?${query}`));
}

/**
 * Loads the selected quote and hands it to `open`, which stores it for the journey, in place of
 * everything the tab held of the customer served before (their answers, consent and payment).
 */
export function useOpenSelectedQuote(open: (homeQuote: unknown) => Promise<void> | void) {
  return useMutation({
    mutationFn: async (policyCode: string) => {
      const homeQuote = await getSelectedQuote(policyCode);
      clearSessionStores();
      await open(homeQuote);
    },
  });
}
