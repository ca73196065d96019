/**
 * The renewal offer of one policy for one period (issue 23): the risk re-rated a year on, the
 * price-walking check, the notice's facts (five years of premiums and claims, what changed), the
 * documents, then the offer's quote, the offer, its documents and the e-mail in one transaction,
 * once per policy and period however often or wherever it runs.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  RENEWAL_HISTORY_YEARS,
  RENEWAL_NOTICE_MIN_WORKING_DAYS,
  calendarDateOf,
  formatEuro,
  formatIsoDate,
  heldAtRenewal,
  isoToDisplayDate,
  findProductFactsOfPolicyType,
  withAnswersReadAgain,
  type HomeInsurer,
  type PolicyHeld,
  type RenewalChange,
  type RenewalHistoryYear,
} from '@wallet/domain';
import { noticeDeadline, noticeWorkingDays } from '@wallet/domain/working-days';
import {
  renewalOfferDocuments,
  type RenewedPolicyRecord,
} from '../../adapters/documents/home-renewal-documents.js';
import type {
  PolicyDocuments,
  RenderedDocument,
} from '../../adapters/documents/policy-documents-port.js';
import type { HomeQuoted } from '../../adapters/insurers/home-insurer-port.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import { pricedQuoteOfScheme, type HomeDiscounts, type HomeQuotesService } from '../home/index.js';
import { newQuoteReference } from '../quotes/index.js';
import { renewalOfferEmail } from './renewal-messages.js';
import type {
  ClaimRow,
  NewDocument,
  PolicyRow,
  RenewalOfferRow,
  RenewalOffersRepository,
} from './renewal-offers-repository.js';
import { boughtExtrasOf, boughtHomeQuoteOf } from '../home/index.js';
import {
  RenewalNotPriced,
  homeQuoteYearOn,
  rateRenewal,
  type RenewalRating,
} from './renewal-rating.js';

export const RENEWAL_OFFER_JOB = 'renewal-offer';

export interface RenewalOfferJobPayload {
  /** policies.id of the policy renewed. */
  policyId: string;
  /** YYYY-MM-DD: the renewed period's first day (the policy's end date + 1). */
  renewalDate: string;
}

/** One offer job per policy and period, whatever the number of cycles and processes. */
export const renewalOfferJobKey = (payload: RenewalOfferJobPayload) =>
  `${RENEWAL_OFFER_JOB}:${payload.policyId}:${payload.renewalDate}`;

/** 'HR' and ten characters: a renewal offer's quote reference. */
export const newRenewalQuoteReference = () => newQuoteReference('HR');

export interface RenewalOfferDeps {
  offers: RenewalOffersRepository;
  homeQuotes: Pick<HomeQuotesService, 'rateWith'>;
  discounts: Pick<HomeDiscounts, 'ofQuote'>;
  /** The home insurers the platform rates with. */
  insurers: readonly HomeInsurer[];
  documents: PolicyDocuments;
  /** The policyholder's policies with us: the bank products read again at renewal. */
  policies: { listOfOwner(ownerUserId: string): Promise<PolicyHeld[]> };
  clock: Clock;
  /** RENEWAL_NOTICE_WORKING_DAYS: the notice's lead time in working days. */
  leadDays: number;
  publicOrigin: string;
  log: FastifyBaseLogger;
}

export type RenewalOfferOutcome =
  | { outcome: 'issued' | 'already issued'; offer: RenewalOfferRow }
  | { outcome: 'not open'; reason: string }
  | { outcome: 'not priced'; reason: string };

const euroOf = (cents: number) => cents / 100;
const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;
const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/** CICA 2019 s.12: the preceding five years, oldest first, each with its premium and claims. */
export function historyOf(chain: readonly PolicyRow[], claims: readonly ClaimRow[]) {
  return chain.slice(-RENEWAL_HISTORY_YEARS).map((year): RenewalHistoryYear => {
    const paid = claims.filter((claim) => claim.policyId === year.id);
    return {
      period_start: year.startDate,
      period_end: year.endDate,
      insurer: year.insurer ?? '',
      premium: euroOf(year.premiumCents),
      annualised_premium:
        year.annualisedPremiumCents === null ? null : euroOf(year.annualisedPremiumCents),
      claims_paid: euroOf(paid.reduce((sum, claim) => sum + claim.paidCents, 0)),
      claims: paid.map((claim) => ({
        date: claim.claimDate,
        peril: claim.peril,
        amount: euroOf(claim.paidCents),
      })),
    };
  });
}

const yesNo = (answer: boolean) => (answer ? 'Yes' : 'No');

const claimFreeYearsText = (years: number) =>
  years < 0 ? 'None (no previous insurance)' : years >= 6 ? '6 or more' : String(years);
const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

/** What changed since last year, as the notice and the renewal view show it. */
export function changesOf(input: {
  policy: PolicyRow;
  lastYear: ReturnType<typeof boughtHomeQuoteOf> & object;
  thisYear: ReturnType<typeof homeQuoteYearOn>;
  renewalCents: number;
  renewalEndDate: string;
}): RenewalChange[] {
  const { policy, lastYear, thisYear } = input;
  const before = lastYear.payload.cover_details;
  const after = thisYear.cover_details;
  const built = after.risk_address.year_of_construction;
  const changes: RenewalChange[] = [
    {
      label: 'Period of cover',
      last_year: `${displayDate(policy.startDate)} to ${displayDate(policy.endDate)}`,
      this_year: `${displayDate(after.start_date)} to ${displayDate(input.renewalEndDate)}`,
    },
    {
      label: 'Premium',
      last_year: formatEuro(policy.annualisedPremiumCents ?? policy.premiumCents),
      this_year: formatEuro(input.renewalCents),
    },
    {
      label: 'Claims-free years',
      last_year: claimFreeYearsText(before.risk_address.ncd_num_years),
      this_year: claimFreeYearsText(after.risk_address.ncd_num_years),
    },
    {
      label: 'Age of the building',
      last_year: yearsText(yearOf(policy.startDate) - built),
      this_year: yearsText(yearOf(after.start_date) - built),
    },
  ];
  const carBefore = lastYear.payload.policy_holder_details.has_boi_motor_insurance;
  const carAfter = thisYear.policy_holder_details.has_boi_motor_insurance;
  if (carBefore !== carAfter) {
    changes.push({
      label: 'Motor insurance with the bank',
      last_year: yesNo(carBefore),
      this_year: yesNo(carAfter),
    });
  }
  const claimsBefore = before.risk_address.claims_details.length;
  const claimsAfter = after.risk_address.claims_details.length;
  if (claimsBefore !== claimsAfter) {
    changes.push({
      label: 'Claims in the last 5 years',
      last_year: String(claimsBefore),
      this_year: String(claimsAfter),
    });
  }
  return changes;
}

const documentRows = (
  rendered: readonly RenderedDocument[],
  businessProcess: 'RENEWAL_OFFER' | 'RENEWAL_TRANSFER',
): NewDocument[] =>
  rendered.map((document) => ({
    name: document.name,
    displayName: document.displayName,
    description: document.description,
    businessProcess,
    pdf: document.pdf,
  }));

/** A policy as the renewal documents name it. */
export const renewedPolicyRecordOf = (policy: PolicyRow): RenewedPolicyRecord => ({
  policyNumber: policy.policyNumber,
  referenceNumber: policy.referenceNumber,
  policyId: policy.policyId,
  insurer: policy.insurer ?? '',
  startDate: policy.startDate,
  endDate: policy.endDate,
  premiumCents: policy.premiumCents,
});

/**
 * Issues the offer of a policy for the period from `renewalDate`, unless it is issued already or
 * the policy is no longer open; an offer the current insurer does not price is not issued. A
 * notice that gives fewer than the legal 20 working days is issued all the same, flagged late
 * (`notice_late`, listed for operators) and logged as an error.
 */
export async function issueRenewalOffer(
  deps: RenewalOfferDeps,
  payload: RenewalOfferJobPayload,
): Promise<RenewalOfferOutcome> {
  const { offers } = deps;
  const policy = await offers.policyById(payload.policyId);
  const renewsOnline = policy && findProductFactsOfPolicyType(policy.policyType)?.renewsOnline;
  if (!policy || !renewsOnline || policy.status !== 'active') {
    return { outcome: 'not open', reason: 'The policy is not an active home policy.' };
  }
  if (await offers.renewalOf(policy.id)) {
    return { outcome: 'not open', reason: 'The policy is renewed already.' };
  }
  const existing = await offers.offerOf(policy.id, payload.renewalDate);
  if (existing) return { outcome: 'already issued', offer: existing };

  const payment = policy.quoteId ? await offers.latestPaymentOfQuote(policy.quoteId) : undefined;
  // The policy as it stands: as a mid-term change left it, else as bought.
  const standing =
    payment && ((await offers.changedSnapshotOf(policy.id)) ?? payment.quoteSnapshot);
  const bought = standing && boughtHomeQuoteOf(standing);
  if (!payment || !bought) {
    return { outcome: 'not priced', reason: 'The policy has no bought quote to renew.' };
  }
  const directDebit =
    payment.method === 'direct_debit' && (await offers.mandateOf(payment.id)) !== undefined;
  const chain = await offers.chainOf(policy);
  const claims = await offers.claimsOf(chain.map((year) => year.id));
  // The answers read again at renewal (docs/home-rating.md section 8): the year's claims, and the
  // bank's motor insurance as our records hold it on the day the renewal is priced.
  const pricedOn = formatIsoDate(calendarDateOf(deps.clock()));
  const held = heldAtRenewal(
    policy.ownerUserId ? await deps.policies.listOfOwner(policy.ownerUserId) : [],
    pricedOn,
  );
  const yearOn = withAnswersReadAgain(
    homeQuoteYearOn(
      bought,
      payload.renewalDate,
      claims.filter((claim) => claim.policyId === policy.id),
    ),
    held,
  );
  const renewalNumber = chain.length;

  let rated: RenewalRating;
  try {
    rated = await rateRenewal(deps, {
      payload: yearOn,
      currentInsurer: bought.insurer,
      excessCode: bought.excessCode,
      addons: boughtExtrasOf(bought.rating),
      renewalNumber,
      ownerUserId: policy.ownerUserId,
    });
  } catch (error) {
    if (error instanceof RenewalNotPriced) return { outcome: 'not priced', reason: error.message };
    throw error;
  }

  const quoteReference = newRenewalQuoteReference();
  const request = { home_quote: yearOn };
  const stored = { answers: rated.answers, quoteReference, request };
  const renewalQuote = pricedQuoteOfScheme(stored, rated.renewal.schemeCode)!;
  const alternativeRating = rated.alternatives
    .map(({ rating }) => rating)
    .find(
      (rating): rating is HomeQuoted => rating !== 'unavailable' && rating.outcome === 'quoted',
    );
  const alternativeQuote =
    alternativeRating && pricedQuoteOfScheme(stored, alternativeRating.schemeCode);
  const history = historyOf(chain, claims);
  const changes = changesOf({
    policy,
    lastYear: bought,
    thisYear: yearOn,
    renewalCents: rated.renewal.annualPremiumCents,
    renewalEndDate: renewalQuote.cover_details_information.end_date,
  });
  const issuedAt = deps.clock();
  // The notice goes out today: under the legal minimum of working days it is issued late rather
  // than never (docs/decisions/0016), flagged for operators and logged as an error below.
  const issuedOn = formatIsoDate(calendarDateOf(issuedAt));
  const givenDays = noticeWorkingDays(issuedOn, payload.renewalDate);
  const late = givenDays < RENEWAL_NOTICE_MIN_WORKING_DAYS;

  const sets = renewalOfferDocuments({
    policy: renewedPolicyRecordOf(policy),
    request,
    renewal: { quote: renewalQuote, priceCents: rated.renewal.annualPremiumCents },
    ...(alternativeRating && alternativeQuote
      ? {
          alternative: {
            quote: alternativeQuote,
            priceCents: alternativeRating.annualPremiumCents,
          },
        }
      : {}),
    renewalDate: payload.renewalDate,
    renewalNumber,
    priceWalking: {
      ...rated.priceWalking,
      renewalUncappedCents: rated.renewalUncappedCents,
      firstRenewalEquivalentCents: rated.firstRenewalEquivalentCents,
    },
    changes,
    history,
    autoRenew: policy.autoRenew,
    directDebit,
    issuedAt,
  });
  const documents = [
    ...documentRows(await deps.documents.render(sets.offer), 'RENEWAL_OFFER'),
    ...(sets.transfer
      ? documentRows(await deps.documents.render(sets.transfer), 'RENEWAL_TRANSFER')
      : []),
  ];

  const owner = await offers.owner(policy.ownerUserId);
  if (!owner) return { outcome: 'not open', reason: 'The policy owner’s account is gone.' };
  const { issued, offer } = await offers.issueOffer({
    quote: {
      product: 'HOME',
      ownerUserId: policy.ownerUserId,
      quoteReference,
      request,
      insurerAnswers: rated.answers as unknown as Record<string, unknown>,
      selectedInsurer: bought.insurer,
      premiumCents: rated.renewal.annualPremiumCents,
      status: 'quoted',
      renewalOfPolicyId: policy.id,
    },
    offer: {
      renewalOfPolicyId: policy.id,
      renewalDate: payload.renewalDate,
      renewalNumber,
      renewalSchemeCode: rated.renewal.schemeCode,
      alternativeSchemeCode: alternativeRating?.schemeCode ?? null,
      renewalUncappedCents: rated.renewalUncappedCents,
      firstRenewalEquivalentCents: rated.firstRenewalEquivalentCents,
      priceWalkingCapped: rated.priceWalking.capped,
      notice: { history, changes },
      noticeDeadline: noticeDeadline(payload.renewalDate, deps.leadDays),
      noticeWorkingDays: givenDays,
      noticeLate: late,
      issuedAt,
      status: 'offered',
    },
    documents,
    message: renewalOfferEmail(
      owner,
      {
        policyNumber: policy.policyNumber,
        renewalDate: payload.renewalDate,
        insurer: bought.insurer,
        premiumCents: rated.renewal.annualPremiumCents,
        ...(alternativeRating
          ? {
              alternative: {
                insurer: alternativeQuote?.insurer ?? '',
                premiumCents: alternativeRating.annualPremiumCents,
              },
            }
          : {}),
        autoRenew: policy.autoRenew,
        directDebit,
      },
      deps.publicOrigin,
    ),
  });
  if (issued && offer.noticeLate) {
    deps.log.error(
      {
        offerId: offer.id,
        policyId: policy.id,
        renewalDate: payload.renewalDate,
        issuedOn,
        noticeWorkingDays: givenDays,
        minimumWorkingDays: RENEWAL_NOTICE_MIN_WORKING_DAYS,
      },
      'renewal notice issued late: fewer working days before the renewal date than the legal minimum',
    );
  }
  return { outcome: issued ? 'issued' : 'already issued', offer };
}

/** The 'renewal-offer' job: one policy's offer; an offer its insurer cannot price fails clearly. */
export function createRenewalOfferJob(deps: RenewalOfferDeps): JobHandler {
  return {
    async run(job) {
      const payload = job.payload as unknown as RenewalOfferJobPayload;
      const result = await issueRenewalOffer(deps, payload);
      const ids = { jobId: job.id, policyId: payload.policyId, renewalDate: payload.renewalDate };
      if (result.outcome === 'not priced') {
        deps.log.error({ ...ids, reason: result.reason }, 'renewal offer not issued: not priced');
        return { outcome: 'failed', error: `Renewal offer not issued: ${result.reason}` };
      }
      if (result.outcome === 'not open') {
        deps.log.info({ ...ids, reason: result.reason }, 'renewal offer not needed');
      } else {
        deps.log.info(
          {
            ...ids,
            offerId: result.offer.id,
            issued: result.outcome === 'issued',
            priceWalkingCapped: result.offer.priceWalkingCapped,
            noticeLate: result.offer.noticeLate,
          },
          result.outcome === 'issued' ? 'renewal offer issued' : 'renewal offer already issued',
        );
      }
      return { outcome: 'done' };
    },
  };
}
