/**
 * platform.md 3.4: occupation codes that are an employment status of their own. Any other
 * occupation means employed.
 */
export const NON_EMPLOYED_OCCUPATION_CODES = {
  housewifeOrHousehusband: 'OCC143',
  retired: 'OCC234',
  student: 'OCC260',
  selfEmployed: 'SEF',
  unemployed: 'UAC',
} as const;

export const EMPLOYED_STATUS = 'EMP';

/** The employment statuses, in the order car-travel-payment.md 3 lists the travel codes. */
export const EMPLOYMENT_STATUSES = [
  NON_EMPLOYED_OCCUPATION_CODES.housewifeOrHousehusband,
  EMPLOYED_STATUS,
  NON_EMPLOYED_OCCUPATION_CODES.retired,
  NON_EMPLOYED_OCCUPATION_CODES.student,
  NON_EMPLOYED_OCCUPATION_CODES.selfEmployed,
  NON_EMPLOYED_OCCUPATION_CODES.unemployed,
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

const STATUS_CODES: readonly string[] = Object.values(NON_EMPLOYED_OCCUPATION_CODES);

/**
 * home.md 3 (Profile used for prefill): the employment status of an occupation code; nothing when
 * there is no occupation.
 */
export function employmentStatusOf(
  occupationCode: string | null | undefined,
): EmploymentStatus | undefined {
  const code = occupationCode?.trim();
  if (!code) return undefined;
  return STATUS_CODES.includes(code) ? (code as EmploymentStatus) : EMPLOYED_STATUS;
}

/** platform.md 3.4: occupation codes used for car additional drivers. */
export const CAR_ADDITIONAL_DRIVER_OCCUPATION_CODES = {
  housewifeOrHousehusband: 'HBG',
  retired: 'RAO',
  student: 'SDA',
} as const;
