import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS_VALUES } from '../address/address-form-values.js';
import { travelAboutYouSchema } from '../travel/travel-about-you.js';
import { EXAMPLE_TODAY, EXAMPLE_TRAVEL_FORMS } from '../travel/travel-form-examples.js';
import {
  personalAboutYouSchema,
  type PersonalAboutYouValues,
} from './personal-about-you-schema.js';
import {
  personalAboutYouDefaults,
  withCoverAbroad,
  withEmploymentStatus,
  withLicenceType,
  withPostalAddressAnswer,
} from './personal-about-you-values.js';
import { PERSONAL_MESSAGES as M } from './personal-messages.js';

const TRAVEL = EXAMPLE_TRAVEL_FORMS.aboutYou;
const CAR: PersonalAboutYouValues = {
  ...TRAVEL,
  insuranceType: 'car',
  employmentStatus: 'EMPLOYED',
  coverAbroad: '',
  provider: '',
  promoCode: '',
  driversLicenseType: 'FULL_IRISH',
  passedTestInIrelandOrUk: true,
  lastFiveYearsExperience: 'IRELAND_OR_UK',
  yearsHeld: '12',
};

/** Each field's first message, for values changed from a valid form. */
function problems(
  change: Partial<PersonalAboutYouValues>,
  base: PersonalAboutYouValues = TRAVEL,
): Record<string, string> {
  const result = travelAboutYouSchema({ today: EXAMPLE_TODAY }).safeParse({ ...base, ...change });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the car and travel About you schema', () => {
  it('accepts the example travel and car answers', () => {
    expect(problems({})).toEqual({});
    expect(
      personalAboutYouSchema({ today: EXAMPLE_TODAY }).safeParse(CAR).error?.issues,
    ).toBeUndefined();
  });

  it('asks every required answer of an empty travel form, with the spec’s words', () => {
    expect(problems({}, personalAboutYouDefaults('travel'))).toEqual({
      title: M.titleRequired,
      firstName: 'First name is required',
      lastName: 'Surname is required',
      gender: 'Gender is required.',
      dob: 'Date of birth is required',
      'address.displayAddress': 'Eircode or address is required',
      isThisYourPostalAddress: 'You must answer is this your postal address',
      phoneNo: 'Mobile number is required',
      email: 'Email is required',
      employmentStatus: 'Employment status is required',
      coverAbroad: M.coverAbroadRequired,
      bankOfIrelandCustomer: M.bankCustomerRequired,
      bankOfIrelandHomeInsurancePolicy: M.homePolicyRequired,
    });
  });

  describe('names', () => {
    it.each([
      ['A', 'Please enter in more than two characters'],
      ['Al', undefined],
      ['A'.repeat(50), undefined],
      ['A'.repeat(51), 'Please enter in less than fifty characters'],
      ['Aoife2', 'Numbers and symbols are not permitted'],
      ['Aoife!', 'Numbers and symbols are not permitted'],
      ["Seán Ó'Brien-Nic", undefined],
      ['St. John', undefined],
      ['Mary T.', undefined],
      ["'-.", 'Numbers and symbols are not permitted'],
    ])('first name %j: %s', (firstName, message) => {
      expect(problems({ firstName }).firstName).toBe(message);
    });

    it('holds a car name to the same rule, a dot counted in its length', () => {
      expect(problems({ lastName: 'St. John' }, CAR).lastName).toBeUndefined();
      expect(problems({ lastName: 'J.' }, CAR).lastName).toBeUndefined();
      expect(problems({ lastName: 'J' }, CAR).lastName).toBe(
        'Please enter in more than two characters',
      );
      expect(problems({ lastName: '.' }, CAR).lastName).toBe(
        'Numbers and symbols are not permitted',
      );
    });
  });

  it('needs a date of birth of someone 18 or over today', () => {
    expect(problems({ dob: '20/11/2008' }).dob).toBeUndefined();
    expect(problems({ dob: '21/11/2008' }).dob).toBe('You must be over 18 to take out a policy');
    expect(problems({ dob: '31/02/1980' }).dob).toBe(
      'Please enter a valid date in the format DD/MM/YYYY',
    );
  });

  describe('the address', () => {
    const address = TRAVEL.address;
    it('is an address typed in the box only once chosen', () => {
      expect(
        problems({ address: { ...EMPTY_ADDRESS_VALUES, displayAddress: '12 Grove' } })[
          'address.displayAddress'
        ],
      ).toBe('Please enter a valid Eircode or address');
    });

    it.each([
      [{ addressLine1: ' ' }, 'addressLine1', 'Address line is required'],
      [{ county: '' }, 'county', 'County is required'],
      [{ addressLine2: 'R' }, 'addressLine2', M.addressPartTooShort],
      [{ addressLine2: 'Ra' }, 'addressLine2', undefined],
      [{ town: 'D' }, 'town', M.addressPartTooShort],
      [{ town: 'D'.repeat(50) }, 'town', undefined],
      [{ town: 'D'.repeat(51) }, 'town', M.addressPartTooLong],
      [{ town: '' }, 'town', undefined],
      [{ addressLine3: 'x' }, 'addressLine3', undefined],
      [{ addressLine3: 'x'.repeat(51) }, 'addressLine3', M.addressPartTooLong],
      [{ eircode: 'D06 X2Y' }, 'eircode', 'Please enter a valid Eircode or address'],
      [{ eircode: 'd06x2y3' }, 'eircode', undefined],
    ])('%j: %s %s', (change, field, message) => {
      expect(problems({ address: { ...address, ...change } })[`address.${field}`]).toBe(message);
    });

    it('checks the postal address only when it is not the address', () => {
      expect(
        problems({ isThisYourPostalAddress: true, postalAddress: EMPTY_ADDRESS_VALUES }),
      ).toEqual({});
      expect(problems({ isThisYourPostalAddress: false })).toEqual({
        'postalAddress.displayAddress': 'Eircode or address is required',
      });
    });
  });

  it('checks the mobile number and e-mail with the spec’s words', () => {
    expect(problems({ phoneNo: '0861234567' }).phoneNo).toBeUndefined();
    expect(problems({ phoneNo: '0161234567' }).phoneNo).toBe('Must be a valid Mobile number');
    expect(problems({ phoneNo: '08612345678' }).phoneNo).toBe('Mobile Number Must be 10 digit');
    expect(problems({ email: 'aoife@' }).email).toBe('Please enter a valid email address');
  });

  describe('employment and occupation', () => {
    it.each([
      ['EMP', '', 'Occupation is required'],
      ['SEF', '', 'Occupation is required'],
      ['UAC', '', undefined],
      ['EMP', 'ZZZ', 'Occupation is required'],
      ['UAC', 'ZZZ', 'Occupation is required'],
      ['EMP', 'tea', undefined],
      ['OCC234', '', undefined],
    ])('%s with occupation %j: %s', (employmentStatus, mainOccupation, message) => {
      expect(problems({ employmentStatus, mainOccupation }).mainOccupation).toBe(message);
    });

    it('takes each product’s own statuses', () => {
      expect(problems({ employmentStatus: 'EMPLOYED' }).employmentStatus).toBe(
        'Employment status is required',
      );
      expect(problems({ employmentStatus: 'EMP' }, CAR).employmentStatus).toBe(
        'Employment status is required',
      );
    });
  });

  describe('car driving licence', () => {
    it('asks the passed-test question for a full Irish or UK licence only', () => {
      expect(problems({ passedTestInIrelandOrUk: null }, CAR).passedTestInIrelandOrUk).toBe(
        'Did you pass your test in Ireland or the UK',
      );
      expect(
        problems({ driversLicenseType: 'FULL_EU', passedTestInIrelandOrUk: null }, CAR),
      ).toEqual({});
    });

    it.each([
      ['', 'Years Held is required'],
      ['-1', 'Please enter a larger number'],
      ['0', undefined],
      ['100', undefined],
      ['101', 'Please enter a smaller number'],
      ['2.5', M.yearsHeldWhole],
    ])('years held %j: %s', (yearsHeld, message) => {
      expect(problems({ yearsHeld }, CAR).yearsHeld).toBe(message);
    });

    it('needs the licence and experience answers', () => {
      expect(problems({ driversLicenseType: '', lastFiveYearsExperience: '' }, CAR)).toMatchObject({
        driversLicenseType: M.licenceTypeRequired,
        lastFiveYearsExperience: 'Last five years experience required.',
      });
    });

    it('does not ask travel’s health cover of a car form', () => {
      expect(problems({ coverAbroad: '', provider: '' }, CAR)).toEqual({});
    });
  });

  it('needs a provider of the list with health cover abroad', () => {
    expect(problems({ coverAbroad: 'yes', provider: '' }).provider).toBe(
      'Private medical insurance provider is required',
    );
    expect(problems({ coverAbroad: 'yes', provider: '4' }).provider).toBe(
      'Private medical insurance provider is required',
    );
    expect(problems({ coverAbroad: 'yes', provider: '3' })).toEqual({});
    expect(problems({ coverAbroad: 'no', provider: '' })).toEqual({});
  });

  it('takes SUMMER10 in any case as the travel promotion, and refuses other codes', () => {
    expect(problems({ promoCode: 'summer10' })).toEqual({});
    expect(problems({ promoCode: '' })).toEqual({});
    expect(problems({ promoCode: 'WINTER20' }).promoCode).toMatch(
      /^This is not a valid promo code/,
    );
  });

  it('refuses a filled honeypot', () => {
    expect(problems({ userName: 'robot' }).userName).toBe(M.honeypotFilled);
  });

  it('gives clean data: trimmed, the date ISO, the provider only with cover abroad', () => {
    const data = travelAboutYouSchema({ today: EXAMPLE_TODAY }).parse({
      ...TRAVEL,
      firstName: ' Aoife ',
      mainOccupation: 'tea',
    });
    expect(data).toMatchObject({
      firstName: 'Aoife',
      dob: '1985-03-14',
      phoneNo: '0871234567',
      mainOccupation: 'TEA',
      healthProviderId: 2,
      isThisYourPostalAddress: true,
      postalAddress: undefined,
      licence: undefined,
    });
  });
});

describe('About you resets (car-travel-payment.md 4)', () => {
  it('keeps the occupation only for employed, self-employed or unemployed', () => {
    expect(withEmploymentStatus(TRAVEL, 'UAC').mainOccupation).toBe('TEA');
    expect(withEmploymentStatus(TRAVEL, 'SEF').mainOccupation).toBe('TEA');
    expect(withEmploymentStatus(TRAVEL, 'OCC234')).toMatchObject({
      employmentStatus: 'OCC234',
      mainOccupation: '',
    });
    expect(withEmploymentStatus(CAR, 'RETIRED').mainOccupation).toBe('');
  });

  it('keeps the provider only with health cover abroad', () => {
    expect(withCoverAbroad(TRAVEL, 'no')).toMatchObject({ coverAbroad: 'no', provider: '' });
    expect(withCoverAbroad(TRAVEL, 'yes').provider).toBe('2');
  });

  it('clears the postal address when this is the postal address', () => {
    const withPostal = { ...TRAVEL, isThisYourPostalAddress: false, postalAddress: TRAVEL.address };
    expect(withPostalAddressAnswer(withPostal, true).postalAddress).toEqual(EMPTY_ADDRESS_VALUES);
    expect(withPostalAddressAnswer(withPostal, false).postalAddress).toEqual(TRAVEL.address);
  });

  it('keeps the passed-test answer only for a full Irish or UK licence', () => {
    expect(withLicenceType(CAR, 'FULL_UK').passedTestInIrelandOrUk).toBe(true);
    expect(withLicenceType(CAR, 'PROVISIONAL_IRISH').passedTestInIrelandOrUk).toBeNull();
  });
});
