import { describe, expect, it } from 'vitest';
import {
  AGENT_MOBILE_MESSAGES,
  AGENT_SEARCH_MESSAGES,
  PORTFOLIO_CODE_MESSAGES,
  agentAuditQuerySchema,
  agentMobilePayloadSchema,
  branchQuoteSearchPayloadSchema,
  contactedPayloadSchema,
  createAccountFormSchema,
  createAccountPayloadSchema,
  customerQuotesPayloadSchema,
  liveQuotesQuerySchema,
  matchPayloadSchema,
  portfolioCodeParamsSchema,
  quoteCustomersPayloadSchema,
  quoteSearchFormSchema,
  retrieveUserFormSchema,
  retrieveUserPayloadSchema,
  toCreateAccountPayload,
  toQuoteCustomersPayload,
  toRetrieveUserPayload,
  unmatchPayloadSchema,
} from '../index.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('live quotes', () => {
  it('pages from 0 by 7, newest first, unless asked otherwise', () => {
    expect(liveQuotesQuerySchema.parse({})).toEqual({
      page: 0,
      size: 7,
      sort: 'created_date,DESC',
    });
    expect(liveQuotesQuerySchema.parse({ page: '2', size: '7', sort: 'created_date,ASC' })).toEqual(
      { page: 2, size: 7, sort: 'created_date,ASC' },
    );
  });

  it('refuses pages and sizes out of bounds, huge numbers and other sorts', () => {
    for (const query of [
      { page: '-1' },
      { page: '1.5' },
      { page: '1e308' },
      { page: '100001' },
      { size: '0' },
      { size: '101' },
      { size: 'seven' },
      { sort: 'premium,DESC' },
    ]) {
      expect(liveQuotesQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(liveQuotesQuerySchema.safeParse({ page: '100000', size: '100' }).success).toBe(true);
  });

  it('takes contacted true only: a contacted quote stays contacted', () => {
    expect(contactedPayloadSchema.parse({ quote_reference: ' HQ-1 ', contacted: true })).toEqual({
      quote_reference: 'HQ-1',
      contacted: true,
    });
    expect(
      messagesOf(contactedPayloadSchema.safeParse({ quote_reference: 'HQ-1', contacted: false })),
    ).toEqual(['A quote marked as contacted stays contacted.']);
    expect(contactedPayloadSchema.safeParse({ quote_reference: '', contacted: true }).success).toBe(
      false,
    );
    expect(
      contactedPayloadSchema.safeParse({ quote_reference: 'x'.repeat(41), contacted: true })
        .success,
    ).toBe(false);
  });
});

describe('Search All Home Quotes', () => {
  it('checks the form and makes the payload of latest_quotes_users', () => {
    expect(
      messagesOf(quoteSearchFormSchema.safeParse({ searchOption: '', searchInput: '' })),
    ).toEqual([AGENT_SEARCH_MESSAGES.optionRequired]);
    const values = { searchOption: 'email', searchInput: ' aoife ' };
    expect(quoteSearchFormSchema.safeParse(values).success).toBe(true);
    const payload = toQuoteCustomersPayload(values);
    expect(quoteCustomersPayloadSchema.parse(payload)).toEqual({
      search_option: 'email',
      search_input: 'aoife',
    });
  });

  it('refuses an input below 3 or above 50 characters, and an unknown option', () => {
    expect(
      messagesOf(
        quoteCustomersPayloadSchema.safeParse({ search_option: 'email', search_input: 'ao' }),
      ),
    ).toEqual(['Please enter more than two characters']);
    expect(
      quoteCustomersPayloadSchema.safeParse({
        search_option: 'email',
        search_input: 'a'.repeat(50),
      }).success,
    ).toBe(true);
    expect(
      messagesOf(
        quoteCustomersPayloadSchema.safeParse({
          search_option: 'email',
          search_input: 'a'.repeat(51),
        }),
      ),
    ).toEqual(['Please enter less than fifty characters']);
    expect(
      messagesOf(
        quoteCustomersPayloadSchema.safeParse({ search_option: 'phone', search_input: 'abc' }),
      ),
    ).toEqual(['Answer is Required']);
  });

  it("takes one customer's e-mail for their quotes", () => {
    expect(customerQuotesPayloadSchema.parse({ email: ' aoife@wallet.test ' })).toEqual({
      email: 'aoife@wallet.test',
    });
    expect(messagesOf(customerQuotesPayloadSchema.safeParse({ email: '' }))).toEqual([
      'Email is required',
    ]);
  });

  it('pages the branch search by up to 1000, from page 0', () => {
    expect(
      branchQuoteSearchPayloadSchema.parse({ search_criteria: 'Athlone', search_type: 'BRANCH' }),
    ).toEqual({
      search_criteria: 'Athlone',
      search_type: 'BRANCH',
      page_number: 0,
      page_size: 1000,
    });
    const base = { search_criteria: 'Athlone', search_type: 'BRANCH' };
    expect(branchQuoteSearchPayloadSchema.safeParse({ ...base, page_size: 1001 }).success).toBe(
      false,
    );
    expect(branchQuoteSearchPayloadSchema.safeParse({ ...base, page_size: 0 }).success).toBe(false);
    expect(branchQuoteSearchPayloadSchema.safeParse({ ...base, page_number: -1 }).success).toBe(
      false,
    );
    expect(branchQuoteSearchPayloadSchema.safeParse({ ...base, page_number: '1' }).success).toBe(
      false,
    );
    expect(
      branchQuoteSearchPayloadSchema.safeParse({ ...base, search_type: 'EMAIL' }).success,
    ).toBe(false);
    expect(
      branchQuoteSearchPayloadSchema.safeParse({ ...base, search_criteria: ' ' }).success,
    ).toBe(false);
  });
});

describe('Create Customer Account', () => {
  const form = {
    firstName: 'Róisín',
    lastName: "O'Brien",
    phoneNo: '087 123 4567',
    email: 'roisin@wallet.test',
    portfolioCode: 'OBRI01',
  };

  it('turns the form into the payload of /profile/profile/create, the mobile with +353', () => {
    const values = createAccountFormSchema.parse(form);
    expect(toCreateAccountPayload(values)).toEqual({
      first_name: 'Róisín',
      last_name: "O'Brien",
      phone: '+353871234567',
      email: 'roisin@wallet.test',
      portfolio_code: 'OBRI01',
    });
    expect(createAccountPayloadSchema.parse(toCreateAccountPayload(values)).phone).toBe(
      '+353871234567',
    );
  });

  it('gives each field its message', () => {
    const result = createAccountFormSchema.safeParse({
      firstName: '',
      lastName: 'B4',
      phoneNo: '',
      email: 'not-an-email',
      portfolioCode: '',
    });
    expect(
      Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message])),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Numbers and symbols are not permitted at this time',
      phoneNo: 'Mobile number is required',
      email: 'Please enter a valid email address',
      portfolioCode: 'Portfolio code is required',
    });
    expect(
      messagesOf(createAccountFormSchema.safeParse({ ...form, portfolioCode: 'obri01' })),
    ).toEqual([PORTFOLIO_CODE_MESSAGES.createAccountFormat]);
  });

  it('checks the verified portfolio code in the path by the same rule', () => {
    expect(portfolioCodeParamsSchema.safeParse({ portfolioCode: 'OBRI01' }).success).toBe(true);
    expect(messagesOf(portfolioCodeParamsSchema.safeParse({ portfolioCode: 'OBRI1' }))).toEqual([
      PORTFOLIO_CODE_MESSAGES.createAccountFormat,
    ]);
  });
});

describe('matching service', () => {
  it('sends the chosen field with starts_with true, and reads it back as option and input', () => {
    const values = { searchOption: 'last_name', searchInput: ' Mur ' };
    expect(retrieveUserFormSchema.safeParse(values).success).toBe(true);
    const payload = toRetrieveUserPayload(values);
    expect(payload).toEqual({ last_name: 'Mur', starts_with: true });
    expect(retrieveUserPayloadSchema.parse(payload)).toEqual({ option: 'last_name', input: 'Mur' });
  });

  it('refuses no field, two fields, starts_with other than true and a short name', () => {
    expect(retrieveUserPayloadSchema.safeParse({ starts_with: true }).success).toBe(false);
    expect(
      retrieveUserPayloadSchema.safeParse({ first_name: 'Ao', last_name: 'Mu', starts_with: true })
        .success,
    ).toBe(false);
    expect(
      retrieveUserPayloadSchema.safeParse({ first_name: 'Ao', starts_with: false }).success,
    ).toBe(false);
    expect(
      messagesOf(retrieveUserPayloadSchema.safeParse({ first_name: 'A', starts_with: true })),
    ).toEqual(['First name is required']);
    expect(
      messagesOf(retrieveUserPayloadSchema.safeParse({ email: '', starts_with: true })),
    ).toEqual(['Email is required']);
  });

  it('takes a match code in the 8-4-4-12 format, kept upper-case', () => {
    expect(
      matchPayloadSchema.parse({
        portfolio_code: 'a1b2c3d4-e5f6-a7b8-c9d0e1f2a3b4',
        third_party_identifier: 'user-1',
      }).portfolio_code,
    ).toBe('A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B4');
    expect(
      messagesOf(
        matchPayloadSchema.safeParse({
          portfolio_code: 'ABCD12',
          third_party_identifier: 'user-1',
        }),
      ),
    ).toEqual([PORTFOLIO_CODE_MESSAGES.matchFormat]);
  });

  it('unmatches a row of either kind of code', () => {
    for (const code of ['ABCD12', 'A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B4']) {
      expect(
        unmatchPayloadSchema.safeParse({ portfolio_code: code, third_party_identifier: 'u' })
          .success,
      ).toBe(true);
    }
    expect(
      unmatchPayloadSchema.safeParse({ portfolio_code: 'ABC', third_party_identifier: 'u' })
        .success,
    ).toBe(false);
  });

  it("keeps the agent's mobile update in international form, with the spec's message", () => {
    expect(
      agentMobilePayloadSchema.parse({ username: 'u', phone_number: '087 123 4567' }).phone_number,
    ).toBe('+353871234567');
    expect(
      agentMobilePayloadSchema.parse({ username: 'u', phone_number: '+353861234567' }).phone_number,
    ).toBe('+353861234567');
    expect(
      messagesOf(agentMobilePayloadSchema.safeParse({ username: 'u', phone_number: '0971234567' })),
    ).toEqual([AGENT_MOBILE_MESSAGES.invalid]);
  });
});

describe('audit trail query', () => {
  it('pages by 20 from 0 and filters by customer, agent or action', () => {
    expect(agentAuditQuerySchema.parse({})).toEqual({ page: 0, size: 20 });
    const customer = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(agentAuditQuerySchema.parse({ customer, action: 'match' })).toMatchObject({
      customer,
      action: 'match',
    });
    expect(agentAuditQuerySchema.safeParse({ customer: 'aoife@wallet.test' }).success).toBe(false);
    expect(agentAuditQuerySchema.safeParse({ action: 'delete' }).success).toBe(false);
    expect(agentAuditQuerySchema.safeParse({ size: '101' }).success).toBe(false);
  });
});
