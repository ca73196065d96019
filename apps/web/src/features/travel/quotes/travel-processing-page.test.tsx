import { screen, waitFor } from '@testing-library/react';
import {
  BIND_MESSAGES,
  QUOTE_ERROR_MESSAGES,
  PHONE,
  QUOTE_CONFLICT_CODES,
  contactHref,
  toTravelQuoteRequest,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { readTravelJourney } from '../journey/travel-journey';
import {
  answerTravelCalls,
  declinedResponse,
  familySkiTrip,
  quoteResponse,
  storeTravelJourney,
} from '../test/travel-fixtures';

const PATH = '/wallet/getquotethankyou/travel';
const ERRORS = QUOTE_ERROR_MESSAGES;

function submitted() {
  storeTravelJourney({ forms: familySkiTrip(), submitted: true });
}

describe('travel processing page', { timeout: 30_000 }, () => {
  it('asks for the quote once with the mapped payload and shows the quote screen', async () => {
    submitted();
    const { router } = renderApp(PATH);
    const calls = answerTravelCalls();
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/wallet/viewMultipleQuotes/travel'),
      { timeout: 15_000 },
    );
    const quoteCalls = calls.filter((call) => call.route === 'POST /api/travel/travel_quotes');
    expect(quoteCalls).toHaveLength(1);
    expect(quoteCalls[0]!.body).toEqual(toTravelQuoteRequest(familySkiTrip()));
    expect(readTravelJourney().quoteResponse?.quote_reference).toBe('TQ-100');
    expect(window.dataLayer).toContainEqual({ event: 'travelQuote', quote_reference: 'TQ-100' });
  });

  it('says it is processing the quote while the insurer answers', async () => {
    submitted();
    renderApp(PATH);
    answerTravelCalls({
      // The insurer never answers in this test.
      'POST /api/travel/travel_quotes': () => new Promise(() => undefined),
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Please wait, we are processing your quote for you' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  });

  it('a declined quote: Thanks, no quote online, the reason and the number', async () => {
    submitted();
    renderApp(PATH);
    answerTravelCalls({
      'POST /api/travel/travel_quotes': () => ({ status: 200, body: declinedResponse() }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Unfortunately we are unable to provide you with a travel insurance quote online.',
      ),
    ).toBeVisible();
    expect(screen.getByText(`${ERRORS.sorry}, ${ERRORS.acceptance}`)).toBeVisible();
    expect(screen.getByText('Your quote reference is TQ-100.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute(
      'href',
      contactHref({ type: 'phone', phoneNumber: PHONE.sales }),
    );
  });

  it('a referral asks the customer to call', async () => {
    submitted();
    renderApp(PATH);
    answerTravelCalls({
      'POST /api/travel/travel_quotes': () => ({ status: 200, body: declinedResponse('REFERRAL') }),
    });
    expect(
      await screen.findByText(ERRORS.referral(PHONE.sales), {}, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it('the insurer unavailable: the spec words of the rsa error view', async () => {
    submitted();
    renderApp(PATH);
    answerTravelCalls({
      'POST /api/travel/travel_quotes': () => ({
        status: 200,
        body: quoteResponse({
          response: 'FAILURE',
          error: true,
          error_code: 'EXTERNAL_SERVICE_UNAVAILABLE',
          quotes: [],
          premium_details: [],
        }),
      }),
    });
    expect(
      await screen.findByText(
        `${ERRORS.sorry}, ${ERRORS.rsaUnavailable(PHONE.sales)}`,
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  });

  it('a quote being bought (409) is not priced again, and says so', async () => {
    storeTravelJourney({ forms: familySkiTrip(), submitted: true, quoteReference: 'TQ-77' });
    renderApp(PATH);
    answerTravelCalls({
      'POST /api/travel/travel_quotes': () => ({
        status: 409,
        body: {
          statusCode: 409,
          error: QUOTE_CONFLICT_CODES.beingBought,
          message: BIND_MESSAGES.quoteBeingBought,
        },
      }),
    });
    expect(
      await screen.findByText(BIND_MESSAGES.quoteBeingBought, {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('Your quote reference is TQ-77.')).toBeVisible();
  });

  it('a failed call, or nothing submitted, shows the error view', async () => {
    submitted();
    const first = renderApp(PATH);
    answerTravelCalls({
      'POST /api/travel/travel_quotes': () => ({ status: 400, body: { message: 'Bad request' } }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks' }, { timeout: 15_000 }),
    ).toBeVisible();
    first.unmount();
    sessionStorage.clear();
    renderApp(PATH);
    const calls = answerTravelCalls();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thanks' })).toBeVisible();
    expect(calls.filter((call) => call.route === 'POST /api/travel/travel_quotes')).toEqual([]);
  });
});
