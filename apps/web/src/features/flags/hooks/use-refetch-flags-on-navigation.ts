import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { featureFlagsQueryKey } from '../api/get-feature-flags';

/** Asks for the flags again after every route change (the first load already fetched them). */
export function useRefetchFlagsOnNavigation(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    void queryClient.invalidateQueries({ queryKey: featureFlagsQueryKey });
  }, [pathname, queryClient]);
}
