import { inArray, like, or } from 'drizzle-orm';
import { documents } from '../../db/schema.js';

/**
 * A policy's documents of these kinds: the copy issued with the policy ('motor-disc') and any a
 * mid-term change reissued ('motor-disc-v2').
 */
export function documentNamed(names: readonly string[]) {
  return or(
    inArray(documents.name, [...names]),
    ...names.map((name) => like(documents.name, `${name}-v%`)),
  );
}
