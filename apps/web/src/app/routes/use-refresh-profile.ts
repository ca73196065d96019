import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileQueryKey } from '../../features/profile';
import { useSession } from '../../lib/session';

/** Fetches the customer's profile again after a page changed one of their policies. */
export function useRefreshProfile(): () => void {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.user_id ?? null;
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
  }, [queryClient, userId]);
}
