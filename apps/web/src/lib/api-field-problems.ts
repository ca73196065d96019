import { API_ERROR_MESSAGES } from '@wallet/domain';
import { ApiRequestError } from './api-client';

/** What a refused call said, as a form shows it: by its field, or for the form as a whole. */
export type FieldProblems<Field extends string> = {
  fields: Partial<Record<Field, string>>;
  form: string | null;
};

/**
 * A refused call's first message for each field its fieldErrors name (by the request's field
 * path), and the call's own message; a failure that is not the API's answer has only the latter.
 */
export function apiFieldMessages(error: unknown): {
  byPath: Record<string, string>;
  message: string;
} {
  if (!(error instanceof ApiRequestError)) {
    return { byPath: {}, message: API_ERROR_MESSAGES.unexpected };
  }
  const body = error.detail.body as { fieldErrors?: Record<string, unknown> } | undefined;
  const byPath: Record<string, string> = {};
  for (const [path, messages] of Object.entries(body?.fieldErrors ?? {})) {
    const message = Array.isArray(messages)
      ? messages.find((m) => typeof m === 'string')
      : undefined;
    if (typeof message === 'string') byPath[path] = message;
  }
  return { byPath, message: error.detail.message };
}

/**
 * A refused call as the customer reads it: a 400's fieldErrors by the form's own `fields` (the
 * first message of each; any other field's belongs to the whole form), or the call's own message.
 */
export function apiFieldProblems<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldProblems<Field> {
  const { byPath, message } = apiFieldMessages(error);
  if (!(error instanceof ApiRequestError)) return { fields: {}, form: message };
  const found: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  for (const [field, fieldMessage] of Object.entries(byPath)) {
    if ((fields as readonly string[]).includes(field)) found[field as Field] = fieldMessage;
    else others.push(fieldMessage);
  }
  const form = others[0] ?? (Object.keys(found).length > 0 ? null : message);
  return { fields: found, form };
}
