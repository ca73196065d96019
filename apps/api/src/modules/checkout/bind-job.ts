import {
  calendarDateOf,
  formatIsoDate,
  formatProviderError,
  productTypeOf,
  type PolicyType,
} from '@wallet/domain';
import { withdrawalPeriodEnd } from '@wallet/domain/withdrawal-period';
import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import type {
  PolicyDocuments,
  PolicyPayment,
} from '../../adapters/documents/policy-documents-port.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { JobRow } from '../../jobs/jobs-repository.js';
import type { Clock } from '../../lib/clock.js';
import type {
  AgentPayer,
  BindRecordsRepository,
  MarketingRecord,
  PaymentRow,
} from './bind-records-repository.js';
import { bindFailure } from './bind-outcome.js';
import { cardChargeOf } from './card-charge.js';
import { policyPaymentReadOf } from './policy-payment-read.js';
import type { CheckoutProducts, PolicyNumbers } from './checkout-product.js';
import {
  paymentDeclinedEmail,
  policyFailedEmail,
  purchaseConfirmationEmail,
  type Buyer,
  type FailedPurchase,
} from './purchase-messages.js';

/** A direct debit as a policy's documents print it: the mandate's account and the plan paid. */
export function directDebitPaymentOf(
  payment: Pick<PaymentRow, 'collectionDay' | 'instalmentCents' | 'installmentsNumber'>,
  mandate: { iban: string; bic: string } | undefined,
): PolicyPayment {
  return {
    method: 'direct_debit',
    iban: mandate?.iban ?? '',
    bic: mandate?.bic ?? '',
    collectionDay: payment.collectionDay ?? 0,
    instalmentCents: payment.instalmentCents ?? 0,
    instalments: payment.installmentsNumber ?? 0,
  };
}

/** What a bind job carries: fixed when the bind starts, so every attempt makes the same policy. */
export interface BindJobPayload {
  paymentId: string;
  policyType: PolicyType;
  quoteId: string;
  quoteReference: string;
  userId: string;
  /** The offer chosen within the quote (home's scheme code); the payment's snapshot names it too. */
  choice: string;
  marketing: MarketingRecord;
  policy: PolicyNumbers;
  /** Whether the policy renews by itself each year (absent in jobs queued before renewals). */
  autoRenew?: boolean;
  /** An agent took the payment for the customer: recorded with the policy it makes. */
  agent?: AgentPayer;
}

/**
 * The bind after payment (docs/architecture.md, Checkout and the bind): take the card payment,
 * render the documents, then write the policy, documents, bound quote and consent in one
 * transaction. Each step can run again after a crash: the capture is idempotent on the payment's
 * id, the policy unique per quote.
 */
export function createBindJob(deps: {
  products: CheckoutProducts;
  records: BindRecordsRepository;
  cardPayments: CardPayments;
  documents: PolicyDocuments;
  clock: Clock;
  /** Where customers open the product: the purchase e-mail links to its documents page there. */
  publicOrigin: string;
}): JobHandler {
  const { records } = deps;

  /** As the bind's e-mails name the product, e.g. 'Home Insurance'. */
  const productNameOf = (payload: BindJobPayload) =>
    `${deps.products.of(payload.policyType).paymentRules.productLabel} Insurance`;

  /** A failed bind's e-mail, to the buyer's account; none when the account is gone. */
  const failureEmail = async (
    payload: BindJobPayload,
    compose: (to: Buyer, purchase: FailedPurchase) => ReturnType<typeof policyFailedEmail>,
  ) => {
    const buyer = await records.buyer(payload.userId);
    return buyer
      ? compose(buyer, {
          productName: productNameOf(payload),
          quoteReference: payload.quoteReference,
        })
      : undefined;
  };

  /**
   * Takes the money the card token authorised: a card payment's whole amount, or a direct debit's
   * deposit. The payment keeps the token; the capture is keyed on the payment's id, so every
   * attempt after the first gets the first answer back.
   */
  const capture = (payload: BindJobPayload, payment: PaymentRow) =>
    deps.cardPayments.capture({
      token: payment.gatewayReference ?? '',
      amountCents: cardChargeOf(payment) ?? 0,
      accountId: deps.products.of(payload.policyType).cardAccountId,
      idempotencyKey: payment.id,
    });

  return {
    async run(job: JobRow) {
      const payload = job.payload as unknown as BindJobPayload;
      const payment = await records.paymentById(payload.paymentId);
      if (!payment)
        return {
          outcome: 'failed',
          error: bindFailure('policyGenerationFailed', 'The payment is missing.'),
        };

      let card: { cardBrand: string; last4: string } | null = null;
      if (cardChargeOf(payment) !== null) {
        const charge = await capture(payload, payment);
        if (!charge.ok) {
          // Nothing was charged: the buyer is told so, once, as the payment closes.
          await records.closePayment(
            payment.id,
            'declined',
            await failureEmail(payload, paymentDeclinedEmail),
          );
          return {
            outcome: 'failed',
            error: bindFailure('paymentDeclined', formatProviderError(charge.message, charge.code)),
          };
        }
        if (payment.method === 'card') {
          await records.setPayment(payment.id, { status: 'captured', cardBrand: charge.cardBrand });
          card = { cardBrand: charge.cardBrand, last4: charge.last4 };
        } else {
          // The deposit is taken; the mandate collects the rest.
          await records.setPayment(payment.id, { status: 'captured' });
        }
      }

      // The policy is what was paid for: the quote as the payment froze it, whatever became of
      // the quote since.
      const product = deps.products.of(payload.policyType);
      const issue = product.policyToIssue(payment.quoteSnapshot);
      if (!issue) throw new Error(`Quote ${payload.quoteReference} can no longer be bound`);
      // A renewal with the same insurer keeps the policy's number for its new period.
      const numbers = issue.policyNumber
        ? { ...payload.policy, policyNumber: issue.policyNumber }
        : payload.policy;

      const mandate =
        payment.method === 'direct_debit' ? await records.mandateOf(payment.id) : undefined;
      const rendered = await deps.documents.render(
        issue.documents(
          {
            ...numbers,
            quoteReference: payload.quoteReference,
            startDate: issue.startDate,
            endDate: issue.endDate,
            issuedAt: deps.clock(),
          },
          card !== null ? { method: 'card', ...card } : directDebitPaymentOf(payment, mandate),
        ),
      );

      // The policy records its annual premium; a monthly plan's total and charge stay the payment's.
      const premiumCents = issue.annualPremiumCents ?? payment.amountCents;
      const buyer = await records.buyer(payload.userId);
      await records.createPolicy({
        policy: {
          policyType: product.policyType,
          ...numbers,
          ownerUserId: payload.userId,
          quoteId: payload.quoteId,
          insurer: issue.insurer,
          startDate: issue.startDate,
          endDate: issue.endDate,
          premiumCents,
          renewalOfPolicyId: issue.renewalOfPolicyId ?? null,
          autoRenew: payload.autoRenew ?? payment.method === 'direct_debit',
        },
        documents: rendered.map((document) => ({
          name: document.name,
          displayName: document.displayName,
          description: document.description,
          businessProcess: issue.businessProcess ?? 'NEW_BUSINESS',
          pdf: document.pdf,
        })),
        marketing: payload.marketing,
        paymentId: payment.id,
        // decision 0021: the agent's payment_taken row is written with the policy it made.
        ...(payload.agent && {
          agentAction: {
            agent: payload.agent,
            customerUserId: payload.userId,
            quoteReference: payload.quoteReference,
            details: {
              product: payload.policyType,
              method: payment.method,
              policy_number: numbers.policyNumber,
            },
          },
        }),
        // A card payment, or a direct debit's deposit, was taken; a mandate alone is authorised.
        paymentStatus: cardChargeOf(payment) !== null ? 'captured' : 'authorised',
        confirmation:
          buyer &&
          purchaseConfirmationEmail(
            buyer,
            {
              productType: productTypeOf(payload.policyType),
              productName: productNameOf(payload),
              ...numbers,
              startDate: issue.startDate,
              endDate: issue.endDate,
              premiumCents,
              premiumLabel: product.premiumLabel,
              payment: policyPaymentReadOf(
                { policyType: product.policyType, premiumCents, startDate: issue.startDate },
                payment,
                0,
              ),
              renewal: issue.renewalOfPolicyId !== undefined,
              // Its documents are sent now, with the policy: the period runs from the later day.
              withdrawalEndsOn: withdrawalPeriodEnd(
                issue.startDate,
                formatIsoDate(calendarDateOf(deps.clock())),
              ),
            },
            deps.publicOrigin,
          ),
      });
      return { outcome: 'done' };
    },

    /** No policy could be made: whatever the card paid goes back, and the refund is recorded. */
    async giveUp(job: JobRow, error: unknown) {
      const payload = job.payload as unknown as BindJobPayload;
      const payment = await records.paymentById(payload.paymentId);
      const reason = error instanceof Error ? error.message : String(error);
      if (payment?.status === 'captured') {
        // The capture is idempotent on the payment's id: asking again names the charge to refund.
        const charge = await capture(payload, payment);
        if (charge.ok) {
          await deps.cardPayments.refund({ gatewayReference: charge.gatewayReference, reason });
        }
        await records.recordRefund(payment, reason, await failureEmail(payload, policyFailedEmail));
      } else if (payment && payment.status !== 'refunded') {
        await records.closePayment(
          payment.id,
          'failed',
          await failureEmail(payload, policyFailedEmail),
        );
      }
      return bindFailure('policyGenerationFailed', 'The policy could not be generated.');
    },
  };
}
