import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_PROFILE,
  LOGOUT_MESSAGES,
  toHomeQuoteRequest,
  type HomeQuoteForms,
} from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAgentApi, liveQuote } from '../features/agents/test/fake-agent-api';
import { clearBrowserSession } from '../features/auth/lib/clear-browser-session';
import { GetQuotePage } from '../features/home/get-quote/get-quote-page';
import { readHomeJourney } from '../features/home/journey/home-journey';
import { submittedJourney } from '../features/home/test/journey-fixtures';
import { endSession, startSession } from '../lib/session';
import { renderApp } from '../test/render-app';
import { renderRoute } from '../test/render-route';
import { AGENT, CUSTOMER } from '../test/test-api';

/**
 * An agent serves one customer after another in one tab: a new quote starts empty, the next
 * customer's quote or e-mail search replaces everything kept of the one before, and nothing of
 * them outlives the agent's session, however it ends (decision 0019).
 */

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => endSession());

/** The previous customer's saved home quote, as the selected-quote call answers it. */
const PREVIOUS_CUSTOMER = {
  ...toHomeQuoteRequest(submittedJourney() as HomeQuoteForms).home_quote,
  quote_reference: 'HQ00000001',
  policy_reference: null,
  cover_premium: 480.5,
  direct_debit_amount: null,
  insurer: 'RSA',
  start_date: '2026-12-01',
  policy_code: 'HQ00000001',
};

const main = () => within(screen.getByRole('main'));

/** Opens the previous customer's live home quote at About you, filled with their answers. */
async function openPreviousCustomersQuote(user: ReturnType<typeof userEvent.setup>) {
  const view = renderApp('/wallet/latest-quotes/home', { signedInAs: AGENT, accounts: [AGENT] });
  installAgentApi({
    liveQuotes: { home: [liveQuote(1)], motor: [] },
    selectedQuotes: { HQ00000001: PREVIOUS_CUSTOMER },
  });
  await user.click(await screen.findByRole('button', { name: 'HQ00000001, open the quote' }));
  expect(await screen.findByLabelText('First name')).toHaveValue('Síle');
  return view;
}

/** Every answer this tab keeps, as text: where a customer's details could survive. */
const storedText = () =>
  Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)!)
    .map((key) => `${key}=${sessionStorage.getItem(key)}`)
    .join('\n');

describe("an agent's new quote", () => {
  it("starts empty after the agent opened another customer's quote (the landing's Create a new Quote)", async () => {
    const user = userEvent.setup();
    const { router } = await openPreviousCustomersQuote(user);
    await router.navigate('/wallet');
    const products = await main().findByRole('list', { name: 'Products' });
    await user.click(within(products).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/getquote/aboutYou'));
    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toHaveValue('');
    expect(screen.getByLabelText('Surname')).toHaveValue('');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(storedText()).not.toMatch(/Síle|O'Brien|sile@example\.ie|087 123 4567|V92 X2Y3/);
  });

  it("starts a car quote empty too, whatever car customer's answers the tab held", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/wallet', { signedInAs: AGENT, accounts: [AGENT] });
    installAgentApi();
    sessionStorage.setItem(
      'wallet:car-journey',
      JSON.stringify({ forms: { aboutYou: { firstName: 'Síle', email: 'sile@example.ie' } } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Welcome Seán!' });
    const products = await main().findByRole('list', { name: 'Products' });
    await user.click(within(products).getByRole('link', { name: 'Car' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/getgenericquote/car'));
    expect(storedText()).not.toMatch(/Síle|sile@example\.ie/);
  });

  it("starts empty from the header's New Quote menu too", async () => {
    const user = userEvent.setup();
    const { router } = await openPreviousCustomersQuote(user);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(nav.getByRole('button', { name: 'New Quote' }));
    await user.click(await nav.findByRole('menuitem', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/getquote/aboutYou'));
    expect(await screen.findByLabelText('First name')).toHaveValue('');
    expect(storedText()).not.toMatch(/Síle|O'Brien|sile@example\.ie/);
  });

  it('keeps nothing of the customer when the agent session ends without signing out (the API refusing it)', async () => {
    const user = userEvent.setup();
    await openPreviousCustomersQuote(user);
    expect(storedText()).toMatch(/Síle/);
    // What the API client does on a 401: the session ends where it stands.
    act(() => endSession());
    expect(storedText()).not.toMatch(/Síle|O'Brien|sile@example\.ie/);
  });

  it("keeps a customer's own answers when their session ends, for them to come back to", async () => {
    renderApp('/wallet', { signedInAs: CUSTOMER });
    await screen.findByRole('heading', { level: 1, name: 'Welcome Aoife!' });
    sessionStorage.setItem(
      'wallet:home-journey',
      JSON.stringify({ aboutYou: { firstName: 'Aoife' } }),
    );
    act(() => endSession());
    expect(storedText()).toMatch(/Aoife/);
  });

  it('keeps nothing of the customer once the agent signs out', async () => {
    const user = userEvent.setup();
    const { router } = await openPreviousCustomersQuote(user);
    await router.navigate('/logout');
    // The logout page's own heading: the quote page's may still stand while the page loads.
    expect(
      await screen.findByRole('heading', { level: 1, name: LOGOUT_MESSAGES.success }),
    ).toBeVisible();
    await waitFor(() => expect(storedText()).not.toMatch(/Síle|O'Brien|sile@example\.ie/));
  });
});

describe("opening the next customer's quote", () => {
  /** What the tab holds of customer A: their journey, their consent, their payment. */
  function storePreviousCustomer() {
    sessionStorage.setItem(
      'wallet:home-journey',
      JSON.stringify({
        ...submittedJourney(),
        quoteReference: 'HQ-PREVIOUS',
        agentScriptsRead: { aboutYou: true },
        cardsOpened: { aboutYou: true, yourHome: false, yourCover: false },
      }),
    );
    sessionStorage.setItem(
      'wallet:direct-debit:HOME',
      JSON.stringify({ marketingConsent: { email: true }, accountHolder: "Síle O'Brien" }),
    );
    sessionStorage.setItem(
      'wallet:bind-request:HOME',
      JSON.stringify({ quote_reference: 'HQ-PREVIOUS' }),
    );
  }

  it('from Live Home Quotes keeps nothing of the customer served before', async () => {
    const user = userEvent.setup();
    renderApp('/wallet/latest-quotes/home', { signedInAs: AGENT, accounts: [AGENT] });
    storePreviousCustomer();
    installAgentApi({
      liveQuotes: { home: [liveQuote(2)], motor: [] },
      selectedQuotes: {
        HQ00000002: {
          ...PREVIOUS_CUSTOMER,
          first_name: 'Tadhg',
          policy_holder_details: {
            ...PREVIOUS_CUSTOMER.policy_holder_details,
            first_name: 'Tadhg',
            last_name: 'Ó Sé',
            email: 'tadhg@example.ie',
          },
          quote_reference: 'HQ00000002',
          policy_code: 'HQ00000002',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'HQ00000002, open the quote' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Tadhg');
    expect(storedText()).not.toMatch(/HQ-PREVIOUS|Síle|sile@example\.ie/);
  });

  it("from About you's e-mail search keeps nothing of the customer served before but the scripts read", async () => {
    const user = userEvent.setup();
    startSession('token-agent', AGENT);
    storePreviousCustomer();
    renderRoute('/wallet/getquote/aboutYou', '/wallet/getquote/:step', <GetQuotePage />, (call) =>
      call.path === '/api/profile/profile/search/email'
        ? {
            status: 200,
            body: {
              ...DEFAULT_PROFILE,
              first_name: 'Tadhg',
              last_name: 'Ó Sé',
              email: 'tadhg@example.ie',
              user_id: 'user-tadhg',
              default_response: false,
            },
          }
        : { status: 404, body: { message: 'No home quote yet.' } },
    );
    const email = await screen.findByLabelText('Email address');
    await user.clear(email);
    await user.type(email, 'tadhg@example.ie');
    await user.click(screen.getByRole('button', { name: /search for the customer/i }));
    expect(await screen.findByText(/details have been loaded from their profile/)).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('Tadhg');
    const journey = readHomeJourney();
    expect(journey.quoteReference).toBeUndefined();
    expect(journey.yourHome).toBeUndefined();
    expect(journey.agentScriptsRead).toEqual({ aboutYou: true });
    expect(storedText()).not.toMatch(/HQ-PREVIOUS|Tralee|V92 X2Y3|accountHolder/);
  });
});

describe('signing out', () => {
  it('forgets the calls an agent made, whose variables name customers', async () => {
    const queryClient = new QueryClient();
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async (email: string) => email })
      .execute('sile@example.ie');
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);
    clearBrowserSession(queryClient);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });
});
