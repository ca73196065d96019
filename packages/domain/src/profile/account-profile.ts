import { z } from 'zod';
import { ACCOUNT_VALIDATION_MESSAGES } from './account-messages.js';
import { accountNameSchema } from '../auth/auth-schemas.js';
import { emailFieldSchema } from '../auth/login-schema.js';
import { TITLE_CODES } from '../person/titles.js';

const PROFILE_TEXT_MAX_LENGTH = 100;
const optionalText = z.string().trim().max(PROFILE_TEXT_MAX_LENGTH).default('');

/**
 * platform.md 7: body of POST /profile/profile/ and POST /profile/profile/create/user, sent after
 * sign-up to create the customer's profile (and pair the quote they were buying, if any).
 * Title and address are absent when the customer signed up without a quote.
 */
export const profileCreatePayloadSchema = z.object({
  title: z.enum(TITLE_CODES).nullable().default(null),
  // The names given at sign-up, held to the same rule as there.
  first_name: accountNameSchema(ACCOUNT_VALIDATION_MESSAGES.firstNameRequired),
  last_name: accountNameSchema(ACCOUNT_VALIDATION_MESSAGES.lastNameRequired),
  address: z
    .object({
      address_line1: optionalText,
      address_line2: optionalText,
      address_line3: optionalText,
      town: optionalText,
      county: optionalText,
      eircode: z.string().trim().max(8).default(''),
    })
    .default({
      address_line1: '',
      address_line2: '',
      address_line3: '',
      town: '',
      county: '',
      eircode: '',
    }),
  analyse_transactions: z.boolean().default(false),
  email: emailFieldSchema,
  quote_reference: z.string().trim().max(64).nullable().default(null),
});
export type ProfileCreatePayload = z.input<typeof profileCreatePayloadSchema>;
/** The payload after validation, with its defaults filled in. */
export type ProfileCreateInput = z.output<typeof profileCreatePayloadSchema>;

/** Answer of the profile create calls: successfully_paired, or a failure_reason. */
export const profileCreateResponseSchema = z.object({
  successfully_paired: z.boolean(),
  failure_reason: z.string().optional(),
});
export type ProfileCreateResponse = z.infer<typeof profileCreateResponseSchema>;

/** platform.md 7: body of POST /profile/profile/search/email (agents). */
export const profileSearchByEmailSchema = z.object({ email: emailFieldSchema });
