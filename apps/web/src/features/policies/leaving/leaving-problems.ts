import { API_ERROR_MESSAGES } from '@wallet/domain';
import { ApiRequestError } from '../../../lib/api-client';

/** The first step's fields, which the API's fieldErrors may name. */
export type LeavingField = 'last_day_of_cover' | 'reason';

/** What went wrong, as the first step shows it: by its field, or for the form as a whole. */
export type LeavingProblems = {
  fields: Partial<Record<LeavingField, string>>;
  form: string | null;
};

export const NO_PROBLEMS: LeavingProblems = { fields: {}, form: null };

const FIELDS: readonly string[] = ['last_day_of_cover', 'reason'] satisfies LeavingField[];

/**
 * A refused quote or confirmation as the customer reads it: a 400's fieldErrors by their field
 * (the policy's own refusals, such as a claim in progress, belong to the whole form), a 409's
 * message (the figures changed), or the call's own message.
 */
export function leavingProblemsOf(error: unknown): LeavingProblems {
  if (!(error instanceof ApiRequestError))
    return { fields: {}, form: API_ERROR_MESSAGES.unexpected };
  const body = error.detail.body as { fieldErrors?: Record<string, unknown> } | undefined;
  const fields: LeavingProblems['fields'] = {};
  const others: string[] = [];
  for (const [field, messages] of Object.entries(body?.fieldErrors ?? {})) {
    const message = Array.isArray(messages)
      ? messages.find((m) => typeof m === 'string')
      : undefined;
    if (typeof message !== 'string') continue;
    if (FIELDS.includes(field)) fields[field as LeavingField] = message;
    else others.push(message);
  }
  const form = others[0] ?? (Object.keys(fields).length > 0 ? null : error.detail.message);
  return { fields, form };
}
