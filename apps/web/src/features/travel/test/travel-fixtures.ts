import {
  DESTINATION_ZONE_IDS,
  DESTINATION_ZONE_LABELS,
  TRAVEL_DECLARATION,
  TRAVEL_QUOTE_FORM_DEFAULTS,
  TRIP_TYPE_IDS,
  TRIP_TYPE_LABELS,
  destinationCountryList,
  type TravelQuoteForms,
  type TravelQuoteOffer,
  type TravelQuoteParameters,
  type TravelQuoteResponse,
} from '@wallet/domain';
import { vi } from 'vitest';
import { TRAVEL_JOURNEY_KEY, type TravelJourney } from '../journey/travel-journey';

/** A day counted from today, as the forms show it (DD/MM/YYYY) or as the API states it. */
export function inDays(days: number, format: 'display' | 'iso' = 'display'): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return format === 'iso'
    ? `${date.getFullYear()}-${mm}-${dd}`
    : `${dd}/${mm}/${date.getFullYear()}`;
}

/** A birthday `years` years ago today. */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getFullYear() - years}`;
}

/** A family's week of skiing in Austria, a month from now: every card complete. */
export function familySkiTrip(): TravelQuoteForms {
  return {
    aboutYou: {
      ...TRAVEL_QUOTE_FORM_DEFAULTS.aboutYou,
      title: 'MRS',
      firstName: 'Aoife',
      lastName: "O'Brien",
      gender: 'FEMALE',
      dob: bornYearsAgo(41),
      address: {
        displayAddress: '12 Grove Park, Rathmines, Dublin 6',
        addressLine1: '12 Grove Park',
        addressLine2: 'Rathmines',
        addressLine3: '',
        town: 'Dublin 6',
        county: 'Dublin',
        eircode: 'D06 X2Y3',
        addressChosen: true,
      },
      isThisYourPostalAddress: true,
      phoneNo: '0871234567',
      email: 'aoife@example.ie',
      employmentStatus: 'EMP',
      mainOccupation: 'TEA',
      coverAbroad: 'no',
      bankOfIrelandCustomer: true,
      bankOfIrelandHomeInsurancePolicy: false,
    },
    yourTrip: {
      ...TRAVEL_QUOTE_FORM_DEFAULTS.yourTrip,
      tripType: '1',
      travelFromDate: inDays(30),
      travelToDate: inDays(37),
      destinationZone: '1',
      destinationCountry: 'Austria',
      insuredPerson: '3',
      numOfChildren: '2',
      partnerFirstName: 'Cian',
      partnerLastName: 'Murphy',
      partnerDOB: bornYearsAgo(43),
    },
    yourCover: {
      ...TRAVEL_QUOTE_FORM_DEFAULTS.yourCover,
      excess: [1],
      winterSportsExcess: true,
      carHireExcess: false,
      businessExpenseExcess: false,
      dataProtectionConsent: true,
      chubbTOBConsent: true,
    },
  };
}

/** GET /travel/quote_parameters as the API answers it. */
export function quoteParameters(): TravelQuoteParameters {
  return {
    trip_types: TRIP_TYPE_IDS.map((id) => ({
      id,
      name: TRIP_TYPE_LABELS[id],
      destination_zones: DESTINATION_ZONE_IDS.map((zone) => ({
        id: zone,
        value: DESTINATION_ZONE_LABELS[zone],
      })),
    })),
    destination_country_list: destinationCountryList(),
  };
}

export function singleTripOffer(overrides: Partial<TravelQuoteOffer> = {}): TravelQuoteOffer {
  return {
    name: 'SingleTrip',
    premium_id: 'TQ-100:SingleTrip:1',
    declaration: TRAVEL_DECLARATION,
    breakdown: {
      policy_premium: 64.27,
      total_payable: 68.48,
      winter_sports: 24.05,
      car_hire_excess: 0,
      total_bank_discount_percentage: 10,
      business: 0,
      message: 'Includes the 5% government levy and the €1 stamp duty.',
      government_levy: 3.21,
      stamp_duty: 1,
    },
    trip_type: 1,
    start_date: inDays(30, 'iso'),
    end_date: inDays(37, 'iso'),
    cover_days: 8,
    destination_zone_id: 1,
    ...overrides,
  };
}

export function multiTripOffer(overrides: Partial<TravelQuoteOffer> = {}): TravelQuoteOffer {
  return singleTripOffer({
    name: 'AnnualMultiTrip',
    premium_id: 'TQ-100:AnnualMultiTrip:2',
    breakdown: { ...singleTripOffer().breakdown, policy_premium: 182.41, total_payable: 192.53 },
    trip_type: 2,
    start_date: inDays(30, 'iso'),
    end_date: inDays(394, 'iso'),
    cover_days: 365,
    ...overrides,
  });
}

export function quoteResponse(overrides: Partial<TravelQuoteResponse> = {}): TravelQuoteResponse {
  const offer = overrides.quotes?.[0] ?? singleTripOffer();
  return {
    response: 'SUCCESS',
    error: false,
    quote_reference: 'TQ-100',
    quote_timestamp: new Date().toISOString(),
    start_date: offer.start_date,
    insurer: 'CHUBB',
    cover_premium: offer.breakdown.total_payable,
    premium_details: [
      {
        id: 'TRAVELLERS',
        updated_date: '',
        item_name: 'Travellers',
        sequence: 1,
        amount: 48.1,
        percentage: null,
        product_variant: offer.name,
      },
      {
        id: 'TOTAL',
        updated_date: '',
        item_name: 'Total payable',
        sequence: 2,
        amount: offer.breakdown.total_payable,
        percentage: null,
        product_variant: offer.name,
      },
    ],
    acceptance_notifications: [],
    quotes: [offer],
    valid_until: inDays(14, 'iso'),
    ...overrides,
  };
}

/** A quote the insurer declined (or referred): no price, the rule it broke. */
export function declinedResponse(type: 'DECLINE' | 'REFERRAL' = 'DECLINE'): TravelQuoteResponse {
  return quoteResponse({
    response: 'FAILURE',
    error: true,
    error_code: 'ACCEPTANCE_CRITERIA',
    quotes: [],
    premium_details: [],
    acceptance_notifications: [
      {
        id: 'TRAVELLER_AGE_LIMIT',
        updated_date: '',
        description: 'Anyone insured is older than 85',
        notification_type: type,
        overidden: false,
      },
    ],
  });
}

/** Puts a travel journey in session storage, as an earlier visit of the tab left it. */
export function storeTravelJourney(journey: Partial<TravelJourney>) {
  sessionStorage.setItem(
    TRAVEL_JOURNEY_KEY,
    JSON.stringify({
      cardsOpened: { aboutYou: false, yourTrip: false, yourCover: false },
      ...journey,
    }),
  );
}

type Answer = { status: number; body?: unknown };
type Route = (url: URL, body: unknown) => Answer | Promise<Answer>;

/**
 * Answers the travel calls (and any other `routes`) the shared in-test API does not know,
 * passing the rest through; records each call it answered.
 */
export function answerTravelCalls(routes: Record<string, Route> = {}) {
  const all: Record<string, Route> = {
    'GET /api/travel/quote_parameters': () => ({ status: 200, body: quoteParameters() }),
    'GET /api/travel/travel_quotes/latest': () => ({ status: 404, body: { message: 'None' } }),
    'GET /api/profile/profile/tempQuote/TRAVEL': () => ({ status: 404, body: { message: 'None' } }),
    'POST /api/travel/travel_quotes': () => ({ status: 200, body: quoteResponse() }),
    ...routes,
  };
  const inner = globalThis.fetch;
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const route = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
      const handler = all[route];
      if (!handler) return inner(input, init);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ route: `${route}${url.search}`, body });
      const answer = await handler(url, body);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
