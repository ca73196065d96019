import { CAR_EXTRAS, CAR_TERMS_QUESTIONS, type CarQuotePayload } from '@wallet/domain';
import type {
  MotorDriverRisk,
  MotorPenalty,
  MotorRatingRequest,
} from '../../adapters/insurers/motor-insurer-port.js';

const penaltiesOf = (details: CarQuotePayload['main_driver']['penalty_details']): MotorPenalty[] =>
  [...details]
    .sort((a, b) => a.penalty_order - b.penalty_order)
    .map((detail) => ({ offence: detail.offence, points: detail.penalty_points }));

/** Maps a checked motor_quote payload to the insurer's rating request (docs/car-rating.md). */
export function toMotorRatingRequest(quote: CarQuotePayload): MotorRatingRequest {
  const driver = quote.main_driver;
  const cover = quote.cover_details;
  const vehicle = cover.vehicle_details;
  const chosen = new Set<string>(cover.optional_extras);
  const mainDriver: MotorDriverRisk = {
    dateOfBirth: driver.date_of_birth,
    licenceType: driver.license_type,
    yearsHeld: driver.license_years,
    passedTestInIrelandOrUk: driver.driving_test,
    lastFiveYearsExperience: driver.driving_experience,
    employmentStatus: driver.employment_status,
    occupation: driver.occupation ?? null,
    penalties: penaltiesOf(driver.penalty_details),
  };
  return {
    startDate: cover.start_date,
    coverType: cover.type,
    mainDriver,
    additionalDrivers: [...quote.additional_drivers]
      .sort((a, b) => a.driver_order - b.driver_order)
      .map((additional) => ({
        dateOfBirth: additional.date_of_birth,
        licenceType: additional.license_type,
        yearsHeld: additional.license_years,
        // Not asked of an additional driver (car-travel-payment.md 3).
        passedTestInIrelandOrUk: null,
        lastFiveYearsExperience: additional.driving_experience,
        employmentStatus: additional.employment_status,
        occupation: additional.occupation ?? null,
        penalties: penaltiesOf(additional.penalty_details),
        relationship: additional.relationship_to_proposer,
      })),
    claims: driver.claims.map((claim) => ({
      type: claim.claim_type,
      status: claim.claim_status,
      amountCents: claim.claim_amount * 100,
    })),
    disqualifiedOrConvicted: cover.disqualified,
    noClaimsYears: driver.ncb_year_on_other_policy,
    drivingExperienceType: cover.driving_exp_type,
    carOwnedPeriod: vehicle.years_owned_vehicle,
    vehicle: {
      registration: vehicle.registration ?? null,
      abiCode: vehicle.abi_code,
      year: vehicle.year,
      valueCents: vehicle.value * 100,
      abiGroup: vehicle.risk,
      engineCc: vehicle.cc,
      fuel: vehicle.fuel,
    },
    use: vehicle.use,
    annualKm: vehicle.km_per_year,
    county: cover.risk_address.county,
    isBankCustomer: driver.boi_customer,
    hasBankHomePolicy: driver.has_boi_house_policy,
    termsConfirmed: CAR_TERMS_QUESTIONS.every((question) => quote.assumptions[question]),
    extras: Object.fromEntries(CAR_EXTRAS.map((extra) => [extra, chosen.has(extra)])) as Record<
      (typeof CAR_EXTRAS)[number],
      boolean
    >,
  };
}
