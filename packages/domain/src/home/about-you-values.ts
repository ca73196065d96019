/**
 * The About you form's starting values (home.md 2), apart from its schema (about-you-schema.ts) so
 * that the form can draw its fields before the schema library arrives (decision 0008).
 */
import { EMPTY_ADDRESS_VALUES } from '../address/address-form-values.js';
import type { AboutYouValues, JointOwnerValues } from './about-you-schema.js';
import { DEFAULT_MORTGAGE_PROVIDER_CODE } from './home-lists.js';

export const EMPTY_JOINT_OWNER: JointOwnerValues = {
  title: '',
  otherTitle: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
};

/** The empty About you form; the mortgage provider starts on 'No Mortgage' (home.md 9). */
export const ABOUT_YOU_DEFAULTS: AboutYouValues = {
  title: '',
  otherTitle: '',
  userName: '',
  firstName: '',
  lastName: '',
  property: EMPTY_ADDRESS_VALUES,
  is_correspondence_address: null,
  correspondence: EMPTY_ADDRESS_VALUES,
  phoneNo: '',
  email: '',
  dob: '',
  bankOfIrelandCustomer: null,
  boiMortgage: false,
  boiPersonalLoan: false,
  boiMotorInsurance: false,
  boiPension: false,
  mortgageProvider: String(DEFAULT_MORTGAGE_PROVIDER_CODE),
  mortgageApplicationNumber: '',
  firstTimeBuyer: null,
  propertyJointlyOwned: '',
  jointlyOwnedDetails: EMPTY_JOINT_OWNER,
  promoCode: '',
  promoCodeValidChk: null,
  promoCodeRequestSent: false,
  staffNumber: '',
  mainOccupation: '',
  employmentStatus: '',
};
