import type {
  CarCheckoutDetails,
  HomeBindRequest,
  BindResponse,
  HomeCheckoutDetails,
} from '@wallet/domain';
import type { BindInput } from '../../../lib/checkout/checkout-product';
import { saveQuotePayment, type QuotePayment } from '../../../lib/checkout/quote-payment';

/** The home quote the view-quote page hands over on Proceed. */
export const HOME_QUOTE: QuotePayment = {
  product: 'HOME',
  quoteReference: 'HQ-1001',
  schemeCode: 'RSA-HOME',
  insurer: 'RSA',
  priceCents: 48_050,
  startDate: '2026-06-01',
};

/** What the home view-quote page says of the quote for the summary before Buy. */
export const HOME_DETAILS: HomeCheckoutDetails = {
  insurer: 'RSA',
  addressLines: ['12 Wellington Road', 'Cork', 'T12 X2Y3'],
  coverType: 'ownLive',
  buildingsEur: 300_000,
  contentsEur: 40_000,
  unspecifiedItemsEur: 0,
  specifiedItems: [],
  excessCode: '3',
  extras: [
    { code: 'ContentsAD', amountEur: 31.5, selected: false },
    { code: 'HomeEmergencyAssist', amountEur: 45, selected: true },
  ],
  endDate: '2027-05-31',
};

export function storeHomeQuote(overrides: Partial<QuotePayment> = {}): QuotePayment {
  const quote = { ...HOME_QUOTE, ...overrides };
  saveQuotePayment(quote);
  return quote;
}

/** A card bind as the payment page stores it. */
export function cardBindRequest(): HomeBindRequest {
  return {
    payment_details: {
      status: 'PAID',
      purchaser: 'Aoife Murphy',
      payment_type: 'CARD_PAYMENT',
      quote_reference: 'HQ-1001',
      payment_date: '2026-05-20',
      card_type: 'VISA',
      payment_id: 'tok_123',
      product_selected: 'RSA-HOME',
      total_premium: 480.5,
    },
    marketing_consent: false,
    marketings: {
      email_consent: false,
      post_consent: false,
      mobile_sms_consent: false,
      phone_consent: false,
    },
    analyse_transactions: false,
  };
}

export function bindAnswer(overrides: Partial<BindResponse> = {}): BindResponse {
  return {
    quote_reference: 'HQ-1001',
    reference_number: 'HQ-1001',
    bind_status: 'COMPLETED',
    error: false,
    error_code: null,
    error_message: null,
    policy_creation_response_model: {
      policy_id: 'pol-7',
      reference_number: 'HREF-777',
      policy_number: 'HP-0007',
    },
    ...overrides,
  };
}

export const inProgress = (): BindResponse =>
  bindAnswer({ bind_status: 'IN_PROGRESS', policy_creation_response_model: null });

export const failed = (code: string, message = 'It failed'): BindResponse =>
  bindAnswer({
    bind_status: 'FAILED',
    error: true,
    error_code: code,
    error_message: message,
    policy_creation_response_model: null,
  });

/** The travel quote the declaration hands over once confirmed. */
export const TRAVEL_QUOTE: QuotePayment = {
  product: 'TRAVEL',
  quoteReference: 'TQ-100',
  schemeCode: 'SingleTrip',
  insurer: 'CHUBB',
  priceCents: 6_848,
  startDate: '2027-01-09',
  details: {
    premiumId: 'TQ-100:SingleTrip:1',
    quoteName: 'SingleTrip',
    tripType: 1,
    destinationZone: 1,
    destinationCountry: 'Austria',
    endDate: '2027-01-16',
    coverDays: 8,
    extras: [1],
    insuredPerson: 3,
    numberOfChildren: 2,
    declarationConfirmed: true,
  },
};

export function storeTravelQuote(overrides: Partial<QuotePayment> = {}): QuotePayment {
  const quote = { ...TRAVEL_QUOTE, ...overrides };
  saveQuotePayment(quote);
  return quote;
}

/** What the payment page knows when a travel customer presses Buy with a card. */
export function travelBindInput(): BindInput {
  return {
    quote: TRAVEL_QUOTE,
    form: { kind: 'card', paymentFrequency: '1', nameOnCard: 'Aoife Murphy' },
    card: { token: 'tok_travel', brand: 'VISA', last4: '3220' },
    consent: {
      consent: true,
      email: true,
      phone: false,
      text: false,
      post: false,
      analyzeTransaction: false,
      selectAll: false,
    },
    customerName: 'Aoife Murphy',
    today: '2026-12-01',
  };
}

/**
 * What the car view quote hands over for Popular, comprehensive, as docs/car-rating.md's worked
 * example prices it: €1,748.39 once, or €1,835.81 paid by instalment (a deposit of €305.98, then
 * 9 of €152.99 and a last of €152.92).
 */
export const CAR_DETAILS: CarCheckoutDetails = {
  premiumId: 'MQ-100:popular:1',
  coverLevel: 'popular',
  coverType: 'COMPREHENSIVE',
  offeredExtras: ['personalProtectionPlus', 'additionalBenefitsPlus'],
  extras: ['personalProtectionPlus'],
  totalIfPaidByInstalmentCents: 183_581,
  car: {
    registration: '191-C-4521',
    make: 'Toyota',
    model: 'Corolla',
    year: 2019,
    version: '1.8 Hybrid Luna 5dr Auto',
  },
  drivers: [{ name: "Niamh O'Sullivan" }, { name: "Conor O'Sullivan", relationship: 'SPOUSE' }],
  penaltyDetails: [
    { driver_order: 2, offence: 'EXCEEDING_SPEED_LIMIT', penalty_order: 1, penalty_points: 3 },
  ],
  disqualified: false,
};

/** The car quote the view quote hands over on Proceed: the policy starts on the 5th. */
export const CAR_QUOTE: QuotePayment = {
  product: 'MOTOR',
  quoteReference: 'MQ-100',
  schemeCode: 'MQ-100:popular:1',
  insurer: 'RSA',
  priceCents: 174_839,
  startDate: '2026-12-05',
  details: CAR_DETAILS,
};

export function storeCarQuote(overrides: Partial<QuotePayment> = {}): QuotePayment {
  const quote = { ...CAR_QUOTE, ...overrides };
  saveQuotePayment(quote);
  return quote;
}

/** What the payment page knows when a car customer presses Buy with a card. */
export function carBindInput(overrides: Partial<BindInput> = {}): BindInput {
  return {
    quote: CAR_QUOTE,
    form: { kind: 'card', paymentFrequency: '1', nameOnCard: "Niamh O'Sullivan" },
    card: { token: 'tok_car', brand: 'MASTERCARD', last4: '4444' },
    consent: {
      consent: false,
      email: false,
      phone: false,
      text: false,
      post: false,
      analyzeTransaction: false,
      selectAll: false,
    },
    customerName: "Niamh O'Sullivan",
    today: '2026-11-25',
    ...overrides,
  };
}
