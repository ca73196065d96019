import { useEffect, useRef } from 'react';
import { isAccountClosing } from '../../../lib/account-closed-state';
import { isApiError } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { currentUser } from '../api/current-user';
import { restoreSession } from '../lib/session-lifecycle';

/**
 * platform.md 4.1 step 4: while signed in, ask every `everyMs` whether the user still exists.
 * A 401 first tries the refresh cookie (a sleeping tab may simply have missed its token renewal);
 * only when that fails too is the session gone. Network failures prove nothing and are ignored.
 */
export function useSessionCheck({
  enabled,
  everyMs,
  onGone,
}: {
  enabled: boolean;
  everyMs: number;
  onGone: () => void;
}): void {
  const onGoneRef = useRef(onGone);
  useEffect(() => {
    onGoneRef.current = onGone;
  }, [onGone]);
  const enabledRef = useRef(enabled);
  useEffect(() => {
    enabledRef.current = enabled;
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    let checking = false;
    let stopped = false;
    const check = async () => {
      if (checking) return;
      checking = true;
      try {
        const answer = await currentUser();
        if (stopped || !isApiError(answer) || answer.status !== 401) return;
        await restoreSession();
        // Turned off meanwhile (the browser went to Logout: a closed account's page sends it
        // there as its sign-ins end): the session's end is that page's to tell, not the watch's.
        if (!enabledRef.current || isAccountClosing()) return;
        if (getSession().status !== 'signed-in') onGoneRef.current();
      } finally {
        checking = false;
      }
    };
    const timer = setInterval(() => void check(), everyMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled, everyMs]);
}
