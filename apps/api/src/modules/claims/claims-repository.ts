import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { alias } from 'drizzle-orm/pg-core';
import { CLAIM_STAGES, isClaimInProgress, type ClaimStage } from '@wallet/domain';
import type { Database } from '../../db/client.js';
import {
  claimEvents,
  claimFiles,
  claimMessages,
  claimPayouts,
  claims,
  messageOutbox,
  payments,
  policies,
  policyClaims,
  policyVersions,
  users,
  type QuoteSnapshot,
} from '../../db/schema.js';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { outboxRowOf } from '../../adapters/messages/outbox-messages.js';
import { createJobsRepository } from '../../jobs/jobs-repository.js';
import { BOUND_PAYMENT_STATUSES } from '../checkout/index.js';
import type { OpenClaims } from '../cancellations/index.js';
import {
  createAgentActionsRepository,
  type AgentActionRecord,
  type AgentActor,
} from '../agent/index.js';

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;
export type ClaimEventRow = typeof claimEvents.$inferSelect;
export type ClaimMessageRow = typeof claimMessages.$inferSelect;
export type ClaimFileRow = typeof claimFiles.$inferSelect;
export type ClaimPayoutRow = typeof claimPayouts.$inferSelect;

/** What a decision on a claim may write, inside the transaction holding the claim's lock. */
export interface ClaimWrites {
  /** The claim's message with this sender's id, if it holds one. */
  messageWithId(messageId: string): Promise<ClaimMessageRow | undefined>;
  addMessage(message: Omit<typeof claimMessages.$inferInsert, 'claimId'>): Promise<void>;
  /** The claim's file sent with this upload id, if it holds one. */
  fileWithUploadId(uploadId: string): Promise<ClaimFileRow | undefined>;
  /** How many files the claim holds. */
  fileCount(): Promise<number>;
  addFile(file: Omit<typeof claimFiles.$inferInsert, 'claimId'>): Promise<void>;
  /** Moves the claim on, with the timeline's event (its note, the action that made it). */
  moveTo(
    stage: string,
    at: Date,
    changes: Partial<
      Pick<ClaimRow, 'informationCompleteOn' | 'lastToldOn' | 'approvedOn' | 'amountCents'>
    >,
    event?: { note?: string | null; actionId?: string },
  ): Promise<void>;
  /** The event a handler's action with this id made, if it made one. */
  eventOfAction(actionId: string): Promise<ClaimEventRow | undefined>;
  /**
   * The settled claim's payment out, with the job that pays it (its kind and key given by the
   * caller), both made only if the claim has none yet.
   */
  /** The payout, with the job that pays it; none for one already paid outside the wallet. */
  addPayout(
    payout: Omit<typeof claimPayouts.$inferInsert, 'claimId'>,
    job: { kind: string; payloadKey: string } | null,
  ): Promise<void>;
  /**
   * The claim is paid: it joins its policy's claims history (the renewal notice's five years, and
   * the claims the renewal is rated with).
   */
  recordPaidClaim(paid: { claimDate: string; peril: string; paidCents: number }): Promise<void>;
  /** The customer was told of a development today: the update's clock starts again. */
  told(on: string): Promise<void>;
  /** An e-mail to the customer, sent once the decision commits. */
  email(message: OutgoingMessage): Promise<void>;
  /** A staff member's read or action, on the audit trail with the decision. */
  audit(actor: AgentActor, entry: AgentActionRecord, at: Date): Promise<void>;
}
export type PolicyRow = typeof policies.$inferSelect;

/** What a claim's page shows besides the claim: its timeline, thread, files and payout. */
export interface ClaimStory {
  events: Pick<ClaimEventRow, 'stage' | 'note' | 'at'>[];
  messages: Pick<ClaimMessageRow, 'author' | 'body' | 'at'>[];
  files: Pick<
    ClaimFileRow,
    'fileId' | 'name' | 'mediaType' | 'sizeBytes' | 'author' | 'uploadedAt'
  >[];
  payout:
    | Pick<ClaimPayoutRow, 'amountCents' | 'route' | 'toLabel' | 'status' | 'paidAt'>
    | undefined
    | null;
}

/** ClaimStory as the database gathers it: its times as text. */
type ClaimStoryJson = {
  events: (Omit<ClaimStory['events'][number], 'at'> & { at: string })[];
  messages: (Omit<ClaimStory['messages'][number], 'at'> & { at: string })[];
  files: (Omit<ClaimStory['files'][number], 'uploadedAt'> & { uploadedAt: string })[];
  payout: (Omit<NonNullable<ClaimStory['payout']>, 'paidAt'> & { paidAt: string | null }) | null;
};

/** A claim with the policy it is on, as its owner's list and page show it. */
export interface ClaimWithPolicy {
  claim: ClaimRow;
  policy: Pick<PolicyRow, 'policyId' | 'policyNumber' | 'policyType'>;
}

/**
 * Whose claims a read or a decision reaches: the customer's own (their user id), or, for a claims
 * handler behind the staff routes' role check, any customer's (null).
 */
export type ClaimOwner = string | null;

const claimOf = (ownerUserId: ClaimOwner, reference: string) =>
  and(
    ownerUserId === null ? undefined : eq(claims.ownerUserId, ownerUserId),
    eq(claims.reference, reference),
  );

/** The stages a claim is still in progress at. */
const IN_PROGRESS = CLAIM_STAGES.filter(isClaimInProgress);

/** What a claim's line in its owner's list shows. */
const listColumns = {
  reference: claims.reference,
  kind: claims.kind,
  incidentDate: claims.incidentDate,
  stage: claims.stage,
  receivedAt: claims.receivedAt,
  estimateCents: claims.estimateCents,
  amountCents: claims.amountCents,
};

/** A claim as its owner's list shows it, with the policy it is on. */
export interface ClaimListRow {
  claim: Pick<ClaimRow, keyof typeof listColumns>;
  policy: ClaimWithPolicy['policy'];
}

const policyColumns = {
  policyId: policies.policyId,
  policyNumber: policies.policyNumber,
  policyType: policies.policyType,
};

/**
 * `make`'s answer, made on first use and kept: a statement prepared once per repository. A
 * repository is made for each transaction too, most of which never use these.
 */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Claims made online (issue 44), each on one of its owner's policies. */
export function createClaimsRepository(db: Database) {
  /** The owner's claim by its reference, with its policy (any owner's for staff: null). */
  async function ownedClaim(
    ownerUserId: ClaimOwner,
    reference: string,
  ): Promise<ClaimWithPolicy | undefined> {
    const [row] = await db
      .select({ claim: claims, policy: policyColumns })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policyId))
      .where(claimOf(ownerUserId, reference));
    return row;
  }

  /**
   * The owner's list (the customer's most frequent read): only what a summary shows, where the
   * whole row would carry every answer and estimate of every claim.
   */
  const listOwnedStatement = once(() =>
    db
      .select({ claim: listColumns, policy: policyColumns })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policyId))
      .where(eq(claims.ownerUserId, sql.placeholder('ownerUserId')))
      .orderBy(desc(claims.receivedAt), desc(claims.reference))
      .prepare('claims_list_owned'),
  );

  /**
   * A claim whole with its policy, timeline, thread, files and payout: one statement, the lists
   * gathered by the database (a claim's page is read often), built once for its owner's reads and
   * once for a handler's.
   */
  const storyColumns = {
    claim: claims,
    policy: policyColumns,
    story: sql<ClaimStoryJson>`json_build_object(
          'events', coalesce((select json_agg(json_build_object(
              'stage', e.stage, 'note', e.note, 'at', e.at) order by e.id)
            from ${claimEvents} e where e.claim_id = ${claims.id}), '[]'::json),
          'messages', coalesce((select json_agg(json_build_object(
              'author', m.author, 'body', m.body, 'at', m.at) order by m.at, m.id)
            from ${claimMessages} m where m.claim_id = ${claims.id}), '[]'::json),
          'files', coalesce((select json_agg(json_build_object(
              'fileId', f.file_id, 'name', f.name, 'mediaType', f.media_type,
              'sizeBytes', f.size_bytes, 'author', f.author, 'uploadedAt', f.uploaded_at)
              order by f.uploaded_at, f.id)
            from ${claimFiles} f where f.claim_id = ${claims.id}), '[]'::json),
          'payout', (select json_build_object(
              'amountCents', p.amount_cents, 'route', p.route, 'toLabel', p.to_label,
              'status', p.status, 'paidAt', p.paid_at)
            from ${claimPayouts} p where p.claim_id = ${claims.id}))`,
  };
  /** The story of the claim `which` names, as a statement of this name. */
  const storyStatement = (which: SQL | undefined, name: string) =>
    once(() =>
      db
        .select(storyColumns)
        .from(claims)
        .innerJoin(policies, eq(policies.id, claims.policyId))
        .where(which)
        .prepare(name),
    );
  const storyOfOwnedStatement = storyStatement(
    and(
      eq(claims.ownerUserId, sql.placeholder('ownerUserId')),
      eq(claims.reference, sql.placeholder('reference')),
    ),
    'claim_story_owned',
  );
  const storyOfAnyStatement = storyStatement(
    eq(claims.reference, sql.placeholder('reference')),
    'claim_story_any',
  );

  /**
   * Which quote state the policy row named `policies` stood at on the day the placeholder `day`
   * names: 'v:' and the version in force that day, else 'p:' and the bound payment. The policy's
   * columns are written with its table's name: a select from one table names its own columns
   * bare, which inside the subqueries would name theirs.
   */
  const stateOnDay = sql<string | null>`coalesce(
        (select 'v:' || v.id from ${policyVersions} v
          where v.policy_id = "policies"."id" and v.effective_date <= ${sql.placeholder('day')}
          order by v.version desc limit 1),
        (select 'p:' || pay.id from ${payments} pay
          where pay.quote_id = "policies"."quote_id"
            and pay.status in (${sql.join(
              BOUND_PAYMENT_STATUSES.map((status) => sql`${status}`),
              sql`, `,
            )})
          order by pay.created_at desc limit 1))`;

  /** policyStateOn in one statement. */
  const policyStateStatement = once(() =>
    db
      .select({ state: stateOnDay })
      .from(policies)
      .where(eq(policies.id, sql.placeholder('policyRowId')))
      .prepare('policy_state_on'),
  );

  /**
   * Everything a claim made or an excess asked reads first, in one statement: the owner's policy
   * with its owner, the quote state it stood at on the day, and the reference of the claim the
   * submission id made already, if one did.
   */
  const claimingStatement = once(() =>
    db
      .select({
        policy: policies,
        owner: { userId: users.id, email: users.email, givenName: users.givenName },
        state: stateOnDay,
        madeAlready: sql<string | null>`(select c.reference from ${claims} c
          where c.owner_user_id = "policies"."owner_user_id"
            and c.submission_id = ${sql.placeholder('submissionId')})`,
      })
      .from(policies)
      .innerJoin(users, eq(users.id, policies.ownerUserId))
      .where(
        and(
          eq(policies.ownerUserId, sql.placeholder('ownerUserId')),
          eq(policies.policyId, sql.placeholder('policyId')),
        ),
      )
      .prepare('claims_claiming'),
  );

  /** The owner's claim made with a submission id, read when claimingOn says there is one. */
  const bySubmissionStatement = once(() =>
    db
      .select({ claim: claims, policy: policyColumns })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policyId))
      .where(
        and(
          eq(claims.ownerUserId, sql.placeholder('ownerUserId')),
          eq(claims.submissionId, sql.placeholder('submissionId')),
        ),
      )
      .prepare('claims_by_submission'),
  );

  /**
   * Which quote state the policy stood at on this day, named without reading it: 'v:' and the
   * version's id, or 'p:' and the payment's. Both are written once and never change, so what is
   * worked out from one may be kept under its name.
   */
  async function policyStateOn(
    policy: Pick<PolicyRow, 'id' | 'quoteId'>,
    day: string,
  ): Promise<string | undefined> {
    const [row] = await policyStateStatement().execute({ policyRowId: policy.id, day });
    return row?.state ?? undefined;
  }

  /** The quote state policyStateOn named. */
  async function policyState(named: string): Promise<QuoteSnapshot | undefined> {
    const id = named.slice(2);
    if (named.startsWith('v:')) {
      const [version] = await db
        .select({ snapshot: policyVersions.snapshot })
        .from(policyVersions)
        .where(eq(policyVersions.id, id));
      return version?.snapshot;
    }
    const [payment] = await db
      .select({ snapshot: payments.quoteSnapshot })
      .from(payments)
      .where(eq(payments.id, id));
    return payment?.snapshot;
  }

  return {
    /**
     * The quote state the policy stood at on this day (YYYY-MM-DD): the latest version a mid-term
     * change made in force by then, else the one its payment froze; none for a policy made
     * without a payment of its own.
     */
    async policySnapshotOn(
      policy: Pick<PolicyRow, 'id' | 'quoteId'>,
      day: string,
    ): Promise<QuoteSnapshot | undefined> {
      const state = await policyStateOn(policy, day);
      return state ? policyState(state) : undefined;
    },

    policyStateOn,
    policyState,

    /**
     * The owner's policy by its policy_id, with its owner as the e-mail addresses them, the quote
     * state it stood at on `day` (a real day, YYYY-MM-DD; none: the bound payment's) and the
     * reference of the claim this submission id made already (none asked: null).
     */
    async claimingOn(
      ownerUserId: string,
      policyId: string,
      day: string | null,
      submissionId: string | null,
    ) {
      const [row] = await claimingStatement().execute({ ownerUserId, policyId, day, submissionId });
      return row;
    },

    /** The owner's claim made with this submission id, if one was made. */
    async bySubmission(ownerUserId: string, submissionId: string) {
      const [row] = await bySubmissionStatement().execute({ ownerUserId, submissionId });
      return row;
    },

    /**
     * Makes the claim `make` builds from its policy as it stands under a share lock, with its first
     * event and its e-mail, in one transaction. The lock makes a claim and a cancellation of the
     * policy take turns: a cancellation deciding now is waited for, and one that comes after
     * finds the claim in progress. The claim, its event and its e-mail are written by one
     * statement, a claim being made far more often than anything else here. Made already with
     * this submission id (a double tap, a retry, a race), the owner's unique submission key
     * refuses it and nothing is written. Made, it answers the claim whole as written.
     */
    async create(
      policyRowId: string,
      make: (policy: PolicyRow) => { claim: NewClaim; email: OutgoingMessage },
    ): Promise<ClaimWithPolicy & ClaimStory> {
      return db.transaction(async (tx) => {
        // Every period of the policy (a renewal keeps its number) is share-locked, in one order,
        // so a cancellation of any of them waits for the claim or is waited for.
        const periods = await tx
          .select()
          .from(policies)
          .where(
            inArray(
              policies.policyNumber,
              tx
                .select({ policyNumber: policies.policyNumber })
                .from(policies)
                .where(eq(policies.id, policyRowId)),
            ),
          )
          .orderBy(asc(policies.id))
          .for('share');
        const policy = periods.find((period) => period.id === policyRowId);
        if (!policy) throw new Error('the claimed policy is gone');
        const { claim, email } = make(policy);
        const id = claim.id ?? randomUUID();
        // The event and the e-mail name the claim by its id: the foreign keys are checked as the
        // statement ends, once the claim is written.
        const madeClaim = tx.$with('made_claim').as(
          tx
            .insert(claims)
            .values({ ...claim, id })
            .returning(),
        );
        const firstEvent = tx
          .$with('first_event')
          .as(
            tx
              .insert(claimEvents)
              .values({ claimId: id, stage: claim.stage, at: claim.receivedAt })
              .returning({ id: claimEvents.id }),
          );
        const mail = tx.$with('mail').as(
          tx
            .insert(messageOutbox)
            .values(outboxRowOf(email, { keepCodes: false }))
            .returning({ id: messageOutbox.id }),
        );
        const [row] = await tx.with(madeClaim, firstEvent, mail).select().from(madeClaim);
        // The new claim whole, as written: its page needs no second read.
        return {
          claim: row!,
          policy: {
            policyId: policy.policyId,
            policyNumber: policy.policyNumber,
            policyType: policy.policyType,
          },
          events: [{ stage: row!.stage, note: null, at: row!.receivedAt }],
          messages: [],
          files: [],
          payout: null,
        };
      });
    },

    /**
     * The owner's claims still in progress, by the number of the policy each is on (a renewal
     * keeps it, and a claim on any period stops each being cancelled), oldest first.
     */
    async inProgressOfOwner(ownerUserId: string) {
      return db
        .select({
          policyNumber: policies.policyNumber,
          reference: claims.reference,
          kind: claims.kind,
          stage: claims.stage,
        })
        .from(claims)
        .innerJoin(policies, eq(policies.id, claims.policyId))
        .where(and(eq(claims.ownerUserId, ownerUserId), inArray(claims.stage, IN_PROGRESS)))
        .orderBy(asc(claims.receivedAt), asc(claims.reference));
    },

    /** Every claim of the owner's, newest first, those on ended policies included. */
    async listOwned(ownerUserId: string): Promise<ClaimListRow[]> {
      return listOwnedStatement().execute({ ownerUserId });
    },

    /**
     * Runs `decide` on the owner's claim with its row locked, so two decisions on one claim take
     * turns; what `write` writes commits with the decision or not at all.
     */
    decideOnOwned<T>(
      ownerUserId: ClaimOwner,
      reference: string,
      decide: (found: ClaimWithPolicy | undefined, write: ClaimWrites) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ claim: claims, policy: policyColumns })
          .from(claims)
          .innerJoin(policies, eq(policies.id, claims.policyId))
          .where(claimOf(ownerUserId, reference))
          .for('update', { of: claims });
        const claimId = found?.claim.id ?? '';
        const write: ClaimWrites = {
          async messageWithId(messageId) {
            const [row] = await tx
              .select()
              .from(claimMessages)
              .where(
                and(eq(claimMessages.claimId, claimId), eq(claimMessages.messageId, messageId)),
              );
            return row;
          },
          async addMessage(message) {
            await tx.insert(claimMessages).values({ ...message, claimId });
          },
          async fileWithUploadId(uploadId) {
            const [row] = await tx
              .select()
              .from(claimFiles)
              .where(and(eq(claimFiles.claimId, claimId), eq(claimFiles.uploadId, uploadId)));
            return row;
          },
          async fileCount() {
            const [row] = await tx
              .select({ files: count() })
              .from(claimFiles)
              .where(eq(claimFiles.claimId, claimId));
            return row?.files ?? 0;
          },
          async addFile(file) {
            await tx.insert(claimFiles).values({ ...file, claimId });
          },
          async moveTo(stage, at, changes, event = {}) {
            await tx
              .update(claims)
              .set({ stage, ...changes, updatedAt: at })
              .where(eq(claims.id, claimId));
            await tx.insert(claimEvents).values({ claimId, stage, at, ...event });
          },
          async eventOfAction(actionId) {
            const [row] = await tx
              .select()
              .from(claimEvents)
              .where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.actionId, actionId)));
            return row;
          },
          async addPayout(payout, job) {
            const [row] = await tx
              .insert(claimPayouts)
              .values({ ...payout, claimId })
              .onConflictDoNothing({ target: claimPayouts.claimId })
              .returning({ id: claimPayouts.id });
            if (!row || !job) return;
            await createJobsRepository(db).enqueue(
              {
                kind: job.kind,
                payload: { [job.payloadKey]: row.id },
                idempotencyKey: `${job.kind}:${row.id}`,
              },
              tx,
            );
          },
          async recordPaidClaim(paid) {
            await tx.insert(policyClaims).values({ ...paid, policyId: found!.claim.policyId });
          },
          async told(on) {
            await tx.update(claims).set({ lastToldOn: on }).where(eq(claims.id, claimId));
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

    /**
     * The owner's claim by its reference, with its timeline, thread and files oldest first and its
     * payout: one statement, the lists gathered by the database (a claim's page is read often).
     */
    async ownedByReference(
      ownerUserId: ClaimOwner,
      reference: string,
    ): Promise<(ClaimWithPolicy & ClaimStory) | undefined> {
      const [row] =
        ownerUserId === null
          ? await storyOfAnyStatement().execute({ reference })
          : await storyOfOwnedStatement().execute({ ownerUserId, reference });
      if (!row) return undefined;
      const { story } = row;
      return {
        claim: row.claim,
        policy: row.policy,
        events: story.events.map((event) => ({ ...event, at: new Date(event.at) })),
        messages: story.messages.map((message) => ({ ...message, at: new Date(message.at) })),
        files: story.files.map((file) => ({ ...file, uploadedAt: new Date(file.uploadedAt) })),
        payout: story.payout && {
          ...story.payout,
          paidAt: story.payout.paidAt === null ? null : new Date(story.payout.paidAt),
        },
      };
    },

    /**
     * What an upload to the owner's claim is checked against before its file is read: the claim
     * and its policy, how many files it holds, and whether this upload id is among them.
     */
    async fileUploadState(ownerUserId: string, reference: string, uploadId: string) {
      const row = await ownedClaim(ownerUserId, reference);
      if (!row) return undefined;
      const held = await db
        .select({ uploadId: claimFiles.uploadId })
        .from(claimFiles)
        .where(eq(claimFiles.claimId, row.claim.id));
      return {
        ...row,
        held: held.length,
        uploaded: held.some((file) => file.uploadId === uploadId),
      };
    },

    /** One file of the owner's claim, by its public id. */
    async ownedFile(
      ownerUserId: ClaimOwner,
      reference: string,
      fileId: string,
    ): Promise<ClaimFileRow | undefined> {
      const [row] = await db
        .select({ file: claimFiles })
        .from(claimFiles)
        .innerJoin(claims, eq(claims.id, claimFiles.claimId))
        .where(and(claimOf(ownerUserId, reference), eq(claimFiles.fileId, fileId)));
      return row?.file;
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;

/**
 * The OpenClaims port the cancellations check, filled from the claims on record: a claim in
 * progress on any period of the policy (a renewal keeps its number) stops it being cancelled.
 */
export function openClaimsOf(db: Database): OpenClaims {
  return {
    /** A claim in progress on any period of the policy (a renewal keeps its number). */
    async hasClaimInProgress(policyRowId, executor = db) {
      const claimed = alias(policies, 'claimed_policy');
      const [row] = await executor
        .select({ id: claims.id })
        .from(policies)
        .innerJoin(claimed, eq(claimed.policyNumber, policies.policyNumber))
        .innerJoin(claims, eq(claims.policyId, claimed.id))
        .where(and(eq(policies.id, policyRowId), inArray(claims.stage, IN_PROGRESS)))
        .limit(1);
      return row !== undefined;
    },
    /**
     * A claim made on this period, whatever became of it: the terms' "no claim has been made" is
     * of the contract being withdrawn from, not of earlier years under the same number.
     */
    async hasClaimMade(policyRowId, executor = db) {
      const [row] = await executor
        .select({ id: claims.id })
        .from(claims)
        .where(eq(claims.policyId, policyRowId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type { ClaimStage };
