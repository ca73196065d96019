import { signInError } from '@wallet/domain';
import type { ApiError } from '../../../lib/api-client';

/** The error summary's lines, as every form builds them. */
export { summaryOf } from '../../../ui/error-summary-lines';

/**
 * platform.md 8 'Other login errors' and 'Sign-up errors': the identity provider's message, with
 * the word username replaced by email (the field the customer actually filled in).
 */
export function providerMessage(error: ApiError): string {
  // Without a name, signInError applies only that wording rule, not the login catalogue.
  return signInError({ message: error.message }).message;
}
