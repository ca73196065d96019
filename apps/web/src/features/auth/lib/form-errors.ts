import { signInError } from '@wallet/domain';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { ApiError } from '../../../lib/api-client';
import type { SummaryError } from '../../../ui/error-summary';

/**
 * The error summary's lines: each field's message linked to its input (in form order), then the
 * message that belongs to the form as a whole.
 */
export function summaryOf<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldIds: Partial<Record<keyof T & string, string>>,
  formError?: string | null,
): SummaryError[] {
  const lines: SummaryError[] = [];
  for (const [field, fieldId] of Object.entries(fieldIds) as Array<[string, string]>) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) lines.push({ fieldId, message });
  }
  if (formError) lines.push({ message: formError });
  return lines;
}

/**
 * platform.md 8 'Other login errors' and 'Sign-up errors': the identity provider's message, with
 * the word username replaced by email (the field the customer actually filled in).
 */
export function providerMessage(error: ApiError): string {
  // Without a name, signInError applies only that wording rule, not the login catalogue.
  return signInError({ message: error.message }).message;
}
