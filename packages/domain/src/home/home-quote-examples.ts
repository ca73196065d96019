import type { HomeQuotePayload } from './home-quote-payload.js';
import { HOUSEHOLD_QUESTIONS } from './household-questions.js';
import type { YourHomeValues } from './your-home-schema.js';
import { YOUR_HOME_DEFAULTS } from './your-home-values.js';

/**
 * An owner-occupied semi-detached house in Cork with nothing unusual, starting on `startDate`
 * (YYYY-MM-DD): both insurers quote it. Tests on every side start from it and change one answer
 * at a time to reach a decline, a referral or another price.
 */
export function exampleHomeQuotePayload(startDate: string): HomeQuotePayload {
  const address = {
    address_line1: '12 Wellington Road',
    town: 'Cork',
    county: 'Cork',
    post_code: 'T23 X2Y4',
  };
  const quote: HomeQuotePayload = {
    assumptions: [{ code: 23, response: true }],
    questions: HOUSEHOLD_QUESTIONS.map((question) => ({
      code: question.code,
      response: question.expectedAnswer,
    })),
    policy_holder_details: {
      title: 'MS',
      first_name: 'Siobhan',
      last_name: 'Kelly',
      primary_address: address,
      mobile_phone: '0871234567',
      email: 'siobhan.kelly@example.ie',
      date_of_birth: '1985-04-12',
      is_boi_customer: false,
      has_boi_mortgage: false,
      has_boi_personal_loan: false,
      has_boi_motor_insurance: false,
      has_boi_pension: false,
      first_time_buyer: false,
      mortgage_provider: 1,
    },
    cover_details: {
      start_date: startDate,
      buildings_amount: 250_000,
      contents_amount: 40_000,
      unspecified_personal_items_amount: 0,
      specified_items: [],
      risk_address: {
        ...address,
        cover_type: 'ownLive',
        dwelling_type: 'Owner Occupied',
        proposer_type: 'Not applicable',
        home_type: 'Semi-detached',
        year_of_construction: 1995,
        num_bedrooms: 3,
        num_bathrooms: 2,
        heating_type: 'Gas',
        alarm_type: 'Registered installer but is not monitored',
        num_smoke_alarms: 3,
        listed_or_protected: false,
        operational_locks: true,
        roof_tile: true,
        un_occupied: false,
        claims_details: [],
        additional_policy_holders_details: [],
        ncd_num_years: 5,
      },
    },
  };
  return quote;
}

/** The Your home card of the same kind of house, complete and valid, as the form holds it. */
export const EXAMPLE_YOUR_HOME: YourHomeValues = {
  ...YOUR_HOME_DEFAULTS,
  coverType: 'ownLive',
  occupiedByMember: true,
  homeType: 'Semi-detached',
  yearOfConstruction: '1995',
  numBedrooms: '3',
  numBathrooms: '2',
  heatingSource: 'Gas',
  alarmType: 'No alarm fitted',
  numberOfSmokeDetectors: '2',
  claimsValue: false,
  noClaimYears: '5',
};
