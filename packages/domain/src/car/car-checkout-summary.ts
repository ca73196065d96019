import { z } from 'zod';
import type { CheckoutSummary, CheckoutSummaryRow } from '../checkout/checkout-summary.js';
import { COOLING_OFF_RIGHT, COOLING_OFF_WORKING_DAYS } from '../checkout/cooling-off.js';
import { formatEuro } from '../platform/money.js';
import { insurerNameOf } from '../quotes/insurer-codes.js';
import { CAR_LIMITS } from './car-constants.js';
import {
  CAR_COVER_LEVEL_NAMES,
  CAR_COVER_LEVELS,
  CAR_COVER_TYPE_LABELS,
  CAR_COVER_TYPES,
  CAR_EXTRA_LABELS,
  CAR_EXTRAS,
  RELATIONSHIP_LABELS,
  RELATIONSHIPS_TO_PROPOSER,
} from './car-lists.js';
import {
  CAR_CHECKOUT_DOCUMENTS,
  CAR_PRODUCT_DOCUMENTS,
  carProductDocumentPath,
} from './car-product-documents.js';
import { CAR_CARRIER, penaltyDetailPayloadSchema } from './car-quote-payload.js';
import { CAR_LEAVING_TERMS } from './car-leaving-terms.js';

// The car documents read before buying are the checkout's and the terms page's: exported with it.
export * from './car-product-documents.js';

/**
 * What the car view quote hands to the checkout beside the quote's reference and price (the
 * quote-payment record's details): the cover level's price being bought (its premium_id, the
 * bind's product_selected), what monthly payment costs, what the bind declares again, and what
 * the payment page shows of the car, the drivers and the cover before Buy.
 */
export const carCheckoutDetailsSchema = z.object({
  premiumId: z.string().min(1).max(60),
  coverLevel: z.enum(CAR_COVER_LEVELS),
  coverType: z.enum(CAR_COVER_TYPES),
  /** The extras the level offers for the cover type, and those the price includes. */
  offeredExtras: z.array(z.enum(CAR_EXTRAS)).max(CAR_EXTRAS.length),
  extras: z.array(z.enum(CAR_EXTRAS)).max(CAR_EXTRAS.length),
  /**
   * car-travel-payment.md 3: the total if paid by instalment, in cents: the monthly plan (the
   * card deposit and the 10 direct debits) is made from it, not from the single payment.
   */
  totalIfPaidByInstalmentCents: z.number().int().min(0),
  car: z.object({
    registration: z.string().max(20).optional(),
    make: z.string().max(60),
    model: z.string().max(60),
    year: z.number().int(),
    version: z.string().max(120),
  }),
  /** The main driver first, then the named drivers in driver order. */
  drivers: z
    .array(
      z.object({
        name: z.string().max(101),
        relationship: z.enum(RELATIONSHIPS_TO_PROPOSER).optional(),
      }),
    )
    .min(1)
    .max(1 + CAR_LIMITS.maxAdditionalDrivers),
  /** Every driver's penalty points and the disqualified answer as quoted: the bind declares them. */
  penaltyDetails: z
    .array(penaltyDetailPayloadSchema)
    .max(CAR_LIMITS.maxOffences * (1 + CAR_LIMITS.maxAdditionalDrivers)),
  disqualified: z.boolean(),
});
export type CarCheckoutDetails = z.infer<typeof carCheckoutDetailsSchema>;

/** The car insurer's own refund within the cooling-off period, beside the statutory right (ours). */
export const CAR_CANCELLATION_TERMS = `If you withdraw within the ${COOLING_OFF_WORKING_DAYS} working days and no claim has been made, ${insurerNameOf(CAR_CARRIER)} refunds the premium you have paid in full, once you return your certificate of insurance and insurance disc. After that you may still cancel: ${insurerNameOf(CAR_CARRIER)} refunds the premium for the days of cover left, less a cancellation fee of ${formatEuro(CAR_LEAVING_TERMS.feeCents)} (never more than that refund).`;

/**
 * 'The eligibility requirements' the Before You Proceed note asks the customer to confirm
 * (car-travel-payment.md 2): what the terms page asked, which the quote is priced on, and that
 * every answer is true (ours).
 */
export const CAR_ELIGIBILITY_REQUIREMENTS: readonly string[] = [
  'Every driver has told the National Driver Licence Service of any disability or medical condition that affects their driving.',
  'No driver has ever had car insurance refused, cancelled or renewed on special terms.',
  'The car is registered to you or to your spouse or partner.',
  "The car has not been modified from the maker's specification.",
  'Every answer you gave is true and complete. If an answer changes, tell us: it may change your cover or a claim.',
];

/** The summary's registration of a car quoted without one (a quote saved before it was asked). */
export const CAR_REGISTRATION_MISSING =
  'Not given yet: your certificate and disc carry it. Please give it on the terms page and get your quote again.';

function carRows({ car }: CarCheckoutDetails): CheckoutSummaryRow[] {
  return [
    { label: 'Car', value: `${car.year} ${car.make} ${car.model}` },
    { label: 'Version', value: car.version },
    // Decision 0028: a car found by make and model is not bought without its registration.
    { label: 'Registration', value: car.registration ?? CAR_REGISTRATION_MISSING },
  ];
}

function driverRows({ drivers }: CarCheckoutDetails): CheckoutSummaryRow[] {
  const [main, ...named] = drivers;
  const rows: CheckoutSummaryRow[] = [{ label: 'Main driver', value: main!.name }];
  if (named.length > 0) {
    rows.push({
      label: named.length === 1 ? 'Named driver' : 'Named drivers',
      value: named
        .map((driver) =>
          driver.relationship
            ? `${driver.name} (${RELATIONSHIP_LABELS[driver.relationship]})`
            : driver.name,
        )
        .join(', '),
    });
  }
  return rows;
}

function coverRows(details: CarCheckoutDetails): CheckoutSummaryRow[] {
  return [
    { label: 'Cover', value: CAR_COVER_LEVEL_NAMES[details.coverLevel] },
    { label: 'Cover type', value: CAR_COVER_TYPE_LABELS[details.coverType] },
    ...details.offeredExtras.map((extra) => ({
      label: CAR_EXTRA_LABELS[extra],
      value: details.extras.includes(extra) ? 'Included' : 'Not included',
    })),
  ];
}

/**
 * The summary before Buy of a car quote: the car, the drivers, the cover and its extras, the
 * documents to read before buying (the Summary of Terms, the Insurance Product Information
 * Document and the three the terms page's acceptance names), and the right to cancel.
 */
export function carCheckoutSummary(details: CarCheckoutDetails): CheckoutSummary {
  return {
    sections: [
      { title: 'Your car', rows: carRows(details) },
      { title: 'Drivers', rows: driverRows(details) },
      { title: 'Your cover', rows: coverRows(details) },
    ],
    documents: CAR_CHECKOUT_DOCUMENTS.map((kind) => ({
      label: CAR_PRODUCT_DOCUMENTS[kind].displayName,
      description: CAR_PRODUCT_DOCUMENTS[kind].description,
      path: carProductDocumentPath(kind),
    })),
    cancellation: [COOLING_OFF_RIGHT, CAR_CANCELLATION_TERMS],
    eligibility: [...CAR_ELIGIBILITY_REQUIREMENTS],
  };
}
