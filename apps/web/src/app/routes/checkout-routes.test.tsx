import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readHomeJourney, updateHomeJourney } from '../../features/home/journey/home-journey';
import { saveBindRequest } from '../../lib/checkout/checkout-storage';
import {
  bindAnswer,
  cardBindRequest,
  inProgress,
  storeHomeQuote,
} from '../../features/checkout/test/fixtures';
import { readQuotePayment } from '../../lib/checkout/quote-payment';
import { renderApp } from '../../test/render-app';
import { CUSTOMER } from '../../test/test-api';

/** The in-test API has no bind routes: these answer them and pass everything else on. */
function answerBinds(answers: Record<string, () => unknown>) {
  const api = globalThis.fetch;
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      paths.push(path);
      const answer = answers[path];
      if (!answer) return api(input, init);
      return new Response(JSON.stringify(answer()), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return paths;
}

const profileCalls = (paths: string[]) =>
  paths.filter((path) => path === '/api/profile/profile').length;

describe('checkout routes', () => {
  it('after a bind, forgets the home journey and the quote and asks for the profile again', async () => {
    storeHomeQuote();
    updateHomeJourney({ quoteReference: 'HQ-1001' });
    saveBindRequest('HOME', cardBindRequest());
    renderApp('/wallet/paymentthankyou/home', { signedInAs: CUSTOMER });
    const paths = answerBinds({ '/api/home/applied_home_quotes/bind': () => bindAnswer() });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thank you for your purchase' },
        { timeout: 4_000 },
      ),
    ).toBeInTheDocument();
    // The page forgets the journey in an effect once the success view is on screen.
    await waitFor(() => expect(readQuotePayment('HOME')).toBeNull());
    expect(readHomeJourney().quoteReference).toBeUndefined();
    await waitFor(() => expect(profileCalls(paths)).toBeGreaterThan(0));
  });

  it('after buying, Back to the payment page lands on the wallet, with the policy and no quote to continue', async () => {
    storeHomeQuote();
    updateHomeJourney({ quoteReference: 'HQ-1001' });
    const { router } = renderApp('/wallet/makePayment/home', {
      signedInAs: CUSTOMER,
      policies: [
        {
          policy_type: 'HOME',
          reference_number: 'HREF-777',
          policy_number: 'HP-0007',
          policy_id: 'pol-7',
          start_date: '2026-06-01',
          end_date: '2027-05-31',
          insurer: 'RSA',
          premium_cents: 48_050,
          cover: 'Buildings and contents',
        },
      ],
    });
    const paths = answerBinds({
      '/api/home/applied_home_quotes/bind': () => bindAnswer(),
      // The server names the policy of the quote just bought.
      '/api/home/applied_home_quotes/latest': () => ({
        home_quote: {
          quote_reference: 'HQ-1001',
          cover_premium: 480.5,
          policy_reference: 'HREF-777',
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment' }, { timeout: 4_000 });
    saveBindRequest('HOME', cardBindRequest());
    await router.navigate('/wallet/paymentthankyou/home');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Thank you for your purchase' },
      { timeout: 4_000 },
    );
    await waitFor(() => expect(readQuotePayment('HOME')).toBeNull());

    // The payment step is finished: Back does not replay it.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(await screen.findByRole('region', { name: 'Your policies' })).toBeInTheDocument();
    await waitFor(() => expect(paths).toContain('/api/home/applied_home_quotes/latest'));
    expect(
      screen.queryByRole('heading', { name: 'Continue with your latest Home quote' }),
    ).not.toBeInTheDocument();
  });

  it('uses bind upload when its flag is on', async () => {
    storeHomeQuote();
    saveBindRequest('HOME', cardBindRequest());
    renderApp('/wallet/paymentthankyou/', {
      signedInAs: CUSTOMER,
      flags: { bind_upload_enabled: true },
    });
    const statuses = [bindAnswer()];
    const paths = answerBinds({
      '/api/home/applied_home_quotes/bind': () => bindAnswer(),
      '/api/home/applied_home_quotes/bind_upload': () => inProgress(),
      '/api/home/applied_home_quotes/bind_status': () => statuses.shift(),
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thank you for your purchase' },
        { timeout: 4_000 },
      ),
    ).toBeInTheDocument();
    expect(paths).toContain('/api/home/applied_home_quotes/bind_upload');
    expect(paths).not.toContain('/api/home/applied_home_quotes/bind');
  });

  it('opens the home payment when no type is given', async () => {
    storeHomeQuote();
    renderApp('/wallet/makePayment/', { signedInAs: CUSTOMER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment' }, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Quote reference').nextSibling).toHaveTextContent('HQ-1001');
  });

  for (const path of [
    '/wallet/consent/car',
    '/wallet/makePayment/travel',
    '/wallet/paymentthankyou/boat',
  ]) {
    it(`sends ${path} back to the wallet: not sold through this checkout yet`, async () => {
      storeHomeQuote();
      const { router } = renderApp(path, { signedInAs: CUSTOMER });
      await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'), {
        timeout: 4_000,
      });
    });
  }
});
