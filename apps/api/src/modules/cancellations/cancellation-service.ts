import { randomInt } from 'node:crypto';
import {
  CANCELLATION_MESSAGES,
  PAY_NOW_HOLD_MS,
  REFUND_WITHIN_DAYS,
  addDays,
  calendarDateOf,
  cancellationSettlement,
  formatIsoDate,
  insurerNameOf,
  lastDayOfCoverOf,
  leavingRefusal,
  madeChangesCentsOf,
  planChangesOf,
  policyNumberLabel,
  productFactsOfPolicyType,
  productTypeOf,
  type CancellationQuoteRequest,
  type CancellationQuoteResponse,
  type CancellationRequest,
  type CancellationResponse,
  type CancellationSettlement,
  type PolicyPaymentRead,
} from '@wallet/domain';
import { withdrawalPeriodEnd } from '@wallet/domain/withdrawal-period';
import type { PolicyDocuments } from '../../adapters/documents/policy-documents-port.js';
import { policyDocumentSetOf } from '../../adapters/documents/policy-document-blocks.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { JobsRepository } from '../../jobs/jobs-repository.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, HttpError, notFound } from '../../lib/http-errors.js';
import { policyPaymentReadOf } from '../checkout/index.js';
import type {
  CancellationRow,
  CancellationsRepository,
  LeavingRecord,
} from './cancellations-repository.js';
import {
  LEAVING_BUSINESS_PROCESS,
  voidDescription,
  leavingDocument,
  leavingEmail,
  type ConfirmedLeaving,
} from './leaving-confirmation.js';
import type { OpenClaims } from './open-claims-port.js';

export const POLICY_REFUND_JOB = 'policy-refund';

/** CN- and 8 characters with no 0/O or 1/I to misread. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () =>
  `CN-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

const productNameOf = (policyType: string) =>
  `${productFactsOfPolicyType(policyType as never).label} Insurance`;

/** The last day of the policy's withdrawal period. */
export const withdrawalEndsOnOf = (policy: { startDate: string }, documentsIssuedAt: Date) =>
  withdrawalPeriodEnd(policy.startDate, formatIsoDate(calendarDateOf(documentsIssuedAt)));

/**
 * How the policy was paid, as its settlement counts it. A card paid the premium, and every
 * mid-term change was settled on a card too (a charge taken, a return given back), so what cards
 * paid in all is the period's premium as it now stands.
 */
function paidSoFar(
  policy: { premiumCents: number },
  payment: PolicyPaymentRead | null,
): PolicyPaymentRead | null {
  return payment?.method === 'card' ? { ...payment, charged_cents: policy.premiumCents } : payment;
}

export interface CancellationServiceDeps {
  repository: CancellationsRepository;
  openClaims: OpenClaims;
  documents: PolicyDocuments;
  jobs: Pick<JobsRepository, 'enqueue'>;
  runner: Pick<JobRunner, 'wake'>;
  clock: Clock;
}

/**
 * Withdrawal and cancellation (issue 43): what leaving would come to, then leaving at exactly
 * those figures, once. The rules and arithmetic are the domain's, as the forms use them.
 */
export function createCancellationService(deps: CancellationServiceDeps) {
  const today = () => formatIsoDate(calendarDateOf(deps.clock()));

  async function settle(
    record: LeavingRecord,
    request: CancellationQuoteRequest,
    executor?: Parameters<OpenClaims['hasClaimInProgress']>[1],
  ): Promise<{ settlement: CancellationSettlement; withdrawalEndsOn: string; feeInTerms: number }> {
    const { policy } = record;
    const facts = productFactsOfPolicyType(policy.policyType);
    const terms = facts.leavingTerms(policy.insurer ?? null);
    const withdrawalEndsOn = withdrawalEndsOnOf(policy, record.documentsIssuedAt);
    const now = today();
    const refusal = leavingRefusal(
      {
        status: policy.status,
        startDate: policy.startDate,
        endDate: policy.endDate,
        withdrawalEndsOn,
        claimInProgress: await deps.openClaims.hasClaimInProgress(policy.id, executor),
        claimsPhoneNumber: facts.claims.phoneNumber,
      },
      { kind: request.kind, lastDayOfCover: request.last_day_of_cover },
      now,
    );
    if (refusal) throw new FieldValidationError({ [refusal.field]: [refusal.message] });
    const settlement = cancellationSettlement({
      kind: request.kind,
      startDate: policy.startDate,
      endDate: policy.endDate,
      premiumCents: policy.premiumCents,
      payment: paidSoFar(
        policy,
        policyPaymentReadOf(policy, record.payment, madeChangesCentsOf(record.madeChanges)),
      ),
      planChanges: planChangesOf(record.madeChanges),
      collections: record.collections,
      lastDayOfCover: lastDayOfCoverOf(
        { kind: request.kind, lastDayOfCover: request.last_day_of_cover },
        now,
      ),
      today: now,
      feeInTermsCents: terms.feeCents,
      withdrawalEndsOn,
      withdrawalInFull:
        request.kind === 'withdrawal' &&
        terms.withdrawalInFull &&
        !(await deps.openClaims.hasClaimMade(policy.id, executor)),
    });
    return { settlement, withdrawalEndsOn, feeInTerms: terms.feeCents };
  }

  function answerOf(row: CancellationRow, policyId: string): CancellationResponse {
    return {
      ...(row.settlement as unknown as CancellationSettlement),
      policy_id: policyId,
      reference: row.reference,
      received_at: row.receivedAt.toISOString(),
      refund_by: row.refundBy,
    };
  }

  return {
    async quote(
      userId: string,
      policyId: string,
      request: CancellationQuoteRequest,
    ): Promise<CancellationQuoteResponse> {
      const record = await deps.repository.read(userId, policyId);
      if (!record) throw notFound(CANCELLATION_MESSAGES.policyNotFound);
      const { settlement, withdrawalEndsOn, feeInTerms } = await settle(record, request);
      return {
        ...settlement,
        policy_id: policyId,
        withdrawal_ends_on: withdrawalEndsOn,
        fee_in_terms_cents: feeInTerms,
      };
    },

    /**
     * Leaves the policy at the figures the customer saw: the record, the policy ended, its renewal
     * closed, the confirmation filed and e-mailed, and a refund's job, in one transaction
     * under the policy's lock. Asked again (a double tap), it answers what was done.
     */
    async confirm(
      userId: string,
      policyId: string,
      request: CancellationRequest,
    ): Promise<CancellationResponse> {
      const answer = await deps.repository.decide(userId, policyId, async (record, write, tx) => {
        if (!record) throw notFound(CANCELLATION_MESSAGES.policyNotFound);
        if (record.cancellation) {
          if (record.cancellation.kind === request.kind)
            return answerOf(record.cancellation, policyId);
          throw new FieldValidationError({ policy: [CANCELLATION_MESSAGES.alreadyEnded] });
        }
        // A missed debit being paid by card now would change what was paid under the figures.
        const receivedAt = deps.clock();
        const payNowUnderWay = record.collections.some(
          (debit) =>
            debit.status === 'missed' &&
            debit.payStartedAt !== null &&
            receivedAt.getTime() - debit.payStartedAt.getTime() < PAY_NOW_HOLD_MS,
        );
        if (payNowUnderWay) {
          throw new HttpError(409, 'Conflict', CANCELLATION_MESSAGES.payNowUnderWay);
        }
        const { settlement } = await settle(record, request, tx);
        if (settlement.settlement_cents !== request.expected_settlement_cents) {
          throw new HttpError(409, 'SettlementChanged', CANCELLATION_MESSAGES.settlementChanged);
        }
        const { policy } = record;
        const refundBy =
          settlement.settlement_cents > 0
            ? formatIsoDate(addDays(calendarDateOf(receivedAt), REFUND_WITHIN_DAYS))
            : null;
        const leaving: ConfirmedLeaving = {
          kind: request.kind,
          reference: newReference(),
          receivedAt,
          policyType: policy.policyType,
          productName: productNameOf(policy.policyType),
          policyNumber: policy.policyNumber,
          settlement,
          refundBy,
        };
        const [pdf] = await deps.documents.render(
          policyDocumentSetOf({
            productName: leaving.productName,
            insurer: { code: policy.insurer ?? '', name: insurerNameOf(policy.insurer ?? '') },
            policy: {
              policyNumber: policy.policyNumber,
              policyNumberLabel: policyNumberLabel(productTypeOf(policy.policyType)),
              referenceNumber: policy.referenceNumber,
              issuedAt: receivedAt,
            },
            documents: [leavingDocument(leaving)],
          }),
        );
        const row = await write({
          cancellation: {
            reference: leaving.reference,
            kind: request.kind,
            reason: request.reason || null,
            receivedAt,
            originalEndDate: policy.endDate,
            settlement: settlement as unknown as Record<string, unknown>,
            settlementCents: settlement.settlement_cents,
            refundBy,
            settlementStatus: settlement.settlement_cents === 0 ? 'none' : 'pending',
          },
          lastDayOfCover: settlement.last_day_of_cover,
          confirmation: {
            name: pdf!.name,
            displayName: pdf!.displayName,
            description: pdf!.description,
            pdf: pdf!.pdf,
            businessProcess: LEAVING_BUSINESS_PROCESS,
          },
          email: leavingEmail(record.owner, leaving),
          voided: {
            names: productFactsOfPolicyType(policy.policyType).proofOfCover?.documents ?? [],
            description: voidDescription(settlement.last_day_of_cover),
          },
        });
        // A refund is paid by its job, to the card or by credit transfer to the bank account; what
        // a monthly customer still owes waits for its collection.
        if (settlement.settlement_cents > 0) {
          await deps.jobs.enqueue(
            {
              kind: POLICY_REFUND_JOB,
              payload: { cancellationId: row.id },
              idempotencyKey: `policy-refund:${row.id}`,
            },
            tx,
          );
        }
        return answerOf(row, policyId);
      });
      deps.runner.wake();
      return answer;
    },
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
