import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  carCheckoutDetailsSchema,
  type CarCoverLevel,
  type CarQuoteResponse,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { readQuotePayment } from '../../../lib/checkout/quote-payment';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { readCarJourney } from '../journey/car-journey';
import { CarViewQuotePage } from './car-view-quote-page';
import {
  ACCEPTED_TERMS,
  corollaForms,
  declinedCarResponse,
  inDays,
  levelQuote,
  carQuoteResponse,
  prestigeOnlyCarResponse,
  prestigeQuote,
  storeCarJourney,
} from './test/car-quote-fixtures';

function renderViewQuote({
  level = 'popular',
  response = carQuoteResponse(),
  marketingEnabled = false,
  answer,
}: {
  /** null: none chosen yet. */
  level?: CarCoverLevel | null;
  response?: CarQuoteResponse;
  marketingEnabled?: boolean;
  answer?: (call: RecordedCall) => FakeAnswer;
} = {}) {
  storeCarJourney({
    forms: corollaForms(),
    terms: ACCEPTED_TERMS,
    submitted: true,
    quoteResponse: response,
    ...(level ? { selectedLevel: level } : {}),
  });
  return renderRoute(
    '/wallet/viewQuote/car',
    '/wallet/viewQuote/:type',
    <CarViewQuotePage marketingEnabled={marketingEnabled} />,
    answer,
  );
}

const features = () => within(screen.getByRole('region', { name: 'What is covered' }));
const extraSwitch = (name: string) => screen.getByRole('switch', { name: new RegExp(name) });
const queryExtraSwitch = (name: string) => screen.queryByRole('switch', { name: new RegExp(name) });

describe('car view quote', () => {
  it("says 'for' and the cover name, the annual premium and Before You Proceed", async () => {
    renderViewQuote({ level: 'prestige' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Quote' })).toBeInTheDocument();
    expect(screen.getByText('for Prestige')).toBeInTheDocument();
    expect(screen.getByText('Annual premium').parentElement).toHaveTextContent(
      'Annual premium €2,012.63',
    );
    expect(screen.getByRole('heading', { name: 'Before You Proceed' })).toBeInTheDocument();
    expect(screen.getByText(/You are responsible for confirming/)).toBeInTheDocument();
    expect(
      screen.getByText(`Car quotes are valid today only: this quote is valid on ${inDays(0)}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ['popular' as const, 'COMPREHENSIVE' as const, 3, 5],
    ['prestige' as const, 'COMPREHENSIVE' as const, 5, 8],
    ['prestige' as const, 'THIRD_PARTY_AND_THEFT' as const, 4, 8],
  ])(
    '%s on %s: the first %i features before Read more, %i after',
    async (level, coverType, first, all) => {
      renderViewQuote({ level, response: carQuoteResponse({ cover_type: coverType }) });
      expect(features().getAllByRole('listitem')).toHaveLength(first);
      const readMore = features().getByRole('button', { name: 'Read more' });
      expect(readMore).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(readMore);
      expect(features().getAllByRole('listitem')).toHaveLength(all);
      expect(features().getByRole('button', { name: 'Read less' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    },
  );

  it('lists every premium detail of the level', () => {
    renderViewQuote({
      response: carQuoteResponse({
        popular: levelQuote({
          premium_details: {
            ...levelQuote().premium_details,
            premium_optional_extras: [{ text: 'Personal Protection Plus', amount: 45 }],
          },
        }),
      }),
    });
    const premium = within(screen.getByRole('region', { name: 'Premium details' }));
    const amountOf = (row: string) =>
      premium.getByRole('rowheader', { name: row }).nextElementSibling;
    // The table starts from the premium the discounts are taken from.
    const [first] = within(premium.getAllByRole('table')[0]!).getAllByRole('rowheader');
    expect(first).toHaveTextContent('Premium before discounts');
    expect(amountOf('Premium before discounts')).toHaveTextContent('€2,449.60');
    expect(amountOf('No claims discount')).toHaveTextContent('-€612.40');
    expect(amountOf('After no claims discount')).toHaveTextContent('€1,837.20');
    expect(amountOf('Bank customer discount (10%)')).toHaveTextContent('-€183.72');
    expect(amountOf('After bank customer discount')).toHaveTextContent('€1,653.48');
    expect(amountOf('Personal Protection Plus')).toHaveTextContent('€45.00');
    expect(amountOf('Government levy')).toHaveTextContent('€94.91');
    expect(amountOf('Single payment')).toHaveTextContent('€1,748.39');
    expect(amountOf('Deposit by card')).toHaveTextContent('€305.98');
    expect(amountOf('Each monthly direct debit')).toHaveTextContent('€152.99');
    expect(amountOf('Charge for paying by instalment')).toHaveTextContent('€87.42');
    expect(amountOf('Total if paid by instalment')).toHaveTextContent('€1,835.81');
    expect(
      premium.getByText(
        'A deposit of €305.98 by card, then 9 monthly payments of €152.99 and a last payment of €152.92',
      ),
    ).toBeInTheDocument();
  });

  it('offers each level its extras with their prices and benefits: NCD protection on Prestige only', () => {
    renderViewQuote({ level: 'popular' });
    expect(extraSwitch('Personal Protection Plus')).toHaveAccessibleDescription(
      '€30.00 a year, before the government levy Injury cover for you with a maximum benefit of €23,500.',
    );
    expect(extraSwitch('Additional Benefits Plus')).toHaveAccessibleDescription(
      /^€45\.00 a year, before the government levy /,
    );
    expect(extraSwitch('Additional Benefits Plus')).toBeInTheDocument();
    expect(queryExtraSwitch('No Claims Discount Protection')).not.toBeInTheDocument();
  });

  it('Prestige offers NCD protection on comprehensive', () => {
    renderViewQuote({ level: 'prestige' });
    expect(extraSwitch('No Claims Discount Protection')).toHaveAccessibleDescription(
      '€165.35 a year, before the government levy A claim does not reduce your no claims discount. Without it, each claim reduces it by 3 years.',
    );
  });

  it('offers no extras on third party, fire and theft', () => {
    renderViewQuote({
      level: 'prestige',
      response: carQuoteResponse({
        cover_type: 'THIRD_PARTY_AND_THEFT',
        prestige: prestigeQuote({ offered_extras: [] }),
      }),
    });
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.getByText('Extras are offered with comprehensive cover only.')).toBeVisible();
  });

  it('changing an input away from the priced values turns Proceed into Recalculate, and back', async () => {
    renderViewQuote();
    await userEvent.click(extraSwitch('Personal Protection Plus'));
    expect(screen.getByRole('button', { name: 'Recalculate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed' })).not.toBeInTheDocument();
    expect(screen.getByText('Recalculate to see the price of your changes')).toBeInTheDocument();
    await userEvent.click(extraSwitch('Personal Protection Plus'));
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeInTheDocument();

    // Third party drops the extras, which it does not offer.
    await userEvent.click(screen.getByRole('radio', { name: 'Third party, fire and theft' }));
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Recalculate' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Comprehensive' }));
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeInTheDocument();
  });

  it('recalculates with the spinner, stores the new answer and offers Proceed at the new price', async () => {
    let answerRecalculation: (answer: { status: number; body: unknown }) => void = () => {};
    const repriced = carQuoteResponse({
      popular: levelQuote({
        premium_id: 'MQ-100:popular:2',
        total_amount: 1793.39,
        premium_details: { ...levelQuote().premium_details, single_payment: 1793.39 },
        selected_extras: ['personalProtectionPlus'],
      }),
    });
    const { calls } = renderViewQuote({
      answer: (call) =>
        call.path === '/api/motor/motor_quotes/recalculate'
          ? new Promise((resolve) => (answerRecalculation = resolve))
          : { status: 404 },
    });
    await userEvent.click(extraSwitch('Personal Protection Plus'));
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    const busy = screen.getByRole('button', { name: /Recalculate/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getByRole('status')).toHaveTextContent('Recalculating your quote');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/motor/motor_quotes/recalculate',
        body: {
          quote_reference: 'MQ-100',
          cover_level: 'popular',
          cover_type: 'COMPREHENSIVE',
          optional_extras: ['personalProtectionPlus'],
        },
      },
    ]);
    answerRecalculation({ status: 200, body: repriced });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled());
    expect(screen.getByText('Annual premium').parentElement).toHaveTextContent(
      'Annual premium €1,793.39',
    );
    expect(readCarJourney().quoteResponse?.popular?.premium_id).toBe('MQ-100:popular:2');
  });

  it('a recalculation the insurer declines goes to the car error page', async () => {
    const { router } = renderViewQuote({
      answer: () => ({ status: 200, body: declinedCarResponse() }),
    });
    await userEvent.click(extraSwitch('Personal Protection Plus'));
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/error/car'));
    expect(router.state.location.state).toEqual({ reason: 'declined' });
  });

  it('a failed recalculation goes to the car error page', async () => {
    const { router } = renderViewQuote({ answer: () => ({ status: 500, body: {} }) });
    await userEvent.click(extraSwitch('Additional Benefits Plus'));
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/error/car'));
  });

  it('Proceed hands the level’s price to the checkout and asks a visitor to log in', async () => {
    renderViewQuote({ level: 'popular' });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /customer-login/' }),
    ).toBeInTheDocument();
    const record = readQuotePayment('MOTOR');
    expect(record).toMatchObject({
      product: 'MOTOR',
      quoteReference: 'MQ-100',
      schemeCode: 'MQ-100:popular:1',
      insurer: 'RSA',
      priceCents: 174_839,
      startDate: inDays(10, 'iso'),
    });
    const details = carCheckoutDetailsSchema.parse(record!.details);
    expect(details).toMatchObject({
      premiumId: 'MQ-100:popular:1',
      coverLevel: 'popular',
      coverType: 'COMPREHENSIVE',
      totalIfPaidByInstalmentCents: 183_581,
      car: { registration: '191-D-12345', make: 'Toyota', model: 'Corolla', year: 2019 },
      drivers: [{ name: "Niamh O'Sullivan" }, { name: "Conor O'Sullivan", relationship: 'SPOUSE' }],
      penaltyDetails: [
        { driver_order: 2, offence: 'EXCEEDING_SPEED_LIMIT', penalty_order: 1, penalty_points: 3 },
      ],
      disqualified: false,
    });
  });

  it('Proceed goes to marketing consent when marketing is enabled', async () => {
    renderViewQuote({ marketingEnabled: true });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/consent/car' }),
    ).toBeInTheDocument();
  });

  it('without a chosen level goes back to Your Quotes', async () => {
    renderViewQuote({ level: null });
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/viewMultipleQuotes/car' }),
    ).toBeInTheDocument();
  });

  it('a level not offered beside the other goes back to Your Quotes, which says why', async () => {
    renderViewQuote({ level: 'popular', response: prestigeOnlyCarResponse() });
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/viewMultipleQuotes/car' }),
    ).toBeInTheDocument();
  });

  it('an extra of a cover type not yet priced asks for a recalculation to show its price', async () => {
    renderViewQuote({
      level: 'popular',
      response: carQuoteResponse({
        cover_type: 'THIRD_PARTY_AND_THEFT',
        popular: levelQuote({ offered_extras: [], extra_prices: [] }),
      }),
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Comprehensive' }));
    expect(extraSwitch('Personal Protection Plus')).toHaveAccessibleDescription(
      /^Recalculate to see its price with this cover type\. /,
    );
  });

  it('a level without a price goes to the error page', async () => {
    renderViewQuote({ response: declinedCarResponse() });
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/error/car' }),
    ).toBeInTheDocument();
  });
});
