import { PHONE } from '../platform/contact.js';
import { euroToCents } from '../platform/money.js';

/** car-travel-payment.md 3: trip types with their codes. */
export const TRIP_TYPES = { single: 1, annualMultiTrip: 2 } as const;
export type TripType = (typeof TRIP_TYPES)[keyof typeof TRIP_TYPES];
export const TRIP_TYPE_IDS = [TRIP_TYPES.single, TRIP_TYPES.annualMultiTrip] as const;
export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  1: 'Single Trip',
  2: 'Annual Multi-Trip',
};
/** car-travel-payment.md 3: the names the quotes carry for each trip type. */
export const TRAVEL_QUOTE_NAMES = {
  1: 'SingleTrip',
  2: 'AnnualMultiTrip',
} as const satisfies Record<TripType, string>;
export type TravelQuoteName = (typeof TRAVEL_QUOTE_NAMES)[TripType];
export const TRAVEL_QUOTE_NAME_LIST = [
  TRAVEL_QUOTE_NAMES[1],
  TRAVEL_QUOTE_NAMES[2],
] as const satisfies readonly TravelQuoteName[];

export function tripTypeOfQuoteName(name: TravelQuoteName): TripType {
  return name === TRAVEL_QUOTE_NAMES[2] ? TRIP_TYPES.annualMultiTrip : TRIP_TYPES.single;
}

/** car-travel-payment.md 3: the three destination zones. */
export const DESTINATION_ZONES = {
  europe: 1,
  worldwideExcludingNorthAmerica: 2,
  worldwide: 3,
} as const;
export type DestinationZone = (typeof DESTINATION_ZONES)[keyof typeof DESTINATION_ZONES];
export const DESTINATION_ZONE_IDS = [1, 2, 3] as const satisfies readonly DestinationZone[];
export const DESTINATION_ZONE_LABELS: Record<DestinationZone, string> = {
  1: 'Europe excluding Albania',
  2: 'Worldwide excluding USA, Canada and the Caribbean',
  3: 'Worldwide including USA, Canada and the Caribbean (excluding Cuba)',
};

/** car-travel-payment.md 3: who is insured. */
export const INSURED_PERSON_TYPES = {
  you: 1,
  youAndPartner: 2,
  youAndFamily: 3,
  youAndChildren: 4,
} as const;
export type InsuredPersonType = (typeof INSURED_PERSON_TYPES)[keyof typeof INSURED_PERSON_TYPES];
export const INSURED_PERSON_TYPE_IDS = [1, 2, 3, 4] as const satisfies readonly InsuredPersonType[];
export const INSURED_PERSON_TYPE_LABELS: Record<InsuredPersonType, string> = {
  1: 'You',
  2: 'You and partner',
  3: 'You and family',
  4: 'You and children',
};
/** car-travel-payment.md 4 and 5: who brings a partner, who brings children. */
export const PARTNER_INSURED_PERSON_TYPES: readonly InsuredPersonType[] = [2, 3];
export const CHILDREN_INSURED_PERSON_TYPES: readonly InsuredPersonType[] = [3, 4];

export const insuresPartner = (type: InsuredPersonType | undefined) =>
  type !== undefined && PARTNER_INSURED_PERSON_TYPES.includes(type);
export const insuresChildren = (type: InsuredPersonType | undefined) =>
  type !== undefined && CHILDREN_INSURED_PERSON_TYPES.includes(type);

/** car-travel-payment.md 9: 1 to 7 children (under 18, or under 23 in full-time education). */
export const CHILDREN_LIMITS = { min: 1, max: 7 } as const;
export const CHILD_AGE_LIMITS = { under: 18, underInFullTimeEducation: 23 } as const;
export const CHILDREN_COUNTS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * car-travel-payment.md 3: the extras' ids. Private medical (2) is not a question of Your cover:
 * it is the answer to 'health cover abroad' (a private medical insurer covers the customer
 * abroad), which the quote carries as an extra so the insurer rates it.
 */
export const TRAVEL_EXTRAS = {
  winterSports: 1,
  privateMedical: 2,
  carHire: 3,
  business: 4,
} as const;
export type TravelExtra = (typeof TRAVEL_EXTRAS)[keyof typeof TRAVEL_EXTRAS];
export const TRAVEL_EXTRA_IDS = [1, 2, 3, 4] as const satisfies readonly TravelExtra[];
export const TRAVEL_EXTRA_LABELS: Record<TravelExtra, string> = {
  1: 'Winter sports',
  2: 'Private medical insurance',
  3: 'Car hire excess',
  4: 'Business',
};

/** car-travel-payment.md 9: the travel limits. */
export const TRAVEL_LIMITS = {
  /** A single trip starts within this many days of today. */
  singleTripStartMaxDaysAhead: 180,
  /** An annual multi-trip policy starts within this many days of today. */
  multiTripStartMaxDaysAhead: 45,
  /** A single trip ends at most this many days after it starts. */
  tripMaxDays: 180,
  /** Annual multi-trip: days abroad a year, and days per holiday. */
  multiTripDaysPerYear: 90,
  multiTripDaysPerTrip: 31,
  /** Winter sports are covered up to this many days. */
  winterSportsMaxDays: 21,
  /** Car hire excess is for drivers of this age (21 to 75 inclusive). */
  carHireMinAge: 21,
  carHireMaxAge: 75,
} as const;

/** car-travel-payment.md 9: the caps in cents. */
export const TRAVEL_CAPS_CENTS = {
  carHirePerIncident: euroToCents(4_000),
  carHireOverall: euroToCents(5_000),
  businessMoney: euroToCents(1_000),
} as const;

/** car-travel-payment.md 9: the benefits table, in cents; null is unlimited. */
export const TRAVEL_BENEFITS: readonly { name: string; limitCents: number | null }[] = [
  { name: 'Medical expenses', limitCents: null },
  { name: 'Cancellation', limitCents: euroToCents(4_000) },
  { name: 'Personal property', limitCents: euroToCents(1_500) },
  { name: 'Personal accident', limitCents: euroToCents(30_000) },
  { name: 'Personal liability', limitCents: euroToCents(2_500_000) },
  { name: 'Overseas legal expenses', limitCents: euroToCents(30_000) },
];

/** car-travel-payment.md 9: SUMMER10 gives 10% off travel. */
export const TRAVEL_PROMO = { code: 'SUMMER10', discountPercent: 10 } as const;

export function isTravelPromoCode(promoCode: string | null | undefined): boolean {
  return (promoCode ?? '').trim().toUpperCase() === TRAVEL_PROMO.code;
}

/** car-travel-payment.md 9: the 5% government levy and the €1 stamp duty on a travel policy. */
export const TRAVEL_GOVERNMENT_LEVY_PERCENT = 5;
export const TRAVEL_STAMP_DUTY_CENTS = euroToCents(1);

/** car-travel-payment.md 9: a travel quote may be bought for at least 14 days. */
export const TRAVEL_QUOTE_VALIDITY_DAYS = 14;
/** car-travel-payment.md 9: travel claims are made within thirty days. */
export const TRAVEL_CLAIM_DAYS = 30;

/** The travel insurer (the consents name Chubb). */
export const TRAVEL_INSURER = { code: 'CHUBB', name: 'Chubb European Group SE' } as const;
export type TravelInsurerCode = typeof TRAVEL_INSURER.code;

/**
 * car-travel-payment.md 2 (Travel declaration): the statement the customer confirms before
 * paying. The spec does not give its words; these are the usual health and circumstance
 * declaration of a travel policy.
 */
export const TRAVEL_DECLARATION =
  'I confirm that no person to be insured: is travelling against the advice of a doctor or to get medical treatment abroad; is waiting for medical treatment or the results of tests or investigations; has been given a terminal prognosis; or knows of any reason that could lead to the trip being cancelled or cut short.';

/** car-travel-payment.md 8: the words shown when the declaration is denied. */
export const TRAVEL_DECLARATION_DENIED = `Unfortunately if you cannot confirm the above statements we will not be able to offer cover, therefore you will unable to proceed any further, please call ${PHONE.sales} for assistance.`;
