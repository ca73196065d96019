import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../dates/calendar-date.js';
import {
  carCoverSchema,
  type AdditionalDriverValues,
  type CarCoverValues,
  type OffenceValues,
} from './car-cover-schema.js';
import { EXAMPLE_CAR_FORMS, EXAMPLE_CAR_TODAY } from './car-form-examples.js';
import { CAR_COVER_MESSAGES as M } from './car-messages.js';
import { CAR_COVER_DEFAULTS, EMPTY_ADDITIONAL_DRIVER } from './car-quote-values.js';
import { lastCarStartDate, type CarStartDateContext } from './car-rules.js';

const COVER = EXAMPLE_CAR_FORMS.yourCover;
const DRIVER = COVER.additionalDrivers[0]!;
/** EXAMPLE_CAR_TODAY is 20/11/2026; the 45th day after it is 04/01/2027. */
const RULES: CarStartDateContext = { today: EXAMPLE_CAR_TODAY };

/** Each field's first message, for values changed from a valid card. */
function problems(
  change: Partial<CarCoverValues>,
  base: CarCoverValues = COVER,
  rules: CarStartDateContext = RULES,
) {
  const result = carCoverSchema(rules).safeParse({ ...base, ...change });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    found[issue.path.join('.')] ??= issue.message;
  }
  return found;
}

/** The problems of the example cover with its one additional driver changed. */
function driverProblems(change: Partial<AdditionalDriverValues>) {
  return problems({ additionalDrivers: [{ ...DRIVER, ...change }] });
}

const offence = (penaltyPoints: string): OffenceValues => ({
  offence: 'CARELESS_DRIVING',
  penaltyPoints,
});

describe('the car Your cover card', () => {
  it('accepts the example cover and gives its clean data', () => {
    const result = carCoverSchema(RULES).safeParse(COVER);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toEqual({
      startDate: '2026-12-01',
      coverType: 'COMPREHENSIVE',
      claims: [],
      offences: [],
      disqualifiedOrConvicted: false,
      additionalDrivers: [
        {
          title: 'MR',
          firstName: 'Conor',
          lastName: "O'Sullivan",
          dob: '1986-09-19',
          relationship: 'SPOUSE',
          licence: {
            type: 'FULL_IRISH',
            lastFiveYearsExperience: 'IRELAND_OR_UK',
            yearsHeld: 15,
          },
          employmentStatus: 'SELF_EMPLOYED',
          mainOccupation: 'ELE',
          offences: [{ offence: 'EXCEEDING_SPEED_LIMIT', points: 3 }],
        },
      ],
    });
  });

  it('asks every answer of an empty card', () => {
    expect(problems({}, CAR_COVER_DEFAULTS)).toEqual({
      policyStart: 'Please enter your policy start date',
      coverType: 'Cover type is required',
      claimsCount: 'Please tell us how many claims you have had',
      mainDriverPenaltyPointOffenceCount:
        'Please tell us how many penalty point offences you have had',
      mainDriverDisqualifiedOrConvicted: 'You must select an answer to this field',
      hasAdditionalDrivers: 'You must select an answer to this field',
    });
  });
});

describe('the start date', () => {
  it.each([
    ['19/11/2026', 'Start date must be today or in the future.'],
    ['20/11/2026', undefined],
    ['04/01/2027', undefined],
    ['05/01/2027', 'Please enter a date up to 04/01/2027'],
    ['31/12/2026', undefined],
    ['32/12/2026', 'Please enter a valid date in the format DD/MM/YYYY'],
    ['1/12/26', undefined],
  ])('from %s: %s', (policyStart, message) => {
    expect(problems({ policyStart }).policyStart).toBe(message);
  });

  it('stops at the last start date when it comes before the 45th day, naming it', () => {
    // 1 March 2025: the window runs to 15 April, the cap of 30 March 2025 comes first.
    const rules: CarStartDateContext = {
      today: new Date(2025, 2, 1, 10, 15),
      lastStartDate: parseIsoDate('2025-03-30'),
    };
    expect(lastCarStartDate(rules)).toEqual({ year: 2025, month: 3, day: 30 });
    expect(problems({ policyStart: '30/03/2025' }, COVER, rules).policyStart).toBeUndefined();
    expect(problems({ policyStart: '31/03/2025' }, COVER, rules).policyStart).toBe(
      'Please enter a date up to 30/03/2025',
    );
    expect(problems({ policyStart: '15/04/2025' }, COVER, rules).policyStart).toBe(
      'Please enter a date up to 30/03/2025',
    );
    expect(problems({ policyStart: '28/02/2025' }, COVER, rules).policyStart).toBe(
      'Start date must be today or in the future.',
    );
  });

  it('keeps the 45-day window when the last start date comes after it', () => {
    const rules: CarStartDateContext = {
      today: EXAMPLE_CAR_TODAY,
      lastStartDate: parseIsoDate('2027-03-30'),
    };
    expect(problems({ policyStart: '04/01/2027' }, COVER, rules).policyStart).toBeUndefined();
    expect(problems({ policyStart: '05/01/2027' }, COVER, rules).policyStart).toBe(
      'Please enter a date up to 04/01/2027',
    );
  });

  it('refuses every day after a last start date that has passed', () => {
    const rules: CarStartDateContext = {
      today: EXAMPLE_CAR_TODAY,
      lastStartDate: parseIsoDate('2025-03-30'),
    };
    expect(problems({ policyStart: '20/11/2026' }, COVER, rules).policyStart).toBe(
      'Please enter a date up to 30/03/2025',
    );
  });
});

describe('the claims', () => {
  it.each(['', '4', '-1', 'one'])('needs a count of 0 to 3, not %j', (claimsCount) => {
    expect(problems({ claimsCount })).toEqual({ claimsCount: M.claimsCountRequired });
  });

  it('asks each row’s type, status and amount, up to the count', () => {
    expect(problems({ claimsCount: '3', motorClaims: [] })).toEqual({
      'motorClaims.0.claim_type': 'Claim type is required',
      'motorClaims.0.claim_status': 'Claim status is required',
      'motorClaims.0.claim_amount': 'Claim amount is required',
      'motorClaims.1.claim_type': 'Claim type is required',
      'motorClaims.1.claim_status': 'Claim status is required',
      'motorClaims.1.claim_amount': 'Claim amount is required',
      'motorClaims.2.claim_type': 'Claim type is required',
      'motorClaims.2.claim_status': 'Claim status is required',
      'motorClaims.2.claim_amount': 'Claim amount is required',
    });
  });

  it('takes three claims, each on its own, with the amounts’ commas stripped', () => {
    const motorClaims = [
      { claim_type: 'THEFT', claim_status: 'CLOSED', claim_amount: '2,500' },
      { claim_type: 'WINDSCREEN_ONLY', claim_status: 'OPEN', claim_amount: '350' },
      { claim_type: 'FIRE', claim_status: 'CLOSED', claim_amount: '€ 12,000' },
    ] as const;
    const result = carCoverSchema(RULES).safeParse({
      ...COVER,
      claimsCount: '3',
      motorClaims,
    });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.claims).toEqual([
      { type: 'THEFT', status: 'CLOSED', amountEuro: 2_500 },
      { type: 'WINDSCREEN_ONLY', status: 'OPEN', amountEuro: 350 },
      { type: 'FIRE', status: 'CLOSED', amountEuro: 12_000 },
    ]);
  });

  it('checks only the rows the count asks for', () => {
    const claim = { claim_type: 'THEFT', claim_status: '', claim_amount: '' } as const;
    expect(problems({ claimsCount: '0', motorClaims: [claim] })).toEqual({});
    expect(problems({ claimsCount: '1', motorClaims: [claim] })).toEqual({
      'motorClaims.0.claim_status': 'Claim status is required',
      'motorClaims.0.claim_amount': 'Claim amount is required',
    });
  });

  it('takes an amount in whole euro only', () => {
    const claim = (claim_amount: string) => ({
      claimsCount: '1',
      motorClaims: [{ claim_type: 'FIRE' as const, claim_status: 'OPEN' as const, claim_amount }],
    });
    expect(problems(claim('2,500.50'))).toEqual({
      'motorClaims.0.claim_amount': 'Please enter the amount in whole euro',
    });
    expect(problems(claim('0'))).toEqual({});
  });
});

describe('the main driver’s penalty point offences', () => {
  it.each(['', '4', 'x'])('needs a count of 0 to 3, not %j', (count) => {
    expect(problems({ mainDriverPenaltyPointOffenceCount: count })).toEqual({
      mainDriverPenaltyPointOffenceCount: M.offenceCountRequired,
    });
  });

  it.each([
    ['0', M.penaltyPointsRange],
    ['1', undefined],
    ['12', undefined],
    ['13', M.penaltyPointsRange],
    ['', 'Penalty points are required'],
  ])('takes %j penalty points: %s', (points, message) => {
    const found = problems({
      mainDriverPenaltyPointOffenceCount: '1',
      mainDriverPenaltyPointOffences: [offence(points)],
    });
    expect(found['mainDriverPenaltyPointOffences.0.penaltyPoints']).toBe(message);
    expect(Object.keys(found).length).toBe(message ? 1 : 0);
  });

  it('says the range in words', () => {
    expect(M.penaltyPointsRange).toBe('Penalty points must be from 1 to 12');
  });

  it('asks each row’s offence and points, up to the count', () => {
    expect(
      problems({
        mainDriverPenaltyPointOffenceCount: '3',
        mainDriverPenaltyPointOffences: [
          offence('3'),
          { offence: '', penaltyPoints: '' },
          { offence: 'NO_INSURANCE', penaltyPoints: '12' },
        ],
      }),
    ).toEqual({
      'mainDriverPenaltyPointOffences.1.offence': 'Offence is required',
      'mainDriverPenaltyPointOffences.1.penaltyPoints': 'Penalty points are required',
    });
  });

  it('asks the offence and points of a row the count calls for but the form does not hold', () => {
    expect(
      problems({
        mainDriverPenaltyPointOffenceCount: '2',
        mainDriverPenaltyPointOffences: [offence('2')],
      }),
    ).toEqual({
      'mainDriverPenaltyPointOffences.1.offence': 'Offence is required',
      'mainDriverPenaltyPointOffences.1.penaltyPoints': 'Penalty points are required',
    });
  });

  it('gives the offences the count asks for, with their points', () => {
    const data = carCoverSchema(RULES).parse({
      ...COVER,
      mainDriverPenaltyPointOffenceCount: '1',
      mainDriverPenaltyPointOffences: [offence('1'), offence('12')],
    });
    expect(data.offences).toEqual([{ offence: 'CARELESS_DRIVING', points: 1 }]);
  });
});

describe('disqualified or convicted, and additional drivers', () => {
  it('needs an answer to each, and takes no as one', () => {
    expect(problems({ mainDriverDisqualifiedOrConvicted: null })).toEqual({
      mainDriverDisqualifiedOrConvicted: 'You must select an answer to this field',
    });
    expect(problems({ hasAdditionalDrivers: null, additionalDrivers: [] })).toEqual({
      hasAdditionalDrivers: 'You must select an answer to this field',
    });
    expect(problems({ hasAdditionalDrivers: false, additionalDrivers: [] })).toEqual({});
    const yes = carCoverSchema(RULES).parse({ ...COVER, mainDriverDisqualifiedOrConvicted: true });
    expect(yes.disqualifiedOrConvicted).toBe(true);
  });

  it('names no additional driver when the answer is no', () => {
    const data = carCoverSchema(RULES).parse({ ...COVER, hasAdditionalDrivers: false });
    expect(data.additionalDrivers).toEqual([]);
  });

  it('asks the blank driver that yes shows', () => {
    const blank = {
      'additionalDrivers.0.title': 'Title is required',
      'additionalDrivers.0.firstName': 'First name is required',
      'additionalDrivers.0.lastName': 'Last name is required',
      'additionalDrivers.0.dob': 'Date of birth is required',
      'additionalDrivers.0.relationshipToProposer': 'Relationship to you is required',
      'additionalDrivers.0.driversLicenseType': 'Licence type is required',
      'additionalDrivers.0.lastFiveYearsExperience': 'Last five years experience required.',
      'additionalDrivers.0.yearsHeld': 'Years Held is required',
      'additionalDrivers.0.employmentStatus': 'Employment status is required',
      'additionalDrivers.0.additionalDriverPenaltyPointOffenceCount':
        'Please tell us how many penalty point offences you have had',
    };
    expect(problems({ additionalDrivers: [EMPTY_ADDITIONAL_DRIVER] })).toEqual(blank);
    expect(problems({ additionalDrivers: [] })).toEqual(blank);
  });
});

describe('an additional driver', () => {
  it('has a last name, in the additional driver’s words', () => {
    expect(driverProblems({ lastName: '' })).toEqual({
      'additionalDrivers.0.lastName': 'Last name is required',
    });
    expect(driverProblems({ lastName: 'O' })).toEqual({
      'additionalDrivers.0.lastName': 'Please enter in more than two characters',
    });
    expect(driverProblems({ firstName: 'C0nor' })).toEqual({
      'additionalDrivers.0.firstName': 'Numbers and symbols are not permitted',
    });
  });

  it.each([
    ['20/11/2009', undefined],
    ['21/11/2009', 'A driver must be 17 or over'],
    ['', 'Date of birth is required'],
    ['31/12/1899', 'Please enter a date after 1900'],
    ['30/02/1990', 'Please enter a valid date in the format DD/MM/YYYY'],
  ])('born %j: %s', (dob, message) => {
    expect(driverProblems({ dob })['additionalDrivers.0.dob']).toBe(message);
  });

  it.each([
    ['EMPLOYED', '', 'Occupation is required'],
    ['EMPLOYED', 'TEA', undefined],
    ['SELF_EMPLOYED', '', 'Occupation is required'],
    ['SELF_EMPLOYED', 'XYZZY', 'Occupation is required'],
    ['UNEMPLOYED', '', undefined],
    ['UNEMPLOYED', 'ELE', undefined],
    ['UNEMPLOYED', 'XYZZY', 'Occupation is required'],
    ['RETIRED', '', undefined],
    ['STUDENT', '', undefined],
    ['HOUSEWIFE_HUSBAND', '', undefined],
  ])('%s with occupation %j: %s', (employmentStatus, mainOccupation, message) => {
    const found = driverProblems({ employmentStatus, mainOccupation });
    expect(found['additionalDrivers.0.mainOccupation']).toBe(message);
  });

  it('keeps an occupation only for a status that asks it', () => {
    const data = carCoverSchema(RULES).parse({
      ...COVER,
      additionalDrivers: [
        { ...DRIVER, employmentStatus: 'RETIRED', mainOccupation: 'ELE' },
        { ...DRIVER, employmentStatus: 'UNEMPLOYED', mainOccupation: 'ele' },
      ],
    });
    expect(data.additionalDrivers.map((driver) => driver.mainOccupation)).toEqual([
      undefined,
      'ELE',
    ]);
  });

  it('refuses an employment status not of the car’s list', () => {
    expect(driverProblems({ employmentStatus: 'EMP' })).toEqual({
      'additionalDrivers.0.employmentStatus': 'Employment status is required',
    });
  });

  it('has the same offence rules as the main driver', () => {
    expect(
      driverProblems({
        additionalDriverPenaltyPointOffenceCount: '1',
        additionalDriverPenaltyPointOffences: [{ offence: '', penaltyPoints: '13' }],
      }),
    ).toEqual({
      'additionalDrivers.0.additionalDriverPenaltyPointOffences.0.offence': 'Offence is required',
      'additionalDrivers.0.additionalDriverPenaltyPointOffences.0.penaltyPoints':
        'Penalty points must be from 1 to 12',
    });
    expect(
      driverProblems({
        additionalDriverPenaltyPointOffenceCount: '0',
        additionalDriverPenaltyPointOffences: [],
      }),
    ).toEqual({});
  });

  it('has years held from 0 to 100', () => {
    expect(driverProblems({ yearsHeld: '0' })).toEqual({});
    expect(driverProblems({ yearsHeld: '100' })).toEqual({});
    expect(driverProblems({ yearsHeld: '101' })).toEqual({
      'additionalDrivers.0.yearsHeld': 'Please enter a smaller number',
    });
    expect(driverProblems({ yearsHeld: '-1' })).toEqual({
      'additionalDrivers.0.yearsHeld': 'Please enter a larger number',
    });
  });
});
