import {
  COOLING_OFF_RIGHT,
  HOME_ARRANGER,
  HOME_CANCELLATION_TERMS,
  HOME_INSURERS,
  PRODUCT_LABELS,
  RENEWAL_HISTORY_TEXTS,
  RENEWAL_TEXTS,
  annualPolicyEndDate,
  autoRenewalStatement,
  euroToCents,
  formatEuro,
  homeUnderwriterOnDocuments,
  insurerNameOf,
  policyNumberLabel,
  type HomeAddonCode,
  type HomeInsurer,
  type HomeInsurerQuote,
  type HomeQuoteRequest,
  type PriceWalkingCheck,
  type RenewalChange,
  type RenewalHistoryYear,
} from '@wallet/domain';
import { formatDocumentDate } from './document-dates.js';
import {
  homeCoverSections,
  homeInsuredPropertyBlock,
  homeLegalText,
  homePolicyHolderOf,
  homePremiumBreakdown,
  homeStatementOfFactDocument,
  homeStatementOfFactSections,
  servicesLine,
} from './home-policy-document-model.js';
import {
  holderNameOf,
  paragraphBlock,
  policyDetailsRows,
  policyHolderBlock,
  premiumBlock,
  sectionBlock,
  textBlock,
  type PolicyIdentity,
} from './policy-document-blocks.js';
import type {
  DocumentBlock,
  DocumentTableRow,
  PolicyDocumentContent,
  PolicyDocumentSet,
  PremiumBreakdown,
} from './policy-documents-port.js';

/**
 * The renewal's documents (home.md 7 Renewal documents; CICA 2019 s.12): what the renewal cycle
 * issues with an offer and what it issues when a policy lapses. Builders only: the renderer
 * (pdf-policy-documents.ts) lays the sets out like every other policy's documents.
 */

/** The policy being renewed, as its row holds it. */
export interface RenewedPolicyRecord {
  policyNumber: string;
  referenceNumber: string;
  policyId: string;
  /** 'RSA' or 'FBD' */
  insurer: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  premiumCents: number;
}

/** One insurer's offer within the renewal: the quote as shown and its price in cents. */
export interface RenewalOfferQuote {
  quote: HomeInsurerQuote;
  priceCents: number;
}

export interface RenewalNoticeInput {
  policy: RenewedPolicyRecord;
  /** The request as re-rated a year on (the holder, the home, the cover, the new start date). */
  request: HomeQuoteRequest;
  /** The current insurer's renewal. */
  renewal: RenewalOfferQuote;
  /** The other insurer's alternative, when it quoted. */
  alternative?: RenewalOfferQuote;
  /** YYYY-MM-DD: the renewed period's first day. */
  renewalDate: string;
  /** 1 for the policy's first renewal. */
  renewalNumber: number;
  /** The price-walking check, with the engine's price and the first-renewal benchmark in cents. */
  priceWalking: PriceWalkingCheck & {
    renewalUncappedCents: number;
    firstRenewalEquivalentCents: number | null;
  };
  changes: RenewalChange[];
  /** The preceding five years, oldest first, the current year last. */
  history: RenewalHistoryYear[];
  autoRenew: boolean;
  directDebit: boolean;
  issuedAt: Date;
}

/** What an offer issues: the notice set (RENEWAL_OFFER) and the alternative's (RENEWAL_TRANSFER). */
export interface RenewalOfferDocumentSets {
  /** The renewal notice and the renewal's statement of fact (named STATEMENT_OF_FACT_DOCUMENT_NAME). */
  offer: PolicyDocumentSet;
  /** The alternative insurer's quote and statement of fact; absent without an alternative. */
  transfer?: PolicyDocumentSet;
}

export interface LapseNoticeInput {
  policy: RenewedPolicyRecord;
  request: HomeQuoteRequest;
  /** YYYY-MM-DD: the day the cover ended (the policy's end date). */
  lapsedOn: string;
  issuedAt: Date;
}

export type RenewalOfferDocuments = (input: RenewalNoticeInput) => RenewalOfferDocumentSets;
export type LapseNoticeDocuments = (input: LapseNoticeInput) => PolicyDocumentSet;

/* The builders. Every figure is printed from cents with formatEuro, every date as DD/MM/YYYY. */

const PRODUCT_NAME = `${PRODUCT_LABELS.home} Insurance`;

function homeInsurerOf(code: string): HomeInsurer {
  if (!(HOME_INSURERS as readonly string[]).includes(code)) {
    throw new RangeError(`Not a home insurer: '${code}'`);
  }
  return code as HomeInsurer;
}

const euroAmount = (amountEur: number) => formatEuro(euroToCents(amountEur));

/** The YYYY-MM-DD day after another. */
function dayAfter(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const selectedExtrasOf = (quote: HomeInsurerQuote): HomeAddonCode[] =>
  quote.addon_details.filter((addon) => addon.selected).map((addon) => addon.unique_code);

/** What every set of the renewal shares: the product, the footer and the author. */
function documentSet(
  insurer: HomeInsurer,
  numbering: Pick<PolicyDocumentSet, 'policyNumber' | 'policyNumberLabel' | 'referenceNumber'>,
  issuedAt: Date,
  documents: PolicyDocumentContent[],
): PolicyDocumentSet {
  return {
    productName: PRODUCT_NAME,
    insurer: { code: insurer, displayName: homeUnderwriterOnDocuments(insurer) },
    ...numbering,
    issuedAt,
    legalText: homeLegalText(insurer),
    author: HOME_ARRANGER,
    documents,
  };
}

/**
 * The renewal's premium in words. Where the price-walking cap brought the premium below the
 * engine's price, the engine's lines add up to more than the premium offered: the difference is
 * printed as its own line, so the lines always add up to the total.
 */
function renewalPremiumBreakdown(input: RenewalNoticeInput): PremiumBreakdown {
  const breakdown = homePremiumBreakdown(input.renewal.quote, input.renewal.priceCents);
  const linesCents = breakdown.lines.reduce((total, line) => total + line.amountCents, 0);
  if (!input.priceWalking.capped || linesCents <= breakdown.totalCents) return breakdown;
  return {
    ...breakdown,
    lines: [
      ...breakdown.lines,
      {
        label: 'Reduction to the first-renewal premium',
        amountCents: breakdown.totalCents - linesCents,
      },
    ],
  };
}

/**
 * The price-walking check as the notice states it, with both figures. A notice never states a
 * premium above the first-renewal benchmark as fair: that is a pricing bug, and nothing is issued.
 */
function priceWalkingBlocks(input: RenewalNoticeInput): DocumentBlock[] {
  const check = input.priceWalking;
  if (!check.applies) return [];
  const benchmarkCents = check.firstRenewalEquivalentCents;
  if (benchmarkCents === null) {
    throw new RangeError('A second or later renewal needs its first-renewal premium');
  }
  const offeredCents = input.renewal.priceCents;
  if (offeredCents > benchmarkCents) {
    throw new RangeError('The renewal premium is above the first-renewal premium');
  }
  const rows: DocumentTableRow[] = [
    {
      label: 'Your renewal premium',
      value: formatEuro(offeredCents),
      style: { alignValue: 'right' },
    },
    {
      label: 'The premium for the same cover on a first renewal',
      value: formatEuro(benchmarkCents),
      style: { alignValue: 'right' },
    },
  ];
  if (check.capped) {
    rows.push({
      label: 'Our price before it was brought down to the first-renewal premium',
      value: formatEuro(check.renewalUncappedCents),
      style: { alignValue: 'right' },
    });
  }
  return [
    { kind: 'table', title: 'Fair pricing at renewal', rows },
    textBlock(RENEWAL_TEXTS.priceWalkingNote),
  ];
}

/** One year of the CICA 2019 s.12 schedule: its period and insurer, its premium and claims. */
function historyRow(year: RenewalHistoryYear): DocumentTableRow {
  const premium = [`${RENEWAL_HISTORY_TEXTS.premiumPaid}: ${euroAmount(year.premium)}`];
  if (year.annualised_premium !== null) {
    premium.push(
      `${RENEWAL_HISTORY_TEXTS.annualisedPremium}: ${euroAmount(year.annualised_premium)}. ${RENEWAL_TEXTS.annualisedPremiumNote}`,
    );
  }
  const claims =
    year.claims.length === 0 && year.claims_paid === 0
      ? [RENEWAL_HISTORY_TEXTS.noClaims]
      : [
          `${RENEWAL_HISTORY_TEXTS.claimsPaid}: ${euroAmount(year.claims_paid)}`,
          ...year.claims.map(
            (claim) =>
              `${claim.peril}, ${formatDocumentDate(claim.date)}: ${euroAmount(claim.amount)}`,
          ),
        ];
  return {
    label: `${formatDocumentDate(year.period_start)} to ${formatDocumentDate(year.period_end)}\n${insurerNameOf(year.insurer)}`,
    value: [...premium, ...claims].join('\n'),
  };
}

function historyBlocks(history: readonly RenewalHistoryYear[]): DocumentBlock[] {
  return [
    textBlock(RENEWAL_HISTORY_TEXTS.intro),
    {
      kind: 'table',
      title: RENEWAL_HISTORY_TEXTS.title,
      rows: history.map(historyRow),
      emptyText: RENEWAL_HISTORY_TEXTS.noHistory,
    },
  ];
}

function changesBlock(changes: readonly RenewalChange[]): DocumentBlock {
  return {
    kind: 'table',
    title: 'What has changed since last year',
    rows: changes.map((change) => ({
      label: change.label,
      value: `Last year: ${change.last_year}\nThis year: ${change.this_year}`,
    })),
    emptyText: 'Your details and your cover are as they were last year.',
  };
}

/** The renewal statement of fact's opening lines: what it is and what to do if it is wrong. */
function renewalStatementOfFactIntro(offeredBy: string, renewalDate: string): string[] {
  return [
    `This Statement of Fact records the information on which ${offeredBy} offers you cover from ${formatDocumentDate(renewalDate)}: what you told us, with every change you have told us of since.`,
    `Please check it carefully. If anything is wrong or missing, or has changed, ${servicesLine} before ${formatDocumentDate(renewalDate)}: incorrect information may affect your cover or a claim.`,
  ];
}

/** The renewed year: from the renewal date to the day before its anniversary. */
function renewedPeriod(input: RenewalNoticeInput) {
  return { startDate: input.renewalDate, endDate: annualPolicyEndDate(input.renewalDate) };
}

function renewalNotice(input: RenewalNoticeInput, identity: PolicyIdentity): PolicyDocumentContent {
  const { policy, renewal, alternative } = input;
  const period = renewedPeriod(input);
  const renewsItself = input.autoRenew && input.directDebit;
  const blocks: DocumentBlock[] = [
    textBlock(
      `Dear ${identity.holderName}, your home insurance policy ${policy.policyNumber} with ${identity.insurerName} ends on ${formatDocumentDate(policy.endDate)}. Your insurer offers to renew it from ${formatDocumentDate(period.startDate)} to ${formatDocumentDate(period.endDate)} for ${formatEuro(renewal.priceCents)}.`,
    ),
    textBlock(
      'Please read this notice and your enclosed statement of fact, and tell us of anything that is wrong or has changed.',
    ),
    {
      kind: 'table',
      title: 'Your renewal',
      rows: [
        ...policyDetailsRows(identity),
        { label: 'Renewal date', value: formatDocumentDate(input.renewalDate) },
        {
          label: 'Your current period of insurance',
          value: `${formatDocumentDate(policy.startDate)} to ${formatDocumentDate(policy.endDate)}`,
        },
        {
          label: 'Your premium this year',
          value: formatEuro(policy.premiumCents),
        },
      ],
    },
    // The holder is named above and on the statement of fact: the premium stays on page one.
    homeInsuredPropertyBlock(input.request, renewal.quote),
    premiumBlock(renewalPremiumBreakdown(input), 'Your renewal premium'),
  ];
  if (alternative) {
    const alternativeName = homeUnderwriterOnDocuments(homeInsurerOf(alternative.quote.insurer));
    blocks.push(
      premiumBlock(
        homePremiumBreakdown(alternative.quote, alternative.priceCents),
        'Alternative quote from another insurer',
      ),
      textBlock(
        `${alternativeName} also quoted for your home: ${formatEuro(alternative.priceCents)} for a new policy with them from ${formatDocumentDate(period.startDate)}, in place of your renewal. Its quote and statement of fact are with this notice.`,
      ),
    );
  }
  blocks.push(
    changesBlock(input.changes),
    ...historyBlocks(input.history),
    ...priceWalkingBlocks(input),
    paragraphBlock({
      heading: 'Automatic renewal',
      text: autoRenewalStatement(input),
    }),
    paragraphBlock({
      heading: 'How to accept your renewal',
      text: [
        renewsItself ? 'As your policy renews automatically, you need do nothing to renew it.' : '',
        'Sign in to your wallet, open Manage My Insurance, choose your home policy and select View Renewals.',
        alternative
          ? 'There you can compare your renewal with the alternative quote, check your statement of fact and accept, paying by card or by direct debit.'
          : 'There you can check your statement of fact and accept your renewal, paying by card or by direct debit.',
        `For any question, ${servicesLine}.`,
      ]
        .filter(Boolean)
        .join(' '),
    }),
    paragraphBlock({
      heading: 'Your duty to answer honestly',
      text: `Your renewal is offered on the information in your statement of fact. Under the Consumer Insurance Contracts Act 2019 you must answer honestly and with reasonable care: if anything in it is wrong or has changed, ${servicesLine} before ${formatDocumentDate(input.renewalDate)}.`,
    }),
  );
  return {
    name: 'renewal-notice',
    displayName: 'Renewal Notice',
    description:
      'Your renewal premium, what has changed, your premiums and claims in the last five years and how to renew',
    title: 'Renewal Notice',
    blocks,
  };
}

function alternativeQuote(
  input: RenewalNoticeInput,
  alternative: RenewalOfferQuote,
  identity: PolicyIdentity,
): PolicyDocumentContent {
  const period = renewedPeriod(input);
  const insurer = homeInsurerOf(alternative.quote.insurer);
  const currentName = homeUnderwriterOnDocuments(homeInsurerOf(input.policy.insurer));
  return {
    name: 'alternative-quote',
    displayName: 'Alternative Quote',
    description: "Another insurer's quote for your home, in place of your renewal",
    title: 'Alternative Quote',
    blocks: [
      textBlock(
        `${identity.insurerName} offers you a new home insurance policy from ${formatDocumentDate(period.startDate)} to ${formatDocumentDate(period.endDate)}, in place of renewing your policy ${input.policy.policyNumber} with ${currentName}. It is a new policy with another insurer, starting on your renewal date: if you choose it, your current policy ends on ${formatDocumentDate(input.policy.endDate)} and is not renewed.`,
      ),
      { kind: 'table', title: 'Your quote', rows: policyDetailsRows(identity) },
      policyHolderBlock(homePolicyHolderOf(input.request)),
      homeInsuredPropertyBlock(input.request, alternative.quote),
      ...homeCoverSections(alternative.quote, selectedExtrasOf(alternative.quote)).map(
        sectionBlock,
      ),
      premiumBlock(homePremiumBreakdown(alternative.quote, alternative.priceCents), 'Premium'),
      paragraphBlock({
        heading: 'How to choose this quote',
        text: `Sign in to your wallet, open Manage My Insurance, choose your home policy and select View Renewals. Choose this quote, confirm its statement of fact and pay by card or by direct debit. For any question, ${servicesLine}.`,
      }),
      paragraphBlock({
        heading: 'Cancelling the new policy',
        text: `${COOLING_OFF_RIGHT} ${HOME_CANCELLATION_TERMS[insurer]}`,
      }),
    ],
  };
}

/** home.md 7 (Renewal documents): the notice and the statements of fact an offer issues. */
export const renewalOfferDocuments: RenewalOfferDocuments = (input) => {
  const { policy, renewal, alternative } = input;
  const insurer = homeInsurerOf(policy.insurer);
  const holderName = holderNameOf(homePolicyHolderOf(input.request));
  const period = renewedPeriod(input);
  const renewalIdentity: PolicyIdentity = {
    policyNumber: policy.policyNumber,
    policyNumberLabel: policyNumberLabel('home'),
    referenceNumber: policy.referenceNumber,
    quoteReference: renewal.quote.quote_reference,
    insurerName: homeUnderwriterOnDocuments(insurer),
    holderName,
    ...period,
    issuedAt: input.issuedAt,
  };
  const offer = documentSet(
    insurer,
    {
      policyNumber: policy.policyNumber,
      policyNumberLabel: renewalIdentity.policyNumberLabel,
      referenceNumber: policy.referenceNumber,
    },
    input.issuedAt,
    [
      renewalNotice(input, renewalIdentity),
      homeStatementOfFactDocument(
        renewalIdentity,
        renewalStatementOfFactIntro('your insurer', input.renewalDate),
        homeStatementOfFactSections(input.request, renewal.quote),
      ),
    ],
  );
  if (!alternative) return { offer };

  // No policy exists with the other insurer yet: its documents go by the quote's reference.
  const alternativeInsurer = homeInsurerOf(alternative.quote.insurer);
  const alternativeIdentity: PolicyIdentity = {
    ...renewalIdentity,
    policyNumber: alternative.quote.quote_reference,
    policyNumberLabel: 'Quote reference',
    quoteReference: undefined,
    insurerName: homeUnderwriterOnDocuments(alternativeInsurer),
  };
  const transfer = documentSet(
    alternativeInsurer,
    {
      policyNumber: alternative.quote.quote_reference,
      policyNumberLabel: 'Quote reference',
      referenceNumber: policy.referenceNumber,
    },
    input.issuedAt,
    [
      alternativeQuote(input, alternative, alternativeIdentity),
      homeStatementOfFactDocument(
        alternativeIdentity,
        renewalStatementOfFactIntro(alternativeIdentity.insurerName, input.renewalDate),
        homeStatementOfFactSections(input.request, alternative.quote),
      ),
    ],
  );
  return { offer, transfer };
};

/** home.md 7 (LAPSE): the notice that a policy ended without renewal and the home is uninsured. */
export const lapseNoticeDocuments: LapseNoticeDocuments = (input) => {
  const { policy } = input;
  const insurer = homeInsurerOf(policy.insurer);
  const holder = homePolicyHolderOf(input.request);
  const identity: PolicyIdentity = {
    policyNumber: policy.policyNumber,
    policyNumberLabel: policyNumberLabel('home'),
    referenceNumber: policy.referenceNumber,
    insurerName: homeUnderwriterOnDocuments(insurer),
    holderName: holderNameOf(holder),
    startDate: policy.startDate,
    endDate: policy.endDate,
    issuedAt: input.issuedAt,
  };
  const ended = formatDocumentDate(input.lapsedOn);
  const uninsuredFrom = formatDocumentDate(dayAfter(input.lapsedOn));
  const risk = input.request.home_quote.cover_details.risk_address;
  const notice: PolicyDocumentContent = {
    name: 'lapse-notice',
    displayName: 'Lapse Notice',
    description: 'Your policy has ended without renewal: your home is no longer insured',
    title: 'Lapse Notice',
    blocks: [
      textBlock(
        `Dear ${identity.holderName}, your home insurance policy ${policy.policyNumber} with ${identity.insurerName} ended on ${ended} and was not renewed.`,
      ),
      textBlock(
        `Your home at ${[risk.address_line1, risk.town].filter(Boolean).join(', ')} is no longer insured from ${uninsuredFrom}: nothing that happens from that day is covered.`,
      ),
      {
        kind: 'table',
        title: 'Your policy',
        rows: [...policyDetailsRows(identity), { label: 'Cover ended', value: ended }],
      },
      policyHolderBlock(holder),
      paragraphBlock({
        heading: 'Getting a new quote',
        text: `To insure your home again, get a new quote in your wallet (New Quote, then Home), or ${servicesLine}. A new policy covers only what happens from its start date.`,
      }),
      paragraphBlock({
        heading: 'If you have a mortgage',
        text: 'Your mortgage lender may require your home to be insured at all times: please arrange new cover without delay and tell your lender.',
      }),
      paragraphBlock({
        heading: 'If you meant to renew',
        text: `If you meant to renew your policy, or think this notice is wrong, ${servicesLine}.`,
      }),
    ],
  };
  return documentSet(
    insurer,
    {
      policyNumber: policy.policyNumber,
      policyNumberLabel: identity.policyNumberLabel,
      referenceNumber: policy.referenceNumber,
    },
    input.issuedAt,
    [notice],
  );
};
