import { API_ERROR_MESSAGES } from '@wallet/domain';
import { ApiRequestError, isConflict } from '../../../lib/api-client';
import type { ChangeProblems } from '../../../lib/policy-change-form';

/** The first message of each of a 400's fieldErrors, by the API's keys. */
function fieldMessagesOf(error: ApiRequestError): ChangeProblems {
  const body = error.detail.body as { fieldErrors?: Record<string, unknown> } | undefined;
  const fields: ChangeProblems = {};
  for (const [field, messages] of Object.entries(body?.fieldErrors ?? {})) {
    const message = Array.isArray(messages)
      ? messages.find((m) => typeof m === 'string')
      : typeof messages === 'string'
        ? messages
        : undefined;
    if (typeof message === 'string') fields[field] = message;
  }
  return fields;
}

/**
 * A refused pricing as the form shows it: a 400's fieldErrors by their field (the keys the form's
 * own checks use), or the call's message for the whole form.
 */
export function quoteProblemsOf(error: unknown): ChangeProblems {
  if (!(error instanceof ApiRequestError)) return { form: API_ERROR_MESSAGES.unexpected };
  const fields = fieldMessagesOf(error);
  return Object.keys(fields).length > 0 ? fields : { form: error.detail.message };
}

/**
 * A refused confirmation: a 409 (the price changed or expired, the change already made) goes back
 * to pricing with its message; anything else stays on the price step, a missing payment by its
 * field.
 */
export function applyProblemsOf(
  error: unknown,
):
  | { backToPricing: true; message: string }
  | { backToPricing: false; payment?: string; form?: string } {
  if (!(error instanceof ApiRequestError)) {
    return { backToPricing: false, form: API_ERROR_MESSAGES.unexpected };
  }
  if (isConflict(error)) return { backToPricing: true, message: error.detail.message };
  const { payment, ...others } = fieldMessagesOf(error);
  const form = Object.values(others)[0] ?? (payment ? undefined : error.detail.message);
  return { backToPricing: false, ...(payment ? { payment } : {}), ...(form ? { form } : {}) };
}
