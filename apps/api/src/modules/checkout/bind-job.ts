import { CARD_ACCOUNT_IDS, formatProviderError, type HomeAddonCode } from '@wallet/domain';
import type { CardPayments } from '../../adapters/card-payments/card-payments-port.js';
import { buildHomePolicyDocumentModel } from '../../adapters/documents/home-policy-document-model.js';
import type { PolicyDocuments } from '../../adapters/documents/policy-documents-port.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { JobRow } from '../../jobs/jobs-repository.js';
import type { Clock } from '../../lib/clock.js';
import type { HomeQuotesRepository } from '../home/home-quotes-repository.js';
import { homePolicyEndDate, pricedQuoteOfScheme } from '../home/home-quotes-service.js';
import type {
  BindRecordsRepository,
  MarketingRecord,
  PaymentRow,
} from './bind-records-repository.js';
import { bindFailure } from './bind-outcome.js';

/** What a bind job carries: fixed when the bind starts, so every attempt makes the same policy. */
export interface BindJobPayload {
  paymentId: string;
  quoteId: string;
  quoteReference: string;
  userId: string;
  schemeCode: string;
  marketing: MarketingRecord;
  policy: { policyNumber: string; referenceNumber: string; policyId: string };
}

/** Policy numbers in the style of the insurer's own, from one sequence number. */
export function homePolicyNumbers(sequence: number): BindJobPayload['policy'] {
  return {
    policyNumber: `BHH${String(sequence).padStart(7, '0')}`,
    referenceNumber: `HPR-${sequence}`,
    policyId: `POL-H-${sequence.toString(36).toUpperCase()}`,
  };
}

/**
 * The bind after payment (ARCHITECTURE.md 3): take the card payment, render the documents, then
 * write the policy, documents, bound quote and consent in one transaction. Each step can run
 * again after a crash: the capture is idempotent on the payment's id, the policy unique per quote.
 */
export function createHomeBindJob(deps: {
  records: BindRecordsRepository;
  homeQuotes: HomeQuotesRepository;
  cardPayments: CardPayments;
  documents: PolicyDocuments;
  clock: Clock;
}): JobHandler {
  const { records } = deps;

  /**
   * Takes the money the card token authorised. The payment keeps the token; the capture is keyed
   * on the payment's id, so every attempt after the first gets the first answer back.
   */
  const capture = (payment: PaymentRow) =>
    deps.cardPayments.capture({
      token: payment.gatewayReference ?? '',
      amountCents: payment.amountCents,
      accountId: CARD_ACCOUNT_IDS.HOME,
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
      if (payment.method === 'card') {
        const charge = await capture(payment);
        if (!charge.ok) {
          await records.setPayment(payment.id, { status: 'declined' });
          return {
            outcome: 'failed',
            error: bindFailure('paymentDeclined', formatProviderError(charge.message, charge.code)),
          };
        }
        await records.setPayment(payment.id, { status: 'captured', cardBrand: charge.cardBrand });
        card = { cardBrand: charge.cardBrand, last4: charge.last4 };
      }

      const stored = await deps.homeQuotes.findByReference(payload.quoteReference);
      const quote = stored && pricedQuoteOfScheme(stored, payload.schemeCode);
      if (!stored || !quote)
        throw new Error(`Quote ${payload.quoteReference} can no longer be bound`);

      const startDate = stored.request.home_quote.cover_details.start_date;
      const endDate = homePolicyEndDate(startDate);
      const mandate =
        payment.method === 'direct_debit' ? await records.mandateOf(payment.id) : undefined;
      const selectedExtras = quote.addon_details
        .filter((addon) => addon.selected)
        .map((addon) => addon.unique_code as HomeAddonCode);
      const rendered = await deps.documents.render(
        buildHomePolicyDocumentModel({
          request: stored.request,
          quote,
          policy: {
            ...payload.policy,
            quoteReference: payload.quoteReference,
            startDate,
            endDate,
            issuedAt: deps.clock(),
          },
          payment:
            card !== null
              ? { method: 'card', ...card }
              : {
                  method: 'direct_debit',
                  iban: mandate?.iban ?? '',
                  bic: mandate?.bic ?? '',
                  collectionDay: payment.collectionDay ?? 1,
                  instalmentCents: payment.instalmentCents ?? 0,
                  instalments: payment.installmentsNumber ?? 12,
                },
          selectedExtras,
        }),
      );

      await records.createPolicy({
        policy: {
          policyType: 'HOME',
          ...payload.policy,
          ownerUserId: payload.userId,
          quoteId: payload.quoteId,
          insurer: quote.insurer,
          startDate,
          endDate,
          premiumCents: payment.amountCents,
        },
        documents: rendered.map((document) => ({
          name: document.name,
          displayName: document.displayName,
          description: document.description,
          businessProcess: 'NEW_BUSINESS',
          pdf: document.pdf,
        })),
        marketing: payload.marketing,
        paymentId: payment.id,
        paymentStatus: payment.method === 'card' ? 'captured' : 'authorised',
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
        const charge = await capture(payment);
        if (charge.ok) {
          await deps.cardPayments.refund({ gatewayReference: charge.gatewayReference, reason });
        }
        await records.recordRefund(payment, reason);
      } else if (payment && payment.status !== 'refunded') {
        await records.setPayment(payment.id, { status: 'failed' });
      }
      return bindFailure('policyGenerationFailed', 'The policy could not be generated.');
    },
  };
}
