import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderRoute } from '../../test/render-route';
import { readBindRequest } from '../../lib/checkout/checkout-storage';
import { CHECKOUT_PRODUCTS } from './checkout-products';
import { playCardFrame } from '../../features/checkout/test/card-frame';
import { storeCarQuote } from '../../features/checkout/test/fixtures';
import { MakePaymentPage } from '../../features/checkout/payment/payment-page';

/*
 * The payment page of a product whose monthly payment starts with a card deposit (car): monthly
 * shows the card fields for the deposit and the bank details for the direct debits together.
 */

const car = CHECKOUT_PRODUCTS.car!;

function renderPayment() {
  return renderRoute(
    '/wallet/makePayment/car',
    '/wallet/makePayment/:type?',
    <MakePaymentPage product={car} customerName="Niamh O'Sullivan" />,
  );
}

const monthly = () => screen.getByRole('radio', { name: /Pay monthly by direct debit/ });
const buy = () => screen.getByRole('button', { name: /^Buy/ });

async function typeInto(label: string, value: string) {
  const field = screen.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

describe('payment page with a card deposit', () => {
  it('offers the single payment by card and the monthly plan in words', async () => {
    storeCarQuote();
    renderPayment();
    expect(screen.getByRole('radio', { name: 'Pay annually by card €1,748.39' })).toBeChecked();
    expect(
      screen.getByRole('radio', {
        // Beside the choice: what paying monthly costs more, and the total (issue 40).
        name: 'Pay monthly by direct debit A deposit of €305.98 by card, then 9 monthly payments of €152.99 and a last payment of €152.92 €87.42 more than paying at once: €1,835.81 in all',
      }),
    ).not.toBeChecked();
    const summary = screen.getByRole('region', { name: 'Your quote' });
    expect(within(summary).getByText('Paying monthly').nextSibling).toHaveTextContent(
      'A deposit of €305.98 by card, then 9 monthly payments of €152.99 and a last payment of €152.92',
    );
    expect(within(summary).getByText('Car').nextSibling).toHaveTextContent('2019 Toyota Corolla');
    expect(within(summary).getByText('Named driver').nextSibling).toHaveTextContent(
      "Conor O'Sullivan (Spouse or partner)",
    );
    expect(screen.queryByRole('region', { name: 'Direct debit details' })).not.toBeInTheDocument();
    expect(buy()).toHaveAccessibleName('Buy for €1,748.39');
    await playCardFrame();
  });

  it('monthly: the card fields for the deposit and the bank details, with the collection day shown', async () => {
    storeCarQuote();
    renderPayment();
    await userEvent.click(monthly());
    const card = screen.getByRole('region', { name: 'Card details for your deposit' });
    expect(
      within(card).getByText(
        'Your card pays the deposit of €305.98 today; the direct debit below pays the rest.',
      ),
    ).toBeVisible();
    expect(within(card).getByRole('textbox', { name: 'Name on card' })).toBeInTheDocument();
    expect(await within(card).findByTitle('Card details')).toBeInTheDocument();

    const bank = screen.getByRole('region', { name: 'Direct debit details' });
    expect(within(bank).getByRole('textbox', { name: 'IBAN' })).toBeInTheDocument();
    expect(within(bank).getByRole('textbox', { name: 'BIC' })).toBeInTheDocument();
    // The day is the start date's (5 December): shown, not chosen.
    expect(within(bank).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(bank).getByText('Collection day').nextSibling).toHaveTextContent(
      'The 5th of each month: the day of the month your policy starts',
    );
    const mandate = within(bank).getByRole('region', { name: 'SEPA Direct Debit Mandate' });
    expect(
      within(mandate).getByText(
        'After the deposit, your account will be debited 9 monthly payments of €152.99 and a last payment of €152.92: €1,529.83 in total.',
      ),
    ).toBeVisible();
    expect(buy()).toHaveAccessibleName('Buy and pay the €305.98 deposit');
    await playCardFrame();
    expect(await axeViolations()).toEqual([]);
  });

  it('monthly: Buy with nothing filled in names the card and the bank details in the summary', async () => {
    storeCarQuote();
    renderPayment();
    await userEvent.click(monthly());
    const frame = await playCardFrame();
    await userEvent.click(buy());
    const heading = await screen.findByRole('heading', { name: 'There is a problem' });
    const links = within(heading.parentElement!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      PAYMENT_MESSAGES.nameOnCardRequired,
      PAYMENT_MESSAGES.cardDetailsRequired,
      PAYMENT_MESSAGES.ibanRequired,
      PAYMENT_MESSAGES.bicRequired,
      PAYMENT_MESSAGES.directDebitTermsRequired,
    ]);
    expect(frame.commands).toEqual([{ source: 'card-gateway', type: 'check' }]);
    expect(readBindRequest('MOTOR')).toBeNull();
  });

  it('monthly: authorises the card for the deposit and binds the direct debit on the start day', async () => {
    storeCarQuote();
    renderPayment();
    await userEvent.click(monthly());
    const frame = await playCardFrame();
    await typeInto('Name on card', "Niamh O'Sullivan");
    await frame.send({ type: 'validity', valid: true });
    await typeInto('IBAN', 'IE29AIBK93115212345678');
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I confirm I am the account holder and I accept the direct debit mandate',
      }),
    );
    await userEvent.click(buy());
    await frame.answerTokenise({ type: 'result', token: 'tok_dep', brand: 'VISA', last4: '4242' });
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/paymentthankyou/car' }),
    ).toBeInTheDocument();
    expect(frame.commands).toEqual([
      {
        source: 'card-gateway',
        type: 'tokenise',
        cardHolderName: "Niamh O'Sullivan",
        amountCents: 30_598,
        currency: 'EUR',
        accountId: 'wallet-motor',
      },
    ]);
    expect(readBindRequest('MOTOR')).toMatchObject({
      payment_details: {
        payment_id: 'tok_dep',
        payment_type: 'DIRECT_DEBIT_PAYMENT',
        card_type: 'DD',
        collection_day: 5,
        installments_number: 10,
        international_bank_account_number: 'IE29AIBK93115212345678',
        // Filled in from the Irish IBAN.
        bank_identifier_code: 'AIBKIE2D',
        price: 1835.81,
        direct_debit_amount: 152.99,
      },
    });
  });

  it('single: authorises the card for the single payment', async () => {
    storeCarQuote();
    renderPayment();
    const frame = await playCardFrame();
    await typeInto('Name on card', "Niamh O'Sullivan");
    await frame.send({ type: 'validity', valid: true });
    await userEvent.click(buy());
    await frame.answerTokenise({ type: 'result', token: 'tok_one', brand: 'VISA', last4: '4242' });
    await screen.findByRole('heading', { name: 'Now at /wallet/paymentthankyou/car' });
    expect(frame.commands).toMatchObject([{ type: 'tokenise', amountCents: 174_839 }]);
    expect(readBindRequest('MOTOR')).toMatchObject({
      payment_details: { payment_type: 'CARD_PAYMENT', price: 1748.39, payment_id: 'tok_one' },
    });
  });
});
