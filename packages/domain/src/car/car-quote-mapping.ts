/**
 * car-travel-payment.md 3 and 7: the car cards and the terms page become the motor_quote payload,
 * and a saved car quote becomes card values again for prefilling (the latest quote).
 */
import { z } from 'zod';
import { withoutUndefined } from '../fields/field-rules.js';
import {
  addressValuesOfQuotePayload,
  quoteAddressPayloadOf,
} from '../address/quote-address-payload.js';
import { EMPTY_ADDRESS_VALUES } from '../address/address-form-values.js';
import {
  calendarDateOf,
  compareDates,
  isoToDisplayDate,
  parseIsoDate,
} from '../dates/calendar-date.js';
import {
  personalAboutYouValuesSchema,
  toPersonalAboutYouData,
  type PersonalAboutYouValues,
} from '../personal/personal-about-you-schema.js';
import { personalAboutYouDefaults } from '../personal/personal-about-you-values.js';
import type { CarEmploymentStatus } from '../personal/personal-lists.js';
import {
  carCoverValuesSchema,
  toCarCoverData,
  type AdditionalDriverData,
  type AdditionalDriverValues,
  type CarCoverValues,
  type OffenceValues,
  type PenaltyPointsData,
} from './car-cover-schema.js';
import {
  ADDITIONAL_DRIVER_OCCUPATION_CODES,
  CAR_TERMS_QUESTIONS,
  type CarCoverLevel,
  type CarExtra,
} from './car-lists.js';
import {
  LICENCE_ISSUE_COUNTRIES,
  MAIN_DRIVER_ORDER,
  CAR_CARRIER,
  CAR_CREATED_BY_CUSTOMER,
  CAR_PAYLOAD_VERSION,
  CAR_PLACEHOLDERS,
  CAR_PRODUCT,
  CAR_QUOTE_MODE,
  CAR_QUOTE_STATUS,
  type AdditionalDriverPayload,
  type CarQuotePayload,
  type CarQuoteRequest,
  type PenaltyDetailPayload,
} from './car-quote-payload.js';
import type { SavedCarQuote } from './car-quote-response.js';
import type { VehicleFuelType } from './vehicle-lists.js';
import {
  CAR_QUOTE_FORM_DEFAULTS,
  CAR_COVER_DEFAULTS,
  EMPTY_ADDITIONAL_DRIVER,
  YOUR_CAR_DEFAULTS,
  type CarQuoteForms,
} from './car-quote-values.js';
import { CAR_TERMS_DEFAULTS, type CarTermsValues } from './car-terms.js';
import { toYourCarData, yourCarValuesSchema, type YourCarValues } from './your-car-schema.js';

/**
 * platform.md 3.4 and car-travel-payment.md 3: an additional driver's occupation is the chosen
 * occupation, or HBG, RAO or SDA for a housewife or househusband, a retired person or a student.
 */
export function additionalDriverOccupationOf(
  employmentStatus: string,
  occupation: string | undefined,
): string | undefined {
  if (employmentStatus === 'HOUSEWIFE_HUSBAND') {
    return ADDITIONAL_DRIVER_OCCUPATION_CODES.housewifeOrHousehusband;
  }
  if (employmentStatus === 'RETIRED') return ADDITIONAL_DRIVER_OCCUPATION_CODES.retired;
  if (employmentStatus === 'STUDENT') return ADDITIONAL_DRIVER_OCCUPATION_CODES.student;
  return occupation;
}

function penaltyDetailsOf(
  offences: PenaltyPointsData[],
  driverOrder: number,
): PenaltyDetailPayload[] {
  return offences.map((offence, index) => ({
    driver_order: driverOrder,
    offence: offence.offence,
    penalty_order: index + 1,
    penalty_points: offence.points,
  }));
}

/** An additional driver's payload, the `index`th of the list (driver order from 2). */
export function additionalDriverPayloadOf(
  driver: AdditionalDriverData,
  index: number,
): AdditionalDriverPayload {
  const order = MAIN_DRIVER_ORDER + 1 + index;
  return withoutUndefined({
    driver_order: order,
    title: driver.title,
    first_name: driver.firstName,
    last_name: driver.lastName,
    date_of_birth: driver.dob,
    employment_status: driver.employmentStatus as CarEmploymentStatus,
    occupation: additionalDriverOccupationOf(driver.employmentStatus, driver.mainOccupation),
    license_type: driver.licence.type,
    driving_experience: driver.licence.lastFiveYearsExperience,
    license_years: driver.licence.yearsHeld,
    relationship_to_proposer: driver.relationship,
    penalty_details: penaltyDetailsOf(driver.offences, order),
  });
}

export interface CarQuoteChoices {
  /** The level the customer is looking at (Popular until they pick one). */
  coverLevel?: CarCoverLevel;
  extras?: CarExtra[];
  quoteReference?: string;
}

/**
 * The body of POST /motor/motor_quotes for cards and terms that passed their checks; a quote
 * asked again keeps its reference.
 */
export function toCarQuoteRequest(
  forms: CarQuoteForms,
  terms: CarTermsValues,
  { coverLevel = 'popular', extras = [], quoteReference }: CarQuoteChoices = {},
): CarQuoteRequest {
  const you = toPersonalAboutYouData(forms.aboutYou);
  const car = toYourCarData(forms.yourCar);
  const cover = toCarCoverData(forms.yourCover);
  const licence = you.licence!;
  const address = quoteAddressPayloadOf(you.address);

  const carQuote: CarQuotePayload = {
    carrier_id: CAR_CARRIER,
    created_by: CAR_CREATED_BY_CUSTOMER,
    quote_mode: CAR_QUOTE_MODE,
    quote_status: CAR_QUOTE_STATUS,
    ...(you.promoCode ? { promotion_code: you.promoCode } : {}),
    main_driver: withoutUndefined({
      title: you.title,
      first_name: you.firstName,
      last_name: you.lastName,
      gender: you.gender,
      email: you.email,
      date_of_birth: you.dob,
      mobile_phone: you.phoneNo,
      employment_status: you.employmentStatus as CarEmploymentStatus,
      occupation: you.mainOccupation,
      license_type: licence.type,
      driving_experience: licence.lastFiveYearsExperience,
      license_years: licence.yearsHeld,
      license_issue_country:
        licence.type === 'FULL_IRISH' || licence.type === 'PROVISIONAL_IRISH'
          ? LICENCE_ISSUE_COUNTRIES.ireland
          : LICENCE_ISSUE_COUNTRIES.elsewhere,
      driving_test: licence.passedTestInIrelandOrUk ?? null,
      boi_customer: you.bankOfIrelandCustomer,
      has_boi_house_policy: you.bankOfIrelandHomeInsurancePolicy,
      ncb_year_on_other_policy: car.noClaimsYears,
      primary_address: address,
      postal_address: you.postalAddress ? quoteAddressPayloadOf(you.postalAddress) : null,
      claims: cover.claims.map((claim) => ({
        claim_type: claim.type,
        claim_status: claim.status,
        claim_amount: claim.amountEuro,
      })),
      // The quote is asked for to give the customer a price: their data is used for it.
      data_protection_consent: true,
      penalty_details: penaltyDetailsOf(cover.offences, MAIN_DRIVER_ORDER),
    }),
    cover_details: {
      start_date: cover.startDate,
      type: cover.coverType,
      premium: CAR_PLACEHOLDERS.premium,
      product_selected: coverLevel,
      excess_amount: CAR_PLACEHOLDERS.excessAmount,
      disqualified: cover.disqualifiedOrConvicted,
      driving_exp_type: car.drivingExperienceType,
      vehicle_details: withoutUndefined({
        registration: car.car.registration,
        abi_code: car.car.abiCode,
        make: car.car.make,
        model: car.car.model,
        year: car.car.year,
        version: car.car.version,
        fuel: car.car.fuelType as VehicleFuelType,
        cc: car.car.engineCc,
        risk: car.car.risk,
        value: car.valueEuro,
        use: car.use,
        km_per_year: car.annualKm,
        years_owned_vehicle: car.ownedPeriod,
      }),
      risk_address: address,
      optional_extras: extras,
    },
    additional_drivers: cover.additionalDrivers.map(additionalDriverPayloadOf),
    discount_breakdowns: [],
    assumptions: {
      ...(Object.fromEntries(
        CAR_TERMS_QUESTIONS.map((question) => [question, terms[question] === true]),
      ) as Record<(typeof CAR_TERMS_QUESTIONS)[number], boolean>),
      accepted_terms_and_conditions: true,
    },
  };
  return {
    product: CAR_PRODUCT,
    version: CAR_PAYLOAD_VERSION,
    honeypot_value: forms.aboutYou.userName,
    ...(quoteReference ? { quote_reference: quoteReference } : {}),
    motor_quote: carQuote,
  };
}

// ---------------------------------------------------------------------------------------------
// The latest quote back into the cards

const dateText = (iso: string | null | undefined) => (iso ? (isoToDisplayDate(iso) ?? '') : '');

function aboutYouOf(quote: CarQuotePayload): PersonalAboutYouValues {
  const driver = quote.main_driver;
  return {
    ...personalAboutYouDefaults('car'),
    title: driver.title,
    firstName: driver.first_name,
    lastName: driver.last_name,
    gender: driver.gender,
    dob: dateText(driver.date_of_birth),
    address: addressValuesOfQuotePayload(driver.primary_address),
    isThisYourPostalAddress: !driver.postal_address,
    postalAddress: driver.postal_address
      ? addressValuesOfQuotePayload(driver.postal_address)
      : EMPTY_ADDRESS_VALUES,
    phoneNo: driver.mobile_phone,
    email: driver.email,
    employmentStatus: driver.employment_status,
    mainOccupation: driver.occupation ?? '',
    driversLicenseType: driver.license_type,
    passedTestInIrelandOrUk: driver.driving_test,
    lastFiveYearsExperience: driver.driving_experience,
    yearsHeld: String(driver.license_years),
    bankOfIrelandCustomer: driver.boi_customer,
    bankOfIrelandHomeInsurancePolicy: driver.has_boi_house_policy,
    promoCode: quote.promotion_code ?? '',
  };
}

function yourCarOf(quote: CarQuotePayload): YourCarValues {
  const vehicle = quote.cover_details.vehicle_details;
  return {
    ...YOUR_CAR_DEFAULTS,
    isManualSearch: !vehicle.registration,
    carReg: vehicle.registration ?? '',
    carRisk: String(vehicle.risk),
    carMake: vehicle.make,
    carModel: vehicle.model,
    carYear: String(vehicle.year),
    carFuelType: vehicle.fuel,
    carEngineSize: String(vehicle.cc),
    carVersion: vehicle.version,
    carABICode: vehicle.abi_code,
    carPurchased: vehicle.years_owned_vehicle,
    vehicleValue: vehicle.value.toLocaleString('en-IE'),
    carUsedForWork: vehicle.use,
    annualKm: vehicle.km_per_year,
    drivingExpType: quote.cover_details.driving_exp_type,
    noClaimsBonus: String(quote.main_driver.ncb_year_on_other_policy),
  };
}

function offencesOf(details: PenaltyDetailPayload[]): OffenceValues[] {
  return [...details]
    .sort((a, b) => a.penalty_order - b.penalty_order)
    .map((detail) => ({ offence: detail.offence, penaltyPoints: String(detail.penalty_points) }));
}

function additionalDriverOf(
  driver: CarQuotePayload['additional_drivers'][number],
): AdditionalDriverValues {
  const occupationCodes: readonly string[] = Object.values(ADDITIONAL_DRIVER_OCCUPATION_CODES);
  return {
    ...EMPTY_ADDITIONAL_DRIVER,
    title: driver.title,
    firstName: driver.first_name,
    lastName: driver.last_name,
    dob: dateText(driver.date_of_birth),
    additionalDriverPenaltyPointOffenceCount: String(driver.penalty_details.length),
    additionalDriverPenaltyPointOffences: offencesOf(driver.penalty_details),
    relationshipToProposer: driver.relationship_to_proposer,
    driversLicenseType: driver.license_type,
    lastFiveYearsExperience: driver.driving_experience,
    employmentStatus: driver.employment_status,
    mainOccupation:
      driver.occupation && !occupationCodes.includes(driver.occupation) ? driver.occupation : '',
    yearsHeld: String(driver.license_years),
  };
}

/** car-travel-payment.md 3: the start date is kept only while it is still to come. */
function yourCoverOf(quote: CarQuotePayload, today: Date): CarCoverValues {
  const cover = quote.cover_details;
  const start = parseIsoDate(cover.start_date);
  const startToCome = start !== undefined && compareDates(start, calendarDateOf(today)) >= 0;
  const drivers = [...quote.additional_drivers].sort((a, b) => a.driver_order - b.driver_order);
  return {
    ...CAR_COVER_DEFAULTS,
    policyStart: startToCome ? dateText(cover.start_date) : '',
    coverType: cover.type,
    claimsCount: String(quote.main_driver.claims.length),
    motorClaims: quote.main_driver.claims.map((claim) => ({
      claim_type: claim.claim_type,
      claim_status: claim.claim_status,
      claim_amount: claim.claim_amount.toLocaleString('en-IE'),
    })),
    mainDriverPenaltyPointOffenceCount: String(quote.main_driver.penalty_details.length),
    mainDriverPenaltyPointOffences: offencesOf(quote.main_driver.penalty_details),
    mainDriverDisqualifiedOrConvicted: cover.disqualified,
    hasAdditionalDrivers: drivers.length > 0,
    additionalDrivers: drivers.map(additionalDriverOf),
  };
}

/**
 * The cards prefilled from the latest saved car quote. A bought quote (with a policy reference)
 * is not a quote any more: only About you is taken from it.
 */
export function carQuoteToForms(saved: SavedCarQuote, today: Date): CarQuoteForms {
  const quote = saved.motor_quote;
  const aboutYou = aboutYouOf(quote);
  if (saved.policy_reference) return { ...CAR_QUOTE_FORM_DEFAULTS, aboutYou };
  return { aboutYou, yourCar: yourCarOf(quote), yourCover: yourCoverOf(quote, today) };
}

/** The terms answers of a saved quote, for the terms page asked again. */
export function carTermsOf(saved: SavedCarQuote): CarTermsValues {
  if (saved.policy_reference) return CAR_TERMS_DEFAULTS;
  const assumptions = saved.motor_quote.assumptions;
  return {
    ...(Object.fromEntries(
      CAR_TERMS_QUESTIONS.map((question) => [question, assumptions[question]]),
    ) as Record<(typeof CAR_TERMS_QUESTIONS)[number], boolean>),
    acceptedTermsAndConditions: null,
  };
}

/**
 * The car form as it is saved unfinished (PUT /profile/profile/tempQuote/MOTOR, and on sign-out):
 * any of the three cards, each with any of its fields; anything else is dropped.
 */
export const savedCarFormsSchema = z
  .object({
    aboutYou: personalAboutYouValuesSchema.partial(),
    yourCar: yourCarValuesSchema.partial(),
    yourCover: carCoverValuesSchema.partial(),
  })
  .partial();
export type SavedCarForms = z.infer<typeof savedCarFormsSchema>;
