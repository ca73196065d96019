/** The agent screens' rows (platform.md 3.3) as made from stored quotes; money leaves as euro. */
import {
  contactNumberForDisplay,
  monthlyPrice,
  type HomeQuoteRequest,
  type LiveQuoteRow,
  type QuoteSearchRow,
  type SavedHomeQuote,
} from '@wallet/domain';
import type { AgentQuotesRepository, SearchRowSource } from './agent-quotes-repository.js';

const toEuro = (cents: number) => cents / 100;

type LiveSource = Awaited<ReturnType<AgentQuotesRepository['livePage']>>['rows'][number];

export function liveQuoteRowOf(row: LiveSource): LiveQuoteRow {
  return {
    quote_reference: row.quoteReference,
    email: row.email ?? '',
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    premium_amount: row.premiumCents === null ? null : toEuro(row.premiumCents),
    contact_number: row.mobilePhone ? contactNumberForDisplay(row.mobilePhone) : null,
    timestamp: row.createdAt.toISOString(),
    contacted: row.contacted,
  };
}

/**
 * The part of a home quote's stored insurer answers the search reads (home's quotes repository
 * writes them): each insurer's rating.
 */
interface StoredRatings {
  ratings?: {
    insurer: string;
    rating: { outcome: 'quoted'; annualPremiumCents: number } | { outcome: string } | null;
  }[];
}

/** An insurer's annual premium in euro if it priced the quote, from home's stored ratings. */
function premiumOf(answers: Record<string, unknown>, insurer: 'RSA' | 'FBD'): number | null {
  const { ratings = [] } = answers as StoredRatings;
  const rating = ratings.find((entry) => entry.insurer === insurer)?.rating;
  return rating?.outcome === 'quoted' && 'annualPremiumCents' in rating
    ? toEuro(rating.annualPremiumCents)
    : null;
}

export function quoteSearchRowOf(row: SearchRowSource): QuoteSearchRow {
  return {
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    date_of_birth: row.dateOfBirth,
    email: row.email ?? '',
    policy_code: row.policyCode ?? row.quoteReference,
    rsa_quote_amount: premiumOf(row.answers, 'RSA'),
    fbd_quote_amount: premiumOf(row.answers, 'FBD'),
    quote_timestamp: row.pricedAt.toISOString(),
    dwelling_type: row.dwellingType,
    branch: row.branchName,
  };
}

type SelectedSource = NonNullable<
  Awaited<ReturnType<AgentQuotesRepository['homeQuoteByPolicyCode']>>
>;

/**
 * The agent's selected quote in the saved home quote shape of the latest-quote calls (home.md
 * 3), so the About you step fills from it as from a customer's own latest quote.
 */
export function selectedHomeQuoteOf(row: SelectedSource): SavedHomeQuote {
  const request = row.request as unknown as HomeQuoteRequest;
  const premium = row.premiumCents;
  return {
    ...request.home_quote,
    quote_reference: row.quoteReference,
    policy_reference: row.policyReference,
    cover_premium: premium === null ? null : toEuro(premium),
    direct_debit_amount: premium === null ? null : toEuro(monthlyPrice(premium)),
    insurer: (row.selectedInsurer as SavedHomeQuote['insurer']) ?? null,
    start_date: request.home_quote.cover_details.start_date,
    policy_code: row.policyCode ?? row.quoteReference,
  };
}
