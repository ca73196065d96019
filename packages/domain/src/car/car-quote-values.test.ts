import { describe, expect, it } from 'vitest';
import type { CarClaimValues, CarCoverValues } from './car-cover-schema.js';
import { EXAMPLE_CAR_FORMS } from './car-form-examples.js';
import {
  CAR_COVER_DEFAULTS,
  CAR_DETAIL_FIELDS,
  EMPTY_ADDITIONAL_DRIVER,
  EMPTY_CAR_CLAIM,
  EMPTY_OFFENCE,
  YOUR_CAR_DEFAULTS,
  canRemoveDriver,
  rowsFor,
  withAddedDriver,
  withCarDetails,
  withClaimsCount,
  withDriverEmploymentStatus,
  withDriverOffenceCount,
  withHasAdditionalDrivers,
  withManualSearch,
  withOffenceCount,
  withRegistration,
  withoutCarDetails,
  withoutDriver,
} from './car-quote-values.js';

const CAR = EXAMPLE_CAR_FORMS.yourCar;
const COVER = EXAMPLE_CAR_FORMS.yourCover;
const DRIVER = COVER.additionalDrivers[0]!;

const THEFT: CarClaimValues = { claim_type: 'THEFT', claim_status: 'CLOSED', claim_amount: '900' };
const FIRE: CarClaimValues = { claim_type: 'FIRE', claim_status: 'OPEN', claim_amount: '4,000' };
const SPEEDING = { offence: 'EXCEEDING_SPEED_LIMIT', penaltyPoints: '3' } as const;

const BLANK_DETAILS = Object.fromEntries(CAR_DETAIL_FIELDS.map((field) => [field, '']));

describe('the starting values', () => {
  it('start with nothing chosen', () => {
    expect(YOUR_CAR_DEFAULTS).toMatchObject({ isManualSearch: false, carReg: '', carABICode: '' });
    expect(CAR_COVER_DEFAULTS).toEqual({
      policyStart: '',
      coverType: '',
      claimsCount: '',
      motorClaims: [],
      mainDriverPenaltyPointOffenceCount: '',
      mainDriverPenaltyPointOffences: [],
      mainDriverDisqualifiedOrConvicted: null,
      hasAdditionalDrivers: null,
      additionalDrivers: [],
    });
  });
});

describe('the registration and the car details', () => {
  it('clears the details and the ABI code when the registration is edited', () => {
    const edited = withRegistration(CAR, '191-D-1234');
    expect(edited).toEqual({ ...CAR, ...BLANK_DETAILS, carReg: '191-D-1234' });
    // The answers about the car stay.
    expect(edited.vehicleValue).toBe('18,500');
    expect(edited.noClaimsBonus).toBe('5');
  });

  it('clears every detail and the ABI code on a failed lookup or an empty registration', () => {
    expect(withoutCarDetails(CAR)).toEqual({ ...CAR, ...BLANK_DETAILS });
    expect(CAR_DETAIL_FIELDS).toEqual([
      'carRisk',
      'carMake',
      'carModel',
      'carYear',
      'carFuelType',
      'carEngineSize',
      'carVersion',
      'carABICode',
    ]);
  });

  it('fills the details a lookup answered', () => {
    const { carRisk, carMake, carModel, carYear, carFuelType, carEngineSize, carVersion } = CAR;
    const details = { carRisk, carMake, carModel, carYear, carFuelType, carEngineSize, carVersion };
    const filled = withCarDetails(withRegistration(CAR, '191-D-12345'), {
      ...details,
      carABICode: CAR.carABICode,
    });
    expect(filled).toEqual(CAR);
  });

  it('starts afresh when switching to the manual search and back', () => {
    const manual = withManualSearch(CAR, true);
    expect(manual).toEqual({ ...CAR, ...BLANK_DETAILS, carReg: '', isManualSearch: true });
    const back = withManualSearch({ ...manual, carMake: 'Ford', carABICode: '12345678' }, false);
    expect(back).toEqual({ ...CAR, ...BLANK_DETAILS, carReg: '', isManualSearch: false });
  });
});

describe('the claims and offence counts', () => {
  it('creates blank claim rows up to the count', () => {
    const cover = withClaimsCount(CAR_COVER_DEFAULTS, '3');
    expect(cover.claimsCount).toBe('3');
    expect(cover.motorClaims).toEqual([EMPTY_CAR_CLAIM, EMPTY_CAR_CLAIM, EMPTY_CAR_CLAIM]);
  });

  it('trims the rows past a lower count and keeps those before it', () => {
    const three: CarCoverValues = { ...COVER, claimsCount: '3', motorClaims: [THEFT, FIRE, THEFT] };
    expect(withClaimsCount(three, '1').motorClaims).toEqual([THEFT]);
    expect(withClaimsCount(three, '0').motorClaims).toEqual([]);
    const one = { ...COVER, claimsCount: '1', motorClaims: [THEFT] };
    expect(withClaimsCount(one, '2').motorClaims).toEqual([THEFT, EMPTY_CAR_CLAIM]);
  });

  it('holds no rows for a count not chosen or above 3', () => {
    const two = { ...COVER, claimsCount: '2', motorClaims: [THEFT, FIRE] };
    expect(withClaimsCount(two, '').motorClaims).toEqual([]);
    expect(withClaimsCount(two, '4').motorClaims).toEqual([]);
    expect(rowsFor([1, 2, 3], '3', 3, 0)).toEqual([1, 2, 3]);
    expect(rowsFor([1, 2, 3], '4', 3, 0)).toEqual([]);
  });

  it('creates and trims the main driver’s offence rows', () => {
    const three = withOffenceCount({ ...COVER, mainDriverPenaltyPointOffences: [SPEEDING] }, '3');
    expect(three.mainDriverPenaltyPointOffenceCount).toBe('3');
    expect(three.mainDriverPenaltyPointOffences).toEqual([SPEEDING, EMPTY_OFFENCE, EMPTY_OFFENCE]);
    expect(withOffenceCount(three, '1').mainDriverPenaltyPointOffences).toEqual([SPEEDING]);
    expect(withOffenceCount(three, '0').mainDriverPenaltyPointOffences).toEqual([]);
  });

  it('creates and trims an additional driver’s offence rows', () => {
    const two = withDriverOffenceCount(DRIVER, '2');
    expect(two.additionalDriverPenaltyPointOffenceCount).toBe('2');
    expect(two.additionalDriverPenaltyPointOffences).toEqual([SPEEDING, EMPTY_OFFENCE]);
    expect(withDriverOffenceCount(two, '0').additionalDriverPenaltyPointOffences).toEqual([]);
  });
});

describe('the additional drivers', () => {
  it('empties the list on no', () => {
    const no = withHasAdditionalDrivers(COVER, false);
    expect(no.hasAdditionalDrivers).toBe(false);
    expect(no.additionalDrivers).toEqual([]);
  });

  it('shows one blank driver on yes, and keeps those already named', () => {
    const yes = withHasAdditionalDrivers(CAR_COVER_DEFAULTS, true);
    expect(yes.hasAdditionalDrivers).toBe(true);
    expect(yes.additionalDrivers).toEqual([EMPTY_ADDITIONAL_DRIVER]);
    expect(withHasAdditionalDrivers(COVER, true).additionalDrivers).toEqual([DRIVER]);
  });

  it('adds drivers up to four, the most a quote names', () => {
    let cover = withHasAdditionalDrivers(CAR_COVER_DEFAULTS, true);
    for (const count of [2, 3, 4]) {
      cover = withAddedDriver(cover);
      expect(cover.additionalDrivers).toHaveLength(count);
    }
    expect(cover.additionalDrivers.at(-1)).toEqual(EMPTY_ADDITIONAL_DRIVER);
    expect(withAddedDriver(cover)).toBe(cover);
  });

  it('removes a driver only while more than one is named', () => {
    const second = { ...DRIVER, firstName: 'Aoife' };
    const two = { ...COVER, additionalDrivers: [DRIVER, second] };
    expect(canRemoveDriver(two)).toBe(true);
    expect(withoutDriver(two, 0).additionalDrivers).toEqual([second]);
    expect(withoutDriver(two, 1).additionalDrivers).toEqual([DRIVER]);
    const one = withoutDriver(two, 0);
    expect(canRemoveDriver(one)).toBe(false);
    expect(withoutDriver(one, 0)).toBe(one);
  });

  it('clears a driver’s occupation for a status that does not ask it', () => {
    for (const status of ['RETIRED', 'STUDENT', 'HOUSEWIFE_HUSBAND']) {
      expect(withDriverEmploymentStatus(DRIVER, status)).toEqual({
        ...DRIVER,
        employmentStatus: status,
        mainOccupation: '',
      });
    }
    for (const status of ['EMPLOYED', 'SELF_EMPLOYED', 'UNEMPLOYED']) {
      expect(withDriverEmploymentStatus(DRIVER, status).mainOccupation).toBe('ELE');
    }
  });
});
