import { describe, expect, it } from 'vitest';
import { AGENT_GRID_PAGE_SIZE, AGENT_GRID_PAGE_SIZE_OPTIONS } from './agent-limits.js';
import {
  AGENT_MOBILE_MESSAGES,
  AGENT_SEARCH_MESSAGES,
  BRANCH_SEARCH_PAGE_SIZE,
  CONTACT_MODES,
  CONTACTED_ROW_REMOVAL_MS,
  CREATE_ACCOUNT_MESSAGES,
  LIVE_QUOTES_DEFAULT_SORT,
  LIVE_QUOTES_PAGE_SIZE,
  PORTFOLIO_CODE_MESSAGES,
  agentMobileProblem,
  canSaveAgentMobile,
  contactNumberForDisplay,
  createAccountPortfolioCodeProblem,
  formatIrishDateTime,
  formatLiveQuoteTimestamp,
  formatQuoteAmount,
  formatSearchDate,
  formatSearchTimestamp,
  matchPortfolioCodeOf,
  matchPortfolioCodeProblem,
  quoteSearchProblems,
  retrieveUserProblems,
  totalPagesOf,
} from '../index.js';

describe('platform.md 9: the agent tools constants', () => {
  it('pages the grids by 10 (10, 20, 30), live quotes by 7 newest first, the branch search by 1000', () => {
    expect(AGENT_GRID_PAGE_SIZE).toBe(10);
    expect(AGENT_GRID_PAGE_SIZE_OPTIONS).toEqual([10, 20, 30]);
    expect(LIVE_QUOTES_PAGE_SIZE).toBe(7);
    expect(LIVE_QUOTES_DEFAULT_SORT).toBe('created_date,DESC');
    expect(BRANCH_SEARCH_PAGE_SIZE).toBe(1000);
  });

  it('removes a contacted row after 3000 ms; searches by Email or Branch', () => {
    expect(CONTACTED_ROW_REMOVAL_MS).toBe(3000);
    expect(CONTACT_MODES).toEqual(['Email', 'Branch']);
  });

  it('counts pages: none for no rows, one for up to a page, two for one more', () => {
    expect(totalPagesOf(0, 7)).toBe(0);
    expect(totalPagesOf(7, 7)).toBe(1);
    expect(totalPagesOf(8, 7)).toBe(2);
  });
});

describe('platform.md 5 and 8: the messages word for word', () => {
  it('has the portfolio, create-account and mobile messages of the spec', () => {
    expect(PORTFOLIO_CODE_MESSAGES.createAccountFormat).toBe(
      'Invalid portfolio code format. The portfolio code must follow the format: 4 UPPERCASE letters followed by 2 numbers',
    );
    expect(PORTFOLIO_CODE_MESSAGES.required).toBe('Portfolio code is required');
    expect(PORTFOLIO_CODE_MESSAGES.invalid).toBe('Please enter a valid portfolio code.');
    expect(PORTFOLIO_CODE_MESSAGES.addFailed).toBe('Failed to add Portfolio Code');
    expect(PORTFOLIO_CODE_MESSAGES.deleteFailed).toBe('Failed to delete Portfolio Code');
    expect(PORTFOLIO_CODE_MESSAGES.alreadyRegistered('a@x.ie', 'b@x.ie')).toBe(
      'The portfolio has already been registered. Policy holder email: a@x.ie. Submitted by b@x.ie',
    );
    expect(PORTFOLIO_CODE_MESSAGES.matched('a@x.ie')).toBe(
      'Portfolio Code successfully matched to email address a@x.ie',
    );
    expect(CREATE_ACCOUNT_MESSAGES.success).toBe(
      'Form has been successfully submitted and email sent. Please advice the Customer that an email with a Login Verification Code will be with them shortly.',
    );
    expect(AGENT_MOBILE_MESSAGES).toMatchObject({
      invalid:
        "Please enter a valid phone number starting with '08' followed by 8 digits or starting with '+3538' followed by 8 digits",
      failed: 'Failed to update mobile number',
      success: 'Mobile number updated successfully',
    });
    expect(AGENT_SEARCH_MESSAGES.quoteSearchNoResult).toBe(
      'We’re sorry, your search does not match any results. Please check the spelling and try again or try searching by the first word only.',
    );
    expect(AGENT_SEARCH_MESSAGES.branchSearchNoResult).toBe(
      'We’re sorry, your search does not match any results.',
    );
  });
});

describe('portfolio code on Create Customer Account: 4 upper-case letters then 2 digits', () => {
  it.each(['ABCD12', 'MURP01', ' ZZZZ99 '])('accepts %j', (code) => {
    expect(createAccountPortfolioCodeProblem(code)).toBeUndefined();
  });

  it.each([
    'ABC12',
    'ABCDE12',
    'ABCD1',
    'ABCD123',
    'abcd12',
    'ABcD12',
    'ABCD1A',
    '1BCD12',
    'ÁBCD12',
  ])('refuses %j with the format message', (code) => {
    expect(createAccountPortfolioCodeProblem(code)).toBe(
      PORTFOLIO_CODE_MESSAGES.createAccountFormat,
    );
  });

  it('asks for a code when there is none', () => {
    for (const code of ['', '   ', null, undefined]) {
      expect(createAccountPortfolioCodeProblem(code)).toBe(PORTFOLIO_CODE_MESSAGES.required);
    }
  });
});

describe('portfolio code of the matching service: XXXXXXXX-XXXX-XXXX-XXXXXXXXXXXX', () => {
  it('accepts letters and digits in the 8-4-4-12 groups, kept upper-case', () => {
    expect(matchPortfolioCodeProblem('A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B4')).toBeUndefined();
    expect(matchPortfolioCodeProblem('a1b2c3d4-e5f6-a7b8-c9d0e1f2a3b4')).toBeUndefined();
    expect(matchPortfolioCodeOf(' a1b2c3d4-e5f6-a7b8-c9d0e1f2a3b4 ')).toBe(
      'A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B4',
    );
  });

  it.each([
    'A1B2C3D-E5F6-A7B8-C9D0E1F2A3B4',
    'A1B2C3D4E-E5F6-A7B8-C9D0E1F2A3B4',
    'A1B2C3D4-E5F-A7B8-C9D0E1F2A3B4',
    'A1B2C3D4-E5F6-A7B8C-C9D0E1F2A3B4',
    'A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B',
    'A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B45',
    'A1B2C3D4-E5F6-A7B8-C9D0-E1F2A3B4',
    'A1B2C3D4_E5F6_A7B8_C9D0E1F2A3B4',
    'A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B!',
    'ABCD12',
  ])('refuses %j with the format message', (code) => {
    expect(matchPortfolioCodeProblem(code)).toBe(PORTFOLIO_CODE_MESSAGES.matchFormat);
  });

  it('asks for a code when there is none', () => {
    expect(matchPortfolioCodeProblem('')).toBe(PORTFOLIO_CODE_MESSAGES.required);
  });
});

describe("the agent's mobile update: 08 and 8 digits, or +3538 and 8 digits", () => {
  it.each(['0871234567', '0831234567', '087 123 4567', '+353871234567', '+353 87 123 4567'])(
    'accepts %j',
    (number) => expect(agentMobileProblem(number)).toBeUndefined(),
  );

  it.each([
    '087123456',
    '08712345678',
    '0971234567',
    '871234567',
    '+35387123456',
    '+3538712345678',
    '+353971234567',
    '00353871234567',
    '08712345a7',
  ])('refuses %j with the spec message', (number) => {
    expect(agentMobileProblem(number)).toBe(AGENT_MOBILE_MESSAGES.invalid);
  });

  it('asks for a number when there is none', () => {
    expect(agentMobileProblem('')).toBe(AGENT_MOBILE_MESSAGES.required);
  });

  it('cannot save an unchanged or invalid number', () => {
    expect(canSaveAgentMobile('0871234567', '0871234567')).toBe(false);
    expect(canSaveAgentMobile('0871234567', '087 123 4567')).toBe(false);
    expect(canSaveAgentMobile('0871234567', '087123456')).toBe(false);
    expect(canSaveAgentMobile('0871234567', '0861234567')).toBe(true);
    expect(canSaveAgentMobile(null, '+353861234567')).toBe(true);
  });
});

describe('retrieve user: option and input (platform.md 5)', () => {
  it("requires one of the allowed options: 'Answer is Required'", () => {
    for (const option of ['', undefined, 'phone_number', 'EMAIL']) {
      expect(retrieveUserProblems(option, 'Aoife')).toEqual({ option: 'Answer is Required' });
    }
  });

  it('requires an input for an e-mail search', () => {
    expect(retrieveUserProblems('email', '')).toEqual({ input: 'Email is required' });
    expect(retrieveUserProblems('email', ' ')).toEqual({ input: 'Email is required' });
    expect(retrieveUserProblems('email', 'a')).toEqual({});
  });

  it('needs 2 characters of a first name or surname, up to 50', () => {
    expect(retrieveUserProblems('first_name', 'A')).toEqual({ input: 'First name is required' });
    expect(retrieveUserProblems('last_name', 'M')).toEqual({ input: 'Surname is required' });
    expect(retrieveUserProblems('first_name', '')).toEqual({ input: 'First name is required' });
    expect(retrieveUserProblems('first_name', 'Ao')).toEqual({});
    expect(retrieveUserProblems('last_name', 'Ó Súilleabháin')).toEqual({});
    expect(retrieveUserProblems('last_name', 'M'.repeat(50))).toEqual({});
    expect(retrieveUserProblems('last_name', 'M'.repeat(51))).toEqual({
      input: 'Please enter less than fifty characters',
    });
    expect(retrieveUserProblems('email', 'a'.repeat(51))).toEqual({
      input: 'Please enter less than fifty characters',
    });
  });

  it('refuses numbers and symbols in a name', () => {
    expect(retrieveUserProblems('first_name', 'Ao1')).toEqual({
      input: 'Numbers and symbols are not permitted at this time',
    });
    expect(retrieveUserProblems('last_name', 'Murphy%')).toEqual({
      input: 'Numbers and symbols are not permitted at this time',
    });
  });
});

describe('Search All Home Quotes: option and input 3 to 50 (platform.md 5)', () => {
  it("requires an option: 'Answer is Required'", () => {
    expect(quoteSearchProblems('', 'aoife@')).toEqual({ option: 'Answer is Required' });
    expect(quoteSearchProblems('branch', 'aoife@')).toEqual({ option: 'Answer is Required' });
  });

  it('requires the input, then 3 to 50 characters', () => {
    expect(quoteSearchProblems('email', '')).toEqual({ input: 'Email is required' });
    expect(quoteSearchProblems('email', 'ao')).toEqual({
      input: 'Please enter more than two characters',
    });
    expect(quoteSearchProblems('email', 'aoi')).toEqual({});
    expect(quoteSearchProblems('email', `${'a'.repeat(40)}@wallet.ie`)).toEqual({});
    expect(quoteSearchProblems('email', `${'a'.repeat(41)}@wallet.ie`)).toEqual({
      input: 'Please enter less than fifty characters',
    });
    expect(quoteSearchProblems('first_name', '')).toEqual({ input: 'First name is required' });
    expect(quoteSearchProblems('last_name', 'Mu')).toEqual({
      input: 'Please enter more than two characters',
    });
    expect(quoteSearchProblems('last_name', 'Mur')).toEqual({});
    expect(quoteSearchProblems('last_name', 'Mur4')).toEqual({
      input: 'Numbers and symbols are not permitted at this time',
    });
  });
});

describe('platform.md 3.3: how agent rows are shown', () => {
  it('shows a leading 00 of a contact number as +', () => {
    expect(contactNumberForDisplay('00353871234567')).toBe('+353871234567');
    expect(contactNumberForDisplay('0871234567')).toBe('0871234567');
    expect(contactNumberForDisplay('+353871234567')).toBe('+353871234567');
    expect(contactNumberForDisplay('00 353 87 123 4567')).toBe('+353871234567');
  });

  it("shows amounts in euro with 2 decimals, or '-' when empty or 0", () => {
    expect(formatQuoteAmount(486.5)).toBe('€486.50');
    expect(formatQuoteAmount(1234)).toBe('€1,234.00');
    expect(formatQuoteAmount(0.01)).toBe('€0.01');
    expect(formatQuoteAmount(0)).toBe('-');
    expect(formatQuoteAmount(null)).toBe('-');
    expect(formatQuoteAmount(undefined)).toBe('-');
  });

  it('shows a live quote time in local time as DD/MM/YYYY HH:mm', () => {
    expect(formatLiveQuoteTimestamp('2026-03-01T13:05:00Z', 'Europe/Dublin')).toBe(
      '01/03/2026 13:05',
    );
    // Irish summer time is an hour ahead of UTC, across midnight too.
    expect(formatLiveQuoteTimestamp('2026-07-01T23:30:00Z', 'Europe/Dublin')).toBe(
      '02/07/2026 00:30',
    );
    expect(formatLiveQuoteTimestamp('not a date')).toBe('');
  });

  it('shows search dates as DD-MM-YYYY and times as DD-MM-YYYY HH:mm', () => {
    expect(formatSearchDate('1986-04-17')).toBe('17-04-1986');
    expect(formatSearchDate('')).toBe('');
    expect(formatSearchTimestamp('2026-11-27T09:07:00Z', 'Europe/Dublin')).toBe('27-11-2026 09:07');
    expect(formatSearchTimestamp('2026-06-27T09:07:00Z', 'Europe/Dublin')).toBe('27-06-2026 10:07');
  });

  it("shows a customer when an agent acted in Irish time, whatever the browser's zone", () => {
    expect(formatIrishDateTime('2026-01-05T09:05:00Z')).toBe('5 January 2026 at 09:05');
    // The clocks go forward at 01:00 UTC on the last Sunday of March, back on October's.
    expect(formatIrishDateTime('2026-03-29T00:59:00Z')).toBe('29 March 2026 at 00:59');
    expect(formatIrishDateTime('2026-03-29T01:00:00Z')).toBe('29 March 2026 at 02:00');
    expect(formatIrishDateTime('2026-10-25T00:30:00Z')).toBe('25 October 2026 at 01:30');
    expect(formatIrishDateTime('2026-10-25T01:30:00Z')).toBe('25 October 2026 at 01:30');
    // Summer time across midnight: the next day in Ireland.
    expect(formatIrishDateTime('2026-07-31T23:15:00.123Z')).toBe('1 August 2026 at 00:15');
    expect(formatIrishDateTime('not a date')).toBe('');
    expect(formatIrishDateTime('')).toBe('');
  });
});
