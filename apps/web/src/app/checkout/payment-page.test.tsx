import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETING_CONSENT_DEFAULTS, PAYMENT_MESSAGES } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { readBindRequest, saveMarketingConsent } from '../../lib/checkout/checkout-storage';
import { CHECKOUT_PRODUCTS } from './checkout-products';
import { axeViolations } from '../../test/axe';
import { playCardFrame } from '../../features/checkout/test/card-frame';
import { HOME_DETAILS, storeHomeQuote } from '../../features/checkout/test/fixtures';
import { renderRoute } from '../../test/render-route';
import { MakePaymentPage } from '../../features/checkout/payment/payment-page';
import { todayIso } from '../../features/checkout/payment/payment-texts';

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
  it('shows what is being bought before Buy: the property, the cover, the sums, the excess and the extras', async () => {
    storeHomeQuote({ details: HOME_DETAILS });
    renderPayment();
    const summary = screen.getByRole('region', { name: 'Your quote' });
    const value = (label: string) => within(summary).getByText(label).nextSibling;
    expect(value('Address')).toHaveTextContent('12 Wellington Road, Cork, T12 X2Y3');
    expect(value('Cover')).toHaveTextContent('Buildings and contents');
    expect(value('Buildings (rebuild cost)')).toHaveTextContent('€300,000.00');
    expect(value('Contents')).toHaveTextContent('€40,000.00');
    expect(value('Policy excess')).toHaveTextContent('€500.00');
    expect(value('Home emergency assist')).toHaveTextContent('Included (€45.00 a year)');
    expect(value('Annual premium')).toHaveTextContent('€480.50');
    expect(value('Paying monthly')).toHaveTextContent(
      '11 monthly payments of €40.05 and a last payment of €39.95',
    );
    await playCardFrame();
    expect(await axeViolations()).toEqual([]);
  });

  it("links the insurer's documents and says the right to cancel and the eligibility requirements", async () => {
    storeHomeQuote({ details: HOME_DETAILS });
    renderPayment();
    const before = screen.getByRole('region', { name: 'Before you buy' });
    const terms = within(before).getByRole('link', {
      name: 'Summary of Terms (PDF, opens in a new tab)',
    });
    expect(terms).toHaveAttribute('href', '/api/home/insurer_documents/terms_summary?insurer=RSA');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(
      within(before).getByRole('link', {
        name: 'Product Information Document (PDF, opens in a new tab)',
      }),
    ).toHaveAttribute('href', '/api/home/insurer_documents/product_information?insurer=RSA');
    expect(within(before).getByText(/within 14 working days/)).toBeVisible();
    expect(within(before).getByText(/refunds the premium you have paid in full/)).toBeVisible();
    expect(
      within(before).getByText('You are at least 18 years old on the day your cover starts.'),
    ).toBeVisible();
    // Before Buy, in reading order.
    expect(
      before.compareDocumentPosition(screen.getByRole('button', { name: /^Buy for/ })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('puts the amount on Buy, and the direct debit mandate states the same plan', async () => {
    storeHomeQuote({ details: HOME_DETAILS });
    renderPayment();
    await userEvent.click(monthly());
    expect(
      screen.getByRole('button', { name: 'Buy for €480.50 over 12 months' }),
    ).toBeInTheDocument();
    const mandate = screen.getByRole('region', { name: 'SEPA Direct Debit Mandate' });
    expect(
      within(mandate).getByText(
        'Your account will be debited 11 monthly payments of €40.05 and a last payment of €39.95: €480.50 in total, the same as paying at once: no extra cost.',
      ),
    ).toBeVisible();
  });

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
    // home.md 9: 480.50 / 12 = 40.0417, rounded up to the cent; the last takes the 10 cents over.
    expect(
      screen.getByRole('radio', {
        name: 'Pay monthly by direct debit 11 monthly payments of €40.05 and a last payment of €39.95 €480.50 in all, the same as paying at once: no extra cost',
      }),
    ).not.toBeChecked();
    // GOV.UK: no disabled buttons; Buy says what is missing when pressed.
    expect(screen.getByRole('button', { name: 'Buy for €480.50' })).toBeEnabled();
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

  it('draws the ways to pay as radio cards, apart from the Buy button', () => {
    storeHomeQuote();
    renderPayment();
    const choice = screen.getByRole('group', { name: 'How would you like to pay?' });
    expect(choice).toHaveClass('choice-cards');
    const [annual, byMonth] = within(choice).getAllByRole('radio');
    expect(annual).toBeChecked();
    expect(annual).toHaveAttribute('id', 'payment-frequency');
    expect(byMonth).not.toBeChecked();
    expect(choice.querySelector('.button')).toBeNull();
  });

  it('keeps Buy pressable: pressed with the name and the card missing, the summary names both and the frame shows its messages', async () => {
    storeHomeQuote();
    renderPayment();
    const frame = await playCardFrame();
    expect(buy()).toBeEnabled();
    await userEvent.click(buy());

    const heading = await screen.findByRole('heading', { name: 'There is a problem' });
    const list = heading.parentElement!;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      PAYMENT_MESSAGES.nameOnCardRequired,
      PAYMENT_MESSAGES.cardDetailsRequired,
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#payment-name-on-card',
      '#payment-card-details',
    ]);
    expect(nameOnCard()).toHaveAttribute('aria-invalid', 'true');
    // Nothing is paid, and the frame is asked to show each card field's message.
    expect(frame.commands).toEqual([{ source: 'card-gateway', type: 'check' }]);
    expect(readBindRequest('HOME')).toBeNull();

    // The link to the card details takes the customer into the frame.
    await userEvent.click(links[1]!);
    expect(screen.getByTitle('Card details')).toHaveFocus();

    // Each line goes as its field is put right; the last takes the summary with it.
    await fillName('Aoife Murphy');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    await frame.send({ type: 'validity', valid: true });
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
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

  it('fills the BIC in from an Irish IBAN of a known bank, and leaves one the customer typed', async () => {
    storeHomeQuote();
    renderPayment();
    await userEvent.click(monthly());
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    const bic = screen.getByRole('textbox', { name: 'BIC' });

    await userEvent.type(iban, 'IE29 AIBK 9311 5212 3456 7');
    expect(bic).toHaveValue('');
    await userEvent.type(iban, '8');
    expect(bic).toHaveValue('AIBKIE2D');
    // Another bank's IBAN replaces the BIC filled in; a bank not known empties it.
    await userEvent.clear(iban);
    await userEvent.type(iban, 'IE17BOFI90583812345678');
    expect(bic).toHaveValue('BOFIIE2D');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'IE64IRCE92050112345678');
    expect(bic).toHaveValue('');

    // Still the customer's field: a BIC they typed stays whatever IBAN follows.
    await userEvent.type(bic, 'IRCEIE2D');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'IE29AIBK93115212345678');
    expect(bic).toHaveValue('IRCEIE2D');
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
    await userEvent.click(terms);
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
    // Many keystrokes and an axe scan of the whole page: more than the default 5 s on a busy machine.
  }, 15_000);
});
