import { z } from 'zod';
import { TITLE_CODES, type TitleCode } from '../person/titles.js';
import {
  addressValuesSchema,
  toCheckedAddress,
  type CheckedAddress,
} from '../address/address-form-schema.js';
import { typedToIsoDate } from '../dates/typed-date.js';
import {
  isBlank,
  optionalText,
  report,
  selectedNumberOf,
  type Problem,
} from '../fields/field-rules.js';
import { normalisePersonName } from '../person/person-name.js';
import { dateOfBirthProblem } from '../person/birth-date-rules.js';
import { emailProblem, phoneProblem } from '../person/contact-rules.js';
import { EMPLOYMENT_STATUSES, type EmploymentStatus } from '../person/occupation.js';
import { OTHER_TITLE_CODE } from '../person/titles.js';
import {
  mortgageApplicationNumberProblem,
  nameProblem,
  staffNumberProblem,
  titleProblems,
  unknownStaffNumberProblem,
} from './home-answer-rules.js';
import { DEFAULT_MORTGAGE_PROVIDER_CODE, isAcceptedMortgageProviderCode } from './home-lists.js';
import { ABOUT_YOU_MESSAGES, PROMO_MESSAGES } from './home-messages.js';
import { checkAddress } from './home-address-rules.js';
import { isStaffPromoCode, normaliseStaffNumber } from './promo.js';

const M = ABOUT_YOU_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Address (property and correspondence)
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Other About you fields
// ---------------------------------------------------------------------------------------------

const titleSchema = z.enum([...TITLE_CODES, ''], { error: M.titleRequired });
const yesNoSchema = z.boolean().nullable();

const jointOwnerValuesSchema = z.object({
  title: titleSchema,
  otherTitle: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
});

const aboutYouValuesSchema = z.object({
  title: titleSchema,
  otherTitle: z.string(),
  /** A honeypot: hidden from people, filled only by robots. */
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  property: addressValuesSchema,
  /** true when the correspondence address is the property's. */
  is_correspondence_address: yesNoSchema,
  correspondence: addressValuesSchema,
  phoneNo: z.string(),
  email: z.string(),
  dob: z.string(),
  bankOfIrelandCustomer: yesNoSchema,
  boiMortgage: z.boolean(),
  boiPersonalLoan: z.boolean(),
  boiMotorInsurance: z.boolean(),
  boiPension: z.boolean(),
  mortgageProvider: z.string(),
  mortgageApplicationNumber: z.string(),
  firstTimeBuyer: yesNoSchema,
  propertyJointlyOwned: z.enum(['true', 'false', ''], { error: M.jointlyOwnedRequired }),
  jointlyOwnedDetails: jointOwnerValuesSchema,
  promoCode: z.string(),
  /** The promotion check's answer once applied; null before. */
  promoCodeValidChk: yesNoSchema,
  /** Apply was pressed for the code as it stands; editing the code resets it. */
  promoCodeRequestSent: z.boolean(),
  staffNumber: z.string(),
  mainOccupation: z.string(),
  employmentStatus: z.enum([...EMPLOYMENT_STATUSES, '']),
});

export type AboutYouValues = z.input<typeof aboutYouValuesSchema>;
export type JointOwnerValues = AboutYouValues['jointlyOwnedDetails'];

/** The form asks the promotion check; its answer is kept with the code. */
function appliedPromoCodeProblem(values: AboutYouValues): Problem {
  if (isBlank(values.promoCode)) return undefined;
  if (!values.promoCodeRequestSent || values.promoCodeValidChk === null) {
    return PROMO_MESSAGES.rememberToApply;
  }
  return values.promoCodeValidChk ? undefined : PROMO_MESSAGES.invalid;
}

function checkAboutYou(
  values: AboutYouValues,
  context: z.RefinementCtx,
  { today, unknownStaffNumbers = [] }: AboutYouContext,
): void {
  const at = (path: PropertyKey[], problem: Problem) => report(context, path, problem);

  const titles = titleProblems(values.title, values.otherTitle);
  at(['title'], titles.title);
  at(['otherTitle'], titles.otherTitle);
  at(['userName'], values.userName === '' ? undefined : M.honeypotFilled);
  at(['firstName'], nameProblem(values.firstName, M.firstNameRequired));
  at(['lastName'], nameProblem(values.lastName, M.lastNameRequired));

  checkAddress(values.property, context, ['property']);
  if (values.is_correspondence_address === null) {
    at(['is_correspondence_address'], M.correspondenceSameRequired);
  } else if (!values.is_correspondence_address) {
    checkAddress(values.correspondence, context, ['correspondence']);
  }

  at(['phoneNo'], phoneProblem(values.phoneNo));
  at(['email'], emailProblem(values.email));
  at(['dob'], dateOfBirthProblem(values.dob, today));
  at(
    ['bankOfIrelandCustomer'],
    values.bankOfIrelandCustomer === null ? M.bankCustomerRequired : undefined,
  );

  const provider = selectedNumberOf(values.mortgageProvider);
  at(
    ['mortgageProvider'],
    provider && isAcceptedMortgageProviderCode(provider) ? undefined : M.mortgageProviderRequired,
  );
  at(
    ['mortgageApplicationNumber'],
    mortgageApplicationNumberProblem(values.mortgageApplicationNumber),
  );
  at(['firstTimeBuyer'], values.firstTimeBuyer === null ? M.firstTimeBuyerRequired : undefined);

  if (values.propertyJointlyOwned === '') {
    at(['propertyJointlyOwned'], M.jointlyOwnedRequired);
  } else if (values.propertyJointlyOwned === 'true') {
    const owner = values.jointlyOwnedDetails;
    const ownerTitles = titleProblems(owner.title, owner.otherTitle);
    at(['jointlyOwnedDetails', 'title'], ownerTitles.title);
    at(['jointlyOwnedDetails', 'otherTitle'], ownerTitles.otherTitle);
    at(['jointlyOwnedDetails', 'firstName'], nameProblem(owner.firstName, M.firstNameRequired));
    at(['jointlyOwnedDetails', 'lastName'], nameProblem(owner.lastName, M.lastNameRequired));
    at(['jointlyOwnedDetails', 'dateOfBirth'], dateOfBirthProblem(owner.dateOfBirth, today));
  }

  at(['promoCode'], appliedPromoCodeProblem(values));
  at(['staffNumber'], staffNumberProblem(values.promoCode, values.staffNumber));
  at(
    ['staffNumber'],
    unknownStaffNumberProblem(
      values.promoCode,
      values.staffNumber,
      !unknownStaffNumbers.includes(normaliseStaffNumber(values.staffNumber)),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

export interface JointOwner {
  title: TitleCode;
  otherTitle?: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
}

/** About you once checked: trimmed, dates YYYY-MM-DD, codes as numbers, conditionals resolved. */
export interface AboutYouData {
  title: TitleCode;
  otherTitle?: string;
  firstName: string;
  lastName: string;
  property: CheckedAddress;
  is_correspondence_address: boolean;
  /** Only when it differs from the property address. */
  correspondence?: CheckedAddress;
  phoneNo: string;
  email: string;
  /** YYYY-MM-DD. */
  dob: string;
  bankOfIrelandCustomer: boolean;
  /** The products held with the bank; all false for someone who is not a customer. */
  boiMortgage: boolean;
  boiPersonalLoan: boolean;
  boiMotorInsurance: boolean;
  boiPension: boolean;
  mortgageProvider: number;
  mortgageApplicationNumber?: string;
  firstTimeBuyer: boolean;
  propertyJointlyOwned: boolean;
  jointlyOwnedDetails?: JointOwner;
  promoCode?: string;
  /** Only with the staff promotion code. */
  staffNumber?: string;
  mainOccupation?: string;
  employmentStatus?: EmploymentStatus;
}

function otherTitleOf(title: TitleCode, otherTitle: string): string | undefined {
  return title === OTHER_TITLE_CODE ? otherTitle.trim() : undefined;
}

/**
 * The clean About you data of values that passed the schema (the schema's own transform). Called
 * on unchecked values it still returns, but the result may not hold the rules.
 */
export function toAboutYouData(values: AboutYouValues, today: Date = new Date()): AboutYouData {
  const title = values.title as TitleCode;
  const isCustomer = values.bankOfIrelandCustomer === true;
  const jointlyOwned = values.propertyJointlyOwned === 'true';
  const owner = values.jointlyOwnedDetails;
  const promoCode = optionalText(values.promoCode);
  return {
    title,
    otherTitle: otherTitleOf(title, values.otherTitle),
    firstName: normalisePersonName(values.firstName),
    lastName: normalisePersonName(values.lastName),
    property: toCheckedAddress(values.property),
    is_correspondence_address: values.is_correspondence_address !== false,
    correspondence:
      values.is_correspondence_address === false
        ? toCheckedAddress(values.correspondence)
        : undefined,
    phoneNo: values.phoneNo.replace(/\s+/g, ''),
    email: values.email.trim(),
    dob: typedToIsoDate(values.dob, 'past', today) ?? values.dob,
    bankOfIrelandCustomer: isCustomer,
    boiMortgage: isCustomer && values.boiMortgage,
    boiPersonalLoan: isCustomer && values.boiPersonalLoan,
    boiMotorInsurance: isCustomer && values.boiMotorInsurance,
    boiPension: isCustomer && values.boiPension,
    mortgageProvider: selectedNumberOf(values.mortgageProvider) ?? DEFAULT_MORTGAGE_PROVIDER_CODE,
    mortgageApplicationNumber: optionalText(values.mortgageApplicationNumber),
    firstTimeBuyer: values.firstTimeBuyer === true,
    propertyJointlyOwned: jointlyOwned,
    jointlyOwnedDetails: jointlyOwned
      ? {
          title: owner.title as TitleCode,
          otherTitle: otherTitleOf(owner.title as TitleCode, owner.otherTitle),
          firstName: normalisePersonName(owner.firstName),
          lastName: normalisePersonName(owner.lastName),
          dateOfBirth: typedToIsoDate(owner.dateOfBirth, 'past', today) ?? owner.dateOfBirth,
        }
      : undefined,
    promoCode,
    staffNumber: isStaffPromoCode(promoCode) ? normaliseStaffNumber(values.staffNumber) : undefined,
    mainOccupation: optionalText(values.mainOccupation),
    employmentStatus: values.employmentStatus || undefined,
  };
}

export interface AboutYouContext {
  /** The day the policyholder must be 18 on. */
  today: Date;
  /**
   * Staff numbers (normalised) the server refused because its staff directory does not know
   * them: the form cannot ask the directory, so it remembers the server's answer.
   */
  unknownStaffNumbers?: readonly string[];
}

/** home.md 5 (About you): the form's schema; its output is the clean data. */
export function aboutYouSchema(context: AboutYouContext) {
  const { today } = context;
  return aboutYouValuesSchema
    .superRefine((values, refinement) => checkAboutYou(values, refinement, context))
    .transform((values): AboutYouData => toAboutYouData(values, today));
}
export type AboutYouSchema = ReturnType<typeof aboutYouSchema>;
