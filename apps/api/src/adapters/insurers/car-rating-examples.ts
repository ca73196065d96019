import type { CarAdditionalDriverRisk, CarRatingRequest } from './car-insurer-port.js';

/**
 * The worked example of docs/car-rating.md section 5: Niamh (38 on the first day of cover), a
 * comprehensive quote from 14 March 2025 for her 2021 Volkswagen Golf kept in Cork, her husband
 * Cian (39) and their daughter Aoife (19, a learner) named, one claim and a windscreen claim, five
 * years' no-claims bonus, a bank customer with a home policy, Personal Protection Plus and NCD
 * protection chosen. Tests vary it one field at a time.
 */
export function carWorkedExampleRequest(
  overrides: Partial<CarRatingRequest> = {},
): CarRatingRequest {
  return {
    startDate: '2025-03-14',
    coverType: 'COMPREHENSIVE',
    mainDriver: {
      dateOfBirth: '1986-07-20',
      licenceType: 'FULL_IRISH',
      yearsHeld: 12,
      passedTestInIrelandOrUk: true,
      lastFiveYearsExperience: 'IRELAND_OR_UK',
      employmentStatus: 'EMPLOYED',
      occupation: 'ACC',
      penalties: [{ offence: 'EXCEEDING_SPEED_LIMIT', points: 3 }],
    },
    additionalDrivers: [carWorkedExampleSpouse(), carWorkedExampleDaughter()],
    claims: [
      { type: 'DAMAGE_TO_YOUR_CAR_ONLY', status: 'CLOSED', amountCents: 240_000 },
      { type: 'WINDSCREEN_ONLY', status: 'CLOSED', amountCents: 35_000 },
    ],
    disqualifiedOrConvicted: false,
    noClaimsYears: 5,
    drivingExperienceType: '1-X',
    carOwnedPeriod: 'UP_TO_3_YEARS',
    vehicle: {
      registration: '211-C-4821',
      abiCode: null,
      year: 2021,
      valueCents: 2_200_000,
      abiGroup: 18,
      engineCc: 1_498,
      fuel: 'PETROL',
    },
    use: 'PERSONAL_ONLY',
    annualKm: 'ABOVE_AVERAGE',
    county: 'Co. Cork',
    isBankCustomer: true,
    hasBankHomePolicy: true,
    extras: { personalProtectionPlus: true, ncdProtection: true, additionalBenefitsPlus: false },
    termsConfirmed: true,
    ...overrides,
  };
}

/** Cian, Niamh's husband: 39 on the first day of cover, 15 years on a full Irish licence. */
export function carWorkedExampleSpouse(
  overrides: Partial<CarAdditionalDriverRisk> = {},
): CarAdditionalDriverRisk {
  return {
    dateOfBirth: '1985-11-02',
    licenceType: 'FULL_IRISH',
    yearsHeld: 15,
    passedTestInIrelandOrUk: true,
    lastFiveYearsExperience: 'IRELAND_OR_UK',
    employmentStatus: 'EMPLOYED',
    occupation: 'TEA',
    penalties: [],
    relationship: 'SPOUSE',
    ...overrides,
  };
}

/** Aoife, their daughter: 19 on the first day of cover, a student with a year on a learner permit. */
export function carWorkedExampleDaughter(
  overrides: Partial<CarAdditionalDriverRisk> = {},
): CarAdditionalDriverRisk {
  return {
    dateOfBirth: '2005-09-30',
    licenceType: 'PROVISIONAL_IRISH',
    yearsHeld: 1,
    passedTestInIrelandOrUk: null,
    lastFiveYearsExperience: 'IRELAND_OR_UK',
    employmentStatus: 'STUDENT',
    occupation: 'SDA',
    penalties: [],
    relationship: 'CHILD',
    ...overrides,
  };
}
