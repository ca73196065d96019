import { describe, expect, it } from 'vitest';
import {
  claimablePolicyProblem,
  descriptionProblem,
  incidentDateProblem,
  incidentTooLongAgoProblem,
  itemDescriptionProblem,
  itemEstimateCents,
  itemEstimateProblem,
  itemsCountProblem,
  lastClaimDay,
  messageProblem,
  placeProblem,
  shortTextProblem,
  tripProblems,
} from './claim-rules.js';

const policy = {
  startDate: '2026-03-01',
  endDate: '2027-02-28',
  claimsPhoneNumber: '01 488 4063',
};

describe('the incident date', () => {
  const today = '2026-11-30';

  it('may be any day of cover up to today, the first day and today included', () => {
    expect(incidentDateProblem('2026-03-01', policy, today)).toBeNull();
    expect(incidentDateProblem(today, policy, today)).toBeNull();
  });

  it('cannot be in the future', () => {
    expect(incidentDateProblem('2026-12-01', policy, today)).toBe(
      'The date it happened cannot be in the future',
    );
  });

  it('cannot be before the cover started', () => {
    expect(incidentDateProblem('2026-02-28', policy, today)).toBe(
      'The date it happened must be on or after the day your cover started, 01/03/2026',
    );
  });

  it('may be the last day of cover, not the day after', () => {
    const ended = { startDate: '2025-03-01', endDate: '2026-02-28' };
    expect(incidentDateProblem('2026-02-28', ended, today)).toBeNull();
    expect(incidentDateProblem('2026-03-01', ended, today)).toBe(
      'The date it happened must be on or before the last day of your cover, 28/02/2026',
    );
  });

  it('is required and a real date', () => {
    expect(incidentDateProblem(undefined, policy, today)).toBe('Enter the date it happened');
    expect(incidentDateProblem('', policy, today)).toBe('Enter the date it happened');
    for (const text of ['2026-02-29', '2026-13-01', '30/11/2026', '2026-11-3']) {
      expect(incidentDateProblem(text, policy, today)).toBe(
        'Enter the date it happened as a real date, for example 27/03/2026',
      );
    }
    // 2028 is a leap year.
    const leap = { startDate: '2028-01-01', endDate: '2028-12-31' };
    expect(incidentDateProblem('2028-02-29', leap, '2028-03-01')).toBeNull();
  });
});

describe('a policy a claim is made on', () => {
  it('has started', () => {
    expect(claimablePolicyProblem(policy, '2026-02-28')).toBe(
      'This policy has not started yet, so there is nothing to claim for',
    );
    expect(claimablePolicyProblem(policy, '2026-03-01')).toBeNull();
  });

  it('is claimed on up to a year after its cover ended, across a leap day', () => {
    expect(lastClaimDay('2027-02-28')).toBe('2028-02-28');
    expect(lastClaimDay('2027-03-01')).toBe('2028-03-01');
    expect(lastClaimDay('2028-02-29')).toBe('2029-02-28');
    expect(lastClaimDay('2026-06-30')).toBe('2027-06-30');
    expect(claimablePolicyProblem(policy, '2028-02-28')).toBeNull();
    expect(claimablePolicyProblem(policy, '2028-02-29')).toBe(
      'This policy ended more than a year ago, so a claim on it cannot be made online. Please call us on 01 488 4063, Monday to Friday 9am-5pm.',
    );
  });
});

describe('a claim limited to days after the incident', () => {
  it('is made online up to the last day of the limit, by phone after it', () => {
    // 30 days after 1 November 2026 is 1 December.
    expect(incidentTooLongAgoProblem('2026-11-01', 30, '2026-12-01', '01 488 4064')).toBeNull();
    expect(incidentTooLongAgoProblem('2026-11-01', 30, '2026-12-02', '01 488 4064')).toBe(
      'Claims on this cover must be made within 30 days of what happened. Please call us on 01 488 4064, Monday to Friday 9am-5pm.',
    );
    expect(incidentTooLongAgoProblem('2025-11-01', undefined, '2026-12-02', '01')).toBeNull();
  });
});

describe('what happened and where', () => {
  it('is told in up to 2,000 characters, and not in blanks', () => {
    expect(descriptionProblem('x'.repeat(2_000))).toBeNull();
    expect(descriptionProblem(` ${'x'.repeat(2_000)} `)).toBeNull();
    expect(descriptionProblem('x'.repeat(2_001))).toBe(
      'What happened must be 2000 characters or fewer',
    );
    expect(descriptionProblem('   ')).toBe('Tell us what happened');
    expect(descriptionProblem(undefined)).toBe('Tell us what happened');
  });

  it('names a place in up to 200 characters', () => {
    expect(placeProblem('N11 near Arklow')).toBeNull();
    expect(placeProblem('x'.repeat(200))).toBeNull();
    expect(placeProblem('x'.repeat(201))).toBe('Where it happened must be 200 characters or fewer');
    expect(placeProblem('')).toBe('Enter where it happened');
  });

  it('takes optional short texts of up to 200 characters', () => {
    expect(shortTextProblem(undefined)).toBeNull();
    expect(shortTextProblem('')).toBeNull();
    expect(shortTextProblem('x'.repeat(200))).toBeNull();
    expect(shortTextProblem('x'.repeat(201))).toBe('This must be 200 characters or fewer');
  });
});

describe('what was damaged or lost', () => {
  it('lists from 1 to 20 things', () => {
    expect(itemsCountProblem(0)).toBe('Add at least one thing that was damaged or lost');
    expect(itemsCountProblem(1)).toBeNull();
    expect(itemsCountProblem(20)).toBeNull();
    expect(itemsCountProblem(21)).toBe('You can list up to 20 things on one claim');
  });

  it('names each thing in up to 100 characters', () => {
    expect(itemDescriptionProblem('Kitchen floor')).toBeNull();
    expect(itemDescriptionProblem('x'.repeat(100))).toBeNull();
    expect(itemDescriptionProblem('x'.repeat(101))).toBe(
      'What was damaged or lost must be 100 characters or fewer',
    );
    expect(itemDescriptionProblem(' ')).toBe('Enter what was damaged or lost');
  });

  it('costs each from €1 to €1,000,000 in whole euro, as the money fields write it', () => {
    for (const text of ['1', '450', '1,250', '€1,250', '1000000', '1,000,000']) {
      expect(itemEstimateProblem(text), text).toBeNull();
    }
    expect(itemEstimateCents('€1,250')).toBe(125_000);
    expect(itemEstimateCents('1,000,000')).toBe(100_000_000);
    for (const text of ['0', '12.50', '1,00', '-5', 'ten', '1e3']) {
      expect(itemEstimateProblem(text), text).toBe('Enter the cost in whole euro, for example 450');
    }
    expect(itemEstimateProblem('1,000,001')).toBe(
      'The cost of one thing must be €1,000,000 or less',
    );
    expect(itemEstimateProblem('')).toBe('Enter what it would cost to repair or replace, in euro');
  });
});

describe('the trip of a travel claim', () => {
  it('names where to and the day out, with the day back on or after it', () => {
    expect(
      tripProblems({
        destination: 'Lisbon',
        departureDate: '2026-07-01',
        returnDate: '2026-07-01',
      }),
    ).toEqual({});
    expect(
      tripProblems({ destination: 'Lisbon', departureDate: '2026-07-01', returnDate: undefined }),
    ).toEqual({});
    expect(
      tripProblems({ destination: ' ', departureDate: undefined, returnDate: '2026-06-30' }),
    ).toEqual({
      destination: 'Enter where you travelled to',
      departureDate: 'Enter the day you left',
    });
    expect(
      tripProblems({
        destination: 'Lisbon',
        departureDate: '2026-07-01',
        returnDate: '2026-06-30',
      }),
    ).toEqual({ returnDate: 'The day you came back must be on or after the day you left' });
    expect(
      tripProblems({
        destination: 'Lisbon',
        departureDate: '2026-02-30',
        returnDate: '2026-13-01',
      }),
    ).toEqual({
      departureDate: 'Enter the date as a real date, for example 27/03/2026',
      returnDate: 'Enter the date as a real date, for example 27/03/2026',
    });
  });
});

describe('a message on the claim', () => {
  it('says something, in up to 2,000 characters', () => {
    expect(messageProblem('The plumber’s report is attached.')).toBeNull();
    expect(messageProblem('x'.repeat(2_000))).toBeNull();
    expect(messageProblem('x'.repeat(2_001))).toBe('Your message must be 2000 characters or fewer');
    expect(messageProblem('')).toBe('Enter your message');
  });
});
