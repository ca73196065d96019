import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AGENT_MOBILE_MESSAGES,
  AGENT_SEARCH_MESSAGES,
  ACCOUNT_VALIDATION_MESSAGES,
  LOGIN_VALIDATION_MESSAGES,
  PORTFOLIO_CODE_MESSAGES,
} from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { AGENT } from '../../../test/test-api';
import { MATCHING_TEXTS } from './matching-texts';
import {
  installAgentApi,
  retrievedUser,
  SUPER_AGENT,
  type AgentApiState,
} from '../test/fake-agent-api';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => endSession());

async function openMatching(state: Partial<AgentApiState> = {}, path = '/wallet/user') {
  const view = renderApp(path, { signedInAs: SUPER_AGENT, accounts: [SUPER_AGENT] });
  const api = installAgentApi({ users: [retrievedUser()], ...state });
  await screen.findByRole('heading', { level: 1, name: 'Matching Service' });
  return { ...view, api, user: userEvent.setup() };
}

async function search(user: ReturnType<typeof userEvent.setup>, option: string, input: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), option);
  const field = screen.getByRole('textbox', { name: 'Search for' });
  await user.clear(field);
  if (input) {
    await user.click(field);
    await user.paste(input);
  }
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('Matching Service: retrieve user', () => {
  it('is for super agents: an agent is taken back to the wallet', async () => {
    const { router } = renderApp('/wallet/user', { signedInAs: AGENT, accounts: [AGENT] });
    installAgentApi();
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
  });

  it('shows Search unavailable while the search breaks its rules, and says why when pressed', async () => {
    const { user, api } = await openMatching();
    expect(document.title).toBe('Matching service - Agent workspace - Insurance Wallet');
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await waitFor(async () =>
      expect(await screen.findByRole('heading', { name: 'There is a problem' })).toHaveFocus(),
    );
    expect(screen.getByRole('link', { name: /Answer is Required/ })).toBeVisible();

    await search(user, 'Email address', '');
    expect(await screen.findByRole('link', { name: /Email is required/ })).toBeVisible();
    expect(LOGIN_VALIDATION_MESSAGES.emailRequired).toBe('Email is required');

    await search(user, 'First name', 'A');
    expect(
      await screen.findByRole('link', {
        name: new RegExp(ACCOUNT_VALIDATION_MESSAGES.firstNameRequired),
      }),
    ).toBeVisible();
    await search(user, 'Surname', 'M');
    expect(await screen.findByRole('link', { name: /Surname is required/ })).toBeVisible();
    expect(api.routes()).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Search for' }));
    await user.type(screen.getByRole('textbox', { name: 'Search for' }), 'Mu');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(await axeViolations()).toEqual([]);
  });

  it('finds customers by the start of a field and lists them', async () => {
    const { user, api, router } = await openMatching();
    await search(user, 'First name', 'ao');
    const table = await screen.findByRole('table', { name: 'Customers found' });
    expect(within(table).getByRole('rowheader', { name: 'Aoife Murphy' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: '+353871234567' })).toBeVisible();
    expect(api.calls()).toEqual([
      { route: 'POST /api/users', body: { first_name: 'ao', starts_with: true } },
    ]);
    // The search is in the address, so Back and a reload come back to it.
    expect(router.state.location.search).toBe('?option=first_name&input=ao');
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when no customer matches', async () => {
    const { user } = await openMatching();
    await search(user, 'Email address', 'nobody@');
    expect(await screen.findByText(AGENT_SEARCH_MESSAGES.customerNotFound)).toBeVisible();
  });

  it('pages the results 10 at a time, with 20 and 30 to choose from', async () => {
    const users = Array.from({ length: 23 }, (_, index) =>
      retrievedUser({
        first_name: 'Máire',
        last_name: `Byrne ${String(index + 1).padStart(2, '0')}`,
        email: `maire${index + 1}@example.ie`,
        username: `user-${index + 1}`,
      }),
    );
    const { user } = await openMatching({ users });
    await search(user, 'First name', 'Má');
    const table = await screen.findByRole('table', { name: 'Customers found' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 23')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()[0]).toBe('Máire Byrne 11');
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect([...(size as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '10',
      '20',
      '30',
    ]);
    await user.selectOptions(size, '20');
    expect(names()).toHaveLength(20);
    expect(screen.getByText('Showing 1 to 20 of 23')).toBeVisible();
    await user.selectOptions(size, '30');
    expect(names()).toHaveLength(23);
  });
});

describe('Matching Service: the Match modal', () => {
  const CODE = 'A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B4';
  const OTHER = 'B2C3D4E5-F6A7-B8C9-D0E1F2A3B4C5';

  async function openMatch(state: Partial<AgentApiState> = {}) {
    const opened = await openMatching(state, '/wallet/user?option=email&input=demo');
    await opened.user.click(
      await screen.findByRole('button', { name: 'Match portfolio codes of Aoife Murphy' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Portfolio codes of Aoife Murphy' });
    return { ...opened, dialog: within(dialog) };
  }

  it('adds a blank, editable row and matches a valid code, with the success message', async () => {
    const { user, dialog, api } = await openMatch();
    expect(dialog.getByText('This customer has no portfolio codes yet.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Add portfolio code' }));
    const code = dialog.getByRole('textbox', { name: 'Portfolio code 1' });
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    // The field says which of the two portfolio-code formats it takes.
    expect(code).toHaveAccessibleDescription(MATCHING_TEXTS.codeHint);
    expect(MATCHING_TEXTS.codeHint).toContain('groups of 8, 4, 4 and 12 joined by hyphens');

    // Create Customer Account's kind of code is refused with the format this field takes.
    await user.type(code, 'ABCD12');
    await user.click(dialog.getByRole('button', { name: 'Save portfolio code 1' }));
    expect(code).toHaveAccessibleDescription(
      `${MATCHING_TEXTS.codeHint} Error: ${PORTFOLIO_CODE_MESSAGES.matchFormat}`,
    );
    expect(PORTFOLIO_CODE_MESSAGES.matchFormat).toBe(
      'Invalid portfolio code format. The portfolio code must follow the format: XXXXXXXX-XXXX-XXXX-XXXXXXXXXXXX',
    );
    expect(api.routes()).not.toContain('POST /api/home/applied_match/match');

    await user.clear(code);
    await user.paste(CODE.toLowerCase());
    await user.click(dialog.getByRole('button', { name: 'Save portfolio code 1' }));
    expect(
      await dialog.findByText(
        'Portfolio Code successfully matched to email address demo@wallet.test',
      ),
    ).toBeVisible();
    expect(code).toHaveValue(CODE);
    expect(api.state.pairs).toEqual([
      { portfolio_code: CODE, third_party_identifier: 'user-aoife' },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('removes a blank row without a call', async () => {
    const { user, dialog, api } = await openMatch();
    await user.click(dialog.getByRole('button', { name: 'Add portfolio code' }));
    await user.click(dialog.getByRole('button', { name: 'Delete portfolio code 1' }));
    expect(dialog.queryByRole('textbox', { name: 'Portfolio code 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.routes()).not.toContain('POST /api/home/applied_match/unmatch');
  });

  it('says who holds a code registered to someone else, and removes the row', async () => {
    const { user, dialog } = await openMatch({
      takenCodes: { [CODE]: ['holder@example.ie', 'agent@wallet.test'] },
    });
    await user.click(dialog.getByRole('button', { name: 'Add portfolio code' }));
    await user.paste(CODE);
    await user.click(dialog.getByRole('button', { name: 'Save portfolio code 1' }));
    expect(
      await dialog.findByText(
        'The portfolio has already been registered. Policy holder email: holder@example.ie. Submitted by agent@wallet.test',
      ),
    ).toBeVisible();
    expect(dialog.queryByRole('textbox', { name: 'Portfolio code 1' })).not.toBeInTheDocument();
  });

  it("says 'Failed to add Portfolio Code' when the match call fails", async () => {
    const { user, dialog } = await openMatch({
      failing: { 'POST /api/home/applied_match/match': 500 },
    });
    await user.click(dialog.getByRole('button', { name: 'Add portfolio code' }));
    await user.paste(CODE);
    await user.click(dialog.getByRole('button', { name: 'Save portfolio code 1' }));
    expect(await dialog.findByText('Failed to add Portfolio Code')).toBeVisible();
  });

  it('asks before changing a code: No puts the old code back, Yes matches the new one and unmatches the old', async () => {
    const { user, dialog, api } = await openMatch({
      pairs: [{ portfolio_code: CODE, third_party_identifier: 'user-aoife' }],
      registerCodes: [CODE, OTHER],
    });
    const code = await dialog.findByRole('textbox', { name: 'Portfolio code 1' });
    expect(code).toHaveValue(CODE);
    expect(code).not.toHaveAccessibleDescription(MATCHING_TEXTS.codeHint);
    await user.clear(code);
    await user.paste(OTHER);
    // Changed, the row says which format it takes.
    expect(code).toHaveAccessibleDescription(MATCHING_TEXTS.codeHint);
    await user.click(dialog.getByRole('button', { name: 'Save portfolio code 1' }));
    let question = await screen.findByRole('alertdialog', { name: 'Change this portfolio code?' });
    expect(question).toHaveTextContent(`${CODE} will be replaced by ${OTHER}`);
    await user.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(code).toHaveValue(CODE);
    expect(api.routes()).not.toContain('POST /api/home/applied_match/match');

    await user.clear(code);
    await user.paste(OTHER);
    await user.click(dialog.getByRole('button', { name: 'Save portfolio code 1' }));
    question = await screen.findByRole('alertdialog', { name: 'Change this portfolio code?' });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(
      await dialog.findByText(
        'Portfolio Code successfully matched to email address demo@wallet.test',
      ),
    ).toBeVisible();
    expect(api.state.pairs).toEqual([
      { portfolio_code: OTHER, third_party_identifier: 'user-aoife' },
    ]);
  });

  it('asks before deleting a code, and says so when the delete fails', async () => {
    const { user, dialog, api } = await openMatch({
      pairs: [{ portfolio_code: CODE, third_party_identifier: 'user-aoife' }],
    });
    await user.click(await dialog.findByRole('button', { name: 'Delete portfolio code 1' }));
    let question = await screen.findByRole('alertdialog', { name: 'Delete this portfolio code?' });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(dialog.getByRole('textbox', { name: 'Portfolio code 1' })).toHaveValue(CODE);

    api.state.failing['POST /api/home/applied_match/unmatch'] = 500;
    await user.click(dialog.getByRole('button', { name: 'Delete portfolio code 1' }));
    question = await screen.findByRole('alertdialog', { name: 'Delete this portfolio code?' });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await dialog.findByText('Failed to delete Portfolio Code')).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Portfolio code 1' })).toHaveValue(CODE);

    delete api.state.failing['POST /api/home/applied_match/unmatch'];
    await user.click(dialog.getByRole('button', { name: 'Delete portfolio code 1' }));
    question = await screen.findByRole('alertdialog', { name: 'Delete this portfolio code?' });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(dialog.queryByRole('textbox', { name: 'Portfolio code 1' })).not.toBeInTheDocument(),
    );
    expect(api.state.pairs).toEqual([]);
  });
});

describe('Matching Service: the edit-mobile modal', () => {
  async function openMobile(state: Partial<AgentApiState> = {}) {
    const opened = await openMatching(state, '/wallet/user?option=email&input=demo');
    await opened.user.click(
      await screen.findByRole('button', { name: 'Edit mobile of Aoife Murphy' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mobile number of Aoife Murphy' });
    return { ...opened, dialog: within(dialog) };
  }

  it('keeps Save unavailable while the number is unchanged or breaks the agent rule', async () => {
    const { user, dialog, api } = await openMobile();
    const number = dialog.getByRole('textbox', { name: 'Mobile number' });
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(number).toHaveValue('+353871234567');
    expect(save).toHaveAttribute('aria-disabled', 'true');

    await user.clear(number);
    await user.type(number, '0771234567');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    expect(number).toHaveAccessibleDescription(
      expect.stringContaining(AGENT_MOBILE_MESSAGES.invalid),
    );
    expect(api.routes()).not.toContain('PUT /api/users/phone_number');
    expect(await axeViolations()).toEqual([]);

    await user.clear(number);
    await user.type(number, '0869876543');
    expect(save).not.toHaveAttribute('aria-disabled');
  });

  it('saves a new number, says so and shows it in the results', async () => {
    const { user, dialog, api } = await openMobile();
    const number = dialog.getByRole('textbox', { name: 'Mobile number' });
    await user.clear(number);
    await user.type(number, '0869876543');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AGENT_MOBILE_MESSAGES.success)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls().find((call) => call.route === 'PUT /api/users/phone_number')?.body).toEqual({
      username: 'user-aoife',
      phone_number: '0869876543',
    });
    expect(await screen.findByRole('cell', { name: '0869876543' })).toBeVisible();
  });

  it("says 'Failed to update mobile number' when the change fails", async () => {
    const { user, dialog } = await openMobile({
      failing: { 'PUT /api/users/phone_number': 500 },
    });
    const number = dialog.getByRole('textbox', { name: 'Mobile number' });
    await user.clear(number);
    await user.type(number, '0869876543');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(AGENT_MOBILE_MESSAGES.failed)).toBeVisible();
  });
});
