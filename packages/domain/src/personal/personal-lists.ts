import type { TitleCode } from '../person/titles.js';
import {
  EMPLOYED_STATUS,
  EMPLOYMENT_STATUSES,
  NON_EMPLOYED_OCCUPATION_CODES,
} from '../person/occupation.js';
import { labelledList } from '../platform/labelled-list.js';

/**
 * The lists of the car and travel About you card (car-travel-payment.md 3 and 5). The card is one
 * form for both products; `insuranceType` says which product's questions it asks.
 */

export const PERSONAL_INSURANCE_TYPES = ['car', 'travel'] as const;
export type PersonalInsuranceType = (typeof PERSONAL_INSURANCE_TYPES)[number];

/** car-travel-payment.md 3: the car and travel titles (no free-text other title). */
export const PERSONAL_TITLE_CODES = [
  'MR',
  'MRS',
  'MISS',
  'MS',
] as const satisfies readonly TitleCode[];
export type PersonalTitleCode = (typeof PERSONAL_TITLE_CODES)[number];

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female' };

/** car-travel-payment.md 3: the car form's employment statuses. */
export const CAR_EMPLOYMENT_STATUSES = [
  'HOUSEWIFE_HUSBAND',
  'EMPLOYED',
  'RETIRED',
  'STUDENT',
  'SELF_EMPLOYED',
  'UNEMPLOYED',
] as const;
export type CarEmploymentStatus = (typeof CAR_EMPLOYMENT_STATUSES)[number];

/** car-travel-payment.md 3: the travel codes are the occupation codes of platform.md 3.4. */
export const TRAVEL_EMPLOYMENT_STATUSES = EMPLOYMENT_STATUSES;
export type TravelEmploymentStatus = (typeof TRAVEL_EMPLOYMENT_STATUSES)[number];

export const EMPLOYMENT_STATUSES_BY_TYPE: Record<PersonalInsuranceType, readonly string[]> = {
  car: CAR_EMPLOYMENT_STATUSES,
  travel: TRAVEL_EMPLOYMENT_STATUSES,
};

export const EMPLOYMENT_STATUS_LABELS: Record<string, string> = {
  HOUSEWIFE_HUSBAND: 'Housewife / Househusband',
  EMPLOYED: 'Employed',
  RETIRED: 'Retired',
  STUDENT: 'Student',
  SELF_EMPLOYED: 'Self-employed',
  UNEMPLOYED: 'Unemployed',
  [NON_EMPLOYED_OCCUPATION_CODES.housewifeOrHousehusband]: 'Housewife / Househusband',
  [EMPLOYED_STATUS]: 'Employed',
  [NON_EMPLOYED_OCCUPATION_CODES.retired]: 'Retired',
  [NON_EMPLOYED_OCCUPATION_CODES.student]: 'Student',
  [NON_EMPLOYED_OCCUPATION_CODES.selfEmployed]: 'Self-employed',
  [NON_EMPLOYED_OCCUPATION_CODES.unemployed]: 'Unemployed',
};

/** car-travel-payment.md 4: the occupation question is shown for these statuses only. */
export const OCCUPATION_SHOWN_STATUSES: Record<PersonalInsuranceType, readonly string[]> = {
  car: ['EMPLOYED', 'SELF_EMPLOYED', 'UNEMPLOYED'],
  travel: [
    EMPLOYED_STATUS,
    NON_EMPLOYED_OCCUPATION_CODES.selfEmployed,
    NON_EMPLOYED_OCCUPATION_CODES.unemployed,
  ],
};

/** car-travel-payment.md 5: and it must be answered for these. */
export const OCCUPATION_REQUIRED_STATUSES: Record<PersonalInsuranceType, readonly string[]> = {
  car: ['EMPLOYED', 'SELF_EMPLOYED'],
  travel: [EMPLOYED_STATUS, NON_EMPLOYED_OCCUPATION_CODES.selfEmployed],
};

export interface Occupation {
  /** Three letters, as platform.md 3.4 describes the codes. */
  code: string;
  label: string;
}

/**
 * platform.md 3.4: 'a list of roughly 600 three-letter code and label pairs exists; its contents
 * are not shown'. These are the common occupations of it we offer; no code is one of the status
 * codes (OCC143, SEF, UAC, ...) or the car additional-driver codes (HBG, RAO, SDA).
 */
export const OCCUPATIONS: readonly Occupation[] = [
  { code: 'ACC', label: 'Accountant' },
  { code: 'ACT', label: 'Actor' },
  { code: 'ADM', label: 'Administrator' },
  { code: 'ARC', label: 'Architect' },
  { code: 'ART', label: 'Artist' },
  { code: 'BAK', label: 'Baker' },
  { code: 'BAR', label: 'Barrister' },
  { code: 'BNK', label: 'Bank Official' },
  { code: 'BUS', label: 'Bus Driver' },
  { code: 'BUT', label: 'Butcher' },
  { code: 'CAR', label: 'Carpenter' },
  { code: 'CAT', label: 'Caterer' },
  { code: 'CHE', label: 'Chef' },
  { code: 'CIV', label: 'Civil Servant' },
  { code: 'CLE', label: 'Cleaner' },
  { code: 'CLK', label: 'Clerk' },
  { code: 'CON', label: 'Consultant' },
  { code: 'CSA', label: 'Customer Service Agent' },
  { code: 'DEN', label: 'Dentist' },
  { code: 'DES', label: 'Designer' },
  { code: 'DOC', label: 'Doctor' },
  { code: 'ELE', label: 'Electrician' },
  { code: 'ENG', label: 'Engineer' },
  { code: 'FAR', label: 'Farmer' },
  { code: 'FIR', label: 'Firefighter' },
  { code: 'GAR', label: 'Gardener' },
  { code: 'GRD', label: 'Garda' },
  { code: 'HAI', label: 'Hairdresser' },
  { code: 'JOU', label: 'Journalist' },
  { code: 'LAB', label: 'Labourer' },
  { code: 'LEC', label: 'Lecturer' },
  { code: 'MAN', label: 'Manager' },
  { code: 'MEC', label: 'Mechanic' },
  { code: 'MID', label: 'Midwife' },
  { code: 'MUS', label: 'Musician' },
  { code: 'NUR', label: 'Nurse' },
  { code: 'OPT', label: 'Optician' },
  { code: 'PAI', label: 'Painter and Decorator' },
  { code: 'PHA', label: 'Pharmacist' },
  { code: 'PHY', label: 'Physiotherapist' },
  { code: 'PIL', label: 'Pilot' },
  { code: 'PLU', label: 'Plumber' },
  { code: 'PRG', label: 'Programmer' },
  { code: 'REC', label: 'Receptionist' },
  { code: 'RET', label: 'Retail Assistant' },
  { code: 'SAL', label: 'Sales Representative' },
  { code: 'SCI', label: 'Scientist' },
  { code: 'SEC', label: 'Secretary' },
  { code: 'SOC', label: 'Social Worker' },
  { code: 'SOL', label: 'Solicitor' },
  { code: 'TAX', label: 'Taxi Driver' },
  { code: 'TEA', label: 'Teacher' },
  { code: 'TRU', label: 'Truck Driver' },
  { code: 'VET', label: 'Veterinary Surgeon' },
  { code: 'WAI', label: 'Waiter / Waitress' },
  { code: 'WEL', label: 'Welder' },
];

const OCCUPATION_CODES = new Set(OCCUPATIONS.map((occupation) => occupation.code));

export function isOccupationCode(code: string | null | undefined): boolean {
  return OCCUPATION_CODES.has((code ?? '').trim().toUpperCase());
}

/** car-travel-payment.md 3: private medical insurers with their codes (VHI=2, Laya=1, Irish Life Health=3). */
export const HEALTH_PROVIDERS = [
  { id: 2, name: 'VHI' },
  { id: 1, name: 'Laya' },
  { id: 3, name: 'Irish Life Health' },
] as const;
export type HealthProviderId = (typeof HEALTH_PROVIDERS)[number]['id'];
export const HEALTH_PROVIDER_IDS = HEALTH_PROVIDERS.map((provider) => provider.id) as [
  HealthProviderId,
  ...HealthProviderId[],
];

export function isHealthProviderId(id: number | undefined): id is HealthProviderId {
  return HEALTH_PROVIDER_IDS.some((known) => known === id);
}

/** The yes or no of 'Do you have health cover abroad' as the form holds it. */
export const COVER_ABROAD_ANSWERS = ['yes', 'no'] as const;
export type CoverAbroadAnswer = (typeof COVER_ABROAD_ANSWERS)[number];

/** car-travel-payment.md 3: licence types. */
const LICENCE_TYPES_WITH_LABELS = labelledList({
  FULL_IRISH: 'Full Irish licence',
  FULL_UK: 'Full UK licence',
  FULL_EU: 'Full EU licence',
  PROVISIONAL_IRISH: 'Irish learner permit',
  PROVISIONAL_UK: 'Provisional UK licence',
  PROVISIONAL_EU: 'Provisional EU licence',
  NON_EU: 'Licence from outside the EU',
});
export const LICENCE_TYPES = LICENCE_TYPES_WITH_LABELS.ids;
export type LicenceType = (typeof LICENCE_TYPES)[number];

/** Ours: the spec lists the licence types without their words; forms and documents print these. */
export const LICENCE_TYPE_LABELS: Record<LicenceType, string> = LICENCE_TYPES_WITH_LABELS.labels;

/** car-travel-payment.md 4: the passed-test question is asked for these licences only. */
export const PASSED_TEST_LICENCE_TYPES: readonly LicenceType[] = ['FULL_IRISH', 'FULL_UK'];

/** car-travel-payment.md 3: where the driver drove in the last five years. */
export const LAST_FIVE_YEARS_EXPERIENCE = [
  'IRELAND_OR_UK',
  'EU_COUNTRY',
  'NON_EU_COUNTRY',
  'NOT_APPLICABLE',
] as const;
export type LastFiveYearsExperience = (typeof LAST_FIVE_YEARS_EXPERIENCE)[number];

/** Ours: where the driver drove in the last five years, in the customer's words. */
export const LAST_FIVE_YEARS_LABELS: Record<LastFiveYearsExperience, string> = {
  IRELAND_OR_UK: 'Ireland or the UK',
  EU_COUNTRY: 'Another EU country',
  NON_EU_COUNTRY: 'A country outside the EU',
  NOT_APPLICABLE: 'I have not driven in the last five years',
};

/** car-travel-payment.md 5 and 9: names 2-50, address parts 2-50, years held 0-100. */
export const PERSONAL_FIELD_LENGTHS = {
  name: { min: 2, max: 50 },
  addressPart: { min: 2, max: 50 },
} as const;
export const YEARS_HELD_LIMITS = { min: 0, max: 100 } as const;
