/** Search All Home Quotes (platform.md 2.10, 3.3, 5 and 7). */
import { z } from 'zod';
import { emailFieldSchema } from '../auth/login-schema.js';
import { AGENT_SEARCH_MESSAGES } from './agent-messages.js';
import {
  AGENT_MAX_PAGE_NUMBER,
  BRANCH_SEARCH_PAGE_SIZE,
  BRANCH_SEARCH_TYPE,
} from './agent-constants.js';
import { pageSchema, reportProblems } from './agent-paging.js';
import {
  QUOTE_SEARCH_OPTIONS,
  quoteSearchProblems,
  type QuoteSearchOption,
} from './agent-rules.js';

/** The search form: its option and input, one message at a time. */
export const quoteSearchFormSchema = z
  .object({ searchOption: z.string(), searchInput: z.string() })
  .superRefine((values, context) =>
    reportProblems(context, quoteSearchProblems(values.searchOption, values.searchInput), {
      option: 'searchOption',
      input: 'searchInput',
    }),
  );
export type QuoteSearchFormValues = z.input<typeof quoteSearchFormSchema>;

/** POST /home/applied_home_quotes/latest_quotes_users: the customers whose quotes match. */
export const quoteCustomersPayloadSchema = z
  .object({
    search_option: z.enum(QUOTE_SEARCH_OPTIONS, { error: AGENT_SEARCH_MESSAGES.optionRequired }),
    search_input: z.string().max(1000),
  })
  .superRefine((values, context) =>
    reportProblems(context, quoteSearchProblems(values.search_option, values.search_input), {
      option: 'search_option',
      input: 'search_input',
    }),
  )
  .transform((values) => ({ ...values, search_input: values.search_input.trim() }));
export type QuoteCustomersPayload = z.input<typeof quoteCustomersPayloadSchema>;

export function toQuoteCustomersPayload(values: QuoteSearchFormValues): QuoteCustomersPayload {
  return {
    search_option: values.searchOption as QuoteSearchOption,
    search_input: values.searchInput.trim(),
  };
}

/** A customer whose home quotes match a search: the name and e-mail of their latest quote. */
export const quoteCustomerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type QuoteCustomer = z.infer<typeof quoteCustomerSchema>;
export const quoteCustomersSchema = z.array(quoteCustomerSchema);

/** POST /home/applied_home_quotes/latest_quotes: one customer's home quotes, by e-mail. */
export const customerQuotesPayloadSchema = z.object({ email: emailFieldSchema });
export type CustomerQuotesPayload = z.input<typeof customerQuotesPayloadSchema>;

/**
 * platform.md 3.3: a quote search row. Amounts are euro (formatQuoteAmount shows '-' for none or
 * 0); the date of birth is YYYY-MM-DD and the timestamp an ISO 8601 instant (the screen shows
 * DD-MM-YYYY and DD-MM-YYYY HH:mm). policy_code names the quote for the selected-quote call.
 */
export const quoteSearchRowSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string().nullable(),
  email: z.string(),
  policy_code: z.string(),
  rsa_quote_amount: z.number().nullable(),
  fbd_quote_amount: z.number().nullable(),
  quote_timestamp: z.string(),
  dwelling_type: z.string().nullable(),
  branch: z.string().nullable(),
});
export type QuoteSearchRow = z.infer<typeof quoteSearchRowSchema>;
export const quoteSearchRowsSchema = z.array(quoteSearchRowSchema);

/** POST /home/applied_home_quotes/latest_quotes/branch: a branch's quotes, a page at a time. */
export const branchQuoteSearchPayloadSchema = z.object({
  /** The branch's name, as the branch typeahead shows it. */
  search_criteria: z.string().trim().min(1, AGENT_SEARCH_MESSAGES.optionRequired).max(100),
  search_type: z.literal(BRANCH_SEARCH_TYPE),
  /** Pages count from 0. */
  page_number: z.number().int().min(0).max(AGENT_MAX_PAGE_NUMBER).default(0),
  page_size: z.number().int().min(1).max(BRANCH_SEARCH_PAGE_SIZE).default(BRANCH_SEARCH_PAGE_SIZE),
});
export type BranchQuoteSearchPayload = z.input<typeof branchQuoteSearchPayloadSchema>;

export const quoteSearchPageSchema = pageSchema(quoteSearchRowSchema);
export type QuoteSearchPage = z.infer<typeof quoteSearchPageSchema>;

/** GET /home/applied_home_quotes/latest/policy_code?policyCode={code}: the agent's chosen quote. */
export const selectedQuoteQuerySchema = z.object({
  policyCode: z.string().trim().min(1).max(40),
});
