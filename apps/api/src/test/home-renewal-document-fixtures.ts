import { euroToCents, type RenewalHistoryYear } from '@wallet/domain';
import type { RenewalNoticeInput } from '../adapters/documents/home-renewal-documents.js';
import { boundQuote } from './home-policy-document-fixtures.js';
import { homeQuoteRequest } from './home-quote-fixtures.js';

/**
 * Test data: the fixture's Cork home on its third renewal with FBD, re-rated by the real engines
 * (FBD's renewal, RSA's alternative), with five years of history: a mid-term change in the
 * 2022-23 year and one claim paid in the 2024-25 year.
 */

export const RENEWAL_DATE = '2026-03-15';

const CLAIM = { date: '2024-11-02', peril: 'Escape of water', amount: 2350 };

function historyYear(
  periodStart: string,
  periodEnd: string,
  premium: number,
  annualisedPremium: number | null = null,
  claims: RenewalHistoryYear['claims'] = [],
): RenewalHistoryYear {
  return {
    period_start: periodStart,
    period_end: periodEnd,
    insurer: 'FBD',
    premium,
    annualised_premium: annualisedPremium,
    claims_paid: claims.reduce((total, claim) => total + claim.amount, 0),
    claims,
  };
}

export const RENEWAL_HISTORY: RenewalHistoryYear[] = [
  historyYear('2021-03-15', '2022-03-14', 262.4),
  historyYear('2022-03-15', '2023-03-14', 271.8, 279),
  historyYear('2023-03-15', '2024-03-14', 268.25),
  historyYear('2024-03-15', '2025-03-14', 275.9, null, [CLAIM]),
  historyYear('2025-03-15', '2026-03-14', 281.4),
];

export function renewalNoticeInput(
  change: (input: RenewalNoticeInput) => void = () => {},
): RenewalNoticeInput {
  const request = homeQuoteRequest((draft) => {
    draft.home_quote.cover_details.start_date = RENEWAL_DATE;
  });
  const renewal = boundQuote(request, 'FBD', ['ContentsAD']);
  const alternative = boundQuote(request, 'RSA', []);
  const renewalCents = euroToCents(renewal.price!);
  const input: RenewalNoticeInput = {
    policy: {
      policyNumber: 'HOM-FBD-000123',
      referenceNumber: 'REF-77AB21',
      policyId: '6a0c2a4e-1f1b-4f50-9a59-3b1f0d2c7e11',
      insurer: 'FBD',
      startDate: '2025-03-15',
      endDate: '2026-03-14',
      premiumCents: 28_140,
    },
    request,
    renewal: { quote: renewal, priceCents: renewalCents },
    alternative: { quote: alternative, priceCents: euroToCents(alternative.price!) },
    renewalDate: RENEWAL_DATE,
    renewalNumber: 3,
    priceWalking: {
      applies: true,
      capped: false,
      premiumCents: renewalCents,
      renewalUncappedCents: renewalCents,
      firstRenewalEquivalentCents: renewalCents + 4_500,
    },
    changes: [
      { label: 'Claims-free years', last_year: '5', this_year: '1' },
      { label: 'Rebuild cost', last_year: '€240,000.00', this_year: '€250,000.00' },
    ],
    history: RENEWAL_HISTORY,
    autoRenew: true,
    directDebit: true,
    issuedAt: new Date('2026-02-09T09:00:00Z'),
  };
  change(input);
  return input;
}
