import type { HomeInsurerQuote, RenewalOffer } from '@wallet/domain';

/** An insurer's quote of a renewal offer as the renewal call returns it; tests change what they need. */
export function offerQuote(
  insurer: HomeInsurerQuote['insurer'],
  overrides: Partial<HomeInsurerQuote> = {},
): HomeInsurerQuote {
  const renewal = insurer === 'RSA';
  return {
    insurer,
    quote_reference: `HQ-REN-1-${insurer}`,
    scheme_code: `${insurer}-HOME`,
    price: renewal ? 512.4 : 498.1,
    premium_details: [
      { code: 'BASE', item_name: 'Buildings Section Premium', unique_code: 'B1', amount: 440 },
      { code: 'INCLEVY', item_name: 'Government Levy', unique_code: 'L1', amount: 10 },
    ],
    addon_details: [{ unique_code: 'HomeEmergencyAssist', amount: 30, selected: false }],
    acceptance_notifications: [],
    direct_debit_policy: true,
    current_insurer_renewal_quote: renewal,
    cover_details_information: {
      buildings_amount: 300_000,
      contents_amount: 40_000,
      specified_items: [{ item_type: 'Jewellery', value: 2_500, description: 'Engagement ring' }],
      unspecified_personal_items_amount: 2_500,
      excess_amount: 500,
      excess_code: '3',
      start_date: '2026-07-01',
      end_date: '2027-06-30',
      claims_details: [
        {
          claim_type: 'Escape of water',
          claim_date: '2024-02-11',
          claim_status: 'Settled',
          occurred_at: 'CURRENT_RESIDENTIAL_ADDRESS',
          claim_amount: 1_850,
        },
      ],
      risk_address: { cover_type: 'ownLive', dwelling_type: 'Semi-detached', post_code: 'D04X2Y3' },
    },
    policy_holder_information: { first_name: 'Aoife', last_name: 'Murphy' },
    ...overrides,
  };
}

/** The demo customer's offer: first the renewal (RSA), then the alternative (FBD). */
export function renewalOffer(overrides: Partial<RenewalOffer> = {}): RenewalOffer {
  return {
    policy_id: 'POL-H-1',
    policy_number: 'HP-0001',
    policy_code: 'HP-0001',
    quote_reference: 'HQ-REN-1',
    renewal_date: '2026-07-01',
    current_start_date: '2025-07-01',
    current_end_date: '2026-06-30',
    current_insurer: 'RSA',
    current_premium: 480.5,
    renewal_number: 5,
    status: 'offered',
    issued_at: '2026-05-27T09:00:00.000Z',
    auto_renewal: true,
    direct_debit_policy: true,
    quotes: [offerQuote('RSA'), offerQuote('FBD')],
    price_walking: {
      applies: true,
      capped: true,
      renewal_premium: 540,
      first_renewal_equivalent_premium: 512.4,
    },
    changes: [{ label: 'Rebuild cost', last_year: '€290,000.00', this_year: '€300,000.00' }],
    history: [
      {
        period_start: '2025-07-01',
        period_end: '2026-06-30',
        insurer: 'RSA Insurance',
        premium: 480.5,
        annualised_premium: 495,
        claims_paid: 0,
        claims: [],
      },
      {
        period_start: '2024-07-01',
        period_end: '2025-06-30',
        insurer: 'RSA Insurance',
        premium: 455,
        annualised_premium: null,
        claims_paid: 1_850,
        claims: [{ date: '2024-02-11', peril: 'Escape of water', amount: 1_850 }],
      },
    ],
    reference_number: null,
    statement_of_fact_declined: false,
    ...overrides,
  };
}

/** The renewal documents call's answer: the notice and the statement of fact. */
export function renewalDocuments(process: 'RENEWAL_OFFER' | 'RENEWAL_TRANSFER') {
  return [
    {
      date: '2026-05-27',
      business_process: process,
      documents: [
        {
          document_id: `doc-${process}-notice`,
          display_name: process === 'RENEWAL_OFFER' ? 'Renewal Notice' : 'Transfer Schedule',
          description: 'Your premiums, what changed and your five-year history',
        },
        {
          document_id: `doc-${process}-statement-of-fact`,
          display_name: 'Statement of Fact',
          description: 'The facts your cover relies on',
        },
      ],
    },
  ];
}
