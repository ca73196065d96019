import { describe, expect, it } from 'vitest';
import {
  complaintDueDates,
  complaintFinalResponseDue,
  complaintUpdateDue,
  isComplaintOverdue,
  type ComplaintClock,
} from './complaint-due-dates.js';

const received: ComplaintClock = {
  status: 'received',
  receivedOn: '2026-11-02',
  lastUpdateOn: null,
};

describe("the Consumer Protection Code's complaint timelines", () => {
  it('owes an update on the 20th business day after receipt, weekends not counted', () => {
    // Mon 2 November 2026: four whole weeks, no holidays, make 20 business days: Mon 30 November.
    expect(complaintUpdateDue(received)).toBe('2026-11-30');
    // Received on a Saturday: the first business day counted is the Monday.
    expect(complaintUpdateDue({ receivedOn: '2026-11-07', lastUpdateOn: null })).toBe('2026-12-04');
  });

  it('owes the final response on the 40th business day after receipt', () => {
    // From Mon 2 November: 20 days to Mon 30 November, then 20 more across Christmas: Christmas
    // Day (Fri 25 December) and St Stephen's Day (a Saturday, so Mon 28 December off) are not
    // counted, Christmas Eve is, so the 40th is Wed 30 December, not Thu 24 December.
    expect(complaintFinalResponseDue('2026-11-02')).toBe('2026-12-30');
  });

  it('does not count a bank holiday in between', () => {
    // From Thu 18 March 2027: St Patrick's Day is behind it; Good Friday (26 March) and Easter
    // Monday (29 March) are skipped, so the 20th business day is Mon 19 April, not Thu 15 April.
    expect(complaintUpdateDue({ receivedOn: '2027-03-18', lastUpdateOn: null })).toBe('2027-04-19');
    // From Mon 10 May 2027 the 20th business day would be Mon 7 June, the June bank holiday: it
    // is Tue 8 June.
    expect(complaintUpdateDue({ receivedOn: '2027-05-10', lastUpdateOn: null })).toBe('2027-06-08');
  });

  it('counts the next update from the last one given', () => {
    const updated: ComplaintClock = {
      status: 'being_investigated',
      receivedOn: '2026-11-02',
      lastUpdateOn: '2026-11-16',
    };
    expect(complaintDueDates(updated)).toEqual({
      update: '2026-12-14',
      finalResponse: '2026-12-30',
      next: { for: 'update', due: '2026-12-14' },
    });
  });

  it('owes the final response next when it falls due before another update would', () => {
    const late: ComplaintClock = {
      status: 'being_investigated',
      receivedOn: '2026-11-02',
      lastUpdateOn: '2026-12-18',
    };
    expect(complaintDueDates(late)?.next).toEqual({ for: 'final_response', due: '2026-12-30' });
  });

  it('owes nothing once the final response is given or the complaint resolved', () => {
    expect(complaintDueDates({ ...received, status: 'final_response_given' })).toBeNull();
    expect(complaintDueDates({ ...received, status: 'resolved' })).toBeNull();
    expect(isComplaintOverdue(null, '2099-01-01')).toBe(false);
  });

  it('is overdue from the day after the due day, not on it', () => {
    const due = complaintDueDates(received);
    expect(isComplaintOverdue(due, '2026-11-30')).toBe(false);
    expect(isComplaintOverdue(due, '2026-12-01')).toBe(true);
  });
});
