import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETING_CONSENT_DEFAULTS, PAYMENT_MESSAGES } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { readBindRequest, saveMarketingConsent } from '../lib/checkout-storage';
import { CHECKOUT_PRODUCTS } from '../products';
import { axeViolations } from '../../../test/axe';
import { playCardFrame } from '../test/card-frame';
import { storeHomeQuote } from '../test/fixtures';
import { renderRoute } from '../../../test/render-route';
import { MakePaymentPage } from './payment-page';
import { todayIso } from './payment-texts';

const home = CHECKOUT_PRODUCTS.home!;

function renderPayment() {
  return renderRoute(
    '/wallet/makePayment/home',
    '/wallet/makePayment/:type?',
    <MakePaymentPage product={home} customerName="Aoife Murphy" />,
  );
}

const buy = () => screen.getByRole('button', { name: /Buy/ });
const nameOnCard = () => screen.getByRole('textbox', { name: 'Name on card' });
const monthly = () => screen.getByRole('radio', { name: /Pay monthly by direct debit/ });

async function fillName(value: string) {
  await userEvent.clear(nameOnCard());
  if (value) await userEvent.type(nameOnCard(), value);
  await userEvent.tab();
}

describe('payment page', () => {
  it('sends a customer without a chosen quote to the wallet', async () => {
    renderPayment();
    expect(await screen.findByRole('heading', { name: 'Now at /wallet' })).toBeInTheDocument();
  });

  it('shows the steps, the quote and both ways to pay', async () => {
    storeHomeQuote();
    renderPayment();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(progress).getByText('Payment').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByText('Insurer').nextSibling).toHaveTextContent('RSA Insurance');
    expect(screen.getByText('Quote reference').nextSibling).toHaveTextContent('HQ-1001');
    expect(screen.getByText('Annual premium').nextSibling).toHaveTextContent('€480.50');
    expect(screen.getByText('Policy start date').nextSibling).toHaveTextContent('01/06/2026');
    expect(screen.getByRole('radio', { name: 'Pay annually by card €480.50' })).toBeChecked();
    // home.md 9: 480.50 / 12 = 40.0417, rounded up to the cent.
    expect(
      screen.getByRole('radio', {
        name: 'Pay monthly by direct debit 12 monthly payments of €40.05',
      }),
    ).not.toBeChecked();
    await playCardFrame();
    expect(await axeViolations()).toEqual([]);
  });

  it('checks the name on card with the exact words', async () => {
    storeHomeQuote();
    renderPayment();
    await userEvent.click(nameOnCard());
    await userEvent.tab();
    expect(nameOnCard()).toHaveAccessibleDescription(
      `As it appears on the card Error: ${PAYMENT_MESSAGES.nameOnCardRequired}`,
    );
    await fillName('Aoife 2');
    expect(screen.getByText(PAYMENT_MESSAGES.nameOnCardLetters)).toBeInTheDocument();
    await fillName('A');
    expect(screen.getByText(PAYMENT_MESSAGES.nameOnCardTooShort)).toBeInTheDocument();
    await fillName('A'.repeat(51));
    expect(screen.getByText(PAYMENT_MESSAGES.nameOnCardTooLong)).toBeInTheDocument();
    await fillName('Aoife Murphy');
    expect(nameOnCard()).not.toHaveAttribute('aria-invalid');
  });

  it('enables Buy only once the name and the card fields are valid', async () => {
    storeHomeQuote();
    renderPayment();
    const frame = await playCardFrame();
    expect(buy()).toBeDisabled();
    expect(buy()).toHaveAccessibleDescription(
      'Buy becomes available once every detail above is complete and correct.',
    );
    await fillName('Aoife Murphy');
    expect(buy()).toBeDisabled();
    await frame.send({ type: 'validity', valid: true });
    expect(buy()).toBeEnabled();
    await frame.send({ type: 'validity', valid: false });
    expect(buy()).toBeDisabled();
  });

  it('pays by card: tokenises once, stores the bind request and moves to the thank-you page', async () => {
    const quote = storeHomeQuote();
    saveMarketingConsent('HOME', { ...MARKETING_CONSENT_DEFAULTS, consent: true, post: true });
    renderPayment();
    const frame = await playCardFrame();
    await fillName('Aoife Murphy');
    await frame.send({ type: 'validity', valid: true });
    await userEvent.click(buy());
    expect(buy()).toBeDisabled();
    expect(buy()).toHaveTextContent('Processing your payment');
    await frame.answerTokenise({ type: 'result', token: 'tok_abc', brand: 'VISA', last4: '4242' });
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/paymentthankyou/home' }),
    ).toBeInTheDocument();
    expect(frame.commands).toEqual([
      {
        source: 'card-gateway',
        type: 'tokenise',
        cardHolderName: 'Aoife Murphy',
        amountCents: quote.priceCents,
        currency: 'EUR',
        accountId: 'wallet-home',
      },
    ]);
    expect(readBindRequest('HOME')).toEqual({
      payment_details: {
        status: 'PAID',
        purchaser: 'Aoife Murphy',
        payment_type: 'CARD_PAYMENT',
        quote_reference: 'HQ-1001',
        collection_day: null,
        installments_number: null,
        payment_date: todayIso(),
        BIC: null,
        IBAN: null,
        card_type: 'VISA',
        payment_id: 'tok_abc',
        direct_debit_amount: null,
        product_selected: 'RSA-HOME',
        total_premium: 480.5,
      },
      marketing_consent: true,
      marketings: {
        email_consent: false,
        post_consent: true,
        mobile_sms_consent: false,
        phone_consent: false,
      },
      analyse_transactions: false,
    });
  });

  it('shows the provider error with its code above Buy and lets the customer try again', async () => {
    storeHomeQuote();
    renderPayment();
    const frame = await playCardFrame();
    await fillName('Aoife Murphy');
    await frame.send({ type: 'validity', valid: true });
    await userEvent.click(buy());
    await frame.answerTokenise({ type: 'error', code: '05', message: 'Your card was declined.' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined. (Code: 05)');
    expect(alert.compareDocumentPosition(buy()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(buy()).toBeEnabled();
    expect(readBindRequest('HOME')).toBeNull();
    await userEvent.click(buy());
    await waitFor(() => expect(frame.commands).toHaveLength(2));
  });

  it('pays monthly by direct debit with normalised bank details', async () => {
    storeHomeQuote();
    renderPayment();
    await userEvent.click(monthly());
    expect(screen.queryByRole('textbox', { name: 'Name on card' })).not.toBeInTheDocument();
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    const bic = screen.getByRole('textbox', { name: 'BIC' });

    await userEvent.click(iban);
    await userEvent.tab();
    expect(screen.getByText(PAYMENT_MESSAGES.ibanRequired)).toBeInTheDocument();
    await userEvent.type(iban, 'ie29 aibk');
    await userEvent.tab();
    expect(iban).toHaveValue('IE29AIBK');
    expect(screen.getByText(PAYMENT_MESSAGES.ibanTooShort)).toBeInTheDocument();
    await userEvent.type(iban, '-9311 5212 3456 79');
    await userEvent.tab();
    expect(screen.getByText(PAYMENT_MESSAGES.ibanInvalid)).toBeInTheDocument();
    await userEvent.clear(iban);
    await userEvent.type(iban, 'ie29 aibk 9311 5212 3456 78');
    expect(iban).toHaveValue('IE29AIBK93115212345678');
    expect(screen.queryByText(PAYMENT_MESSAGES.ibanInvalid)).not.toBeInTheDocument();

    await userEvent.type(bic, 'aibkie2dxxxx');
    await userEvent.tab();
    expect(screen.getByText(PAYMENT_MESSAGES.bicTooLong)).toBeInTheDocument();
    await userEvent.clear(bic);
    await userEvent.type(bic, '12345678');
    await userEvent.tab();
    expect(screen.getByText(PAYMENT_MESSAGES.bicInvalid)).toBeInTheDocument();
    await userEvent.clear(bic);
    await userEvent.type(bic, 'aibk ie2d');
    expect(bic).toHaveValue('AIBKIE2D');

    const day = screen.getByRole('combobox', { name: 'Collection day' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a day', '1st', '8th', '15th', '22nd']);
    await userEvent.selectOptions(day, '15th');
    expect(screen.getByText(/refund must be claimed within 8 weeks/)).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', { name: /I accept the direct debit mandate/ });
    await userEvent.click(terms);
    await userEvent.click(terms);
    expect(screen.getByText(PAYMENT_MESSAGES.directDebitTermsRequired)).toBeInTheDocument();
    expect(buy()).toBeDisabled();
    await userEvent.click(terms);
    expect(buy()).toBeEnabled();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(buy());
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/paymentthankyou/home' }),
    ).toBeInTheDocument();
    expect(readBindRequest('HOME')?.payment_details).toEqual({
      status: 'NOTPAID',
      purchaser: 'Aoife Murphy',
      payment_type: 'DIRECT_DEBIT_PAYMENT',
      quote_reference: 'HQ-1001',
      collection_day: 15,
      installments_number: 12,
      payment_date: todayIso(),
      BIC: 'AIBKIE2D',
      IBAN: 'IE29AIBK93115212345678',
      card_type: 'DD',
      payment_id: null,
      direct_debit_amount: 40.05,
      product_selected: 'RSA-HOME',
      total_premium: 480.5,
    });
  });
});
