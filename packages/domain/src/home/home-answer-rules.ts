import { isDublinCounty } from '../address/irish-county.js';
import type { TitleCode } from '../person/titles.js';
import {
  calendarDateOf,
  compareDates,
  daysBetween,
  type CalendarDate,
} from '../dates/calendar-date.js';
import { isBlank, selectedNumberOf, type Problem } from '../fields/field-rules.js';
import { personNameProblem } from '../person/person-name.js';
import { MAIN_RESIDENCE_COVER_TYPES, type HomeCoverType, type TenantType } from './cover-types.js';
import {
  HOME_FIELD_LENGTHS,
  POLICY_START_MAX_DAYS_AHEAD,
  REROOFED_QUESTION_LATEST_YEAR,
  REWIRED_QUESTION_EARLIEST_YEAR_EXCLUSIVE,
  REWIRED_QUESTION_LATEST_YEAR,
} from './home-limits.js';
import { CLAIMS_LOOKBACK_YEARS, ROOM_AND_TENANT_COUNTS } from './home-lists.js';
import { OTHER_TITLE_CODE } from '../person/titles.js';
import {
  ABOUT_YOU_MESSAGES,
  YOUR_COVER_MESSAGES,
  YOUR_HOME_MESSAGES,
  HOME_ADDRESS_MESSAGES,
  PROMO_MESSAGES,
} from './home-messages.js';
import { isOnlinePromoCode, isStaffPromoCode, isValidStaffNumber } from './promo.js';
import {
  CONTENTS_MINIMUM_EUR,
  REBUILD_COST_MINIMUM_EUR,
  SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH,
  SPECIFIED_ITEM_MIN_VALUE_EUR,
  UNSPECIFIED_ITEMS_AMOUNTS_EUR,
} from './sums-insured.js';

/*
 * The rules of home.md 5, each once (the date of birth and contact rules every product shares are
 * in person/). The forms call them on the values a customer typed (after
 * reading the text as a number or date); the server calls them on the quote payload
 * (home-quote-rules.ts). Each gives the first problem of a value, or nothing when it passes.
 */

// ---------------------------------------------------------------------------------------------
// About you
// ---------------------------------------------------------------------------------------------

/**
 * home.md 5: a first name or surname, by the one name rule (person-name.ts). Digits alone earn
 * 'Numbers are not permitted'; any other character the rule does not allow, with or without
 * digits, earns the message naming both.
 */
export function nameProblem(value: string, requiredMessage: string): Problem {
  return personNameProblem(value, {
    required: requiredMessage,
    characters: ABOUT_YOU_MESSAGES.nameSpecialCharacters,
    numbers: ABOUT_YOU_MESSAGES.nameNumbers,
    tooShort: ABOUT_YOU_MESSAGES.nameTooShort,
    tooLong: ABOUT_YOU_MESSAGES.nameTooLong,
  });
}

/** home.md 5: the title from the list, and the other title (at most 10) when it is OTHER. */
export function titleProblems(
  title: TitleCode | '',
  otherTitle: string | undefined,
): { title: Problem; otherTitle: Problem } {
  const M = ABOUT_YOU_MESSAGES;
  if (!title) return { title: M.titleRequired, otherTitle: undefined };
  if (title !== OTHER_TITLE_CODE) return { title: undefined, otherTitle: undefined };
  const other = (otherTitle ?? '').trim();
  return {
    title: undefined,
    otherTitle: !other
      ? M.otherTitleRequired
      : other.length > HOME_FIELD_LENGTHS.otherTitleMax
        ? M.otherTitleTooLong
        : undefined,
  };
}

/** home.md 9: a mortgage application number is 7 or 8 digits. */
export const MORTGAGE_APPLICATION_NUMBER_PATTERN = new RegExp(
  `^\\d{${HOME_FIELD_LENGTHS.mortgageApplicationNumber.min},${HOME_FIELD_LENGTHS.mortgageApplicationNumber.max}}$`,
);

/** home.md 5: an optional mortgage application number, 7 or 8 digits when given. */
export function mortgageApplicationNumberProblem(value: string | undefined): Problem {
  const number = (value ?? '').trim();
  return number && !MORTGAGE_APPLICATION_NUMBER_PATTERN.test(number)
    ? ABOUT_YOU_MESSAGES.mortgageApplicationNumberInvalid
    : undefined;
}

/** home.md 5: with the 'staff' promotion code, a staff number (A or C and 6 or 7 digits). */
export function staffNumberProblem(
  promoCode: string | undefined,
  staffNumber: string | undefined,
): Problem {
  if (!isStaffPromoCode(promoCode)) return undefined;
  if (isBlank(staffNumber)) return ABOUT_YOU_MESSAGES.staffNumberRequired;
  return isValidStaffNumber(staffNumber!) ? undefined : ABOUT_YOU_MESSAGES.staffNumberInvalid;
}

/**
 * home.md 5 with the staff directory's answer: a staff number of the right shape that the
 * directory does not know gets the spec's staff-number message too. The server asks the
 * directory; the form knows only the numbers the server has refused.
 */
export function unknownStaffNumberProblem(
  promoCode: string | undefined,
  staffNumber: string | undefined,
  isStaffMember: boolean,
): Problem {
  if (staffNumberProblem(promoCode, staffNumber) || !isStaffPromoCode(promoCode)) return undefined;
  return isStaffMember ? undefined : ABOUT_YOU_MESSAGES.staffNumberInvalid;
}

/**
 * home.md 5 and 7: a promotion code the promotion check accepts ('Online10' or 'staff'). The form
 * asks the check and keeps its answer; the server knows the codes itself.
 */
export function promoCodeProblem(promoCode: string | undefined): Problem {
  if (isBlank(promoCode)) return undefined;
  return isOnlinePromoCode(promoCode) || isStaffPromoCode(promoCode)
    ? undefined
    : PROMO_MESSAGES.invalid;
}

const { min: ADDRESS_MIN, max: ADDRESS_MAX } = HOME_FIELD_LENGTHS.address;

/** home.md 5: an address line, town or county of 2 to 250 characters. */
export function addressPartProblem(
  value: string | undefined,
  messages: { required?: string; tooShort: string; tooLong: string },
): Problem {
  const text = (value ?? '').trim();
  if (!text) return messages.required;
  if (text.length < ADDRESS_MIN) return messages.tooShort;
  if (text.length > ADDRESS_MAX) return messages.tooLong;
  return undefined;
}

/** The messages of each address part, for addressPartProblem. */
export const ADDRESS_PART_MESSAGES = {
  addressLine1: {
    required: HOME_ADDRESS_MESSAGES.addressLine1Required,
    tooShort: HOME_ADDRESS_MESSAGES.addressLine1TooShort,
    tooLong: HOME_ADDRESS_MESSAGES.addressLine1TooLong,
  },
  addressLine2: {
    tooShort: HOME_ADDRESS_MESSAGES.addressLine2TooShort,
    tooLong: HOME_ADDRESS_MESSAGES.addressLine2TooLong,
  },
  addressLine3: {
    tooShort: HOME_ADDRESS_MESSAGES.addressLine3TooShort,
    tooLong: HOME_ADDRESS_MESSAGES.addressLine3TooLong,
  },
  town: {
    required: HOME_ADDRESS_MESSAGES.townRequired,
    tooShort: HOME_ADDRESS_MESSAGES.townTooShort,
    tooLong: HOME_ADDRESS_MESSAGES.townTooLong,
  },
  county: {
    required: HOME_ADDRESS_MESSAGES.countyRequired,
    tooShort: HOME_ADDRESS_MESSAGES.countyTooShort,
    tooLong: HOME_ADDRESS_MESSAGES.countyTooLong,
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Your home
// ---------------------------------------------------------------------------------------------

/** home.md 5: the rewired question is asked for homes built after 1500 and in 1971 or earlier. */
export function asksRewired(yearOfConstruction: number | undefined): boolean {
  return (
    yearOfConstruction !== undefined &&
    yearOfConstruction > REWIRED_QUESTION_EARLIEST_YEAR_EXCLUSIVE &&
    yearOfConstruction <= REWIRED_QUESTION_LATEST_YEAR
  );
}

/** home.md 5: the reroofed question is asked for homes built in 1920 or earlier. */
export function asksReroofed(yearOfConstruction: number | undefined): boolean {
  return yearOfConstruction !== undefined && yearOfConstruction <= REROOFED_QUESTION_LATEST_YEAR;
}

/** home.md 5: the year built is not in the future. */
export function yearBuiltProblem(year: number, today: Date): Problem {
  return year > calendarDateOf(today).year ? YOUR_HOME_MESSAGES.yearInFuture : undefined;
}

/** home.md 5: the rewired and reroofed answers the year built asks for. */
export function renovationProblems(
  year: number,
  answers: { hasBeenRewired: boolean | null; hasBeenReroofed: boolean | null },
): { hasBeenRewired: Problem; hasBeenReroofed: Problem } {
  return {
    hasBeenRewired:
      asksRewired(year) && answers.hasBeenRewired === null
        ? YOUR_HOME_MESSAGES.rewiredRequired
        : undefined,
    hasBeenReroofed:
      asksReroofed(year) && answers.hasBeenReroofed === null
        ? YOUR_HOME_MESSAGES.reroofedRequired
        : undefined,
  };
}

/** A required choice among numbers as a select holds it: empty is `requiredMessage`. */
export function choiceProblem(
  value: string,
  options: readonly number[],
  requiredMessage: string,
): Problem {
  if (isBlank(value)) return requiredMessage;
  const chosen = selectedNumberOf(value);
  return chosen !== undefined && options.includes(chosen)
    ? undefined
    : YOUR_HOME_MESSAGES.selectFromDropdown;
}

/** The Your home answers that depend on the cover type (null or '' when not answered). */
export interface OccupancyAnswers {
  coverType: HomeCoverType;
  privateLiving: boolean | null;
  isFamilyUnit: boolean | null;
  tenantType: TenantType | '';
  /** As a select holds it: '' when not chosen. */
  numTenants: string;
  tenancyAgreement: boolean | null;
  isInUse: boolean | null;
  holidayHomeIsRented: boolean | null;
  isLetMoreThan5PerYear: boolean | null;
  occupiedByMember: boolean | null;
}
export type OccupancyField = Exclude<keyof OccupancyAnswers, 'coverType'>;

const answered = (value: boolean | null, message: string): Problem =>
  value === null ? message : undefined;

/** home.md 5 (Your home): the answers each cover type asks for, and their problems. */
export function occupancyProblems(
  answers: OccupancyAnswers,
): Partial<Record<OccupancyField, string>> {
  const problems: Partial<Record<OccupancyField, Problem>> = {};
  const required = YOUR_HOME_MESSAGES.occupancyRequired;
  switch (answers.coverType) {
    case 'ownRent':
      problems.privateLiving = answered(answers.privateLiving, required);
      problems.isFamilyUnit = answered(answers.isFamilyUnit, required);
      if (answers.isFamilyUnit === false) {
        problems.tenantType = answers.tenantType ? undefined : required;
        if (answers.tenantType === 'NonStudents') {
          problems.numTenants = choiceProblem(answers.numTenants, ROOM_AND_TENANT_COUNTS, required);
        }
      }
      problems.tenancyAgreement = answered(answers.tenancyAgreement, required);
      break;
    case 'ownHoliday':
      problems.isInUse = answered(answers.isInUse, required);
      problems.holidayHomeIsRented = answered(answers.holidayHomeIsRented, required);
      if (answers.holidayHomeIsRented) {
        problems.isLetMoreThan5PerYear = answered(answers.isLetMoreThan5PerYear, required);
      }
      break;
  }
  if (MAIN_RESIDENCE_COVER_TYPES.includes(answers.coverType)) {
    problems.occupiedByMember = answered(
      answers.occupiedByMember,
      YOUR_HOME_MESSAGES.mainResidenceRequired,
    );
  }
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [OccupancyField, string] =>
      Boolean(entry[1]),
    ),
  ) as Partial<Record<OccupancyField, string>>;
}

/** home.md 2 and 5: a claim date not in the future and within the look-back years. */
export function claimDateProblem(date: CalendarDate, today: Date): Problem {
  const day = calendarDateOf(today);
  if (compareDates(date, day) > 0) return YOUR_HOME_MESSAGES.claimDateInFuture;
  return date.year < day.year - CLAIMS_LOOKBACK_YEARS
    ? YOUR_HOME_MESSAGES.claimDateTooOld
    : undefined;
}

// ---------------------------------------------------------------------------------------------
// Your cover
// ---------------------------------------------------------------------------------------------

export interface PolicyStartContext {
  /** The first allowed start day. */
  today: Date;
  /** A resumed saved quote may keep a start date now past (home.md 4). */
  resuming: boolean;
}

/** home.md 5: a start date from today (unless resuming) to 90 days ahead. */
export function policyStartDateProblem(
  start: CalendarDate,
  { today, resuming }: PolicyStartContext,
): Problem {
  const day = calendarDateOf(today);
  if (!resuming && compareDates(start, day) < 0) return YOUR_COVER_MESSAGES.policyStartInPast;
  return daysBetween(day, start) > POLICY_START_MAX_DAYS_AHEAD
    ? YOUR_COVER_MESSAGES.policyStartTooFar
    : undefined;
}

/** home.md 5: the rebuild cost minimum, 175,000 in Dublin (isDublinCounty), else 130,000. */
export function rebuildCostMinimumProblem(cost: number, county: string | undefined): Problem {
  if (isDublinCounty(county)) {
    return cost < REBUILD_COST_MINIMUM_EUR.dublin
      ? YOUR_COVER_MESSAGES.rebuildCostMinimumDublin
      : undefined;
  }
  return cost < REBUILD_COST_MINIMUM_EUR.elsewhere
    ? YOUR_COVER_MESSAGES.rebuildCostMinimumElsewhere
    : undefined;
}

/** home.md 5: contents of at least 15,000. */
export function contentsMinimumProblem(amount: number): Problem {
  return amount < CONTENTS_MINIMUM_EUR ? YOUR_COVER_MESSAGES.contentsMinimum : undefined;
}

/** home.md 5: unspecified items, when chosen, 2,500 to 10,000 in steps of 500. */
export function unspecifiedItemsAmountProblem(amount: number): Problem {
  if (!amount) return YOUR_COVER_MESSAGES.unspecifiedItemsRequired;
  return UNSPECIFIED_ITEMS_AMOUNTS_EUR.includes(amount)
    ? undefined
    : YOUR_COVER_MESSAGES.unspecifiedItemsNotOffered;
}

/** home.md 5: a specified item worth at least 1,501. */
export function specifiedItemValueMinimumProblem(amount: number): Problem {
  return amount < SPECIFIED_ITEM_MIN_VALUE_EUR
    ? YOUR_COVER_MESSAGES.specifiedItemValueMinimum
    : undefined;
}

/** home.md 5: a specified item's description, required, at most 80 characters. */
export function specifiedItemDescriptionProblem(value: string): Problem {
  const description = value.trim();
  if (!description) return YOUR_COVER_MESSAGES.specifiedItemDescriptionRequired;
  return description.length > SPECIFIED_ITEM_DESCRIPTION_MAX_LENGTH
    ? YOUR_COVER_MESSAGES.specifiedItemDescriptionTooLong
    : undefined;
}
