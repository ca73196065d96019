import { screen, waitFor } from '@testing-library/react';
import {
  QUOTE_ERROR_MESSAGES,
  PHONE,
  contactHref,
  toCarQuoteRequest,
  type CarQuoteResponse,
} from '@wallet/domain';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { readCarJourney, updateCarJourney } from '../journey/car-journey';
import { CarErrorPage } from './car-error-page';
import { CarProcessingPage } from './car-processing-page';
import {
  ACCEPTED_TERMS,
  corollaForms,
  declinedCarResponse,
  prestigeOnlyCarResponse,
  carQuoteResponse,
  storeCarJourney,
  unavailableCarResponse,
} from './test/car-quote-fixtures';

const ERRORS = QUOTE_ERROR_MESSAGES;

/** The processing page with the car error page beside it, the quote call answered by `answer`. */
function renderProcessing(answer: CarQuoteResponse | 'never' | number) {
  return renderRoute(
    '/wallet/getquotethankyou/car',
    '/wallet/getquotethankyou/:type',
    <CarProcessingPage />,
    (call) => {
      if (call.path !== '/api/motor/motor_quotes') return { status: 404 };
      if (answer === 'never') return new Promise(() => undefined);
      if (typeof answer === 'number') return { status: answer, body: { message: 'Failed' } };
      return { status: 200, body: answer };
    },
  );
}

function submitted(journey = {}) {
  storeCarJourney({ forms: corollaForms(), terms: ACCEPTED_TERMS, submitted: true, ...journey });
}

describe('car processing page', () => {
  it('says it is processing the quote while RSA answers', async () => {
    submitted();
    renderProcessing('never');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Please wait, we are processing your quote for you',
      }),
    ).toBeVisible();
  });

  it('asks once with the mapped forms and terms, stores the answer and shows Your Quotes', async () => {
    submitted({ quoteReference: 'MQ-099', selectedLevel: 'prestige' });
    const { router, calls } = renderProcessing(carQuoteResponse());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/wallet/viewMultipleQuotes/car'),
    );
    const quoteCalls = calls.filter((call) => call.path === '/api/motor/motor_quotes');
    expect(quoteCalls).toHaveLength(1);
    expect(quoteCalls[0]!.body).toEqual(
      toCarQuoteRequest(corollaForms(), ACCEPTED_TERMS, { quoteReference: 'MQ-099' }),
    );
    // A new answer makes the choices made on the last one stale.
    expect(readCarJourney().quoteResponse?.quote_reference).toBe('MQ-100');
    expect(readCarJourney().selectedLevel).toBeUndefined();
    expect(window.dataLayer).toContainEqual({ event: 'motorQuote', quote_reference: 'MQ-100' });
    // Replaced: Back from Your Quotes does not land on a page that asks again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a car worth more than Popular’s limit, quoted at Prestige alone, shows Your Quotes', async () => {
    submitted();
    const { router } = renderProcessing(prestigeOnlyCarResponse());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/wallet/viewMultipleQuotes/car'),
    );
    expect(readCarJourney().quoteResponse?.popular).toBeNull();
  });

  it('RSA unavailable: the error view of type rsa, with the number to call', async () => {
    submitted();
    renderProcessing(unavailableCarResponse());
    expect(
      await screen.findByText(`${ERRORS.sorry}, ${ERRORS.rsaUnavailable(PHONE.sales)}`),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute(
      'href',
      contactHref({ type: 'phone', phoneNumber: PHONE.sales }),
    );
  });

  it.each([
    [
      'REFERRAL' as const,
      'We need additional information to finalise your quote please call us on 01 488 4062. Our lines are open Monday to Friday 9am-5pm.',
    ],
    [
      'DECLINE' as const,
      "We're sorry, the risk you have submitted has fallen outside our acceptance criteria.",
    ],
  ])('a %s goes to the car error page with its message', async (type, message) => {
    submitted();
    const { router } = renderRoute(
      '/wallet/getquotethankyou/car',
      '/wallet/:page/:type',
      <Pages />,
      (call) =>
        call.path === '/api/motor/motor_quotes'
          ? { status: 200, body: declinedCarResponse(type) }
          : { status: 404 },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/error/car'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Thank you for providing your details',
      }),
    ).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(
      screen.getByText(
        'Unfortunately we are unable to provide you with a car insurance quote online.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Your quote reference is MQ-100.')).toBeVisible();
  });

  it('without submitted forms and terms: the error view, and nothing is asked', async () => {
    storeCarJourney({ forms: corollaForms(), submitted: true });
    const { calls } = renderProcessing(carQuoteResponse());
    expect(
      await screen.findByText(
        'Unfortunately we are unable to provide you with a car insurance quote online.',
      ),
    ).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('a failed call shows the error view', async () => {
    submitted();
    renderProcessing(500);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Thank you for providing your details',
      }),
    ).toBeVisible();
  });

  it('the error page reached without a reason shows the generic failure and the reference', () => {
    updateCarJourney({ quoteResponse: declinedCarResponse() });
    renderRoute('/wallet/error/car', '/wallet/error/:type', <CarErrorPage />);
    // Arrived without a reason (a bookmark): the generic failure, with the reference.
    expect(screen.getByText('Your quote reference is MQ-100.')).toBeVisible();
    expect(screen.queryByText(/acceptance criteria/)).not.toBeInTheDocument();
  });
});

/** The processing and error pages under one route, as the app's `:type` routes have them. */
function Pages() {
  const { page } = useParams();
  return page === 'error' ? <CarErrorPage /> : <CarProcessingPage />;
}
