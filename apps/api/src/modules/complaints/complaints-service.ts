import { randomBytes, randomUUID } from 'node:crypto';
import {
  COMPLAINT_MESSAGES as M,
  COMPLAINT_SUBJECT_LABELS,
  FSPO_RIGHT_LINES,
  STATUS_AFTER_COMPLAINT_ACTION,
  calendarDateOf,
  complaintActionsAt,
  daysBetween,
  formatIsoDate,
  isComplaintReference,
  isClaimReference,
  newComplaintReference,
  productFactsOfPolicyType,
  type ComplaintActionRequest,
  type ComplaintDetail,
  type ComplaintOutcome,
  type ComplaintQueueEntry,
  type ComplaintRequest,
  type ComplaintStatus,
  type ComplaintSubject,
  type ComplaintSummary,
  type PolicyType,
  type StaffComplaintDetail,
} from '@wallet/domain';
import {
  complaintDueDates,
  isComplaintOverdue,
  type ComplaintDueDates,
} from '@wallet/domain/complaint-due-dates';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, HttpError, notFound } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { AgentActionsRepository, AgentActor } from '../agent/index.js';
import {
  complaintFinalResponseEmail,
  complaintReceivedEmail,
  complaintResolvedEmail,
  complaintUpdateEmail,
  type ComplaintOfEmail,
} from './complaint-emails.js';
import type {
  ComplaintAbout,
  ComplaintRow,
  ComplaintStory,
  ComplaintsRepository,
} from './complaints-repository.js';

export interface ComplaintsServiceDeps {
  repository: ComplaintsRepository;
  agentActions: AgentActionsRepository;
  clock: Clock;
}

/** A reference taken already is drawn again; three draws in a row taken is a fault, not luck. */
const REFERENCE_DRAWS = 3;
const secureBytes = (count: number) => new Uint8Array(randomBytes(count));

/** An id sent again with different content: a client fault, never a second complaint. */
const reused = (message: string) => new HttpError(409, 'IdReused', message);

const dayOf = (instant: Date) => formatIsoDate(calendarDateOf(instant));

/** What a complaint says, as it is kept: the same request sent again says the same. */
const contentOf = (request: ComplaintRequest) => ({
  about: request.about,
  policy_id: (request.about === 'claim' ? null : request.policy_id) || null,
  claim_reference:
    (request.about === 'claim' ? request.claim_reference?.toUpperCase() : null) || null,
  description: request.description,
  wanted: request.wanted,
});

/** The due dates of a complaint as it stands; null once answered. */
const dueDatesOf = (complaint: ComplaintRow): ComplaintDueDates | null =>
  complaintDueDates({
    status: complaint.status as ComplaintStatus,
    receivedOn: dayOf(complaint.receivedAt),
    lastUpdateOn: complaint.lastUpdateOn,
  });

/** The policy or claim a complaint names, as an e-mail or staff read it. */
function namingOf(about: ComplaintAbout): string | null {
  if (about.claimReference) return `claim ${about.claimReference}`;
  if (!about.policy) return null;
  const facts = productFactsOfPolicyType(about.policy.policyType as PolicyType);
  return `${facts.label} Insurance ${about.policy.policyNumber}`;
}

function summaryOf(found: ComplaintAbout & { complaint: ComplaintRow }): ComplaintSummary {
  const { complaint, policy } = found;
  const due = dueDatesOf(complaint);
  return {
    reference: complaint.reference,
    about: complaint.about as ComplaintSubject,
    about_label: COMPLAINT_SUBJECT_LABELS[complaint.about as ComplaintSubject],
    status: complaint.status as ComplaintStatus,
    policy_id: policy?.policyId ?? null,
    policy_number: policy?.policyNumber ?? null,
    product: policy ? productFactsOfPolicyType(policy.policyType as PolicyType).type : null,
    claim_reference: found.claimReference,
    received_at: complaint.receivedAt.toISOString(),
    update_due: due?.update ?? null,
    final_response_due: due?.finalResponse ?? null,
  };
}

/** A complaint whole, as its page shows it: its words, timeline and final response. */
function detailOf(story: ComplaintStory): ComplaintDetail {
  const final = story.events.find((event) => event.kind === 'final_response');
  return {
    ...summaryOf(story),
    description: story.complaint.description,
    wanted: story.complaint.wanted,
    timeline: story.events.map((event) => ({
      kind: event.kind as ComplaintDetail['timeline'][number]['kind'],
      at: event.at.toISOString(),
      text: event.text,
      outcome: event.outcome as ComplaintOutcome | null,
    })),
    final_response: final
      ? {
          outcome: final.outcome as ComplaintOutcome,
          text: final.text ?? '',
          fspo: final.fspo ?? [...FSPO_RIGHT_LINES],
          at: final.at.toISOString(),
        }
      : null,
  };
}

/** What is owed next and by when, with whether that day has passed. */
function nextDueOf(due: ComplaintDueDates | null, today: string) {
  return due && { ...due.next, overdue: isComplaintOverdue(due, today) };
}

const emailOf = (story: ComplaintAbout & { complaint: ComplaintRow }): ComplaintOfEmail => ({
  reference: story.complaint.reference,
  about: story.complaint.about as ComplaintSubject,
  naming: namingOf(story),
});

const fieldErrors = (problems: Record<string, string>) =>
  new FieldValidationError(
    Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
  );

/**
 * Complaints (issue 45): made by a customer about one of their own policies or claims, or about
 * a payment, our service or anything else; acknowledged at once on screen and by e-mail (in the
 * complaint's own transaction); answered by staff with updates and a final response within the
 * Consumer Protection Code's timelines, each e-mailed and on the audit trail.
 */
export function createComplaintsService(deps: ComplaintsServiceDeps) {
  const today = () => dayOf(deps.clock());
  const referenceOf = (reference: string) => {
    const asWritten = reference.trim().toUpperCase();
    if (!isComplaintReference(asWritten)) throw notFound(M.complaintNotFound);
    return asWritten;
  };

  async function ownedDetail(ownerUserId: string | null, reference: string) {
    const story = await deps.repository.story(ownerUserId, reference);
    if (!story) throw notFound(M.complaintNotFound);
    return { story, detail: detailOf(story) };
  }

  /**
   * The complaint this submission made already, if any. The same id with other answers is
   * refused: the first complaint stands and the change is not lost silently.
   */
  async function made(userId: string, request: ComplaintRequest) {
    const existing = await deps.repository.bySubmission(userId, request.submission_id);
    if (!existing) return undefined;
    const { story, detail } = await ownedDetail(userId, existing.reference);
    const kept = {
      about: detail.about,
      policy_id: story.claimReference ? null : detail.policy_id,
      claim_reference: detail.claim_reference,
      description: detail.description,
      wanted: detail.wanted,
    };
    if (JSON.stringify(kept) !== JSON.stringify(contentOf(request))) {
      throw reused(M.submissionReused);
    }
    return detail;
  }

  /** The staff's view: the complaint whole, its customer, what is due and what may be done. */
  async function staffDetailOf(reference: string): Promise<StaffComplaintDetail> {
    const { story, detail } = await ownedDetail(null, reference);
    const person = await deps.repository.person(story.complaint.ownerUserId);
    return {
      ...detail,
      customer: {
        name: `${person?.givenName ?? ''} ${person?.familyName ?? ''}`.trim(),
        email: person?.email ?? '',
      },
      next_due: nextDueOf(dueDatesOf(story.complaint), today()),
      actions: complaintActionsAt(story.complaint.status as ComplaintStatus),
    };
  }

  return {
    /** Makes the complaint (its first event and its acknowledgement with it), or answers it. */
    async create(userId: string, request: ComplaintRequest): Promise<ComplaintDetail> {
      const already = await made(userId, request);
      if (already) return already;
      const content = contentOf(request);
      let policyRowId: string | null = null;
      let claimRowId: string | null = null;
      let about: ComplaintAbout = { policy: null, claimReference: null };
      if (content.claim_reference) {
        const claim = isClaimReference(content.claim_reference)
          ? await deps.repository.ownedClaim(userId, content.claim_reference)
          : undefined;
        if (!claim) throw notFound(M.claimNotFound);
        claimRowId = claim.id;
        policyRowId = claim.policyRowId;
        about = { policy: null, claimReference: claim.reference };
      } else if (content.policy_id) {
        const policy = await deps.repository.ownedPolicy(userId, content.policy_id);
        if (!policy) throw notFound(M.policyNotFound);
        policyRowId = policy.id;
        about = { policy, claimReference: null };
      }
      const person = await deps.repository.person(userId);
      if (!person) throw notFound(M.complaintNotFound);
      const receivedAt = deps.clock();
      for (let draw = 1; ; draw += 1) {
        const reference = newComplaintReference(secureBytes);
        const complaint: ComplaintRow = {
          id: randomUUID(),
          reference,
          ownerUserId: userId,
          submissionId: request.submission_id,
          about: content.about,
          policyId: policyRowId,
          claimId: claimRowId,
          description: content.description,
          wanted: content.wanted,
          status: 'received',
          outcome: null,
          receivedAt,
          lastUpdateOn: null,
          updatedAt: receivedAt,
        };
        const due = dueDatesOf(complaint)!;
        try {
          const created = await deps.repository.create(
            complaint,
            complaintReceivedEmail(person, emailOf({ complaint, ...about }), due),
          );
          if (created) return (await ownedDetail(userId, reference)).detail;
          // Another request with this submission id made it first.
          const first = await made(userId, request);
          if (first) return first;
          throw new Error('a complaint refused as made already was not found');
        } catch (error) {
          if (!isUniqueViolation(error) || draw >= REFERENCE_DRAWS) throw error;
        }
      }
    },

    /** The customer's complaints, newest first. */
    async list(userId: string): Promise<{ complaints: ComplaintSummary[] }> {
      return { complaints: (await deps.repository.listOwned(userId)).map(summaryOf) };
    },

    /** One of the customer's complaints; another's is not found. */
    async get(userId: string, reference: string): Promise<ComplaintDetail> {
      return (await ownedDetail(userId, referenceOf(reference))).detail;
    },

    /** Open complaints: overdue first, then by the day next due, then the oldest. */
    async queue(): Promise<{ complaints: ComplaintQueueEntry[] }> {
      const nowDate = calendarDateOf(deps.clock());
      const now = formatIsoDate(nowDate);
      const entries = (await deps.repository.open()).flatMap((row): ComplaintQueueEntry[] => {
        const due = complaintDueDates({
          status: row.status as ComplaintStatus,
          receivedOn: dayOf(row.receivedAt),
          lastUpdateOn: row.lastUpdateOn,
        });
        if (!due) return [];
        return [
          {
            reference: row.reference,
            about_label: COMPLAINT_SUBJECT_LABELS[row.about as ComplaintSubject],
            product: row.policyType
              ? productFactsOfPolicyType(row.policyType as PolicyType).type
              : null,
            status: row.status as ComplaintStatus,
            received_at: row.receivedAt.toISOString(),
            age_days: Math.max(0, daysBetween(calendarDateOf(row.receivedAt), nowDate)),
            update_due: due.update,
            final_response_due: due.finalResponse,
            next_due: nextDueOf(due, now)!,
          },
        ];
      });
      const rank = (entry: ComplaintQueueEntry) =>
        `${entry.next_due.overdue ? 0 : 1}|${entry.next_due.due}|${entry.received_at}`;
      entries.sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
      return { complaints: entries };
    },

    /** The complaint whole for staff; opening it is on the audit trail. */
    async staffGet(actor: AgentActor, reference: string): Promise<StaffComplaintDetail> {
      const asWritten = referenceOf(reference);
      const detail = await staffDetailOf(asWritten);
      const story = await deps.repository.story(null, asWritten);
      await deps.agentActions.record(actor, {
        action: 'complaint_opened',
        customerUserId: story?.complaint.ownerUserId ?? null,
        subjectReference: asWritten,
      });
      return detail;
    },

    /**
     * A staff member's update, final response or resolution: checked under the complaint's lock,
     * then its event (who and when), the customer's e-mail and the audit row, together. The same
     * action id again answers the complaint as it stands (another action under it, 409).
     */
    async act(
      actor: AgentActor,
      reference: string,
      request: ComplaintActionRequest,
    ): Promise<StaffComplaintDetail> {
      const asWritten = referenceOf(reference);
      const story = await deps.repository.story(null, asWritten);
      if (!story) throw notFound(M.complaintNotFound);
      const person = await deps.repository.person(story.complaint.ownerUserId);
      await deps.repository.decide(asWritten, async (found, write) => {
        if (!found || !person) throw notFound(M.complaintNotFound);
        const kind = request.action === 'resolve' ? 'resolved' : request.action;
        const outcome = request.action === 'final_response' ? request.outcome : null;
        const done = await write.eventOfAction(request.action_id);
        if (done) {
          if (done.kind !== kind || done.text !== request.text || done.outcome !== outcome) {
            throw reused(M.actionReused);
          }
          return;
        }
        if (!complaintActionsAt(found.status as ComplaintStatus).includes(request.action)) {
          throw fieldErrors({ action: M.complaintClosed });
        }
        const at = deps.clock();
        const status = STATUS_AFTER_COMPLAINT_ACTION[request.action];
        const on = dayOf(at);
        const ofEmail = emailOf({ ...story, complaint: found });
        const fspo = request.action === 'final_response' ? [...FSPO_RIGHT_LINES] : null;
        await write.record(
          {
            status,
            ...(outcome ? { outcome } : {}),
            ...(request.action === 'update' ? { lastUpdateOn: on } : {}),
          },
          {
            kind,
            status,
            text: request.text,
            outcome,
            fspo,
            byUserId: actor.userId,
            at,
            actionId: request.action_id,
          },
        );
        const updated = { ...found, status, lastUpdateOn: on };
        await write.email(
          request.action === 'update'
            ? complaintUpdateEmail(person, ofEmail, request.text, dueDatesOf(updated)!)
            : request.action === 'final_response'
              ? complaintFinalResponseEmail(person, ofEmail, request.outcome, request.text)
              : complaintResolvedEmail(person, ofEmail, request.text),
        );
        await write.audit(
          actor,
          {
            action: 'complaint_answered',
            customerUserId: found.ownerUserId,
            subjectReference: asWritten,
            details: { action: request.action, to: status },
          },
          at,
        );
      });
      return staffDetailOf(asWritten);
    },
  };
}

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
