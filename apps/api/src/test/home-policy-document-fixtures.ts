import {
  euroToCents,
  excessAmountOf,
  monthlyInstalmentPlan,
  type HomeAddonCode,
  type HomeInsurerQuote,
  type HomeQuoteRequest,
} from '@wallet/domain';
import type {
  HomePolicyDocumentInput,
  HomePolicyPayment,
} from '../adapters/documents/home-policy-document-model.js';
import { rateFbdHome, rateRsaHome } from '../adapters/insurers/index.js';
import { toHomeRatingRequest } from '../modules/home/index.js';
import { homeQuoteRequest } from './home-quote-fixtures.js';

/** Test data: a quote priced by the real rating engine, bound with the given payment. */

const ADDON_CHOICE: Record<
  HomeAddonCode,
  'contentsAccidentalDamage' | 'ncdProtection' | 'homeEmergencyAssist'
> = {
  ContentsAD: 'contentsAccidentalDamage',
  NCDProtection: 'ncdProtection',
  HomeEmergencyAssist: 'homeEmergencyAssist',
};

export function boundQuote(
  request: HomeQuoteRequest,
  insurer: 'RSA' | 'FBD',
  selectedExtras: readonly HomeAddonCode[],
): HomeInsurerQuote {
  const addons = {
    contentsAccidentalDamage: false,
    ncdProtection: false,
    homeEmergencyAssist: false,
  };
  for (const code of selectedExtras) addons[ADDON_CHOICE[code]] = true;
  const rate = insurer === 'RSA' ? rateRsaHome : rateFbdHome;
  const rating = rate(toHomeRatingRequest(request.home_quote, { excessCode: '3', addons }));
  if (rating.outcome !== 'quoted') throw new Error(`The fixture was not quoted: ${rating.outcome}`);
  const cover = request.home_quote.cover_details;
  return {
    insurer,
    quote_reference: `HQTEST12345-${insurer}`,
    scheme_code: rating.schemeCode,
    price: rating.annualPremiumCents / 100,
    premium_details: rating.premiumDetails,
    addon_details: rating.addonDetails.map((addon) => ({
      unique_code: addon.unique_code,
      amount: addon.amountCents / 100,
      selected: addon.selected,
    })),
    acceptance_notifications: [],
    direct_debit_policy: true,
    current_insurer_renewal_quote: false,
    cover_details_information: {
      buildings_amount: cover.buildings_amount,
      contents_amount: cover.contents_amount,
      specified_items: cover.specified_items,
      unspecified_personal_items_amount: cover.unspecified_personal_items_amount,
      excess_amount: excessAmountOf(rating.excessCode),
      excess_code: rating.excessCode,
      start_date: cover.start_date,
      end_date: '2026-03-14',
      claims_details: cover.risk_address.claims_details,
      risk_address: {
        cover_type: cover.risk_address.cover_type,
        dwelling_type: cover.risk_address.dwelling_type,
        post_code: cover.risk_address.post_code,
      },
    },
    policy_holder_information: {
      first_name: request.home_quote.policy_holder_details.first_name,
      last_name: request.home_quote.policy_holder_details.last_name,
    },
  };
}

export const TEST_IBAN = 'IE29AIBK93115212345678';

export function directDebit(quote: HomeInsurerQuote): HomePolicyPayment {
  const plan = monthlyInstalmentPlan(euroToCents(quote.price!));
  return {
    method: 'direct_debit',
    iban: TEST_IBAN,
    bic: 'AIBKIE2D',
    collectionDay: 8,
    instalmentCents: plan.instalmentCents,
    instalments: plan.instalments,
  };
}

export function homePolicyInput(
  options: {
    change?: (request: HomeQuoteRequest) => void;
    insurer?: 'RSA' | 'FBD';
    selectedExtras?: HomeAddonCode[];
    payment?: (quote: HomeInsurerQuote) => HomePolicyPayment;
  } = {},
): HomePolicyDocumentInput {
  const request = homeQuoteRequest((draft) => {
    draft.home_quote.cover_details.start_date = '2025-03-15';
    options.change?.(draft);
  });
  const selectedExtras = options.selectedExtras ?? ['ContentsAD'];
  const quote = boundQuote(request, options.insurer ?? 'FBD', selectedExtras);
  return {
    request,
    quote,
    priceCents: euroToCents(quote.price!),
    policy: {
      policyNumber: 'HOM-FBD-000123',
      referenceNumber: 'REF-77AB21',
      policyId: '6a0c2a4e-1f1b-4f50-9a59-3b1f0d2c7e11',
      quoteReference: 'HQTEST12345',
      startDate: '2025-03-15',
      endDate: '2026-03-14',
      issuedAt: new Date('2025-03-10T10:30:00Z'),
    },
    payment: options.payment?.(quote) ?? { method: 'card', cardBrand: 'Visa', last4: '4242' },
    selectedExtras,
  };
}
