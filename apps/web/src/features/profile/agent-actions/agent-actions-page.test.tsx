import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_AUDIT_PAGE_SIZE, type CustomerAgentAction } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAlso } from '../../../test/answer-also';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { CUSTOMER } from '../../../test/test-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const CREATED: CustomerAgentAction = {
  at: '2026-07-31T23:15:00.000Z',
  agent_name: 'Niamh Kelly',
  branch_name: 'Athlone',
  action: 'create_account',
  description: 'Created your account',
};
const MATCHED: CustomerAgentAction = {
  at: '2026-01-05T09:05:00.000Z',
  agent_name: 'Declan Walsh',
  branch_name: null,
  action: 'match',
  description: 'Linked a policy portfolio to your account',
};

/** The trail's route, answering pages of `entries` as the API pages them. */
function answerTrail(entries: CustomerAgentAction[], failFirst = 0) {
  let failures = failFirst;
  return answerAlso({
    'GET /api/profile/profile/agent_actions': (url) => {
      if (failures > 0) {
        failures -= 1;
        return json({ error: true, status: 503, message: 'Service unavailable' }, 503);
      }
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      return json({
        content: entries.slice(page * size, (page + 1) * size),
        total_pages: Math.ceil(entries.length / size),
      });
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('agent activity /manage/agentActions', () => {
  it('lists what agents did for the customer: what, when in Irish time, the agent and the branch', async () => {
    renderApp('/manage/agentActions', { signedInAs: CUSTOMER });
    const calls = answerTrail([CREATED, MATCHED]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Agent activity' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'What our agents did for you' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Created your account' })).toBeVisible();
    // 23:15 UTC on 31 July is a quarter past midnight on 1 August in Ireland.
    const time = first.getByText('1 August 2026 at 00:15');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', CREATED.at);
    expect(first.getByText('When (Irish time)')).toBeVisible();
    expect(first.getByText('Niamh Kelly')).toBeVisible();
    expect(first.getByText('Athlone')).toBeVisible();

    const second = within(items[1]!);
    expect(
      second.getByRole('heading', { name: 'Linked a policy portfolio to your account' }),
    ).toBeVisible();
    expect(second.getByText('5 January 2026 at 09:05')).toBeVisible();
    expect(second.getByText('Declan Walsh')).toBeVisible();
    expect(second.getByText('No branch recorded')).toBeVisible();

    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 actions');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calls).toEqual([
      `GET /api/profile/profile/agent_actions?page=0&size=${AGENT_AUDIT_PAGE_SIZE}`,
    ]);
    expect(document.title).toBe('Agent activity on your account - Insurance Wallet');
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when no agent has acted on the account', async () => {
    renderApp('/manage/agentActions', { signedInAs: CUSTOMER });
    answerTrail([]);
    expect(await screen.findByText('No bank agent has acted on your account.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'What our agents did for you' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the next page with Show more, keeping the rows already shown', async () => {
    const many = Array.from({ length: AGENT_AUDIT_PAGE_SIZE + 3 }, (_, index) => ({
      ...MATCHED,
      at: new Date(Date.UTC(2026, 0, 31, 12, 0) - index * 60_000).toISOString(),
    }));
    renderApp('/manage/agentActions', { signedInAs: CUSTOMER });
    const calls = answerTrail(many);
    const list = await screen.findByRole('list', { name: 'What our agents did for you' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(AGENT_AUDIT_PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(AGENT_AUDIT_PAGE_SIZE + 3),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing ${AGENT_AUDIT_PAGE_SIZE + 3} actions`,
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calls.at(-1)).toBe(
      `GET /api/profile/profile/agent_actions?page=1&size=${AGENT_AUDIT_PAGE_SIZE}`,
    );
  });

  it('says the trail could not be loaded, not that it is empty, and tries again', async () => {
    // The query tries once more by itself before it gives up.
    renderApp('/manage/agentActions', { signedInAs: CUSTOMER });
    answerTrail([CREATED], 2);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'We could not load the agent activity on your account. Please try again.',
    );
    expect(screen.queryByText('No bank agent has acted on your account.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Created your account')).toBeVisible();
  });

  it('shows a visitor the login form in its place', async () => {
    renderApp('/manage/agentActions');
    answerTrail([CREATED]);
    expect(await screen.findByRole('button', { name: /log ?in/i })).toBeVisible();
    expect(screen.queryByText('Created your account')).toBeNull();
  });

  it('is reached from Manage My Insurance', async () => {
    renderApp('/manage', { signedInAs: CUSTOMER });
    answerTrail([]);
    const link = await screen.findByRole('link', { name: 'See what our agents did for you' });
    expect(link).toHaveAttribute('href', '/manage/agentActions');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent activity' })).toBeVisible();
  });
});
