import { describe, expect, it } from 'vitest';
import type { AddressValues } from '../address/address-form-schema.js';
import { EMPTY_ADDRESS_VALUES } from '../address/address-form-values.js';
import { aboutYouSchema, toAboutYouData, type AboutYouValues } from './about-you-schema.js';
import { addressValuesProblems } from './home-address-rules.js';
import { ABOUT_YOU_DEFAULTS } from './about-you-values.js';
import {
  ABOUT_YOU_MESSAGES as M,
  HOME_ADDRESS_MESSAGES as A,
  PROMO_MESSAGES,
} from './home-messages.js';

const TODAY = new Date(2026, 10, 22, 9, 30);
const schema = aboutYouSchema({ today: TODAY });

const CHOSEN_ADDRESS: AddressValues = {
  displayAddress: '1 Main Street, Tralee, Kerry',
  addressLine1: '1 Main Street',
  addressLine2: '',
  addressLine3: '',
  town: 'Tralee',
  county: 'Kerry',
  eircode: 'v92 x2y3',
  addressChosen: true,
};

const VALID: AboutYouValues = {
  ...ABOUT_YOU_DEFAULTS,
  title: 'MS',
  firstName: 'Síle',
  lastName: "O'Brien-Ní Mháille",
  property: CHOSEN_ADDRESS,
  is_correspondence_address: true,
  phoneNo: '087 123 4567',
  email: 'sile@example.ie',
  dob: '22/11/1980',
  bankOfIrelandCustomer: false,
  firstTimeBuyer: false,
  propertyJointlyOwned: 'false',
};

function valuesWith(patch: Partial<AboutYouValues>): AboutYouValues {
  return { ...VALID, ...patch };
}

/** The messages by field path, e.g. { 'property.town': 'Town is required' }. */
function errorsOf(values: AboutYouValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('aboutYouSchema: a complete form', () => {
  it('passes and gives clean data', () => {
    const result = schema.safeParse(VALID);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      title: 'MS',
      otherTitle: undefined,
      firstName: 'Síle',
      lastName: "O'Brien-Ní Mháille",
      property: {
        displayAddress: '1 Main Street, Tralee, Kerry',
        addressLine1: '1 Main Street',
        addressLine2: undefined,
        addressLine3: undefined,
        town: 'Tralee',
        county: 'Kerry',
        eircode: 'V92 X2Y3',
      },
      is_correspondence_address: true,
      correspondence: undefined,
      phoneNo: '0871234567',
      email: 'sile@example.ie',
      dob: '1980-11-22',
      bankOfIrelandCustomer: false,
      boiMortgage: false,
      boiPersonalLoan: false,
      boiMotorInsurance: false,
      boiPension: false,
      mortgageProvider: 1,
      mortgageApplicationNumber: undefined,
      firstTimeBuyer: false,
      propertyJointlyOwned: false,
      jointlyOwnedDetails: undefined,
      promoCode: undefined,
      staffNumber: undefined,
      mainOccupation: undefined,
      employmentStatus: undefined,
    });
  });

  it('reports every required answer of the empty form', () => {
    expect(errorsOf(ABOUT_YOU_DEFAULTS)).toEqual({
      title: M.titleRequired,
      firstName: 'First name is required',
      lastName: 'Surname is required',
      'property.displayAddress': 'Eircode or address is required',
      is_correspondence_address: M.correspondenceSameRequired,
      phoneNo: 'Mobile number is required',
      email: 'Email is required',
      dob: 'Date of birth is required',
      bankOfIrelandCustomer: M.bankCustomerRequired,
      firstTimeBuyer: M.firstTimeBuyerRequired,
      propertyJointlyOwned: M.jointlyOwnedRequired,
    });
  });
});

describe('title', () => {
  it('needs an other title only for Other, at most 10 characters', () => {
    expect(errorsOf(valuesWith({ title: 'OTHER' }))).toEqual({
      otherTitle: 'Other title is required',
    });
    expect(errorsOf(valuesWith({ title: 'OTHER', otherTitle: 'Professor1' }))).toEqual({});
    expect(errorsOf(valuesWith({ title: 'OTHER', otherTitle: 'Professors1' }))).toEqual({
      otherTitle: M.otherTitleTooLong,
    });
    expect(errorsOf(valuesWith({ title: 'MR', otherTitle: 'ignored' }))).toEqual({});
  });

  it('keeps the other title only with Other', () => {
    expect(toAboutYouData(valuesWith({ title: 'OTHER', otherTitle: ' Dr ' })).otherTitle).toBe(
      'Dr',
    );
    expect(
      toAboutYouData(valuesWith({ title: 'MR', otherTitle: 'Dr' })).otherTitle,
    ).toBeUndefined();
  });
});

describe('names', () => {
  it('allows accented letters, spaces, full stops, apostrophes and hyphens', () => {
    for (const name of [
      'Zoë',
      'Mary Kate',
      "D'Arcy",
      'O’Neill',
      'Ní Bhriain-Smyth',
      'Al',
      'St. John',
      "Seán Ó Súilleabháin-O'Brien",
    ]) {
      expect(errorsOf(valuesWith({ firstName: name }))).toEqual({});
    }
  });

  it("says 'Numbers are not permitted' when the only fault is a digit", () => {
    expect(errorsOf(valuesWith({ firstName: 'Ann3' }))).toEqual({
      firstName: 'Numbers are not permitted',
    });
    expect(errorsOf(valuesWith({ lastName: '42' }))).toEqual({
      lastName: 'Numbers are not permitted',
    });
  });

  it('names special characters (and numbers) for any other character', () => {
    const message = 'Special Characters and Numbers are not permitted';
    expect(errorsOf(valuesWith({ firstName: 'Ann!' }))).toEqual({ firstName: message });
    expect(errorsOf(valuesWith({ firstName: 'Ann_3' }))).toEqual({ firstName: message });
    expect(errorsOf(valuesWith({ lastName: 'Smith,' }))).toEqual({ lastName: message });
  });

  it('takes 2 to 50 characters', () => {
    expect(errorsOf(valuesWith({ firstName: 'A' }))).toEqual({ firstName: M.nameTooShort });
    expect(errorsOf(valuesWith({ firstName: 'A'.repeat(50) }))).toEqual({});
    expect(errorsOf(valuesWith({ lastName: 'A'.repeat(51) }))).toEqual({ lastName: M.nameTooLong });
    expect(errorsOf(valuesWith({ firstName: '   ' }))).toEqual({
      firstName: 'First name is required',
    });
  });
});

describe('honeypot', () => {
  it('must stay empty', () => {
    expect(errorsOf(valuesWith({ userName: 'bot' }))).toEqual({ userName: M.honeypotFilled });
  });
});

describe('property address', () => {
  const address = (patch: Partial<AddressValues>) =>
    valuesWith({ property: { ...CHOSEN_ADDRESS, ...patch } });

  it("is 'Answer is Required' when typed but not chosen from the list", () => {
    expect(errorsOf(address({ addressChosen: false }))).toEqual({
      'property.displayAddress': 'Answer is Required',
    });
  });

  it('checks manual lines once they are started, without a chosen address', () => {
    const manual = { ...EMPTY_ADDRESS_VALUES, addressLine1: '1 Main Street' };
    expect(errorsOf(valuesWith({ property: manual }))).toEqual({
      'property.town': 'Town is required',
      'property.county': 'County is required',
    });
    expect(
      errorsOf(valuesWith({ property: { ...manual, town: 'Tralee', county: 'Kerry' } })),
    ).toEqual({});
    expect(errorsOf(valuesWith({ property: { ...EMPTY_ADDRESS_VALUES, town: 'Tralee' } }))).toEqual(
      {
        'property.addressLine1': 'Address Line 1 is required',
        'property.county': 'County is required',
      },
    );
  });

  it('keeps lines, town and county within 2 to 250 characters', () => {
    expect(errorsOf(address({ addressLine1: 'A' }))).toEqual({
      'property.addressLine1': A.addressLine1TooShort,
    });
    expect(errorsOf(address({ addressLine1: 'A'.repeat(250), town: 'Ab' }))).toEqual({});
    expect(errorsOf(address({ addressLine2: 'B'.repeat(251) }))).toEqual({
      'property.addressLine2': A.addressLine2TooLong,
    });
    expect(errorsOf(address({ addressLine3: 'C' }))).toEqual({
      'property.addressLine3': A.addressLine3TooShort,
    });
    expect(errorsOf(address({ town: 'T' }))).toEqual({ 'property.town': A.townTooShort });
    expect(errorsOf(address({ county: 'K'.repeat(251) }))).toEqual({
      'property.county': A.countyTooLong,
    });
  });

  it('accepts an Eircode however it is spaced, and refuses anything else', () => {
    expect(errorsOf(address({ eircode: 'D6WXY12' }))).toEqual({});
    expect(errorsOf(address({ eircode: '' }))).toEqual({});
    expect(errorsOf(address({ eircode: '123 4567' }))).toEqual({
      'property.eircode': A.eircodeInvalid,
    });
  });

  it('builds the display address of a manual address', () => {
    const data = toAboutYouData(
      valuesWith({
        property: {
          ...EMPTY_ADDRESS_VALUES,
          addressLine1: ' 1 Main Street ',
          town: 'Tralee',
          county: 'Kerry',
          addressChosen: true,
        },
      }),
    );
    expect(data.property.displayAddress).toBe('1 Main Street, Tralee, Kerry');
  });
});

describe('correspondence address', () => {
  it('is asked only when it differs from the property', () => {
    expect(errorsOf(valuesWith({ is_correspondence_address: false }))).toEqual({
      'correspondence.displayAddress': 'Eircode or address is required',
    });
    const data = toAboutYouData(
      valuesWith({ is_correspondence_address: false, correspondence: CHOSEN_ADDRESS }),
    );
    expect(data.correspondence?.town).toBe('Tralee');
    expect(
      toAboutYouData(valuesWith({ correspondence: CHOSEN_ADDRESS })).correspondence,
    ).toBeUndefined();
  });
});

describe('mobile number and email', () => {
  it('takes an Irish mobile of 10 digits', () => {
    expect(errorsOf(valuesWith({ phoneNo: '0871234567' }))).toEqual({});
    expect(errorsOf(valuesWith({ phoneNo: '0171234567' }))).toEqual({
      phoneNo: 'Must be a valid Mobile number',
    });
    expect(errorsOf(valuesWith({ phoneNo: '08712345678' }))).toEqual({
      phoneNo: 'Mobile Number Must be 10 digit',
    });
  });

  it('takes a valid email of at most 50 characters', () => {
    expect(errorsOf(valuesWith({ email: 'not-an-email' }))).toEqual({
      email: 'Please enter a valid email address',
    });
    const local = 'a'.repeat(50 - '@example.ie'.length);
    expect(errorsOf(valuesWith({ email: `${local}@example.ie` }))).toEqual({});
    expect(errorsOf(valuesWith({ email: `${local}b@example.ie` }))).toEqual({
      email: 'Email must be less then 50 chars',
    });
  });
});

describe('date of birth', () => {
  it('is a real date, day, month and year, saying the format when it is not', () => {
    for (const dob of ['31/02/1980', '1980-11-22', '14/78/8', 'soon']) {
      expect(errorsOf(valuesWith({ dob }))).toEqual({
        dob: 'Please enter a valid date in the format DD/MM/YYYY',
      });
    }
  });

  it('takes it as people type it, a two-digit year being the latest such year gone', () => {
    for (const dob of ['14-7-88', '14.7.1988', '14 07 88', '14071988', '2/3/1980']) {
      expect(errorsOf(valuesWith({ dob }))).toEqual({});
    }
    expect(schema.parse(valuesWith({ dob: '14-7-88' })).dob).toBe('1988-07-14');
    expect(
      schema.parse(
        valuesWith({
          propertyJointlyOwned: 'true',
          jointlyOwnedDetails: {
            title: 'MR',
            otherTitle: '',
            firstName: 'Cian',
            lastName: 'Kelly',
            dateOfBirth: '1.2.85',
          },
        }),
      ).jointlyOwnedDetails?.dateOfBirth,
    ).toBe('1985-02-01');
  });

  it('is on 01/01/1900 or later', () => {
    expect(errorsOf(valuesWith({ dob: '31/12/1899' }))).toEqual({
      dob: 'Please enter a date after 1900',
    });
    expect(errorsOf(valuesWith({ dob: '01/01/1900' }))).toEqual({});
  });

  it('makes the policyholder 18 today, not a day later', () => {
    expect(errorsOf(valuesWith({ dob: '22/11/2008' }))).toEqual({});
    expect(errorsOf(valuesWith({ dob: '23/11/2008' }))).toEqual({
      dob: 'You must be over 18 to take out a policy',
    });
  });
});

describe('bank and mortgage', () => {
  it('keeps the products only for a bank customer', () => {
    const values = valuesWith({ boiMortgage: true, boiPension: true });
    expect(toAboutYouData(values).boiMortgage).toBe(false);
    const customer = toAboutYouData({ ...values, bankOfIrelandCustomer: true });
    expect([customer.boiMortgage, customer.boiPersonalLoan, customer.boiPension]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('needs a mortgage provider, sent as a number', () => {
    expect(errorsOf(valuesWith({ mortgageProvider: '' }))).toEqual({
      mortgageProvider: 'Do you have mortgage answer is required',
    });
    expect(toAboutYouData(valuesWith({ mortgageProvider: '9959' })).mortgageProvider).toBe(9959);
    expect(errorsOf(valuesWith({ mortgageProvider: '9959' }))).toEqual({});
    expect(errorsOf(valuesWith({ mortgageProvider: '4' }))).toEqual({});
    expect(errorsOf(valuesWith({ mortgageProvider: '777' }))).toEqual({
      mortgageProvider: 'Do you have mortgage answer is required',
    });
  });

  it('takes an optional mortgage application number of 7 or 8 digits', () => {
    const invalid = {
      mortgageApplicationNumber: 'Please enter a valid Mortgage Application Number',
    };
    expect(errorsOf(valuesWith({ mortgageApplicationNumber: '123456' }))).toEqual(invalid);
    expect(errorsOf(valuesWith({ mortgageApplicationNumber: '1234567' }))).toEqual({});
    expect(errorsOf(valuesWith({ mortgageApplicationNumber: '12345678' }))).toEqual({});
    expect(errorsOf(valuesWith({ mortgageApplicationNumber: '123456789' }))).toEqual(invalid);
    expect(errorsOf(valuesWith({ mortgageApplicationNumber: '12345a7' }))).toEqual(invalid);
  });
});

describe('joint ownership', () => {
  it('asks for the joint owner only on Yes', () => {
    expect(errorsOf(valuesWith({ propertyJointlyOwned: 'true' }))).toEqual({
      'jointlyOwnedDetails.title': M.titleRequired,
      'jointlyOwnedDetails.firstName': 'First name is required',
      'jointlyOwnedDetails.lastName': 'Surname is required',
      'jointlyOwnedDetails.dateOfBirth': 'Date of birth is required',
    });
  });

  it('checks the joint owner as the policyholder and sends the date year-month-day', () => {
    const owner = {
      title: 'OTHER' as const,
      otherTitle: '',
      firstName: 'Seán',
      lastName: 'Ó Briain',
      dateOfBirth: '23/11/2008',
    };
    expect(
      errorsOf(valuesWith({ propertyJointlyOwned: 'true', jointlyOwnedDetails: owner })),
    ).toEqual({
      'jointlyOwnedDetails.otherTitle': 'Other title is required',
      'jointlyOwnedDetails.dateOfBirth': 'You must be over 18 to take out a policy',
    });
    const data = toAboutYouData(
      valuesWith({
        propertyJointlyOwned: 'true',
        jointlyOwnedDetails: { ...owner, otherTitle: 'Dr', dateOfBirth: '01/02/1970' },
      }),
    );
    expect(data.jointlyOwnedDetails).toEqual({
      title: 'OTHER',
      otherTitle: 'Dr',
      firstName: 'Seán',
      lastName: 'Ó Briain',
      dateOfBirth: '1970-02-01',
    });
  });
});

describe('promotion code and staff number', () => {
  it('is optional', () => {
    expect(errorsOf(valuesWith({ promoCode: '  ' }))).toEqual({});
  });

  it('must be applied once typed', () => {
    expect(errorsOf(valuesWith({ promoCode: 'Online10' }))).toEqual({
      promoCode: 'Remember to click apply',
    });
    expect(
      errorsOf(
        valuesWith({ promoCode: 'Online10', promoCodeRequestSent: true, promoCodeValidChk: true }),
      ),
    ).toEqual({});
  });

  it('must be found valid once applied', () => {
    expect(
      errorsOf(
        valuesWith({ promoCode: 'Nope', promoCodeRequestSent: true, promoCodeValidChk: false }),
      ),
    ).toEqual({ promoCode: PROMO_MESSAGES.invalid });
  });

  it('needs a staff number with the staff code, in any case', () => {
    const staff = { promoCode: 'STAFF', promoCodeRequestSent: true, promoCodeValidChk: true };
    expect(errorsOf(valuesWith(staff))).toEqual({ staffNumber: 'Staff number is required' });
    const invalid = { staffNumber: 'Please enter a valid staff number E.g. A1234567.' };
    for (const staffNumber of ['B1234567', 'A12345', 'A12345678', 'AA123456']) {
      expect(errorsOf(valuesWith({ ...staff, staffNumber }))).toEqual(invalid);
    }
    for (const staffNumber of ['A123456', 'C1234567', 'c1234567']) {
      expect(errorsOf(valuesWith({ ...staff, staffNumber }))).toEqual({});
    }
    expect(toAboutYouData(valuesWith({ ...staff, staffNumber: ' c1234567 ' })).staffNumber).toBe(
      'C1234567',
    );
  });

  it('ignores a staff number without the staff code', () => {
    const values = valuesWith({ staffNumber: 'nonsense' });
    expect(errorsOf(values)).toEqual({});
    expect(toAboutYouData(values).staffNumber).toBeUndefined();
  });

  it('refuses a staff number the server found unknown, in any case, and only that one', () => {
    const refused = aboutYouSchema({ today: TODAY, unknownStaffNumbers: ['C7000001'] });
    const staff = { promoCode: 'staff', promoCodeRequestSent: true, promoCodeValidChk: true };
    const issues = (staffNumber: string) =>
      refused
        .safeParse(valuesWith({ ...staff, staffNumber }))
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues(' c7000001 ')).toEqual([['staffNumber', M.staffNumberInvalid]]);
    expect(issues('C7000002')).toBeUndefined();
    // A malformed number gets its message once, not twice.
    expect(issues('C70000')).toEqual([['staffNumber', M.staffNumberInvalid]]);
    // Without the staff code the number is not asked for.
    expect(refused.safeParse(valuesWith({ promoCode: '', staffNumber: 'C7000001' })).success).toBe(
      true,
    );
  });
});

describe('addressValuesProblems: one address as the forms check it', () => {
  it('asks for an address, then checks the typed lines and the Eircode', () => {
    expect(addressValuesProblems(EMPTY_ADDRESS_VALUES)).toEqual({
      displayAddress: A.addressRequired,
    });
    expect(
      addressValuesProblems({ ...EMPTY_ADDRESS_VALUES, displayAddress: 'D04 typed only' }),
    ).toMatchObject({ displayAddress: A.addressNotChosen });
    const typed: AddressValues = {
      ...EMPTY_ADDRESS_VALUES,
      addressLine1: '12 Abbey Street',
      town: 'Dublin 1',
      county: 'Dublin',
      eircode: 'D01 F5P2',
    };
    expect(addressValuesProblems(typed)).toEqual({});
    expect(addressValuesProblems({ ...typed, eircode: 'D01' })).toEqual({
      eircode: A.eircodeInvalid,
    });
  });
});
