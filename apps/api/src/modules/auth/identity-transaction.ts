import { FieldValidationError, HttpError, IdentityFailure } from '../../lib/http-errors.js';
import type { Repositories } from '../../repository-types.js';

/** An answer the identity flows give on purpose (a wrong code, an ended session): not a fault. */
function isRefusal(error: unknown): boolean {
  if (error instanceof IdentityFailure || error instanceof FieldValidationError) return true;
  return error instanceof HttpError && error.statusCode < 500;
}

/**
 * Runs one identity request in one transaction: every write of it lands, or none does. A refusal
 * still commits what was written before it, because those writes are the refusal's record: a
 * wrong code's counted attempt, the ending of every sign-in when a used refresh token comes back.
 * A fault (the database failing) rolls all of it back.
 */
export async function inIdentityTransaction<T>(
  repositories: Repositories,
  work: (repositories: Repositories) => Promise<T>,
): Promise<T> {
  let refusal: { error: unknown } | null = null;
  const result = await repositories.transaction(async (tx) => {
    try {
      return await work(tx);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      refusal = { error };
      return undefined;
    }
  });
  if (refusal) throw (refusal as { error: unknown }).error;
  return result as T;
}
