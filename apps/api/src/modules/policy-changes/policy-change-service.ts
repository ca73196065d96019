import {
  POLICY_CHANGE_MESSAGES as M,
  REFUND_WITHIN_DAYS,
  addDays,
  calendarDateOf,
  changeAdjustment,
  changeMoneyRoutes,
  changeSettlementOf,
  changeAfterLastChangeMessage,
  changeEffectiveDateMessage,
  formatIsoDate,
  madeChangesCentsOf,
  newPeriodAdjustment,
  planAsItStands,
  policyNumberLabel,
  productFactsOfPolicyType,
  productTypeOf,
  type PolicyChangeApplied,
  type PolicyChangeApplyRequest,
  type PolicyChangeQuote,
  type PolicyChangeQuoteRequest,
  type PolicyType,
  type Collection,
  type MadeChangeMoney,
  type PlanAsItStands,
  type PolicyVersion,
} from '@wallet/domain';
import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import type { PolicyDocuments } from '../../adapters/documents/policy-documents-port.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { JobsRepository } from '../../jobs/jobs-repository.js';
import type { Clock } from '../../lib/clock.js';
import type { QuoteSnapshot } from '../../db/schema.js';
import { FieldValidationError, HttpError, notFound } from '../../lib/http-errors.js';
import { policyPaymentReadOf, type CheckoutProducts } from '../checkout/index.js';
import { paymentAsDocumentsPrintIt } from '../documents/index.js';
import { monthlyPlanStanding } from '../policies/index.js';
import {
  CHANGE_BUSINESS_PROCESS,
  changeMoneyInWords,
  policyChangedEmail,
} from './policy-change-messages.js';
import type { PolicyChangeProduct } from './policy-change-product.js';
import {
  standingOf,
  type ChangeWrites,
  type ChangingPolicy,
  type PolicyChangesRepository,
} from './policy-changes-repository.js';

export const POLICY_CHANGE_REFUND_JOB = 'policy-change-refund';
/** A change's schedule is filed as this, with its version: endorsement-schedule-v2. */
const ENDORSEMENT_SCHEDULE = 'endorsement-schedule';

const conflict = (message: string) => new HttpError(409, 'PolicyChangeConflict', message);
const proofOfCoverOf = (policyType: PolicyType) =>
  productFactsOfPolicyType(policyType).proofOfCover?.documents ?? [];
const productNameOf = (policyType: PolicyType) =>
  `${productFactsOfPolicyType(policyType).label} Insurance`;

export interface PolicyChangeServiceDeps {
  repository: PolicyChangesRepository;
  /** Each product's changes, by policy type; a product without is not changed online. */
  products: ReadonlyMap<string, PolicyChangeProduct>;
  checkoutProducts: Pick<CheckoutProducts, 'of'>;
  cardPayments: CardPayments;
  documents: PolicyDocuments;
  jobs: Pick<JobsRepository, 'enqueue'>;
  runner: Pick<JobRunner, 'wake'>;
  clock: Clock;
  publicOrigin: string;
}

/**
 * Mid-term changes (issue 43): priced first by the policy's insurer, then made once at the price
 * shown, with the money settled, a new version, the endorsement schedule and the e-mail.
 */
export function createPolicyChangeService(deps: PolicyChangeServiceDeps) {
  const today = () => formatIsoDate(calendarDateOf(deps.clock()));

  function productOf(changing: ChangingPolicy): PolicyChangeProduct {
    const product = deps.products.get(changing.policy.policyType);
    if (!product) throw new FieldValidationError({ policy: [M.notOnline] });
    return product;
  }

  function refuseUnlessActive(changing: ChangingPolicy) {
    if (changing.policy.status !== 'active' || changing.policy.endDate < today()) {
      throw new FieldValidationError({ policy: [M.notActive] });
    }
  }

  const paidMonthly = (changing: ChangingPolicy) => changing.payment?.method === 'direct_debit';
  /** How a change's money may move on this policy today (a monthly plan's debits, a card). */
  const moneyRoutesOf = (
    changing: ChangingPolicy,
    adjustmentCents: number,
    madeOn: string = today(),
  ) => {
    const standing = monthlyPlanStanding(changing.policy, changing.payment, changing.madeChanges);
    return changeMoneyRoutes(
      adjustmentCents,
      standing && { schedule: standing.schedule, today: madeOn },
    );
  };
  const currentAnnualOf = (changing: ChangingPolicy) =>
    changing.policy.annualisedPremiumCents ?? changing.policy.premiumCents;

  /**
   * A monthly plan as this change leaves it, in the figures the payment schedule will answer:
   * the debits worked out with it made (carried or not), the deposit and the charge as bought.
   * Null for a policy paid at once.
   */
  function planAfter(changing: ChangingPolicy, made: MadeChangeMoney): PlanAsItStands | null {
    const { policy, payment, madeChanges } = changing;
    const bought = policyPaymentReadOf(policy, payment, madeChangesCentsOf(madeChanges))?.plan;
    const standing = monthlyPlanStanding(policy, payment, [...madeChanges, made]);
    return bought && standing ? planAsItStands(bought, standing.schedule, made.madeOn) : null;
  }

  /**
   * The documents a change issues, drawn from the quote state it leaves: the endorsement schedule
   * and, where the product has them, a new certificate and disc, each named with its version.
   */
  async function endorsementOf(
    changing: ChangingPolicy,
    product: PolicyChangeProduct,
    snapshot: QuoteSnapshot,
    version: number,
    issuedAt: Date,
    debitsFromNow: Collection[] | null,
    planAsItStands: PlanAsItStands | null,
  ): Promise<ChangeWrites['endorsement']> {
    const { policy, payment } = changing;
    const issue = deps.checkoutProducts.of(policy.policyType).policyToIssue(snapshot);
    if (!issue || !payment) return [];
    const paid = await paymentAsDocumentsPrintIt(
      { cardPayments: deps.cardPayments, mandateOf: (id) => deps.repository.mandateOf(id) },
      payment,
      productFactsOfPolicyType(policy.policyType).cardAccountId,
    );
    if (typeof paid === 'string') return [];
    // A monthly plan is printed as the change leaves it (the payment schedule's figures: the
    // debits collected as they were, those to come carrying it), with the debits it rides on; a
    // plan of the new premium was never agreed and is not printed.
    const printed =
      paid.method === 'direct_debit' ? { ...paid, debitsFromNow, planAsItStands } : paid;
    const rendered = await deps.documents.render(
      issue.documents(
        {
          policyNumber: policy.policyNumber,
          referenceNumber: policy.referenceNumber,
          policyId: policy.policyId,
          quoteReference: snapshot.quoteReference,
          startDate: policy.startDate,
          endDate: snapshot.newEndDate ?? policy.endDate,
          issuedAt,
        },
        printed,
      ),
    );
    const proofOfCover = proofOfCoverOf(policy.policyType);
    const issued: ChangeWrites['endorsement'] = [];
    for (const document of rendered) {
      if (document.name === product.scheduleDocument) {
        issued.push({
          name: `${ENDORSEMENT_SCHEDULE}-v${version}`,
          displayName: `Endorsement schedule (version ${version})`,
          description: `Your policy as changed: version ${version}`,
          businessProcess: CHANGE_BUSINESS_PROCESS,
          pdf: document.pdf,
        });
      } else if (proofOfCover.includes(document.name)) {
        issued.push({
          name: `${document.name}-v${version}`,
          displayName: `${document.displayName} (version ${version})`,
          description: document.description,
          businessProcess: CHANGE_BUSINESS_PROCESS,
          pdf: document.pdf,
        });
      }
    }
    return issued;
  }

  return {
    /** The policy as bought and as each change left it, oldest first. */
    async versions(userId: string, policyId: string): Promise<PolicyVersion[]> {
      const changing = await deps.repository.read(userId, policyId);
      if (!changing) throw notFound(M.notFound);
      const product = deps.products.get(changing.policy.policyType);
      const first: PolicyVersion[] = changing.payment
        ? [
            {
              version: 1,
              effective_date: changing.policy.startDate,
              annual_premium_cents: changing.payment.quoteSnapshot.priceCents,
              created_at: changing.policy.createdAt.toISOString(),
              lines: [],
              answers: product?.answersOf(changing.payment.quoteSnapshot) ?? {},
            },
          ]
        : [];
      const later = (await deps.repository.versionsOf(changing.policy.id)).map((row) => ({
        version: row.version,
        effective_date: row.effectiveDate,
        annual_premium_cents: row.annualPremiumCents,
        created_at: row.createdAt.toISOString(),
        lines: row.lines,
        answers: product?.answersOf(row.snapshot) ?? {},
      }));
      return [...first, ...later];
    },

    /** Prices a change; only a priced change is kept, for the day it was priced on. */
    async quote(
      userId: string,
      policyId: string,
      request: PolicyChangeQuoteRequest,
    ): Promise<PolicyChangeQuote> {
      const changing = await deps.repository.read(userId, policyId);
      if (!changing) throw notFound(M.notFound);
      refuseUnlessActive(changing);
      const product = productOf(changing);
      const standing = standingOf(changing);
      if (!standing) throw new FieldValidationError({ policy: [M.notOnline] });
      const now = today();
      const dateMessage = changeEffectiveDateMessage(
        request.effective_date,
        changing.policy.endDate,
        now,
      );
      if (dateMessage) throw new FieldValidationError({ effective_date: [dateMessage] });
      // A change cannot count from before the cover starts.
      const effectiveDate =
        request.effective_date < changing.policy.startDate
          ? changing.policy.startDate
          : request.effective_date;
      const orderMessage = changeAfterLastChangeMessage(
        effectiveDate,
        changing.latest?.effectiveDate,
      );
      if (orderMessage) throw new FieldValidationError({ effective_date: [orderMessage] });
      const priced = await product.price(
        { policy: changing.policy, snapshot: standing.snapshot },
        request.change,
      );
      const currentAnnual = currentAnnualOf(changing);
      const base = {
        policy_id: policyId,
        effective_date: effectiveDate,
        current_annual_premium_cents: currentAnnual,
        priced_on: now,
        lines: priced.lines,
      };
      if (priced.outcome !== 'priced') {
        const period = changeAdjustment({
          startDate: changing.policy.startDate,
          endDate: changing.policy.endDate,
          effectiveDate,
          currentAnnualCents: currentAnnual,
          newAnnualCents: currentAnnual,
        });
        return {
          ...base,
          change_id: null,
          outcome: priced.outcome,
          message: priced.message,
          new_annual_premium_cents: null,
          days_in_period: period.days_in_period,
          days_remaining: period.days_remaining,
          adjustment_cents: null,
          pay_by: [],
          refund_to: null,
          debits_after: null,
        };
      }
      const newAnnual = currentAnnual + priced.deltaAnnualCents;
      const facts = {
        startDate: changing.policy.startDate,
        endDate: changing.policy.endDate,
        effectiveDate,
        currentAnnualCents: currentAnnual,
        newAnnualCents: newAnnual,
      };
      // A change to a new period prices that whole period; any other, the rest of this one.
      // A new period's premium is owed whole, less what the policy has taken so far (its
      // premium as paid, which earlier changes charged pro rata, not its annualised figure).
      const adjustment = priced.endDate
        ? newPeriodAdjustment({
            ...facts,
            currentAnnualCents: changing.policy.premiumCents,
            newEndDate: priced.endDate,
          })
        : changeAdjustment(facts);
      const stored = await deps.repository.insertChange({
        policyId: changing.policy.id,
        baseVersion: standing.version,
        effectiveDate,
        pricedOn: now,
        currentAnnualCents: currentAnnual,
        newAnnualCents: newAnnual,
        adjustmentCents: adjustment.adjustment_cents,
        snapshot: {
          ...priced.snapshot,
          priceCents: newAnnual,
          pricedAt: deps.clock().toISOString(),
          newEndDate: priced.endDate,
        },
        lines: priced.lines,
      });
      return {
        ...base,
        change_id: stored.id,
        outcome: 'priced',
        message: null,
        new_annual_premium_cents: newAnnual,
        ...adjustment,
        ...moneyRoutesOf(changing, adjustment.adjustment_cents),
      };
    },

    /**
     * Makes a priced change once, at the price shown: a card charge is captured first (keyed by
     * the change, so a retry never charges twice), then the version, the premiums, the
     * endorsement, the e-mail and any card refund's job are written under the policy's lock.
     * Refused, a charge just taken is given back. Asked again, it answers the first result.
     */
    async apply(
      userId: string,
      policyId: string,
      request: PolicyChangeApplyRequest,
    ): Promise<PolicyChangeApplied> {
      const seen = await deps.repository.changeOf(userId, policyId, request.change_id);
      if (!seen) throw notFound(M.notFound);
      if (seen.status === 'applied') return seen.applied as unknown as PolicyChangeApplied;
      if (seen.adjustmentCents > 0 && !request.payment) {
        throw new FieldValidationError({ payment: [M.paymentRequired] });
      }
      const policy = await deps.repository.read(userId, policyId);
      if (!policy) throw notFound(M.notFound);
      let charge: { gatewayReference: string } | null = null;
      if (
        seen.adjustmentCents > 0 &&
        request.payment?.method === 'card' &&
        seen.adjustmentCents === request.expected_adjustment_cents
      ) {
        const captured = await deps.cardPayments.capture({
          token: request.payment.token,
          amountCents: seen.adjustmentCents,
          accountId: productFactsOfPolicyType(policy.policy.policyType).cardAccountId,
          idempotencyKey: `policy-change:${seen.id}`,
        });
        if (!captured.ok) throw new FieldValidationError({ payment: [captured.message] });
        charge = captured;
      }
      try {
        // Drawn before the transaction: reading how the policy was paid asks the card gateway and
        // the records, which on the embedded database would wait for the transaction's connection.
        // The debits as this change leaves them, when they carry it: the endorsement prints them.
        const routes = moneyRoutesOf(policy, seen.adjustmentCents);
        const onDebits = changeSettlementOf(
          seen.adjustmentCents,
          request.payment?.method,
          routes.refund_to,
        );
        const debitsFromNow =
          onDebits === 'added_to_instalments' || onDebits === 'instalments_reduced'
            ? routes.debits_after
            : null;
        const endorsement = await endorsementOf(
          policy,
          productOf(policy),
          seen.snapshot,
          seen.baseVersion + 1,
          deps.clock(),
          debitsFromNow,
          planAfter(policy, { madeOn: today(), cents: seen.adjustmentCents, settlement: onDebits }),
        );
        const answer = await deps.repository.decide(
          userId,
          policyId,
          request.change_id,
          async (locked, write, tx) => {
            if (!locked) throw notFound(M.notFound);
            const { changing, change } = locked;
            if (change.status === 'applied')
              return change.applied as unknown as PolicyChangeApplied;
            refuseUnlessActive(changing);
            const standing = standingOf(changing);
            if (change.pricedOn !== today()) throw conflict(M.expired);
            if (
              !standing ||
              standing.version !== change.baseVersion ||
              change.adjustmentCents !== request.expected_adjustment_cents
            ) {
              throw conflict(M.adjustmentChanged);
            }
            const adjustment = change.adjustmentCents;
            // The moment it is made: its day is the one its debits are worked out from, now and
            // whenever the schedule is read again (applied_at).
            const at = deps.clock();
            // Read under the lock: the debits as the changes made before this one left them.
            const routes = moneyRoutesOf(changing, adjustment, formatIsoDate(calendarDateOf(at)));
            if (
              adjustment > 0 &&
              request.payment?.method === 'instalments' &&
              !routes.pay_by.includes('instalments')
            ) {
              throw new FieldValidationError({
                payment: [
                  paidMonthly(changing) ? M.instalmentsCannotCarry : M.instalmentsNotAvailable,
                ],
              });
            }
            const settlement = changeSettlementOf(
              adjustment,
              request.payment?.method,
              routes.refund_to,
            );
            const refundBy =
              settlement === 'card_refund' || settlement === 'bank_refund'
                ? formatIsoDate(addDays(calendarDateOf(at), REFUND_WITHIN_DAYS))
                : null;
            const version = change.baseVersion + 1;
            const applied: PolicyChangeApplied = {
              change_id: change.id,
              policy_id: policyId,
              version,
              effective_date: change.effectiveDate,
              new_annual_premium_cents: change.newAnnualCents,
              adjustment_cents: adjustment,
              settlement,
              refund_by: refundBy,
            };
            const { policy: row } = changing;
            await write({
              version: {
                version,
                effectiveDate: change.effectiveDate,
                annualPremiumCents: change.newAnnualCents,
                snapshot: change.snapshot,
                lines: change.lines,
                changeId: change.id,
              },
              applied: applied as unknown as Record<string, unknown>,
              cardToken:
                settlement === 'card_charged' && request.payment?.method === 'card'
                  ? request.payment.token
                  : null,
              at,
              premiumCents: row.premiumCents + adjustment,
              annualisedPremiumCents: change.newAnnualCents,
              endDate: change.snapshot.newEndDate,
              endorsement,
              // The schedule, earlier endorsements and proof of cover the new copies stand for.
              replaced: {
                names:
                  endorsement.length > 0
                    ? [
                        productOf(changing).scheduleDocument,
                        ENDORSEMENT_SCHEDULE,
                        ...proofOfCoverOf(row.policyType),
                      ]
                    : [],
                description: M.replacedBy(version, change.effectiveDate),
              },
              email: policyChangedEmail(
                changing.owner,
                {
                  productName: productNameOf(row.policyType),
                  policyNumberLabel: policyNumberLabel(productTypeOf(row.policyType)),
                  policyNumber: row.policyNumber,
                  policyId: row.policyId,
                  version,
                  effectiveDate: change.effectiveDate,
                  newAnnualCents: change.newAnnualCents,
                  adjustmentCents: adjustment,
                  money: changeMoneyInWords(settlement, adjustment, refundBy, debitsFromNow),
                  lines: change.lines,
                },
                deps.publicOrigin,
              ),
            });
            if (settlement === 'card_refund' || settlement === 'bank_refund') {
              await deps.jobs.enqueue(
                {
                  kind: POLICY_CHANGE_REFUND_JOB,
                  payload: { changeId: change.id },
                  idempotencyKey: `policy-change-refund:${change.id}`,
                },
                tx,
              );
            }
            return applied;
          },
        );
        deps.runner.wake();
        return answer;
      } catch (error) {
        // Refused after the card was charged: the charge goes back at once.
        if (charge) {
          await deps.cardPayments.refund({
            gatewayReference: charge.gatewayReference,
            reason: 'policy change refused',
          });
        }
        throw error;
      }
    },
  };
}

export type PolicyChangeService = ReturnType<typeof createPolicyChangeService>;
