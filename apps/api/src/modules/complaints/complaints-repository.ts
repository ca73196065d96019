import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { COMPLAINT_STATUSES, isComplaintOpen } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import {
  claims,
  complaintEvents,
  complaints,
  messageOutbox,
  policies,
  users,
} from '../../db/schema.js';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { outboxRowOf } from '../../adapters/messages/outbox-messages.js';
import {
  createAgentActionsRepository,
  type AgentActionRecord,
  type AgentActor,
} from '../agent/index.js';

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;
export type ComplaintEventRow = typeof complaintEvents.$inferSelect;

/** The policy and claim a complaint names, as its pages show them. */
export interface ComplaintAbout {
  policy: { policyId: string; policyNumber: string; policyType: string } | null;
  claimReference: string | null;
}

/** A complaint with what it names and its timeline, oldest first. */
export interface ComplaintStory extends ComplaintAbout {
  complaint: ComplaintRow;
  events: Pick<ComplaintEventRow, 'kind' | 'text' | 'outcome' | 'fspo' | 'at'>[];
}

/**
 * Whose complaints a read or a decision reaches: the customer's own (their user id), or, for staff
 * behind the staff routes' role check, any customer's (null).
 */
export type ComplaintOwner = string | null;

/** What a decision on a complaint may write, inside the transaction holding its lock. */
export interface ComplaintWrites {
  /** The event a staff action with this id made, if it made one. */
  eventOfAction(actionId: string): Promise<ComplaintEventRow | undefined>;
  /** The complaint's new status (and outcome, last update), with its timeline's event. */
  record(
    changes: Partial<Pick<ComplaintRow, 'status' | 'outcome' | 'lastUpdateOn'>>,
    event: Omit<typeof complaintEvents.$inferInsert, 'complaintId'>,
  ): Promise<void>;
  /** An e-mail to the customer, sent once the decision commits. */
  email(message: OutgoingMessage): Promise<void>;
  /** The staff member's action, on the audit trail with the decision. */
  audit(actor: AgentActor, entry: AgentActionRecord, at: Date): Promise<void>;
}

const OPEN = COMPLAINT_STATUSES.filter(isComplaintOpen);

const complaintOf = (ownerUserId: ComplaintOwner, reference: string) =>
  and(
    ownerUserId === null ? undefined : eq(complaints.ownerUserId, ownerUserId),
    eq(complaints.reference, reference),
  );

const aboutColumns = {
  policyId: policies.policyId,
  policyNumber: policies.policyNumber,
  policyType: policies.policyType,
  claimReference: claims.reference,
};

type AboutRow = {
  policyId: string | null;
  policyNumber: string | null;
  policyType: string | null;
  claimReference: string | null;
};

const aboutOf = (row: AboutRow): ComplaintAbout => ({
  policy:
    row.policyId && row.policyNumber && row.policyType
      ? { policyId: row.policyId, policyNumber: row.policyNumber, policyType: row.policyType }
      : null,
  claimReference: row.claimReference,
});

/** Complaints (issue 45), each its owner's, with its timeline. */
export function createComplaintsRepository(db: Database) {
  /** The complaints `which` names, with their policy and claim, newest first. */
  async function withAbout(which: ReturnType<typeof and>) {
    const rows = await db
      .select({ complaint: complaints, ...aboutColumns })
      .from(complaints)
      .leftJoin(policies, eq(policies.id, complaints.policyId))
      .leftJoin(claims, eq(claims.id, complaints.claimId))
      .where(which)
      .orderBy(desc(complaints.receivedAt), desc(complaints.reference));
    return rows.map((row) => ({ complaint: row.complaint, ...aboutOf(row) }));
  }

  async function eventsOf(complaintId: string) {
    return db
      .select({
        kind: complaintEvents.kind,
        text: complaintEvents.text,
        outcome: complaintEvents.outcome,
        fspo: complaintEvents.fspo,
        at: complaintEvents.at,
      })
      .from(complaintEvents)
      .where(eq(complaintEvents.complaintId, complaintId))
      .orderBy(asc(complaintEvents.id));
  }

  return {
    /** The owner's policy by its profile policy_id. */
    async ownedPolicy(ownerUserId: string, policyId: string) {
      const [row] = await db
        .select({
          id: policies.id,
          policyId: policies.policyId,
          policyNumber: policies.policyNumber,
          policyType: policies.policyType,
        })
        .from(policies)
        .where(and(eq(policies.ownerUserId, ownerUserId), eq(policies.policyId, policyId)));
      return row;
    },

    /** The owner's claim by its reference, with the policy it is on. */
    async ownedClaim(ownerUserId: string, reference: string) {
      const [row] = await db
        .select({ id: claims.id, reference: claims.reference, policyRowId: claims.policyId })
        .from(claims)
        .where(and(eq(claims.ownerUserId, ownerUserId), eq(claims.reference, reference)));
      return row;
    },

    /** A customer as an e-mail addresses them, and by name for staff. */
    async person(userId: string) {
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          givenName: users.givenName,
          familyName: users.familyName,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** The owner's complaint made with this submission id, if one was made. */
    async bySubmission(ownerUserId: string, submissionId: string) {
      const [row] = await db
        .select()
        .from(complaints)
        .where(
          and(eq(complaints.ownerUserId, ownerUserId), eq(complaints.submissionId, submissionId)),
        );
      return row;
    },

    /**
     * Makes the complaint with its first event and its acknowledgement e-mail, in one transaction.
     * Made already with this submission id (a double tap, a retry, a race), it writes nothing and
     * answers undefined: the owner's unique submission key decides which request made it.
     */
    async create(complaint: NewComplaint, email: OutgoingMessage) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(complaints)
          .values(complaint)
          .onConflictDoNothing({ target: [complaints.ownerUserId, complaints.submissionId] })
          .returning();
        if (!row) return undefined;
        await tx.insert(complaintEvents).values({
          complaintId: row.id,
          kind: 'received',
          status: row.status,
          byUserId: row.ownerUserId,
          at: row.receivedAt,
        });
        await tx.insert(messageOutbox).values(outboxRowOf(email, { keepCodes: false }));
        return row;
      });
    },

    /** Every complaint of the owner's, newest first. */
    async listOwned(ownerUserId: string) {
      return withAbout(eq(complaints.ownerUserId, ownerUserId));
    },

    /** The owner's complaint (any owner's for staff: null) with its timeline. */
    async story(
      ownerUserId: ComplaintOwner,
      reference: string,
    ): Promise<ComplaintStory | undefined> {
      const [found] = await withAbout(complaintOf(ownerUserId, reference));
      if (!found) return undefined;
      return { ...found, events: await eventsOf(found.complaint.id) };
    },

    /** Every complaint still owed an answer, with what its due dates count from. */
    async open() {
      return db
        .select({
          reference: complaints.reference,
          about: complaints.about,
          status: complaints.status,
          receivedAt: complaints.receivedAt,
          lastUpdateOn: complaints.lastUpdateOn,
          policyType: policies.policyType,
        })
        .from(complaints)
        .leftJoin(policies, eq(policies.id, complaints.policyId))
        .where(inArray(complaints.status, OPEN))
        .orderBy(asc(complaints.receivedAt), asc(complaints.reference));
    },

    /**
     * Runs `decide` on the complaint with its row locked, so two staff actions on one complaint
     * take turns; what `write` writes commits with the decision or not at all.
     */
    decide<T>(
      reference: string,
      decide: (found: ComplaintRow | undefined, write: ComplaintWrites) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(complaints)
          .where(eq(complaints.reference, reference))
          .for('update');
        const complaintId = found?.id ?? '';
        const write: ComplaintWrites = {
          async eventOfAction(actionId) {
            const [row] = await tx
              .select()
              .from(complaintEvents)
              .where(
                and(
                  eq(complaintEvents.complaintId, complaintId),
                  eq(complaintEvents.actionId, actionId),
                ),
              );
            return row;
          },
          async record(changes, event) {
            await tx
              .update(complaints)
              .set({ ...changes, updatedAt: event.at })
              .where(eq(complaints.id, complaintId));
            await tx.insert(complaintEvents).values({ ...event, complaintId });
          },
          async email(message) {
            await tx.insert(messageOutbox).values(outboxRowOf(message, { keepCodes: false }));
          },
          async audit(actor, entry, at) {
            await createAgentActionsRepository(tx).record(actor, entry, at);
          },
        };
        return decide(found, write);
      });
    },
  };
}

export type ComplaintsRepository = ReturnType<typeof createComplaintsRepository>;
