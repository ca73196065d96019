import { z } from 'zod';
import {
  addressValuesSchema,
  toCheckedAddress,
  type CheckedAddress,
  type AddressValues,
} from '../address/address-form-schema.js';
import { dateOfBirthProblem } from '../person/birth-date-rules.js';
import { emailProblem, phoneProblem } from '../person/contact-rules.js';
import { normalisePersonName } from '../person/person-name.js';
import { typedToIsoDate } from '../dates/typed-date.js';
import {
  isBlank,
  optionalText,
  report,
  selectedNumberOf,
  type Problem,
} from '../fields/field-rules.js';
import {
  COVER_ABROAD_ANSWERS,
  GENDERS,
  LAST_FIVE_YEARS_EXPERIENCE,
  LICENCE_TYPES,
  PERSONAL_INSURANCE_TYPES,
  PERSONAL_TITLE_CODES,
  isHealthProviderId,
  type Gender,
  type HealthProviderId,
  type LastFiveYearsExperience,
  type LicenceType,
  type PersonalInsuranceType,
  type PersonalTitleCode,
} from './personal-lists.js';
import { PERSONAL_MESSAGES as M } from './personal-messages.js';
import {
  asksOccupation,
  asksPassedTest,
  employmentStatusProblem,
  healthProviderProblem,
  occupationProblem,
  personalAddressProblems,
  personalNameProblem,
  yearsHeldProblem,
} from './personal-rules.js';

/**
 * car-travel-payment.md 2, 3 and 5: the About you card of the car and travel forms. One schema for
 * both products: `insuranceType` says which product's questions are asked (driving licence for
 * car, health cover abroad for travel). Addresses are held as every product holds them
 * (address-form-schema.ts), so the same address lookup fills them.
 */

const yesNo = z.boolean().nullable();

export const personalAboutYouValuesSchema = z.object({
  insuranceType: z.enum(PERSONAL_INSURANCE_TYPES),
  title: z.enum([...PERSONAL_TITLE_CODES, '']),
  firstName: z.string(),
  lastName: z.string(),
  /** A honeypot: hidden from people, filled only by robots. */
  userName: z.string(),
  gender: z.enum([...GENDERS, '']),
  dob: z.string(),
  address: addressValuesSchema,
  /** 'Is this your postal address': null until answered. */
  isThisYourPostalAddress: yesNo,
  postalAddress: addressValuesSchema,
  phoneNo: z.string(),
  email: z.string(),
  employmentStatus: z.string(),
  mainOccupation: z.string(),
  driversLicenseType: z.enum([...LICENCE_TYPES, '']),
  passedTestInIrelandOrUk: yesNo,
  lastFiveYearsExperience: z.enum([...LAST_FIVE_YEARS_EXPERIENCE, '']),
  yearsHeld: z.string(),
  coverAbroad: z.enum([...COVER_ABROAD_ANSWERS, '']),
  /** The health provider's id as the select holds it ('' when none). */
  provider: z.string(),
  bankOfIrelandCustomer: yesNo,
  bankOfIrelandHomeInsurancePolicy: yesNo,
  promoCode: z.string(),
});
export type PersonalAboutYouValues = z.input<typeof personalAboutYouValuesSchema>;

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

/**
 * An address from the lookup list or from manual lines, by the car and travel rules (also the
 * rule of a customer's own correspondence address, which belongs to no one product). Text typed in
 * the lookup box but not chosen is not an address; once a result is chosen or manual lines are
 * started, the lines themselves are checked.
 */
export function checkPersonalAddress(
  address: AddressValues,
  context: z.RefinementCtx,
  path: readonly PropertyKey[],
): void {
  const manualStarted = [address.addressLine1, address.town, address.county].some(
    (part) => !isBlank(part),
  );
  if (!address.addressChosen && !manualStarted) {
    report(
      context,
      [...path, 'displayAddress'],
      isBlank(address.displayAddress) ? M.addressRequired : M.eircodeInvalid,
    );
    return;
  }
  for (const [field, problem] of Object.entries(personalAddressProblems(address))) {
    report(context, [...path, field], problem);
  }
}

export interface PersonalAboutYouContext {
  /** The day the policyholder must be 18 on. */
  today: Date;
  /** The product's own promotion-code rule; any code is accepted without one. */
  promoCodeProblem?: (promoCode: string) => Problem;
}

function checkAboutYou(
  values: PersonalAboutYouValues,
  context: z.RefinementCtx,
  rules: PersonalAboutYouContext,
): void {
  const at = (path: PropertyKey[], problem: Problem) => report(context, path, problem);
  const type = values.insuranceType;

  at(['title'], values.title ? undefined : M.titleRequired);
  at(['userName'], values.userName === '' ? undefined : M.honeypotFilled);
  at(['firstName'], personalNameProblem(values.firstName, M.firstNameRequired));
  at(['lastName'], personalNameProblem(values.lastName, M.lastNameRequired));
  at(['gender'], values.gender ? undefined : M.genderRequired);
  at(['dob'], dateOfBirthProblem(values.dob, rules.today));

  checkPersonalAddress(values.address, context, ['address']);
  if (values.isThisYourPostalAddress === null) {
    at(['isThisYourPostalAddress'], M.postalAddressAnswerRequired);
  } else if (!values.isThisYourPostalAddress) {
    checkPersonalAddress(values.postalAddress, context, ['postalAddress']);
  }

  at(['phoneNo'], phoneProblem(values.phoneNo));
  at(['email'], emailProblem(values.email));
  const statusProblem = employmentStatusProblem(type, values.employmentStatus);
  at(['employmentStatus'], statusProblem);
  if (!statusProblem) {
    at(['mainOccupation'], occupationProblem(type, values.employmentStatus, values.mainOccupation));
  }

  if (type === 'car') {
    at(['driversLicenseType'], values.driversLicenseType ? undefined : M.licenceTypeRequired);
    at(
      ['passedTestInIrelandOrUk'],
      asksPassedTest(values.driversLicenseType) && values.passedTestInIrelandOrUk === null
        ? M.passedTestRequired
        : undefined,
    );
    at(
      ['lastFiveYearsExperience'],
      values.lastFiveYearsExperience ? undefined : M.lastFiveYearsRequired,
    );
    at(['yearsHeld'], yearsHeldProblem(values.yearsHeld));
  } else {
    const problem = healthProviderProblem(values.coverAbroad, selectedNumberOf(values.provider));
    at([values.coverAbroad === '' ? 'coverAbroad' : 'provider'], problem);
  }

  at(
    ['bankOfIrelandCustomer'],
    values.bankOfIrelandCustomer === null ? M.bankCustomerRequired : undefined,
  );
  at(
    ['bankOfIrelandHomeInsurancePolicy'],
    values.bankOfIrelandHomeInsurancePolicy === null ? M.homePolicyRequired : undefined,
  );
  if (!isBlank(values.promoCode)) at(['promoCode'], rules.promoCodeProblem?.(values.promoCode));
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

/** About you once checked: trimmed, the date YYYY-MM-DD, conditionals resolved. */
export interface PersonalAboutYouData {
  insuranceType: PersonalInsuranceType;
  title: PersonalTitleCode;
  firstName: string;
  lastName: string;
  gender: Gender;
  /** YYYY-MM-DD. */
  dob: string;
  address: CheckedAddress;
  isThisYourPostalAddress: boolean;
  /** Only when it differs from the address. */
  postalAddress?: CheckedAddress;
  phoneNo: string;
  email: string;
  employmentStatus: string;
  mainOccupation?: string;
  /** Car only. */
  licence?: {
    type: LicenceType;
    passedTestInIrelandOrUk?: boolean;
    lastFiveYearsExperience: LastFiveYearsExperience;
    yearsHeld: number;
  };
  /** Travel only: the private medical insurer that covers them abroad, if any. */
  healthProviderId?: HealthProviderId;
  bankOfIrelandCustomer: boolean;
  bankOfIrelandHomeInsurancePolicy: boolean;
  promoCode?: string;
}

/** The clean data of values that passed the schema (the schema's own transform). */
export function toPersonalAboutYouData(
  values: PersonalAboutYouValues,
  today: Date = new Date(),
): PersonalAboutYouData {
  const providerId = selectedNumberOf(values.provider);
  const licenceType = values.driversLicenseType;
  return {
    insuranceType: values.insuranceType,
    title: values.title as PersonalTitleCode,
    firstName: normalisePersonName(values.firstName),
    lastName: normalisePersonName(values.lastName),
    gender: values.gender as Gender,
    dob: typedToIsoDate(values.dob, 'past', today) ?? values.dob,
    address: toCheckedAddress(values.address),
    isThisYourPostalAddress: values.isThisYourPostalAddress !== false,
    postalAddress:
      values.isThisYourPostalAddress === false ? toCheckedAddress(values.postalAddress) : undefined,
    phoneNo: values.phoneNo.replace(/\s+/g, ''),
    email: values.email.trim(),
    employmentStatus: values.employmentStatus,
    mainOccupation: asksOccupation(values.insuranceType, values.employmentStatus)
      ? optionalText(values.mainOccupation)?.toUpperCase()
      : undefined,
    licence:
      values.insuranceType === 'car' && licenceType && values.lastFiveYearsExperience
        ? {
            type: licenceType,
            passedTestInIrelandOrUk: asksPassedTest(licenceType)
              ? values.passedTestInIrelandOrUk === true
              : undefined,
            lastFiveYearsExperience: values.lastFiveYearsExperience,
            yearsHeld: Number(values.yearsHeld.trim()),
          }
        : undefined,
    healthProviderId:
      values.insuranceType === 'travel' &&
      values.coverAbroad === 'yes' &&
      isHealthProviderId(providerId)
        ? providerId
        : undefined,
    bankOfIrelandCustomer: values.bankOfIrelandCustomer === true,
    bankOfIrelandHomeInsurancePolicy: values.bankOfIrelandHomeInsurancePolicy === true,
    promoCode: optionalText(values.promoCode),
  };
}

/** car-travel-payment.md 5 (Personal): the card's schema; its output is the clean data. */
export function personalAboutYouSchema(rules: PersonalAboutYouContext) {
  return personalAboutYouValuesSchema
    .superRefine((values, context) => checkAboutYou(values, context, rules))
    .transform((values): PersonalAboutYouData => toPersonalAboutYouData(values, rules.today));
}
export type PersonalAboutYouSchema = ReturnType<typeof personalAboutYouSchema>;
