import { MARKETING_CONSENT_DEFAULTS, renewalBindRequestSchema } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRenewalAnswers } from '../../lib/checkout/renewal-payment';
import { saveBindRequest } from '../../lib/checkout/checkout-storage';
import { boundProductOf, homeRenewal, type BindInput } from './checkout-products';
import {
  HOME_DETAILS,
  HOME_QUOTE,
  bindAnswer,
  cardBindRequest,
} from '../../features/checkout/test/fixtures';

const ANSWERS = {
  claims_condition_one: true,
  claims_condition_two: true,
  accepted_terms_and_conditions: true,
  auto_renewal: false,
};

/** The renewal's quote as its summary stored it, paid by card. */
function renewalCardInput(details: Record<string, unknown>): BindInput {
  return {
    quote: { ...HOME_QUOTE, quoteReference: 'HQ-REN-1-RSA', details },
    form: { kind: 'card', paymentFrequency: '1', nameOnCard: 'Aoife Murphy' },
    card: { token: 'tok_1', brand: 'VISA', last4: '4242' },
    consent: MARKETING_CONSENT_DEFAULTS,
    customerName: 'Aoife Murphy',
    today: '2026-06-01',
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the home renewal in the checkout registry', () => {
  it("binds home's payload for the chosen quote with the renewal questions' answers", () => {
    const request = homeRenewal.bindRequest(
      renewalCardInput(withRenewalAnswers({ ...HOME_DETAILS }, ANSWERS)),
    );
    expect(renewalBindRequestSchema.safeParse(request).success).toBe(true);
    expect(request.renewal_answers).toEqual(ANSWERS);
    expect(request.payment_details).toMatchObject({
      quote_reference: 'HQ-REN-1-RSA',
      product_selected: 'RSA-HOME',
      total_premium: 480.5,
      payment_type: 'CARD_PAYMENT',
    });
  });

  it('refuses to bind a renewal whose answers were not handed over', () => {
    expect(() => homeRenewal.bindRequest(renewalCardInput({ ...HOME_DETAILS }))).toThrow(
      /renewal questions/,
    );
  });

  it('shows the renewal steps, its own payment page, and sends the bind to the renewal route', async () => {
    expect(homeRenewal.progressSteps).toEqual(['Your Renewal', 'Your Summary', 'Payment']);
    expect(homeRenewal.paymentPath).toBe('/wallet/renewal/makePayment/home');
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        paths.push(new URL(String(input), 'http://localhost').pathname);
        return new Response(JSON.stringify(bindAnswer()), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    await homeRenewal.bindCalls.bind({ ...cardBindRequest(), renewal_answers: ANSWERS });
    await homeRenewal.bindCalls.status({ quote_reference: 'HQ-REN-1-RSA', user_email: 'a@b.ie' });
    expect(paths).toEqual([
      '/api/home/applied_home_renewal/bind',
      '/api/home/applied_home_quotes/bind_status',
    ]);
  });

  it("the thank-you page's product is the renewal only for a renewal's bind", () => {
    saveBindRequest('HOME', cardBindRequest());
    expect(boundProductOf('home')?.paymentPath).toBeUndefined();
    saveBindRequest('HOME', { ...cardBindRequest(), renewal_answers: ANSWERS });
    expect(boundProductOf('home')).toBe(homeRenewal);
    expect(boundProductOf('travel')?.type).toBe('travel');
  });
});
