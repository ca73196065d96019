import { z } from 'zod';
import { AGENT_MAX_PAGE_NUMBER, AGENT_MAX_PAGE_SIZE } from './agent-constants.js';

/**
 * A page of a paged agent call as a query string gives it: pages count from 0 (LOAD MORE asks for
 * page 1 after page 0), sizes are bounded so no call answers the whole table.
 */
export function pageQuerySchema(defaultSize: number, maxSize: number = AGENT_MAX_PAGE_SIZE) {
  return {
    page: z.coerce.number().int().min(0).max(AGENT_MAX_PAGE_NUMBER).default(0),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

/** platform.md 7: a paged answer, the rows of one page and how many pages there are. */
export function pageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    content: z.array(row),
    total_pages: z.number().int().nonnegative(),
  });
}

/** Adds each problem a rule found as an issue at its field. */
export function reportProblems(
  context: z.RefinementCtx,
  problems: Record<string, string | undefined>,
  paths: Record<string, string>,
): void {
  for (const [key, message] of Object.entries(problems)) {
    if (message) context.addIssue({ code: 'custom', path: [paths[key] ?? key], message });
  }
}
