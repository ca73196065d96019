import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  agentActions,
  claimEvents,
  claimMessages,
  claims,
  complaintEvents,
  complaints,
  dataExports,
  directDebitMandates,
  marketingConsentChanges,
  messageOutbox,
  payments,
  policies,
  profiles,
  quotes,
  trustedContacts,
  users,
} from '../../db/schema.js';
import type { JobsRepository } from '../../jobs/jobs-repository.js';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The job that builds an export. */
export const DATA_EXPORT_JOB = 'data-export';

/**
 * Exports asked for and built (issue 45). Asking locks the customer's own row first, so two
 * taps at once make one export: the second finds the first still being built.
 */
export function createDataExportRepository(db: Database, jobs: JobsRepository) {
  return {
    /**
     * The export being built for the customer, or one asked for since `recentSince` (a second tap
     * after a quick build), or else a new one with its job; in one transaction.
     */
    async request(
      userId: string,
      recentSince: Date,
    ): Promise<{ row: DataExportRow; jobId: number | null }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [current] = await tx
          .select()
          .from(dataExports)
          .where(
            and(
              eq(dataExports.userId, userId),
              or(
                eq(dataExports.status, 'pending'),
                and(eq(dataExports.status, 'ready'), gte(dataExports.requestedAt, recentSince)),
              ),
            ),
          )
          .orderBy(desc(dataExports.requestedAt))
          .limit(1);
        if (current) return { row: current, jobId: null };
        const [row] = await tx.insert(dataExports).values({ userId }).returning();
        const job = await jobs.enqueue(
          {
            kind: DATA_EXPORT_JOB,
            payload: { exportId: row!.id },
            idempotencyKey: `${DATA_EXPORT_JOB}:${row!.id}`,
            maxAttempts: 3,
          },
          tx,
        );
        return { row: row!, jobId: job.id };
      });
    },

    /** The customer's exports, newest first, without their content. */
    async listOf(userId: string): Promise<Omit<DataExportRow, 'content'>[]> {
      return db
        .select({
          id: dataExports.id,
          userId: dataExports.userId,
          status: dataExports.status,
          progress: dataExports.progress,
          requestedAt: dataExports.requestedAt,
          readyAt: dataExports.readyAt,
          expiresAt: dataExports.expiresAt,
        })
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.requestedAt))
        .limit(10);
    },

    /** One of the customer's own exports, content and all. */
    async ownedBy(userId: string, id: string): Promise<DataExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
      return row;
    },

    async byId(id: string): Promise<DataExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row;
    },

    async setProgress(id: string, progress: number): Promise<void> {
      await db
        .update(dataExports)
        .set({ progress })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
    },

    /** Finished: the content stored; false when it was no longer being built. */
    async finish(
      id: string,
      content: Record<string, unknown>,
      readyAt: Date,
      expiresAt: Date,
    ): Promise<boolean> {
      const done = await db
        .update(dataExports)
        .set({ status: 'ready', progress: 100, content, readyAt, expiresAt })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
        .returning({ id: dataExports.id });
      return done.length === 1;
    },

    async fail(id: string): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
    },

    /** Removes the content of every export past its time; the record of the asking stays. */
    async forgetExpired(now: Date): Promise<void> {
      await db
        .update(dataExports)
        .set({ content: null })
        .where(and(isNotNull(dataExports.content), lte(dataExports.expiresAt, now)));
    },

    /** What we hold about the customer, each part read by the customer's own id only. */
    reads: {
      user: async (userId: string) =>
        (await db.select().from(users).where(eq(users.id, userId)))[0],
      profile: async (userId: string) =>
        (await db.select().from(profiles).where(eq(profiles.userId, userId)))[0],
      trustedContact: async (userId: string) =>
        (await db.select().from(trustedContacts).where(eq(trustedContacts.userId, userId)))[0],
      quotes: (userId: string) =>
        db
          .select()
          .from(quotes)
          .where(eq(quotes.ownerUserId, userId))
          .orderBy(asc(quotes.createdAt)),
      policies: (userId: string) =>
        db
          .select()
          .from(policies)
          .where(eq(policies.ownerUserId, userId))
          .orderBy(asc(policies.createdAt)),
      payments: (userId: string) =>
        db
          .select({ payment: payments, mandate: directDebitMandates })
          .from(payments)
          .leftJoin(directDebitMandates, eq(directDebitMandates.paymentId, payments.id))
          .where(eq(payments.userId, userId))
          .orderBy(asc(payments.createdAt)),
      claims: async (userId: string) => {
        const own = await db
          .select()
          .from(claims)
          .where(eq(claims.ownerUserId, userId))
          .orderBy(asc(claims.receivedAt));
        const ids = own.map((claim) => claim.id);
        const [events, messages] = ids.length
          ? await Promise.all([
              db
                .select()
                .from(claimEvents)
                .where(inArray(claimEvents.claimId, ids))
                .orderBy(asc(claimEvents.at)),
              db
                .select()
                .from(claimMessages)
                .where(inArray(claimMessages.claimId, ids))
                .orderBy(asc(claimMessages.at)),
            ])
          : [[], []];
        return { own, events, messages };
      },
      complaints: async (userId: string) => {
        const own = await db
          .select()
          .from(complaints)
          .where(eq(complaints.ownerUserId, userId))
          .orderBy(asc(complaints.receivedAt));
        const ids = own.map((complaint) => complaint.id);
        const events = ids.length
          ? await db
              .select()
              .from(complaintEvents)
              .where(inArray(complaintEvents.complaintId, ids))
              .orderBy(asc(complaintEvents.at))
          : [];
        return { own, events };
      },
      marketingChoices: (userId: string) =>
        db
          .select()
          .from(marketingConsentChanges)
          .where(eq(marketingConsentChanges.userId, userId))
          .orderBy(asc(marketingConsentChanges.changedAt)),
      agentActions: (userId: string) =>
        db
          .select()
          .from(agentActions)
          .where(eq(agentActions.customerUserId, userId))
          .orderBy(asc(agentActions.at)),
      messages: (userId: string) =>
        db
          .select()
          .from(messageOutbox)
          .where(eq(messageOutbox.userId, userId))
          .orderBy(asc(messageOutbox.createdAt)),
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
