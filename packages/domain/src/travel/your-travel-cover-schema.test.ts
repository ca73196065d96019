import { describe, expect, it } from 'vitest';
import { parseDisplayDate } from '../dates/calendar-date.js';
import { EXAMPLE_TODAY, EXAMPLE_TRAVEL_FORMS } from './travel-form-examples.js';
import { YOUR_TRAVEL_COVER_MESSAGES as M } from './travel-messages.js';
import { carHireEligibility, type CarHireEligibility } from './travel-rules.js';
import { yourTravelCoverSchema, type YourTravelCoverValues } from './your-travel-cover-schema.js';
import { YOUR_TRAVEL_COVER_DEFAULTS } from './your-travel-cover-values.js';

const COVER = EXAMPLE_TRAVEL_FORMS.yourCover;
const ELIGIBLE: CarHireEligibility = { eligible: true };

function problems(
  change: Partial<YourTravelCoverValues>,
  carHire: CarHireEligibility = ELIGIBLE,
  base: YourTravelCoverValues = COVER,
) {
  const result = yourTravelCoverSchema({ carHire }).safeParse({ ...base, ...change });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  ) as Record<string, string>;
}

describe('Your cover (travel)', () => {
  it('accepts the example extras and consents', () => {
    expect(problems({})).toEqual({});
  });

  it('needs the extras’ answers and both consents, with the spec’s words', () => {
    expect(problems({}, ELIGIBLE, YOUR_TRAVEL_COVER_DEFAULTS)).toEqual({
      winterSportsExcess: M.answerRequired,
      businessExpenseExcess: M.answerRequired,
      carHireExcess: M.answerRequired,
      dataProtectionConsent: 'You must accept the Terms and Conditions',
      chubbTOBConsent: 'You must accept the Chubb Terms of Business and Privacy Policy.',
    });
  });

  it('asks car hire only when it is offered, and refuses it when it is not', () => {
    const ineligible = { eligible: false, notice: M.carHireZoneNotice };
    expect(problems({ carHireExcess: null }, ineligible)).toEqual({});
    expect(problems({ carHireExcess: false }, ineligible)).toEqual({});
    expect(problems({ carHireExcess: true }, ineligible)).toEqual({
      carHireExcess: 'Car hire excess is only available for European destinations',
    });
  });

  it('takes the extras from the answers, in id order', () => {
    expect(
      yourTravelCoverSchema({ carHire: ELIGIBLE }).parse({
        ...COVER,
        excess: [4],
        businessExpenseExcess: true,
      }).extras,
    ).toEqual([1, 3, 4]);
  });
});

describe('carHireEligibility', () => {
  const eligibility = (dob: string, zone: 1 | 2 | 3 = 1) =>
    carHireEligibility({ dateOfBirth: parseDisplayDate(dob), zone, today: EXAMPLE_TODAY });

  it.each([
    ['21/11/2005', false],
    ['20/11/2005', true],
    ['21/11/1950', true],
    ['20/11/1950', false],
  ])('born %s (today 20/11/2026) in Europe: eligible %s', (dob, eligible) => {
    const result = eligibility(dob);
    expect(result.eligible).toBe(eligible);
    expect(result.notice).toBe(
      eligible
        ? undefined
        : 'You must be between 21 and 75 years of age to avail of car hire excess',
    );
  });

  it.each([2, 3] as const)('is not offered in zone %s', (zone) => {
    expect(eligibility('14/03/1985', zone)).toEqual({
      eligible: false,
      notice: 'Car hire excess is only available for European destinations',
    });
  });

  it('names the age first when both rule it out (a traveller aged 80 going worldwide)', () => {
    expect(eligibility('01/01/1946', 3).notice).toBe(M.carHireAgeNotice);
  });

  it('is not offered, with no notice, until the date of birth and zone are known', () => {
    expect(eligibility('', 1)).toEqual({ eligible: false });
    expect(
      carHireEligibility({
        dateOfBirth: parseDisplayDate('14/03/1985'),
        zone: undefined,
        today: EXAMPLE_TODAY,
      }),
    ).toEqual({ eligible: false });
  });
});
