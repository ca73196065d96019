import { screen } from '@testing-library/react';
import { BIND_MESSAGES, PHONE, QUOTE_CONFLICT_CODES } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { submittedJourney } from '../test/journey-fixtures';
import { declinedQuote, insurerQuote, quoteResponse } from '../test/quote-fixtures';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { HomeProcessingPage } from './processing-page';

const PATH = '/wallet/getquotethankyou/home';
const CREATE = '/api/home/applied_home_quotes';
const NOT_QUOTED = 'We have not been able to get an online quote from our insurance partner.';

function renderProcessing(answer: (call: RecordedCall) => FakeAnswer) {
  return renderRoute(PATH, '/wallet/getquotethankyou/:type?', <HomeProcessingPage />, answer);
}

const answering = (status: number, body: unknown) => (call: RecordedCall) =>
  call.method === 'POST' && call.path === CREATE ? { status, body } : { status: 404 };

describe('processing page', () => {
  it('asks for the quote, stores the answer and moves on to the quotes', async () => {
    updateHomeJourney(submittedJourney());
    const response = quoteResponse([insurerQuote(), declinedQuote('FBD')]);
    let release: (answer: { status: number; body: unknown }) => void = () => {};
    const { calls, router } = renderProcessing((call) =>
      call.path === CREATE ? new Promise((resolve) => (release = resolve)) : { status: 404 },
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Please wait, we are processing your quote for you',
      }),
    ).toBeInTheDocument();
    release({ status: 200, body: response });
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/viewMultipleQuotes/home' }),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    const posts = calls.filter((call) => call.path === CREATE);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      home_quote: { policy_holder_details: { first_name: 'Síle', last_name: "O'Brien" } },
    });
    expect(readHomeJourney().quoteResponse).toEqual(response);
    expect(window.dataLayer).toContainEqual({ event: 'homeQuote', quote_reference: 'HQ-1001' });
  });

  it('says a quote being bought is not priced again when the API answers 409', async () => {
    updateHomeJourney({ ...submittedJourney(), quoteReference: 'HQ-77' });
    renderProcessing(
      answering(409, {
        statusCode: 409,
        error: QUOTE_CONFLICT_CODES.beingBought,
        message: BIND_MESSAGES.quoteBeingBought,
      }),
    );
    expect(await screen.findByText(BIND_MESSAGES.quoteBeingBought)).toBeInTheDocument();
    expect(screen.getByText(/HQ-77/)).toBeInTheDocument();
    expect(screen.queryByText(NOT_QUOTED)).not.toBeInTheDocument();
  });

  it('shows the unavailable view of type rsa on EXTERNAL_SERVICE_UNAVAILABLE', async () => {
    updateHomeJourney(submittedJourney());
    renderProcessing(
      answering(
        200,
        quoteResponse([declinedQuote('RSA')], {
          response: 'FAILURE',
          error: true,
          error_code: 'EXTERNAL_SERVICE_UNAVAILABLE',
          quote_reference: 'HQ-55',
        }),
      ),
    );
    expect(
      await screen.findByText(
        `We're sorry, our system is currently unavailable. Please call us on ${PHONE.sales} to get your quote today`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/HQ-55/)).toBeInTheDocument();
  });

  it('shows the referral view when an insurer referred the quote', async () => {
    updateHomeJourney(submittedJourney());
    const referred = declinedQuote('RSA');
    referred.acceptance_notifications = [
      { insurer: 'RSA', type: 'REFERRAL', code: 'R1', reason: 'Claims' },
    ];
    renderProcessing(answering(200, quoteResponse([referred, declinedQuote('FBD')])));
    expect(
      await screen.findByText(/We need additional information to finalise your quote/),
    ).toBeInTheDocument();
    expect(screen.getByText(NOT_QUOTED)).toBeInTheDocument();
  });

  it('shows the acceptance view when every insurer declined', async () => {
    updateHomeJourney(submittedJourney());
    renderProcessing(answering(200, quoteResponse([declinedQuote('RSA'), declinedQuote('FBD')])));
    expect(
      await screen.findByText(
        "We're sorry, the risk you have submitted has fallen outside our acceptance criteria.",
      ),
    ).toBeInTheDocument();
  });

  it('shows the error view when the call fails', async () => {
    updateHomeJourney(submittedJourney());
    renderProcessing(answering(500, { message: 'Internal Server Error' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "We're sorry" }),
    ).toBeInTheDocument();
    expect(screen.getByText(NOT_QUOTED)).toBeInTheDocument();
  });

  it('shows the error view without asking anything when nothing was submitted', async () => {
    const { calls } = renderProcessing(answering(200, quoteResponse([insurerQuote()])));
    expect(
      await screen.findByRole('heading', { level: 1, name: "We're sorry" }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
