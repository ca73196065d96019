import { describe, expect, it } from 'vitest';
import {
  claimDateProblem,
  contentsMinimumProblem,
  mortgageApplicationNumberProblem,
  nameProblem,
  occupancyProblems,
  policyStartDateProblem,
  promoCodeProblem,
  rebuildCostMinimumProblem,
  renovationProblems,
  specifiedItemDescriptionProblem,
  specifiedItemValueMinimumProblem,
  staffNumberProblem,
  unknownStaffNumberProblem,
  unspecifiedItemsAmountProblem,
  yearBuiltProblem,
  type OccupancyAnswers,
} from './home-answer-rules.js';
import {
  ABOUT_YOU_MESSAGES as A,
  PROMO_MESSAGES,
  YOUR_COVER_MESSAGES as C,
  YOUR_HOME_MESSAGES as H,
} from './home-messages.js';

const TODAY = new Date(2026, 10, 22, 9, 30);
const day = (year: number, month: number, dayOfMonth: number) => ({
  year,
  month,
  day: dayOfMonth,
});

describe('the About you rules at their boundaries', () => {
  it('takes a mortgage application number of 7 or 8 digits, or none', () => {
    expect(mortgageApplicationNumberProblem(undefined)).toBeUndefined();
    expect(mortgageApplicationNumberProblem('1234567')).toBeUndefined();
    expect(mortgageApplicationNumberProblem('12345678')).toBeUndefined();
    expect(mortgageApplicationNumberProblem('123456')).toBe(A.mortgageApplicationNumberInvalid);
    expect(mortgageApplicationNumberProblem('123456789')).toBe(A.mortgageApplicationNumberInvalid);
  });

  it('asks a staff number only with the staff promotion', () => {
    expect(staffNumberProblem('Online10', undefined)).toBeUndefined();
    expect(staffNumberProblem('STAFF', undefined)).toBe(A.staffNumberRequired);
    expect(staffNumberProblem('staff', 'a123456')).toBeUndefined();
    expect(staffNumberProblem('staff', 'A12345')).toBe(A.staffNumberInvalid);
    expect(staffNumberProblem('staff', 'B1234567')).toBe(A.staffNumberInvalid);
  });

  it('refuses a well-formed staff number the staff directory does not know', () => {
    expect(unknownStaffNumberProblem('staff', 'A123456', true)).toBeUndefined();
    expect(unknownStaffNumberProblem('Staff', 'A123456', false)).toBe(A.staffNumberInvalid);
    // The shape rule speaks first (staffNumberProblem); this rule adds nothing to it.
    expect(unknownStaffNumberProblem('staff', 'A12345', false)).toBeUndefined();
    expect(unknownStaffNumberProblem('staff', undefined, false)).toBeUndefined();
    // Without the staff code the number is not asked for.
    expect(unknownStaffNumberProblem('Online10', 'A123456', false)).toBeUndefined();
  });

  it('knows the promotion codes the check accepts', () => {
    expect(promoCodeProblem(undefined)).toBeUndefined();
    expect(promoCodeProblem('online10')).toBeUndefined();
    expect(promoCodeProblem('staff')).toBeUndefined();
    expect(promoCodeProblem('Online11')).toBe(PROMO_MESSAGES.invalid);
  });
});

describe('the Your home rules at their boundaries', () => {
  it('takes this year as the year built, not next year', () => {
    expect(yearBuiltProblem(2026, TODAY)).toBeUndefined();
    expect(yearBuiltProblem(2027, TODAY)).toBe(H.yearInFuture);
  });

  it('asks rewired for 1971 and earlier, reroofed for 1920 and earlier', () => {
    const unanswered = { hasBeenRewired: null, hasBeenReroofed: null };
    expect(renovationProblems(1972, unanswered)).toEqual({
      hasBeenRewired: undefined,
      hasBeenReroofed: undefined,
    });
    expect(renovationProblems(1971, unanswered).hasBeenRewired).toBe(H.rewiredRequired);
    expect(renovationProblems(1921, unanswered).hasBeenReroofed).toBeUndefined();
    expect(renovationProblems(1920, unanswered).hasBeenReroofed).toBe(H.reroofedRequired);
  });

  it('takes a claim today, not tomorrow, and none before the look-back years', () => {
    expect(claimDateProblem(day(2026, 11, 22), TODAY)).toBeUndefined();
    expect(claimDateProblem(day(2026, 11, 23), TODAY)).toBe(H.claimDateInFuture);
    expect(claimDateProblem(day(2021, 1, 1), TODAY)).toBeUndefined();
    expect(claimDateProblem(day(2020, 12, 31), TODAY)).toBe(H.claimDateTooOld);
  });

  const answers = (change: Partial<OccupancyAnswers>): OccupancyAnswers => ({
    coverType: 'ownLive',
    privateLiving: null,
    isFamilyUnit: null,
    tenantType: '',
    numTenants: '',
    tenancyAgreement: null,
    isInUse: null,
    holidayHomeIsRented: null,
    isLetMoreThan5PerYear: null,
    occupiedByMember: null,
    ...change,
  });

  it('asks each cover type its own answers', () => {
    expect(occupancyProblems(answers({}))).toEqual({ occupiedByMember: H.mainResidenceRequired });
    expect(occupancyProblems(answers({ occupiedByMember: false }))).toEqual({});
    expect(occupancyProblems(answers({ coverType: 'ownUnoccupied' }))).toEqual({});
    expect(
      occupancyProblems(
        answers({
          coverType: 'ownRent',
          privateLiving: true,
          isFamilyUnit: false,
          tenantType: 'NonStudents',
          tenancyAgreement: true,
        }),
      ),
    ).toEqual({ numTenants: H.occupancyRequired });
    expect(
      occupancyProblems(
        answers({ coverType: 'ownHoliday', isInUse: true, holidayHomeIsRented: true }),
      ),
    ).toEqual({ isLetMoreThan5PerYear: H.occupancyRequired });
  });
});

describe('the Your cover rules at their boundaries', () => {
  it('takes a start date from today to 90 days ahead; a resumed quote may keep a past one', () => {
    const context = { today: TODAY, resuming: false };
    expect(policyStartDateProblem(day(2026, 11, 22), context)).toBeUndefined();
    expect(policyStartDateProblem(day(2026, 11, 21), context)).toBe(C.policyStartInPast);
    expect(policyStartDateProblem(day(2027, 2, 20), context)).toBeUndefined();
    expect(policyStartDateProblem(day(2027, 2, 21), context)).toBe(C.policyStartTooFar);
    const resuming = { today: TODAY, resuming: true };
    expect(policyStartDateProblem(day(2026, 11, 21), resuming)).toBeUndefined();
    expect(policyStartDateProblem(day(2027, 2, 21), resuming)).toBe(C.policyStartTooFar);
  });

  it('asks 175,000 to rebuild in Dublin (Fingal and Dún Laoghaire too), 130,000 elsewhere', () => {
    for (const county of ['Dublin', 'Co. Dublin', 'Fingal', 'Dún Laoghaire-Rathdown']) {
      expect(rebuildCostMinimumProblem(175_000, county)).toBeUndefined();
      expect(rebuildCostMinimumProblem(174_999, county)).toBe(C.rebuildCostMinimumDublin);
    }
    expect(rebuildCostMinimumProblem(130_000, 'Cork')).toBeUndefined();
    expect(rebuildCostMinimumProblem(129_999, 'Cork')).toBe(C.rebuildCostMinimumElsewhere);
  });

  it('asks contents of 15,000 or more', () => {
    expect(contentsMinimumProblem(15_000)).toBeUndefined();
    expect(contentsMinimumProblem(14_999)).toBe(C.contentsMinimum);
  });

  it('takes unspecified items of 2,500 to 10,000 in steps of 500', () => {
    expect(unspecifiedItemsAmountProblem(0)).toBe(C.unspecifiedItemsRequired);
    expect(unspecifiedItemsAmountProblem(2_000)).toBe(C.unspecifiedItemsNotOffered);
    expect(unspecifiedItemsAmountProblem(2_500)).toBeUndefined();
    expect(unspecifiedItemsAmountProblem(2_750)).toBe(C.unspecifiedItemsNotOffered);
    expect(unspecifiedItemsAmountProblem(10_000)).toBeUndefined();
    expect(unspecifiedItemsAmountProblem(10_500)).toBe(C.unspecifiedItemsNotOffered);
  });

  it('takes a specified item of 1,501 with a description of up to 80 characters', () => {
    expect(specifiedItemValueMinimumProblem(1_501)).toBeUndefined();
    expect(specifiedItemValueMinimumProblem(1_500)).toBe(C.specifiedItemValueMinimum);
    expect(specifiedItemDescriptionProblem('x'.repeat(80))).toBeUndefined();
    expect(specifiedItemDescriptionProblem('x'.repeat(81))).toBe(C.specifiedItemDescriptionTooLong);
    expect(specifiedItemDescriptionProblem('  ')).toBe(C.specifiedItemDescriptionRequired);
  });
});

describe('nameProblem', () => {
  it('checks characters before length, so a lone digit is named as a number', () => {
    expect(nameProblem('1', 'required')).toBe('Numbers are not permitted');
    expect(nameProblem('', 'required')).toBe('required');
    expect(nameProblem('Éanna', 'required')).toBeUndefined();
  });

  it("takes the home form's words for the one name rule", () => {
    expect(nameProblem("Seán Ó Súilleabháin-O'Brien", 'required')).toBeUndefined();
    expect(nameProblem('Aoife2', 'required')).toBe('Numbers are not permitted');
    expect(nameProblem('Aoife!', 'required')).toBe(
      'Special Characters and Numbers are not permitted',
    );
    expect(nameProblem('A', 'required')).toBe('Please enter more than two characters');
    expect(nameProblem('a'.repeat(51), 'required')).toBe('Please enter less than fifty characters');
  });
});
