import { SESSION_TIMINGS } from '@wallet/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_TIMINGS_OVERRIDE_KEY, sessionTimings } from './session-timings';

afterEach(() => localStorage.clear());

describe('session timings', () => {
  it('are the spec constants when nothing overrides them', () => {
    expect(sessionTimings()).toEqual(SESSION_TIMINGS);
    expect(sessionTimings().idleWarningAfterMs).toBe(15 * 60 * 1000);
    expect(sessionTimings().sessionPollEveryMs).toBe(5000);
  });

  it('take positive numbers from the localStorage override, field by field', () => {
    localStorage.setItem(
      SESSION_TIMINGS_OVERRIDE_KEY,
      JSON.stringify({
        idleWarningAfterMs: 2000,
        idleCountdownMs: 0,
        unknown: 5,
        idleCheckEveryMs: 'x',
      }),
    );
    expect(sessionTimings()).toEqual({ ...SESSION_TIMINGS, idleWarningAfterMs: 2000 });
  });

  it('ignore an override that is not JSON', () => {
    localStorage.setItem(SESSION_TIMINGS_OVERRIDE_KEY, '{not json');
    expect(sessionTimings()).toEqual(SESSION_TIMINGS);
  });
});
