import {
  CAR_TERMS_DEFAULTS,
  type CarQuoteForms,
  type SavedCarQuote,
  type VehicleDetails,
  toCarQuoteRequest,
  withAllQuestionsYes,
} from '@wallet/domain';
import { EXAMPLE_CAR_FORMS } from '@wallet/domain/examples';
import { answerAlso, type AnsweredRoute } from '../../../test/answer-also';
import { CAR_JOURNEY_KEY, type CarJourney } from '../journey/car-journey';

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

/** The lookup's answer for 191-C-4521: a 2019 Toyota Corolla hybrid. */
export const COROLLA: VehicleDetails = {
  make: 'Toyota',
  model: 'Corolla',
  year_manufacture: 2019,
  fuel_type: 'HYBRID',
  engine_cc: 1798,
  version: '1.8 Hybrid Luna 5dr Auto',
  risk: 14,
  abi_code: '32120401',
};

/**
 * A teacher in Cork insuring her 2019 Toyota Corolla from ten days' time, with her husband as a
 * named driver who has 3 penalty points: every card complete.
 */
export function niamhsCorolla(): CarQuoteForms {
  const forms = structuredClone(EXAMPLE_CAR_FORMS);
  return {
    aboutYou: { ...forms.aboutYou, phoneNo: '0877654321' },
    yourCar: { ...forms.yourCar, carReg: '191-C-4521', carABICode: COROLLA.abi_code },
    yourCover: { ...forms.yourCover, policyStart: inDays(10) },
  };
}

export function storeCarJourney(journey: Partial<CarJourney>) {
  sessionStorage.setItem(
    CAR_JOURNEY_KEY,
    JSON.stringify({
      cardsOpened: { aboutYou: false, yourCar: false, yourCover: false },
      ...journey,
    }),
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers the car calls the shared in-test API does not know (and any other `routes`): no latest
 * quote, no saved answers, the registration lookup of 191-C-4521 and a small catalogue.
 */
export function answerCarCalls(routes: Record<string, AnsweredRoute> = {}) {
  return answerAlso({
    'GET /api/motor/quote_parameters': () => json(200, { last_start_date: null }),
    'GET /api/motor/motor_quotes/latest': () => json(404, { message: 'None' }),
    'GET /api/profile/profile/tempQuote/MOTOR': () => json(404, { message: 'None' }),
    'GET /api/motor/resources/vehicle/lookup': (url) => {
      const registration = url.searchParams.get('registrationNumber');
      return registration === '191-C-4521'
        ? json(200, COROLLA)
        : json(404, { message: 'Not found' });
    },
    'GET /api/motor/resources/vehicle/makes': () => json(200, { makes: ['Ford', 'Toyota'] }),
    'GET /api/motor/resources/vehicle/models': (url) =>
      json(200, {
        make: url.searchParams.get('make'),
        models: [{ model: 'Corolla', first_year: 2017, last_year: 2020 }],
      }),
    'GET /api/motor/resources/vehicle/versions': () =>
      json(200, {
        versions: [
          COROLLA,
          {
            ...COROLLA,
            version: '1.2 Turbo Luna 5dr',
            fuel_type: 'PETROL',
            engine_cc: 1197,
            risk: 12,
            abi_code: '32120402',
          },
        ],
      }),
    ...routes,
  });
}

/** A saved car quote as GET /motor/motor_quotes/latest answers it, made from `forms`. */
export function savedCarQuote(
  forms: CarQuoteForms,
  overrides: Partial<SavedCarQuote> = {},
): SavedCarQuote {
  const terms = { ...withAllQuestionsYes(CAR_TERMS_DEFAULTS), acceptedTermsAndConditions: true };
  return {
    quote_reference: 'MQ-100',
    policy_reference: null,
    motor_quote: toCarQuoteRequest(forms, terms).motor_quote,
    ...overrides,
  };
}
