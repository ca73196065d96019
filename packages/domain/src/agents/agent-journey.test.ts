import { describe, expect, it } from 'vitest';
import {
  AGENT_JOURNEY_MESSAGES as M,
  AGENT_PASSWORD_LENGTH,
  DATA_SECURITY_CHECKS,
  agentAboutYouChecksSchema,
  agentQuoteChecksSchema,
  agentSignUpPayloadSchema,
  dataSecurityPassed,
  dataSecurityProblem,
  generateAgentPassword,
  isAgentGeneratedPassword,
  toAgentQuoteChecks,
  DATA_SECURITY_UNANSWERED,
  agentLookupProblem,
  dataSecurityRecordOf,
  dataSecurityRecordOfProfile,
  dataSecurityRecordOfQuote,
  dataSecurityRecordProblem,
  type DataSecurityAnswers,
  type DataSecurityLookup,
  type DataSecurityRecord,
} from '../index.js';

const answers = (
  dob: boolean,
  property: boolean,
  correspondence: boolean,
): DataSecurityAnswers => ({
  date_of_birth: dob,
  property_address: property,
  correspondence_address: correspondence,
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('data security: 2 correct of 3, the date of birth mandatory', () => {
  it.each([
    [true, true, true, undefined],
    [true, true, false, undefined],
    [true, false, true, undefined],
    [true, false, false, M.dataSecurityTooFew],
    [false, true, true, M.dataSecurityDateOfBirth],
    [false, true, false, M.dataSecurityDateOfBirth],
    [false, false, true, M.dataSecurityDateOfBirth],
    [false, false, false, M.dataSecurityDateOfBirth],
  ])('dob %s, property %s, correspondence %s: %s', (dob, property, correspondence, problem) => {
    const given = answers(dob, property, correspondence);
    expect(dataSecurityProblem(given)).toBe(problem);
    expect(dataSecurityPassed(given)).toBe(problem === undefined);
  });

  it('counts an unanswered question as not correct', () => {
    expect(dataSecurityPassed({ date_of_birth: true, property_address: null })).toBe(false);
  });
});

const EMAIL = 'aoife@example.ie';
const RECORD: DataSecurityRecord = {
  source: 'profile',
  date_of_birth: '02/03/1980',
  property_address: null,
  correspondence_address: '1 Main Street, Sligo',
};
const withRecord: DataSecurityLookup = { email: EMAIL, record: RECORD };
const noRecord: DataSecurityLookup = { email: EMAIL, record: null };

describe('the agent checks on About you', () => {
  const form = (
    termsConfirmed: boolean,
    dataSecurity: Record<string, boolean | null>,
    lookup: DataSecurityLookup | null = withRecord,
  ) =>
    agentAboutYouChecksSchema.safeParse({ agentChecks: { termsConfirmed, lookup, dataSecurity } });

  it('asks for every answer and the terms before judging the check', () => {
    const result = form(false, {
      date_of_birth: null,
      property_address: true,
      correspondence_address: null,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['agentChecks.termsConfirmed', M.termsRequired],
      ['agentChecks.dataSecurity.date_of_birth', M.dataSecurityAnswerRequired],
      ['agentChecks.dataSecurity.correspondence_address', M.dataSecurityAnswerRequired],
    ]);
  });

  it('tells a wrong date of birth at the date of birth, too few at the property address', () => {
    const wrongDob = form(true, answers(false, true, true));
    expect(wrongDob.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'agentChecks.dataSecurity.date_of_birth',
    ]);
    const tooFew = form(true, answers(true, false, false));
    expect(tooFew.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['agentChecks.dataSecurity.property_address', M.dataSecurityTooFew],
    ]);
  });

  it('passes with the terms confirmed and two correct answers', () => {
    expect(form(true, answers(true, false, true)).success).toBe(true);
  });

  it('asks no data-security answer of a customer with no record, nor before a search', () => {
    expect(form(true, DATA_SECURITY_UNANSWERED, noRecord).success).toBe(true);
    expect(form(true, DATA_SECURITY_UNANSWERED, null).success).toBe(true);
    expect(form(false, DATA_SECURITY_UNANSWERED, noRecord).error?.issues).toHaveLength(1);
  });

  it('asks for a search of the e-mail typed, whatever its case', () => {
    expect(agentLookupProblem(EMAIL, null)).toBe(M.searchBeforeCheck);
    expect(agentLookupProblem('someone.else@example.ie', withRecord)).toBe(M.searchBeforeCheck);
    expect(agentLookupProblem(' Aoife@Example.ie ', withRecord)).toBeUndefined();
  });

  it('is sent as the quote call checks it, or not at all when it does not pass', () => {
    const checks = (lookup: DataSecurityLookup | null, dataSecurity: DataSecurityAnswers) => ({
      termsConfirmed: true,
      lookup,
      dataSecurity,
    });
    expect(toAgentQuoteChecks(checks(withRecord, answers(true, true, false)), EMAIL)).toEqual({
      terms_confirmed: true,
      data_security: answers(true, true, false),
    });
    expect(toAgentQuoteChecks(checks(withRecord, answers(true, false, false)), EMAIL)).toBeNull();
    // No record: no answers are sent, whatever the form held.
    expect(toAgentQuoteChecks(checks(noRecord, answers(true, true, true)), EMAIL)).toEqual({
      terms_confirmed: true,
      data_security: null,
    });
    // Not searched for this e-mail: nothing is sent.
    expect(toAgentQuoteChecks(checks(noRecord, answers(true, true, true)), 'b@x.ie')).toBeNull();
    expect(toAgentQuoteChecks(undefined, EMAIL)).toBeNull();
  });
});

describe('the record the check compares with (decision 0031)', () => {
  const address = { address_line1: '1 Main Street', town: 'Sligo', county: 'Sligo', eircode: '' };
  it('reads a quote: the date of birth shown as typed, both addresses', () => {
    const holder = {
      date_of_birth: '1980-03-02',
      primary_address: { ...address, post_code: 'F91 X2Y3' },
      correspondence_address: null,
    };
    expect(dataSecurityRecordOfQuote(holder)).toEqual({
      source: 'quote',
      date_of_birth: '02/03/1980',
      property_address: '1 Main Street, Sligo, Sligo, F91 X2Y3',
      correspondence_address: '1 Main Street, Sligo, Sligo, F91 X2Y3',
    });
  });

  it('reads a profile: no property address; an empty profile is no record', () => {
    expect(dataSecurityRecordOfProfile({ date_of_birth: '1980-03-02', address })).toEqual({
      source: 'profile',
      date_of_birth: '02/03/1980',
      property_address: null,
      correspondence_address: '1 Main Street, Sligo, Sligo',
    });
    const empty = { date_of_birth: null, address: { address_line1: '', town: '', county: '' } };
    expect(dataSecurityRecordOfProfile(empty)).toBeNull();
    expect(dataSecurityRecordOf(null, dataSecurityRecordOfProfile(empty))).toBeNull();
  });

  it('is the server rule: answers passed when there is a record, none when there is not', () => {
    expect(dataSecurityRecordProblem(true, answers(true, true, false))).toBeUndefined();
    expect(dataSecurityRecordProblem(true, answers(false, true, true))).toBe(
      M.dataSecurityDateOfBirth,
    );
    expect(dataSecurityRecordProblem(true, null)).toBe(M.dataSecurityRequired);
    expect(dataSecurityRecordProblem(false, null)).toBeUndefined();
    expect(dataSecurityRecordProblem(false, answers(true, true, true))).toBe(M.noRecord);
  });
});

describe('the agent quote checks the server reads', () => {
  it('refuses terms not confirmed, a failed check, a missing answer and unknown fields', () => {
    expect(
      messagesOf(
        agentQuoteChecksSchema.safeParse({
          terms_confirmed: false,
          data_security: answers(true, true, true),
        }),
      ),
    ).toEqual([M.termsRequired]);
    expect(
      messagesOf(
        agentQuoteChecksSchema.safeParse({
          terms_confirmed: true,
          data_security: answers(false, true, true),
        }),
      ),
    ).toEqual([M.dataSecurityDateOfBirth]);
    expect(
      agentQuoteChecksSchema.safeParse({
        terms_confirmed: true,
        data_security: { date_of_birth: true, property_address: true },
      }).success,
    ).toBe(false);
    expect(
      agentQuoteChecksSchema.safeParse({
        terms_confirmed: true,
        data_security: { ...answers(true, true, true), mothers_maiden_name: true },
      }).success,
    ).toBe(false);
  });
});

describe('the generated password', () => {
  /** A seeded generator, so a failure can be run again. */
  function seeded(seed: number) {
    let state = seed;
    return (below: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % below;
    };
  }

  it('is 12 characters with a number, a symbol, a lower-case and an upper-case letter', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const password = generateAgentPassword(seeded(seed));
      expect(password).toHaveLength(AGENT_PASSWORD_LENGTH);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
      expect(isAgentGeneratedPassword(password)).toBe(true);
    }
  });

  it('has every class even from a generator that always answers 0', () => {
    expect(isAgentGeneratedPassword(generateAgentPassword(() => 0))).toBe(true);
  });

  it('differs from one generation to the next', () => {
    const passwords = new Set(
      Array.from({ length: 50 }, (_, seed) => generateAgentPassword(seeded(seed + 7))),
    );
    expect(passwords.size).toBe(50);
  });

  it.each([
    ['Ab3!efgh1234', true],
    ['Ab3!efgh123', false], // 11
    ['Ab3!efgh12345', false], // 13
    ['ab3!efgh1234', false], // no upper case
    ['AB3!EFGH1234', false], // no lower case
    ['Abc!efghijkl', false], // no number
    ['Ab3defgh1234', false], // no symbol
    ['Ab3 efgh1234', false], // a space is no symbol
  ])('%s has the generated shape: %s', (password, shaped) => {
    expect(isAgentGeneratedPassword(password)).toBe(shaped);
  });
});

describe("the agent's sign-up payload", () => {
  const payload = {
    given_name: 'Siobhán',
    family_name: "O'Neill",
    email: 'siobhan.oneill@example.ie',
    phone_number: '+353871234567',
    password: 'Ab3!efgh1234',
  };

  it('takes the names, e-mail, mobile and a generated password', () => {
    expect(agentSignUpPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('refuses a password of another shape and unknown fields', () => {
    expect(
      messagesOf(agentSignUpPayloadSchema.safeParse({ ...payload, password: 'Wallet-Demo-2026!' })),
    ).toEqual([M.generatedPassword]);
    expect(agentSignUpPayloadSchema.safeParse({ ...payload, role: 'agent' }).success).toBe(false);
  });

  it('knows the three questions in the order they are asked', () => {
    expect(DATA_SECURITY_CHECKS).toEqual([
      'date_of_birth',
      'property_address',
      'correspondence_address',
    ]);
  });
});
