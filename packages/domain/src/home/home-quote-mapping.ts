/**
 * home.md 3 and 7: the three forms and the household answers become the home_quote payload, and a
 * saved home_quote becomes form values again for prefilling (resume, latest quote).
 */
import { toAboutYouData, type AboutYouValues } from './about-you-schema.js';
import { ABOUT_YOU_DEFAULTS, EMPTY_JOINT_OWNER } from './about-you-values.js';
import { dwellingTypeOf, proposerTypeOf, residenceTypeOf } from './cover-types.js';
import { isoToDisplayDate } from '../dates/calendar-date.js';
import { ASSUMPTION_CODES, HOUSEHOLD_QUESTION_CODES } from './home-limits.js';
import {
  HOUSEHOLD_DEFAULTS,
  toHouseholdData,
  type HouseholdValues,
} from './household-questions.js';
import type { HomeQuotePayload, HomeQuoteRequest } from './home-quote-payload.js';
import { toYourCoverData, type YourCoverValues } from './your-cover-schema.js';
import {
  offersPersonalItems,
  showsRebuildCost,
  YOUR_COVER_DEFAULTS,
  EMPTY_SPECIFIED_ITEM,
} from './your-cover-values.js';
import { toYourHomeData, type YourHomeValues } from './your-home-schema.js';
import { YOUR_HOME_DEFAULTS, EMPTY_CLAIM } from './your-home-values.js';
import { homeAddressPayloadOf, homeAddressValuesOf } from './home-address-rules.js';

/** The four answer sets of a home quote, as the forms hold them. */
export interface HomeQuoteForms {
  aboutYou: AboutYouValues;
  yourHome: YourHomeValues;
  yourCover: YourCoverValues;
  household: HouseholdValues;
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

/**
 * The body of POST /home/applied_home_quotes for forms that passed their schemas; a resumed quote
 * keeps its reference.
 */
export function toHomeQuoteRequest(
  forms: HomeQuoteForms,
  quoteReference?: string,
): HomeQuoteRequest {
  const you = toAboutYouData(forms.aboutYou);
  const home = toYourHomeData(forms.yourHome);
  const cover = toYourCoverData(forms.yourCover);
  const { answers, acceptedTerms } = toHouseholdData(forms.household);
  const property = homeAddressPayloadOf(you.property);

  const assumptions = (
    [
      [ASSUMPTION_CODES.occupiedByMember, home.occupiedByMember],
      [ASSUMPTION_CODES.privateLiving, home.privateLiving],
      [ASSUMPTION_CODES.tenancyAgreement, home.tenancyAgreement],
    ] as const
  )
    .filter((entry): entry is readonly [23 | 25 | 30, boolean] => entry[1] !== undefined)
    .map(([code, response]) => ({ code, response }));

  const joint = you.jointlyOwnedDetails;
  const homeQuote: HomeQuotePayload = {
    promotion_code: you.promoCode,
    staff_number: you.staffNumber,
    assumptions,
    questions: HOUSEHOLD_QUESTION_CODES.map((code) => ({ code, response: answers[code] })),
    policy_holder_details: defined({
      title: you.title,
      other_title: you.otherTitle,
      first_name: you.firstName,
      last_name: you.lastName,
      primary_address: defined(property),
      correspondence_address: you.correspondence
        ? defined(homeAddressPayloadOf(you.correspondence))
        : null,
      mobile_phone: you.phoneNo,
      email: you.email,
      date_of_birth: you.dob,
      occupation: you.mainOccupation,
      is_boi_customer: you.bankOfIrelandCustomer,
      has_boi_mortgage: you.boiMortgage,
      has_boi_personal_loan: you.boiPersonalLoan,
      has_boi_motor_insurance: you.boiMotorInsurance,
      has_boi_pension: you.boiPension,
      first_time_buyer: you.firstTimeBuyer,
      mortgage_provider: you.mortgageProvider,
      mortgage_reference: you.mortgageApplicationNumber,
    }),
    cover_details: {
      start_date: cover.policyStart,
      buildings_amount: cover.rebuildCost,
      contents_amount: cover.contentsCoverOf,
      unspecified_personal_items_amount: cover.unspecifiedItems,
      specified_items: cover.specifiedItems.map((item) => ({
        item_type: item.item,
        value: item.value,
        description: item.description,
      })),
      risk_address: defined({
        ...defined(property),
        cover_type: home.coverType,
        dwelling_type: dwellingTypeOf(home),
        residence_type: residenceTypeOf(home.coverType),
        proposer_type: proposerTypeOf(home.coverType),
        home_type: home.homeType,
        year_of_construction: home.yearOfConstruction,
        num_bedrooms: home.numBedrooms,
        num_bathrooms: home.numBathrooms,
        heating_type: home.heatingSource,
        alarm_type: home.alarmType,
        num_smoke_alarms: home.numberOfSmokeDetectors,
        neighbourhood_watch: home.neighbourhoodWatch,
        has_been_re_roofed: home.hasBeenReroofed,
        has_been_re_wired: home.hasBeenRewired,
        tenanted_property:
          home.coverType === 'ownRent'
            ? defined({
                tenant_type: home.tenantType,
                family_unit: home.isFamilyUnit === true,
                number_of_tenants: home.numTenants,
              })
            : undefined,
        holiday_home:
          home.coverType === 'ownHoliday'
            ? defined({
                in_use: home.isInUse === true,
                rented: home.holidayHomeIsRented === true,
                rented_num_times:
                  home.isLetMoreThan5PerYear === undefined
                    ? undefined
                    : home.isLetMoreThan5PerYear
                      ? ('MORE_THAN_5' as const)
                      : ('UP_TO_5' as const),
              })
            : undefined,
        listed_or_protected: answers.listed_or_protected,
        operational_locks: answers.operational_locks,
        roof_tile: answers.roof_tile,
        un_occupied: answers.un_occupied,
        claims_details: home.claims,
        additional_policy_holders_details: joint
          ? [
              defined({
                title: joint.title,
                other_title: joint.otherTitle,
                first_name: joint.firstName,
                surname: joint.lastName,
                date_of_birth: joint.dateOfBirth,
              }),
            ]
          : [],
        ncd_num_years:
          home.noClaimYears as HomeQuotePayload['cover_details']['risk_address']['ncd_num_years'],
      }),
    },
  };
  return defined({
    quote_reference: quoteReference,
    home_quote: defined(homeQuote),
    terms_accepted: acceptedTerms,
  });
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toLocaleString('en-IE');
const displayDate = (iso: string) => isoToDisplayDate(iso) ?? '';

/** Form values from a saved home_quote, to resume or prefill the journey. */
export function homeQuoteToForms(quote: HomeQuotePayload): HomeQuoteForms {
  const holder = quote.policy_holder_details;
  const cover = quote.cover_details;
  const risk = cover.risk_address;
  const joint = risk.additional_policy_holders_details[0];
  const assumption = (code: number) =>
    quote.assumptions.find((entry) => entry.code === code)?.response ?? null;
  const tenanted = risk.tenanted_property;
  const holiday = risk.holiday_home;

  const aboutYou: AboutYouValues = {
    ...ABOUT_YOU_DEFAULTS,
    title: holder.title,
    otherTitle: holder.other_title ?? '',
    firstName: holder.first_name,
    lastName: holder.last_name,
    property: homeAddressValuesOf(holder.primary_address),
    is_correspondence_address: !holder.correspondence_address,
    correspondence: homeAddressValuesOf(holder.correspondence_address),
    phoneNo: holder.mobile_phone,
    email: holder.email,
    dob: displayDate(holder.date_of_birth),
    bankOfIrelandCustomer: holder.is_boi_customer,
    boiMortgage: holder.has_boi_mortgage,
    boiPersonalLoan: holder.has_boi_personal_loan,
    boiMotorInsurance: holder.has_boi_motor_insurance,
    boiPension: holder.has_boi_pension,
    mortgageProvider: String(holder.mortgage_provider),
    mortgageApplicationNumber: holder.mortgage_reference ?? '',
    firstTimeBuyer: holder.first_time_buyer,
    propertyJointlyOwned: joint ? 'true' : 'false',
    jointlyOwnedDetails: joint
      ? {
          title: joint.title,
          otherTitle: joint.other_title ?? '',
          firstName: joint.first_name,
          lastName: joint.surname,
          dateOfBirth: displayDate(joint.date_of_birth),
        }
      : EMPTY_JOINT_OWNER,
    promoCode: quote.promotion_code ?? '',
    // A saved code was checked when the quote was made.
    promoCodeValidChk: quote.promotion_code ? true : null,
    promoCodeRequestSent: Boolean(quote.promotion_code),
    staffNumber: quote.staff_number ?? '',
    mainOccupation: holder.occupation ?? '',
  };

  const yesNo = (value: boolean | undefined) => (value === undefined ? null : value);
  const yourHome: YourHomeValues = {
    ...YOUR_HOME_DEFAULTS,
    coverType: risk.cover_type,
    privateLiving: assumption(ASSUMPTION_CODES.privateLiving),
    tenancyAgreement: assumption(ASSUMPTION_CODES.tenancyAgreement),
    occupiedByMember: assumption(ASSUMPTION_CODES.occupiedByMember),
    isFamilyUnit: tenanted ? tenanted.family_unit : null,
    tenantType: tenanted?.tenant_type ?? '',
    numTenants: text(tenanted?.number_of_tenants),
    isInUse: holiday ? holiday.in_use : null,
    holidayHomeIsRented: holiday ? holiday.rented : null,
    isLetMoreThan5PerYear: holiday?.rented_num_times
      ? holiday.rented_num_times === 'MORE_THAN_5'
      : null,
    homeType: risk.home_type,
    yearOfConstruction: String(risk.year_of_construction),
    hasBeenRewired: yesNo(risk.has_been_re_wired),
    hasBeenReroofed: yesNo(risk.has_been_re_roofed),
    numBedrooms: String(risk.num_bedrooms),
    numBathrooms: String(risk.num_bathrooms),
    heatingSource: risk.heating_type,
    alarmType: risk.alarm_type,
    numberOfSmokeDetectors: String(risk.num_smoke_alarms),
    neighbourhoodWatch: yesNo(risk.neighbourhood_watch),
    claimsValue: risk.claims_details.length > 0,
    claimsCount: risk.claims_details.length > 0 ? String(risk.claims_details.length) : '',
    claims: risk.claims_details.length
      ? risk.claims_details.map((claim) => ({
          ...EMPTY_CLAIM,
          claim_type: claim.claim_type,
          claim_date: displayDate(claim.claim_date),
          claim_status: claim.claim_status,
          occurred_at: claim.occurred_at,
          claim_amount: money(claim.claim_amount),
        }))
      : [],
    noClaimYears: String(risk.ncd_num_years),
  };

  const personalItems = offersPersonalItems(risk.cover_type);
  const yourCover: YourCoverValues = {
    ...YOUR_COVER_DEFAULTS,
    policyStart: displayDate(cover.start_date),
    rebuildCost: money(cover.buildings_amount),
    contentsCoverOf: money(cover.contents_amount),
    unspecifiedItemsSwitch: personalItems && cover.unspecified_personal_items_amount > 0,
    unspecifiedItems:
      cover.unspecified_personal_items_amount > 0
        ? String(cover.unspecified_personal_items_amount)
        : YOUR_COVER_DEFAULTS.unspecifiedItems,
    specifiedItemsSwitch: personalItems && cover.specified_items.length > 0,
    specifiedItems: cover.specified_items.length
      ? cover.specified_items.map((item) => ({
          item: item.item_type,
          value: money(item.value),
          description: item.description,
        }))
      : [EMPTY_SPECIFIED_ITEM],
    coverType: risk.cover_type,
    homeType: risk.home_type,
    county: holder.primary_address.county,
    showRebuild: showsRebuildCost(risk.cover_type, risk.home_type),
  };

  const household: HouseholdValues = {
    answers: {
      ...HOUSEHOLD_DEFAULTS.answers,
      ...Object.fromEntries(quote.questions.map((question) => [question.code, question.response])),
    },
    acceptedTerms: true,
  };
  return { aboutYou, yourHome, yourCover, household };
}
