import { sql } from 'drizzle-orm';
import { policies, policyChanges } from './schema.js';

/**
 * What a policy's applied mid-term changes added to its premium, less what they took off
 * (madeChangesCentsOf in the domain), as a column read beside the policy's row: the premium it
 * was bought at is its premium less this. Both the policy reads and the bind's answer select it.
 */
export const madeChangesCentsColumn = sql<number>`coalesce((
  select sum(${policyChanges.adjustmentCents}) from ${policyChanges}
  where ${policyChanges.policyId} = ${policies.id} and ${policyChanges.status} = 'applied'
), 0)::int`;
