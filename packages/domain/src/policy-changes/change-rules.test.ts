import { describe, expect, it } from 'vitest';
import { POLICY_CHANGE_MESSAGES as M } from './change-messages.js';
import { changeAfterLastChangeMessage, changeEffectiveDateMessage } from './change-rules.js';

describe('the day a change starts', () => {
  const today = '2026-11-30';
  const end = '2027-05-31';

  it('is from today to the policy’s last day', () => {
    expect(changeEffectiveDateMessage(today, end, today)).toBeNull();
    expect(changeEffectiveDateMessage(end, end, today)).toBeNull();
    expect(changeEffectiveDateMessage('2026-11-29', end, today)).toBe(M.effectiveDateInPast);
    expect(changeEffectiveDateMessage('2027-06-01', end, today)).toBe(M.effectiveDateAfterEnd(end));
  });

  it('is on or after the day the last change starts, so versions follow each other', () => {
    expect(changeAfterLastChangeMessage('2026-12-15', '2026-12-15')).toBeNull();
    expect(changeAfterLastChangeMessage('2026-12-14', '2026-12-15')).toBe(
      'The change must start on or after 15/12/2026, the day your last change starts',
    );
    // A change already in force does not hold a new one back; a policy never changed has none.
    expect(changeAfterLastChangeMessage(today, '2026-06-01')).toBeNull();
    expect(changeAfterLastChangeMessage(today, undefined)).toBeNull();
  });
});
