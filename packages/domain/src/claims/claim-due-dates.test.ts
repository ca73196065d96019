import { describe, expect, it } from 'vitest';
import { claimNextDue, isClaimOverdue, type ClaimClock } from './claim-due-dates.js';

const received: ClaimClock = {
  stage: 'received',
  lastToldOn: '2026-11-16',
  informationCompleteOn: null,
  approvedOn: null,
};

describe("the Consumer Protection Code's claims timelines", () => {
  it('owes the customer an update within 10 business days', () => {
    // Mon 16 November 2026: ten business days later is Mon 30 November.
    expect(claimNextDue(received)).toEqual({ for: 'update', due: '2026-11-30' });
  });

  it('does not count public holidays or the day given in place of one', () => {
    // From Fri 18 December 2026: Christmas Day, St Stephen's Day (a Saturday, so Mon 28 December
    // off) and New Year's Day are not business days; Christmas Eve is one.
    const beforeChristmas = { ...received, lastToldOn: '2026-12-18' };
    expect(claimNextDue(beforeChristmas)).toEqual({ for: 'update', due: '2027-01-06' });
  });

  it('does not count Good Friday, a bank holiday, as a business day', () => {
    // From Thu 18 March 2027: Good Friday (26 March) and Easter Monday (29 March) are skipped.
    expect(claimNextDue({ ...received, lastToldOn: '2027-03-18' })).toEqual({
      for: 'update',
      due: '2027-04-05',
    });
  });

  it('owes a decision within 10 business days of the last information, when that is sooner', () => {
    const answered: ClaimClock = {
      stage: 'being_assessed',
      lastToldOn: '2026-11-23',
      informationCompleteOn: '2026-11-20',
      approvedOn: null,
    };
    expect(claimNextDue(answered)).toEqual({ for: 'decision', due: '2026-12-04' });
    // Told of nothing since early in the month, the update falls due first.
    expect(claimNextDue({ ...answered, lastToldOn: '2026-11-02' })).toEqual({
      for: 'update',
      due: '2026-11-16',
    });
  });

  it('counts no decision while the information asked for is awaited', () => {
    const waiting: ClaimClock = { ...received, stage: 'awaiting_information' };
    expect(claimNextDue({ ...waiting, informationCompleteOn: '2026-11-01' })).toEqual({
      for: 'update',
      due: '2026-11-30',
    });
  });

  it('owes payment within 10 business days of the settlement agreed', () => {
    const approved: ClaimClock = { ...received, stage: 'approved', approvedOn: '2026-11-27' };
    expect(claimNextDue(approved)).toEqual({ for: 'payment', due: '2026-12-11' });
    expect(() => claimNextDue({ ...approved, approvedOn: null })).toThrow();
  });

  it('owes nothing once settled or declined', () => {
    expect(claimNextDue({ ...received, stage: 'settled' })).toBeNull();
    expect(claimNextDue({ ...received, stage: 'declined' })).toBeNull();
    expect(isClaimOverdue(null, '2030-01-01')).toBe(false);
  });

  it('is overdue from the day after the due day', () => {
    const due = claimNextDue(received);
    expect(isClaimOverdue(due, '2026-11-30')).toBe(false);
    expect(isClaimOverdue(due, '2026-12-01')).toBe(true);
  });
});
