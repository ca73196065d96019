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
    expect(within(fbdCard).getByText('€600.00', { selector: 'strong' })).toBeInTheDocument();
    expect(within(fbdCard).getByText('€50.00')).toBeInTheDocument();
    const rsaCard = screen.getByRole('article', { name: 'RSA Insurance' });
    expect(within(rsaCard).getByText('€480.50', { selector: 'strong' })).toBeInTheDocument();
    // 48,050 cents / 12 rounded up to the cent; the last instalment takes the 10 cents over.
    expect(within(rsaCard).getByText('€40.05')).toBeInTheDocument();
    expect(
      within(rsaCard).getByText(
        '11 monthly payments of €40.05 and a last payment of €39.95, no extra cost',
      ),
    ).toBeInTheDocument();
    expect(
      within(fbdCard).getByText('12 monthly payments of €50.00, no extra cost'),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(fbdCard).getByRole('button', { name: 'Select FBD Insurance' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/viewQuote/home' }),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
    expect(readHomeJourney().selectedQuote).toEqual(fbd);
  });

  it('says on a card when its insurer could not quote', () => {
    render(<InsurerQuoteCard quote={declinedQuote('FBD')} chosen={false} onSelect={() => {}} />);
    const card = screen.getByRole('article', { name: 'FBD Insurance' });
    expect(
      within(card).getByText('This insurer could not offer you a quote online.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('compares what differs: excess, cancellation terms, extras on offer and the price in words', async () => {
    const rsa = insurerQuote({ insurer: 'RSA' });
    const fbd = insurerQuote({
      insurer: 'FBD',
      scheme_code: 'FBD-HOME',
      addons: ['ContentsAD', 'HomeEmergencyAssist'],
      premium_details: [
        {
          code: 'BLDG',
          item_name: 'Buildings Section Premium',
          unique_code: 'BUILDINGS',
          amount: 400,
        },
        {
          code: 'SUB',
          item_name: 'Premium after Loadings and Discounts',
          unique_code: 'AFTERLOADDISC',
          running_total: 400,
        },
        {
          code: 'SUB2',
          item_name: 'Premium after Optional Extras',
          unique_code: 'AFTEROPTEX',
          running_total: 400,
        },
        {
          code: 'SUB3',
          item_name: 'Premium after Discounts',
          unique_code: 'AFTERSALES',
          running_total: 400,
        },
        { code: 'LEVY', item_name: 'Government Levy', unique_code: 'LEVY', amount: 80.5 },
      ],
    });
    updateHomeJourney({ quoteResponse: quoteResponse([rsa, fbd]) });
    renderPage();
    const fbdCard = await screen.findByRole('article', { name: 'FBD Insurance' });
    const rsaCard = screen.getByRole('article', { name: 'RSA Insurance' });

    const fact = (card: HTMLElement, name: string) =>
      within(card).getByText(name, { selector: 'dt' }).nextElementSibling!;
    expect(fact(fbdCard, 'Policy excess')).toHaveTextContent('€500.00');
    expect(fact(fbdCard, 'If you cancel')).toHaveTextContent(
      'Cancel at any time: the unused part of your premium is refunded',
    );
    expect(fact(rsaCard, 'If you cancel')).toHaveTextContent(
      'Full refund if you withdraw within 14 working days and have not claimed',
    );
    // FBD offers no NCD protection; RSA does, at its price.
    const fbdExtras = within(fact(fbdCard, 'Optional extras') as HTMLElement);
    expect(
      fbdExtras.getByText('No claim discount protection plus').nextElementSibling,
    ).toHaveTextContent('Not offered');
    const rsaExtras = within(fact(rsaCard, 'Optional extras') as HTMLElement);
    expect(
      rsaExtras.getByText('No claim discount protection plus').nextElementSibling,
    ).toHaveTextContent('€25.00 a year');

    // The breakdown in words: no running totals, one total.
    await userEvent.click(within(fbdCard).getByText('How the price is made up'));
    const table = within(fbdCard).getByRole('table', {
      name: 'How the price is made up: FBD Insurance',
    });
    expect(within(table).getByRole('row', { name: 'Buildings cover €400.00' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Government levy (3%) €80.50' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Total annual premium €480.50' })).toBeVisible();
    expect(within(table).queryByText(/Premium after/)).not.toBeInTheDocument();
    // The line both insurers share is said once, above the cards.
    expect(
      screen.getByText(
        'Both quotes include: Fire brigade charges covered up to €2,500.00; free instalment plan.',
      ),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows both quotes again, the choice marked, when the customer comes back from the quote', async () => {
    // The chosen quote was recalculated with an extra: the comparison shows it as last priced.
    const rsaWithExtra = insurerQuote({ insurer: 'RSA', price: 505.5 });
    rsaWithExtra.addon_details[0] = { ...rsaWithExtra.addon_details[0]!, selected: true };
    const extras = {
      excess: '3',
      accidentalDamage: true,
      ncdProtectionPlus: false,
      homeEmergencyAssist: false,
    };
    updateHomeJourney({
      quoteResponse: quoteResponse([rsaWithExtra, insurerQuote({ insurer: 'FBD' })]),
      selectedQuote: rsaWithExtra,
      extras,
    });
    renderPage();
    const rsaCard = await screen.findByRole('article', { name: /RSA Insurance/ });
    expect(within(rsaCard).getByText('Your choice')).toBeInTheDocument();
    expect(within(rsaCard).getByText('€505.50', { selector: 'strong' })).toBeInTheDocument();
    expect(within(rsaCard).getByText('Priced with the extras you chose')).toBeInTheDocument();
    expect(readHomeJourney().selectedQuote).toEqual(rsaWithExtra);

    // The same insurer again keeps the choices; the other one starts from its own quote.
    await userEvent.click(within(rsaCard).getByRole('button', { name: 'Select RSA Insurance' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/viewQuote/home' }),
    ).toBeInTheDocument();
    expect(readHomeJourney().extras).toEqual(extras);
  });

  it('starts the other insurer from the extras its quote was priced with', async () => {
    const fbd = insurerQuote({ insurer: 'FBD', scheme_code: 'FBD-HOME' });
    const rsa = insurerQuote({ insurer: 'RSA' });
    updateHomeJourney({
      quoteResponse: quoteResponse([rsa, fbd]),
      selectedQuote: rsa,
      extras: {
        excess: '1',
        accidentalDamage: true,
        ncdProtectionPlus: false,
        homeEmergencyAssist: false,
      },
    });
    renderPage();
    const fbdCard = await screen.findByRole('article', { name: 'FBD Insurance' });
    await userEvent.click(within(fbdCard).getByRole('button', { name: 'Select FBD Insurance' }));
    await screen.findByRole('heading', { name: 'Now at /wallet/viewQuote/home' });
    expect(readHomeJourney().selectedQuote).toEqual(fbd);
    expect(readHomeJourney().extras).toEqual({
      excess: '3',
      accidentalDamage: false,
      ncdProtectionPlus: false,
      homeEmergencyAssist: false,
    });
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
