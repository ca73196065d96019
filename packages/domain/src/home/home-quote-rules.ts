import {
  EXCESS_LOCKED_COVER_TYPES,
  dwellingTypeOf,
  proposerTypeOf,
  residenceTypeOf,
  type HomeCoverType,
} from './cover-types.js';
import { DEFAULT_EXCESS_CODE } from './excess.js';
import {
  claimDateProblem,
  contentsMinimumProblem,
  mortgageApplicationNumberProblem,
  nameProblem,
  occupancyProblems,
  policyStartDateProblem,
  promoCodeProblem,
  rebuildCostMinimumProblem,
  renovationProblems,
  specifiedItemDescriptionProblem,
  specifiedItemValueMinimumProblem,
  staffNumberProblem,
  titleProblems,
  unspecifiedItemsAmountProblem,
  yearBuiltProblem,
  type OccupancyAnswers,
  type OccupancyField,
} from './home-answer-rules.js';
import { parseIsoDate } from '../dates/calendar-date.js';
import type { Problem } from '../fields/field-rules.js';
import { birthDateProblem } from '../person/birth-date-rules.js';
import { emailProblem, phoneProblem } from '../person/contact-rules.js';
import { ASSUMPTION_CODES } from './home-limits.js';
import { ABOUT_YOU_MESSAGES, YOUR_COVER_MESSAGES, YOUR_HOME_MESSAGES } from './home-messages.js';
import type {
  HomeAddressPayload,
  HomeQuotePayload,
  RiskAddressPayload,
} from './home-quote-payload.js';
import { homeAddressProblems } from './home-address-rules.js';
import { HOUSEHOLD_QUESTIONS } from './household-questions.js';
import { asksContents, offersPersonalItems, showsRebuildCost } from './your-cover-values.js';

/*
 * home.md 5 on the quote payload: the server refuses what the forms refuse, with the same rule
 * functions and messages (home-answer-rules.ts), and checks the answers the server derives itself
 * (platform.md 3.6) against what was sent. Field errors are keyed by the request's path.
 */

/** Ours: the spec has no message for answers the forms never send. */
export const HOME_QUOTE_RULE_MESSAGES = {
  rebuildCostNotAsked: 'A rebuild cost is not asked for this cover type and property type.',
  contentsNotAsked: 'Contents cover is not offered for this cover type.',
  personalItemsNotOffered: 'Cover for items is not offered for this cover type.',
  excessLocked: 'The excess cannot be changed for this cover type.',
  assumptionTwice: 'Answer each assumption once.',
  questionTwice: 'Answer each household question once.',
  derivedDiffers: (field: string, derived: string | undefined) =>
    derived === undefined
      ? `This cover type has no ${field}; leave it out.`
      : `For these answers the ${field} is '${derived}'.`,
  householdCopyDiffers: (code: string) =>
    `This answer differs from the answer to household question '${code}'.`,
} as const;

export interface HomeQuoteRuleContext {
  /** The server's clock: dates of birth, the start date and claim dates are judged on this day. */
  today: Date;
  /** The caller re-quotes a saved quote of theirs by its reference (home.md 4, resume). */
  startDateWaived: boolean;
}

/** Field errors keyed by the request's path, e.g. 'home_quote.cover_details.buildings_amount'. */
export type HomeQuoteFieldErrors = Record<string, string[]>;

const HOLDER = 'home_quote.policy_holder_details';
const COVER = 'home_quote.cover_details';
const RISK = `${COVER}.risk_address`;

/** The cover-type dependent answers as the payload carries them, in the forms' shape. */
export function occupancyAnswersOf(quote: HomeQuotePayload): OccupancyAnswers {
  const risk = quote.cover_details.risk_address;
  const assumption = (code: number) =>
    quote.assumptions.find((entry) => entry.code === code)?.response ?? null;
  const tenanted = risk.tenanted_property;
  const holiday = risk.holiday_home;
  return {
    coverType: risk.cover_type,
    privateLiving: assumption(ASSUMPTION_CODES.privateLiving),
    isFamilyUnit: tenanted?.family_unit ?? null,
    tenantType: tenanted?.tenant_type ?? '',
    numTenants: tenanted?.number_of_tenants === undefined ? '' : String(tenanted.number_of_tenants),
    tenancyAgreement: assumption(ASSUMPTION_CODES.tenancyAgreement),
    isInUse: holiday?.in_use ?? null,
    holidayHomeIsRented: holiday?.rented ?? null,
    isLetMoreThan5PerYear: holiday?.rented_num_times
      ? holiday.rented_num_times === 'MORE_THAN_5'
      : null,
    occupiedByMember: assumption(ASSUMPTION_CODES.occupiedByMember),
  };
}

const OCCUPANCY_PATHS: Record<OccupancyField, string> = {
  privateLiving: 'home_quote.assumptions',
  tenancyAgreement: 'home_quote.assumptions',
  occupiedByMember: 'home_quote.assumptions',
  isFamilyUnit: `${RISK}.tenanted_property.family_unit`,
  tenantType: `${RISK}.tenanted_property.tenant_type`,
  numTenants: `${RISK}.tenanted_property.number_of_tenants`,
  isInUse: `${RISK}.holiday_home.in_use`,
  holidayHomeIsRented: `${RISK}.holiday_home.rented`,
  isLetMoreThan5PerYear: `${RISK}.holiday_home.rented_num_times`,
};

/** The dwelling, residence and proposer types the answers give (platform.md 3.6). */
export interface DerivedRiskTypes {
  dwelling_type: RiskAddressPayload['dwelling_type'];
  residence_type?: string;
  proposer_type?: string;
}

/** platform.md 3.6, for a payload whose cover-type answers are complete. */
export function derivedRiskTypesOf(quote: HomeQuotePayload): DerivedRiskTypes {
  const answers = occupancyAnswersOf(quote);
  const coverType: HomeCoverType = answers.coverType;
  return {
    dwelling_type: dwellingTypeOf({
      coverType,
      isFamilyUnit: answers.isFamilyUnit ?? undefined,
      tenantType: answers.tenantType || undefined,
      numTenants: answers.numTenants ? Number(answers.numTenants) : undefined,
      holidayHomeIsRented: answers.holidayHomeIsRented ?? undefined,
    }),
    residence_type: residenceTypeOf(coverType),
    proposer_type: proposerTypeOf(coverType),
  };
}

/** The payload with the derived types in place, as it is rated and stored. */
export function withDerivedRiskTypes(quote: HomeQuotePayload): HomeQuotePayload {
  const derived = derivedRiskTypesOf(quote);
  const {
    residence_type: _residence,
    proposer_type: _proposer,
    ...risk
  } = quote.cover_details.risk_address;
  return {
    ...quote,
    cover_details: {
      ...quote.cover_details,
      risk_address: {
        ...risk,
        dwelling_type: derived.dwelling_type,
        ...(derived.residence_type ? { residence_type: derived.residence_type } : {}),
        ...(derived.proposer_type ? { proposer_type: derived.proposer_type } : {}),
      },
    },
  };
}

class FieldErrors {
  readonly errors: HomeQuoteFieldErrors = {};

  at(path: string, problem: Problem): void {
    if (problem) (this.errors[path] ??= []).push(problem);
  }
}

function checkAddress(errors: FieldErrors, path: string, address: HomeAddressPayload): void {
  for (const [field, problem] of Object.entries(homeAddressProblems(address))) {
    errors.at(`${path}.${field}`, problem);
  }
}

function birthProblem(isoDate: string, today: Date): Problem {
  const birth = parseIsoDate(isoDate);
  return birth ? birthDateProblem(birth, today) : ABOUT_YOU_MESSAGES.dobInvalid;
}

function checkPeople(errors: FieldErrors, quote: HomeQuotePayload, today: Date): void {
  const holder = quote.policy_holder_details;
  const M = ABOUT_YOU_MESSAGES;
  errors.at(`${HOLDER}.other_title`, titleProblems(holder.title, holder.other_title).otherTitle);
  errors.at(`${HOLDER}.first_name`, nameProblem(holder.first_name, M.firstNameRequired));
  errors.at(`${HOLDER}.last_name`, nameProblem(holder.last_name, M.lastNameRequired));
  checkAddress(errors, `${HOLDER}.primary_address`, holder.primary_address);
  if (holder.correspondence_address) {
    checkAddress(errors, `${HOLDER}.correspondence_address`, holder.correspondence_address);
  }
  errors.at(`${HOLDER}.mobile_phone`, phoneProblem(holder.mobile_phone));
  errors.at(`${HOLDER}.email`, emailProblem(holder.email));
  errors.at(`${HOLDER}.date_of_birth`, birthProblem(holder.date_of_birth, today));
  errors.at(
    `${HOLDER}.mortgage_reference`,
    mortgageApplicationNumberProblem(holder.mortgage_reference),
  );
  errors.at('home_quote.promotion_code', promoCodeProblem(quote.promotion_code));
  errors.at(
    'home_quote.staff_number',
    staffNumberProblem(quote.promotion_code, quote.staff_number),
  );

  quote.cover_details.risk_address.additional_policy_holders_details.forEach((owner, index) => {
    const path = `${RISK}.additional_policy_holders_details.${index}`;
    errors.at(`${path}.other_title`, titleProblems(owner.title, owner.other_title).otherTitle);
    errors.at(`${path}.first_name`, nameProblem(owner.first_name, M.firstNameRequired));
    errors.at(`${path}.surname`, nameProblem(owner.surname, M.lastNameRequired));
    errors.at(`${path}.date_of_birth`, birthProblem(owner.date_of_birth, today));
  });
}

/** Returns whether the cover-type answers are complete, so the types can be derived. */
function checkOccupancy(errors: FieldErrors, quote: HomeQuotePayload): boolean {
  const codes = quote.assumptions.map((entry) => entry.code);
  if (new Set(codes).size !== codes.length) {
    errors.at('home_quote.assumptions', HOME_QUOTE_RULE_MESSAGES.assumptionTwice);
  }
  const problems = occupancyProblems(occupancyAnswersOf(quote));
  for (const [field, problem] of Object.entries(problems) as [OccupancyField, string][]) {
    errors.at(OCCUPANCY_PATHS[field], problem);
  }
  return Object.keys(problems).length === 0;
}

function checkDerivedTypes(errors: FieldErrors, quote: HomeQuotePayload): void {
  const risk = quote.cover_details.risk_address;
  const derived = derivedRiskTypesOf(quote);
  const differs = (field: keyof DerivedRiskTypes, label: string, optional: boolean) => {
    const sent = risk[field];
    if (optional && sent === undefined) return;
    if (sent !== derived[field]) {
      errors.at(`${RISK}.${field}`, HOME_QUOTE_RULE_MESSAGES.derivedDiffers(label, derived[field]));
    }
  };
  differs('dwelling_type', 'dwelling type', false);
  differs('residence_type', 'residence type', true);
  differs('proposer_type', 'proposer type', true);
}

function checkHome(errors: FieldErrors, quote: HomeQuotePayload, today: Date): void {
  const risk = quote.cover_details.risk_address;
  checkAddress(errors, RISK, risk);
  errors.at(`${RISK}.year_of_construction`, yearBuiltProblem(risk.year_of_construction, today));
  const renovation = renovationProblems(risk.year_of_construction, {
    hasBeenRewired: risk.has_been_re_wired ?? null,
    hasBeenReroofed: risk.has_been_re_roofed ?? null,
  });
  errors.at(`${RISK}.has_been_re_wired`, renovation.hasBeenRewired);
  errors.at(`${RISK}.has_been_re_roofed`, renovation.hasBeenReroofed);

  risk.claims_details.forEach((claim, index) => {
    const path = `${RISK}.claims_details.${index}`;
    const date = parseIsoDate(claim.claim_date);
    errors.at(
      `${path}.claim_date`,
      date ? claimDateProblem(date, today) : YOUR_HOME_MESSAGES.claimDateInvalid,
    );
    if (claim.claim_status === 'Settled' && claim.claim_amount === undefined) {
      errors.at(`${path}.claim_amount`, YOUR_HOME_MESSAGES.claimAmountRequired);
    }
  });
}

function checkHousehold(errors: FieldErrors, quote: HomeQuotePayload): void {
  const codes = quote.questions.map((question) => question.code);
  if (new Set(codes).size !== codes.length) {
    errors.at('home_quote.questions', HOME_QUOTE_RULE_MESSAGES.questionTwice);
  }
  for (const question of HOUSEHOLD_QUESTIONS) {
    if (!codes.includes(question.code)) errors.at('home_quote.questions', question.requiredMessage);
  }
  const risk = quote.cover_details.risk_address;
  for (const code of [
    'listed_or_protected',
    'operational_locks',
    'roof_tile',
    'un_occupied',
  ] as const) {
    const answer = quote.questions.find((question) => question.code === code)?.response;
    if (answer !== undefined && answer !== risk[code]) {
      errors.at(`${RISK}.${code}`, HOME_QUOTE_RULE_MESSAGES.householdCopyDiffers(code));
    }
  }
}

function checkCover(errors: FieldErrors, quote: HomeQuotePayload, context: HomeQuoteRuleContext) {
  const cover = quote.cover_details;
  const risk = cover.risk_address;
  const M = YOUR_COVER_MESSAGES;
  const start = parseIsoDate(cover.start_date);
  errors.at(
    `${COVER}.start_date`,
    start
      ? policyStartDateProblem(start, { today: context.today, resuming: context.startDateWaived })
      : M.policyStartInvalid,
  );

  if (showsRebuildCost(risk.cover_type, risk.home_type)) {
    errors.at(
      `${COVER}.buildings_amount`,
      cover.buildings_amount === null
        ? M.rebuildCostRequired
        : rebuildCostMinimumProblem(cover.buildings_amount, risk.county),
    );
  } else if (cover.buildings_amount !== null) {
    errors.at(`${COVER}.buildings_amount`, HOME_QUOTE_RULE_MESSAGES.rebuildCostNotAsked);
  }

  if (asksContents(risk.cover_type)) {
    errors.at(
      `${COVER}.contents_amount`,
      cover.contents_amount === null
        ? M.contentsRequired
        : contentsMinimumProblem(cover.contents_amount),
    );
  } else if (cover.contents_amount !== null) {
    errors.at(`${COVER}.contents_amount`, HOME_QUOTE_RULE_MESSAGES.contentsNotAsked);
  }

  const unspecified = cover.unspecified_personal_items_amount;
  if (!offersPersonalItems(risk.cover_type)) {
    if (unspecified !== 0) {
      errors.at(
        `${COVER}.unspecified_personal_items_amount`,
        HOME_QUOTE_RULE_MESSAGES.personalItemsNotOffered,
      );
    }
    if (cover.specified_items.length > 0) {
      errors.at(`${COVER}.specified_items`, HOME_QUOTE_RULE_MESSAGES.personalItemsNotOffered);
    }
  } else {
    // 0 is the switch turned off (home.md 4: on submit unspecified becomes '0').
    if (unspecified !== 0) {
      errors.at(
        `${COVER}.unspecified_personal_items_amount`,
        unspecifiedItemsAmountProblem(unspecified),
      );
    }
    cover.specified_items.forEach((item, index) => {
      const path = `${COVER}.specified_items.${index}`;
      errors.at(`${path}.value`, specifiedItemValueMinimumProblem(item.value));
      errors.at(`${path}.description`, specifiedItemDescriptionProblem(item.description));
    });
  }

  if (
    EXCESS_LOCKED_COVER_TYPES.includes(risk.cover_type) &&
    cover.excess_amount !== undefined &&
    cover.excess_amount !== DEFAULT_EXCESS_CODE
  ) {
    errors.at(`${COVER}.excess_amount`, HOME_QUOTE_RULE_MESSAGES.excessLocked);
  }
}

/**
 * Every rule of home.md 5 a quote payload can break, and every derived answer it contradicts;
 * empty when the quote may be priced.
 */
export function homeQuotePayloadProblems(
  quote: HomeQuotePayload,
  context: HomeQuoteRuleContext,
): HomeQuoteFieldErrors {
  const errors = new FieldErrors();
  checkPeople(errors, quote, context.today);
  if (checkOccupancy(errors, quote)) checkDerivedTypes(errors, quote);
  checkHome(errors, quote, context.today);
  checkHousehold(errors, quote);
  checkCover(errors, quote, context);
  return errors.errors;
}
