import { describe, expect, it } from 'vitest';
import { priceWalkingCheck } from './price-walking.js';
import {
  renewalAnswerProblems,
  renewalNextStep,
  renewalSummaryProblems,
  type RenewalAnswers,
} from './renewal-questions.js';
import { renewalAnswersPayloadSchema, renewalBindRequestSchema } from './renewal-api.js';

describe('price walking (Insurance Requirements Regulations 2022)', () => {
  it('does not apply to a first renewal, whatever the prices', () => {
    expect(
      priceWalkingCheck({
        renewalNumber: 1,
        renewalCents: 90_000,
        firstRenewalEquivalentCents: 80_000,
      }),
    ).toEqual({ applies: false, capped: false, premiumCents: 90_000 });
  });

  it('leaves a second renewal priced at the benchmark as it is', () => {
    expect(
      priceWalkingCheck({
        renewalNumber: 2,
        renewalCents: 80_000,
        firstRenewalEquivalentCents: 80_000,
      }),
    ).toEqual({ applies: true, capped: false, premiumCents: 80_000 });
  });

  it('caps a second renewal one cent above the benchmark', () => {
    expect(
      priceWalkingCheck({
        renewalNumber: 2,
        renewalCents: 80_001,
        firstRenewalEquivalentCents: 80_000,
      }),
    ).toEqual({ applies: true, capped: true, premiumCents: 80_000 });
  });

  it('leaves a later renewal below the benchmark as it is', () => {
    expect(
      priceWalkingCheck({
        renewalNumber: 5,
        renewalCents: 79_999,
        firstRenewalEquivalentCents: 80_000,
      }),
    ).toEqual({ applies: true, capped: false, premiumCents: 79_999 });
  });

  it('refuses a renewal numbered below 1', () => {
    expect(() =>
      priceWalkingCheck({ renewalNumber: 0, renewalCents: 1, firstRenewalEquivalentCents: 1 }),
    ).toThrow(RangeError);
  });
});

const answered: RenewalAnswers = {
  claimsConditionOne: true,
  claimsConditionTwo: true,
  acceptedTermsAndConditions: true,
  autoRenewal: false,
  alternativePolicy: false,
};

describe('the renewal questions (home.md 5)', () => {
  it('accepts every question answered', () => {
    expect(renewalSummaryProblems(answered)).toEqual({});
  });

  it('asks for each claims condition and the terms', () => {
    expect(
      renewalSummaryProblems({
        ...answered,
        claimsConditionOne: null,
        claimsConditionTwo: false,
        acceptedTermsAndConditions: null,
      }),
    ).toEqual({
      claimsConditionOne: 'Answer is required',
      claimsConditionTwo: 'Answer is required',
      acceptedTermsAndConditions: 'Answer is required',
    });
  });

  it('does not need the terms answered when the policy renews by itself', () => {
    expect(
      renewalSummaryProblems({ ...answered, autoRenewal: true, acceptedTermsAndConditions: null }),
    ).toEqual({});
  });

  it('needs the terms of the alternative even with auto-renewal on', () => {
    expect(
      renewalSummaryProblems({
        ...answered,
        autoRenewal: true,
        alternativePolicy: true,
        acceptedTermsAndConditions: false,
      }),
    ).toEqual({ acceptedTermsAndConditions: 'Answer is required' });
  });

  it("needs the alternative's statement of fact confirmed to buy it", () => {
    expect(renewalAnswerProblems({ ...answered, alternativePolicy: true })).toEqual({
      statementOfFactConfirmed: 'Answer is required',
    });
    expect(
      renewalAnswerProblems({
        ...answered,
        alternativePolicy: true,
        statementOfFactConfirmed: true,
      }),
    ).toEqual({});
    expect(renewalAnswerProblems(answered)).toEqual({});
  });
});

describe('proceed routing (home.md 4)', () => {
  it.each([
    [{ alternativePolicy: true, autoRenewal: true, directDebitPolicy: true }, 'statementOfFact'],
    [{ alternativePolicy: false, autoRenewal: false, directDebitPolicy: true }, 'payment'],
    [{ alternativePolicy: false, autoRenewal: true, directDebitPolicy: false }, 'payment'],
    [{ alternativePolicy: false, autoRenewal: true, directDebitPolicy: true }, 'autoRenewal'],
  ] as const)('%o goes to %s', (choice, step) => {
    expect(renewalNextStep(choice)).toBe(step);
  });
});

describe('the renewal payloads', () => {
  it('refuses an answer that is not a boolean and any unknown field', () => {
    expect(
      renewalAnswersPayloadSchema.safeParse({
        claims_condition_one: 'yes',
        claims_condition_two: true,
        accepted_terms_and_conditions: true,
        auto_renewal: false,
      }).success,
    ).toBe(false);
    expect(
      renewalAnswersPayloadSchema.safeParse({
        claims_condition_one: true,
        claims_condition_two: true,
        accepted_terms_and_conditions: true,
        auto_renewal: false,
        price: 1,
      }).success,
    ).toBe(false);
  });

  it('needs the renewal answers on a renewal bind', () => {
    expect(renewalBindRequestSchema.safeParse({ payment_details: {} }).success).toBe(false);
  });
});
