/**
 * Agent mode in the quote journeys (home.md 2, 4 and 6; platform.md 4.4, 6 and 7): the
 * data-security check, the terms confirmation on About you, the password an agent's sign-up
 * generates, and the calls the agent's journey makes. The screens and the API check with these
 * same rules.
 */
import { z } from 'zod';
import { ACCOUNT_VALIDATION_MESSAGES } from '../profile/account-messages.js';
import { emailFieldSchema } from '../auth/login-schema.js';
import { internationalMobileSchema } from '../person/phone.js';
import { accountNameSchema } from '../auth/auth-schemas.js';
import {
  AGENT_JOURNEY_MESSAGES,
  AGENT_PASSWORD_LENGTH,
  type AgentAboutYouChecks,
  DATA_SECURITY_CHECKS,
  DATA_SECURITY_MANDATORY_CHECK,
  dataSecurityProblem,
} from './agent-checks.js';
import { isLookupFor, type DataSecurityLookup } from './data-security-record.js';

const recordValue = z.string().nullable();
const lookupSchema = z.object({
  email: z.string(),
  record: z
    .object({
      source: z.enum(['quote', 'profile']),
      date_of_birth: recordValue,
      property_address: recordValue,
      correspondence_address: recordValue,
    })
    .nullable(),
});

/**
 * The agent's part of About you (home.md 2 'Agent mode extras', decision 0031): the terms
 * confirmation and, when the e-mail search found a record of the customer, the data-security check
 * against it. An unanswered question is told at the question; a check answered but not passed is
 * told at the date of birth (not correct) or at the property address (too few correct). Without a
 * record the answers are not asked for. Whether the search was made for the e-mail typed is
 * checked with About you's e-mail (agentLookupProblem).
 */
export const agentAboutYouChecksSchema = z.object({
  agentChecks: z
    .object({
      termsConfirmed: z
        .boolean()
        .refine((confirmed) => confirmed, AGENT_JOURNEY_MESSAGES.termsRequired),
      lookup: lookupSchema.nullable(),
      dataSecurity: z.object({
        date_of_birth: z.boolean().nullable(),
        property_address: z.boolean().nullable(),
        correspondence_address: z.boolean().nullable(),
      }),
    })
    .superRefine(({ lookup, dataSecurity: answers }, context) => {
      if (!lookup?.record) return;
      const unanswered = DATA_SECURITY_CHECKS.filter((check) => answers[check] === null);
      for (const check of unanswered) {
        context.addIssue({
          code: 'custom',
          path: ['dataSecurity', check],
          message: AGENT_JOURNEY_MESSAGES.dataSecurityAnswerRequired,
        });
      }
      if (unanswered.length > 0) return;
      const problem = dataSecurityProblem(answers);
      if (!problem) return;
      const path =
        answers.date_of_birth === true ? 'property_address' : DATA_SECURITY_MANDATORY_CHECK;
      context.addIssue({ code: 'custom', path: ['dataSecurity', path], message: problem });
    }),
});

/** Told at About you's e-mail until the agent has searched for the e-mail typed. */
export function agentLookupProblem(
  email: string,
  lookup: DataSecurityLookup | null | undefined,
): string | undefined {
  return isLookupFor(lookup, email) ? undefined : AGENT_JOURNEY_MESSAGES.searchBeforeCheck;
}
/**
 * What an agent's quote carries beside the customer's answers: the terms confirmed and the
 * data-security answers, checked by the server with the same rule; null when the customer has no
 * record to check against (the server decides whether they have, dataSecurityRecordProblem).
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
      })
      .nullable(),
  })
  .strict();
export type AgentQuoteChecks = z.infer<typeof agentQuoteChecksSchema>;

/**
 * The agent's form checks as the quote call sends them, for the e-mail quoted: null when they do
 * not pass (no search for this e-mail, or a record's check not passed).
 */
export function toAgentQuoteChecks(
  checks: AgentAboutYouChecks | undefined,
  email: string,
): AgentQuoteChecks | null {
  if (!checks || agentLookupProblem(email, checks.lookup)) return null;
  const parsed = agentQuoteChecksSchema.safeParse({
    terms_confirmed: checks.termsConfirmed,
    data_security: checks.lookup?.record ? checks.dataSecurity : null,
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
