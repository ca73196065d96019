/**
 * The About you card's starting values and its dependent resets (car-travel-payment.md 4), apart
 * from its schema (personal-about-you-schema.ts) so that the car and travel forms can draw their
 * fields before the schema library and the phone-number library arrive (decision 0008).
 */
import { EMPTY_ADDRESS_VALUES } from '../address/address-form-values.js';
import type { PersonalInsuranceType } from './personal-lists.js';
import type { PersonalAboutYouValues } from './personal-about-you-schema.js';
import { asksOccupation, asksPassedTest } from './personal-rules.js';

export function personalAboutYouDefaults(
  insuranceType: PersonalInsuranceType,
): PersonalAboutYouValues {
  return {
    insuranceType,
    title: '',
    firstName: '',
    lastName: '',
    userName: '',
    gender: '',
    dob: '',
    address: EMPTY_ADDRESS_VALUES,
    isThisYourPostalAddress: null,
    postalAddress: EMPTY_ADDRESS_VALUES,
    phoneNo: '',
    email: '',
    employmentStatus: '',
    mainOccupation: '',
    driversLicenseType: '',
    passedTestInIrelandOrUk: null,
    lastFiveYearsExperience: '',
    yearsHeld: '',
    coverAbroad: '',
    provider: '',
    bankOfIrelandCustomer: null,
    bankOfIrelandHomeInsurancePolicy: null,
    promoCode: '',
  };
}

/** The occupation is kept only for a status that asks it. */
export function withEmploymentStatus(
  values: PersonalAboutYouValues,
  employmentStatus: string,
): PersonalAboutYouValues {
  return {
    ...values,
    employmentStatus,
    mainOccupation: asksOccupation(values.insuranceType, employmentStatus)
      ? values.mainOccupation
      : '',
  };
}

/** The provider is kept only with health cover abroad. */
export function withCoverAbroad(
  values: PersonalAboutYouValues,
  coverAbroad: PersonalAboutYouValues['coverAbroad'],
): PersonalAboutYouValues {
  return { ...values, coverAbroad, provider: coverAbroad === 'yes' ? values.provider : '' };
}

/** 'Yes, this is my postal address' clears the postal address. */
export function withPostalAddressAnswer(
  values: PersonalAboutYouValues,
  isThisYourPostalAddress: boolean | null,
): PersonalAboutYouValues {
  return {
    ...values,
    isThisYourPostalAddress,
    postalAddress: isThisYourPostalAddress === true ? EMPTY_ADDRESS_VALUES : values.postalAddress,
  };
}

/** The passed-test answer is kept only for a full Irish or UK licence. */
export function withLicenceType(
  values: PersonalAboutYouValues,
  driversLicenseType: PersonalAboutYouValues['driversLicenseType'],
): PersonalAboutYouValues {
  return {
    ...values,
    driversLicenseType,
    passedTestInIrelandOrUk: asksPassedTest(driversLicenseType)
      ? values.passedTestInIrelandOrUk
      : null,
  };
}
