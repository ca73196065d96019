import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_MESSAGES, MARKETING_CONSENT_DEFAULTS } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderRoute, type RecordedCall } from '../../test/render-route';
import {
  readBindRequest,
  saveBindRequest,
  saveMarketingConsent,
} from '../../lib/checkout/checkout-storage';
import { MakePaymentPage } from '../../features/checkout/payment/payment-page';
import { CHECKOUT_PRODUCTS } from './checkout-products';
import { playCardFrame } from '../../features/checkout/test/card-frame';
import {
  bindAnswer,
  failed,
  storeTravelQuote,
  travelBindInput,
} from '../../features/checkout/test/fixtures';
import { PaymentThankYouPage } from '../../features/checkout/thank-you/payment-thank-you-page';

const travel = CHECKOUT_PRODUCTS.travel!;
const BIND = '/api/travel/travel_quotes/bind';

describe('travel checkout', () => {
  it('pays by card only, charging the quote total to the travel account', async () => {
    const quote = storeTravelQuote();
    saveMarketingConsent('TRAVEL', { ...MARKETING_CONSENT_DEFAULTS, consent: true, email: true });
    renderRoute(
      '/wallet/makePayment/travel',
      '/wallet/makePayment/:type?',
      <MakePaymentPage product={travel} customerName="Aoife Murphy" />,
    );
    expect(screen.getByText('Insurer').nextSibling).toHaveTextContent('Chubb European Group SE');
    expect(screen.getByText('Quote reference').nextSibling).toHaveTextContent('TQ-100');
    // car-travel-payment.md 9: travel single '1' only; no direct debit.
    expect(screen.getByText('Total premium').nextSibling).toHaveTextContent('€68.48');
    // What is bought, before Buy: the trip and the cover, and the documents to read first.
    expect(screen.getByRole('heading', { name: 'Your trip' })).toBeInTheDocument();
    expect(screen.getByText('Who is insured').nextSibling).toHaveTextContent(
      'You and family (2 children)',
    );
    expect(screen.getByText('Winter sports').nextSibling).toHaveTextContent('Included');
    expect(
      screen.getByRole('link', { name: 'Schedule of Benefits (PDF, opens in a new tab)' }),
    ).toHaveAttribute('href', '/api/travel/insurer_documents/benefits_schedule');
    expect(
      screen.getByRole('link', {
        name: 'Insurance Product Information Document (PDF, opens in a new tab)',
      }),
    ).toHaveAttribute('href', '/api/travel/insurer_documents/product_information');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Pay by card €68.48' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /direct debit/ })).toBeNull();
    const frame = await playCardFrame();
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Aoife Murphy');
    await userEvent.tab();
    await frame.send({ type: 'validity', valid: true });
    await userEvent.click(screen.getByRole('button', { name: /Buy/ }));
    await frame.answerTokenise({
      type: 'result',
      token: 'tok_travel',
      brand: 'VISA',
      last4: '3220',
    });
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/paymentthankyou/travel' }),
    ).toBeInTheDocument();
    expect(frame.commands).toEqual([
      {
        source: 'card-gateway',
        type: 'tokenise',
        cardHolderName: 'Aoife Murphy',
        amountCents: quote.priceCents,
        currency: 'EUR',
        accountId: 'wallet-travel',
      },
    ]);
    expect(readBindRequest('TRAVEL')).toEqual(travel.bindRequest(travelBindInput()));
  });

  function renderThankYou(answer: (call: RecordedCall) => { status: number; body?: unknown }) {
    return renderRoute(
      '/wallet/paymentthankyou/travel',
      '/wallet/paymentthankyou/:type?',
      <PaymentThankYouPage
        product={travel}
        bindUploadEnabled={false}
        userEmail="demo@wallet.test"
        onPolicyCreated={() => {}}
      />,
      answer,
    );
  }

  it('binds the travel policy once and shows its reference', async () => {
    saveBindRequest('TRAVEL', travel.bindRequest(travelBindInput()));
    const { calls } = renderThankYou((call) =>
      call.path === BIND
        ? { status: 200, body: bindAnswer({ quote_reference: 'TQ-100' }) }
        : { status: 404 },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
    ).toBeInTheDocument();
    expect(screen.getByText('HREF-777')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === BIND)).toHaveLength(1);
  });

  it('a declined card: the card-payment failure and Try again back to the travel payment', async () => {
    saveBindRequest('TRAVEL', travel.bindRequest(travelBindInput()));
    renderThankYou((call) =>
      call.path === BIND
        ? { status: 200, body: failed('PAYMENT_DECLINED', 'Declined') }
        : { status: 404 },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_MESSAGES.cardPaymentFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/makePayment/travel' }),
    ).toBeInTheDocument();
  });
});
