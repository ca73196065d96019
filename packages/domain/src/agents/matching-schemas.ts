/**
 * The matching service of super agents (platform.md 2.10, 3.3, 4.4, 5, 7 and 8): retrieve user,
 * the portfolio rows of the Match modal, and the edit-mobile modal.
 */
import { z } from 'zod';
import { toInternationalMobile } from '../person/phone.js';
import { withoutSpaces } from '../person/phone-rules.js';
import { AGENT_SEARCH_MESSAGES, PORTFOLIO_CODE_MESSAGES } from './agent-messages.js';
import { reportProblems } from './agent-paging.js';
import {
  agentMobileProblem,
  isPortfolioCode,
  matchPortfolioCodeOf,
  matchPortfolioCodeProblem,
  RETRIEVE_USER_OPTIONS,
  retrieveUserProblems,
  type RetrieveUserOption,
} from './agent-rules.js';

/** Retrieve user's form: the search option and input (platform.md 5). */
export const retrieveUserFormSchema = z
  .object({ searchOption: z.string(), searchInput: z.string() })
  .superRefine((values, context) =>
    reportProblems(context, retrieveUserProblems(values.searchOption, values.searchInput), {
      option: 'searchOption',
      input: 'searchInput',
    }),
  );
export type RetrieveUserFormValues = z.input<typeof retrieveUserFormSchema>;

const searchText = z.string().max(1000).optional();

/**
 * POST /users: one field chosen by the search option, plus starts_with true (platform.md 7);
 * the search finds the users whose field starts with the input, in any case. Comes out as the
 * option and the trimmed input.
 */
export const retrieveUserPayloadSchema = z
  .object({
    email: searchText,
    first_name: searchText,
    last_name: searchText,
    starts_with: z.literal(true),
  })
  .superRefine((values, context) => {
    const given = RETRIEVE_USER_OPTIONS.filter((option) => values[option] !== undefined);
    if (given.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['search_option'],
        message: AGENT_SEARCH_MESSAGES.optionRequired,
      });
      return;
    }
    const option = given[0]!;
    reportProblems(context, retrieveUserProblems(option, values[option]), {
      option: option,
      input: option,
    });
  })
  .transform((values) => {
    const option = RETRIEVE_USER_OPTIONS.find((name) => values[name] !== undefined)!;
    return { option, input: values[option]!.trim() };
  });
export type RetrieveUserPayload = z.input<typeof retrieveUserPayloadSchema>;

export function toRetrieveUserPayload(values: RetrieveUserFormValues): RetrieveUserPayload {
  return {
    [values.searchOption as RetrieveUserOption]: values.searchInput.trim(),
    starts_with: true,
  } as RetrieveUserPayload;
}

/**
 * platform.md 3.3: a user row. username is the user's identifier at the identity service: the
 * third_party_identifier of their portfolio rows and the username of a mobile update.
 */
export const retrievedUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  username: z.string(),
});
export type RetrievedUser = z.infer<typeof retrievedUserSchema>;
export const userListSchema = z.object({ user_list: z.array(retrievedUserSchema) });
export type UserList = z.infer<typeof userListSchema>;

const thirdPartyIdentifierSchema = z.string().trim().min(1).max(100);

/** POST /home/applied_match/search */
export const matchSearchPayloadSchema = z.object({
  third_party_identifier: thirdPartyIdentifierSchema,
});

/** platform.md 3.3: a portfolio pair, a row of the Match modal. */
export const portfolioRowSchema = z.object({
  portfolio_code: z.string(),
  third_party_identifier: z.string(),
});
export type PortfolioRow = z.infer<typeof portfolioRowSchema>;
export const portfolioRowsSchema = z.array(portfolioRowSchema);

/** A Match modal portfolio code: XXXXXXXX-XXXX-XXXX-XXXXXXXXXXXX, kept upper-case. */
export const matchPortfolioCodeSchema = z
  .string()
  .superRefine((value, context) => {
    const problem = matchPortfolioCodeProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform(matchPortfolioCodeOf);

/** POST /home/applied_match/match */
export const matchPayloadSchema = z.object({
  portfolio_code: matchPortfolioCodeSchema,
  third_party_identifier: thirdPartyIdentifierSchema,
});
export type MatchPayload = z.input<typeof matchPayloadSchema>;

/**
 * successfully_paired, or matching_failure when the code is already registered: to whom
 * (policy_holder_email) and who submitted that pairing (user_email) (platform.md 7 and 8).
 */
export const matchResponseSchema = z.object({
  successfully_paired: z.boolean(),
  message: z.string(),
  matching_failure: z
    .object({ policy_holder_email: z.string(), user_email: z.string() })
    .optional(),
});
export type MatchResponse = z.infer<typeof matchResponseSchema>;

/**
 * POST /home/applied_match/unmatch: the row as the Match modal shows it; a code of either kind,
 * since Create Customer Account pairs 4-letter-2-digit codes.
 */
export const unmatchPayloadSchema = z.object({
  portfolio_code: z
    .string()
    .trim()
    .min(1, PORTFOLIO_CODE_MESSAGES.required)
    .max(40)
    .refine(
      (code) => isPortfolioCode(code) || isPortfolioCode(matchPortfolioCodeOf(code)),
      PORTFOLIO_CODE_MESSAGES.matchFormat,
    ),
  third_party_identifier: thirdPartyIdentifierSchema,
});
export type UnmatchPayload = z.input<typeof unmatchPayloadSchema>;

/** A mobile number as the agent's update takes it (platform.md 5), kept in international form. */
export const agentMobileNumberSchema = z
  .string()
  .max(40)
  .superRefine((value, context) => {
    const problem = agentMobileProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => toInternationalMobile(withoutSpaces(value)));

/** The edit-mobile modal. */
export const agentMobileFormSchema = z.object({ phoneNumber: agentMobileNumberSchema });
export type AgentMobileFormValues = z.input<typeof agentMobileFormSchema>;

/** PUT /users/phone_number (ours: the spec does not show the mobile update's path). */
export const agentMobilePayloadSchema = z.object({
  username: thirdPartyIdentifierSchema,
  phone_number: agentMobileNumberSchema,
});
export type AgentMobilePayload = z.input<typeof agentMobilePayloadSchema>;

export const agentMobileResponseSchema = z.object({
  message: z.string(),
  phone_number: z.string(),
});
export type AgentMobileResponse = z.infer<typeof agentMobileResponseSchema>;
