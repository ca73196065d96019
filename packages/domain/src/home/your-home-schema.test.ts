import { describe, expect, it } from 'vitest';
import { asksReroofed, asksRewired } from './home-answer-rules.js';
import { EXAMPLE_YOUR_HOME } from './home-quote-examples.js';
import { YOUR_HOME_MESSAGES as M } from './home-messages.js';
import {
  toYourHomeData,
  yourHomeSchema,
  type ClaimValues,
  type YourHomeValues,
} from './your-home-schema.js';
import { EMPTY_CLAIM, YOUR_HOME_DEFAULTS, claimBlockCount } from './your-home-values.js';

const TODAY = new Date(2026, 10, 22, 9, 30);
const schema = yourHomeSchema({ today: TODAY });

const VALID: YourHomeValues = EXAMPLE_YOUR_HOME;

const CLAIM: ClaimValues = {
  claim_type: 'Escape of water',
  claim_date: '15/03/2024',
  claim_status: 'Settled',
  occurred_at: 'CURRENT_RESIDENTIAL_ADDRESS',
  claim_amount: '2,500',
};

function valuesWith(patch: Partial<YourHomeValues>): YourHomeValues {
  return { ...VALID, ...patch };
}

function errorsOf(values: YourHomeValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('yourHomeSchema: a complete form', () => {
  it('passes and gives numbers', () => {
    const result = schema.safeParse(VALID);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      coverType: 'ownLive',
      occupiedByMember: true,
      homeType: 'Semi-detached',
      yearOfConstruction: 1995,
      numBedrooms: 3,
      numBathrooms: 2,
      numberOfSmokeDetectors: 2,
      claimsValue: false,
      claimsCount: 0,
      claims: [],
      noClaimYears: 5,
      hasBeenRewired: undefined,
      privateLiving: undefined,
    });
  });

  it('reports every required answer of the empty form', () => {
    expect(errorsOf({ ...YOUR_HOME_DEFAULTS, homeType: '' })).toEqual({
      coverType: 'Property ownership answer is required',
      homeType: 'Property type is required',
      yearOfConstruction: 'Year built is required',
      numBedrooms: 'Number of Bedrooms is required',
      numBathrooms: 'Number of Bathrooms is required',
      heatingSource: 'Main source of heating is required',
      alarmType: 'Please provide an answer in relation to Burglar Alarm',
      numberOfSmokeDetectors: 'Number of Working Smoke Detectors is required',
      claimsValue: 'Please provide an answer in relation to previous claims',
      noClaimYears: 'Years Claims free answer is required',
    });
  });

  it('chooses no property type for the customer: an untouched form asks for one', () => {
    expect(YOUR_HOME_DEFAULTS.homeType).toBe('');
    expect(errorsOf(YOUR_HOME_DEFAULTS)).toMatchObject({ homeType: 'Property type is required' });
  });
});

describe('occupancy questions by cover type', () => {
  it('asks the main-residence question for an owner-occupier and a tenant', () => {
    for (const coverType of ['ownLive', 'rent'] as const) {
      expect(errorsOf(valuesWith({ coverType, occupiedByMember: null }))).toEqual({
        occupiedByMember: 'Main residence answer is required',
      });
    }
    expect(errorsOf(valuesWith({ coverType: 'ownUnoccupied', occupiedByMember: null }))).toEqual(
      {},
    );
  });

  it('asks a landlord about private living, family unit and tenancy agreement', () => {
    expect(errorsOf(valuesWith({ coverType: 'ownRent' }))).toEqual({
      privateLiving: 'Field is required',
      isFamilyUnit: 'Field is required',
      tenancyAgreement: 'Field is required',
    });
  });

  it('asks the tenant type unless a family unit, and the count for non-students', () => {
    const landlord = valuesWith({
      coverType: 'ownRent',
      privateLiving: true,
      tenancyAgreement: true,
      isFamilyUnit: false,
    });
    expect(errorsOf(landlord)).toEqual({ tenantType: 'Field is required' });
    expect(errorsOf({ ...landlord, tenantType: 'Students' })).toEqual({});
    expect(errorsOf({ ...landlord, tenantType: 'NonStudents' })).toEqual({
      numTenants: 'Field is required',
    });
    expect(errorsOf({ ...landlord, tenantType: 'NonStudents', numTenants: '9' })).toEqual({
      numTenants: 'Please select from the dropdown',
    });
    const data = toYourHomeData({ ...landlord, tenantType: 'NonStudents', numTenants: '8' });
    expect([data.tenantType, data.numTenants, data.occupiedByMember]).toEqual([
      'NonStudents',
      8,
      undefined,
    ]);
    const family = toYourHomeData({ ...landlord, isFamilyUnit: true, tenantType: 'Students' });
    expect(family.tenantType).toBeUndefined();
    expect(errorsOf({ ...landlord, isFamilyUnit: true })).toEqual({});
  });

  it('asks a holiday-home owner about use and letting', () => {
    const holiday = valuesWith({ coverType: 'ownHoliday' });
    expect(errorsOf(holiday)).toEqual({
      isInUse: 'Field is required',
      holidayHomeIsRented: 'Field is required',
    });
    expect(errorsOf({ ...holiday, isInUse: true, holidayHomeIsRented: true })).toEqual({
      isLetMoreThan5PerYear: 'Field is required',
    });
    expect(errorsOf({ ...holiday, isInUse: false, holidayHomeIsRented: false })).toEqual({});
  });

  it('drops the answers of questions not asked', () => {
    const data = toYourHomeData(
      valuesWith({ privateLiving: true, isInUse: false, tenantType: 'Students' }),
    );
    expect([data.privateLiving, data.isInUse, data.tenantType]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('year built', () => {
  it('is four digits, not in the future', () => {
    expect(errorsOf(valuesWith({ yearOfConstruction: '95' }))).toEqual({
      yearOfConstruction: 'Please enter a valid year (e.g 1920)',
    });
    expect(errorsOf(valuesWith({ yearOfConstruction: '2026' }))).toEqual({});
    expect(errorsOf(valuesWith({ yearOfConstruction: '2027' }))).toEqual({
      yearOfConstruction: 'Please enter a year not in the future',
    });
  });

  it('asks about rewiring after 1500 up to 1971, and reroofing up to 1920', () => {
    expect([1500, 1501, 1971, 1972].map(asksRewired)).toEqual([false, true, true, false]);
    expect([1920, 1921].map(asksReroofed)).toEqual([true, false]);
    expect(errorsOf(valuesWith({ yearOfConstruction: '1971' }))).toEqual({
      hasBeenRewired: M.rewiredRequired,
    });
    expect(errorsOf(valuesWith({ yearOfConstruction: '1920' }))).toEqual({
      hasBeenRewired: M.rewiredRequired,
      hasBeenReroofed: M.reroofedRequired,
    });
    expect(errorsOf(valuesWith({ yearOfConstruction: '1400' }))).toEqual({
      hasBeenReroofed: M.reroofedRequired,
    });
    expect(errorsOf(valuesWith({ yearOfConstruction: '1972', hasBeenRewired: null }))).toEqual({});
  });
});

describe('rooms, heating, alarm and smoke detectors', () => {
  it('takes 1 to 8 bedrooms and bathrooms', () => {
    expect(errorsOf(valuesWith({ numBedrooms: '8', numBathrooms: '1' }))).toEqual({});
    expect(errorsOf(valuesWith({ numBedrooms: '9', numBathrooms: '0' }))).toEqual({
      numBedrooms: 'Please select from the dropdown',
      numBathrooms: 'Please select from the dropdown',
    });
  });

  it('takes 0 to 10 smoke detectors', () => {
    expect(errorsOf(valuesWith({ numberOfSmokeDetectors: '0' }))).toEqual({});
    expect(errorsOf(valuesWith({ numberOfSmokeDetectors: '10' }))).toEqual({});
    expect(errorsOf(valuesWith({ numberOfSmokeDetectors: '11' }))).toEqual({
      numberOfSmokeDetectors: 'Please select from the dropdown',
    });
  });
});

describe('claims', () => {
  const claims = (count: string, list: ClaimValues[]) =>
    valuesWith({ claimsValue: true, claimsCount: count, claims: list });

  it('needs a count when there were claims', () => {
    expect(errorsOf(claims('', []))).toEqual({ claimsCount: M.claimsCountRequired });
  });

  it('checks as many claim blocks as the count, at most 3', () => {
    expect([1, 3, 4].map(claimBlockCount)).toEqual([1, 3, 3]);
    expect(Object.keys(errorsOf(claims('2', [])))).toEqual([
      'claims.0.claim_type',
      'claims.0.claim_date',
      'claims.0.claim_status',
      'claims.0.occurred_at',
      'claims.1.claim_type',
      'claims.1.claim_date',
      'claims.1.claim_status',
      'claims.1.occurred_at',
    ]);
    expect(errorsOf(claims('4', [CLAIM, CLAIM, CLAIM]))).toEqual({});
    expect(errorsOf(claims('4', [CLAIM, CLAIM]))['claims.2.claim_type']).toBe(
      'Type of claim/loss is required',
    );
  });

  it('takes a claim type only from the list', () => {
    expect(
      errorsOf(claims('1', [{ ...CLAIM, claim_type: 'Meteorite' }]))['claims.0.claim_type'],
    ).toBe('Type of claim/loss is required');
    expect(errorsOf(claims('1', [{ ...CLAIM, claim_type: 'Theft' }]))).toEqual({});
  });

  it('gives each claim its messages', () => {
    expect(errorsOf(claims('1', [EMPTY_CLAIM]))).toEqual({
      'claims.0.claim_type': 'Type of claim/loss is required',
      'claims.0.claim_date': 'Date of claim is required',
      'claims.0.claim_status': 'Has your claim been settled requires an answer',
      'claims.0.occurred_at': 'Property claim relates to is required',
    });
    expect(errorsOf(claims('1', [{ ...CLAIM, claim_amount: '' }]))).toEqual({
      'claims.0.claim_amount': 'Amount of settlement is required',
    });
    expect(errorsOf(claims('1', [{ ...CLAIM, claim_amount: '12.50' }]))).toEqual({
      'claims.0.claim_amount': M.claimAmountInvalid,
    });
    expect(
      errorsOf(claims('1', [{ ...CLAIM, claim_status: 'NotSettled', claim_amount: '' }])),
    ).toEqual({});
  });

  it('dates a claim from 1 January five years back up to today', () => {
    const dated = (claim_date: string) => errorsOf(claims('1', [{ ...CLAIM, claim_date }]));
    expect(dated('22/11/2026')).toEqual({});
    expect(dated('23/11/2026')).toEqual({
      'claims.0.claim_date': 'Please enter a year not in the future',
    });
    expect(dated('01/01/2021')).toEqual({});
    expect(dated('31/12/2020')).toEqual({ 'claims.0.claim_date': M.claimDateTooOld });
    expect(dated('30/02/2024')).toEqual({
      'claims.0.claim_date': 'Please enter a valid date in the format DD/MM/YYYY',
    });
    expect(dated('15-3-24')).toEqual({});
  });

  it('sends the claims with numbers and year-month-day dates', () => {
    const data = toYourHomeData(
      claims('4', [CLAIM, { ...CLAIM, claim_status: 'NotSettled' }, CLAIM, CLAIM]),
    );
    expect(data.claimsCount).toBe(4);
    expect(data.claims).toHaveLength(3);
    expect(data.claims[0]).toEqual({
      claim_type: 'Escape of water',
      claim_date: '2024-03-15',
      claim_status: 'Settled',
      occurred_at: 'CURRENT_RESIDENTIAL_ADDRESS',
      claim_amount: 2500,
    });
    expect(data.claims[1]?.claim_amount).toBeUndefined();
  });

  it('sends no claims when the answer is No', () => {
    const data = toYourHomeData(
      valuesWith({ claimsValue: false, claimsCount: '2', claims: [CLAIM] }),
    );
    expect([data.claimsCount, data.claims]).toEqual([0, []]);
  });
});

describe('years claims free', () => {
  it('takes -1 (no previous insurance) to 6', () => {
    expect(errorsOf(valuesWith({ noClaimYears: '-1' }))).toEqual({});
    expect(toYourHomeData(valuesWith({ noClaimYears: '-1' })).noClaimYears).toBe(-1);
    expect(errorsOf(valuesWith({ noClaimYears: '6' }))).toEqual({});
    expect(errorsOf(valuesWith({ noClaimYears: '7' }))).toEqual({
      noClaimYears: 'Please select from the dropdown',
    });
  });
});
