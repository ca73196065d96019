/** Create Customer Account, the agent's Register User (platform.md 2.10, 5, 6, 7 and 8). */
import { z } from 'zod';
import { ACCOUNT_VALIDATION_MESSAGES } from '../profile/account-messages.js';
import { accountNameSchema } from '../auth/auth-schemas.js';
import { emailFieldSchema } from '../auth/login-schema.js';
import {
  internationalMobileSchema,
  mobileNumberSchema,
  toInternationalMobile,
} from '../person/phone.js';
import { createAccountPortfolioCodeProblem } from './agent-rules.js';

/** A Create Customer Account portfolio code: required, 4 upper-case letters then 2 digits. */
export const createAccountPortfolioCodeSchema = z
  .string()
  .superRefine((value, context) => {
    const problem = createAccountPortfolioCodeProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.trim());

/** The form: first and last name, mobile, e-mail and portfolio code (platform.md 5). */
export const createAccountFormSchema = z.object({
  firstName: accountNameSchema(ACCOUNT_VALIDATION_MESSAGES.firstNameRequired),
  lastName: accountNameSchema(ACCOUNT_VALIDATION_MESSAGES.lastNameRequired),
  phoneNo: mobileNumberSchema,
  email: emailFieldSchema,
  portfolioCode: createAccountPortfolioCodeSchema,
});
export type CreateAccountFormValues = z.input<typeof createAccountFormSchema>;

/**
 * POST /profile/profile/create (platform.md 7): the form's values; the mobile may come as typed
 * or with +353 (platform.md 5) and is kept in international form.
 */
export const createAccountPayloadSchema = z.object({
  first_name: accountNameSchema(ACCOUNT_VALIDATION_MESSAGES.firstNameRequired),
  last_name: accountNameSchema(ACCOUNT_VALIDATION_MESSAGES.lastNameRequired),
  phone: internationalMobileSchema,
  email: emailFieldSchema,
  portfolio_code: createAccountPortfolioCodeSchema,
});
export type CreateAccountPayload = z.input<typeof createAccountPayloadSchema>;

export function toCreateAccountPayload(
  values: z.output<typeof createAccountFormSchema>,
): CreateAccountPayload {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    phone: toInternationalMobile(values.phoneNo),
    email: values.email,
    portfolio_code: values.portfolioCode,
  };
}

/**
 * The answer: successfully_paired, or failure_reason in the spec's words (platform.md 8).
 * existing_user says the e-mail already had an account: it was paired, not created, and the
 * message is the match message instead of the e-mail-sent one.
 */
export const createAccountResponseSchema = z.object({
  successfully_paired: z.boolean(),
  existing_user: z.boolean(),
  message: z.string().optional(),
  failure_reason: z.string().optional(),
});
export type CreateAccountResponse = z.infer<typeof createAccountResponseSchema>;

/** GET /home/applied_home_quotes/verify/portfolio/{portfolioCode} */
export const portfolioCodeParamsSchema = z.object({
  portfolioCode: createAccountPortfolioCodeSchema,
});
export const portfolioVerificationSchema = z.object({
  portfolio_code: z.string(),
  valid: z.literal(true),
});
export type PortfolioVerification = z.infer<typeof portfolioVerificationSchema>;
