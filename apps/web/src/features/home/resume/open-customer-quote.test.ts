import {
  dataSecurityRecordOfQuote,
  toHomeQuoteRequest,
  type AgentAboutYouChecks,
  type HomeQuoteForms,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { submittedJourney } from '../test/journey-fixtures';
import { insurerQuote } from '../test/quote-fixtures';
import { openCustomerQuote } from './open-customer-quote';

describe("an agent opening a customer's home quote", () => {
  it('fills the forms from the saved quote in place of the journey before, not in resume mode', () => {
    updateHomeJourney({ submitted: true, selectedQuote: insurerQuote({ insurer: 'FBD' }) });
    const saved = {
      ...toHomeQuoteRequest(submittedJourney() as HomeQuoteForms).home_quote,
      quote_reference: 'HQ7777AAAA',
      policy_reference: null,
      cover_premium: 480.5,
      direct_debit_amount: null,
      insurer: 'RSA',
      start_date: '2026-12-01',
      policy_code: 'HQ7777AAAA',
    };
    openCustomerQuote(saved);
    const journey = readHomeJourney();
    expect(journey.aboutYou).toMatchObject({ firstName: 'Síle', lastName: "O'Brien" });
    expect(journey.yourHome).toBeDefined();
    expect(journey.quoteReference).toBe('HQ7777AAAA');
    expect(journey.resuming).toBeUndefined();
    expect(journey.submitted).toBeUndefined();
    expect(journey.selectedQuote).toBeUndefined();
    // The quote opened is the record the data-security check compares with (decision 0031).
    const { agentChecks } = journey.aboutYou as { agentChecks?: AgentAboutYouChecks };
    expect(agentChecks?.lookup).toEqual({
      email: saved.policy_holder_details.email,
      record: dataSecurityRecordOfQuote(saved.policy_holder_details),
    });
    expect(agentChecks?.lookup?.record?.date_of_birth).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('refuses an answer that is not a saved quote, leaving the journey as it was', () => {
    updateHomeJourney({ quoteReference: 'HQ-BEFORE' });
    expect(() => openCustomerQuote({ quote_reference: 'HQ1' })).toThrow();
    expect(readHomeJourney().quoteReference).toBe('HQ-BEFORE');
  });
});
