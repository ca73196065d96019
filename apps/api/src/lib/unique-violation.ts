/**
 * Whether a database error (or one it caused) is a unique constraint's refusal: any one's, or
 * the one `constraint` names.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: refusedBy } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || refusedBy === constraint;
  }
  return false;
}

/**
 * Runs a transaction again once when a unique constraint refused it: another request wrote the
 * same row at the same moment and has committed, so the second run sees it and answers as if it
 * had come second.
 */
export async function retriedOnceOnUniqueViolation<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}
