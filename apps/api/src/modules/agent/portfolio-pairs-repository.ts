import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { portfolioPairs, users } from '../../db/schema.js';

const holder = alias(users, 'holder');
const submitter = alias(users, 'submitter');

/** Portfolio codes paired with customers (platform.md 3.3): one customer per code. */
export function createPortfolioPairsRepository(db: Database) {
  return {
    /** The pairing of a code, with the e-mails of its customer and of who submitted it. */
    async findByCode(portfolioCode: string) {
      const [row] = await db
        .select({
          portfolioCode: portfolioPairs.portfolioCode,
          thirdPartyIdentifier: portfolioPairs.thirdPartyIdentifier,
          userId: portfolioPairs.userId,
          holderEmail: holder.email,
          submitterEmail: submitter.email,
        })
        .from(portfolioPairs)
        .leftJoin(holder, eq(holder.id, portfolioPairs.userId))
        .leftJoin(submitter, eq(submitter.id, portfolioPairs.submittedByUserId))
        .where(eq(portfolioPairs.portfolioCode, portfolioCode));
      return row;
    },

    /** A customer's rows of the Match modal, oldest first. */
    async listOfIdentifier(thirdPartyIdentifier: string) {
      return db
        .select({
          portfolio_code: portfolioPairs.portfolioCode,
          third_party_identifier: portfolioPairs.thirdPartyIdentifier,
        })
        .from(portfolioPairs)
        .where(eq(portfolioPairs.thirdPartyIdentifier, thirdPartyIdentifier))
        .orderBy(asc(portfolioPairs.createdAt), asc(portfolioPairs.portfolioCode));
    },

    /**
     * Pairs a code with a customer. A code paired already (perhaps at this very moment by
     * someone else) fails the statement with the unique constraint, so the caller's transaction
     * writes nothing (lib/unique-violation.ts runs it again to answer the conflict).
     */
    async insert(pair: {
      portfolioCode: string;
      userId: string;
      submittedByUserId: string;
      at: Date;
    }): Promise<void> {
      await db.insert(portfolioPairs).values({
        portfolioCode: pair.portfolioCode,
        thirdPartyIdentifier: pair.userId,
        userId: pair.userId,
        submittedByUserId: pair.submittedByUserId,
        createdAt: pair.at,
      });
    },

    /** Removes a pairing, if the code is paired with this identifier; false when it is not. */
    async remove(portfolioCode: string, thirdPartyIdentifier: string): Promise<boolean> {
      const rows = await db
        .delete(portfolioPairs)
        .where(
          and(
            eq(portfolioPairs.portfolioCode, portfolioCode),
            eq(portfolioPairs.thirdPartyIdentifier, thirdPartyIdentifier),
          ),
        )
        .returning({ id: portfolioPairs.id });
      return rows.length === 1;
    },
  };
}

export type PortfolioPairsRepository = ReturnType<typeof createPortfolioPairsRepository>;
