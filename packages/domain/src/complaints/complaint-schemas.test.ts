import { describe, expect, it } from 'vitest';
import { COMPLAINT_LIMITS } from './complaint-constants.js';
import { isComplaintReference, newComplaintReference } from './complaint-reference.js';
import {
  COMPLAINT_MESSAGES as M,
  complaintActionSchema,
  complaintFormSchema,
  complaintRequestSchema,
} from './complaint-schemas.js';
import { dayInWords } from './complaint-texts.js';

/** Fixed ids: the schema asks only that they are UUIDs. */
let made = 0;
const randomUUID = () => `00000000-0000-4000-8000-${String((made += 1)).padStart(12, '0')}`;

const form = {
  about: 'service',
  description: 'Nobody called me back.',
  wanted: 'A call back and an apology.',
};

/** The problems of a form as sent, by field. */
const problemsOf = (value: unknown) => {
  const parsed = complaintFormSchema.safeParse(value);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe("the complaint form's rules", () => {
  it('takes a complaint about our service with no policy named', () => {
    expect(problemsOf(form)).toEqual({});
  });

  it('asks for every required answer in GOV.UK words', () => {
    expect(problemsOf({ about: '', description: '  ', wanted: '' })).toEqual({
      about: M.aboutRequired,
      description: M.descriptionRequired,
      wanted: M.wantedRequired,
    });
  });

  it('asks for the policy of a complaint about a policy, and the claim of one about a claim', () => {
    expect(problemsOf({ ...form, about: 'policy', policy_id: '' })).toEqual({
      policy_id: M.policyRequired,
    });
    expect(problemsOf({ ...form, about: 'claim' })).toEqual({ claim_reference: M.claimRequired });
    expect(problemsOf({ ...form, about: 'policy', policy_id: 'P-1' })).toEqual({});
  });

  it('takes what went wrong up to its limit, not a character more (spaces around not counted)', () => {
    const max = COMPLAINT_LIMITS.descriptionMaxLength;
    expect(problemsOf({ ...form, description: ` ${'a'.repeat(max)} ` })).toEqual({});
    expect(problemsOf({ ...form, description: 'a'.repeat(max + 1) })).toEqual({
      description: M.descriptionTooLong,
    });
    expect(M.descriptionTooLong).toBe('What went wrong must be 2,000 characters or fewer');
    const wanted = COMPLAINT_LIMITS.wantedMaxLength;
    expect(problemsOf({ ...form, wanted: 'a'.repeat(wanted) })).toEqual({});
    expect(problemsOf({ ...form, wanted: 'a'.repeat(wanted + 1) })).toEqual({
      wanted: M.wantedTooLong,
    });
  });

  it('is the request with its submission id, and nothing else', () => {
    expect(complaintRequestSchema.safeParse({ ...form, submission_id: randomUUID() }).success).toBe(
      true,
    );
    expect(complaintRequestSchema.safeParse(form).success).toBe(false);
    expect(
      complaintRequestSchema.safeParse({ ...form, submission_id: randomUUID(), extra: 1 }).success,
    ).toBe(false);
  });
});

describe("staff's actions on a complaint", () => {
  const id = randomUUID();
  it('asks for the outcome and the words of a final response', () => {
    const parsed = complaintActionSchema.safeParse({
      action: 'final_response',
      action_id: id,
      text: ' ',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      M.outcomeRequired,
      M.responseRequired,
    ]);
    expect(
      complaintActionSchema.safeParse({
        action: 'final_response',
        action_id: id,
        outcome: 'partly_upheld',
        text: 'We have refunded the fee.',
      }).success,
    ).toBe(true);
  });

  it('takes an update up to its limit', () => {
    const max = COMPLAINT_LIMITS.updateMaxLength;
    const update = (text: string) =>
      complaintActionSchema.safeParse({ action: 'update', action_id: id, text }).success;
    expect(update('a'.repeat(max))).toBe(true);
    expect(update('a'.repeat(max + 1))).toBe(false);
  });
});

describe("a complaint's reference", () => {
  it("is CP- and 8 characters that do not look alike, as a claim's is CL-", () => {
    const reference = newComplaintReference((count) => new Uint8Array(count).fill(0));
    expect(reference).toBe('CP-AAAAAAAA');
    expect(isComplaintReference(reference)).toBe(true);
    expect(isComplaintReference('CL-AAAAAAAA')).toBe(false);
    expect(isComplaintReference('CP-AAAAAAA0')).toBe(false);
    expect(() => newComplaintReference(() => new Uint8Array(7))).toThrow();
  });
});

describe('a day in words', () => {
  it('names the weekday and the month', () => {
    expect(dayInWords('2026-12-30')).toBe('Wednesday 30 December 2026');
    expect(dayInWords('not a day')).toBe('not a day');
  });
});
