/**
 * The car lists of car-travel-payment.md 3 (Car, Car cover, Additional driver), with the labels a
 * customer reads. The codes are the spec's; the labels are ours.
 */

import { labelledList } from '../platform/labelled-list.js';

/** car-travel-payment.md 3: the three additional-driver occupation codes (platform.md 3.4). */
export const ADDITIONAL_DRIVER_OCCUPATION_CODES = {
  housewifeOrHousehusband: 'HBG',
  retired: 'RAO',
  student: 'SDA',
} as const;

export const RELATIONSHIPS_TO_PROPOSER = ['SPOUSE', 'CHILD', 'PARENT', 'OTHER'] as const;
export type RelationshipToProposer = (typeof RELATIONSHIPS_TO_PROPOSER)[number];
export const RELATIONSHIP_LABELS: Record<RelationshipToProposer, string> = {
  SPOUSE: 'Spouse or partner',
  CHILD: 'Son or daughter',
  PARENT: 'Parent',
  OTHER: 'Other',
};

const CAR_CLAIM_TYPES_WITH_LABELS = labelledList({
  DAMAGE_TO_ANOTHER_VEHICLE_OR_PERSON: 'Damage to another vehicle or person',
  DAMAGE_TO_YOUR_CAR_ONLY: 'Damage to your car only',
  PERSONAL_EFFECTS: 'Personal effects',
  FIRE: 'Fire',
  PERSONAL_ACCIDENT_OR_MEDICAL_EXPENSES: 'Personal accident or medical expenses',
  THEFT: 'Theft',
  WINDSCREEN_ONLY: 'Windscreen only',
  OTHER_TYPE_OF_CLAIM: 'Other type of claim',
});
export const CAR_CLAIM_TYPES = CAR_CLAIM_TYPES_WITH_LABELS.ids;
export type CarClaimType = (typeof CAR_CLAIM_TYPES)[number];
export const CAR_CLAIM_TYPE_LABELS: Record<CarClaimType, string> =
  CAR_CLAIM_TYPES_WITH_LABELS.labels;

export const CAR_CLAIM_STATUSES = ['OPEN', 'CLOSED'] as const;
export type CarClaimStatus = (typeof CAR_CLAIM_STATUSES)[number];
export const CAR_CLAIM_STATUS_LABELS: Record<CarClaimStatus, string> = {
  OPEN: 'Open',
  CLOSED: 'Closed',
};

export const CAR_COVER_TYPES = ['COMPREHENSIVE', 'THIRD_PARTY_AND_THEFT'] as const;
export type CarCoverType = (typeof CAR_COVER_TYPES)[number];
export const CAR_COVER_TYPE_LABELS: Record<CarCoverType, string> = {
  COMPREHENSIVE: 'Comprehensive',
  THIRD_PARTY_AND_THEFT: 'Third party, fire and theft',
};

/** car-travel-payment.md 3: the two tiers every car quote comes in. */
export const CAR_COVER_LEVELS = ['popular', 'prestige'] as const;
export type CarCoverLevel = (typeof CAR_COVER_LEVELS)[number];
export const CAR_COVER_LEVEL_NAMES: Record<CarCoverLevel, string> = {
  popular: 'Popular',
  prestige: 'Prestige',
};

/**
 * car-travel-payment.md 3: 'about 39 named offences, such as EXCEEDING_SPEED_LIMIT,
 * CARELESS_DRIVING, NO_INSURANCE, FAILURE_TO_OBEY_TRAFFIC_LIGHTS (full list not shown)'. The four
 * named are the spec's; the rest are OURS, written from the penalty-point offences of the Road
 * Traffic Acts as the Road Safety Authority lists them. `points` is what a conviction in court
 * carries (the customer states the points actually given: 1 to 12).
 */
export const PENALTY_POINT_OFFENCES = [
  { code: 'EXCEEDING_SPEED_LIMIT', label: 'Exceeding the speed limit', points: 5 },
  { code: 'CARELESS_DRIVING', label: 'Careless driving', points: 5 },
  { code: 'NO_INSURANCE', label: 'Driving without insurance', points: 5 },
  {
    code: 'FAILURE_TO_OBEY_TRAFFIC_LIGHTS',
    label: 'Failure to obey traffic lights',
    points: 5,
  },
  { code: 'HOLDING_MOBILE_PHONE', label: 'Holding a mobile phone while driving', points: 5 },
  { code: 'NO_SEAT_BELT', label: 'Driver not wearing a seat belt', points: 5 },
  {
    code: 'PASSENGER_UNDER_17_NO_SEAT_BELT',
    label: 'Passenger under 17 not wearing a seat belt',
    points: 5,
  },
  { code: 'CHILD_NOT_RESTRAINED', label: 'Child not in a child restraint', points: 5 },
  { code: 'DANGEROUS_OVERTAKING', label: 'Dangerous overtaking', points: 5 },
  { code: 'FAILURE_TO_STOP_FOR_GARDA', label: 'Failure to stop for a Garda', points: 5 },
  { code: 'FAILURE_TO_YIELD', label: 'Failure to yield right of way', points: 5 },
  { code: 'FAILURE_TO_OBEY_STOP_SIGN', label: 'Failure to obey a stop sign', points: 5 },
  { code: 'FAILURE_TO_OBEY_YIELD_SIGN', label: 'Failure to obey a yield sign', points: 5 },
  { code: 'CROSSING_CONTINUOUS_WHITE_LINE', label: 'Crossing a continuous white line', points: 5 },
  { code: 'DRIVING_ON_FOOTPATH', label: 'Driving on a footpath', points: 5 },
  { code: 'DRIVING_ON_CYCLE_TRACK', label: 'Driving on a cycle track', points: 5 },
  {
    code: 'WRONG_WAY_ON_ONE_WAY_STREET',
    label: 'Driving the wrong way on a one-way street',
    points: 5,
  },
  { code: 'ILLEGAL_U_TURN', label: 'Illegal U-turn', points: 5 },
  { code: 'BREACH_OF_REVERSING_RULES', label: 'Reversing into a major road', points: 5 },
  { code: 'FAILURE_TO_STOP_AT_RAILWAY', label: 'Failure to stop at a railway crossing', points: 5 },
  { code: 'ENTERING_YELLOW_BOX', label: 'Entering a yellow box junction', points: 3 },
  { code: 'DRIVING_IN_BUS_LANE', label: 'Driving in a bus lane', points: 3 },
  { code: 'FAILURE_TO_DIM_HEADLIGHTS', label: 'Failure to dim headlights', points: 3 },
  { code: 'DEFECTIVE_TYRES', label: 'Driving with defective or worn tyres', points: 5 },
  { code: 'DEFECTIVE_BRAKES', label: 'Driving with defective brakes', points: 5 },
  { code: 'DEFECTIVE_STEERING', label: 'Driving with defective steering', points: 5 },
  { code: 'NO_NCT', label: 'Driving without a valid NCT certificate', points: 5 },
  { code: 'LEARNER_UNACCOMPANIED', label: 'Learner driver unaccompanied', points: 5 },
  { code: 'NO_L_PLATES', label: 'Learner driver not displaying L plates', points: 5 },
  { code: 'NO_N_PLATES', label: 'Novice driver not displaying N plates', points: 2 },
  { code: 'DRIVING_WHILE_TIRED', label: 'Driving while tired', points: 5 },
  { code: 'DRINK_DRIVING', label: 'Drink driving below the disqualification limit', points: 4 },
  { code: 'FAILURE_TO_PRODUCE_LICENCE', label: 'Failure to produce a driving licence', points: 5 },
  { code: 'PARKING_DANGEROUSLY', label: 'Parking a vehicle in a dangerous position', points: 5 },
  { code: 'CONTRAVENING_LEVEL_CROSSING', label: 'Contravening a level crossing rule', points: 5 },
  {
    code: 'FAILURE_TO_STOP_AT_PEDESTRIAN_CROSSING',
    label: 'Failure to stop for pedestrians at a crossing',
    points: 5,
  },
  { code: 'FAILURE_TO_KEEP_LEFT', label: 'Failure to keep left', points: 5 },
  {
    code: 'DRIVING_ON_MOTORWAY_HARD_SHOULDER',
    label: 'Driving on a motorway hard shoulder',
    points: 5,
  },
  { code: 'OVERLOADED_VEHICLE', label: 'Driving an overloaded vehicle', points: 5 },
] as const;
export type PenaltyPointOffence = (typeof PENALTY_POINT_OFFENCES)[number]['code'];
export const PENALTY_POINT_OFFENCE_CODES = PENALTY_POINT_OFFENCES.map(
  (offence) => offence.code,
) as unknown as readonly [PenaltyPointOffence, ...PenaltyPointOffence[]];

const CAR_OWNED_PERIODS_WITH_LABELS = labelledList({
  INTEND_TO_PURCHASE: 'I intend to buy it',
  LESS_THAN_A_YEAR: 'Less than a year',
  UP_TO_2_YEARS: 'Up to 2 years',
  UP_TO_3_YEARS: 'Up to 3 years',
  UP_TO_4_YEARS: 'Up to 4 years',
  UP_TO_5_YEARS: 'Up to 5 years',
  LONGER_THAN_5_YEARS: 'Longer than 5 years',
});
export const CAR_OWNED_PERIODS = CAR_OWNED_PERIODS_WITH_LABELS.ids;
export type CarOwnedPeriod = (typeof CAR_OWNED_PERIODS)[number];
export const CAR_OWNED_LABELS: Record<CarOwnedPeriod, string> =
  CAR_OWNED_PERIODS_WITH_LABELS.labels;

export const CAR_USES = [
  'PERSONAL_ONLY',
  'OWN_BUSINESS',
  'EMPLOYERS_BUSINESS',
  'COMMERCIAL_USE',
] as const;
export type CarUse = (typeof CAR_USES)[number];
export const CAR_USE_LABELS: Record<CarUse, string> = {
  PERSONAL_ONLY: 'Social, domestic and pleasure, and commuting',
  OWN_BUSINESS: 'Your own business',
  EMPLOYERS_BUSINESS: "Your employer's business",
  COMMERCIAL_USE: 'Commercial use (deliveries, hire, taxi)',
};

/**
 * car-travel-payment.md 3: 'PEAK (0-5000 up to over 40000; band boundaries not shown)'. The
 * boundaries are OURS: 5,000 km steps from 0 to 40,000, as the names of the high bands say.
 */
export const ANNUAL_KM_BANDS = [
  { code: 'LOW', label: 'Up to 5,000 km', upToKm: 5_000 },
  { code: 'BELOW_AVERAGE', label: '5,001 to 10,000 km', upToKm: 10_000 },
  { code: 'AVERAGE', label: '10,001 to 15,000 km', upToKm: 15_000 },
  { code: 'ABOVE_AVERAGE', label: '15,001 to 20,000 km', upToKm: 20_000 },
  { code: 'HIGH_UP_TO_25000', label: '20,001 to 25,000 km', upToKm: 25_000 },
  { code: 'HIGH_UP_TO_30000', label: '25,001 to 30,000 km', upToKm: 30_000 },
  { code: 'VERY_HIGH_UP_TO_35000', label: '30,001 to 35,000 km', upToKm: 35_000 },
  { code: 'VERY_HIGH_UP_TO_40000', label: '35,001 to 40,000 km', upToKm: 40_000 },
  { code: 'PEAK', label: 'Over 40,000 km', upToKm: null },
] as const;
export type AnnualKmBand = (typeof ANNUAL_KM_BANDS)[number]['code'];
export const ANNUAL_KM_BAND_CODES = ANNUAL_KM_BANDS.map(
  (band) => band.code,
) as unknown as readonly [AnnualKmBand, ...AnnualKmBand[]];

/** car-travel-payment.md 3: current driving experience. */
export const DRIVING_EXPERIENCE_TYPES = ['1-X', '4-9', '6-A', '7-X'] as const;
export type DrivingExperienceType = (typeof DRIVING_EXPERIENCE_TYPES)[number];
export const DRIVING_EXPERIENCE_LABELS: Record<DrivingExperienceType, string> = {
  '1-X': 'I have my own car insurance policy',
  '4-9': 'I am a named driver on another policy',
  '6-A': 'I drive a company car',
  '7-X': 'I have not driven in the last 2 years',
};

/** car-travel-payment.md 3: 'No-claims years: 0 to 5+'. 5 stands for five or more. */
export const NO_CLAIMS_YEARS = [0, 1, 2, 3, 4, 5] as const;
export type NoClaimsYears = (typeof NO_CLAIMS_YEARS)[number];
export const NO_CLAIMS_YEARS_LABELS: Record<NoClaimsYears, string> = {
  0: 'None',
  1: '1 year',
  2: '2 years',
  3: '3 years',
  4: '4 years',
  5: '5 years or more',
};

/** car-travel-payment.md 3: the car extras a view quote offers. */
export const CAR_EXTRAS = [
  'personalProtectionPlus',
  'ncdProtection',
  'additionalBenefitsPlus',
] as const;
export type CarExtra = (typeof CAR_EXTRAS)[number];
export const CAR_EXTRA_LABELS: Record<CarExtra, string> = {
  personalProtectionPlus: 'Personal Protection Plus',
  ncdProtection: 'No Claims Discount Protection',
  additionalBenefitsPlus: 'Additional Benefits Plus',
};

/** car-travel-payment.md 3: the car terms answers (the four questions, then acceptance). */
export const CAR_TERMS_QUESTIONS = [
  'disability_reported',
  'no_refusals',
  'registered_to_you_or_spouse',
  'no_modifications',
] as const;
export type CarTermsQuestion = (typeof CAR_TERMS_QUESTIONS)[number];
