import { signInError } from '@wallet/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { apiFieldProblems } from '../../../lib/api-field-problems';

/**
 * A refused change as its form shows it: the API's message for each of the form's fields on that
 * field, anything else (a wrong code, too many codes) for the form as a whole; answers the latter.
 */
export function showServerProblems<Values extends FieldValues>(
  error: unknown,
  fields: readonly (keyof Values & string)[],
  setError: UseFormSetError<Values>,
): string | null {
  const problems = apiFieldProblems(error, fields);
  for (const [field, message] of Object.entries(problems.fields)) {
    setError(field as Path<Values>, { type: 'server', message: message as string });
  }
  if (!problems.form) return null;
  // The identity service's own words, with 'username' said as the email it is (platform.md 8).
  return error instanceof ApiRequestError
    ? signInError({ message: error.detail.message }).message
    : problems.form;
}
