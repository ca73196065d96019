import { z } from 'zod';
import type { UserRole } from '@wallet/domain';
import {
  AGENT_GROUP,
  CLAIMS_HANDLER_GROUP,
  STAFF_CLAIMS,
  SUPER_AGENT_GROUP,
} from '../../adapters/staff-directory/staff-directory-port.js';

/**
 * What the staff directory says of the person who signed in: who they are (subject, e-mail,
 * names), their staff number and their groups. A directory that leaves any out cannot sign an
 * agent in: the wallet would not know who acts for a customer.
 */
export const staffClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(320),
  given_name: z.string().trim().min(1).max(100),
  family_name: z.string().trim().min(1).max(100),
  [STAFF_CLAIMS.staffNumber]: z.string().trim().min(1).max(50),
  [STAFF_CLAIMS.groups]: z.array(z.string().max(256)).max(1000),
  // Optional, and never a reason to refuse a sign-on: a directory without branches, or with one
  // the wallet does not know, leaves the agent to pick a branch in the wallet (platform.md 2.6).
  [STAFF_CLAIMS.branch]: z.string().trim().min(1).max(200).optional().catch(undefined),
});

export type StaffClaims = z.infer<typeof staffClaimsSchema>;

/** The roles staff sign in with. */
export type StaffRole = Extract<UserRole, 'agent' | 'super_agent' | 'claims_handler'>;

/**
 * platform.md 6: a member of the super-agent group is a super agent; a member of the agent group
 * an agent; ours (issue 44): a member of the claims-handler group who is no agent handles claims.
 * An account holds one role, and acting for customers is the agents' work, so an agent in both
 * groups signs in as an agent. Any other member of staff gets no session in the wallet.
 */
export function staffRoleOf(groups: readonly string[]): StaffRole | null {
  if (groups.includes(SUPER_AGENT_GROUP)) return 'super_agent';
  if (groups.includes(AGENT_GROUP)) return 'agent';
  if (groups.includes(CLAIMS_HANDLER_GROUP)) return 'claims_handler';
  return null;
}
