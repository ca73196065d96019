import { PAYMENT_FREQUENCIES_BY_PRODUCT, policyTypeOf, type ProductType } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_PRODUCTS, checkoutProductOf, type CheckoutProduct } from './products';
import { HOME_QUOTE, bindAnswer, cardBindRequest } from './test/fixtures';

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
  it('sells home through the checkout, and nothing it has no entry for', () => {
    expect(checkoutProductOf('home')).toBe(CHECKOUT_PRODUCTS.home);
    expect(checkoutProductOf('car')).toBeNull();
    expect(checkoutProductOf('travel')).toBeNull();
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
});
