import type {
  DestinationZone,
  InsuredPersonType,
  TravelInsurerCode,
  TripType,
} from '@wallet/domain';
import type { AcceptanceNotice, RatingEngine } from './insurer-port.js';

/**
 * What a travel insurer rates (car-travel-payment.md 3 and 7): flat on purpose, mapped once from
 * the travel_quote payload by the travel module. Dates are 'YYYY-MM-DD'.
 */
export interface TravelRatingRequest {
  tripType: TripType;
  /** The first day of cover. */
  startDate: string;
  /** The days of cover, the first and the last counted (365 or 366 for annual multi-trip). */
  coverDays: number;
  zone: DestinationZone;
  /** A single trip's country; null for annual multi-trip. */
  country: string | null;
  insuredPersonType: InsuredPersonType;
  /** The adults insured, the policyholder first: their dates of birth. */
  adults: { role: 'policyholder' | 'partner'; dateOfBirth: string }[];
  /** Children insured (0 to 7). */
  children: number;
  extras: { winterSports: boolean; privateMedical: boolean; carHire: boolean; business: boolean };
  isBankCustomer: boolean;
  /** The promotion code as sent; SUMMER10 earns its discount. */
  promoCode?: string;
}

/** One line of the premium, in cents (a discount is negative), in the order it is shown. */
export interface TravelPremiumLine {
  /** Stable code of the line, e.g. 'TRAVELLERS', 'BANKDISC', 'LEVY'. */
  code: string;
  name: string;
  amountCents: number;
  /** The rate of a percentage line; null for an amount. */
  percentage: number | null;
}

/** The priced premium, every figure in cents. */
export interface TravelPremium {
  /** The travellers' premium: adults by age and trip, children at their share. */
  travellersCents: number;
  winterSportsCents: number;
  carHireCents: number;
  businessCents: number;
  /** Negative: the private medical discount. */
  privateMedicalCents: number;
  bankDiscountPercent: number;
  /** Negative. */
  bankDiscountCents: number;
  promoDiscountPercent: number;
  /** Negative. */
  promoDiscountCents: number;
  /** After discounts, before the levy and the stamp duty. */
  policyPremiumCents: number;
  levyCents: number;
  stampDutyCents: number;
  /** What the customer pays. */
  totalCents: number;
  lines: TravelPremiumLine[];
}

export interface TravelQuoted {
  outcome: 'quoted';
  premium: TravelPremium;
}

export interface TravelNotQuoted {
  outcome: 'declined' | 'referred';
  /** Every rule the risk broke; 'declined' when at least one is a DECLINE. */
  notifications: AcceptanceNotice[];
}

export type TravelRating = TravelQuoted | TravelNotQuoted;

/** The Insurer port for travel. */
export interface TravelInsurer extends RatingEngine<TravelRatingRequest, TravelRating> {
  readonly code: TravelInsurerCode;
}
