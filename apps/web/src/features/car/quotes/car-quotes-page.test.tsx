import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderRoute } from '../../../test/render-route';
import { readCarJourney } from '../journey/car-journey';
import { CarQuotesPage } from './car-quotes-page';
import {
  carQuoteResponse,
  prestigeOnlyCarResponse,
  storeCarJourney,
} from './test/car-quote-fixtures';

function renderQuotes() {
  return renderRoute(
    '/wallet/viewMultipleQuotes/car',
    '/wallet/viewMultipleQuotes/:type',
    <CarQuotesPage />,
  );
}

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

describe('car Your Quotes', () => {
  it('shows Prestige and Popular with their total amounts, at the Your Quote step', async () => {
    storeCarJourney({ quoteResponse: carQuoteResponse() });
    renderQuotes();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Quotes' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(progress).getByText('Your Quote').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveAccessibleName('Prestige');
    expect(second).toHaveAccessibleName('Popular');
    expect(within(card('Prestige')).getByText('€2,012.63')).toBeInTheDocument();
    expect(within(card('Popular')).getByText('€1,748.39')).toBeInTheDocument();
    expect(within(card('Popular')).getByText('Comprehensive cover')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers Prestige alone for a car worth more than Popular’s limit, saying why Popular is not', async () => {
    storeCarJourney({ quoteResponse: prestigeOnlyCarResponse(), selectedLevel: 'popular' });
    renderQuotes();
    expect(within(card('Prestige')).getByText('€2,012.63')).toBeInTheDocument();
    expect(
      within(card('Prestige')).getByRole('button', { name: 'More info about Prestige' }),
    ).toBeInTheDocument();
    const popular = within(card('Popular'));
    expect(popular.getByText('Not offered')).toBeInTheDocument();
    expect(
      popular.getByText(
        'Popular is not offered for a car worth more than €50,000. Prestige insures cars worth up to €100,000.',
      ),
    ).toBeInTheDocument();
    expect(popular.queryByText('€0.00')).not.toBeInTheDocument();
    expect(popular.queryByRole('button')).not.toBeInTheDocument();
    // A level not offered is never the one chosen.
    expect(popular.queryByText('Your choice')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows both amounts as 0 with no quote reference', () => {
    storeCarJourney({ quoteResponse: carQuoteResponse({ quote_reference: '' }) });
    renderQuotes();
    expect(within(card('Prestige')).getByText('€0.00')).toBeInTheDocument();
    expect(within(card('Popular')).getByText('€0.00')).toBeInTheDocument();
  });

  it('shows both amounts as 0 without a stored quote', () => {
    storeCarJourney({});
    renderQuotes();
    expect(screen.getAllByText('€0.00')).toHaveLength(2);
  });

  it('More info stores the chosen level and opens the view quote', async () => {
    storeCarJourney({ quoteResponse: carQuoteResponse() });
    renderQuotes();
    await userEvent.click(screen.getByRole('button', { name: 'More info about Popular' }));
    expect(readCarJourney().selectedLevel).toBe('popular');
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/viewQuote/car' }),
    ).toBeInTheDocument();
  });

  it('marks the level chosen before, coming back', () => {
    storeCarJourney({ quoteResponse: carQuoteResponse(), selectedLevel: 'prestige' });
    renderQuotes();
    expect(within(card('Prestige')).getByText('Your choice')).toBeInTheDocument();
    expect(within(card('Popular')).queryByText('Your choice')).not.toBeInTheDocument();
  });
});
