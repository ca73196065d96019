import type { z } from 'zod';
import { FieldValidationError } from '../../lib/http-errors.js';

/**
 * A product's `change` as its schema reads it; otherwise a 400 naming each field by its dotted
 * path ('change' for the whole), as the product's form names them.
 */
export function parsedChange<Change>(schema: z.ZodType<Change>, raw: unknown): Change {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'change';
    (errors[key] ??= []).push(issue.message);
  }
  throw new FieldValidationError(errors);
}

/** The product's rules' problems (one message a field) as a 400, when there are any. */
export function refuseProblems(problems: Record<string, string>): void {
  if (Object.keys(problems).length === 0) return;
  throw new FieldValidationError(
    Object.fromEntries(Object.entries(problems).map(([key, message]) => [key, [message]])),
  );
}
