import {
  HOME_ADDON_CODES,
  type HomeAddonCode,
  type HomeInsurerQuote,
  type HomeQuoteResponse,
} from '@wallet/domain';

/** A priced insurer quote as the create-quote call returns it; tests change what they need. */
export function insurerQuote(
  overrides: Partial<HomeInsurerQuote> & { coverType?: string; addons?: HomeAddonCode[] } = {},
): HomeInsurerQuote {
  const { coverType = 'ownLive', addons = [...HOME_ADDON_CODES], ...rest } = overrides;
  return {
    insurer: 'RSA',
    // As the server answers: the journey's reference with the insurer's code appended.
    quote_reference: 'HQ-1001-RSA',
    scheme_code: 'RSA-HOME',
    price: 480.5,
    premium_details: [
      { code: 'BASE', item_name: 'Buildings Section Premium', unique_code: 'B1', amount: 410.5 },
      { code: 'AFTERSALES', item_name: 'Promotional Discount', unique_code: 'P1', amount: -20 },
      { code: '26', item_name: 'Government Levy', unique_code: 'L1', amount: 90 },
    ],
    addon_details: addons.map((code) => ({ unique_code: code, amount: 25, selected: false })),
    acceptance_notifications: [],
    direct_debit_policy: true,
    current_insurer_renewal_quote: false,
    cover_details_information: {
      buildings_amount: 300_000,
      contents_amount: 40_000,
      specified_items: [],
      unspecified_personal_items_amount: 0,
      excess_amount: 500,
      excess_code: '3',
      start_date: '2026-06-01',
      end_date: '2027-05-31',
      claims_details: [],
      risk_address: {
        cover_type: coverType,
        dwelling_type: 'Owner Occupied',
        post_code: 'A65F4E2',
      },
    },
    policy_holder_information: { first_name: 'Aoife', last_name: 'Murphy' },
    ...rest,
  };
}

export function declinedQuote(insurer: HomeInsurerQuote['insurer']): HomeInsurerQuote {
  return insurerQuote({
    insurer,
    price: null,
    premium_details: [],
    addon_details: [],
    acceptance_notifications: [{ insurer, type: 'DECLINE', code: 'D1', reason: 'Flooding' }],
  });
}

export function quoteResponse(
  quotes: HomeInsurerQuote[],
  overrides: Partial<HomeQuoteResponse> = {},
): HomeQuoteResponse {
  return {
    response: 'SUCCESS',
    error: false,
    quote_reference: 'HQ-1001',
    quote_timestamp: '2026-05-20T10:00:00.000Z',
    start_date: '2026-06-01',
    acceptance_notifications: [],
    quotes,
    ...overrides,
  };
}
