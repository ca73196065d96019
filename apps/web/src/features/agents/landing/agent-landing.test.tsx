import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { AGENT, CUSTOMER } from '../../../test/test-api';
import { BRANCHES, installAgentApi, SUPER_AGENT } from '../test/fake-agent-api';

const main = () => within(screen.getByRole('main'));

function openWallet(user = AGENT, flags = {}) {
  const view = renderApp('/wallet', { signedInAs: user, accounts: [user], flags });
  const api = installAgentApi();
  return { ...view, api };
}

afterEach(() => {
  endSession();
  setViewportWidth(1024);
});

describe('agent landing', () => {
  it("offers an agent's tools: customer search, quote search, live quotes and a new quote, without travel", async () => {
    openWallet();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Seán!' })).toBeVisible();
    for (const section of [
      'Customer Search',
      'Search All Home Quotes',
      'Latest Quotes',
      'Create a new Quote',
    ]) {
      expect(await main().findByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    expect(main().queryByRole('heading', { name: 'Matching Service' })).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Create Customer Account' })).toHaveAttribute(
      'href',
      '/wallet/createAccount',
    );
    expect(main().getByRole('link', { name: 'Search quotes' })).toHaveAttribute(
      'href',
      '/wallet/searchQuotes',
    );
    expect(main().getByRole('link', { name: 'Live Car Quotes' })).toHaveAttribute(
      'href',
      '/wallet/latest-quotes/car',
    );
    expect(main().getByRole('link', { name: 'Live Home Quotes' })).toHaveAttribute(
      'href',
      '/wallet/latest-quotes/home',
    );
    const products = main().getByRole('list', { name: 'Products' });
    // A new quote is for the next customer: it starts empty (new-customer-quote.test.tsx).
    expect(within(products).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/wallet/newQuote/home',
    );
    expect(within(products).getByRole('link', { name: 'Car' })).toHaveAttribute(
      'href',
      '/wallet/newQuote/car',
    );
    expect(main().queryByRole('link', { name: /Travel/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the Matching Service to a super agent', async () => {
    openWallet(SUPER_AGENT);
    await screen.findByRole('heading', { level: 1, name: 'Welcome Róisín!' });
    expect(await main().findByRole('heading', { name: 'Matching Service' })).toBeVisible();
    expect(main().getByRole('link', { name: 'Retrieve user' })).toHaveAttribute(
      'href',
      '/wallet/user',
    );
  });

  it('leaves out the car quotes while motor is disabled', async () => {
    openWallet(AGENT, { motor_enabled: false });
    await screen.findByRole('heading', { level: 1, name: 'Welcome Seán!' });
    await main().findByRole('heading', { name: 'Latest Quotes' });
    await waitFor(() =>
      expect(main().queryByRole('link', { name: 'Live Car Quotes' })).not.toBeInTheDocument(),
    );
    expect(main().queryByRole('link', { name: 'Car' })).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Live Home Quotes' })).toBeVisible();
  });

  it("keeps a customer's and a visitor's landing free of the agent's tools", async () => {
    renderApp('/wallet', { signedInAs: CUSTOMER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Aoife!' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Customer Search' })).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Travel' })).toBeVisible();
  });
});

describe('branch', () => {
  it("shows the agent's branch in the header and changes it there", async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const { api } = openWallet();
    const picker = await screen.findByRole('button', { name: /Branch: Dublin, College Green/ });
    // An agent holds no policies: the customer's Manage My Insurance and Renew give way to it.
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.queryByRole('button', { name: 'Manage My Insurance' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    await user.click(picker);
    const dialog = await screen.findByRole('dialog', { name: 'Please Select Branch' });
    const box = within(dialog).getByRole('combobox', { name: 'Branch' });
    await user.clear(box);
    await user.type(box, 'cork');
    await user.click(await screen.findByRole('option', { name: 'Cork, Patrick Street' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save branch' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Branch: Cork, Patrick Street/ })).toBeVisible();
    expect(
      api.calls().find((call) => call.route === 'PUT /api/profile/profile/branch')?.body,
    ).toEqual(BRANCHES[1]);
  });

  it('asks an agent without a branch for one, and cannot be closed until it is chosen', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const view = renderApp('/wallet', { signedInAs: AGENT, accounts: [AGENT] });
    const api = installAgentApi({ branch: null });
    const dialog = await screen.findByRole('dialog', { name: 'Please Select Branch' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Please Select Branch' })).toBeVisible();

    await within(dialog).findByRole('combobox', { name: 'Branch' });
    await user.click(within(dialog).getByRole('button', { name: 'Save branch' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Answer is Required');
    expect(api.routes()).not.toContain('PUT /api/profile/profile/branch');
    expect(await axeViolations()).toEqual([]);

    await user.type(within(dialog).getByRole('combobox', { name: 'Branch' }), 'galway');
    await user.click(await screen.findByRole('option', { name: 'Galway, Eyre Square' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save branch' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.state.branch).toEqual(BRANCHES[2]);
    expect(screen.getByRole('button', { name: /Branch: Galway, Eyre Square/ })).toBeVisible();
    view.unmount();
  });
});
