import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_VALIDATION_MESSAGES,
  AGENT_MADE_ACCOUNT_EMAIL_SUBJECT,
  AGENT_MADE_ACCOUNT_NOTE,
  CREATE_ACCOUNT_MESSAGES,
  PORTFOLIO_CODE_MESSAGES,
} from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { AGENT, CUSTOMER } from '../../../test/test-api';
import { installAgentApi, type AgentApiState } from '../test/fake-agent-api';
import { PORTFOLIO_CODE_HINT } from './create-account-page';

async function openCreateAccount(state: Partial<AgentApiState> = {}) {
  const view = renderApp('/wallet/createAccount', { signedInAs: AGENT, accounts: [AGENT] });
  const api = installAgentApi(state);
  await screen.findByRole('heading', { level: 1, name: 'Create Customer Account' });
  return { ...view, api };
}

async function fillIn(values: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  const fields: Record<string, string> = {
    'First name': 'Síle',
    Surname: "O'Brien",
    'Mobile number': '0871234567',
    'Email address': 'sile@example.ie',
    'Portfolio code': 'MURP01',
    ...values,
  };
  for (const [label, value] of Object.entries(fields)) {
    const field = screen.getByRole('textbox', { name: label });
    await user.clear(field);
    if (value) await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Register User' }));
  return user;
}

// Each test starts the whole app and fills a form in on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => endSession());

describe('Create Customer Account', () => {
  it('is titled and carries no accessibility violations', async () => {
    await openCreateAccount();
    expect(document.title).toBe('Create a customer account - Agent workspace - Insurance Wallet');
    expect(await axeViolations()).toEqual([]);
  });

  it('checks every field with the spec’s messages in an error summary that takes focus, and keeps what was typed', async () => {
    const { api } = await openCreateAccount();
    await fillIn({
      'First name': '',
      Surname: 'Br1en',
      'Mobile number': '12345',
      'Email address': 'not-an-email',
      'Portfolio code': 'murp01',
    });
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const lines = within(summary.parentElement!)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(lines).toContain(ACCOUNT_VALIDATION_MESSAGES.firstNameRequired);
    expect(lines).toContain(PORTFOLIO_CODE_MESSAGES.createAccountFormat);
    expect(lines).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Portfolio code' })).toHaveValue('murp01');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue('Br1en');
    expect(document.title).toMatch(/^Error: /);
    expect(api.calls()).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the portfolio code when it is missing', async () => {
    await openCreateAccount();
    await fillIn({ 'Portfolio code': '' });
    expect(
      await screen.findByRole('link', { name: PORTFOLIO_CODE_MESSAGES.required }),
    ).toBeVisible();
  });

  it('verifies the portfolio code, creates the account and says the e-mail is on its way', async () => {
    const { api } = await openCreateAccount();
    await fillIn({});
    const done = await screen.findByText(CREATE_ACCOUNT_MESSAGES.success);
    expect(done.closest('[tabindex="-1"]')).toHaveFocus();
    expect(api.routes()).toEqual([
      'GET /api/home/applied_home_quotes/verify/portfolio/MURP01',
      'POST /api/profile/profile/create',
    ]);
    expect(api.calls()[1]!.body).toEqual({
      first_name: 'Síle',
      last_name: "O'Brien",
      phone: '+353871234567',
      email: 'sile@example.ie',
      portfolio_code: 'MURP01',
    });
    // Under the spec's words, what the customer will receive, to tell them on the call.
    const receives = screen.getByRole('region', { name: AGENT_MADE_ACCOUNT_NOTE.heading });
    expect(
      within(receives)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(AGENT_MADE_ACCOUNT_NOTE.lines('sile@example.ie'));
    expect(receives).toHaveTextContent(`with the subject '${AGENT_MADE_ACCOUNT_EMAIL_SUBJECT}'`);
    expect(receives).toHaveTextContent('choose a password in one step');
    expect(await axeViolations()).toEqual([]);

    // Another customer starts from an empty form.
    await userEvent.click(screen.getByRole('button', { name: 'Register another customer' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  it("refuses a portfolio code the bank's register does not hold, without creating anything", async () => {
    const { api } = await openCreateAccount();
    await fillIn({ 'Portfolio code': 'ZZZZ99' });
    expect(
      await screen.findByRole('link', { name: CREATE_ACCOUNT_MESSAGES.invalidPortfolioCode }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Portfolio code' })).toHaveAccessibleDescription(
      expect.stringContaining(CREATE_ACCOUNT_MESSAGES.invalidPortfolioCode),
    );
    expect(api.routes()).toEqual(['GET /api/home/applied_home_quotes/verify/portfolio/ZZZZ99']);
  });

  it('gives an existing user the match message instead, and no word of an e-mail', async () => {
    await openCreateAccount({ existingEmails: ['sile@example.ie'] });
    await fillIn({});
    expect(
      await screen.findByText(PORTFOLIO_CODE_MESSAGES.matched('sile@example.ie')),
    ).toBeVisible();
    expect(
      screen.queryByRole('region', { name: AGENT_MADE_ACCOUNT_NOTE.heading }),
    ).not.toBeInTheDocument();
  });

  it('says which portfolio code it wants, in a hint tied to the field, and keeps it with the error', async () => {
    await openCreateAccount();
    const field = screen.getByRole('textbox', { name: 'Portfolio code' });
    expect(field).toHaveAccessibleDescription(PORTFOLIO_CODE_HINT);
    expect(PORTFOLIO_CODE_HINT).toContain('ABCD12');
    expect(PORTFOLIO_CODE_HINT).toContain('Not the long Matching Service code');
    // The Matching Service's kind of code is refused with the spec's format message.
    await fillIn({ 'Portfolio code': '1A2B3C4D-1A2B-1A2B-1A2B3C4D5E6F' });
    expect(
      await screen.findByRole('link', { name: PORTFOLIO_CODE_MESSAGES.createAccountFormat }),
    ).toBeVisible();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(PORTFOLIO_CODE_MESSAGES.createAccountFormat),
    );
    expect(field).toHaveAccessibleDescription(expect.stringContaining(PORTFOLIO_CODE_HINT));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the API's reason when it refuses the account", async () => {
    const { api } = await openCreateAccount();
    api.state.existingEmails = [];
    // The register knows the code but the pairing is refused: the answer's reason is shown.
    const refusal = PORTFOLIO_CODE_MESSAGES.alreadyRegistered('a@example.ie', 'agent@wallet.test');
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/profile/profile/create')
        ? Promise.resolve(
            new Response(
              JSON.stringify({
                successfully_paired: false,
                existing_user: false,
                failure_reason: refusal,
              }),
              { status: 200, headers: { 'Content-Type': 'application/json' } },
            ),
          )
        : inner(input, init),
    );
    await fillIn({});
    await waitFor(async () =>
      expect(await screen.findByRole('heading', { name: 'There is a problem' })).toHaveFocus(),
    );
    expect(screen.getByText(refusal)).toBeVisible();
  });

  it('is for agents: a customer is taken back to the wallet', async () => {
    const { router } = renderApp('/wallet/createAccount', { signedInAs: CUSTOMER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
  });
});
