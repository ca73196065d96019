import {
  ASSUMPTION_CODES,
  euroToCents,
  type ExcessCode,
  type HomeQuotePayload,
} from '@wallet/domain';
import type { HomeRatingRequest } from '../../adapters/insurers/home-insurer-port.js';
import type { HomeRatingDiscounts } from './home-discounts.js';

/** The view-quote choices a rating is made with. */
export interface HomeRatingChoices {
  excessCode: ExcessCode;
  addons: HomeRatingRequest['addons'];
  /**
   * The discounts the platform gives this quote now (home-discounts.ts: the flag, the staff
   * directory); none when not given.
   */
  discounts?: HomeRatingDiscounts;
  /** An insurer's renewal of its own policy: the nth (HomeRatingRequest.renewalNumber). */
  renewalNumber?: number;
}

const centsOrNull = (euro: number | null) => (euro === null ? null : euroToCents(euro));

/** Maps a validated home_quote payload and the view-quote choices to the insurers' rating request. */
export function toHomeRatingRequest(
  quote: HomeQuotePayload,
  choices: HomeRatingChoices,
): HomeRatingRequest {
  const holder = quote.policy_holder_details;
  const cover = quote.cover_details;
  const risk = cover.risk_address;
  const assumption = (code: number) =>
    quote.assumptions.find((entry) => entry.code === code)?.response;
  const discounts = choices.discounts ?? { promotional: false, staff: false };

  return {
    county: risk.county,
    eircode: risk.post_code,
    dwellingType: risk.dwelling_type,
    coverType: risk.cover_type,
    homeType: risk.home_type,
    yearOfConstruction: risk.year_of_construction,
    rewired: risk.has_been_re_wired,
    reroofed: risk.has_been_re_roofed,
    numBedrooms: risk.num_bedrooms,
    numBathrooms: risk.num_bathrooms,
    heatingType: risk.heating_type,
    alarmType: risk.alarm_type,
    numSmokeAlarms: risk.num_smoke_alarms,
    buildingsCents: centsOrNull(cover.buildings_amount),
    contentsCents: centsOrNull(cover.contents_amount),
    unspecifiedItemsCents: euroToCents(cover.unspecified_personal_items_amount),
    specifiedItems: cover.specified_items.map((item) => ({
      type: item.item_type,
      valueCents: euroToCents(item.value),
    })),
    claims: risk.claims_details.map((claim) => ({
      type: claim.claim_type,
      year: Number(claim.claim_date.slice(0, 4)),
      settled: claim.claim_status === 'Settled',
      amountCents: claim.claim_amount === undefined ? undefined : euroToCents(claim.claim_amount),
    })),
    claimsFreeYears: risk.ncd_num_years,
    excessCode: choices.excessCode,
    addons: choices.addons,
    // The insurer hears of a code only when it earns the promotional discount.
    promoCode: discounts.promotional ? quote.promotion_code : undefined,
    isStaff: discounts.staff,
    bank: {
      isBankCustomer: holder.is_boi_customer,
      mortgage: holder.has_boi_mortgage,
      personalLoan: holder.has_boi_personal_loan,
      motor: holder.has_boi_motor_insurance,
      pension: holder.has_boi_pension,
    },
    firstTimeBuyer: holder.first_time_buyer,
    dateOfBirth: holder.date_of_birth,
    startDate: cover.start_date,
    householdAnswers: Object.fromEntries(
      quote.questions.map((question) => [question.code, question.response]),
    ),
    assumptions: {
      occupiedByMember: assumption(ASSUMPTION_CODES.occupiedByMember),
      privateLiving: assumption(ASSUMPTION_CODES.privateLiving),
      tenancyAgreement: assumption(ASSUMPTION_CODES.tenancyAgreement),
    },
    ...(choices.renewalNumber !== undefined ? { renewalNumber: choices.renewalNumber } : {}),
  };
}
