import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { SummaryError } from './error-summary';

/**
 * The error summary's lines of a form: each field's message linked to its input (in the order of
 * `fieldIds`, the form's), then the message that belongs to the form as a whole.
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
