import { useQueryClient } from '@tanstack/react-query';
import { PUBLIC_SITE_URL } from '@wallet/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { leaveApp } from '../../../lib/api-client';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { PATHS } from '../../../lib/paths';
import { isAgent, useSession } from '../../../lib/session';
import { sessionTimings } from '../../../lib/session-timings';
import { signOut } from '../api/sign-out';
import { useIdleTimeout } from '../hooks/use-idle-timeout';
import { useSessionCheck } from '../hooks/use-session-check';
import { clearBrowserSession } from '../lib/clear-browser-session';
import './session-watch.css';

/**
 * The warning's dialog (React Aria's modal, about 90 KiB with what it shares) loads apart from the
 * watch, 10 s after the signed-in page opens or when the warning is due, whichever is first (and
 * again when due, if that download failed): loaded with the watch it competed with a returning
 * customer's first screen for the connection (issue 46).
 */
const idleWarningCode = lazyModule(() => import('./idle-warning'));
/** Long before any warning (minutes), long after a page's first screen (a second or two). */
export const IDLE_WARNING_CODE_AFTER_MS = 10_000;

/**
 * Runs while someone is signed in (platform.md 4.1 step 4 and 4.3): the session check that sends
 * the browser to the public site when the session has gone, and the idle time-out (none for
 * agents). Both stop on the logout page, which ends the session itself.
 */
export function SessionWatch() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once per sign-in, so a test's shortened timings apply without a new build.
  const [timings] = useState(sessionTimings);
  const active = pathname !== PATHS.logout;

  const onGone = useCallback(() => {
    void signOut();
    clearBrowserSession(queryClient);
    leaveApp(PUBLIC_SITE_URL);
  }, [queryClient]);
  useSessionCheck({ enabled: active, everyMs: timings.sessionPollEveryMs, onGone });

  const logOut = useCallback(() => navigate(PATHS.logout), [navigate]);
  const idle = useIdleTimeout({ enabled: active && !isAgent(user), timings, onTimeout: logOut });
  const warningCode = useLazyModule(idleWarningCode, idle.warning);
  const { prefetch } = warningCode;
  useEffect(() => {
    const timer = setTimeout(prefetch, IDLE_WARNING_CODE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [prefetch]);

  const IdleWarning = warningCode.module?.IdleWarning;
  if (!IdleWarning) return null;
  return (
    <IdleWarning
      isOpen={idle.warning}
      secondsLeft={idle.secondsLeft}
      onContinue={idle.stayActive}
      onLogOut={logOut}
    />
  );
}
