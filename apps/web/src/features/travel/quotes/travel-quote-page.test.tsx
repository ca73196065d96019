import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BIND_MESSAGES, QUOTE_CONFLICT_CODES, TRAVEL_VIEW_QUOTE_MESSAGES } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { readTravelJourney } from '../journey/travel-journey';
import {
  answerTravelCalls,
  declinedResponse,
  familySkiTrip,
  inDays,
  multiTripOffer,
  quoteResponse,
  storeTravelJourney,
} from '../test/travel-fixtures';

const PATH = '/wallet/viewMultipleQuotes/travel';

function quoted(forms = familySkiTrip(), response = quoteResponse()) {
  storeTravelJourney({ forms, submitted: true, quoteResponse: response });
}

async function openQuote() {
  const view = renderApp(PATH);
  const calls = answerTravelCalls({
    'POST /api/travel/travel_quotes/recalculate': (_, body) => {
      const request = body as { is_multi_trip: boolean };
      return {
        status: 200,
        body: request.is_multi_trip
          ? quoteResponse({ quotes: [multiTripOffer()] })
          : quoteResponse(),
      };
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Your Quote' }, { timeout: 15_000 });
  return { ...view, calls };
}

const total = () => screen.getByText(/^€\d/, { selector: '.travel-price__amount' });

describe('travel quote screen', { timeout: 30_000 }, () => {
  it('shows the price, the trip, the benefits, the breakdown and Before You Proceed', async () => {
    quoted();
    await openQuote();
    expect(total()).toHaveTextContent('€68.48');
    const benefits = screen.getByRole('table', { name: 'What you are covered for' });
    const rows = within(benefits)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'BenefitUp to',
      'Medical expensesUnlimited',
      'Cancellation€4,000',
      'Personal property€1,500',
      'Personal accident€30,000',
      'Personal liability€2,500,000',
      'Overseas legal expenses€30,000',
    ]);
    const breakdown = screen.getByRole('table', { name: 'Premium breakdown' });
    expect(within(breakdown).getByRole('row', { name: /Total payable/ })).toHaveTextContent(
      '€68.48',
    );
    expect(screen.getByText(/Includes the 5% government levy and the €1 stamp duty/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Before You Proceed' })).toBeVisible();
    expect(
      screen.getByText(new RegExp(`valid for at least 14 days, until ${inDays(14)}`)),
    ).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Upgrade to Annual Multi-Trip' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('goes back to the wallet without a trip type or without quotes', async () => {
    storeTravelJourney({ quoteResponse: quoteResponse() });
    const first = renderApp(PATH);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/wallet'), {
      timeout: 15_000,
    });
    first.unmount();
    quoted(familySkiTrip(), declinedResponse());
    const second = renderApp(PATH);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/wallet'));
  });

  it('the Annual Multi-Trip switch prices the quote again from the trip start, and off goes back', async () => {
    quoted();
    const user = userEvent.setup();
    const { calls } = await openQuote();
    await user.click(screen.getByRole('switch', { name: 'Upgrade to Annual Multi-Trip' }));
    await waitFor(() => expect(total()).toHaveTextContent('€192.53'));
    expect(screen.getByRole('textbox', { name: 'Policy start date' })).toHaveValue(inDays(30));
    expect(calls.find((call) => call.route.endsWith('/recalculate'))?.body).toEqual({
      quote_reference: 'TQ-100',
      is_multi_trip: true,
      policy_start_date: inDays(30, 'iso'),
    });
    expect(readTravelJourney().viewQuote).toEqual({
      isMultiTrip: true,
      policyStartDate: inDays(30),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Annual Multi-Trip' })).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'Upgrade to Annual Multi-Trip' }));
    await waitFor(() => expect(total()).toHaveTextContent('€68.48'));
    expect(screen.queryByRole('textbox', { name: 'Policy start date' })).toBeNull();
    expect(calls.filter((call) => call.route.endsWith('/recalculate')).at(-1)?.body).toEqual({
      quote_reference: 'TQ-100',
      is_multi_trip: false,
      policy_start_date: null,
    });
  });

  it('a multi-trip start date more than 45 days away is refused before any call', async () => {
    const forms = familySkiTrip();
    quoted({
      ...forms,
      yourTrip: { ...forms.yourTrip, travelFromDate: inDays(60), travelToDate: inDays(67) },
    });
    const user = userEvent.setup();
    const { calls } = await openQuote();
    await user.click(screen.getByRole('switch', { name: 'Upgrade to Annual Multi-Trip' }));
    const date = screen.getByRole('textbox', { name: 'Policy start date' });
    expect(date).toHaveValue('');
    await user.type(date, inDays(46));
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining(TRAVEL_VIEW_QUOTE_MESSAGES.startDateTooFar),
    );
    expect(calls.filter((call) => call.route.endsWith('/recalculate'))).toEqual([]);
    await user.clear(date);
    await user.type(date, inDays(45));
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));
    await waitFor(() => expect(total()).toHaveTextContent('€192.53'));
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeVisible();
  });

  it('a recalculation the insurer refuses ends on the travel error page', async () => {
    quoted();
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    answerTravelCalls({
      'POST /api/travel/travel_quotes/recalculate': () => ({
        status: 200,
        body: declinedResponse(),
      }),
    });
    await user.click(
      await screen.findByRole(
        'switch',
        { name: 'Upgrade to Annual Multi-Trip' },
        { timeout: 15_000 },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/error/travel'));
  });

  it('a quote being bought is not switched: the error page says so', async () => {
    quoted();
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    answerTravelCalls({
      'POST /api/travel/travel_quotes/recalculate': () => ({
        status: 409,
        body: {
          statusCode: 409,
          error: QUOTE_CONFLICT_CODES.beingBought,
          message: BIND_MESSAGES.quoteBeingBought,
        },
      }),
    });
    await user.click(
      await screen.findByRole(
        'switch',
        { name: 'Upgrade to Annual Multi-Trip' },
        { timeout: 15_000 },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/error/travel'));
    expect(
      await screen.findByText(BIND_MESSAGES.quoteBeingBought, {}, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it('offers no switch on an annual multi-trip quote', async () => {
    const forms = familySkiTrip();
    quoted(
      {
        ...forms,
        yourTrip: { ...forms.yourTrip, tripType: '2', travelToDate: '', destinationCountry: '' },
      },
      quoteResponse({ quotes: [multiTripOffer()] }),
    );
    await openQuote();
    expect(total()).toHaveTextContent('€192.53');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('Proceed stores the chosen premium and goes to the declaration', async () => {
    quoted();
    const user = userEvent.setup();
    const { router } = await openQuote();
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/declaration/'));
    expect(readTravelJourney().selected).toEqual({
      premiumId: 'TQ-100:SingleTrip:1',
      quoteName: 'SingleTrip',
    });
  });
});
