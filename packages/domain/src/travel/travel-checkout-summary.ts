import type { CheckoutSummary, CheckoutSummaryRow } from '../checkout/checkout-summary.js';
import { COOLING_OFF_RIGHT, COOLING_OFF_WORKING_DAYS } from '../checkout/cooling-off.js';
import { isoToDisplayDate } from '../dates/calendar-date.js';
import { formatEuro, formatWholeEuro } from '../platform/money.js';
import {
  DESTINATION_ZONE_LABELS,
  INSURED_PERSON_TYPE_LABELS,
  TRAVEL_BENEFITS,
  TRAVEL_EXTRA_IDS,
  TRAVEL_EXTRA_LABELS,
  TRAVEL_EXTRAS,
  TRAVEL_INSURER,
  TRAVEL_LIMITS,
  TRIP_TYPE_LABELS,
  TRIP_TYPES,
  insuresChildren,
  type InsuredPersonType,
  type TravelExtra,
} from './travel-constants.js';
import type { TravelCheckoutDetails } from './travel-checkout.js';
import { TRAVEL_LEAVING_TERMS } from './travel-leaving-terms.js';

/**
 * What the customer reads about travel cover before buying (the payment page's summary links
 * them; the API draws them): the same for every customer, so open to visitors.
 */
export const TRAVEL_PRODUCT_DOCUMENTS = {
  benefits_schedule: {
    displayName: 'Schedule of Benefits',
    description: 'What the policy pays for each kind of claim, and its limits',
  },
  product_information: {
    displayName: 'Insurance Product Information Document',
    description: 'What is and is not insured, restrictions, your obligations and how to cancel',
  },
} as const;
export type TravelProductDocument = keyof typeof TRAVEL_PRODUCT_DOCUMENTS;
export const TRAVEL_PRODUCT_DOCUMENT_KINDS = Object.keys(TRAVEL_PRODUCT_DOCUMENTS) as [
  TravelProductDocument,
  ...TravelProductDocument[],
];

/** The API path of a travel document read before buying. */
export const travelProductDocumentPath = (document: TravelProductDocument) =>
  `/travel/insurer_documents/${document}`;

/** The travel insurer's own refund within the cooling-off period, beside the statutory right. */
export const TRAVEL_CANCELLATION_TERMS = `If you cancel before your cover starts, ${TRAVEL_INSURER.name} refunds the premium in full. Once your cover has started, ${TRAVEL_INSURER.name} refunds the premium for the days of cover left, less a cancellation fee of ${formatEuro(TRAVEL_LEAVING_TERMS.feeCents)} after the ${COOLING_OFF_WORKING_DAYS} working days (never more than that refund).`;

/**
 * 'The eligibility requirements' the Before You Proceed note asks the customer to confirm
 * (car-travel-payment.md 2), in words: the acceptance rules of the travel insurer
 * (docs/travel-rating.md) and the declaration confirmed before payment.
 */
export const TRAVEL_ELIGIBILITY_REQUIREMENTS: readonly string[] = [
  'Everyone insured lives in the Republic of Ireland and every trip starts and ends there.',
  `A single trip lasts at most ${TRAVEL_LIMITS.tripMaxDays} days. Annual multi-trip cover allows up to ${TRAVEL_LIMITS.multiTripDaysPerYear} days abroad a year, each trip at most ${TRAVEL_LIMITS.multiTripDaysPerTrip} days.`,
  `Winter sports are covered for up to ${TRAVEL_LIMITS.winterSportsMaxDays} days; car hire excess is for drivers aged ${TRAVEL_LIMITS.carHireMinAge} to ${TRAVEL_LIMITS.carHireMaxAge} in Europe.`,
  'No one insured is travelling against the advice of a doctor or to get medical treatment abroad, as you confirmed in the declaration.',
  'Every answer you gave is true and complete. If an answer changes before you travel, tell us: it may change your cover or a claim.',
];

function whoIsInsured(insuredPerson: number, numberOfChildren: number): string {
  const who = INSURED_PERSON_TYPE_LABELS[insuredPerson as InsuredPersonType] ?? 'You';
  if (!insuresChildren(insuredPerson as InsuredPersonType)) return who;
  return `${who} (${numberOfChildren} ${numberOfChildren === 1 ? 'child' : 'children'})`;
}

function tripRows(details: TravelCheckoutDetails): CheckoutSummaryRow[] {
  const rows: CheckoutSummaryRow[] = [
    { label: 'Trip type', value: TRIP_TYPE_LABELS[details.tripType] },
    { label: 'Destination', value: DESTINATION_ZONE_LABELS[details.destinationZone] },
  ];
  if (details.tripType === TRIP_TYPES.single && details.destinationCountry) {
    rows.push({ label: 'Country', value: details.destinationCountry });
  }
  rows.push(
    { label: 'Cover ends', value: isoToDisplayDate(details.endDate) ?? details.endDate },
    { label: 'Days of cover', value: String(details.coverDays) },
    {
      label: 'Who is insured',
      value: whoIsInsured(details.insuredPerson, details.numberOfChildren),
    },
  );
  return rows;
}

/** The extras a customer chooses on Your cover (private medical is an answer of About you). */
const YOUR_COVER_EXTRAS: readonly TravelExtra[] = TRAVEL_EXTRA_IDS.filter(
  (id) => id !== TRAVEL_EXTRAS.privateMedical,
);

function coverRows(details: TravelCheckoutDetails): CheckoutSummaryRow[] {
  const benefits = TRAVEL_BENEFITS.map((benefit) => ({
    label: benefit.name,
    value:
      benefit.limitCents === null ? 'Unlimited' : `Up to ${formatWholeEuro(benefit.limitCents)}`,
  }));
  const offered = YOUR_COVER_EXTRAS.filter(
    (id) => !details.offeredExtras || details.offeredExtras.includes(id),
  );
  const extras = offered.map((id) => ({
    label: TRAVEL_EXTRA_LABELS[id],
    value: details.extras.includes(id) ? 'Included' : 'Not included',
  }));
  return [...benefits, ...extras];
}

/** The summary before Buy of a travel quote: the trip, the cover and the insurer's terms. */
export function travelCheckoutSummary(details: TravelCheckoutDetails): CheckoutSummary {
  return {
    sections: [
      { title: 'Your trip', rows: tripRows(details) },
      { title: 'Your cover', rows: coverRows(details) },
    ],
    documents: TRAVEL_PRODUCT_DOCUMENT_KINDS.map((kind) => ({
      label: TRAVEL_PRODUCT_DOCUMENTS[kind].displayName,
      description: TRAVEL_PRODUCT_DOCUMENTS[kind].description,
      path: travelProductDocumentPath(kind),
    })),
    cancellation: [COOLING_OFF_RIGHT, TRAVEL_CANCELLATION_TERMS],
    eligibility: [...TRAVEL_ELIGIBILITY_REQUIREMENTS],
  };
}
