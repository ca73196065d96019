import {
  CLAIM_HANDLING_MESSAGES,
  CLAIM_MESSAGES,
  STAGE_AFTER_ACTION,
  payoutAccountLabel,
  payoutRouteOf,
  perilOfClaimKind,
  calendarDateOf,
  claimHandlerActionProblems,
  claimHandlerActionsAt,
  daysBetween,
  formatIsoDate,
  isClaimInProgress,
  isClaimReference,
  messageProblem,
  productFactsOfPolicyType,
  type ClaimHandlerActionRequest,
  type ClaimQueueEntry,
  type ClaimStage,
  type PayoutAccount,
  type PolicyType,
  type StaffClaimDetail,
} from '@wallet/domain';
import { claimNextDue, isClaimOverdue, type ClaimClock } from '@wallet/domain/claim-due-dates';
import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, HttpError, notFound } from '../../lib/http-errors.js';
import type { AgentActionsRepository, AgentActor } from '../agent/index.js';
import {
  claimDetailOf,
  claimKindLabelOf,
  isClaimFileId,
  type ClaimsRepository,
  type ClaimsService,
} from '../claims/index.js';
import { CLAIM_PAYOUT_JOB } from './claim-payout-job.js';
import { claimMessageEmail, claimStepEmail, type ClaimOfEmail } from './claim-step-emails.js';
import type { ClaimsHandlingRepository } from './claims-handling-repository.js';

export interface ClaimsHandlingDeps {
  claims: ClaimsRepository;
  claimsService: ClaimsService;
  handling: ClaimsHandlingRepository;
  agentActions: AgentActionsRepository;
  /** Reads the card that paid (brand, last digits): where a settlement is paid to. */
  cardPayments: Pick<CardPayments, 'cardOf'>;
  /** Wakes the job worker for a payout just made. */
  runner: { wake(): void };
  /** What a policy covers, read by its product from a quote request (the profile's words). */
  policyCoverOf: (policyType: PolicyType, quoteRequest: unknown) => string | null;
  clock: Clock;
}

type Around = NonNullable<Awaited<ReturnType<ClaimsHandlingRepository['customerAndPolicy']>>>;

const M = CLAIM_HANDLING_MESSAGES;
const reused = (message: string) => new HttpError(409, 'IdReused', message);
export const ACTION_REUSED_MESSAGE =
  'This action was recorded already as something else. Reload the claim before acting on it.';
export const HANDLER_MESSAGE_REUSED =
  'This message was sent already with different words. Reload the claim before sending it again.';

/** What is owed next and by when, with whether that day has passed. */
function nextDueOf(clock: ClaimClock, today: string) {
  const due = claimNextDue(clock);
  return due && { for: due.for, due: due.due, overdue: isClaimOverdue(due, today) };
}

const fieldErrors = (problems: Record<string, string>) =>
  new FieldValidationError(
    Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
  );

/**
 * The claims handler's work (issue 44): the queue of claims in progress in the order the Consumer
 * Protection Code's timelines make urgent, a claim whole with its customer and policy (each
 * opening on the audit trail), and the actions and messages that move it on, each e-mailed to the
 * customer and audited with the decision, in one transaction.
 */
export function createClaimsHandlingService(deps: ClaimsHandlingDeps) {
  const today = () => formatIsoDate(calendarDateOf(deps.clock()));
  const referenceOf = (reference: string) => {
    const asWritten = reference.trim().toUpperCase();
    if (!isClaimReference(asWritten)) throw notFound(M.claimNotFound);
    return asWritten;
  };

  /**
   * The card or bank account that pays for the claim's policy, where its settlement goes: the card
   * its charge was taken from, read from the gateway without touching the charge, or the
   * mandate's account. None for a policy made without a payment of its own, or whose card or
   * mandate is not on record; a gateway that does not answer is an error, never 'none'.
   */
  async function payoutAccountOf({ payment }: Around): Promise<PayoutAccount | null> {
    if (!payment) return null;
    if (payment.method === 'direct_debit') {
      const mandate = await deps.handling.mandateOf(payment.id);
      return mandate ? { method: 'direct_debit', iban: mandate.iban } : null;
    }
    const card = payment.gatewayReference
      ? await deps.cardPayments.cardOf(payment.gatewayReference)
      : null;
    return card && { method: 'card', ...card };
  }

  /** The claim whole as the handler's page shows it. */
  async function detailOf(reference: string): Promise<StaffClaimDetail> {
    const found = await deps.claims.ownedByReference(null, reference);
    const around = await deps.handling.customerAndPolicy(reference);
    if (!found || !around) throw notFound(M.claimNotFound);
    const { claim } = found;
    const stage = claim.stage as ClaimStage;
    const { policy } = around;
    const account = stage === 'approved' ? await payoutAccountOf(around) : null;
    // The policy as it stood on the day it happened: the version then in force.
    const onTheDay = await deps.claims.policySnapshotOn(policy, claim.incidentDate);
    const changes = await deps.handling.changesInForceOn(policy.id, claim.incidentDate);
    return {
      ...claimDetailOf(found),
      customer: { name: `${around.givenName} ${around.familyName}`.trim(), email: around.email },
      policy: {
        start_date: policy.startDate,
        end_date: policy.endDate,
        status: policy.status,
        insurer: policy.insurer,
        premium_cents: policy.premiumCents,
        paid_by: around.paidBy,
        cover_on_incident_date: onTheDay
          ? deps.policyCoverOf(policy.policyType, onTheDay.request)
          : null,
        changes_in_force: changes.flatMap((change) =>
          change.lines.map((line) => ({ ...line, effective_date: change.effectiveDate })),
        ),
      },
      pays_to: account && payoutAccountLabel(account),
      next_due: nextDueOf({ ...claim, stage }, today()),
      // Settling pays the customer where there is somewhere to pay; else it is paid outside the
      // wallet and recorded as paid.
      actions: claimHandlerActionsAt(stage).filter((action) =>
        action === 'settle' ? account : action === 'settle_outside' ? !account : true,
      ),
    };
  }

  /** Who the claim's customer is, for the audit trail's row of a read. */
  const customerOf = async (reference: string) =>
    (await deps.handling.customerAndPolicy(reference))?.ownerUserId ?? null;

  return {
    /** Claims in progress: overdue first, then by the day next due, then the oldest. */
    async queue(): Promise<{ claims: ClaimQueueEntry[] }> {
      const nowDate = calendarDateOf(deps.clock());
      const now = formatIsoDate(nowDate);
      const entries = (await deps.handling.inProgress()).map((row): ClaimQueueEntry => ({
        reference: row.reference,
        product: productFactsOfPolicyType(row.policyType).type,
        kind_label: claimKindLabelOf(row.policyType, row.kind),
        stage: row.stage as ClaimStage,
        received_at: row.receivedAt.toISOString(),
        age_days: Math.max(0, daysBetween(calendarDateOf(row.receivedAt), nowDate)),
        estimate_cents: row.estimateCents,
        next_due: nextDueOf({ ...row, stage: row.stage as ClaimStage }, now),
      }));
      const rank = (entry: ClaimQueueEntry) => [
        entry.next_due?.overdue ? 0 : 1,
        entry.next_due?.due ?? '9999-12-31',
        entry.received_at,
      ];
      entries.sort((a, b) => {
        const [x, y] = [rank(a), rank(b)];
        for (let at = 0; at < x.length; at += 1) {
          if (x[at]! < y[at]!) return -1;
          if (x[at]! > y[at]!) return 1;
        }
        return 0;
      });
      return { claims: entries };
    },

    /** The claim whole; opening it is on the audit trail. */
    async get(actor: AgentActor, reference: string): Promise<StaffClaimDetail> {
      const asWritten = referenceOf(reference);
      const detail = await detailOf(asWritten);
      await deps.agentActions.record(actor, {
        action: 'claim_opened',
        customerUserId: await customerOf(asWritten),
        subjectReference: asWritten,
      });
      return detail;
    },

    /**
     * Moves the claim on: checked with the domain's rules under the claim's lock, then the
     * timeline's event (with the handler's note, question or reasons), the customer's e-mail and
     * the audit row, together. The same action id again answers the claim as it stands.
     */
    async act(
      actor: AgentActor,
      reference: string,
      request: ClaimHandlerActionRequest,
    ): Promise<StaffClaimDetail> {
      const asWritten = referenceOf(reference);
      const around = await deps.handling.customerAndPolicy(asWritten);
      // Read before the claim's lock (the gateway is outside the transaction); the payment that
      // pays for a policy does not change while its claim is decided on.
      const settling = request.action === 'settle' || request.action === 'settle_outside';
      const account = settling && around ? await payoutAccountOf(around) : null;
      await deps.claims.decideOnOwned(null, asWritten, async (found, write) => {
        if (!found || !around) throw notFound(M.claimNotFound);
        const target = STAGE_AFTER_ACTION[request.action];
        const note =
          request.action === 'ask'
            ? request.question.trim()
            : request.action === 'decline'
              ? request.reasons.trim()
              : request.note?.trim() || null;
        const done = await write.eventOfAction(request.action_id);
        if (done) {
          // The same step again is answered as made; its id with another step is a client fault.
          const same =
            done.stage === target &&
            done.note === note &&
            (request.action !== 'approve' || found.claim.amountCents === request.amount_cents);
          if (!same) throw reused(ACTION_REUSED_MESSAGE);
          return;
        }
        const stage = found.claim.stage as ClaimStage;
        const problems = claimHandlerActionProblems(request, stage);
        if (request.action === 'settle' && !problems.action && !account) {
          problems.action = M.noPayoutAccount;
        }
        if (request.action === 'settle_outside' && !problems.action && account) {
          problems.action = M.payoutAccountOnRecord;
        }
        if (Object.keys(problems).length > 0) throw fieldErrors(problems);
        const at = deps.clock();
        const settlement =
          request.action === 'settle' && account && around.payment
            ? {
                paymentId: around.payment.id,
                route: payoutRouteOf(account),
                amountCents: found.claim.amountCents ?? 0,
                toLabel: payoutAccountLabel(account),
                status: 'being_paid',
              }
            : request.action === 'settle_outside'
              ? {
                  paymentId: null,
                  route: 'outside' as const,
                  amountCents: found.claim.amountCents ?? 0,
                  toLabel: request.paid_how.trim(),
                  status: 'paid',
                  paidAt: at,
                }
              : null;
        const on = formatIsoDate(calendarDateOf(at));
        await write.moveTo(
          target,
          at,
          {
            // Telling the customer of a step starts the update's clock again.
            lastToldOn: on,
            ...(request.action === 'ask' ? { informationCompleteOn: null } : {}),
            // Assessing again without the answer: the decision's clock runs from today.
            ...(request.action === 'assess' && stage === 'awaiting_information'
              ? { informationCompleteOn: on }
              : {}),
            ...(request.action === 'approve'
              ? { approvedOn: on, amountCents: request.amount_cents }
              : {}),
          },
          { note, actionId: request.action_id },
        );
        if (settlement) {
          await write.addPayout(
            settlement,
            settlement.route === 'outside'
              ? null
              : { kind: CLAIM_PAYOUT_JOB, payloadKey: 'payoutId' },
          );
          const kind = productFactsOfPolicyType(found.policy.policyType).claimForm?.kinds.find(
            (each) => each.code === found.claim.kind,
          );
          await write.recordPaidClaim({
            claimDate: found.claim.incidentDate,
            peril: kind ? perilOfClaimKind(kind) : found.claim.kind,
            paidCents: settlement.amountCents,
          });
        }
        const claimOfEmail: ClaimOfEmail = {
          reference: asWritten,
          policyType: found.policy.policyType,
          policyNumber: found.policy.policyNumber,
          kindLabel: claimKindLabelOf(found.policy.policyType, found.claim.kind),
        };
        await write.email(
          claimStepEmail(
            { userId: around.ownerUserId, email: around.email, givenName: around.givenName },
            claimOfEmail,
            request,
            target,
            settlement,
          ),
        );
        await write.audit(
          actor,
          {
            action: 'claim_decided',
            customerUserId: around.ownerUserId,
            subjectReference: asWritten,
            details: { to: target },
          },
          at,
        );
      });
      if (request.action === 'settle') deps.runner.wake();
      return detailOf(asWritten);
    },

    /** The handler writes on the claim's thread: the customer is e-mailed to read it. */
    async sendMessage(
      actor: AgentActor,
      reference: string,
      request: { message_id: string; body: string },
    ): Promise<StaffClaimDetail> {
      const asWritten = referenceOf(reference);
      const around = await deps.handling.customerAndPolicy(asWritten);
      await deps.claims.decideOnOwned(null, asWritten, async (found, write) => {
        if (!found || !around) throw notFound(M.claimNotFound);
        const sent = await write.messageWithId(request.message_id);
        if (sent) {
          if (sent.author !== 'handler' || sent.body !== request.body.trim()) {
            throw reused(HANDLER_MESSAGE_REUSED);
          }
          return;
        }
        if (!isClaimInProgress(found.claim.stage as ClaimStage)) {
          const phoneNumber = productFactsOfPolicyType(found.policy.policyType).claims.phoneNumber;
          throw fieldErrors({ body: CLAIM_MESSAGES.claimClosed(phoneNumber) });
        }
        const problem = messageProblem(request.body);
        if (problem) throw fieldErrors({ body: problem });
        const at = deps.clock();
        await write.addMessage({
          author: 'handler',
          messageId: request.message_id,
          body: request.body.trim(),
          at,
        });
        await write.told(formatIsoDate(calendarDateOf(at)));
        await write.email(
          claimMessageEmail(
            { userId: around.ownerUserId, email: around.email, givenName: around.givenName },
            {
              reference: asWritten,
              policyType: found.policy.policyType,
              policyNumber: found.policy.policyNumber,
              kindLabel: claimKindLabelOf(found.policy.policyType, found.claim.kind),
            },
          ),
        );
        await write.audit(
          actor,
          {
            action: 'claim_message',
            customerUserId: around.ownerUserId,
            subjectReference: asWritten,
          },
          at,
        );
      });
      return detailOf(asWritten);
    },

    /** One of the claim's files, its opening audited. */
    async file(actor: AgentActor, reference: string, fileId: string) {
      const asWritten = referenceOf(reference);
      const found =
        isClaimFileId(fileId) &&
        (await deps.claims.ownedFile(null, asWritten, fileId.toLowerCase()));
      if (!found) throw notFound(M.fileNotFound);
      // Recorded before the file is opened: a read that cannot be recorded is not made.
      await deps.agentActions.record(actor, {
        action: 'claim_file_opened',
        customerUserId: await customerOf(asWritten),
        subjectReference: asWritten,
      });
      return deps.claimsService.file(null, asWritten, fileId);
    },
  };
}

export type ClaimsHandlingService = ReturnType<typeof createClaimsHandlingService>;
