import type {
  HomeInsurerQuote,
  HomeQuoteRequest,
  PriceWalkingCheck,
  RenewalChange,
  RenewalHistoryYear,
} from '@wallet/domain';
import type { PolicyDocumentSet } from './policy-documents-port.js';

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
