/**
 * An agent's session from the staff directory's word: the account of the person the claims name
 * is made or brought up to date (names, and the role their groups give), then a session starts
 * exactly as a customer's sign-in starts one. Staff who are not agents get no session.
 *
 * A staff identity is the directory's, and a customer row of the same e-mail does not stand in its
 * way when nobody ever confirmed that address: such a sign-up (made before sign-up refused the
 * directory's addresses) is replaced by the staff account. A confirmed customer account is its
 * owner's, who showed the mailbox is theirs: it is neither taken over nor merged, and the sign-on
 * is refused ('customerAccount'), for the customer account's e-mail to be changed first.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffSsoError, UserRole } from '@wallet/domain';
import { createSessionIssuer, type IssuedSession, type UserRow } from '../auth/index.js';
import { staffRoleOf, type StaffClaims, type StaffRole } from './staff-claims.js';
import { retriedOnceOnUniqueViolation } from '../../lib/unique-violation.js';

export type StaffSignInOutcome =
  | { kind: 'session'; issued: IssuedSession; user: UserRow }
  | { kind: 'refused'; reason: Extract<StaffSsoError, 'notAgent' | 'customerAccount'> };

export async function signInStaffMember(
  app: FastifyInstance,
  claims: StaffClaims,
  userAgent: string | null,
): Promise<StaffSignInOutcome> {
  const role = staffRoleOf(claims.groups);
  if (!role) return { kind: 'refused', reason: 'notAgent' };
  // Two first sign-ons of one person at once both make the account: the second, refused by the
  // e-mail's uniqueness, runs again and finds the account the first made.
  return retriedOnceOnUniqueViolation(() => signInAgent(app, claims, role, userAgent));
}

function signInAgent(
  app: FastifyInstance,
  claims: StaffClaims,
  role: StaffRole,
  userAgent: string | null,
): Promise<StaffSignInOutcome> {
  return app.repositories.transaction(async (repositories): Promise<StaffSignInOutcome> => {
    const { users, refreshSessions } = repositories;
    const now = app.clock();
    let found = await users.findByEmail(claims.email);
    if (found?.role === 'customer') {
      const customerId = found.id;
      if (await users.deleteNeverConfirmedCustomer(customerId)) {
        app.log.info({ userId: customerId }, 'unconfirmed customer sign-up replaced by staff');
        found = undefined;
      } else {
        // Confirmed (or holding a policy), or already replaced by a sign-on at the same moment,
        // whose account is there to read once that one has committed.
        found = await users.findByEmail(claims.email);
        if (found?.role === 'customer') {
          app.log.info({ userId: found.id }, 'staff sign-on refused: a customer account');
          return { kind: 'refused', reason: 'customerAccount' };
        }
      }
    }
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
