import {
  PAYMENT_FREQUENCIES_BY_PRODUCT,
  carBindRequestSchema,
  policyTypeOf,
  travelBindRequestSchema,
  type ProductType,
} from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_PRODUCTS, checkoutProductOf, type CheckoutProduct } from './checkout-products';
import { saveBindRequest } from '../../lib/checkout/checkout-storage';
import {
  CAR_QUOTE,
  HOME_QUOTE,
  bindAnswer,
  carBindInput,
  cardBindRequest,
  travelBindInput,
} from '../../features/checkout/test/fixtures';

const entries = Object.entries(CHECKOUT_PRODUCTS) as [ProductType, CheckoutProduct][];

/** Answers every call with `body` and records where it went. */
function answerWith(body: unknown) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        path: new URL(String(input), 'http://localhost').pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('checkout product registry', () => {
  it('sells home, car and travel through the checkout, and nothing it has no entry for', () => {
    expect(checkoutProductOf('home')).toBe(CHECKOUT_PRODUCTS.home);
    expect(checkoutProductOf('travel')).toBe(CHECKOUT_PRODUCTS.travel);
    expect(checkoutProductOf('car')).toBe(CHECKOUT_PRODUCTS.car);
    expect(checkoutProductOf('boat')).toBeNull();
    expect(checkoutProductOf(undefined)).toBeNull();
  });

  it.each(entries)('%s: is filed under its route type and policy type', (type, product) => {
    expect(product.type).toBe(type);
    expect(product.policyType).toBe(policyTypeOf(type));
    expect(product.paymentFrequencies).toEqual(PAYMENT_FREQUENCIES_BY_PRODUCT[product.policyType]);
    expect(product.progressSteps.at(-1)).toBe('Payment');
    expect(product.bindStatusPollMs).toBeGreaterThan(0);
  });

  it.each(entries)('%s: supplies its bind, bind-upload and bind-status calls', (_, product) => {
    expect(product.bindCalls.bind).toBeTypeOf('function');
    expect(product.bindCalls.upload).toBeTypeOf('function');
    expect(product.bindCalls.status).toBeTypeOf('function');
  });

  it('home: the calls go to the home bind paths and answer the checked bind answer', async () => {
    const home = CHECKOUT_PRODUCTS.home!;
    const calls = answerWith(bindAnswer());
    const request = cardBindRequest();
    await expect(home.bindCalls.bind(request)).resolves.toEqual(bindAnswer());
    await expect(home.bindCalls.upload(request)).resolves.toEqual(bindAnswer());
    await expect(
      home.bindCalls.status({ quote_reference: 'HQ-1001', user_email: 'demo@wallet.test' }),
    ).resolves.toEqual(bindAnswer());
    expect(calls).toEqual([
      { path: '/api/home/applied_home_quotes/bind', body: request },
      { path: '/api/home/applied_home_quotes/bind_upload', body: request },
      {
        path: '/api/home/applied_home_quotes/bind_status',
        body: { quote_reference: 'HQ-1001', user_email: 'demo@wallet.test' },
      },
    ]);
  });

  it('home: a bind answer of another shape is a failed call', async () => {
    answerWith({ bind_status: 'SOMETHING' });
    await expect(CHECKOUT_PRODUCTS.home!.bindCalls.bind(cardBindRequest())).rejects.toThrow();
  });

  it('home: tells its stored request from left-over junk', () => {
    const home = CHECKOUT_PRODUCTS.home!;
    expect(home.quoteReferenceOf(cardBindRequest())).toBe('HQ-1001');
    expect(home.quoteReferenceOf({ payment_details: {} })).toBeNull();
    expect(home.quoteReferenceOf('HQ-1001')).toBeNull();
    expect(home.quoteReferenceOf(null)).toBeNull();
  });

  it('home: the bind carries the premium and the instalment in euro, from cents', () => {
    const home = CHECKOUT_PRODUCTS.home!;
    const request = home.bindRequest({
      quote: HOME_QUOTE,
      form: {
        kind: 'direct-debit',
        paymentFrequency: '12',
        bic: 'AIBKIE2D',
        iban: 'IE29AIBK93115212345678',
        collectionDay: 8,
      },
      card: null,
      consent: {
        consent: false,
        email: false,
        phone: false,
        text: false,
        post: false,
        analyzeTransaction: false,
        selectAll: false,
      },
      customerName: 'Aoife Murphy',
      today: '2026-05-20',
    }) as ReturnType<typeof cardBindRequest>;
    expect(request.payment_details.total_premium).toBe(480.5);
    expect(request.payment_details.direct_debit_amount).toBe(40.05);
  });

  it('travel: card only, the generic progress steps, the insurer by its name', () => {
    const travel = CHECKOUT_PRODUCTS.travel!;
    expect(travel.paymentFrequencies).toEqual(['1']);
    expect(travel.progressSteps).toEqual(['Your Details', 'Your Quote', 'Payment']);
    expect(travel.insurerName('CHUBB')).toBe('Chubb European Group SE');
  });

  it('travel: the wrapped bind names the quote, the premium shown, the declaration and the card token', () => {
    const request = CHECKOUT_PRODUCTS.travel!.bindRequest(travelBindInput());
    expect(request).toEqual({
      product: 'TRAVEL',
      version: '1.0',
      bind_policy: {
        quote_reference: 'TQ-100',
        declaration_consent: true,
        selected_premium_id: 'TQ-100:SingleTrip:1',
        payment_details: { payment_token: 'tok_travel', product_selected: 'SingleTrip' },
        marketing: {
          marketing_consent: true,
          marketings: {
            email_consent: true,
            post_consent: false,
            mobile_sms_consent: false,
            phone_consent: false,
          },
          analyse_transactions: false,
        },
      },
    });
    expect(travelBindRequestSchema.safeParse(request).success).toBe(true);
    expect(CHECKOUT_PRODUCTS.travel!.quoteReferenceOf(request)).toBe('TQ-100');
    expect(CHECKOUT_PRODUCTS.travel!.quoteReferenceOf(cardBindRequest())).toBeNull();
  });

  it('travel: no bind without the quote screen’s details or without a card', () => {
    const travel = CHECKOUT_PRODUCTS.travel!;
    const input = travelBindInput();
    expect(() =>
      travel.bindRequest({ ...input, quote: { ...input.quote, details: {} } }),
    ).toThrow();
    expect(() => travel.bindRequest({ ...input, card: null })).toThrow();
  });

  it('travel: binds at /travel/travel_quotes/bind; its status asks the same bind again', async () => {
    const travel = CHECKOUT_PRODUCTS.travel!;
    const request = travel.bindRequest(travelBindInput());
    const calls = answerWith(bindAnswer({ quote_reference: 'TQ-100' }));
    await travel.bindCalls.bind(request);
    await travel.bindCalls.upload(request);
    saveBindRequest('TRAVEL', request);
    await travel.bindCalls.status({ quote_reference: 'TQ-100', user_email: 'demo@wallet.test' });
    expect(calls).toEqual([
      { path: '/api/travel/travel_quotes/bind', body: request },
      { path: '/api/travel/travel_quotes/bind', body: request },
      { path: '/api/travel/travel_quotes/bind', body: request },
    ]);
    await expect(
      travel.bindCalls.status({ quote_reference: 'TQ-999', user_email: 'demo@wallet.test' }),
    ).rejects.toThrow();
    expect(calls).toHaveLength(3);
  });

  it('car: single or 10 monthly, the generic steps, RSA by its name', () => {
    const car = CHECKOUT_PRODUCTS.car!;
    expect(car.paymentFrequencies).toEqual(['1', '10']);
    expect(car.progressSteps).toEqual(['Your Details', 'Your Quote', 'Payment']);
    expect(car.insurerName('RSA')).toBe('RSA Insurance');
  });

  it('car: monthly is a deposit of two months by card, then 10 direct debits on the start day', () => {
    const monthly = CHECKOUT_PRODUCTS.car!.monthlyPayment(CAR_QUOTE);
    expect(monthly).toEqual({
      plan: {
        instalments: 10,
        instalmentCents: 15_299,
        lastInstalmentCents: 15_292,
        totalCents: 152_983,
      },
      inWords:
        'A deposit of €305.98 by card, then 9 monthly payments of €152.99 and a last payment of €152.92',
      totalCents: 183_581,
      // The charge for paying by instalments: the total less the annual premium.
      cost: { annualPremiumCents: 174_839, totalCents: 183_581, chargeCents: 8_742 },
      deposit: { depositCents: 30_598, collectionDay: 5 },
    });
    expect(CHECKOUT_PRODUCTS.car!.monthlyPayment({ ...CAR_QUOTE, details: {} })).toBeNull();
    // A record whose total is below its premium is no plan of it: monthly is not offered.
    expect(CHECKOUT_PRODUCTS.car!.monthlyPayment({ ...CAR_QUOTE, priceCents: 183_582 })).toBeNull();
  });

  it('home: monthly costs nothing more than the annual premium', () => {
    const monthly = CHECKOUT_PRODUCTS.home!.monthlyPayment({ ...CAR_QUOTE, priceCents: 30_280 });
    expect(monthly?.cost).toEqual({
      annualPremiumCents: 30_280,
      totalCents: 30_280,
      chargeCents: 0,
    });
  });

  it('car: a card bind pays the single payment with the card and declares the quote’s points', () => {
    const request = CHECKOUT_PRODUCTS.car!.bindRequest(carBindInput());
    expect(request).toEqual({
      payment_details: {
        payment_id: 'tok_car',
        payment_type: 'CARD_PAYMENT',
        purchaser: "Niamh O'Sullivan",
        card_type: 'MASTERCARD',
        quote_reference: 'MQ-100',
        payment_date: '2026-11-25',
        product_selected: 'MQ-100:popular:1',
        collection_day: null,
        installments_number: null,
        bank_identifier_code: null,
        international_bank_account_number: null,
        price: 1748.39,
        direct_debit_amount: null,
      },
      penalty_details: [
        { driver_order: 2, offence: 'EXCEEDING_SPEED_LIMIT', penalty_order: 1, penalty_points: 3 },
      ],
      disqualified: false,
      marketing_consent: false,
      marketings: {
        email_consent: false,
        post_consent: false,
        mobile_sms_consent: false,
        phone_consent: false,
      },
      analyse_transactions: false,
    });
    expect(carBindRequestSchema.safeParse(request).success).toBe(true);
    expect(CHECKOUT_PRODUCTS.car!.quoteReferenceOf(request)).toBe('MQ-100');
  });

  it('car: a monthly bind carries the deposit’s card token, the mandate and the plan', () => {
    const request = CHECKOUT_PRODUCTS.car!.bindRequest(
      carBindInput({
        form: {
          kind: 'direct-debit',
          paymentFrequency: '10',
          iban: 'IE29AIBK93115212345678',
          bic: 'AIBKIE2D',
          collectionDay: 5,
        },
        customerName: "Niamh O'Sullivan",
      }),
    );
    expect(request.payment_details).toEqual({
      payment_id: 'tok_car',
      payment_type: 'DIRECT_DEBIT_PAYMENT',
      purchaser: "Niamh O'Sullivan",
      card_type: 'DD',
      quote_reference: 'MQ-100',
      payment_date: '2026-11-25',
      product_selected: 'MQ-100:popular:1',
      collection_day: 5,
      installments_number: 10,
      bank_identifier_code: 'AIBKIE2D',
      international_bank_account_number: 'IE29AIBK93115212345678',
      price: 1835.81,
      direct_debit_amount: 152.99,
    });
    expect(carBindRequestSchema.safeParse(request).success).toBe(true);
  });

  it('car: no bind without the view quote’s details or without a card', () => {
    const car = CHECKOUT_PRODUCTS.car!;
    expect(() => car.bindRequest(carBindInput({ quote: { ...CAR_QUOTE, details: {} } }))).toThrow();
    expect(() => car.bindRequest(carBindInput({ card: null }))).toThrow();
  });

  it('car: binds at /motor/motor_quotes/bind; its status asks the same bind again', async () => {
    const car = CHECKOUT_PRODUCTS.car!;
    const request = car.bindRequest(carBindInput());
    const calls = answerWith(bindAnswer({ quote_reference: 'MQ-100' }));
    await car.bindCalls.bind(request);
    saveBindRequest('MOTOR', request);
    await car.bindCalls.status({ quote_reference: 'MQ-100', user_email: 'demo@wallet.test' });
    expect(calls).toEqual([
      { path: '/api/motor/motor_quotes/bind', body: request },
      { path: '/api/motor/motor_quotes/bind', body: request },
    ]);
    await expect(
      car.bindCalls.status({ quote_reference: 'MQ-999', user_email: 'demo@wallet.test' }),
    ).rejects.toThrow();
  });
});
