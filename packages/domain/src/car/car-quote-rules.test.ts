import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../dates/calendar-date.js';
import { EXAMPLE_CAR_FORMS, EXAMPLE_CAR_TERMS, EXAMPLE_CAR_TODAY } from './car-form-examples.js';
import { toCarQuoteRequest } from './car-quote-mapping.js';
import { CAR_COVER_MESSAGES } from './car-messages.js';
import type { CarQuoteRequest } from './car-quote-payload.js';
import {
  CAR_QUOTE_RULE_MESSAGES as R,
  carQuotePayloadProblems,
  type CarQuoteRuleContext,
} from './car-quote-rules.js';

const BASE = toCarQuoteRequest(EXAMPLE_CAR_FORMS, EXAMPLE_CAR_TERMS);
type Quote = CarQuoteRequest['motor_quote'];
type Driver = Quote['additional_drivers'][number];

const RULES: CarQuoteRuleContext = { today: EXAMPLE_CAR_TODAY };

/** The server's problems with the example request once changed. */
function problems(
  change: (quote: Quote, request: CarQuoteRequest) => void,
  rules: CarQuoteRuleContext = RULES,
) {
  const request = JSON.parse(JSON.stringify(BASE)) as CarQuoteRequest;
  change(request.motor_quote, request);
  return carQuotePayloadProblems(request, rules);
}

const MAIN = 'motor_quote.main_driver';
const COVER = 'motor_quote.cover_details';
const SECOND = 'motor_quote.additional_drivers.0';

const driverOf = (quote: Quote): Driver => quote.additional_drivers[0]!;

describe('carQuotePayloadProblems', () => {
  it('finds nothing in the example quote', () => {
    expect(problems(() => {})).toEqual({});
  });

  it('refuses a start date the format allows but no calendar has, never reading it', () => {
    expect(
      problems((quote) => {
        quote.cover_details.start_date = '0000-01-01';
      }),
    ).toEqual({ [`${COVER}.start_date`]: [CAR_COVER_MESSAGES.startDateInvalid] });
  });

  it('refuses an occupation for a main driver whose status does not ask one', () => {
    expect(
      problems((quote) => {
        quote.main_driver.employment_status = 'RETIRED';
        quote.main_driver.occupation = 'ELE';
      }),
    ).toEqual({ [`${MAIN}.occupation`]: [R.occupationNotAsked] });
    expect(
      problems((quote) => {
        quote.main_driver.employment_status = 'RETIRED';
        delete quote.main_driver.occupation;
      }),
    ).toEqual({});
  });

  it('holds the main driver to the About you rules, with the forms’ words', () => {
    expect(
      problems((quote, request) => {
        const driver = quote.main_driver;
        request.honeypot_value = 'x';
        driver.first_name = 'N';
        driver.last_name = '';
        driver.primary_address.county = '';
        driver.mobile_phone = '0123';
        driver.email = 'niamh';
        driver.occupation = undefined;
        driver.license_years = 101;
      }),
    ).toEqual({
      honeypot_value: ['This field must be left empty'],
      [`${MAIN}.first_name`]: ['Please enter in more than two characters'],
      [`${MAIN}.last_name`]: ['Surname is required'],
      [`${MAIN}.primary_address.county`]: ['County is required'],
      [`${MAIN}.mobile_phone`]: ['Must be a valid Mobile number'],
      [`${MAIN}.email`]: ['Please enter a valid email address'],
      [`${MAIN}.occupation`]: ['Occupation is required'],
      [`${MAIN}.license_years`]: ['Please enter a smaller number'],
    });
  });

  it('holds an additional driver to the forms’ name rules, in the driver’s words', () => {
    expect(
      problems((quote) => {
        driverOf(quote).first_name = 'C0nor';
        driverOf(quote).last_name = '';
      }),
    ).toEqual({
      [`${SECOND}.first_name`]: ['Numbers and symbols are not permitted'],
      [`${SECOND}.last_name`]: ['Last name is required'],
    });
    expect(problems((quote) => (driverOf(quote).last_name = 'a'.repeat(51)))).toEqual({
      [`${SECOND}.last_name`]: ['Please enter in less than fifty characters'],
    });
  });

  it('checks the car: its registration and its value', () => {
    expect(
      problems((quote) => {
        quote.cover_details.vehicle_details.registration = '191-D-0123';
        quote.cover_details.vehicle_details.value = 499;
      }),
    ).toEqual({
      [`${COVER}.vehicle_details.registration`]: [
        'Please enter a valid Irish registration, such as 191-D-12345',
      ],
      [`${COVER}.vehicle_details.value`]: ['Please enter a value of at least €500'],
    });
    for (const value of [500, 250_000]) {
      expect(problems((quote) => (quote.cover_details.vehicle_details.value = value))).toEqual({});
    }
    expect(problems((quote) => (quote.cover_details.vehicle_details.value = 250_001))).toEqual({
      [`${COVER}.vehicle_details.value`]: ['Please enter a value of no more than €250,000'],
    });
  });
});

describe('the dates of birth', () => {
  it.each([
    ['2008-11-20', undefined],
    ['2008-11-21', 'You must be over 18 to take out a policy'],
    ['1899-12-31', 'Please enter a date after 1900'],
    ['1900-01-01', undefined],
  ])('a main driver born %s: %s', (dob, message) => {
    const found = problems((quote) => (quote.main_driver.date_of_birth = dob));
    expect(found[`${MAIN}.date_of_birth`]?.[0]).toBe(message);
  });

  it.each([
    ['2009-11-20', undefined],
    ['2009-11-21', 'A driver must be 17 or over'],
    ['1899-12-31', 'Please enter a date after 1900'],
  ])('an additional driver born %s: %s', (dob, message) => {
    const found = problems((quote) => (driverOf(quote).date_of_birth = dob));
    expect(found[`${SECOND}.date_of_birth`]?.[0]).toBe(message);
  });
});

describe('the penalty points', () => {
  it.each([
    [0, 'Penalty points must be from 1 to 12'],
    [1, undefined],
    [12, undefined],
    [13, 'Penalty points must be from 1 to 12'],
  ])('%i points: %s', (points, message) => {
    const found = problems((quote) => {
      quote.main_driver.penalty_details = [
        { driver_order: 1, offence: 'CARELESS_DRIVING', penalty_order: 1, penalty_points: points },
      ];
      driverOf(quote).penalty_details[0]!.penalty_points = points;
    });
    expect(found).toEqual(
      message
        ? {
            [`${MAIN}.penalty_details.0.penalty_points`]: [message],
            [`${SECOND}.penalty_details.0.penalty_points`]: [message],
          }
        : {},
    );
  });

  it('refuses an offence not numbered for its driver or in its place', () => {
    expect(
      problems((quote) => {
        quote.main_driver.penalty_details = [
          { driver_order: 2, offence: 'CARELESS_DRIVING', penalty_order: 1, penalty_points: 5 },
          { driver_order: 1, offence: 'NO_INSURANCE', penalty_order: 3, penalty_points: 5 },
        ];
        driverOf(quote).penalty_details[0]!.driver_order = 1;
        driverOf(quote).penalty_details[0]!.penalty_order = 2;
      }),
    ).toEqual({
      [`${MAIN}.penalty_details.0.driver_order`]: ['For these answers the driver order is 1.'],
      [`${MAIN}.penalty_details.1.penalty_order`]: ['For these answers the offence order is 2.'],
      [`${SECOND}.penalty_details.0.driver_order`]: ['For these answers the driver order is 2.'],
      [`${SECOND}.penalty_details.0.penalty_order`]: ['For these answers the offence order is 1.'],
    });
  });

  it('refuses an additional driver numbered out of turn', () => {
    expect(
      problems((quote) => {
        driverOf(quote).driver_order = 3;
        driverOf(quote).penalty_details[0]!.driver_order = 3;
      }),
    ).toEqual({
      [`${SECOND}.driver_order`]: ['For these answers the driver order is 2.'],
      [`${SECOND}.penalty_details.0.driver_order`]: ['For these answers the driver order is 2.'],
    });
  });
});

describe('the main driver’s licence', () => {
  it.each([
    ['FULL_IRISH', '99', 'IE'],
    ['PROVISIONAL_IRISH', '99', 'IE'],
    ['FULL_UK', 'IE', '99'],
    ['FULL_EU', 'IE', '99'],
    ['NON_EU', 'IE', '99'],
  ] as const)('refuses a %s licence said to be issued in %s', (type, sent, country) => {
    const found = problems((quote) => {
      quote.main_driver.license_type = type;
      quote.main_driver.license_issue_country = sent;
      quote.main_driver.driving_test = type === 'FULL_IRISH' || type === 'FULL_UK' ? true : null;
    });
    expect(found).toEqual({
      [`${MAIN}.license_issue_country`]: [`For these answers the licence country is ${country}.`],
    });
  });

  it.each([
    ['FULL_IRISH', null, 'Did you pass your test in Ireland or the UK'],
    ['FULL_IRISH', false, undefined],
    ['FULL_UK', null, 'Did you pass your test in Ireland or the UK'],
    ['FULL_UK', true, undefined],
    ['FULL_EU', true, R.passedTestNotAsked],
    ['FULL_EU', null, undefined],
    ['PROVISIONAL_IRISH', false, R.passedTestNotAsked],
    ['PROVISIONAL_UK', null, undefined],
    ['NON_EU', true, R.passedTestNotAsked],
  ] as const)('a %s licence with driving_test %s: %s', (type, drivingTest, message) => {
    const found = problems((quote) => {
      quote.main_driver.license_type = type;
      quote.main_driver.license_issue_country =
        type === 'FULL_IRISH' || type === 'PROVISIONAL_IRISH' ? 'IE' : '99';
      quote.main_driver.driving_test = drivingTest;
    });
    expect(found).toEqual(message ? { [`${MAIN}.driving_test`]: [message] } : {});
  });

  it('words the question asked only for full Irish and UK licences', () => {
    expect(R.passedTestNotAsked).toBe(
      'The driving test question is asked for full Irish and UK licences only.',
    );
  });
});

describe('the extras', () => {
  const withExtras = (
    type: Quote['cover_details']['type'],
    level: Quote['cover_details']['product_selected'],
    extras: Quote['cover_details']['optional_extras'],
  ) =>
    problems((quote) => {
      quote.cover_details.type = type;
      quote.cover_details.product_selected = level;
      quote.cover_details.optional_extras = extras;
    });
  const notOffered = {
    [`${COVER}.optional_extras`]: ['This extra is not offered for this cover.'],
  };

  it('offers every extra on comprehensive prestige', () => {
    expect(
      withExtras('COMPREHENSIVE', 'prestige', [
        'personalProtectionPlus',
        'ncdProtection',
        'additionalBenefitsPlus',
      ]),
    ).toEqual({});
  });

  it('offers NCD protection on comprehensive prestige only', () => {
    expect(withExtras('COMPREHENSIVE', 'popular', ['ncdProtection'])).toEqual(notOffered);
    expect(
      withExtras('COMPREHENSIVE', 'popular', ['personalProtectionPlus', 'additionalBenefitsPlus']),
    ).toEqual({});
  });

  it.each(['personalProtectionPlus', 'ncdProtection', 'additionalBenefitsPlus'] as const)(
    'offers no extra on third party, fire and theft: not %s',
    (extra) => {
      expect(withExtras('THIRD_PARTY_AND_THEFT', 'prestige', [extra])).toEqual(notOffered);
      expect(withExtras('THIRD_PARTY_AND_THEFT', 'popular', [extra])).toEqual(notOffered);
    },
  );

  it('takes third party, fire and theft without extras', () => {
    expect(withExtras('THIRD_PARTY_AND_THEFT', 'prestige', [])).toEqual({});
  });

  it('refuses an extra chosen twice', () => {
    expect(
      withExtras('COMPREHENSIVE', 'prestige', ['personalProtectionPlus', 'personalProtectionPlus']),
    ).toEqual({ [`${COVER}.optional_extras`]: ['Choose each extra once.'] });
  });
});

describe('an additional driver’s occupation', () => {
  it.each([
    ['HOUSEWIFE_HUSBAND', 'HBG', undefined],
    ['RETIRED', 'RAO', undefined],
    ['STUDENT', 'SDA', undefined],
    ['RETIRED', 'SDA', R.occupationCode],
    ['STUDENT', undefined, R.occupationCode],
    ['HOUSEWIFE_HUSBAND', 'TEA', R.occupationCode],
    ['EMPLOYED', 'TEA', undefined],
    ['EMPLOYED', 'HBG', 'Occupation is required'],
    ['EMPLOYED', undefined, 'Occupation is required'],
    ['SELF_EMPLOYED', undefined, 'Occupation is required'],
    ['UNEMPLOYED', undefined, undefined],
    ['UNEMPLOYED', 'ELE', undefined],
  ] as const)('%s with %s: %s', (status, occupation, message) => {
    const found = problems((quote) => {
      driverOf(quote).employment_status = status;
      driverOf(quote).occupation = occupation;
    });
    expect(found).toEqual(message ? { [`${SECOND}.occupation`]: [message] } : {});
  });

  it('words the status’s code', () => {
    expect(R.occupationCode).toBe('This occupation does not go with this employment status.');
  });
});

describe('the start date', () => {
  it.each([
    ['2026-11-19', 'Start date must be today or in the future.'],
    ['2026-11-20', undefined],
    ['2027-01-04', undefined],
    ['2027-01-05', 'Please enter a date up to 04/01/2027'],
  ])('from %s: %s', (start, message) => {
    const found = problems((quote) => (quote.cover_details.start_date = start));
    expect(found).toEqual(message ? { [`${COVER}.start_date`]: [message] } : {});
  });

  it.each([
    ['2026-12-31', undefined],
    ['2027-01-01', 'Please enter a date up to 31/12/2026'],
  ])('with the last start date 31/12/2026, from %s: %s', (start, message) => {
    const rules = { today: EXAMPLE_CAR_TODAY, lastStartDate: parseIsoDate('2026-12-31') };
    const found = problems((quote) => (quote.cover_details.start_date = start), rules);
    expect(found).toEqual(message ? { [`${COVER}.start_date`]: [message] } : {});
  });
});
