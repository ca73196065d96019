/**
 * Car in API tests: the example car form of the domain (Niamh O'Sullivan's 2019 Corolla in Cork,
 * her husband named with 3 penalty points, asked for on EXAMPLE_CAR_TODAY) as the app sends it,
 * the worked example of docs/car-rating.md as a payload, a priced quote, a card authorised on
 * car's merchant account and bind payloads (a card payment, or a card deposit and 10 direct
 * debits collected on the start date's day).
 */
import type { FastifyInstance } from 'fastify';
import {
  CARD_ACCOUNT_IDS,
  MARKETING_CONSENT_DEFAULTS,
  PAYMENT_TYPES,
  formatIsoDate,
  calendarDateOf,
  carQuoteResponseSchema,
  penaltyDetailsOfQuote,
  toCarBindRequest,
  toCarQuoteRequest,
  type CarBindRequest,
  type CarCoverLevel,
  type CarLevelQuote,
  type CarQuoteRequest,
  type CarQuoteResponse,
} from '@wallet/domain';
// The example form is the domain's own test data, not part of the package's public entry.
import { EXAMPLE_CAR_FORMS, EXAMPLE_CAR_TERMS, EXAMPLE_CAR_TODAY } from '@wallet/domain/examples';
import { TEST_CARDS } from '../adapters/card-payments/test-cards.js';
import { authoriseCard } from './checkout-fixtures.js';

export { EXAMPLE_CAR_TODAY };

/** The example form's body of POST /motor/motor_quotes, changed by the test. */
export function carQuoteRequest(
  change: (request: CarQuoteRequest) => void = () => {},
): CarQuoteRequest {
  const request = structuredClone(toCarQuoteRequest(EXAMPLE_CAR_FORMS, EXAMPLE_CAR_TERMS));
  change(request);
  return request;
}

/** The day the worked example of docs/car-rating.md is asked for: before its start, 14/03/2025. */
export const WORKED_EXAMPLE_TODAY = new Date(2025, 2, 3, 10, 0);

/**
 * docs/car-rating.md section 7 as the app would send it: Niamh (born 20/07/1986) insures her car
 * comprehensively from 14 March 2025, with Cian and Aoife named, a closed own-damage claim and a
 * windscreen claim, 5 years' no-claims bonus, a bank customer with a home policy, Personal
 * Protection Plus chosen while looking at Prestige (NCD protection is not offered with 2 years
 * left after the step-back, and the server refuses it). Only the car's ABI group
 * (18) and value (€22,000) price it, so the car is the catalogue's 2021 group-18 car, found by a
 * manual search: a Nissan Qashqai (the catalogue's 2021 Golf is in another group).
 */
export function workedExampleRequest(
  change: (request: CarQuoteRequest) => void = () => {},
): CarQuoteRequest {
  return carQuoteRequest((request) => {
    const quote = request.motor_quote;
    const driver = quote.main_driver;
    Object.assign(driver, {
      first_name: 'Niamh',
      last_name: 'Byrne',
      date_of_birth: '1986-07-20',
      employment_status: 'EMPLOYED',
      occupation: 'ACC',
      license_type: 'FULL_IRISH',
      license_years: 12,
      driving_test: true,
      driving_experience: 'IRELAND_OR_UK',
      boi_customer: true,
      has_boi_house_policy: true,
      ncb_year_on_other_policy: 5,
      claims: [
        { claim_type: 'DAMAGE_TO_YOUR_CAR_ONLY', claim_status: 'CLOSED', claim_amount: 2_400 },
        { claim_type: 'WINDSCREEN_ONLY', claim_status: 'CLOSED', claim_amount: 350 },
      ],
      penalty_details: [
        {
          driver_order: 1,
          offence: 'EXCEEDING_SPEED_LIMIT',
          penalty_order: 1,
          penalty_points: 3,
        },
      ],
    });
    Object.assign(quote.cover_details, {
      start_date: '2025-03-14',
      type: 'COMPREHENSIVE',
      product_selected: 'prestige',
      driving_exp_type: '1-X',
      optional_extras: ['personalProtectionPlus'],
      vehicle_details: {
        abi_code: '29030200',
        make: 'Nissan',
        model: 'Qashqai',
        year: 2021,
        version: '1.3 DIG-T Mild Hybrid SV 5dr',
        fuel: 'HYBRID',
        cc: 1332,
        risk: 18,
        value: 22_000,
        use: 'PERSONAL_ONLY',
        km_per_year: 'ABOVE_AVERAGE',
        years_owned_vehicle: 'UP_TO_3_YEARS',
      },
    });
    quote.additional_drivers = [
      {
        driver_order: 2,
        title: 'MR',
        first_name: 'Cian',
        last_name: 'Byrne',
        date_of_birth: '1985-11-02',
        employment_status: 'EMPLOYED',
        occupation: 'TEA',
        license_type: 'FULL_IRISH',
        driving_experience: 'IRELAND_OR_UK',
        license_years: 15,
        relationship_to_proposer: 'SPOUSE',
        penalty_details: [],
      },
      {
        driver_order: 3,
        title: 'MISS',
        first_name: 'Aoife',
        last_name: 'Byrne',
        date_of_birth: '2005-09-30',
        employment_status: 'STUDENT',
        occupation: 'SDA',
        license_type: 'PROVISIONAL_IRISH',
        driving_experience: 'IRELAND_OR_UK',
        license_years: 1,
        relationship_to_proposer: 'CHILD',
        penalty_details: [],
      },
    ];
    change(request);
  });
}

export const quoteCar = (
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: CarQuoteRequest = carQuoteRequest(),
) => app.inject({ method: 'POST', url: '/api/motor/motor_quotes', headers, payload });

export interface PricedCarQuote {
  quoteReference: string;
  answer: CarQuoteResponse;
  request: CarQuoteRequest;
}

/** A car quote both levels of which were priced. */
export async function priceCarQuote(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: CarQuoteRequest = carQuoteRequest(),
): Promise<PricedCarQuote> {
  const response = await quoteCar(app, headers, payload);
  if (response.statusCode !== 200) throw new Error(`car quote failed: ${response.body}`);
  const answer = carQuoteResponseSchema.parse(response.json());
  if (answer.response !== 'SUCCESS')
    throw new Error(`the car quote was not priced: ${response.body}`);
  return { quoteReference: answer.quote_reference, answer, request: payload };
}

/** A level of a priced answer, which is there. */
export function levelOf(answer: CarQuoteResponse, level: CarCoverLevel): CarLevelQuote {
  const quoted = answer[level];
  if (!quoted) throw new Error(`${level} was not priced`);
  return quoted;
}

/** Euro as the answers state them, in cents. */
export const centsOf = (euro: number) => Math.round(euro * 100);

/** A token authorised on car's merchant account for this amount. */
export const authoriseCarCard = (
  app: FastifyInstance,
  amountCents: number,
  cardNumber: string = TEST_CARDS.visaSuccess.number,
) => authoriseCard(app, amountCents, cardNumber, CARD_ACCOUNT_IDS.MOTOR);

export const CAR_TEST_IBAN = 'IE29 AIBK 9311 5212 3456 78';
export const CAR_TEST_BIC = 'AIBKIE2D';

/** The day of the month a quote's cover starts on: a car direct debit is collected that day. */
export const startDayOf = (quote: PricedCarQuote) =>
  Number(quote.request.motor_quote.cover_details.start_date.slice(8, 10));

/** A bind of a level by card: the single payment. */
export function carCardBind(
  quote: PricedCarQuote,
  level: CarCoverLevel,
  token: string,
  today: Date,
): CarBindRequest {
  const priced = levelOf(quote.answer, level);
  return toCarBindRequest({
    quoteReference: quote.quoteReference,
    premiumId: priced.premium_id,
    paymentType: PAYMENT_TYPES.card,
    cardToken: token,
    cardBrand: 'VISA',
    purchaser: 'Niamh Sullivan',
    paymentDate: formatIsoDate(calendarDateOf(today)),
    priceEuro: priced.total_amount,
    penaltyDetails: penaltyDetailsOfQuote(quote.request.motor_quote),
    disqualified: quote.request.motor_quote.cover_details.disqualified,
    marketing: { ...MARKETING_CONSENT_DEFAULTS, consent: true, email: true },
  });
}

/** A monthly bind of a level: the deposit by the card of this token, then 10 direct debits. */
export function carMonthlyBind(
  quote: PricedCarQuote,
  level: CarCoverLevel,
  depositToken: string,
  today: Date,
): CarBindRequest {
  const priced = levelOf(quote.answer, level);
  return toCarBindRequest({
    quoteReference: quote.quoteReference,
    premiumId: priced.premium_id,
    paymentType: PAYMENT_TYPES.directDebit,
    cardToken: depositToken,
    cardBrand: 'VISA',
    purchaser: 'Niamh Sullivan',
    paymentDate: formatIsoDate(calendarDateOf(today)),
    priceEuro: priced.premium_details.total_if_paid_by_installment,
    directDebit: {
      iban: CAR_TEST_IBAN,
      bic: CAR_TEST_BIC,
      collectionDay: startDayOf(quote),
      instalmentEuro: priced.direct_debit_amount,
    },
    penaltyDetails: penaltyDetailsOfQuote(quote.request.motor_quote),
    disqualified: quote.request.motor_quote.cover_details.disqualified,
    marketing: MARKETING_CONSENT_DEFAULTS,
  });
}
