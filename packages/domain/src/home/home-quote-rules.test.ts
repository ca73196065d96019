import { describe, expect, it } from 'vitest';
import type { HomeQuotePayload } from './home-quote-payload.js';
import {
  HOME_QUOTE_RULE_MESSAGES,
  homeQuotePayloadProblems,
  withDerivedRiskTypes,
} from './home-quote-rules.js';
import { YOUR_COVER_MESSAGES, YOUR_HOME_MESSAGES } from './home-messages.js';
import { HOUSEHOLD_QUESTIONS } from './household-questions.js';

const TODAY = new Date(2026, 10, 22, 9, 30);
const RULES = { today: TODAY, startDateWaived: false };

function payload(change: (quote: HomeQuotePayload) => void = () => {}): HomeQuotePayload {
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
      start_date: '2026-11-29',
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
  change(quote);
  return quote;
}

const letToTenants = (numTenants: number, dwellingType: string) => (quote: HomeQuotePayload) => {
  const risk = quote.cover_details.risk_address;
  risk.cover_type = 'ownRent';
  risk.dwelling_type = dwellingType as typeof risk.dwelling_type;
  delete risk.proposer_type;
  risk.tenanted_property = {
    family_unit: false,
    tenant_type: 'NonStudents',
    number_of_tenants: numTenants,
  };
  quote.assumptions = [
    { code: 25, response: true },
    { code: 30, response: true },
  ];
};

describe('homeQuotePayloadProblems', () => {
  it('finds nothing wrong with a quote the forms would send', () => {
    expect(homeQuotePayloadProblems(payload(), RULES)).toEqual({});
  });

  it('keys each problem by its path in the request', () => {
    const problems = homeQuotePayloadProblems(
      payload((quote) => {
        quote.cover_details.buildings_amount = 129_999;
        quote.cover_details.start_date = '2026-11-21';
      }),
      RULES,
    );
    expect(problems).toEqual({
      'home_quote.cover_details.buildings_amount': [
        YOUR_COVER_MESSAGES.rebuildCostMinimumElsewhere,
      ],
      'home_quote.cover_details.start_date': [YOUR_COVER_MESSAGES.policyStartInPast],
    });
  });

  it('waives the start date in the past only when asked to', () => {
    const past = payload((quote) => (quote.cover_details.start_date = '2026-11-21'));
    expect(homeQuotePayloadProblems(past, { today: TODAY, startDateWaived: true })).toEqual({});
  });

  it('refuses a dwelling type the answers do not give', () => {
    expect(
      homeQuotePayloadProblems(payload(letToTenants(3, 'Rented - Three People')), RULES),
    ).toEqual({});
    expect(homeQuotePayloadProblems(payload(letToTenants(3, 'Owner Occupied')), RULES)).toEqual({
      'home_quote.cover_details.risk_address.dwelling_type': [
        HOME_QUOTE_RULE_MESSAGES.derivedDiffers('dwelling type', 'Rented - Three People'),
      ],
    });
  });

  it('asks the assumption each cover type needs', () => {
    expect(
      homeQuotePayloadProblems(
        payload((quote) => (quote.assumptions = [])),
        RULES,
      ),
    ).toEqual({ 'home_quote.assumptions': [YOUR_HOME_MESSAGES.mainResidenceRequired] });
  });

  it('refuses a household answer copied into the risk address that differs from the question', () => {
    const problems = homeQuotePayloadProblems(
      payload((quote) => (quote.cover_details.risk_address.roof_tile = false)),
      RULES,
    );
    expect(problems).toEqual({
      'home_quote.cover_details.risk_address.roof_tile': [
        HOME_QUOTE_RULE_MESSAGES.householdCopyDiffers('roof_tile'),
      ],
    });
  });
});

describe('withDerivedRiskTypes', () => {
  it('sets the types the answers give', () => {
    const quote = withDerivedRiskTypes(payload(letToTenants(2, 'Rented - Two People')));
    expect(quote.cover_details.risk_address).toMatchObject({
      dwelling_type: 'Rented - Two People',
      residence_type: 'Landlord',
      proposer_type: 'Landlord',
    });
  });
});
