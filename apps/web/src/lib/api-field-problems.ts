import { API_ERROR_MESSAGES } from '@wallet/domain';
import { ApiRequestError } from './api-client';

/** What a refused call said, as a form shows it: by its field, or for the form as a whole. */
export type FieldProblems<Field extends string> = {
  fields: Partial<Record<Field, string>>;
  form: string | null;
};

/**
 * A refused call as the customer reads it: a 400's fieldErrors by the form's own `fields` (the
 * first message of each; any other field's belongs to the whole form), or the call's own message.
 */
export function apiFieldProblems<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldProblems<Field> {
  if (!(error instanceof ApiRequestError)) {
    return { fields: {}, form: API_ERROR_MESSAGES.unexpected };
  }
  const body = error.detail.body as { fieldErrors?: Record<string, unknown> } | undefined;
  const found: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  for (const [field, messages] of Object.entries(body?.fieldErrors ?? {})) {
    const message = Array.isArray(messages)
      ? messages.find((m) => typeof m === 'string')
      : undefined;
    if (typeof message !== 'string') continue;
    if ((fields as readonly string[]).includes(field)) found[field as Field] = message;
    else others.push(message);
  }
  const form = others[0] ?? (Object.keys(found).length > 0 ? null : error.detail.message);
  return { fields: found, form };
}
