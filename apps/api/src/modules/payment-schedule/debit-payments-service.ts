import { randomBytes } from 'node:crypto';
import {
  DEBIT_PAYMENT_MESSAGES as M,
  PAY_NOW_HOLD_MS,
  bankAccountChangePath,
  calendarDateOf,
  dayInWords,
  debitsAsTheyStand,
  debitsToCollect,
  firstDebitCarrying,
  formatEuro,
  formatIsoDate,
  missedDebitPaymentPath,
  parseIsoDate,
  productFactsOfPolicyType,
  type BankAccountChangeRequest,
  type BankAccountChanged,
  type MissedDebitPaid,
  type PayMissedDebitRequest,
} from '@wallet/domain';
import {
  authorisationSpent,
  type CardPayments,
} from '../../adapters/card-payments/card-payments-port.js';
import type {
  DirectDebitResult,
  DirectDebits,
} from '../../adapters/direct-debits/direct-debits-port.js';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import { withinTime } from '../../lib/time-limit.js';
import { FieldValidationError, HttpError, notFound } from '../../lib/http-errors.js';
import { customerEmail, type Buyer } from '../checkout/index.js';
import { monthlyPlanStanding } from '../policies/index.js';
import type { PaymentScheduleRepository } from './payment-schedule-repository.js';
import type { CollectionRow, DebitCollectionsRepository } from './debit-collections-repository.js';
import {
  MISSED_DEBIT_REFUND_ATTEMPTS,
  MISSED_DEBIT_REFUND_JOB,
  PAY_NOW_ATTEMPT_JOB,
  missedDebitRefundJobKey,
  payNowAttemptJobKey,
  payNowCaptureKey,
  type PayNowAttempt,
} from './missed-debit-refund-job.js';

const NOT_FOUND = 'No policy of yours was found with this reference.';
const conflict = (message: string) => new HttpError(409, 'Conflict', message);

/** The insurer's SEPA creditor identifier, as the pre-notification names it. */
export const CREDITOR_ID = 'IE98ZZZ300123';
/** How long a call to the bank or the card gateway may take before it is given up. */
export const PAYMENT_CALL_TIMEOUT_MS = 10_000;

export const MISSED_DEBIT_TEMPLATE = 'direct-debit-missed';
export const MISSED_DEBIT_PAID_TEMPLATE = 'direct-debit-paid-by-card';
export const BANK_ACCOUNT_CHANGED_TEMPLATE = 'direct-debit-pre-notification';

/** A call to the bank or the card gateway, answered 503 once it passes its time limit. */
const withTimeout = <T>(what: string, work: Promise<T>) =>
  withinTime(
    work,
    PAYMENT_CALL_TIMEOUT_MS,
    () => new HttpError(503, 'Service Unavailable', `${what} did not answer in time.`),
  );

const day = (iso: string) => dayInWords(iso);
const ending = (iban: string) => iban.slice(-4);

export function missedDebitEmail(
  to: Buyer,
  policyNumber: string,
  debit: { date: string; amount_cents: number },
  publicOrigin: string,
  policy: { policyId: string; productType: string },
): OutgoingMessage {
  return customerEmail(
    to,
    MISSED_DEBIT_TEMPLATE,
    `Missed direct debit for policy ${policyNumber}`,
    [
      `Your bank did not pay the direct debit of ${formatEuro(debit.amount_cents)} due on ${day(debit.date)} for policy ${policyNumber}.`,
      '',
      'To keep your cover, please pay it now by card with Pay now:',
      // The app's Pay now for this debit, its policy chosen (a page of the app, not of the API).
      `${publicOrigin}${missedDebitPaymentPath(policy.productType, policy.policyId, debit.date)}`,
      '',
      'If your bank account has changed, change it with Change bank account on your policy page, or here:',
      `${publicOrigin}${bankAccountChangePath(policy.productType, policy.policyId)}`,
    ],
  );
}

/**
 * Issue 45: the debits collected on their day through the DirectDebits port (a refused one is
 * missed, and its reminder e-mailed), a missed debit paid now by card, and a new bank account.
 */
export function createDebitPaymentsService(deps: {
  repository: DebitCollectionsRepository;
  schedules: PaymentScheduleRepository;
  directDebits: DirectDebits;
  cardPayments: CardPayments;
  /**
   * Runs a refund job at once, in the request, unless a worker has taken it first; the workers
   * retry one that fails.
   */
  runner: Pick<JobRunner, 'runNow'>;
  clock: Clock;
  publicOrigin: string;
}) {
  const { repository } = deps;

  /**
   * Collects one policy's debits dated by `date` that have no record yet, once each (keyed by
   * policy and day): what the day's job does for each policy. Throws when the bank did not
   * answer, so its job is tried again for what has no record.
   */
  async function collectPolicy(ownerUserId: string, policyId: string, date: string) {
    const outcome = { collected: 0, missed: 0 };
    const paid = await deps.schedules.read(ownerUserId, policyId);
    if (!paid?.payment) return outcome;
    const plan = monthlyPlanStanding(paid.policy, paid.payment, paid.madeChanges);
    if (!plan) return outcome;
    const endedOn = paid.endedAt ? formatIsoDate(calendarDateOf(paid.endedAt)) : null;
    const recorded = new Set(paid.collections.map((row) => row.date));
    const due = debitsToCollect(plan.schedule, date, endedOn, recorded);
    if (due.length === 0) return outcome;
    const mandate = await repository.mandateOf(paid.payment.id);
    if (!mandate) return outcome;
    for (const debit of due) {
      if (debit.amount_cents <= 0) continue;
      const answer: DirectDebitResult = await withTimeout(
        'The bank',
        deps.directDebits.collect({
          iban: mandate.iban,
          bic: mandate.bic,
          accountHolder: mandate.accountHolder,
          mandateReference: mandate.reference ?? mandate.id,
          amountCents: debit.amount_cents,
          collectionKey: `direct-debit:${paid.policy.id}:${debit.date}`,
        }),
      );
      const recordedNow = await repository.record(
        {
          policyRowId: paid.policy.id,
          dueDate: debit.date,
          amountCents: debit.amount_cents,
          status: answer.ok ? 'collected' : 'missed',
          gatewayReference: answer.reference,
          returnReason: answer.ok ? null : answer.returnReason,
        },
        answer.ok
          ? null
          : missedDebitEmail(paid.owner, paid.policy.policyNumber, debit, deps.publicOrigin, {
              policyId,
              productType: productFactsOfPolicyType(paid.policy.policyType).type,
            }),
        deps.clock,
      );
      if (recordedNow) {
        if (answer.ok) outcome.collected += 1;
        else outcome.missed += 1;
      }
    }
    return outcome;
  }

  return {
    collectPolicy,

    /** Every policy paid by direct debit: whose debits the day's run collects. */
    async directDebitPolicies() {
      return repository.directDebitPolicies();
    },

    /**
     * Collects every debit dated by `date` that has no record yet, once each (keyed by policy and
     * day), policy after policy: the operator's run, which waits for it.
     */
    async collectDue(date: string) {
      const outcome = {
        date,
        collected: 0,
        missed: 0,
        failures: [] as { policyId: string; error: string }[],
      };
      for (const { ownerUserId, policyId } of await repository.directDebitPolicies()) {
        try {
          const collected = await collectPolicy(ownerUserId, policyId, date);
          outcome.collected += collected.collected;
          outcome.missed += collected.missed;
        } catch (error) {
          outcome.failures.push({ policyId, error: (error as Error).message });
        }
      }
      return outcome;
    },

    /**
     * Pays a missed debit by card, once: the debit is claimed for this submission under its lock,
     * with a job that ends the attempt if it is never recorded; the card captured (keyed by the
     * debit, the submission and the claim's start), then the debit marked paid with the charge
     * and the receipt e-mailed, under its lock again. Asked again, it answers the payment.
     */
    async payMissed(
      userId: string,
      policyId: string,
      request: PayMissedDebitRequest,
    ): Promise<MissedDebitPaid> {
      const paid = await deps.schedules.read(userId, policyId);
      if (!paid) throw notFound(NOT_FOUND);
      if (!parseIsoDate(request.due_date)) {
        throw new FieldValidationError({ due_date: ['Not a day of the calendar.'] });
      }
      const answerOf = (row: CollectionRow): MissedDebitPaid => ({
        policy_id: policyId,
        due_date: row.dueDate,
        amount_cents: row.amountCents,
        status: 'paid',
        card:
          row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
      });
      // The claim is the submission with its card: a retry carries both, so only it may go on to
      // capture; the same id with another card is another payment, refused while one is under way.
      const claim = `${request.submission_id}|${request.card_token}`;
      const claimed = await repository.onCollection(
        userId,
        policyId,
        request.due_date,
        async (row, write, leftAt) => {
          if (!row) throw conflict(M.notMissed);
          if (row.status === 'paid_by_card') return { done: answerOf(row), row: null };
          if (row.status !== 'missed') throw conflict(M.notMissed);
          // Missed before the customer left, it is in what leaving settled (owed there).
          if (leftAt && row.collectedAt <= leftAt) throw conflict(M.settledOnLeaving);
          const now = deps.clock();
          const heldByAnother =
            row.paySubmissionId !== null &&
            row.paySubmissionId !== claim &&
            row.payStartedAt !== null &&
            now.getTime() - row.payStartedAt.getTime() < PAY_NOW_HOLD_MS;
          if (heldByAnother) throw conflict(M.paymentUnderWay);
          // A retry of the attempt under way goes on with its capture; otherwise the claim is
          // this attempt's, with the job that ends it unrecorded once the hold lapses.
          if (row.paySubmissionId === claim && row.payStartedAt) {
            return { done: null, row, heldFrom: row.payStartedAt };
          }
          await write.update({ paySubmissionId: claim, payStartedAt: now, updatedAt: now });
          const attempt: PayNowAttempt = {
            ownerUserId: userId,
            policyId,
            dueDate: row.dueDate,
            claim,
            heldFrom: now.toISOString(),
            token: request.card_token,
            captureKey: payNowCaptureKey(row.id, request.submission_id, now),
          };
          await write.enqueue({
            kind: PAY_NOW_ATTEMPT_JOB,
            payload: { ...attempt },
            idempotencyKey: payNowAttemptJobKey(attempt.captureKey),
            maxAttempts: MISSED_DEBIT_REFUND_ATTEMPTS,
            runAt: new Date(now.getTime() + PAY_NOW_HOLD_MS),
          });
          return { done: null, row, heldFrom: now };
        },
      );
      if (claimed.done || !claimed.row) return claimed.done!;
      const { row, heldFrom } = claimed;
      // The debit is still this attempt's: the same claim, taken at the same moment. A replay of
      // the submission after the attempt's job let the claim go takes it anew, later: a new
      // attempt, which this one must neither record over nor free.
      const heldByThisAttempt = (locked: CollectionRow) =>
        locked.paySubmissionId === claim && locked.payStartedAt?.getTime() === heldFrom.getTime();
      const captureKey = payNowCaptureKey(row.id, request.submission_id, heldFrom);
      const captured = await withTimeout(
        'The card payment service',
        deps.cardPayments.capture({
          token: request.card_token,
          amountCents: row.amountCents,
          accountId: productFactsOfPolicyType(paid.policy.policyType).cardAccountId,
          idempotencyKey: captureKey,
        }),
      );
      if (!captured.ok) {
        // The gateway took nothing: the attempt is over, its claim freed and its job ended (which
        // would otherwise release the token's authorisation while the customer may still use it).
        await repository.onCollection(userId, policyId, request.due_date, async (locked, write) => {
          if (locked?.status === 'missed' && heldByThisAttempt(locked)) {
            await write.update({ paySubmissionId: null, payStartedAt: null });
          }
          await write.endJob(payNowAttemptJobKey(captureKey));
        });
        // A spent authorisation is most often this submission's earlier attempt, captured with its
        // answer lost and refunded by its job (or about to be): the gateway's words would say paid.
        throw new FieldValidationError({
          card_token: [authorisationSpent(captured) ? M.cardAuthorisationSpent : captured.message],
        });
      }
      // Recorded only while this attempt still holds the debit's claim, the debit is unpaid and
      // not settled by leaving the policy; otherwise the card just captured is refunded. The claim
      // may have been taken over (a capture given up on after the timeout, and the gateway took
      // the money anyway) or the policy left with this debit counted as owed.
      const recorded = await repository.onCollection(
        userId,
        policyId,
        request.due_date,
        async (
          locked,
          write,
          leftAt,
        ): Promise<{ answer: MissedDebitPaid } | { refused: string; refundJobId: number }> => {
          // The refund is written with the refusal, so it is made even if the gateway does not
          // answer now: the job is tried again until it does.
          const refuse = async (refused: string) => {
            const job = await write.enqueue({
              kind: MISSED_DEBIT_REFUND_JOB,
              payload: { gatewayReference: captured.gatewayReference },
              idempotencyKey: missedDebitRefundJobKey(captured.gatewayReference),
              maxAttempts: MISSED_DEBIT_REFUND_ATTEMPTS,
            });
            return { refused, refundJobId: job.id };
          };
          if (!locked) return refuse(M.notMissed);
          if (locked.status === 'paid_by_card') {
            return locked.cardReference === captured.gatewayReference
              ? { answer: answerOf(locked) }
              : refuse(M.paidMeanwhileRefunded);
          }
          if (locked.status !== 'missed') return refuse(M.notMissed);
          if (leftAt && locked.collectedAt <= leftAt) return refuse(M.settledOnLeavingRefunded);
          if (!heldByThisAttempt(locked)) return refuse(M.takenOverRefunded);
          const at = deps.clock();
          const changes = {
            status: 'paid_by_card' as const,
            cardReference: captured.gatewayReference,
            cardBrand: captured.cardBrand,
            cardLast4: captured.last4,
            paidAt: at,
            updatedAt: at,
          };
          await write.update(changes);
          await write.email(
            customerEmail(
              paid.owner,
              MISSED_DEBIT_PAID_TEMPLATE,
              `Payment received for policy ${paid.policy.policyNumber}`,
              [
                `Thank you. We have taken ${formatEuro(locked.amountCents)} from your ${captured.cardBrand} card ending ${captured.last4} for the direct debit that was due on ${day(locked.dueDate)} on policy ${paid.policy.policyNumber}.`,
                '',
                `Payment reference: ${captured.gatewayReference}`,
                'Your next direct debits will be collected from your bank account as planned.',
              ],
            ),
          );
          return { answer: answerOf({ ...locked, ...changes }) };
        },
      );
      if ('answer' in recorded) return recorded.answer;
      // Outside the transaction: on the embedded database the gateway's writes would wait for it.
      // The refund is written: a try that fails here is the workers' to make again, and the
      // customer is told where their payment stands either way.
      await deps.runner.runNow(recorded.refundJobId).catch(() => undefined);
      throw conflict(recorded.refused);
    },

    /**
     * A new bank account for a policy paid by direct debit: a new SEPA mandate (its reference,
     * the holder's consent) and the pre-notification, once per submission, under the policy's lock.
     */
    async changeBankAccount(
      userId: string,
      policyId: string,
      request: BankAccountChangeRequest,
    ): Promise<BankAccountChanged> {
      const madeChanges = await (async () => {
        const paid = await deps.schedules.read(userId, policyId);
        if (!paid) throw notFound(NOT_FOUND);
        return paid;
      })();
      return repository.onPolicy(userId, policyId, request.submission_id, async (held, context) => {
        if (!held) throw notFound(NOT_FOUND);
        if (context.made) return context.made.answer as unknown as BankAccountChanged;
        if (held.payment?.method !== 'direct_debit' || !context.mandate) {
          throw conflict(M.notDirectDebit);
        }
        if (held.policy.status !== 'active') throw conflict(M.notActive);
        const at = deps.clock();
        const on = formatIsoDate(calendarDateOf(at));
        const plan = monthlyPlanStanding(held.policy, held.payment, madeChanges.madeChanges);
        const standing = plan
          ? debitsAsTheyStand(
              plan.schedule,
              on,
              null,
              context.collections.map((row) => ({
                date: row.dueDate,
                amount_cents: row.amountCents,
                status: row.status,
              })),
            )
          : [];
        // The SEPA rulebook's pre-notification: 14 calendar days before the first debit from the
        // new account; a debit sooner than that is still collected as it was told.
        const firstFrom = firstDebitCarrying(on);
        const first = standing.find((debit) => debit.status === 'due' && debit.date >= firstFrom);
        const sooner = standing.find((debit) => debit.status === 'due' && debit.date < firstFrom);
        const iban = request.iban.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
        const reference = `WLT-${held.policy.policyNumber}-${randomBytes(4).toString('hex').toUpperCase()}`;
        await context.changeMandate({
          accountHolder: request.account_holder.trim().replace(/\s+/g, ' '),
          iban,
          bic: request.bic.replace(/[^A-Za-z0-9]/g, '').toUpperCase(),
          reference,
          signedAt: at,
        });
        const answer: BankAccountChanged = {
          policy_id: policyId,
          mandate_reference: reference,
          account_ending: ending(iban),
          first_debit: first ? { date: first.date, amount_cents: first.amount_cents } : null,
        };
        await context.recordChange('bank_account', answer as unknown as Record<string, unknown>);
        await context.email(
          customerEmail(
            held.owner,
            BANK_ACCOUNT_CHANGED_TEMPLATE,
            `Your new direct debit for policy ${held.policy.policyNumber}`,
            [
              `You have set up a new SEPA Direct Debit mandate for policy ${held.policy.policyNumber} from the account ending ${ending(iban)}.`,
              '',
              `Mandate reference: ${reference}`,
              `Creditor identifier: ${CREDITOR_ID}`,
              '',
              first
                ? `The first debit from your new account will be ${formatEuro(first.amount_cents)} on ${day(first.date)}.`
                : 'There are no more debits to collect on this policy.',
              ...(sooner
                ? [
                    `The debit of ${formatEuro(sooner.amount_cents)} on ${day(sooner.date)} is less than 14 days away and is collected as we told you before.`,
                  ]
                : []),
              '',
              'You are entitled to a refund from your bank under the terms of your agreement with it, asked for within 8 weeks of the date your account was debited.',
            ],
          ),
        );
        return answer;
      });
    },
  };
}

export type DebitPaymentsService = ReturnType<typeof createDebitPaymentsService>;
