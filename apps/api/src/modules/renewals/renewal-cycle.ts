/**
 * The renewal cycle for a day (issue 23): every home policy whose notice is due gets an offer
 * job, every policy at or past its renewal date a due job, each keyed so that however many
 * cycles run, in however many processes, each is done once. On the renewal date a policy paid by
 * direct debit with auto-renewal on renews through the checkout; any other policy not renewed
 * lapses.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_TYPES, addDays, formatIsoDate, parseIsoDate } from '@wallet/domain';
import { noticeDeadline } from '@wallet/domain/working-days';
import { lapseNoticeDocuments } from '../../adapters/documents/home-renewal-documents.js';
import type { PolicyDocuments } from '../../adapters/documents/policy-documents-port.js';
import type { HomeQuoted } from '../../adapters/insurers/home-insurer-port.js';
import { OPEN_PAYMENT_STATUSES } from '../../db/schema.js';
import type { JobHandler, JobRunner } from '../../jobs/job-runner.js';
import type { JobRow, JobsRepository } from '../../jobs/jobs-repository.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-errors.js';
import {
  bindJobKey,
  type BindOrder,
  type CheckoutProducts,
  type CheckoutService,
} from '../checkout/index.js';
import { renewalDeclared, type HomeInsurerAnswers } from '../home/index.js';
import { lapseEmail } from './renewal-messages.js';
import {
  RENEWAL_OFFER_JOB,
  renewalOfferJobKey,
  renewedPolicyRecordOf,
} from './renewal-offer-job.js';
import type { PolicyRow, RenewalOffersRepository } from './renewal-offers-repository.js';
import { boughtHomeQuoteOf } from '../home/index.js';
import { confirmRenewalStillOnSale } from './renewal-views-repository.js';

export const RENEWAL_CYCLE_JOB = 'renewal-cycle';
export const RENEWAL_DUE_JOB = 'renewal-due';

/** One cycle per day across processes. */
export const renewalCycleJobKey = (date: string) => `${RENEWAL_CYCLE_JOB}:${date}`;

export interface RenewalDueJobPayload {
  policyId: string;
  /** YYYY-MM-DD */
  renewalDate: string;
}

export const renewalDueJobKey = (payload: RenewalDueJobPayload) =>
  `${RENEWAL_DUE_JOB}:${payload.policyId}:${payload.renewalDate}`;

/** The renewed period's first day: the day after the policy's last day of cover. */
export function renewalDateOf(policy: Pick<PolicyRow, 'endDate'>): string {
  const end = parseIsoDate(policy.endDate);
  if (!end) throw new RangeError(`Not a date: ${policy.endDate}`);
  return formatIsoDate(addDays(end, 1));
}

/**
 * The calendar days a lead time of working days can span at most: whole weeks of five working
 * days, and two more weeks for the public holidays that can fall among them (Christmas).
 */
const calendarReachOf = (workingDays: number) => Math.ceil(workingDays / 5) * 7 + 14;

export interface RenewalCycleDeps {
  offers: RenewalOffersRepository;
  jobs: Pick<JobsRepository, 'enqueue' | 'findById' | 'findByKey'>;
  runner: Pick<JobRunner, 'runNow' | 'settled' | 'wake'>;
  /** RENEWAL_NOTICE_WORKING_DAYS */
  leadDays: number;
  checkout: Pick<CheckoutService, 'bind'>;
  products: Pick<CheckoutProducts, 'of'>;
  documents: PolicyDocuments;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** What a cycle for a day came to, once its jobs (and the renewals' binds) settled. */
export interface RenewalCycleOutcome {
  date: string;
  offersIssued: number;
  /** Of the offers issued, those whose notice gave under the legal 20 working days. */
  lateNotices: number;
  renewed: number;
  lapsed: number;
  /** Jobs that failed for good, with why. */
  failures: { kind: string; policyId: string; error: string }[];
  /** Jobs still running when the wait ended. */
  unsettled: number;
}

const POLICY_JOB_ATTEMPTS = 5;

export function createRenewalCycle(deps: RenewalCycleDeps) {
  const { offers, jobs, log } = deps;

  /**
   * Enqueues a policy's job once per key; a job that failed for good (an insurer that could not
   * be reached) is tried again by the next day's cycle, under that day's key.
   */
  async function enqueueOnce(
    kind: string,
    payload: { policyId: string; renewalDate: string },
    key: string,
    date: string,
  ): Promise<JobRow> {
    const job = await jobs.enqueue({
      kind,
      payload: { ...payload },
      idempotencyKey: key,
      maxAttempts: POLICY_JOB_ATTEMPTS,
    });
    if (job.status !== 'failed') return job;
    return jobs.enqueue({
      kind,
      payload: { ...payload },
      idempotencyKey: `${key}:retry:${date}`,
      maxAttempts: POLICY_JOB_ATTEMPTS,
    });
  }

  /**
   * The cycle for day D (YYYY-MM-DD): an offer job for every open home policy without an offer
   * whose renewal date R has noticeDeadline(R) <= D < R, and a due job for every open home policy
   * with R <= D.
   */
  async function enqueueFor(date: string): Promise<{ offerJobs: JobRow[]; dueJobs: JobRow[] }> {
    const day = parseIsoDate(date);
    if (!day) throw new RangeError(`Not a date: ${date}`);
    const lastEnd = formatIsoDate(addDays(day, calendarReachOf(deps.leadDays)));
    const offerJobs: JobRow[] = [];
    for (const policy of await offers.withoutOfferEndingBetween(date, lastEnd)) {
      const payload = { policyId: policy.id, renewalDate: renewalDateOf(policy) };
      if (noticeDeadline(payload.renewalDate, deps.leadDays) > date) continue;
      offerJobs.push(
        await enqueueOnce(RENEWAL_OFFER_JOB, payload, renewalOfferJobKey(payload), date),
      );
    }
    const dueJobs: JobRow[] = [];
    for (const policy of await offers.endedBefore(date)) {
      const payload = { policyId: policy.id, renewalDate: renewalDateOf(policy) };
      dueJobs.push(await enqueueOnce(RENEWAL_DUE_JOB, payload, renewalDueJobKey(payload), date));
    }
    if (offerJobs.length + dueJobs.length > 0) deps.runner.wake();
    log.info(
      { date, offerJobs: offerJobs.length, dueJobs: dueJobs.length },
      'renewal cycle enqueued its jobs',
    );
    return { offerJobs, dueJobs };
  }

  /** The renewal's price in cents, as the offer's quote holds it; null when it was not priced. */
  async function offeredRenewal(quoteId: string, schemeCode: string | null) {
    const quote = await offers.offerQuoteOf(quoteId);
    const answers = quote?.answers as unknown as HomeInsurerAnswers | undefined;
    const rating = answers?.ratings.find(
      (entry): entry is typeof entry & { rating: HomeQuoted } =>
        entry.rating.outcome === 'quoted' && entry.rating.schemeCode === schemeCode,
    )?.rating;
    return quote && rating && schemeCode
      ? { quoteReference: quote.quoteReference, schemeCode, priceCents: rating.annualPremiumCents }
      : null;
  }

  /** The policy's cover ended unrenewed: lapsed, with its LAPSE documents and the e-mail. */
  async function lapse(policy: PolicyRow, renewalDate: string, reason: string) {
    const payment = policy.quoteId ? await offers.latestPaymentOfQuote(policy.quoteId) : undefined;
    const standing =
      payment && ((await offers.changedSnapshotOf(policy.id)) ?? payment.quoteSnapshot);
    const bought = standing && boughtHomeQuoteOf(standing);
    const owner = await offers.owner(policy.ownerUserId);
    const rendered = bought
      ? await deps.documents.render(
          lapseNoticeDocuments({
            policy: renewedPolicyRecordOf(policy),
            request: { home_quote: bought.payload },
            lapsedOn: policy.endDate,
            issuedAt: deps.clock(),
          }),
        )
      : [];
    if (!bought) log.warn({ policyId: policy.id }, 'lapse notice without a bought quote to name');
    const lapsed = await offers.lapse({
      policyId: policy.id,
      renewalDate,
      documents: rendered.map((document) => ({
        name: document.name,
        displayName: document.displayName,
        description: document.description,
        businessProcess: 'LAPSE',
        pdf: document.pdf,
      })),
      // Told by e-mail, unless the owner's account is gone.
      ...(owner && {
        message: lapseEmail(owner, { policyNumber: policy.policyNumber, endDate: policy.endDate }),
      }),
    });
    log.info({ policyId: policy.id, renewalDate, lapsed, reason }, 'policy lapsed at renewal');
  }

  /** The 'renewal-due' job: on or after the renewal date, renew by itself or lapse. */
  const dueJob: JobHandler = {
    async run(job) {
      const { policyId, renewalDate } = job.payload as unknown as RenewalDueJobPayload;
      const ids = { jobId: job.id, policyId, renewalDate };
      const policy = await offers.policyById(policyId);
      if (!policy || policy.status !== 'active' || (await offers.renewalOf(policyId))) {
        log.info(ids, 'renewal date reached: the policy is renewed or closed already');
        return { outcome: 'done' };
      }
      const offer = await offers.offerOf(policyId, renewalDate);
      const renewalPayment = offer ? await offers.latestPaymentOfQuote(offer.quoteId) : undefined;
      const renewalPaymentOpen =
        renewalPayment !== undefined &&
        (OPEN_PAYMENT_STATUSES as readonly string[]).includes(renewalPayment.status);
      if (renewalPaymentOpen) {
        // A renewal is being bought (by the customer, or by an earlier attempt of this job): its
        // bind decides; this job looks again after it.
        throw new Error('A renewal of the policy is being bought: its outcome is awaited.');
      }
      const payment = policy.quoteId
        ? await offers.latestPaymentOfQuote(policy.quoteId)
        : undefined;
      const mandate =
        payment?.method === 'direct_debit' ? await offers.mandateOf(payment.id) : undefined;
      const renewal = offer && (await offeredRenewal(offer.quoteId, offer.renewalSchemeCode));
      // The flag is read now: turned off any time before this, the policy does not renew.
      const reasonNotToRenew = !policy.autoRenew
        ? 'auto-renewal is off'
        : !mandate || !payment
          ? 'not paid by direct debit'
          : !offer || offer.status === 'lapsed' || !renewal
            ? 'no priced renewal offer'
            : renewalPayment?.method === 'direct_debit'
              ? 'the automatic renewal could not be made'
              : null;
      if (reasonNotToRenew || !renewal || !mandate || !payment) {
        await lapse(policy, renewalDate, reasonNotToRenew ?? 'not renewed');
        return { outcome: 'done' };
      }

      const owner = await offers.owner(policy.ownerUserId);
      if (!owner) return { outcome: 'failed', error: 'The policy owner’s account is gone.' };
      const product = deps.products.of('HOME');
      const plan = product.paymentRules.monthlyPlan!(renewal.priceCents);
      const order: BindOrder = {
        quoteReference: renewal.quoteReference,
        choice: renewal.schemeCode,
        payment: {
          paymentType: PAYMENT_TYPES.directDebit,
          installmentsNumber: plan.instalments,
          collectionDay: payment.collectionDay,
          totalPremiumEuro: renewal.priceCents / 100,
          instalmentEuro: plan.instalmentCents / 100,
          purchaser: mandate.accountHolder,
          cardToken: null,
          cardBrand: null,
          iban: mandate.iban,
          bic: mandate.bic,
        },
        marketing: await offers.homeMarketingOf(policy.ownerUserId),
        declared: renewalDeclared({ kind: 'automatic' }),
        autoRenew: true,
        // Automatic renewal, found on above, is read again under the offer's lock as the payment
        // is written: turned off meanwhile, nothing is paid.
        stillHolds: (tx, quoteId) => confirmRenewalStillOnSale(tx, quoteId, { kind: 'automatic' }),
      };
      try {
        const response = await deps.checkout.bind(
          product,
          { userId: owner.userId, email: owner.email, visitorKeyHash: null },
          order,
          false,
        );
        log.info({ ...ids, bindStatus: response.bind_status }, 'automatic renewal started');
        return { outcome: 'done' };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // The checkout refused the renewal: trying again would be refused alike.
        log.error({ ...ids, err: error }, 'automatic renewal refused by the checkout');
        return { outcome: 'failed', error: `Automatic renewal refused: ${error.message}` };
      }
    },
  };

  /** The 'renewal-cycle' job: the cycle for the day it names. */
  const cycleJob: JobHandler = {
    async run(job) {
      const { date } = job.payload as { date: string };
      await enqueueFor(date);
      return { outcome: 'done' };
    },
  };

  /** A job run here unless a worker has it, then awaited until it settles or time is up. */
  async function settle(job: JobRow | undefined, deadline: number): Promise<JobRow | undefined> {
    if (!job) return undefined;
    await deps.runner.runNow(job.id);
    return deps.runner.settled(job.id, Math.max(deadline - Date.now(), 0));
  }

  /**
   * Runs the cycle for a day and waits for its jobs and the renewals' binds (the operator
   * command, the tests): how many offers were issued, policies renewed and lapsed.
   */
  async function runCycle(date: string, timeoutMs = 120_000): Promise<RenewalCycleOutcome> {
    const deadline = Date.now() + timeoutMs;
    const { offerJobs, dueJobs } = await enqueueFor(date);
    const settled: (JobRow | undefined)[] = [];
    for (const job of [...offerJobs, ...dueJobs]) settled.push(await settle(job, deadline));
    // A renewal's policy is made by its bind job, after the due job started it.
    for (const job of dueJobs) {
      const { policyId, renewalDate } = job.payload as unknown as RenewalDueJobPayload;
      const offer = await offers.offerOf(policyId, renewalDate);
      const payment = offer ? await offers.latestPaymentOfQuote(offer.quoteId) : undefined;
      if (payment)
        settled.push(await settle(await jobs.findByKey(bindJobKey(payment.id)), deadline));
    }

    let offersIssued = 0;
    let lateNotices = 0;
    for (const job of offerJobs) {
      const { policyId, renewalDate } = job.payload as unknown as RenewalDueJobPayload;
      const offer = await offers.offerOf(policyId, renewalDate);
      if (offer) offersIssued += 1;
      if (offer?.noticeLate) lateNotices += 1;
    }
    let renewed = 0;
    let lapsed = 0;
    for (const job of dueJobs) {
      const { policyId } = job.payload as unknown as RenewalDueJobPayload;
      const status = (await offers.policyById(policyId))?.status;
      if (status === 'renewed') renewed += 1;
      if (status === 'lapsed') lapsed += 1;
    }
    return {
      date,
      offersIssued,
      lateNotices,
      renewed,
      lapsed,
      failures: settled
        .filter((job): job is JobRow => job?.status === 'failed')
        .map((job) => ({
          kind: job.kind,
          policyId: String((job.payload as { policyId?: string }).policyId ?? ''),
          error: job.lastError ?? '',
        })),
      unsettled: settled.filter((job) => job && job.status !== 'done' && job.status !== 'failed')
        .length,
    };
  }

  return { enqueueFor, runCycle, cycleJob, dueJob };
}

export type RenewalCycle = ReturnType<typeof createRenewalCycle>;
