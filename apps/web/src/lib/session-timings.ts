import { SESSION_TIMINGS } from '@wallet/domain';

export type SessionTimings = { -readonly [Name in keyof typeof SESSION_TIMINGS]: number };

/**
 * Browser journeys cannot wait 15 minutes for the idle warning, so the timings can be shortened at
 * run time, without a new build: put a JSON object with any of the SESSION_TIMINGS field names
 * (idleWarningAfterMs, idleCountdownMs, idleCheckEveryMs, sessionPollEveryMs, ...) in
 * localStorage under this key, for example
 *   localStorage.setItem('wallet:session-timings', '{"idleWarningAfterMs":3000,"idleCountdownMs":5000}')
 * Fields that are missing, unknown or not a positive number keep their normal value.
 */
export const SESSION_TIMINGS_OVERRIDE_KEY = 'wallet:session-timings';

/** The session timings in force now: the domain constants, with any override applied. */
export function sessionTimings(): SessionTimings {
  const timings: SessionTimings = { ...SESSION_TIMINGS };
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SESSION_TIMINGS_OVERRIDE_KEY);
  } catch {
    return timings;
  }
  if (!raw) return timings;
  let override: unknown;
  try {
    override = JSON.parse(raw);
  } catch {
    return timings;
  }
  if (typeof override !== 'object' || override === null) return timings;
  for (const name of Object.keys(timings) as Array<keyof SessionTimings>) {
    const value = (override as Record<string, unknown>)[name];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) timings[name] = value;
  }
  return timings;
}
