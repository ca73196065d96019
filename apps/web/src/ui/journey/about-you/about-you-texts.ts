import {
  CAR_EMPLOYMENT_STATUSES,
  EMPLOYMENT_STATUS_LABELS,
  GENDERS,
  GENDER_LABELS,
  HEALTH_PROVIDERS,
  TITLE_LABELS,
  LAST_FIVE_YEARS_EXPERIENCE,
  LAST_FIVE_YEARS_LABELS,
  LICENCE_TYPES,
  LICENCE_TYPE_LABELS,
  OCCUPATIONS,
  PERSONAL_TITLE_CODES,
  TRAVEL_EMPLOYMENT_STATUSES,
  YEARS_HELD_LIMITS,
  type PersonalInsuranceType,
} from '@wallet/domain';

/**
 * The words of the car and travel About you card (car-travel-payment.md 2 and 3) and of the
 * questions a car's additional driver is asked alike. The rules' messages are the domain's.
 */
export const ABOUT_YOU_TEXTS = {
  title: 'Title',
  firstName: 'First name',
  lastName: 'Surname',
  gender: 'Gender',
  dob: 'Date of birth',
  postalAddress: 'Is this your postal address?',
  postalAddressLegend: 'Postal address',
  phone: 'Mobile number',
  phoneHint: 'For example, 0871234567',
  email: 'Email address',
  employmentStatus: 'Employment status',
  occupation: 'Occupation',
  occupationOptional: 'Occupation (optional)',
  licenceLegend: 'Your driving licence',
  licenceType: 'Licence type',
  passedTest: 'Did you pass your test in Ireland or the UK?',
  lastFiveYears: 'Where have you driven in the last five years?',
  yearsHeld: 'Years held',
  yearsHeldHint: `How many whole years you have held the licence, from ${YEARS_HELD_LIMITS.min} to ${YEARS_HELD_LIMITS.max}`,
  coverAbroad: 'Do you have private health insurance that covers you abroad?',
  provider: 'Private medical insurance provider',
  bankCustomer: 'Are you an existing customer of the bank?',
  homePolicy: 'Do you have a home insurance policy with us?',
  promoCode: 'Promo code (optional)',
} as const;

/** The titles as every product writes them (the glossary: home.md 2's labels). */
export const TITLE_OPTIONS = PERSONAL_TITLE_CODES.map((code) => ({
  value: code,
  label: TITLE_LABELS[code],
}));
export const GENDER_OPTIONS = GENDERS.map((gender) => ({
  value: gender,
  label: GENDER_LABELS[gender],
}));
const statusOptions = (statuses: readonly string[]) =>
  statuses.map((status) => ({ value: status, label: EMPLOYMENT_STATUS_LABELS[status] ?? status }));
/** car-travel-payment.md 3: each product's employment statuses. */
export const EMPLOYMENT_STATUS_OPTIONS: Record<
  PersonalInsuranceType,
  { value: string; label: string }[]
> = {
  car: statusOptions(CAR_EMPLOYMENT_STATUSES),
  travel: statusOptions(TRAVEL_EMPLOYMENT_STATUSES),
};
export const OCCUPATION_OPTIONS = OCCUPATIONS.map((occupation) => ({
  value: occupation.code,
  label: occupation.label,
}));
export const LICENCE_TYPE_OPTIONS = LICENCE_TYPES.map((type) => ({
  value: type,
  label: LICENCE_TYPE_LABELS[type],
}));
export const LAST_FIVE_YEARS_OPTIONS = LAST_FIVE_YEARS_EXPERIENCE.map((place) => ({
  value: place,
  label: LAST_FIVE_YEARS_LABELS[place],
}));
/** 'Do you have health cover abroad', held as yes or no (car-travel-payment.md 3). */
export const COVER_ABROAD_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
export const PROVIDER_OPTIONS = HEALTH_PROVIDERS.map((provider) => ({
  value: String(provider.id),
  label: provider.name,
}));
