/**
 * Agent mode's checks on About you (home.md 2 'Agent mode extras'): the data-security rule, the
 * messages and the answers' starting values. Without the schema library, so that a journey page
 * can hold them without loading it; the schemas built on them are in agent-journey.ts.
 */
import { PASSWORD_MIN_LENGTH } from '../profile/account-messages.js';
import type { DataSecurityLookup } from './data-security-record.js';

/** home.md 2: the three data-security questions, in the order the agent asks them. */
export const DATA_SECURITY_CHECKS = [
  'date_of_birth',
  'property_address',
  'correspondence_address',
] as const;
export type DataSecurityCheck = (typeof DATA_SECURITY_CHECKS)[number];

/** home.md 2: 2 correct answers are needed out of the three, the date of birth always one. */
export const DATA_SECURITY_CORRECT_NEEDED = 2;
export const DATA_SECURITY_MANDATORY_CHECK: DataSecurityCheck = 'date_of_birth';

/** platform.md 9: the generated sign-up password's length. */
export const AGENT_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

export const AGENT_JOURNEY_MESSAGES = {
  /** home.md 8, word for word. */
  emailNotFound: 'Email address has not been found',
  /** Ours: the spec names the rules but shows no words for them. */
  dataSecurityAnswerRequired: 'Answer is required',
  dataSecurityDateOfBirth:
    'Data security has not been passed: the customer must give the correct date of birth',
  dataSecurityTooFew:
    'Data security has not been passed: 2 correct answers are needed, one of them the date of birth',
  termsRequired: 'Please confirm that the customer agrees to the terms and conditions',
  /** Decision 0031: the check is asked only of a customer with a record, found by the search. */
  searchBeforeCheck:
    'Search for the customer by email address first: the data-security check compares their answers with our record of them.',
  noRecord:
    'This customer has no record with us yet: there is nothing to check their answers against.',
  dataSecurityRequired:
    'This customer has a record with us: ask the data-security questions and compare the answers with it.',
  generatedPassword: `The password must be ${AGENT_PASSWORD_LENGTH} characters with a number, a symbol, a lower-case and an upper-case letter`,
  notCustomerEmail: 'This email address belongs to a staff account, not to a customer.',
  customerExists: 'This email address already has an account.',
  noCustomerAccount:
    'The customer has no account yet: create it from the sign-in check before taking payment.',
  notAgentQuote:
    'This quote was not made through the agent journey: get the quote for the customer first.',
} as const;

/** An answer to one data-security question: correct, wrong, or not asked yet (null). */
export type DataSecurityAnswers = Record<DataSecurityCheck, boolean | null>;

export const DATA_SECURITY_UNANSWERED: DataSecurityAnswers = {
  date_of_birth: null,
  property_address: null,
  correspondence_address: null,
};

/** How many of the answers the caller gave correctly. */
export function correctDataSecurityAnswers(answers: Partial<DataSecurityAnswers>): number {
  return DATA_SECURITY_CHECKS.filter((check) => answers[check] === true).length;
}

/**
 * home.md 2: the first problem of a data-security check once every question is answered, or
 * nothing when it is passed: the date of birth correct and 2 answers correct in all.
 */
export function dataSecurityProblem(answers: Partial<DataSecurityAnswers>): string | undefined {
  if (answers[DATA_SECURITY_MANDATORY_CHECK] !== true) {
    return AGENT_JOURNEY_MESSAGES.dataSecurityDateOfBirth;
  }
  if (correctDataSecurityAnswers(answers) < DATA_SECURITY_CORRECT_NEEDED) {
    return AGENT_JOURNEY_MESSAGES.dataSecurityTooFew;
  }
  return undefined;
}

export const dataSecurityPassed = (answers: Partial<DataSecurityAnswers>): boolean =>
  dataSecurityProblem(answers) === undefined;

/**
 * The agent's part of About you, as the form holds it (agentAboutYouChecksSchema checks it): the
 * record the e-mail search found (null before a search), and the answers compared with it.
 */
export type AgentAboutYouChecks = {
  termsConfirmed: boolean;
  lookup: DataSecurityLookup | null;
  dataSecurity: DataSecurityAnswers;
};

export const AGENT_ABOUT_YOU_CHECKS_DEFAULTS: AgentAboutYouChecks = {
  termsConfirmed: false,
  lookup: null,
  dataSecurity: { ...DATA_SECURITY_UNANSWERED },
};

/**
 * Decision 0031, the server's side: what is wrong with a quote's data-security answers (null when
 * none were given) for a customer who has a record with us or not. Nothing when they fit.
 */
export function dataSecurityRecordProblem(
  hasRecord: boolean,
  answers: Partial<DataSecurityAnswers> | null,
): string | undefined {
  if (!hasRecord) return answers === null ? undefined : AGENT_JOURNEY_MESSAGES.noRecord;
  if (answers === null) return AGENT_JOURNEY_MESSAGES.dataSecurityRequired;
  return dataSecurityProblem(answers);
}
