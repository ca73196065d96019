import { describe, expect, it } from 'vitest';
import { aboutYouSchema } from './about-you-schema.js';
import { ABOUT_YOU_DEFAULTS } from './about-you-values.js';
import {
  HOUSEHOLD_DEFAULTS,
  HOUSEHOLD_QUESTIONS,
  householdQuestionsSchema,
} from './household-questions.js';
import { homeQuoteRequestSchema } from './home-quote-payload.js';
import { homeQuoteToForms, toHomeQuoteRequest, type HomeQuoteForms } from './home-quote-mapping.js';
import { yourCoverSchema } from './your-cover-schema.js';
import { YOUR_COVER_DEFAULTS } from './your-cover-values.js';
import { yourHomeSchema } from './your-home-schema.js';
import { YOUR_HOME_DEFAULTS } from './your-home-values.js';

const TODAY = new Date(2026, 10, 22, 9, 30);

/** A landlord in Galway renting to three people, with one settled claim and a joint owner. */
const FORMS: HomeQuoteForms = {
  aboutYou: {
    ...ABOUT_YOU_DEFAULTS,
    title: 'MR',
    firstName: 'Pádraig',
    lastName: 'Ó Sé',
    property: {
      displayAddress: '4 Quay Street, Galway, Galway, H91 D2X3',
      addressLine1: '4 Quay Street',
      addressLine2: '',
      addressLine3: '',
      town: 'Galway',
      county: 'Galway',
      eircode: 'H91 D2X3',
      addressChosen: true,
    },
    is_correspondence_address: false,
    correspondence: {
      displayAddress: '9 Main Street, Athenry, Galway',
      addressLine1: '9 Main Street',
      addressLine2: '',
      addressLine3: '',
      town: 'Athenry',
      county: 'Galway',
      eircode: '',
      addressChosen: true,
    },
    phoneNo: '087 765 4321',
    email: 'padraig@example.ie',
    dob: '03/07/1978',
    bankOfIrelandCustomer: true,
    boiMortgage: true,
    mortgageProvider: '1',
    mortgageApplicationNumber: '1234567',
    firstTimeBuyer: false,
    propertyJointlyOwned: 'true',
    jointlyOwnedDetails: {
      title: 'MRS',
      otherTitle: '',
      firstName: 'Máire',
      lastName: 'Ó Sé',
      dateOfBirth: '14/02/1980',
    },
    promoCode: 'Online10',
    promoCodeValidChk: true,
    promoCodeRequestSent: true,
  },
  yourHome: {
    ...YOUR_HOME_DEFAULTS,
    coverType: 'ownRent',
    privateLiving: true,
    isFamilyUnit: false,
    tenantType: 'NonStudents',
    numTenants: '3',
    tenancyAgreement: true,
    homeType: 'Terraced',
    yearOfConstruction: '1965',
    hasBeenRewired: true,
    numBedrooms: '3',
    numBathrooms: '1',
    heatingSource: 'Oil',
    alarmType: 'No alarm fitted',
    numberOfSmokeDetectors: '2',
    claimsValue: true,
    claimsCount: '1',
    claims: [
      {
        claim_type: 'Escape of water',
        claim_date: '10/03/2024',
        claim_status: 'Settled',
        occurred_at: 'CURRENT_RESIDENTIAL_ADDRESS',
        claim_amount: '2,400',
      },
    ],
    noClaimYears: '2',
  },
  yourCover: {
    ...YOUR_COVER_DEFAULTS,
    policyStart: '01/12/2026',
    rebuildCost: '210,000',
    contentsCoverOf: '20000',
    coverType: 'ownRent',
    homeType: 'Terraced',
    county: 'Galway',
  },
  household: {
    answers: Object.fromEntries(
      HOUSEHOLD_QUESTIONS.map((question) => [question.code, question.expectedAnswer]),
    ) as HomeQuoteForms['household']['answers'],
    acceptedTerms: true,
  },
};

describe('toHomeQuoteRequest', () => {
  it('sends the terms as the customer left them: unticked is not accepted', () => {
    const request = toHomeQuoteRequest({
      ...FORMS,
      household: { ...FORMS.household, acceptedTerms: false },
    });
    expect(request.terms_accepted).toBe(false);
  });

  it('starts from forms that pass their own schemas', () => {
    expect(
      aboutYouSchema({ today: TODAY }).safeParse(FORMS.aboutYou).error?.issues,
    ).toBeUndefined();
    expect(
      yourHomeSchema({ today: TODAY }).safeParse(FORMS.yourHome).error?.issues,
    ).toBeUndefined();
    expect(
      yourCoverSchema({ today: TODAY, resuming: false }).safeParse(FORMS.yourCover).error?.issues,
    ).toBeUndefined();
    expect(householdQuestionsSchema.safeParse(FORMS.household).error?.issues).toBeUndefined();
  });

  it('maps the forms to the recorded home_quote payload', () => {
    const request = toHomeQuoteRequest(FORMS);
    expect(homeQuoteRequestSchema.parse(request)).toEqual(request);
    expect(request).toEqual({
      // Beside home_quote: the household page's terms, accepted.
      terms_accepted: true,
      home_quote: {
        promotion_code: 'Online10',
        assumptions: [
          { code: 25, response: true },
          { code: 30, response: true },
        ],
        questions: HOUSEHOLD_QUESTIONS.map((question) => ({
          code: question.code,
          response: question.expectedAnswer,
        })),
        policy_holder_details: {
          title: 'MR',
          first_name: 'Pádraig',
          last_name: 'Ó Sé',
          primary_address: {
            address_line1: '4 Quay Street',
            town: 'Galway',
            county: 'Galway',
            post_code: 'H91 D2X3',
          },
          correspondence_address: {
            address_line1: '9 Main Street',
            town: 'Athenry',
            county: 'Galway',
          },
          mobile_phone: '0877654321',
          email: 'padraig@example.ie',
          date_of_birth: '1978-07-03',
          is_boi_customer: true,
          has_boi_mortgage: true,
          has_boi_personal_loan: false,
          has_boi_motor_insurance: false,
          has_boi_pension: false,
          first_time_buyer: false,
          mortgage_provider: 1,
          mortgage_reference: '1234567',
        },
        cover_details: {
          start_date: '2026-12-01',
          buildings_amount: 210_000,
          contents_amount: 20_000,
          unspecified_personal_items_amount: 0,
          specified_items: [],
          risk_address: {
            address_line1: '4 Quay Street',
            town: 'Galway',
            county: 'Galway',
            post_code: 'H91 D2X3',
            cover_type: 'ownRent',
            dwelling_type: 'Rented - Three People',
            residence_type: 'Landlord',
            proposer_type: 'Landlord',
            home_type: 'Terraced',
            year_of_construction: 1965,
            num_bedrooms: 3,
            num_bathrooms: 1,
            heating_type: 'Oil',
            alarm_type: 'No alarm fitted',
            num_smoke_alarms: 2,
            has_been_re_wired: true,
            tenanted_property: {
              tenant_type: 'NonStudents',
              family_unit: false,
              number_of_tenants: 3,
            },
            listed_or_protected: false,
            operational_locks: true,
            roof_tile: true,
            un_occupied: false,
            claims_details: [
              {
                claim_type: 'Escape of water',
                claim_date: '2024-03-10',
                claim_status: 'Settled',
                occurred_at: 'CURRENT_RESIDENTIAL_ADDRESS',
                claim_amount: 2_400,
              },
            ],
            additional_policy_holders_details: [
              {
                title: 'MRS',
                first_name: 'Máire',
                surname: 'Ó Sé',
                date_of_birth: '1980-02-14',
              },
            ],
            ncd_num_years: 2,
          },
        },
      },
    });
  });

  it('sends dates kept as the customer typed them as year-month-day', () => {
    const typed: HomeQuoteForms = {
      ...FORMS,
      aboutYou: { ...FORMS.aboutYou, dob: '3-7-78' },
      yourCover: { ...FORMS.yourCover, policyStart: '1/12/2026' },
    };
    const { home_quote } = toHomeQuoteRequest(typed);
    expect(home_quote.policy_holder_details.date_of_birth).toBe('1978-07-03');
    expect(home_quote.cover_details.start_date).toBe('2026-12-01');
  });

  it('keeps the reference of a resumed quote', () => {
    expect(toHomeQuoteRequest(FORMS, 'HQ23456789AB').quote_reference).toBe('HQ23456789AB');
  });
});

describe('homeQuoteToForms', () => {
  it('gives back forms that map to the same payload', () => {
    const request = toHomeQuoteRequest(FORMS);
    const forms = homeQuoteToForms(request.home_quote);
    expect(toHomeQuoteRequest(forms)).toEqual(request);
    expect(forms.aboutYou.property.displayAddress).toBe('4 Quay Street, Galway, H91 D2X3');
    expect(forms.aboutYou.dob).toBe('03/07/1978');
    expect(forms.household.acceptedTerms).toBe(true);
  });

  it('prefills forms that pass their schemas again', () => {
    const forms = homeQuoteToForms(toHomeQuoteRequest(FORMS).home_quote);
    expect(aboutYouSchema({ today: TODAY }).safeParse(forms.aboutYou).success).toBe(true);
    expect(yourHomeSchema({ today: TODAY }).safeParse(forms.yourHome).success).toBe(true);
    expect(
      yourCoverSchema({ today: TODAY, resuming: true }).safeParse(forms.yourCover).success,
    ).toBe(true);
    expect(householdQuestionsSchema.safeParse(forms.household).success).toBe(true);
  });

  it('leaves unanswered household questions unanswered', () => {
    const quote = toHomeQuoteRequest(FORMS).home_quote;
    const forms = homeQuoteToForms({ ...quote, questions: [] });
    expect(forms.household.answers).toEqual(HOUSEHOLD_DEFAULTS.answers);
  });
});
