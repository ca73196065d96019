import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { axeViolations } from '../../../test/axe';
import { declinedQuote, insurerQuote, quoteResponse } from '../test/quote-fixtures';
import { renderRoute } from '../../../test/render-route';
import { InsurerQuoteCard } from './insurer-quote-card';
import { HomeMultipleQuotesPage } from './multiple-quotes-page';

const PATH = '/wallet/viewMultipleQuotes/home';
const renderPage = () =>
  renderRoute(PATH, '/wallet/viewMultipleQuotes/:type?', <HomeMultipleQuotesPage />);

describe('multiple quotes page', () => {
  it('chooses the only buyable quote and moves on, replacing itself in history', async () => {
    const rsa = insurerQuote({ insurer: 'RSA' });
    updateHomeJourney({ quoteResponse: quoteResponse([rsa, declinedQuote('FBD')]) });
    const { router } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/viewQuote/home' }),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(readHomeJourney().selectedQuote).toEqual(rsa);
  });

  it('shows both insurers with annual and monthly prices and lets the customer pick one', async () => {
    const rsa = insurerQuote({ insurer: 'RSA', price: 480.5 });
    const fbd = insurerQuote({ insurer: 'FBD', price: 600, scheme_code: 'FBD-HOME' });
    updateHomeJourney({ quoteResponse: quoteResponse([rsa, fbd]) });
    const { router } = renderPage();

    const fbdCard = await screen.findByRole('article', { name: 'FBD Insurance' });
    expect(within(fbdCard).getByText('€600.00')).toBeInTheDocument();
    expect(within(fbdCard).getByText('€50.00')).toBeInTheDocument();
    const rsaCard = screen.getByRole('article', { name: 'RSA Insurance' });
    expect(within(rsaCard).getByText('€480.50')).toBeInTheDocument();
    // 48,050 cents / 12 rounded up to the cent.
    expect(within(rsaCard).getByText('€40.05')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(fbdCard).getByRole('button', { name: 'Select FBD Insurance' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/viewQuote/home' }),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
    expect(readHomeJourney().selectedQuote).toEqual(fbd);
  });

  it('says on a card when its insurer could not quote', () => {
    render(<InsurerQuoteCard quote={declinedQuote('FBD')} onSelect={() => {}} />);
    const card = screen.getByRole('article', { name: 'FBD Insurance' });
    expect(
      within(card).getByText('This insurer could not offer you a quote online.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('starts again from About you when a choice was already made', async () => {
    const rsa = insurerQuote({ insurer: 'RSA' });
    updateHomeJourney({
      quoteResponse: quoteResponse([rsa, insurerQuote({ insurer: 'FBD' })]),
      selectedQuote: rsa,
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/getquote/aboutYou' }),
    ).toBeInTheDocument();
    expect(readHomeJourney().selectedQuote).toBeUndefined();
  });

  it('shows the error view without a stored quote answer', async () => {
    renderPage();
    expect(
      await screen.findByText(
        'We have not been able to get an online quote from our insurance partner.',
      ),
    ).toBeInTheDocument();
  });
});
