import {
  DIRECT_DEBIT_CARD_TYPE,
  PAYMENT_TYPES,
  bindPaymentProblems,
  bindQuoteProblems,
  BIND_MESSAGES,
  type BindField,
  type BindProblems,
  type BindResponse,
} from '@wallet/domain';
import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { JobsRepository } from '../../jobs/jobs-repository.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, HttpError, notFound } from '../../lib/http-errors.js';
import type { BindJobPayload } from './bind-job.js';
import { bindResponseOf } from './bind-outcome.js';
import {
  bindJobKey,
  type AgentPayer,
  type BindRecordsRepository,
} from './bind-records-repository.js';
import type { BindCaller, BindOrder, CheckoutProduct, StatusReader } from './checkout-product.js';

/** How long a waiting bind (not bind_upload) waits for its job before answering IN_PROGRESS. */
export const BIND_WAIT_MS = 30_000;

export type { BindResponse };

/** The field errors of a refused bind, keyed by the product's payload paths. */
function refusal(product: CheckoutProduct, problems: BindProblems): FieldValidationError | null {
  const entries = Object.entries(problems) as [BindField, string[]][];
  if (entries.length === 0) return null;
  return new FieldValidationError(
    Object.fromEntries(entries.map(([field, messages]) => [product.fieldPaths[field], messages])),
  );
}

/**
 * home.md 7 Bind and Bind status, for any product of the checkout. A bind is checked against the
 * product's rules and the quote it buys before anything is written; it then starts once per quote
 * (payment, mandate and job in one transaction behind the quote's row lock) and either waits for
 * its job (bind) or answers at once (bind_upload) while the worker finishes it.
 */
export function createCheckoutService(deps: {
  records: BindRecordsRepository;
  cardPayments: Pick<CardPayments, 'release'>;
  jobs: JobsRepository;
  runner: Pick<JobRunner, 'runNow' | 'settled' | 'wake'>;
  clock: Clock;
}) {
  const { records } = deps;

  /**
   * A card authorised for a bind that will not capture it is released at once, unless a payment
   * already under way pays with it (the same bind repeated, refused this time): its job will
   * capture it.
   */
  async function releaseCard(product: CheckoutProduct, order: BindOrder, reason: string) {
    // A card payment's token, or the token of a direct debit's deposit; a token a direct debit
    // without a deposit happens to carry pays nothing, and is no one's to release.
    const token = order.payment.cardToken;
    const paysByCard =
      order.payment.paymentType === PAYMENT_TYPES.card ||
      product.paymentRules.monthlyDeposit !== undefined;
    if (!token || !paysByCard) return;
    if (await records.isCardTokenInUse(token)) return;
    await deps.cardPayments.release({ token, reason });
  }

  /** The payment that made a policy, for the answer that tells what it took. */
  const paymentOf = async (policy: { quoteId: string | null } | undefined) =>
    policy?.quoteId ? records.paymentOfBoundQuote(policy.quoteId) : undefined;

  async function responseFor(quoteReference: string, quoteId: string, jobId: number | undefined) {
    const job = jobId === undefined ? undefined : await deps.jobs.findById(jobId);
    const policy = await records.policyOfQuote(quoteId);
    return bindResponseOf(quoteReference, job, policy, await paymentOf(policy));
  }

  return {
    async bind(
      product: CheckoutProduct,
      caller: BindCaller,
      order: BindOrder,
      wait: boolean,
      /** An agent pays for the customer (the caller): the policy's making records it. */
      agent?: AgentPayer,
    ): Promise<BindResponse> {
      const quote = await product.quoteToBuy(order, caller).catch(async (error: unknown) => {
        // A quote the product refuses to sell as it stands (a discount no longer given) lets go
        // of the card's hold at once, as every refused bind does. A quote the caller cannot reach
        // (404) leaves it: the same card may buy it from the browser that asked for it.
        if (error instanceof FieldValidationError) {
          await releaseCard(product, order, 'The bind was refused.');
        }
        throw error;
      });
      const amountCents = quote.priceCents;
      if (amountCents === null) {
        await releaseCard(product, order, 'The bind was refused.');
        throw refusal(product, { choice: [BIND_MESSAGES.choiceNotPriced] })!;
      }
      const rules = product.paymentRules;
      const refused = refusal(product, {
        ...bindPaymentProblems(rules, order.payment),
        ...bindQuoteProblems(
          rules,
          order.payment,
          { ...quote, priceCents: amountCents },
          deps.clock(),
        ),
      });
      if (refused) {
        await releaseCard(product, order, 'The bind was refused.');
        throw refused;
      }

      const existingPolicy = await records.policyOfQuote(quote.id);
      if (existingPolicy) {
        await releaseCard(product, order, 'The quote is already bought.');
        return bindResponseOf(
          quote.quoteReference,
          undefined,
          existingPolicy,
          await paymentOf(existingPolicy),
        );
      }

      const { payment, stillHolds } = order;
      const isCard = payment.paymentType === PAYMENT_TYPES.card;
      const plan = isCard ? undefined : rules.monthlyPlan?.(amountCents);
      // car-travel-payment.md 9: a car direct debit starts with a deposit, paid by card.
      const depositCents = isCard ? null : (rules.monthlyDeposit?.(amountCents) ?? null);
      if (depositCents !== null && !payment.cardToken) {
        throw refusal(product, {
          paymentType: [BIND_MESSAGES.depositCardRequired(rules.productLabel)],
        })!;
      }
      const started = await records
        .startBind({
          quoteId: quote.id,
          snapshot: {
            quoteReference: quote.quoteReference,
            ...quote.content,
            choice: order.choice,
            priceCents: amountCents,
            pricedAt: quote.pricedAt.toISOString(),
            ...(quote.renewalOf && { renewalOf: quote.renewalOf }),
          },
          // One payment per quote and intent: the card token, or the mandate's account and day
          // (and the card of its deposit: a declined deposit is paid again with another card).
          idempotencyKey: isCard
            ? `${quote.id}:card:${payment.cardToken}`
            : `${quote.id}:dd:${payment.iban}:${payment.collectionDay}${depositCents === null ? '' : `:${payment.cardToken}`}`,
          payment: isCard
            ? {
                userId: caller.userId,
                amountCents,
                method: 'card',
                gatewayReference: payment.cardToken,
                cardBrand: payment.cardBrand,
              }
            : {
                userId: caller.userId,
                amountCents,
                method: 'direct_debit',
                cardBrand: DIRECT_DEBIT_CARD_TYPE,
                gatewayReference: depositCents === null ? null : payment.cardToken,
                depositCents,
                collectionDay: payment.collectionDay ?? null,
                installmentsNumber: plan?.instalments ?? null,
                instalmentCents: plan?.instalmentCents ?? null,
              },
          mandate: isCard
            ? null
            : {
                accountHolder: payment.purchaser ?? '',
                iban: payment.iban ?? '',
                bic: payment.bic ?? '',
              },
          jobPayload: (row, numbers) =>
            ({
              paymentId: row.id,
              policyType: product.policyType,
              quoteId: quote.id,
              quoteReference: quote.quoteReference,
              userId: caller.userId,
              choice: order.choice,
              marketing: order.marketing,
              policy: product.policyNumbers(numbers.sequence),
              // A direct-debit policy renews by itself unless the buyer says otherwise.
              autoRenew: order.autoRenew ?? !isCard,
              ...(agent && { agent }),
            }) satisfies BindJobPayload as unknown as Record<string, unknown>,
          ...(stillHolds && { stillHolds: (tx) => stillHolds(tx, quote.id) }),
        })
        .catch(async (error: unknown) => {
          // The quote changed under the bind and nothing was written: the card's hold goes back.
          // (After any other failure the payment may have been written, and keeps its hold.)
          if (error instanceof HttpError && error.statusCode === 409) {
            await releaseCard(product, order, 'The quote changed before it was paid for.');
          }
          throw error;
        });

      if (!started.created && started.payment.gatewayReference !== payment.cardToken) {
        // Another payment of this quote goes ahead: this card's hold is not needed.
        await releaseCard(product, order, 'Another payment of the quote goes ahead.');
      }
      if (started.jobId < 0) return responseFor(quote.quoteReference, quote.id, undefined);
      if (wait) {
        await deps.runner.runNow(started.jobId);
        await deps.runner.settled(started.jobId, BIND_WAIT_MS);
      } else {
        deps.runner.wake();
      }
      return responseFor(quote.quoteReference, quote.id, started.jobId);
    },

    async status(
      product: CheckoutProduct,
      reader: StatusReader,
      asked: { quoteReference: string; email: string },
    ): Promise<BindResponse> {
      const missing = () => notFound('No bind for this quote.');
      // The e-mail must be the caller's own: a status is never read for somebody else.
      if (asked.email.toLowerCase() !== reader.email.toLowerCase()) throw missing();
      const quote = await product.statusQuote(asked.quoteReference);
      // A customer reads their own quotes; an agent the quotes they made for a customer. Any
      // other quote is answered as one that does not exist.
      const mayRead =
        reader.as === 'agent'
          ? quote?.createdByAgentId === reader.userId
          : quote?.ownerUserId === reader.userId;
      if (!quote || !mayRead) throw missing();
      const payment = await records.latestPaymentOfQuote(quote.id);
      const policy = await records.policyOfQuote(quote.id);
      if (!payment && !policy) throw missing();
      const job = payment ? await deps.jobs.findByKey(bindJobKey(payment.id)) : undefined;
      return bindResponseOf(quote.quoteReference, job, policy, await paymentOf(policy));
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
