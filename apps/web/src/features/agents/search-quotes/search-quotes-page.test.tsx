import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_SEARCH_MESSAGES } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { startSession } from '../../../lib/session';
import { AGENT } from '../../../test/test-api';
import { installAgentApi, quoteRow, type AgentApiState } from '../test/fake-agent-api';
import { renderScreen } from '../test/render-screen';
import type { CustomerJourneys } from '../lib/customer-journeys';
import { SearchQuotesPage } from './search-quotes-page';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => endSession());

const SILE = { first_name: 'Síle', last_name: "O'Brien", email: 'sile@example.ie' };

function openSearch(state: Partial<AgentApiState> = {}, path = '/wallet/searchQuotes') {
  const journeys: CustomerJourneys = {
    openHomeQuote: vi.fn(async () => {}),
    openCarQuote: vi.fn(async () => {}),
  };
  startSession('token-agent', AGENT);
  const api = installAgentApi(state);
  const view = renderScreen(path, '/wallet/searchQuotes', <SearchQuotesPage journeys={journeys} />);
  return { ...view, api, journeys, user: userEvent.setup() };
}

async function searchCustomers(
  user: ReturnType<typeof userEvent.setup>,
  option: string,
  input: string,
) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Search option' }), option);
  const field = screen.getByRole('textbox', { name: 'Search for' });
  await user.clear(field);
  if (input) {
    await user.click(field);
    await user.paste(input);
  }
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('Search All Home Quotes by e-mail or name', () => {
  it('checks the option and the input: required, and 3 to 50 characters', async () => {
    const { user, api } = openSearch();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await waitFor(async () =>
      expect(await screen.findByRole('heading', { name: 'There is a problem' })).toHaveFocus(),
    );
    expect(screen.getByRole('link', { name: /Answer is Required/ })).toBeVisible();

    await searchCustomers(user, 'Email address', '');
    expect(await screen.findByRole('link', { name: /Email is required/ })).toBeVisible();
    await searchCustomers(user, 'Email address', 'si');
    expect(
      await screen.findByRole('link', { name: /Please enter more than two characters/ }),
    ).toBeVisible();
    await searchCustomers(user, 'Email address', `${'s'.repeat(51)}`);
    expect(
      await screen.findByRole('link', { name: /Please enter less than fifty characters/ }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Search for' })).toHaveValue('s'.repeat(51));
    expect(api.routes()).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("finds the customers, then a customer's quotes with amounts in euro or '-' and DD-MM-YYYY dates", async () => {
    const { user, api, router } = openSearch({
      quoteCustomers: [SILE],
      customerQuotes: {
        'sile@example.ie': [
          quoteRow({
            ...SILE,
            policy_code: 'HQ7777AAAA',
            date_of_birth: '1985-04-12',
            rsa_quote_amount: 486.5,
            fbd_quote_amount: 0,
            quote_timestamp: '2026-03-02T10:15:00',
          }),
        ],
      },
    });
    await searchCustomers(user, 'Email address', 'sile@');
    const customers = await screen.findByRole('table', { name: 'Customers with home quotes' });
    expect(within(customers).getByRole('rowheader', { name: "Síle O'Brien" })).toBeVisible();
    expect(screen.getByText('1 customer found')).toBeInTheDocument();

    await user.click(
      within(customers).getByRole('button', { name: 'View quotes of sile@example.ie' }),
    );
    const quotes = await screen.findByRole('table', { name: 'Home quotes of sile@example.ie' });
    const row = within(quotes).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '12-04-1985',
      'sile@example.ie, Open quote HQ7777AAAA',
      'HQ7777AAAA',
      '€486.50',
      '-',
      '02-03-2026 10:15',
      'Owner Occupied',
      'Dublin, College Green',
    ]);
    expect(api.calls()).toEqual([
      {
        route: 'POST /api/home/applied_home_quotes/latest_quotes_users',
        body: { search_option: 'email', search_input: 'sile@' },
      },
      {
        route: 'POST /api/home/applied_home_quotes/latest_quotes',
        body: { email: 'sile@example.ie' },
      },
    ]);
    expect(router.state.location.search).toBe(
      '?mode=Email&option=email&input=sile%40&email=sile%40example.ie',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('says word for word when nothing matches', async () => {
    const { user } = openSearch();
    await searchCustomers(user, 'Surname', 'Nobody');
    expect(await screen.findByText(AGENT_SEARCH_MESSAGES.quoteSearchNoResult)).toBeVisible();
    expect(AGENT_SEARCH_MESSAGES.quoteSearchNoResult).toBe(
      'We’re sorry, your search does not match any results. Please check the spelling and try again or try searching by the first word only.',
    );
  });

  it('opens the quote of the e-mail chosen at About you', async () => {
    const saved = { quote_reference: 'HQ7777AAAA', policy_holder_details: {} };
    const { user, api, journeys } = openSearch(
      {
        customerQuotes: { 'sile@example.ie': [quoteRow({ ...SILE, policy_code: 'HQ7777AAAA' })] },
        selectedQuotes: { HQ7777AAAA: saved },
      },
      '/wallet/searchQuotes?mode=Email&option=email&input=sile&email=sile%40example.ie',
    );
    await user.click(
      await screen.findByRole('button', { name: 'sile@example.ie, Open quote HQ7777AAAA' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/getquote/aboutYou' }),
    ).toBeVisible();
    expect(journeys.openHomeQuote).toHaveBeenCalledWith(saved);
    expect(api.routes()).toContain(
      'GET /api/home/applied_home_quotes/latest/policy_code?policyCode=HQ7777AAAA',
    );
  });

  it('stays on the page and says so when the quote cannot be opened', async () => {
    const { user, journeys } = openSearch(
      { customerQuotes: { 'sile@example.ie': [quoteRow({ ...SILE, policy_code: 'HQGONE' })] } },
      '/wallet/searchQuotes?mode=Email&option=email&input=sile&email=sile%40example.ie',
    );
    await user.click(await screen.findByRole('button', { name: /Open quote HQGONE/ }));
    expect(await screen.findByText('There is no quote with this reference.')).toBeVisible();
    expect(journeys.openHomeQuote).not.toHaveBeenCalled();
  });
});

describe('Search All Home Quotes by branch', () => {
  async function chooseBranch(
    user: ReturnType<typeof userEvent.setup>,
    typed: string,
    name: string,
  ) {
    await user.click(screen.getByRole('radio', { name: 'Branch' }));
    const box = await screen.findByRole('combobox', { name: 'Branch' });
    await user.type(box, typed);
    await user.click(await screen.findByRole('option', { name }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
  }

  it('asks for a branch, then lists its quotes, asking for them 1000 a page', async () => {
    const rows = Array.from({ length: 12 }, (_, index) =>
      quoteRow({
        policy_code: `HQB${String(index).padStart(4, '0')}`,
        branch: 'Cork, Patrick Street',
      }),
    );
    const { user, api } = openSearch({ branchQuotes: { 'Cork, Patrick Street': rows } });
    await user.click(await screen.findByRole('radio', { name: 'Branch' }));
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: /Answer is Required/ })).toBeVisible();

    await chooseBranch(user, 'cork', 'Cork, Patrick Street');
    const table = await screen.findByRole('table', { name: 'Home quotes of Cork, Patrick Street' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 12')).toBeVisible();
    expect(api.calls().find((call) => call.route.endsWith('/latest_quotes/branch'))?.body).toEqual({
      search_criteria: 'Cork, Patrick Street',
      search_type: 'BRANCH',
      page_number: 0,
      page_size: 1000,
    });
    expect(screen.queryByRole('button', { name: 'Show more quotes' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the next page of a branch with more quotes than a page', async () => {
    const rows = Array.from({ length: 3 }, (_, index) =>
      quoteRow({ policy_code: `HQC${index}`, branch: 'Galway, Eyre Square' }),
    );
    // The in-test API pages by 2 here, standing in for 1000.
    const { user, api } = openSearch({
      branchQuotes: { 'Galway, Eyre Square': rows },
      branchPageSize: 2,
    });
    await chooseBranch(user, 'gal', 'Galway, Eyre Square');
    await screen.findByText('Showing 1 to 2 of 2');
    await user.click(screen.getByRole('button', { name: 'Show more quotes' }));
    await screen.findByText('Showing 1 to 3 of 3');
    expect(
      api
        .calls()
        .filter((call) => call.route.endsWith('/latest_quotes/branch'))
        .map((call) => (call.body as { page_number: number }).page_number),
    ).toEqual([0, 1]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show more quotes' })).not.toBeInTheDocument(),
    );
  });

  it("comes back to the customer search with Back after a branch's", async () => {
    const { user, router } = openSearch({
      quoteCustomers: [SILE],
      branchQuotes: { 'Dublin, College Green': [quoteRow()] },
    });
    await searchCustomers(user, 'Email address', 'sile@');
    await screen.findByRole('table', { name: 'Customers with home quotes' });
    await chooseBranch(user, 'dub', 'Dublin, College Green');
    await screen.findByRole('table', { name: 'Home quotes of Dublin, College Green' });
    expect(
      screen.queryByRole('table', { name: 'Customers with home quotes' }),
    ).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('table', { name: 'Customers with home quotes' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Customer email or name' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Search for' })).toHaveValue('sile@');
  });

  it('says word for word when the branch has no quotes', async () => {
    const { user } = openSearch();
    await chooseBranch(user, 'dub', 'Dublin, College Green');
    expect(await screen.findByText(AGENT_SEARCH_MESSAGES.branchSearchNoResult)).toBeVisible();
    expect(AGENT_SEARCH_MESSAGES.branchSearchNoResult).toBe(
      'We’re sorry, your search does not match any results.',
    );
  });
});
