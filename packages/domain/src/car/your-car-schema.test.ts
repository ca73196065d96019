import { describe, expect, it } from 'vitest';
import { EXAMPLE_CAR_FORMS } from './car-form-examples.js';
import { YOUR_CAR_MESSAGES as M } from './car-messages.js';
import { YOUR_CAR_DEFAULTS, withManualSearch, withRegistration } from './car-quote-values.js';
import { REGISTRATION_MESSAGES } from './registration.js';
import {
  registrationNeededBeforeBuying,
  yourCarSchema,
  type YourCarValues,
} from './your-car-schema.js';

const CAR = EXAMPLE_CAR_FORMS.yourCar;

/** The car chosen in a manual search: no registration, the catalogue's details and ABI code. */
const MANUAL: YourCarValues = { ...CAR, isManualSearch: true, carReg: '' };

/** Each field's first message, for values changed from a valid card. */
function problems(change: Partial<YourCarValues>, base: YourCarValues = CAR) {
  const result = yourCarSchema().safeParse({ ...base, ...change });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    found[issue.path.join('.')] ??= issue.message;
  }
  return found;
}

describe('the Your car card', () => {
  it('accepts the example car and gives its clean data', () => {
    const result = yourCarSchema().safeParse(CAR);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toEqual({
      isManualSearch: false,
      car: {
        registration: '191-D-12345',
        abiCode: '32010500',
        make: 'Toyota',
        model: 'Corolla',
        year: 2019,
        fuelType: 'HYBRID',
        engineCc: 1798,
        version: '1.8 Hybrid Luna 5dr Auto',
        risk: 14,
      },
      ownedPeriod: 'UP_TO_3_YEARS',
      valueEuro: 18_500,
      use: 'PERSONAL_ONLY',
      annualKm: 'AVERAGE',
      drivingExperienceType: '1-X',
      noClaimsYears: 5,
    });
  });

  it('asks every answer of an empty card', () => {
    expect(problems({}, YOUR_CAR_DEFAULTS)).toEqual({
      carReg: 'Registration is required',
      carPurchased: 'Please tell us how long you have had the car',
      vehicleValue: 'Vehicle value is required',
      carUsedForWork: 'Please tell us what you use the car for',
      annualKm: 'Please tell us how far you drive in a year',
      drivingExpType: 'Please tell us about your current driving experience',
      noClaimsBonus: 'No claims bonus is required',
    });
  });

  it('normalises the registration as the plate prints it', () => {
    const result = yourCarSchema().parse({ ...CAR, carReg: ' 191 d 12345 ' });
    expect(result.car.registration).toBe('191-D-12345');
  });
});

describe('the registration', () => {
  it('is required unless the car is found by a manual search', () => {
    expect(problems({ carReg: '' })).toEqual({ carReg: M.registrationRequired });
    expect(problems({ carReg: '   ' })).toEqual({ carReg: M.registrationRequired });
    expect(problems({}, MANUAL)).toEqual({});
    expect(yourCarSchema().parse(MANUAL).car.registration).toBeUndefined();
  });

  it('is asked before buying of a car found by make and model, and kept once given (decision 0028)', () => {
    expect(registrationNeededBeforeBuying(MANUAL)).toBe(true);
    expect(registrationNeededBeforeBuying({ ...MANUAL, carReg: 'not a plate' })).toBe(true);
    expect(registrationNeededBeforeBuying(CAR)).toBe(false);
    const given = { ...MANUAL, carReg: '191 d 12345' };
    expect(registrationNeededBeforeBuying(given)).toBe(false);
    expect(problems({}, given)).toEqual({});
    expect(yourCarSchema().parse(given).car).toMatchObject({
      registration: '191-D-12345',
      abiCode: MANUAL.carABICode,
    });
    expect(problems({ carReg: 'ABI 32010600' }, MANUAL)).toEqual({
      carReg: REGISTRATION_MESSAGES.invalid,
    });
  });

  it.each(['ABC', '191-D-0123', '13-D-12345', '193-D-12345', '191-XX-12345'])(
    'refuses %s, which is not an Irish registration',
    (carReg) => {
      expect(problems({ carReg })).toEqual({ carReg: REGISTRATION_MESSAGES.invalid });
    },
  );

  it('asks for the lookup when a registration is typed but no car was found for it', () => {
    expect(problems({ carABICode: '' })).toEqual({
      carReg: 'Press the enter key or search icon to get the car details',
    });
    // Editing the registration clears the looked-up car, so the lookup is asked again.
    expect(problems({}, withRegistration(CAR, '192-D-4521'))).toEqual({
      carReg: 'Press the enter key or search icon to get the car details',
    });
  });
});

describe('the manual search', () => {
  it('needs the make, model, year, fuel, engine, version and ABI code, each with its message', () => {
    expect(problems({}, withManualSearch(CAR, true))).toEqual({
      carMake: 'Make is required',
      carModel: 'Model is required',
      carYear: 'Year is required',
      carFuelType: 'Fuel type is required',
      carEngineSize: 'Engine size is required',
      carVersion: 'Version is required',
      carABICode: 'Please choose your car from the list',
    });
  });

  it.each([
    ['carMake', M.makeRequired],
    ['carModel', M.modelRequired],
    ['carYear', M.yearRequired],
    ['carFuelType', M.fuelRequired],
    ['carEngineSize', M.engineRequired],
    ['carVersion', M.versionRequired],
    ['carABICode', M.abiCodeRequired],
  ] as const)('refuses a blank %s alone', (field, message) => {
    expect(problems({ [field]: ' ' }, MANUAL)).toEqual({ [field]: message });
  });

  it('does not ask the details of a car found by its registration', () => {
    expect(problems({ carMake: '', carModel: '', carYear: '', carVersion: '' })).toEqual({});
  });
});

describe('the vehicle value', () => {
  it.each([
    ['', 'Vehicle value is required'],
    ['499', 'Please enter a value of at least €500'],
    ['500', undefined],
    ['250,000', undefined],
    ['250000', undefined],
    ['250,001', 'Please enter a value of no more than €250,000'],
    ['18,500.50', 'Please enter the value in whole euro'],
    ['18500.5', 'Please enter the value in whole euro'],
    ['-600', 'Please enter the value in whole euro'],
    ['abc', 'Please enter the value in whole euro'],
  ])('%s: %s', (vehicleValue, message) => {
    expect(problems({ vehicleValue }).vehicleValue).toBe(message);
  });

  it('is sent in whole euro with the thousands commas stripped', () => {
    expect(yourCarSchema().parse({ ...CAR, vehicleValue: '250,000' }).valueEuro).toBe(250_000);
    expect(yourCarSchema().parse({ ...CAR, vehicleValue: '€ 500' }).valueEuro).toBe(500);
  });
});

describe('the answers about the car', () => {
  it.each([
    ['carPurchased', 'Please tell us how long you have had the car'],
    ['carUsedForWork', 'Please tell us what you use the car for'],
    ['annualKm', 'Please tell us how far you drive in a year'],
    ['drivingExpType', 'Please tell us about your current driving experience'],
    ['noClaimsBonus', 'No claims bonus is required'],
  ] as const)('%s is required', (field, message) => {
    expect(problems({ [field]: '' })).toEqual({ [field]: message });
  });

  it('takes no claims bonus of none, which is an answer', () => {
    expect(problems({ noClaimsBonus: '0' })).toEqual({});
    expect(yourCarSchema().parse({ ...CAR, noClaimsBonus: '0' }).noClaimsYears).toBe(0);
  });
});
