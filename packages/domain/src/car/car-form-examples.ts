import { personalAboutYouDefaults } from '../personal/personal-about-you-values.js';
import {
  CAR_COVER_DEFAULTS,
  EMPTY_ADDITIONAL_DRIVER,
  YOUR_CAR_DEFAULTS,
  type CarQuoteForms,
} from './car-quote-values.js';
import { withAllQuestionsYes, CAR_TERMS_DEFAULTS, type CarTermsValues } from './car-terms.js';

/*
 * A complete car form for tests (not exported by the package): a teacher in Cork insuring her
 * 2019 Toyota Corolla, with her husband as a named driver who has 3 penalty points, asked for on
 * EXAMPLE_CAR_TODAY. Each test changes what it checks.
 */

/** 20 November 2026, mid-morning in the runtime's zone. */
export const EXAMPLE_CAR_TODAY = new Date(2026, 10, 20, 10, 15);

export const EXAMPLE_CAR_FORMS: CarQuoteForms = {
  aboutYou: {
    ...personalAboutYouDefaults('car'),
    title: 'MS',
    firstName: 'Niamh',
    lastName: "O'Sullivan",
    gender: 'FEMALE',
    dob: '02/06/1988',
    address: {
      displayAddress: '4 Mardyke Walk, Cork, T12 K8AF',
      addressLine1: '4 Mardyke Walk',
      addressLine2: '',
      addressLine3: '',
      town: 'Cork',
      county: 'Cork',
      eircode: 'T12 K8AF',
      addressChosen: true,
    },
    isThisYourPostalAddress: true,
    phoneNo: '087 765 4321',
    email: 'niamh@example.ie',
    employmentStatus: 'EMPLOYED',
    mainOccupation: 'TEA',
    driversLicenseType: 'FULL_IRISH',
    passedTestInIrelandOrUk: true,
    lastFiveYearsExperience: 'IRELAND_OR_UK',
    yearsHeld: '12',
    bankOfIrelandCustomer: true,
    bankOfIrelandHomeInsurancePolicy: false,
  },
  yourCar: {
    ...YOUR_CAR_DEFAULTS,
    carReg: '191-D-12345',
    carRisk: '14',
    carMake: 'Toyota',
    carModel: 'Corolla',
    carYear: '2019',
    carFuelType: 'HYBRID',
    carEngineSize: '1798',
    carVersion: '1.8 Hybrid Luna 5dr Auto',
    carABICode: '32010500',
    carPurchased: 'UP_TO_3_YEARS',
    vehicleValue: '18,500',
    carUsedForWork: 'PERSONAL_ONLY',
    annualKm: 'AVERAGE',
    drivingExpType: '1-X',
    noClaimsBonus: '5',
  },
  yourCover: {
    ...CAR_COVER_DEFAULTS,
    policyStart: '01/12/2026',
    coverType: 'COMPREHENSIVE',
    claimsCount: '0',
    mainDriverPenaltyPointOffenceCount: '0',
    mainDriverDisqualifiedOrConvicted: false,
    hasAdditionalDrivers: true,
    additionalDrivers: [
      {
        ...EMPTY_ADDITIONAL_DRIVER,
        title: 'MR',
        firstName: 'Conor',
        lastName: "O'Sullivan",
        dob: '19/09/1986',
        additionalDriverPenaltyPointOffenceCount: '1',
        additionalDriverPenaltyPointOffences: [
          { offence: 'EXCEEDING_SPEED_LIMIT', penaltyPoints: '3' },
        ],
        relationshipToProposer: 'SPOUSE',
        driversLicenseType: 'FULL_IRISH',
        lastFiveYearsExperience: 'IRELAND_OR_UK',
        employmentStatus: 'SELF_EMPLOYED',
        mainOccupation: 'ELE',
        yearsHeld: '15',
      },
    ],
  },
};

export const EXAMPLE_CAR_TERMS: CarTermsValues = {
  ...withAllQuestionsYes(CAR_TERMS_DEFAULTS),
  acceptedTermsAndConditions: true,
};
