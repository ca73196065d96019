import { describe, expect, it } from 'vitest';
import { personalAboutYouSchema } from '../personal/personal-about-you-schema.js';
import type { AdditionalDriverValues } from './car-cover-schema.js';
import { carCoverSchema } from './car-cover-schema.js';
import { EXAMPLE_CAR_FORMS, EXAMPLE_CAR_TERMS, EXAMPLE_CAR_TODAY } from './car-form-examples.js';
import {
  additionalDriverOccupationOf,
  carQuoteToForms,
  carTermsOf,
  toCarQuoteRequest,
} from './car-quote-mapping.js';
import { carQuoteRequestSchema, type CarQuoteRequest } from './car-quote-payload.js';
import { savedCarQuoteSchema, type SavedCarQuote } from './car-quote-response.js';
import { carQuotePayloadProblems } from './car-quote-rules.js';
import { CAR_QUOTE_FORM_DEFAULTS, type CarQuoteForms } from './car-quote-values.js';
import { CAR_TERMS_DEFAULTS } from './car-terms.js';
import { yourCarSchema } from './your-car-schema.js';

const FORMS = EXAMPLE_CAR_FORMS;
const TERMS = EXAMPLE_CAR_TERMS;
const RULES = { today: EXAMPLE_CAR_TODAY };

const CORK = {
  address_line1: '4 Mardyke Walk',
  town: 'Cork',
  county: 'Cork',
  eircode: 'T12 K8AF',
};

/** The payload the example forms were recorded to send. */
const RECORDED: CarQuoteRequest = {
  product: 'MOTOR',
  version: '1.0',
  honeypot_value: '',
  motor_quote: {
    carrier_id: 'RSA',
    created_by: 'ONLINE_CUSTOMER',
    quote_mode: 'ONLINE',
    quote_status: 'Incomplete',
    main_driver: {
      title: 'MS',
      first_name: 'Niamh',
      last_name: "O'Sullivan",
      gender: 'FEMALE',
      email: 'niamh@example.ie',
      date_of_birth: '1988-06-02',
      mobile_phone: '0877654321',
      employment_status: 'EMPLOYED',
      occupation: 'TEA',
      license_type: 'FULL_IRISH',
      driving_experience: 'IRELAND_OR_UK',
      license_years: 12,
      license_issue_country: 'IE',
      driving_test: true,
      boi_customer: true,
      has_boi_house_policy: false,
      ncb_year_on_other_policy: 5,
      primary_address: CORK,
      postal_address: null,
      claims: [],
      data_protection_consent: true,
      penalty_details: [],
    },
    cover_details: {
      start_date: '2026-12-01',
      type: 'COMPREHENSIVE',
      premium: 20,
      product_selected: 'popular',
      excess_amount: 10,
      disqualified: false,
      driving_exp_type: '1-X',
      vehicle_details: {
        registration: '191-D-12345',
        abi_code: '32010500',
        make: 'Toyota',
        model: 'Corolla',
        year: 2019,
        version: '1.8 Hybrid Luna 5dr Auto',
        fuel: 'HYBRID',
        cc: 1798,
        risk: 14,
        value: 18_500,
        use: 'PERSONAL_ONLY',
        km_per_year: 'AVERAGE',
        years_owned_vehicle: 'UP_TO_3_YEARS',
      },
      risk_address: CORK,
      optional_extras: [],
    },
    additional_drivers: [
      {
        driver_order: 2,
        title: 'MR',
        first_name: 'Conor',
        last_name: "O'Sullivan",
        date_of_birth: '1986-09-19',
        employment_status: 'SELF_EMPLOYED',
        occupation: 'ELE',
        license_type: 'FULL_IRISH',
        driving_experience: 'IRELAND_OR_UK',
        license_years: 15,
        relationship_to_proposer: 'SPOUSE',
        penalty_details: [
          {
            driver_order: 2,
            offence: 'EXCEEDING_SPEED_LIMIT',
            penalty_order: 1,
            penalty_points: 3,
          },
        ],
      },
    ],
    discount_breakdowns: [],
    assumptions: {
      disability_reported: true,
      no_refusals: true,
      registered_to_you_or_spouse: true,
      no_modifications: true,
      accepted_terms_and_conditions: true,
    },
  },
};

const saved = (request: CarQuoteRequest, policyReference: string | null = null) =>
  savedCarQuoteSchema.parse({
    quote_reference: 'MQ2611200001',
    policy_reference: policyReference,
    motor_quote: request.motor_quote,
  });

function withDriver(change: Partial<AdditionalDriverValues>): CarQuoteForms {
  const driver = { ...FORMS.yourCover.additionalDrivers[0]!, ...change };
  return { ...FORMS, yourCover: { ...FORMS.yourCover, additionalDrivers: [driver] } };
}

describe('toCarQuoteRequest', () => {
  it('starts from cards that pass their own schemas', () => {
    expect(personalAboutYouSchema(RULES).safeParse(FORMS.aboutYou).error?.issues).toBeUndefined();
    expect(yourCarSchema().safeParse(FORMS.yourCar).error?.issues).toBeUndefined();
    expect(carCoverSchema(RULES).safeParse(FORMS.yourCover).error?.issues).toBeUndefined();
  });

  it('maps the cards to the recorded motor_quote payload, which the server accepts', () => {
    const request = toCarQuoteRequest(FORMS, TERMS);
    expect(request).toEqual(RECORDED);
    expect(carQuoteRequestSchema.parse(request)).toEqual(request);
    expect(carQuotePayloadProblems(request, RULES)).toEqual({});
  });

  it('sends the claims in whole euro and each offence with its driver and its order', () => {
    const request = toCarQuoteRequest(
      {
        ...FORMS,
        yourCover: {
          ...FORMS.yourCover,
          claimsCount: '2',
          motorClaims: [
            { claim_type: 'THEFT', claim_status: 'CLOSED', claim_amount: '12,500' },
            { claim_type: 'WINDSCREEN_ONLY', claim_status: 'OPEN', claim_amount: '350' },
          ],
          mainDriverPenaltyPointOffenceCount: '2',
          mainDriverPenaltyPointOffences: [
            { offence: 'CARELESS_DRIVING', penaltyPoints: '5' },
            { offence: 'NO_N_PLATES', penaltyPoints: '2' },
          ],
          mainDriverDisqualifiedOrConvicted: true,
        },
      },
      TERMS,
    );
    const driver = request.motor_quote.main_driver;
    expect(driver.claims).toEqual([
      { claim_type: 'THEFT', claim_status: 'CLOSED', claim_amount: 12_500 },
      { claim_type: 'WINDSCREEN_ONLY', claim_status: 'OPEN', claim_amount: 350 },
    ]);
    expect(driver.penalty_details).toEqual([
      { driver_order: 1, offence: 'CARELESS_DRIVING', penalty_order: 1, penalty_points: 5 },
      { driver_order: 1, offence: 'NO_N_PLATES', penalty_order: 2, penalty_points: 2 },
    ]);
    expect(request.motor_quote.cover_details.disqualified).toBe(true);
    expect(carQuoteRequestSchema.safeParse(request).error).toBeUndefined();
    expect(carQuotePayloadProblems(request, RULES)).toEqual({});
  });

  it('numbers the additional drivers from 2, each offence with its own driver', () => {
    const first = FORMS.yourCover.additionalDrivers[0]!;
    const second: AdditionalDriverValues = {
      ...first,
      title: 'MISS',
      firstName: 'Aoife',
      dob: '20/11/2009',
      relationshipToProposer: 'CHILD',
      driversLicenseType: 'PROVISIONAL_IRISH',
      employmentStatus: 'STUDENT',
      mainOccupation: '',
      yearsHeld: '0',
      additionalDriverPenaltyPointOffenceCount: '2',
      additionalDriverPenaltyPointOffences: [
        { offence: 'LEARNER_UNACCOMPANIED', penaltyPoints: '2' },
        { offence: 'NO_L_PLATES', penaltyPoints: '2' },
      ],
    };
    const request = toCarQuoteRequest(
      { ...FORMS, yourCover: { ...FORMS.yourCover, additionalDrivers: [first, second] } },
      TERMS,
    );
    const drivers = request.motor_quote.additional_drivers;
    expect(drivers.map((driver) => driver.driver_order)).toEqual([2, 3]);
    expect(drivers[1]).toMatchObject({
      date_of_birth: '2009-11-20',
      occupation: 'SDA',
      license_type: 'PROVISIONAL_IRISH',
      license_years: 0,
      penalty_details: [
        { driver_order: 3, offence: 'LEARNER_UNACCOMPANIED', penalty_order: 1, penalty_points: 2 },
        { driver_order: 3, offence: 'NO_L_PLATES', penalty_order: 2, penalty_points: 2 },
      ],
    });
    expect(carQuotePayloadProblems(request, RULES)).toEqual({});
  });

  it.each([
    ['HOUSEWIFE_HUSBAND', 'HBG'],
    ['RETIRED', 'RAO'],
    ['STUDENT', 'SDA'],
  ])('gives a %s additional driver the occupation code %s', (employmentStatus, code) => {
    expect(additionalDriverOccupationOf(employmentStatus, undefined)).toBe(code);
    // An occupation left from before the status changed is not sent.
    const request = toCarQuoteRequest(
      withDriver({ employmentStatus, mainOccupation: 'ELE' }),
      TERMS,
    );
    expect(request.motor_quote.additional_drivers[0]?.occupation).toBe(code);
    expect(carQuoteRequestSchema.safeParse(request).error).toBeUndefined();
    expect(carQuotePayloadProblems(request, RULES)).toEqual({});
  });

  it('sends the occupation chosen for employed, self-employed and unemployed drivers', () => {
    expect(additionalDriverOccupationOf('EMPLOYED', 'TEA')).toBe('TEA');
    const unemployed = toCarQuoteRequest(
      withDriver({ employmentStatus: 'UNEMPLOYED', mainOccupation: '' }),
      TERMS,
    );
    expect(unemployed.motor_quote.additional_drivers[0]).not.toHaveProperty('occupation');
    expect(carQuotePayloadProblems(unemployed, RULES)).toEqual({});
  });

  it.each([
    ['FULL_IRISH', 'IE', true],
    ['PROVISIONAL_IRISH', 'IE', null],
    ['FULL_UK', '99', true],
    ['FULL_EU', '99', null],
    ['NON_EU', '99', null],
  ] as const)('sends a %s licence as issued in %s', (licence, country, drivingTest) => {
    const request = toCarQuoteRequest(
      { ...FORMS, aboutYou: { ...FORMS.aboutYou, driversLicenseType: licence } },
      TERMS,
    );
    expect(request.motor_quote.main_driver.license_issue_country).toBe(country);
    expect(request.motor_quote.main_driver.driving_test).toBe(drivingTest);
    expect(carQuotePayloadProblems(request, RULES)).toEqual({});
  });

  it('names a car of a manual search by its ABI code, with no registration', () => {
    const request = toCarQuoteRequest(
      { ...FORMS, yourCar: { ...FORMS.yourCar, isManualSearch: true, carReg: '' } },
      TERMS,
    );
    const vehicle = request.motor_quote.cover_details.vehicle_details;
    expect(vehicle).not.toHaveProperty('registration');
    expect(vehicle.abi_code).toBe('32010500');
    expect(carQuotePayloadProblems(request, RULES)).toEqual({});
  });

  it('sends the level looked at, the extras chosen and a kept reference', () => {
    const request = toCarQuoteRequest(FORMS, TERMS, {
      coverLevel: 'prestige',
      extras: ['ncdProtection', 'additionalBenefitsPlus'],
      quoteReference: 'MQ2611200001',
    });
    expect(request.quote_reference).toBe('MQ2611200001');
    expect(request.motor_quote.cover_details.product_selected).toBe('prestige');
    expect(request.motor_quote.cover_details.optional_extras).toEqual([
      'ncdProtection',
      'additionalBenefitsPlus',
    ]);
    expect(carQuotePayloadProblems(request, RULES)).toEqual({});
  });

  it('sends the terms answers as the assumptions the quote is priced on', () => {
    const request = toCarQuoteRequest(FORMS, { ...TERMS, no_refusals: false });
    expect(request.motor_quote.assumptions).toEqual({
      ...RECORDED.motor_quote.assumptions,
      no_refusals: false,
    });
  });
});

describe('carQuoteToForms', () => {
  it('gives back the forms the quote was made from', () => {
    const forms = carQuoteToForms(saved(RECORDED), EXAMPLE_CAR_TODAY);
    expect(forms).toEqual({
      ...FORMS,
      // The mobile number comes back as it was sent, without its spaces.
      aboutYou: { ...FORMS.aboutYou, phoneNo: '0877654321' },
    });
    expect(carTermsOf(saved(RECORDED))).toEqual({
      ...TERMS,
      acceptedTermsAndConditions: null,
    });
  });

  it('gives back claims, offences and a driver’s status code as the form holds them', () => {
    const forms: CarQuoteForms = {
      ...withDriver({ employmentStatus: 'RETIRED', mainOccupation: '' }),
    };
    forms.yourCover = {
      ...forms.yourCover,
      claimsCount: '1',
      motorClaims: [{ claim_type: 'FIRE', claim_status: 'OPEN', claim_amount: '12,000' }],
      mainDriverPenaltyPointOffenceCount: '1',
      mainDriverPenaltyPointOffences: [{ offence: 'NO_SEAT_BELT', penaltyPoints: '12' }],
    };
    const back = carQuoteToForms(saved(toCarQuoteRequest(forms, TERMS)), EXAMPLE_CAR_TODAY);
    expect(back.yourCover).toEqual(forms.yourCover);
    expect(back.yourCover.additionalDrivers[0]?.mainOccupation).toBe('');
  });

  it('keeps a start date of today and drops one in the past', () => {
    const onTheDay = carQuoteToForms(saved(RECORDED), new Date(2026, 11, 1, 23, 59));
    expect(onTheDay.yourCover.policyStart).toBe('01/12/2026');
    const dayAfter = carQuoteToForms(saved(RECORDED), new Date(2026, 11, 2, 0, 1));
    expect(dayAfter.yourCover.policyStart).toBe('');
    expect(dayAfter.yourCover.coverType).toBe('COMPREHENSIVE');
  });

  it('gives back a manual search for a car with no registration', () => {
    const request = toCarQuoteRequest(
      { ...FORMS, yourCar: { ...FORMS.yourCar, isManualSearch: true, carReg: '' } },
      TERMS,
    );
    const forms = carQuoteToForms(saved(request), EXAMPLE_CAR_TODAY);
    expect(forms.yourCar).toEqual({ ...FORMS.yourCar, isManualSearch: true, carReg: '' });
  });

  it('takes only About you from a quote that was bought', () => {
    const bought: SavedCarQuote = saved(RECORDED, 'MP2611200001');
    const forms = carQuoteToForms(bought, EXAMPLE_CAR_TODAY);
    expect(forms).toEqual({
      ...CAR_QUOTE_FORM_DEFAULTS,
      aboutYou: { ...FORMS.aboutYou, phoneNo: '0877654321' },
    });
    expect(carTermsOf(bought)).toEqual(CAR_TERMS_DEFAULTS);
  });
});
