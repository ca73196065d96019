import {
  DESTINATION_ZONES,
  TRAVEL_GOVERNMENT_LEVY_PERCENT,
  TRAVEL_INSURER,
  TRAVEL_LIMITS,
  TRAVEL_STAMP_DUTY_CENTS,
  TRIP_TYPES,
  ageOn,
  parseIsoDate,
  travelPromoDiscountPercent,
  type DestinationZone,
  type TripType,
} from '@wallet/domain';
import type { AcceptanceNotice } from './insurer-port.js';
import { percentOf } from './rating-arithmetic.js';
import type {
  TravelInsurer,
  TravelPremium,
  TravelPremiumLine,
  TravelRating,
  TravelRatingRequest,
} from './travel-insurer-port.js';

/*
 * The travel insurer's local rating engine (the consents name Chubb), written up in
 * docs/travel-rating.md: acceptance rules first, then a premium built in whole cents from the
 * tables below. Deterministic: the same request always prices the same.
 */

const zoneRates = (europe: number, worldwide: number, everywhere: number) =>
  ({ 1: europe, 2: worldwide, 3: everywhere }) satisfies Record<DestinationZone, number>;

/** The rating tables, in cents; docs/travel-rating.md prints them. */
export const CHUBB_TRAVEL_TABLES = {
  /** A single trip's rate per adult by its days of cover, up to 31 days. */
  singleTripBands: [
    { maxDays: 5, rates: zoneRates(1_400, 2_800, 3_900) },
    { maxDays: 10, rates: zoneRates(1_850, 3_600, 5_000) },
    { maxDays: 17, rates: zoneRates(2_300, 4_500, 6_200) },
    { maxDays: 24, rates: zoneRates(2_800, 5_400, 7_400) },
    { maxDays: 31, rates: zoneRates(3_300, 6_200, 8_600) },
  ],
  /** Beyond 31 days: this much more per further week or part of one. */
  singleTripExtraWeek: zoneRates(600, 1_100, 1_500),
  /** An annual multi-trip policy's rate per adult. */
  annualMultiTrip: zoneRates(5_500, 8_900, 11_900),
  /** Each adult's rate is loaded by their age on the start date, in percent. */
  ageLoadings: [
    { maxAge: 64, percent: 100 },
    { maxAge: 69, percent: 150 },
    { maxAge: 74, percent: 200 },
    { maxAge: 79, percent: 275 },
    { maxAge: Number.POSITIVE_INFINITY, percent: 350 },
  ],
  /** Each child pays this share of the adult rate, whatever the child's age. */
  childPercent: 30,
  /** Winter sports: this share of the travellers' premium. */
  winterSportsPercent: 50,
  /** Private medical insurance abroad: medical claims go to it first, a discount on the travellers. */
  privateMedicalDiscountPercent: 10,
  /** Flat extras per policy, by trip type. */
  carHire: { [TRIP_TYPES.single]: 1_200, [TRIP_TYPES.annualMultiTrip]: 2_500 },
  business: { [TRIP_TYPES.single]: 1_500, [TRIP_TYPES.annualMultiTrip]: 3_500 },
  bankCustomerDiscountPercent: 10,
} as const;

/** The acceptance limits (docs/travel-rating.md section 2). */
export const CHUBB_TRAVEL_LIMITS = {
  /** The oldest age insured on a single trip. */
  maxAgeSingleTrip: 85,
  /** The oldest age insured on an annual multi-trip policy. */
  maxAgeMultiTrip: 75,
  /** From this age a trip outside Europe is referred. */
  seniorLongHaulAge: 80,
  /** A single trip to zone 3 longer than this is referred. */
  longTripZone3Days: 90,
} as const;

const T = CHUBB_TRAVEL_TABLES;
const L = CHUBB_TRAVEL_LIMITS;

function agesAtStart(request: TravelRatingRequest): number[] {
  const start = parseIsoDate(request.startDate)!;
  return request.adults.map((adult) => ageOn(parseIsoDate(adult.dateOfBirth)!, start));
}

type Rule = (request: TravelRatingRequest, ages: number[]) => AcceptanceNotice | null;

const notice =
  (
    type: AcceptanceNotice['type'],
    code: string,
    reason: string,
    applies: (request: TravelRatingRequest, ages: number[]) => boolean,
  ): Rule =>
  (request, ages) =>
    applies(request, ages) ? { type, code, reason } : null;

const isSingle = (request: TravelRatingRequest) => request.tripType === TRIP_TYPES.single;
const oldest = (ages: number[]) => Math.max(...ages);

export const CHUBB_TRAVEL_RULES: readonly Rule[] = [
  notice(
    'DECLINE',
    'TRAVELLER_AGE_LIMIT',
    `Someone insured is older than ${L.maxAgeSingleTrip} on the first day of cover.`,
    (_request, ages) => oldest(ages) > L.maxAgeSingleTrip,
  ),
  notice(
    'DECLINE',
    'MULTI_TRIP_AGE_LIMIT',
    `Annual multi-trip cover is for people up to ${L.maxAgeMultiTrip} on the first day of cover.`,
    (request, ages) => !isSingle(request) && oldest(ages) > L.maxAgeMultiTrip,
  ),
  notice(
    'REFERRAL',
    'WINTER_SPORTS_LONG_TRIP',
    `Winter sports are covered for up to ${TRAVEL_LIMITS.winterSportsMaxDays} days; this trip is longer.`,
    (request) =>
      isSingle(request) &&
      request.extras.winterSports &&
      request.coverDays > TRAVEL_LIMITS.winterSportsMaxDays,
  ),
  notice(
    'REFERRAL',
    'LONG_TRIP_NORTH_AMERICA',
    `A trip to the USA, Canada or the Caribbean of more than ${L.longTripZone3Days} days.`,
    (request) =>
      isSingle(request) &&
      request.zone === DESTINATION_ZONES.worldwide &&
      request.coverDays > L.longTripZone3Days,
  ),
  notice(
    'REFERRAL',
    'SENIOR_LONG_HAUL',
    `Someone insured is ${L.seniorLongHaulAge} or older and travelling outside Europe.`,
    (request, ages) =>
      isSingle(request) &&
      request.zone !== DESTINATION_ZONES.europe &&
      oldest(ages) >= L.seniorLongHaulAge,
  ),
];

/** The rate per adult before the age loading. */
export function adultRateCents(
  tripType: TripType,
  zone: DestinationZone,
  coverDays: number,
): number {
  if (tripType === TRIP_TYPES.annualMultiTrip) return T.annualMultiTrip[zone];
  const band = T.singleTripBands.find((each) => coverDays <= each.maxDays);
  if (band) return band.rates[zone];
  const lastBand = T.singleTripBands.at(-1)!;
  const extraWeeks = Math.ceil((coverDays - lastBand.maxDays) / 7);
  return lastBand.rates[zone] + extraWeeks * T.singleTripExtraWeek[zone];
}

export function ageLoadingPercent(age: number): number {
  return T.ageLoadings.find((band) => age <= band.maxAge)!.percent;
}

/** The premium of a request the rules accept; every step rounded half up to the cent. */
export function priceTravel(request: TravelRatingRequest): TravelPremium {
  const rate = adultRateCents(request.tripType, request.zone, request.coverDays);
  const adults = agesAtStart(request).reduce(
    (sum, age) => sum + percentOf(rate, ageLoadingPercent(age)),
    0,
  );
  const travellersCents = adults + request.children * percentOf(rate, T.childPercent);
  const winterSportsCents = request.extras.winterSports
    ? percentOf(travellersCents, T.winterSportsPercent)
    : 0;
  const carHireCents = request.extras.carHire ? T.carHire[request.tripType] : 0;
  const businessCents = request.extras.business ? T.business[request.tripType] : 0;
  const privateMedicalCents = request.extras.privateMedical
    ? -percentOf(travellersCents, T.privateMedicalDiscountPercent)
    : 0;
  const beforeDiscounts =
    travellersCents + winterSportsCents + carHireCents + businessCents + privateMedicalCents;

  const bankDiscountPercent = request.isBankCustomer ? T.bankCustomerDiscountPercent : 0;
  const bankDiscountCents = bankDiscountPercent
    ? -percentOf(beforeDiscounts, bankDiscountPercent)
    : 0;
  const afterBank = beforeDiscounts + bankDiscountCents;
  const promoDiscountPercent = travelPromoDiscountPercent(request.promoCode);
  const promoDiscountCents = promoDiscountPercent ? -percentOf(afterBank, promoDiscountPercent) : 0;
  const policyPremiumCents = afterBank + promoDiscountCents;
  const levyCents = percentOf(policyPremiumCents, TRAVEL_GOVERNMENT_LEVY_PERCENT);
  const stampDutyCents = TRAVEL_STAMP_DUTY_CENTS;
  const totalCents = policyPremiumCents + levyCents + stampDutyCents;

  const line = (
    code: string,
    name: string,
    amountCents: number,
    percentage: number | null = null,
  ): TravelPremiumLine => ({ code, name, amountCents, percentage });
  const lines: TravelPremiumLine[] = [
    line('TRAVELLERS', 'Travellers', travellersCents),
    ...(winterSportsCents
      ? [line('WINTERSPORTS', 'Winter sports', winterSportsCents, T.winterSportsPercent)]
      : []),
    ...(carHireCents ? [line('CARHIRE', 'Car hire excess', carHireCents)] : []),
    ...(businessCents ? [line('BUSINESS', 'Business', businessCents)] : []),
    ...(privateMedicalCents
      ? [
          line(
            'PRIVATEMED',
            'Private medical insurance discount',
            privateMedicalCents,
            T.privateMedicalDiscountPercent,
          ),
        ]
      : []),
    ...(bankDiscountCents
      ? [line('BANKDISC', 'Bank customer discount', bankDiscountCents, bankDiscountPercent)]
      : []),
    ...(promoDiscountCents
      ? [line('PROMO', 'SUMMER10 promotion', promoDiscountCents, promoDiscountPercent)]
      : []),
    line('PREMIUM', 'Policy premium', policyPremiumCents),
    line('LEVY', 'Government levy', levyCents, TRAVEL_GOVERNMENT_LEVY_PERCENT),
    line('STAMPDUTY', 'Stamp duty', stampDutyCents),
    line('TOTAL', 'Total payable', totalCents),
  ];
  return {
    travellersCents,
    winterSportsCents,
    carHireCents,
    businessCents,
    privateMedicalCents,
    bankDiscountPercent,
    bankDiscountCents,
    promoDiscountPercent,
    promoDiscountCents,
    policyPremiumCents,
    levyCents,
    stampDutyCents,
    totalCents,
    lines,
  };
}

/** The insurer's answer: every rule the risk breaks, or the price. Pure. */
export function rateChubbTravel(request: TravelRatingRequest): TravelRating {
  const ages = agesAtStart(request);
  const notifications = CHUBB_TRAVEL_RULES.map((rule) => rule(request, ages)).filter(
    (found): found is AcceptanceNotice => found !== null,
  );
  if (notifications.length > 0) {
    const declined = notifications.some((found) => found.type === 'DECLINE');
    return { outcome: declined ? 'declined' : 'referred', notifications };
  }
  return { outcome: 'quoted', premium: priceTravel(request) };
}

/** The local travel rating engine behind the Insurer port. */
export class ChubbTravelEngine implements TravelInsurer {
  readonly code = TRAVEL_INSURER.code;

  async rate(request: TravelRatingRequest, signal: AbortSignal): Promise<TravelRating> {
    signal.throwIfAborted();
    return rateChubbTravel(request);
  }
}
