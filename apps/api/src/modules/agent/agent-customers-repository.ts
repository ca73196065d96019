import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { RetrieveUserOption } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import { profiles, users } from '../../db/schema.js';
import { startsWithPattern } from './agent-quotes-repository.js';

/** Where each retrieve-user option searches: the account's own names and e-mail. */
const SEARCHED_COLUMN = {
  email: users.email,
  first_name: users.givenName,
  last_name: users.familyName,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer accounts agents look up and change (never staff accounts). */
export function createAgentCustomersRepository(db: Database) {
  // A closed account is no one's to find or act for: its details are erased (Your account).
  const isCustomer = and(eq(users.role, 'customer'), isNull(users.closedAt))!;
  return {
    /** Customers whose field starts with the prefix (any letter case), at most `limit`. */
    async search(option: RetrieveUserOption, prefix: string, limit: number) {
      return db
        .select({
          first_name: users.givenName,
          last_name: users.familyName,
          email: users.email,
          phone_number: users.phoneNumber,
          username: users.id,
        })
        .from(users)
        .where(
          and(
            isCustomer,
            sql`lower(${SEARCHED_COLUMN[option]}) like ${startsWithPattern(prefix)} escape '\\'`,
          ),
        )
        .orderBy(asc(users.familyName), asc(users.givenName), asc(users.email))
        .limit(limit);
    },

    /**
     * The customer a username (an account id) names, if any: a username that is not an id names
     * nobody, rather than failing the statement.
     */
    async findCustomer(username: string) {
      if (!UUID.test(username)) return undefined;
      const [row] = await db
        .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber })
        .from(users)
        .where(and(isCustomer, eq(users.id, username)));
      return row;
    },

    /**
     * A new mobile number set by an agent: it is the customer's second factor, so it must be
     * proven again by a code sent to it before SMS sign-in trusts it.
     */
    async setMobile(userId: string, international: string, national: string, now: Date) {
      await db
        .update(users)
        .set({ phoneNumber: international, phoneVerified: false, updatedAt: now })
        .where(eq(users.id, userId));
      await db
        .update(profiles)
        .set({ phone: national, updatedAt: now })
        .where(eq(profiles.userId, userId));
    },
  };
}

export type AgentCustomersRepository = ReturnType<typeof createAgentCustomersRepository>;
