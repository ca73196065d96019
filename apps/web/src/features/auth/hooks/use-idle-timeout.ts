import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionTimings } from '../../../lib/session-timings';

const SECOND_MS = 1000;
const ACTIVITY_EVENTS = ['click', 'keydown'] as const;

export type IdleTimeout = {
  /** Whether the warning (with its countdown) is showing. */
  warning: boolean;
  secondsLeft: number;
  /** Continue: the customer is still here; the idle time starts again. */
  stayActive: () => void;
};

/**
 * platform.md 4.3: a click or key press resets the idle time, which is checked every
 * `idleCheckEveryMs`. After `idleWarningAfterMs` of idleness the warning opens with a countdown of
 * `idleCountdownMs`; at zero `onTimeout` runs. While the warning shows only Continue resets.
 */
export function useIdleTimeout({
  enabled,
  timings,
  onTimeout,
}: {
  enabled: boolean;
  timings: Pick<SessionTimings, 'idleWarningAfterMs' | 'idleCountdownMs' | 'idleCheckEveryMs'>;
  onTimeout: () => void;
}): IdleTimeout {
  const { idleWarningAfterMs, idleCountdownMs, idleCheckEveryMs } = timings;
  const lastActivity = useRef(0);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  const warning = deadline !== null;
  const warningRef = useRef(warning);
  useEffect(() => {
    warningRef.current = warning;
  }, [warning]);

  useEffect(() => {
    if (!enabled) {
      setDeadline(null);
      return;
    }
    lastActivity.current = Date.now();
    const onActivity = () => {
      if (!warningRef.current) lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, onActivity, true);
    const check = setInterval(() => {
      const at = Date.now();
      if (!warningRef.current && at - lastActivity.current >= idleWarningAfterMs) {
        setNow(at);
        setDeadline(at + idleCountdownMs);
      }
    }, idleCheckEveryMs);
    return () => {
      clearInterval(check);
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, onActivity, true);
    };
  }, [enabled, idleWarningAfterMs, idleCountdownMs, idleCheckEveryMs]);

  useEffect(() => {
    if (deadline === null) return;
    const tick = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) {
        clearInterval(tick);
        setDeadline(null);
        onTimeoutRef.current();
      }
    }, SECOND_MS);
    return () => clearInterval(tick);
  }, [deadline]);

  const stayActive = useCallback(() => {
    lastActivity.current = Date.now();
    setDeadline(null);
  }, []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / SECOND_MS));
  return { warning, secondsLeft, stayActive };
}
