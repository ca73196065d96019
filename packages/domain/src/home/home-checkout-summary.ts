import { z } from 'zod';
import type { CheckoutSummary, CheckoutSummaryRow } from '../checkout/checkout-summary.js';
import { COOLING_OFF_RIGHT } from '../checkout/cooling-off.js';
import { euroToCents, formatEuro } from '../platform/money.js';
import {
  HOME_COVER_TYPES,
  HOME_OCCUPANCY_DESCRIPTIONS,
  homeCoverOf,
  type HomeCoverType,
} from './cover-types.js';
import { EXCESS_CODES, excessOptionOf } from './excess.js';
import {
  HOME_CANCELLATION_TERMS,
  HOME_ELIGIBILITY_QUESTIONS,
  HOME_ELIGIBILITY_REQUIREMENTS,
  HOME_PRODUCT_DOCUMENTS,
  HOME_PRODUCT_DOCUMENT_KINDS,
  homeProductDocumentPath,
} from './home-insurer-terms.js';
import { HOME_ADDON_CODES } from './home-insurers.js';
import { HOME_INSURERS, type HomeInsurer } from './home-limits.js';
import type { HomeInsurerQuote } from './home-quote-response.js';
import { HOME_QUOTE_MESSAGES } from './home-quote-texts.js';
import { FIRE_BRIGADE_CHARGES_MAX_EUR } from './home-limits.js';

/**
 * What the home view-quote screen hands to checkout about the quote being bought, beside its price
 * and reference: enough for the summary before Buy (the property, the cover, the excess and the
 * extras as last priced). It lives in session storage with the quote-payment record.
 */
export const homeCheckoutDetailsSchema = z.object({
  insurer: z.enum(HOME_INSURERS),
  addressLines: z.array(z.string().max(250)).max(8),
  coverType: z.enum(HOME_COVER_TYPES),
  buildingsEur: z.number().nonnegative().nullable(),
  contentsEur: z.number().nonnegative().nullable(),
  unspecifiedItemsEur: z.number().nonnegative(),
  specifiedItems: z
    .array(
      z.object({ type: z.string(), valueEur: z.number().nonnegative(), description: z.string() }),
    )
    .max(3),
  excessCode: z.enum(EXCESS_CODES),
  /** Every extra the insurer offers, with its yearly price and whether it was chosen. */
  extras: z
    .array(
      z.object({
        code: z.enum(HOME_ADDON_CODES),
        amountEur: z.number().nonnegative(),
        selected: z.boolean(),
      }),
    )
    .max(HOME_ADDON_CODES.length),
  /** YYYY-MM-DD */
  endDate: z.string(),
});
export type HomeCheckoutDetails = z.infer<typeof homeCheckoutDetailsSchema>;

/** The details of an insurer quote, as last priced, for the property at these address lines. */
export function homeCheckoutDetailsOf(
  quote: HomeInsurerQuote,
  addressLines: readonly string[],
): HomeCheckoutDetails {
  const cover = quote.cover_details_information;
  return {
    insurer: quote.insurer,
    addressLines: [...addressLines],
    coverType: cover.risk_address.cover_type as HomeCoverType,
    buildingsEur: cover.buildings_amount,
    contentsEur: cover.contents_amount,
    unspecifiedItemsEur: cover.unspecified_personal_items_amount,
    specifiedItems: cover.specified_items.map((item) => ({
      type: item.item_type,
      valueEur: item.value,
      description: item.description,
    })),
    excessCode: cover.excess_code,
    extras: quote.addon_details.map((addon) => ({
      code: addon.unique_code,
      amountEur: addon.amount,
      selected: addon.selected,
    })),
    endDate: cover.end_date,
  };
}

const euro = (amountEur: number) => formatEuro(euroToCents(amountEur));
const insured = (amountEur: number | null) =>
  amountEur === null || amountEur === 0 ? 'Not insured' : euro(amountEur);

function coverRows(details: HomeCheckoutDetails): CheckoutSummaryRow[] {
  const rows: CheckoutSummaryRow[] = [
    { label: 'Cover', value: homeCoverOf(details) },
    { label: 'Buildings (rebuild cost)', value: insured(details.buildingsEur) },
    { label: 'Contents', value: insured(details.contentsEur) },
  ];
  if (details.unspecifiedItemsEur > 0) {
    rows.push({ label: 'Unspecified personal items', value: euro(details.unspecifiedItemsEur) });
  }
  details.specifiedItems.forEach((item) => {
    rows.push({
      label: `Specified item: ${item.type}`,
      value: `${euro(item.valueEur)}, ${item.description}`,
    });
  });
  rows.push({
    label: 'Fire brigade charges',
    value: `Up to ${euro(FIRE_BRIGADE_CHARGES_MAX_EUR)}`,
  });
  return rows;
}

function excessAndExtrasRows(details: HomeCheckoutDetails): CheckoutSummaryRow[] {
  const excess = excessOptionOf(details.excessCode);
  const rows: CheckoutSummaryRow[] = [
    { label: HOME_QUOTE_MESSAGES.excess, value: euro(excess.policyExcessEur) },
    { label: HOME_QUOTE_MESSAGES.waterDamageExcess, value: euro(excess.waterDamageExcessEur) },
    { label: HOME_QUOTE_MESSAGES.subsidenceExcess, value: euro(excess.subsidenceExcessEur) },
  ];
  for (const extra of details.extras) {
    rows.push({
      label: HOME_QUOTE_MESSAGES.extraLabels[extra.code],
      value: extra.selected
        ? `Included (${euro(extra.amountEur)} a year)`
        : `Not included (${euro(extra.amountEur)} a year if added)`,
    });
  }
  return rows;
}

/** The summary before Buy of a home quote (issue: what the customer is buying). */
export function homeCheckoutSummary(details: HomeCheckoutDetails): CheckoutSummary {
  const insurer: HomeInsurer = details.insurer;
  return {
    sections: [
      {
        title: 'The property',
        rows: [
          { label: 'Address', value: details.addressLines.join(', ') },
          { label: 'Ownership and use', value: HOME_OCCUPANCY_DESCRIPTIONS[details.coverType] },
        ],
      },
      { title: 'Your cover', rows: coverRows(details) },
      { title: 'Excess and optional extras', rows: excessAndExtrasRows(details) },
    ],
    documents: HOME_PRODUCT_DOCUMENT_KINDS.map((kind) => ({
      label: HOME_PRODUCT_DOCUMENTS[kind].displayName,
      description: HOME_PRODUCT_DOCUMENTS[kind].description,
      path: homeProductDocumentPath(kind, insurer),
    })),
    cancellation: [COOLING_OFF_RIGHT, HOME_CANCELLATION_TERMS[insurer]],
    eligibility: [...HOME_ELIGIBILITY_REQUIREMENTS, HOME_ELIGIBILITY_QUESTIONS],
  };
}
