import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { homeCheckoutDetailsSchema } from '@wallet/domain';
import { readForcedLogin } from '../../../lib/forced-login';
import { readQuotePayment } from '../../../lib/checkout/quote-payment';
import { submittedJourney } from '../test/journey-fixtures';
import { endSession, startSession } from '../../../lib/session';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { axeViolations } from '../../../test/axe';
import { insurerQuote, quoteResponse } from '../test/quote-fixtures';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { HomeViewQuotePage } from './view-quote-page';

const PATH = '/wallet/viewQuote/home';

function renderViewQuote(
  options: { marketingEnabled?: boolean; answer?: (call: RecordedCall) => FakeAnswer } = {},
) {
  return renderRoute(
    PATH,
    '/wallet/viewQuote/:type?',
    <HomeViewQuotePage marketingEnabled={options.marketingEnabled ?? false} />,
    options.answer,
  );
}

afterEach(() => endSession());

function signInCustomer() {
  startSession('token', {
    user_id: 'user-1',
    email: 'demo@wallet.test',
    given_name: 'Aoife',
    family_name: 'Murphy',
    role: 'customer',
  });
}

describe('view quote page', () => {
  it('shows the insurer, the premium breakdown and the annual and monthly price', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote() });
    renderViewQuote();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Quote' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Insurer: RSA Insurance' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(progress).getByText('Your Quote').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    const table = screen.getByRole('table', { name: 'How your price is made up' });
    expect(within(table).getByRole('row', { name: 'Promotional Discount -€20.00' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Total annual premium €480.50' })).toBeVisible();
    const totals = screen.getByText('Monthly premium').closest('dl')!;
    expect(within(totals).getByText('Total annual premium').nextSibling).toHaveTextContent(
      '€480.50',
    );
    expect(screen.getByText('Monthly premium').nextSibling).toHaveTextContent('€40.05');
    // home.md 9's monthly figure, and a last instalment that makes the twelve add up exactly.
    expect(
      screen.getByText(
        '11 monthly payments of €40.05 and a last payment of €39.95, no extra cost.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Before You Proceed')).toBeInTheDocument();
    expect(
      screen.getByText(/RSA Insurance Ireland DAC is now Intact Insurance Ireland DAC/),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the water damage and subsidence excess of the chosen policy excess', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote() });
    renderViewQuote();
    const excess = await screen.findByRole('radiogroup', { name: 'Policy excess' });
    expect(within(excess).getByRole('radio', { name: '€500.00' })).toBeChecked();
    expect(screen.getByText('Water damage excess').nextSibling).toHaveTextContent('€850.00');
    await userEvent.click(within(excess).getByRole('radio', { name: '€250.00' }));
    expect(screen.getByText('Water damage excess').nextSibling).toHaveTextContent('€600.00');
    expect(screen.getByText('Subsidence excess').nextSibling).toHaveTextContent('€1,000.00');
  });

  it('locks the excess for an unoccupied home', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote({ coverType: 'ownUnoccupied' }) });
    renderViewQuote();
    const excess = await screen.findByRole('radiogroup', { name: 'Policy excess' });
    for (const radio of within(excess).getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('leaves the excess free for an owner-occupier', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote({ coverType: 'ownLive' }) });
    renderViewQuote();
    const excess = await screen.findByRole('radiogroup', { name: 'Policy excess' });
    for (const radio of within(excess).getAllByRole('radio')) expect(radio).toBeEnabled();
  });

  it('shows only the extras the quote offers', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote({ addons: ['NCDProtection'] }) });
    renderViewQuote();
    expect(
      await screen.findByRole('switch', { name: 'No claim discount protection plus' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('switch', { name: 'Accidental damage for contents' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Home emergency assist' })).not.toBeInTheDocument();
  });

  it('shows no extras when the quote offers none', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote({ addons: [] }) });
    renderViewQuote();
    await screen.findByRole('heading', { level: 1, name: 'Your Quote' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('starts accidental damage off for an owner-occupier even when the quote has it', async () => {
    const quote = insurerQuote({ coverType: 'ownLive' });
    quote.addon_details = quote.addon_details.map((addon) => ({ ...addon, selected: true }));
    updateHomeJourney({ selectedQuote: quote });
    renderViewQuote();
    expect(
      await screen.findByRole('switch', { name: 'Accidental damage for contents' }),
    ).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Home emergency assist' })).toBeChecked();
  });

  it('turns Proceed into Recalculate while the choices differ from the quote, and back', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote() });
    renderViewQuote();
    expect(await screen.findByRole('button', { name: 'Proceed' })).toBeInTheDocument();
    const assist = screen.getByRole('switch', { name: 'Home emergency assist' });
    await userEvent.click(assist);
    expect(screen.getByRole('button', { name: 'Recalculate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed' })).not.toBeInTheDocument();
    await userEvent.click(assist);
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeInTheDocument();
  });

  it('marks the price out of date at the price itself, and keeps Recalculate beside it', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote() });
    renderViewQuote();
    const excess = await screen.findByRole('radiogroup', { name: 'Policy excess' });
    expect(screen.queryByText('Out of date')).not.toBeInTheDocument();
    await userEvent.click(within(excess).getByRole('radio', { name: '€1,000.00' }));

    // At the price: a marker and why, tied to the figures for a screen reader.
    const priceCard = screen.getByRole('region', { name: 'Insurer: RSA Insurance' });
    const stale = within(priceCard).getByText(/This price is for your earlier choices/);
    expect(stale).toHaveTextContent('Out of date');
    expect(within(priceCard).getByText('Monthly premium').closest('dl')).toHaveAttribute(
      'aria-describedby',
      stale.id,
    );
    // The price bar says it at the price it shows, beside the one button, and it is announced.
    const recalculate = screen.getByRole('button', { name: 'Recalculate' });
    const bar = recalculate.parentElement!;
    expect(within(bar).getByText('Out of date')).toBeVisible();
    expect(within(bar).getByText('€480.50').tagName).toBe('S');
    expect(bar.querySelector('[aria-live="polite"]')).toHaveTextContent('Out of date €480.50');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows what each extra costs a year', async () => {
    const quote = insurerQuote();
    quote.addon_details = [
      { unique_code: 'ContentsAD', amount: 31.5, selected: false },
      { unique_code: 'HomeEmergencyAssist', amount: 45, selected: false },
    ];
    updateHomeJourney({ selectedQuote: quote });
    renderViewQuote();
    const accidental = await screen.findByRole('switch', {
      name: 'Accidental damage for contents',
    });
    expect(accidental).toHaveAccessibleDescription('+€31.50 a year');
    expect(
      screen.getByRole('switch', { name: 'Home emergency assist' }),
    ).toHaveAccessibleDescription('+€45.00 a year');
  });

  it('says what the eligibility requirements are', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote() });
    renderViewQuote();
    await userEvent.click(await screen.findByText('What are the eligibility requirements?'));
    expect(
      screen.getByText('You are at least 18 years old on the day your cover starts.'),
    ).toBeVisible();
  });

  it('hands checkout what the summary before Buy shows: the property, the cover and the extras', async () => {
    signInCustomer();
    const forms = submittedJourney();
    updateHomeJourney({ ...forms, selectedQuote: insurerQuote() });
    renderViewQuote();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    await screen.findByRole('heading', { name: 'Now at /wallet/makePayment/home' });
    const payment = readQuotePayment('HOME')!;
    expect(payment.priceCents).toBe(48_050);
    expect(homeCheckoutDetailsSchema.parse(payment.details)).toMatchObject({
      insurer: 'RSA',
      coverType: 'ownLive',
      buildingsEur: 300_000,
      excessCode: '3',
    });
    expect((payment.details as { addressLines: string[] }).addressLines.length).toBeGreaterThan(0);
  });

  it('updates the comparison with the recalculated quote, so Back shows it as last priced', async () => {
    const fbd = insurerQuote({ insurer: 'FBD', scheme_code: 'FBD-HOME' });
    updateHomeJourney({
      quoteResponse: quoteResponse([insurerQuote(), fbd]),
      selectedQuote: insurerQuote(),
    });
    const newQuote = insurerQuote({ price: 505.5 });
    renderViewQuote({
      answer: (call) =>
        call.path === '/api/home/applied_home_quotes/recalculate'
          ? { status: 200, body: [newQuote] }
          : { status: 404 },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Home emergency assist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    await screen.findByRole('button', { name: 'Proceed' });
    expect(readHomeJourney().quoteResponse?.quotes).toEqual([newQuote, fbd]);
  });

  it('sends a customer whose journey has ended back to the wallet instead of replaying it', async () => {
    renderViewQuote();
    expect(await screen.findByRole('heading', { name: 'Now at /wallet' })).toBeInTheDocument();
  });

  it('recalculates with the chosen excess and extras and shows the new quote', async () => {
    // The request names the journey's quote (HQ-1001), not the insurer's (HQ-1001-RSA).
    updateHomeJourney({
      quoteResponse: quoteResponse([insurerQuote()]),
      selectedQuote: insurerQuote(),
    });
    let release: (answer: { status: number; body: unknown }) => void = () => {};
    const newQuote = insurerQuote({ price: 540 });
    newQuote.cover_details_information.excess_code = '4';
    newQuote.cover_details_information.excess_amount = 250;
    const { calls } = renderViewQuote({
      answer: (call) =>
        call.path === '/api/home/applied_home_quotes/recalculate'
          ? new Promise((resolve) => (release = resolve))
          : { status: 404 },
    });
    const excess = await screen.findByRole('radiogroup', { name: 'Policy excess' });
    await userEvent.click(within(excess).getByRole('radio', { name: '€250.00' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Accidental damage for contents' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));

    const busy = screen.getByRole('button', { name: /Recalculate/ });
    expect(busy).toBeDisabled();
    expect(within(busy).getByRole('status')).toHaveTextContent('Recalculating your quote');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/home/applied_home_quotes/recalculate',
      body: {
        quote_reference: 'HQ-1001',
        product_selected: 'RSA-HOME',
        cover_details: {
          excess_amount: '4',
          contents_accidental_damage_cover: true,
          no_claim_discount_cover: false,
          home_emergency_assist_cover: false,
          premium: 480.5,
        },
      },
    });

    release({ status: 200, body: [newQuote] });
    expect(await screen.findByRole('button', { name: 'Proceed' })).toBeEnabled();
    const totals = screen.getByText('Monthly premium').closest('dl')!;
    expect(within(totals).getByText('Total annual premium').nextSibling).toHaveTextContent(
      '€540.00',
    );
    expect(screen.getByText('Monthly premium').nextSibling).toHaveTextContent('€45.00');
    expect(screen.queryByText('Out of date')).not.toBeInTheDocument();
    expect(readHomeJourney().selectedQuote).toEqual(newQuote);
    expect(readHomeJourney().extras).toEqual({
      excess: '4',
      accidentalDamage: true,
      ncdProtectionPlus: false,
      homeEmergencyAssist: false,
    });
  });

  it('goes to the home error page when the recalculation fails', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote() });
    renderViewQuote({ answer: () => ({ status: 500, body: { message: 'down' } }) });
    await userEvent.click(await screen.findByRole('switch', { name: 'Home emergency assist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/error/home' }),
    ).toBeInTheDocument();
  });

  it('proceeds to marketing consent when marketing is on', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote() });
    renderViewQuote({ marketingEnabled: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/consent/home' }),
    ).toBeInTheDocument();
  });

  it('proceeds to payment when signed in and marketing is off', async () => {
    signInCustomer();
    updateHomeJourney({ selectedQuote: insurerQuote() });
    renderViewQuote();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/makePayment/home' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor to force login with the home marker stored', async () => {
    updateHomeJourney({ selectedQuote: insurerQuote() });
    renderViewQuote();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /customer-login/' }),
    ).toBeInTheDocument();
    expect(readForcedLogin()).toEqual({ targetUrl: '/wallet/makePayment/home', product: 'home' });
  });
});
