import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isAgentGeneratedPassword, type CarRecalculationRequest } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { AGENT, CUSTOMER } from '../../../test/test-api';
import { AGENT_SCRIPT_PANEL_TEXT as PANEL } from '../../../ui/journey/agent-script-texts';
import { createCarQuote } from '../api/create-car-quote';
import { recalculateCarQuote } from '../api/recalculate-car-quote';
import { readCarJourney } from '../journey/car-journey';
import { CarViewQuotePage } from '../quotes/car-view-quote-page';
import {
  ACCEPTED_TERMS,
  corollaForms,
  carQuoteResponse,
  storeCarJourney,
} from '../quotes/test/car-quote-fixtures';
import { CarTermsPage } from '../terms/car-terms-page';
import { CAR_AGENT_SCRIPTS, type CarAgentScriptKey } from './car-agent-texts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => endSession());

/** Goes through every page of a script and says it was read. */
async function readScript(key: CarAgentScriptKey) {
  // The panel is loaded for an agent only: it arrives after the page.
  const panel = await screen.findByRole('region', { name: CAR_AGENT_SCRIPTS[key].title });
  const pages = CAR_AGENT_SCRIPTS[key].pages;
  for (let page = 1; page < pages.length; page += 1) {
    expect(within(panel).getByText(PANEL.page(page, pages.length))).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: PANEL.finish })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: PANEL.next }));
  }
  await userEvent.click(within(panel).getByRole('button', { name: PANEL.finish }));
  expect(within(panel).getByRole('status')).toHaveTextContent(PANEL.read);
}

describe('the car terms page in agent mode', () => {
  const renderTerms = () => {
    storeCarJourney({ forms: corollaForms() });
    return renderRoute(
      '/wallet/terms-and-conditions/car',
      '/wallet/terms-and-conditions/car',
      <CarTermsPage />,
    );
  };

  it('keeps Continue disabled, and says why, until the terms script is read', async () => {
    startSession('token-agent', AGENT);
    renderTerms();
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(PANEL.pending);
    const panel = await screen.findByRole('region', { name: CAR_AGENT_SCRIPTS.terms.title });
    expect(panel).toHaveTextContent('Consumer Insurance Contracts Act 2019');
    expect(await axeViolations()).toEqual([]);
    await readScript('terms');
    expect(next).toBeEnabled();
    expect(screen.queryByText(PANEL.pending)).toBeNull();
    // Kept in the journey: a reload finds it read.
    expect(readCarJourney().agentScriptsRead).toEqual({ terms: true });
    // Continue now checks the answers as for anyone.
    await userEvent.click(next);
    expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeVisible();
  });

  it('shows no script to a customer, whose Continue works at once', async () => {
    startSession('token-customer', CUSTOMER);
    renderTerms();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.queryByText(PANEL.label)).toBeNull();
  });
});

describe('car view quote in agent mode', () => {
  const renderViewQuote = (answer?: (call: RecordedCall) => FakeAnswer) => {
    storeCarJourney({
      forms: corollaForms(),
      terms: ACCEPTED_TERMS,
      submitted: true,
      quoteResponse: carQuoteResponse(),
      selectedLevel: 'popular',
    });
    return renderRoute(
      '/wallet/viewQuote/car',
      '/wallet/viewQuote/:type',
      <CarViewQuotePage marketingEnabled={false} />,
      answer,
    );
  };
  const found: FakeAnswer = {
    status: 200,
    body: {
      user_list: [
        { username: 'u', email: 'niamh@example.ie', first_name: 'Niamh', last_name: 'O' },
      ],
      created_by_agent: false,
    },
  };

  it('reads the policy read-out and the direct debit confirmation before Proceed, which goes to payment for a customer found', async () => {
    startSession('token-agent', AGENT);
    const { calls } = renderViewQuote(() => found);
    const proceed = await screen.findByRole('button', { name: 'Proceed' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(PANEL.pendingMany);
    const readOut = await screen.findByRole('region', {
      name: CAR_AGENT_SCRIPTS.policyReadOut.title,
    });
    expect(readOut).toHaveTextContent(/the main features of the cover you have chosen/);
    const directDebit = screen.getByRole('region', { name: CAR_AGENT_SCRIPTS.directDebit.title });
    expect(directDebit).toHaveTextContent(/a deposit of 2 months by card today, then 10 monthly/);
    expect(await axeViolations()).toEqual([]);
    // One script read is not enough.
    await readScript('policyReadOut');
    expect(proceed).toBeDisabled();
    await readScript('directDebit');
    expect(proceed).toBeEnabled();
    await userEvent.click(proceed);
    expect(
      await screen.findByRole('heading', { name: /Now at \/wallet\/makePayment/ }),
    ).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/email_lookup',
        body: { dropdownValue: 'email', searchInput: 'niamh@example.ie' },
      },
    ]);
  });

  it('signs up a customer not found with a generated password, then goes to payment', async () => {
    startSession('token-agent', AGENT);
    const { calls } = renderViewQuote((call) =>
      call.path === '/api/users/email_lookup'
        ? { status: 200, body: { user_list: [], created_by_agent: false } }
        : {
            status: 200,
            body: { user_id: 'new', email: 'niamh@example.ie', created_by_agent: true },
          },
    );
    await readScript('policyReadOut');
    await readScript('directDebit');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByRole('heading', { name: /Now at \/wallet\/makePayment/ }),
    ).toBeVisible();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/users/email_lookup',
      '/api/users/agent_sign_up',
    ]);
    const body = calls[1]!.body as Record<string, string>;
    expect(body).toMatchObject({
      given_name: 'Niamh',
      family_name: "O'Sullivan",
      email: 'niamh@example.ie',
      phone_number: '+353877654321',
    });
    expect(isAgentGeneratedPassword(body.password!)).toBe(true);
  });

  it('stays on the quote and says so when the check fails', async () => {
    startSession('token-agent', AGENT);
    renderViewQuote(() => ({ status: 500, body: { message: 'down' } }));
    await readScript('policyReadOut');
    await readScript('directDebit');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be checked or created/);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Quote' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  });

  it('shows no script and makes no check for a customer', async () => {
    startSession('token-customer', CUSTOMER);
    const { calls } = renderViewQuote();
    const proceed = await screen.findByRole('button', { name: 'Proceed' });
    expect(proceed).toBeEnabled();
    expect(screen.queryByText(PANEL.label)).toBeNull();
    await userEvent.click(proceed);
    expect(
      await screen.findByRole('heading', { name: /Now at \/wallet\/makePayment/ }),
    ).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith('/api/users'))).toEqual([]);
  });
});

describe("the car quote's calls", () => {
  /** The paths the calls went to, each answered with a car quote. */
  function answeredPaths() {
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        paths.push(url);
        return new Response(JSON.stringify(carQuoteResponse()), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return paths;
  }
  const recalculation: CarRecalculationRequest = {
    quote_reference: 'MQ1',
    cover_level: 'popular',
    cover_type: 'COMPREHENSIVE',
    optional_extras: [],
  };

  it("go through the agent's calls for an agent, which make the quote the customer's", async () => {
    const paths = answeredPaths();
    startSession('token-agent', AGENT);
    await createCarQuote({} as never);
    await recalculateCarQuote(recalculation);
    expect(paths).toEqual([
      '/api/agent/motor/motor_quotes',
      '/api/agent/motor/motor_quotes/recalculate',
    ]);
  });

  it("go through the customer's own calls for a customer", async () => {
    const paths = answeredPaths();
    startSession('token-customer', CUSTOMER);
    await createCarQuote({} as never);
    await recalculateCarQuote(recalculation);
    expect(paths).toEqual(['/api/motor/motor_quotes', '/api/motor/motor_quotes/recalculate']);
  });
});
