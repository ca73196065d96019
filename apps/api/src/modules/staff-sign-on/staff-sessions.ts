/**
 * An agent's session from the staff directory's word: the account of the person the claims name
 * is made or brought up to date (names, and the role their groups give), then a session starts
 * exactly as a customer's sign-in starts one. Staff who are not agents, and e-mails that belong to
 * a customer, get no session.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffSsoError, UserRole } from '@wallet/domain';
import { createSessionIssuer, type IssuedSession, type UserRow } from '../auth/index.js';
import { agentRoleOf, type StaffClaims } from './staff-claims.js';

export type StaffSignInOutcome =
  | { kind: 'session'; issued: IssuedSession; user: UserRow }
  | { kind: 'refused'; reason: Extract<StaffSsoError, 'notAgent' | 'customerAccount'> };

export async function signInStaffMember(
  app: FastifyInstance,
  claims: StaffClaims,
  userAgent: string | null,
): Promise<StaffSignInOutcome> {
  const role = agentRoleOf(claims.groups);
  if (!role) return { kind: 'refused', reason: 'notAgent' };
  return app.repositories.transaction(async (repositories): Promise<StaffSignInOutcome> => {
    const { users, refreshSessions } = repositories;
    const now = app.clock();
    const found = await users.findByEmail(claims.email);
    if (found && found.role === 'customer') return { kind: 'refused', reason: 'customerAccount' };
    const account = {
      givenName: claims.given_name,
      familyName: claims.family_name,
      role: role as UserRole,
    };
    const user = found
      ? await users.update(found.id, account, now)
      : await users.create({
          ...account,
          email: claims.email,
          // The directory has checked who this is; the wallet keeps no password for staff.
          passwordHash: null,
          emailVerified: true,
        });
    // A new agent starts at the branch the directory names, if the wallet knows it; from then on
    // the branch is the agent's to change in the wallet, and a later sign-on leaves it be.
    const directoryBranch = claims.branch;
    if (!found && directoryBranch) {
      const branch = await repositories.branches.findByName(directoryBranch);
      if (branch) {
        await repositories.profiles.setBranch(user.id, branch.id, {
          firstName: claims.given_name,
          lastName: claims.family_name,
        });
      }
    }
    await users.recordSuccessfulSignIn(user.id, now);
    const sessions = createSessionIssuer({
      refreshSessions,
      accessTokens: app.accessTokens,
      refreshTokenTtlMinutes: app.config.refreshTokenTtlMinutes,
      clock: app.clock,
    });
    return { kind: 'session', issued: await sessions.issue(user, userAgent), user };
  });
}
