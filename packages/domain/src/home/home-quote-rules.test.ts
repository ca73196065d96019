import { describe, expect, it } from 'vitest';
import type { HomeQuotePayload } from './home-quote-payload.js';
import {
  HOME_QUOTE_RULE_MESSAGES,
  homeQuotePayloadProblems,
  withDerivedRiskTypes,
} from './home-quote-rules.js';
import { YOUR_COVER_MESSAGES, YOUR_HOME_MESSAGES } from './home-messages.js';
import { exampleHomeQuotePayload } from './home-quote-examples.js';

const TODAY = new Date(2026, 10, 22, 9, 30);
const RULES = { today: TODAY, startDateWaived: false };

function payload(change: (quote: HomeQuotePayload) => void = () => {}): HomeQuotePayload {
  const quote = exampleHomeQuotePayload('2026-11-29');
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
