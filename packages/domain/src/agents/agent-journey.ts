/**
 * Agent mode in the quote journeys (home.md 2, 4 and 6; platform.md 4.4, 6 and 7): the
 * data-security check, the terms confirmation on About you, the password an agent's sign-up
 * generates, and the calls the agent's journey makes. The screens and the API check with these
 * same rules.
 */
import { z } from 'zod';
import { ACCOUNT_VALIDATION_MESSAGES, PASSWORD_MIN_LENGTH } from '../account-messages.js';
import { emailFieldSchema } from '../login-schema.js';
import { internationalMobileSchema } from '../phone.js';
import { accountNameSchema } from '../auth-schemas.js';

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

const answerField = z
  .boolean()
  .nullable()
  .refine((answer) => answer !== null, AGENT_JOURNEY_MESSAGES.dataSecurityAnswerRequired);

/**
 * The agent's part of About you (home.md 2 'Agent mode extras'): the terms confirmation and the
 * data-security check. An unanswered question is told at the question; a check answered but not
 * passed is told at the date of birth (not correct) or at the property address (too few correct).
 */
export const agentAboutYouChecksSchema = z.object({
  agentChecks: z.object({
    termsConfirmed: z
      .boolean()
      .refine((confirmed) => confirmed, AGENT_JOURNEY_MESSAGES.termsRequired),
    dataSecurity: z
      .object({
        date_of_birth: answerField,
        property_address: answerField,
        correspondence_address: answerField,
      })
      .superRefine((answers, context) => {
        if (DATA_SECURITY_CHECKS.some((check) => answers[check] === null)) return;
        const problem = dataSecurityProblem(answers);
        if (!problem) return;
        const path =
          answers.date_of_birth === true ? ['property_address'] : [DATA_SECURITY_MANDATORY_CHECK];
        context.addIssue({ code: 'custom', path, message: problem });
      }),
  }),
});
export type AgentAboutYouChecks = z.input<typeof agentAboutYouChecksSchema>['agentChecks'];

export const AGENT_ABOUT_YOU_CHECKS_DEFAULTS: AgentAboutYouChecks = {
  termsConfirmed: false,
  dataSecurity: { ...DATA_SECURITY_UNANSWERED },
};

/**
 * What an agent's quote carries beside the customer's answers: the terms confirmed and the
 * data-security answers, checked by the server with the same rule.
 */
export const agentQuoteChecksSchema = z
  .object({
    terms_confirmed: z.literal(true, AGENT_JOURNEY_MESSAGES.termsRequired),
    data_security: z
      .object({
        date_of_birth: z.boolean(),
        property_address: z.boolean(),
        correspondence_address: z.boolean(),
      })
      .strict()
      .superRefine((answers, context) => {
        const problem = dataSecurityProblem(answers);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  })
  .strict();
export type AgentQuoteChecks = z.infer<typeof agentQuoteChecksSchema>;

/** The agent's form checks as the quote call sends them; null when they do not pass. */
export function toAgentQuoteChecks(
  checks: AgentAboutYouChecks | undefined,
): AgentQuoteChecks | null {
  const parsed = agentQuoteChecksSchema.safeParse({
    terms_confirmed: checks?.termsConfirmed,
    data_security: checks?.dataSecurity,
  });
  return parsed.success ? parsed.data : null;
}

// ---------------------------------------------------------------------------------------------
// The generated password (home.md 6, platform.md 7 and 9)
// ---------------------------------------------------------------------------------------------

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#$%&*+-=?@^_~';
const CLASSES = [LOWER, UPPER, DIGITS, SYMBOLS] as const;
const ALL = CLASSES.join('');

/** A uniform random whole number from 0 up to (not including) `below`. */
export type RandomIndex = (below: number) => number;

/**
 * platform.md 7: a random password of 12 characters with numbers, symbols, lower and upper case.
 * One of each class first, the rest from all of them, then shuffled, so no class is ever missing.
 */
export function generateAgentPassword(randomIndex: RandomIndex): string {
  const pick = (from: string) => from[randomIndex(from.length)]!;
  const characters = CLASSES.map(pick);
  while (characters.length < AGENT_PASSWORD_LENGTH) characters.push(pick(ALL));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomIndex(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}

/** Whether a password has the generated shape: 12 characters of the four classes, each present. */
export function isAgentGeneratedPassword(password: string): boolean {
  return (
    password.length === AGENT_PASSWORD_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password) &&
    !/\s/.test(password)
  );
}

/**
 * The agent's sign-up of a customer (home.md 6): the customer's names, e-mail and mobile number
 * with the generated password. The account is created_by_agent: the customer sets a password
 * through the reset flow.
 */
export const agentSignUpPayloadSchema = z
  .object({
    given_name: accountNameSchema(ACCOUNT_VALIDATION_MESSAGES.firstNameRequired),
    family_name: accountNameSchema(ACCOUNT_VALIDATION_MESSAGES.lastNameRequired),
    email: emailFieldSchema,
    phone_number: internationalMobileSchema,
    password: z.string().refine(isAgentGeneratedPassword, AGENT_JOURNEY_MESSAGES.generatedPassword),
  })
  .strict();
export type AgentSignUpPayload = z.input<typeof agentSignUpPayloadSchema>;

export const agentSignUpResponseSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  created_by_agent: z.literal(true),
});
export type AgentSignUpResponse = z.infer<typeof agentSignUpResponseSchema>;

/**
 * The user lookup by e-mail of the sign-in check (home.md 7 'User lookup by email'): the spec's
 * request ({dropdownValue email, searchInput}) and answer (user_list and created_by_agent).
 */
export const agentUserLookupPayloadSchema = z
  .object({ dropdownValue: z.literal('email'), searchInput: emailFieldSchema })
  .strict();
export type AgentUserLookupPayload = z.input<typeof agentUserLookupPayloadSchema>;

export const agentUserLookupResponseSchema = z.object({
  user_list: z.array(
    z.object({
      username: z.string(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
    }),
  ),
  created_by_agent: z.boolean(),
});
export type AgentUserLookupResponse = z.infer<typeof agentUserLookupResponseSchema>;
