import { HOUSEHOLD_ACCEPTED_ANSWERS } from './home-rating-core.js';
import type { HomeRatingRequest } from './home-insurer-port.js';

/**
 * The worked example of docs/home-rating.md section 5: an owner-occupied semi-detached house in
 * Cork, built 1995, rebuild 250,000, contents 40,000, excess code 3, 5 years claims free, Online10.
 * Tests vary it one field at a time.
 */
export function workedExampleRequest(
  overrides: Partial<HomeRatingRequest> = {},
): HomeRatingRequest {
  return {
    county: 'Cork',
    eircode: 'T12 X2Y3',
    dwellingType: 'Owner Occupied',
    coverType: 'ownLive',
    homeType: 'Semi-detached',
    yearOfConstruction: 1995,
    numBedrooms: 3,
    numBathrooms: 2,
    heatingType: 'Gas',
    alarmType: 'Registered installer centrally monitored',
    numSmokeAlarms: 3,
    buildingsCents: 25_000_000,
    contentsCents: 4_000_000,
    unspecifiedItemsCents: 0,
    specifiedItems: [],
    claims: [],
    claimsFreeYears: 5,
    excessCode: '3',
    addons: { contentsAccidentalDamage: false, ncdProtection: false, homeEmergencyAssist: false },
    promoCode: 'Online10',
    isStaff: false,
    bank: {
      isBankCustomer: false,
      mortgage: false,
      personalLoan: false,
      motor: false,
      pension: false,
    },
    firstTimeBuyer: false,
    dateOfBirth: '1980-06-15',
    startDate: '2026-03-01',
    householdAnswers: { ...HOUSEHOLD_ACCEPTED_ANSWERS },
    assumptions: { occupiedByMember: true },
    ...overrides,
  };
}
