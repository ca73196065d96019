/**
 * car-travel-payment.md 3 and 7: the three travel cards become the travel_quote payload, and a
 * saved travel quote becomes card values again for prefilling (the latest quote).
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
import type { TravelEmploymentStatus } from '../personal/personal-lists.js';
import { TRAVEL_EXTRAS, TRAVEL_INSURER, TRIP_TYPES, type TravelExtra } from './travel-constants.js';
import {
  HEALTH_COVER_QUESTION_ID,
  PARTNER_HOLDER_TYPE,
  TRAVEL_CHANNEL,
  TRAVEL_PAYLOAD_VERSION,
  TRAVEL_PRODUCT,
  TRAVEL_USER_TYPE,
  type TravelQuotePayload,
  type TravelQuoteRequest,
} from './travel-quote-payload.js';
import type { SavedTravelQuote } from './travel-quote-response.js';
import { coverDaysOf } from './travel-rules.js';
import { TRAVEL_QUOTE_FORM_DEFAULTS, type TravelQuoteForms } from './travel-quote-forms.js';
import {
  toYourTravelCoverData,
  yourTravelCoverValuesSchema,
  type YourTravelCoverValues,
} from './your-travel-cover-schema.js';
import {
  COVER_EXTRA_FIELDS,
  YOUR_TRAVEL_COVER_DEFAULTS,
  type CoverExtraField,
} from './your-travel-cover-values.js';
import { toYourTripData, yourTripValuesSchema, type YourTripValues } from './your-trip-schema.js';

/**
 * The body of POST /travel/travel_quotes for cards that passed their schemas; a quote asked again
 * keeps its reference.
 */
export function toTravelQuoteRequest(
  forms: TravelQuoteForms,
  quoteReference?: string,
): TravelQuoteRequest {
  const you = toPersonalAboutYouData(forms.aboutYou);
  const trip = toYourTripData(forms.yourTrip);
  const cover = toYourTravelCoverData(forms.yourCover);
  const start = parseIsoDate(trip.startDate)!;
  const end = trip.endDate ? parseIsoDate(trip.endDate) : undefined;
  const addons: TravelExtra[] = [
    ...cover.extras,
    ...(you.healthProviderId ? [TRAVEL_EXTRAS.privateMedical] : []),
  ].sort((a, b) => a - b);

  const travelQuote: TravelQuotePayload = {
    carrier_id: TRAVEL_INSURER.code,
    channel: TRAVEL_CHANNEL,
    ...(you.promoCode ? { promotion_code: you.promoCode } : {}),
    policy_holder_details: withoutUndefined({
      title: you.title,
      first_name: you.firstName,
      last_name: you.lastName,
      gender: you.gender,
      date_of_birth: you.dob,
      address: quoteAddressPayloadOf(you.address),
      postal_address: you.postalAddress ? quoteAddressPayloadOf(you.postalAddress) : null,
      mobile_phone: you.phoneNo,
      email: you.email,
      employment_status: you.employmentStatus as TravelEmploymentStatus,
      occupation: you.mainOccupation,
      number_of_children: trip.numberOfChildren,
      boi_customer: you.bankOfIrelandCustomer,
      has_boi_house_policy: you.bankOfIrelandHomeInsurancePolicy,
    }),
    date_of_travel: trip.startDate,
    cover_details: {
      user_type: TRAVEL_USER_TYPE,
      trip_type: trip.tripType,
      start_date: trip.startDate,
      end_date: trip.endDate ?? null,
      cover_days: coverDaysOf(trip.tripType, start, end),
      destination_zone_id: trip.destinationZone,
      destination_country: trip.destinationCountry ?? null,
      insured_person_type: trip.insuredPerson,
      addons_selected: addons,
    },
    additional_holder_details: trip.partner
      ? [
          {
            holder_type: PARTNER_HOLDER_TYPE,
            first_name: trip.partner.firstName,
            last_name: trip.partner.lastName,
            date_of_birth: trip.partner.dateOfBirth,
          },
        ]
      : [],
    additional_questions: you.healthProviderId
      ? [{ question_id: HEALTH_COVER_QUESTION_ID, answer: you.healthProviderId }]
      : [],
  };
  return {
    product: TRAVEL_PRODUCT,
    version: TRAVEL_PAYLOAD_VERSION,
    honeypot_value: forms.aboutYou.userName,
    ...(quoteReference ? { quote_reference: quoteReference } : {}),
    travel_quote: travelQuote,
    data_protection_consent: cover.dataProtectionConsent,
    chubb_tob_consent: cover.chubbTOBConsent,
  };
}

const dateText = (iso: string | null | undefined) => (iso ? (isoToDisplayDate(iso) ?? '') : '');

function aboutYouOf(quote: TravelQuotePayload): PersonalAboutYouValues {
  const holder = quote.policy_holder_details;
  const provider = quote.additional_questions.find(
    (question) => question.question_id === HEALTH_COVER_QUESTION_ID,
  )?.answer;
  return {
    ...personalAboutYouDefaults('travel'),
    title: holder.title,
    firstName: holder.first_name,
    lastName: holder.last_name,
    gender: holder.gender,
    dob: dateText(holder.date_of_birth),
    address: addressValuesOfQuotePayload(holder.address),
    isThisYourPostalAddress: !holder.postal_address,
    postalAddress: holder.postal_address
      ? addressValuesOfQuotePayload(holder.postal_address)
      : EMPTY_ADDRESS_VALUES,
    phoneNo: holder.mobile_phone,
    email: holder.email,
    employmentStatus: holder.employment_status,
    mainOccupation: holder.occupation ?? '',
    coverAbroad: provider ? 'yes' : 'no',
    provider: provider ? String(provider) : '',
    bankOfIrelandCustomer: holder.boi_customer,
    bankOfIrelandHomeInsurancePolicy: holder.has_boi_house_policy,
    promoCode: quote.promotion_code ?? '',
  };
}

/**
 * car-travel-payment.md 3: the start date is kept only while it is still to come (today or later,
 * as the form accepts it); the end date only for a single trip.
 */
function yourTripOf(quote: TravelQuotePayload, today: Date): YourTripValues {
  const cover = quote.cover_details;
  const start = parseIsoDate(cover.start_date);
  const startToCome = start !== undefined && compareDates(start, calendarDateOf(today)) >= 0;
  const single = cover.trip_type === TRIP_TYPES.single;
  const partner = quote.additional_holder_details[0];
  const children = quote.policy_holder_details.number_of_children;
  return {
    tripType: String(cover.trip_type) as YourTripValues['tripType'],
    travelFromDate: startToCome ? dateText(cover.start_date) : '',
    travelToDate: single ? dateText(cover.end_date) : '',
    destinationZone: String(cover.destination_zone_id) as YourTripValues['destinationZone'],
    destinationCountry: single ? (cover.destination_country ?? '') : '',
    insuredPerson: String(cover.insured_person_type) as YourTripValues['insuredPerson'],
    numOfChildren: children > 0 ? String(children) : '',
    partnerFirstName: partner?.first_name ?? '',
    partnerLastName: partner?.last_name ?? '',
    partnerDOB: dateText(partner?.date_of_birth),
  };
}

/** The extras' answers as chosen; the consents are given again for every quote. */
function yourCoverOf(quote: TravelQuotePayload): YourTravelCoverValues {
  const chosen = new Set<number>(quote.cover_details.addons_selected);
  const answers = Object.fromEntries(
    (Object.entries(COVER_EXTRA_FIELDS) as [CoverExtraField, TravelExtra][]).map(([field, id]) => [
      field,
      chosen.has(id),
    ]),
  ) as Record<CoverExtraField, boolean>;
  return {
    ...YOUR_TRAVEL_COVER_DEFAULTS,
    ...answers,
    excess: Object.values(COVER_EXTRA_FIELDS)
      .filter((id) => chosen.has(id))
      .sort((a, b) => a - b),
  };
}

/**
 * The cards prefilled from the latest saved travel quote. A bought quote (with a policy
 * reference) is not a quote any more: only About you is taken from it.
 */
export function travelQuoteToForms(saved: SavedTravelQuote, today: Date): TravelQuoteForms {
  const quote = saved.travel_quote;
  const aboutYou = aboutYouOf(quote);
  if (saved.policy_reference) return { ...TRAVEL_QUOTE_FORM_DEFAULTS, aboutYou };
  return { aboutYou, yourTrip: yourTripOf(quote, today), yourCover: yourCoverOf(quote) };
}

/**
 * The travel form as it is saved unfinished (PUT /profile/profile/tempQuote/TRAVEL, and on
 * sign-out): any of the three cards, each with any of its fields; anything else is dropped.
 */
export const savedTravelFormsSchema = z
  .object({
    aboutYou: personalAboutYouValuesSchema.partial(),
    yourTrip: yourTripValuesSchema.partial(),
    yourCover: yourTravelCoverValuesSchema.partial(),
  })
  .partial();
export type SavedTravelForms = z.infer<typeof savedTravelFormsSchema>;
