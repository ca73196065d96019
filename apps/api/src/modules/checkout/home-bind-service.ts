import {
  DIRECT_DEBIT_CARD_TYPE,
  PAYMENT_TYPES,
  euroToCents,
  homeInstalmentPlan,
  type HomeBindData,
  type HomeBindResponse,
  type HomeBindStatusRequest,
} from '@wallet/domain';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { JobsRepository } from '../../jobs/jobs-repository.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import {
  homeQuoteReferenceOf,
  type HomeQuotesService,
  type QuoteRequester,
} from '../home/home-quotes-service.js';
import type { HomeQuotesRepository } from '../home/home-quotes-repository.js';
import { homePolicyNumbers, type BindJobPayload } from './bind-job.js';
import { bindResponseOf } from './bind-outcome.js';
import { bindJobKey, type BindRecordsRepository } from './bind-records-repository.js';

/** How long a waiting bind (not bind_upload) waits for its job before answering IN_PROGRESS. */
export const BIND_WAIT_MS = 30_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface BindCaller {
  userId: string;
  email: string;
  visitorKeyHash: string | null;
}

/**
 * home.md 7 Bind and Bind status. A bind starts once per quote (payment, mandate and job in one
 * transaction behind the quote's row lock), then either waits for its job (bind) or answers at
 * once (bind_upload) while the worker finishes it; the status call reads where it stands.
 */
export function createHomeBindService(deps: {
  homeQuotesService: HomeQuotesService;
  homeQuotes: HomeQuotesRepository;
  records: BindRecordsRepository;
  jobs: JobsRepository;
  runner: JobRunner;
  clock: Clock;
}) {
  const { records } = deps;

  async function responseFor(quoteReference: string, quoteId: string, jobId: number | undefined) {
    const job = jobId === undefined ? undefined : await deps.jobs.findById(jobId);
    const policy = await records.policyOfQuote(quoteId);
    return bindResponseOf(quoteReference, job, policy);
  }

  return {
    async bind(caller: BindCaller, body: HomeBindData, wait: boolean): Promise<HomeBindResponse> {
      const details = body.payment_details;
      const requester: QuoteRequester = {
        userId: caller.userId,
        visitorKeyHash: caller.visitorKeyHash,
      };
      const { stored, quote } = await deps.homeQuotesService.chosenForBind(
        details.quote_reference,
        requester,
        {
          schemeCode: details.product_selected,
          totalPremiumCents: euroToCents(details.total_premium),
          today: isoDay(deps.clock()),
        },
      );
      const existingPolicy = await records.policyOfQuote(stored.id);
      if (existingPolicy) return bindResponseOf(stored.quoteReference, undefined, existingPolicy);

      const amountCents = euroToCents(quote.price);
      const isCard = details.payment_type === PAYMENT_TYPES.card;
      const plan = homeInstalmentPlan(amountCents);
      const marketing = {
        consent: body.marketing_consent,
        email: body.marketings.email_consent,
        phone: body.marketings.phone_consent,
        text: body.marketings.mobile_sms_consent,
        post: body.marketings.post_consent,
        analyzeTransaction: body.analyse_transactions,
        selectAll: Object.values(body.marketings).every(Boolean),
      };
      const started = await records.startBind({
        quoteId: stored.id,
        // One payment per quote and intent: the card token, or the mandate's account and day.
        idempotencyKey: isCard
          ? `${stored.id}:card:${details.payment_id}`
          : `${stored.id}:dd:${details.IBAN}:${details.collection_day}`,
        payment: isCard
          ? {
              userId: caller.userId,
              amountCents,
              method: 'card',
              gatewayReference: details.payment_id ?? null,
              cardBrand: details.card_type,
            }
          : {
              userId: caller.userId,
              amountCents,
              method: 'direct_debit',
              cardBrand: DIRECT_DEBIT_CARD_TYPE,
              collectionDay: details.collection_day ?? null,
              installmentsNumber: plan.instalments,
              instalmentCents: plan.instalmentCents,
            },
        mandate: isCard
          ? null
          : { accountHolder: details.purchaser, iban: details.IBAN ?? '', bic: details.BIC ?? '' },
        jobPayload: (payment, numbers) =>
          ({
            paymentId: payment.id,
            quoteId: stored.id,
            quoteReference: stored.quoteReference,
            userId: caller.userId,
            schemeCode: quote.scheme_code,
            marketing,
            policy: homePolicyNumbers(numbers.sequence),
          }) satisfies BindJobPayload as unknown as Record<string, unknown>,
      });

      if (started.jobId < 0) return responseFor(stored.quoteReference, stored.id, undefined);
      if (wait) {
        await deps.runner.runNow(started.jobId);
        await deps.runner.settled(started.jobId, BIND_WAIT_MS);
      } else {
        deps.runner.wake();
      }
      return responseFor(stored.quoteReference, stored.id, started.jobId);
    },

    async status(caller: BindCaller, body: HomeBindStatusRequest): Promise<HomeBindResponse> {
      const missing = () => notFound('No bind for this quote.');
      // The e-mail must be the caller's own: a status is never read for somebody else.
      if (body.user_email.toLowerCase() !== caller.email.toLowerCase()) throw missing();
      const stored = await deps.homeQuotes.findByReference(
        homeQuoteReferenceOf(body.quote_reference),
      );
      if (!stored || stored.ownerUserId !== caller.userId) throw missing();
      const payment = await records.latestPaymentOfQuote(stored.id);
      const policy = await records.policyOfQuote(stored.id);
      if (!payment && !policy) throw missing();
      const job = payment ? await deps.jobs.findByKey(bindJobKey(payment.id)) : undefined;
      return bindResponseOf(stored.quoteReference, job, policy);
    },
  };
}

export type HomeBindService = ReturnType<typeof createHomeBindService>;
