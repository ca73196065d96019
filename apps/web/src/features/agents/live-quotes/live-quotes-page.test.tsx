import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONTACTED_ROW_REMOVAL_MS,
  DEFAULT_PROFILE,
  formatLiveQuoteTimestamp,
} from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { AGENT } from '../../../test/test-api';
import type { LiveQuoteType } from '../api/get-live-quotes';
import type { CustomerJourneys } from '../lib/customer-journeys';
import { installAgentApi, liveQuote, type AgentApiState } from '../test/fake-agent-api';
import { renderScreen } from '../test/render-screen';
import { LiveQuotesPage } from './live-quotes-page';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
  endSession();
});

const quotes = (count: number) => Array.from({ length: count }, (_, index) => liveQuote(index + 1));

function openLiveQuotes(type: LiveQuoteType, state: Partial<AgentApiState> = {}) {
  const journeys: CustomerJourneys = {
    openHomeQuote: vi.fn(async () => {}),
    openCarQuote: vi.fn(async () => {}),
  };
  startSession('token-agent', AGENT);
  const api = installAgentApi(state);
  const view = renderScreen(
    `/wallet/latest-quotes/${type}`,
    '/wallet/latest-quotes/:type',
    <LiveQuotesPage type={type} journeys={journeys} />,
  );
  return { ...view, api, journeys };
}

const referencesShown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.slice(0, 10));

describe('Live quotes', () => {
  it('lists 7 quotes, newest first, each with its contact number, local time and premium', async () => {
    const { api } = openLiveQuotes('home', {
      liveQuotes: { home: quotes(3), motor: [] },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Live Home Quotes' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Home quotes not yet contacted' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Customer 1',
      'customer1@example.ie',
      '€401.00',
      '+353871234567',
      formatLiveQuoteTimestamp('2026-03-02T10:15:00Z'),
      'Contacted: quote HQ00000001',
    ]);
    expect(formatLiveQuoteTimestamp('2026-03-02T10:15:00Z')).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(api.routes()).toEqual([
      'GET /api/home/search/latest_quotes?page=0&size=7&sort=created_date%2CDESC',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the next 7 with LOAD MORE until there are no more', async () => {
    const user = userEvent.setup();
    const { api } = openLiveQuotes('car', { liveQuotes: { home: [], motor: quotes(10) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Live Car Quotes' })).toBeVisible();
    await screen.findByRole('table', { name: 'Car quotes not yet contacted' });
    expect(referencesShown()).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(referencesShown()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.routes()).toEqual([
      'GET /api/motor/search/latest_quotes?page=0&size=7&sort=created_date%2CDESC',
      'GET /api/motor/search/latest_quotes?page=1&size=7&sort=created_date%2CDESC',
    ]);
  });

  it('ticks contacted once, keeps it ticked and unavailable, and the row leaves 3 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = openLiveQuotes('home', { liveQuotes: { home: quotes(3), motor: [] } });
    const tick = await screen.findByRole('checkbox', { name: 'Contacted: quote HQ00000002' });
    await user.click(tick);
    expect(await screen.findByText('Quote HQ00000002 marked as contacted')).toBeVisible();
    expect(tick).toBeChecked();
    expect(tick).toHaveAttribute('aria-disabled', 'true');
    await user.click(tick);
    expect(tick).toBeChecked();
    const sent = api.calls().filter((call) => call.route === 'PUT /api/home/home_quotes/contacted');
    expect(sent).toEqual([
      {
        route: 'PUT /api/home/home_quotes/contacted',
        body: { quote_reference: 'HQ00000002', contacted: true },
      },
    ]);
    expect(await axeViolations()).toEqual([]);

    act(() => vi.advanceTimersByTime(CONTACTED_ROW_REMOVAL_MS - 500));
    expect(referencesShown()).toContain('HQ00000002');
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(referencesShown()).toEqual(['HQ00000001', 'HQ00000003']));
    expect(CONTACTED_ROW_REMOVAL_MS).toBe(3000);
  });

  it('asks for the pages shown again before the next once rows have left, so none is skipped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openLiveQuotes('home', { liveQuotes: { home: quotes(9), motor: [] } });
    await user.click(await screen.findByRole('checkbox', { name: 'Contacted: quote HQ00000001' }));
    await screen.findByText('Quote HQ00000001 marked as contacted');
    act(() => vi.advanceTimersByTime(CONTACTED_ROW_REMOVAL_MS));
    await waitFor(() => expect(referencesShown()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(referencesShown()).toHaveLength(8));
    expect(referencesShown()).toEqual(
      quotes(9)
        .slice(1)
        .map((quote) => quote.quote_reference),
    );
  });

  it('unticks the quote and says so when the update fails', async () => {
    const user = userEvent.setup();
    openLiveQuotes('home', {
      liveQuotes: { home: quotes(2), motor: [] },
      failing: { 'PUT /api/home/home_quotes/contacted': 500 },
    });
    const tick = await screen.findByRole('checkbox', { name: 'Contacted: quote HQ00000001' });
    await user.click(tick);
    expect(
      await screen.findByText('We could not mark quote HQ00000001 as contacted. Please try again.'),
    ).toBeVisible();
    expect(tick).not.toBeChecked();
    expect(tick).not.toHaveAttribute('aria-disabled');
  });

  it("opens a home quote's customer at About you", async () => {
    const user = userEvent.setup();
    const saved = { quote_reference: 'HQ00000001' };
    const { journeys, api } = openLiveQuotes('home', {
      liveQuotes: { home: quotes(1), motor: [] },
      selectedQuotes: { HQ00000001: saved },
    });
    await user.click(await screen.findByRole('button', { name: 'HQ00000001, open the quote' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/getquote/aboutYou' }),
    ).toBeVisible();
    expect(journeys.openHomeQuote).toHaveBeenCalledWith(saved);
    expect(api.routes()).toContain(
      'GET /api/home/applied_home_quotes/latest/policy_code?policyCode=HQ00000001',
    );
  });

  it("loads a car quote's customer and opens the car quote page", async () => {
    const user = userEvent.setup();
    const profile = {
      ...DEFAULT_PROFILE,
      first_name: 'Customer',
      last_name: '1',
      email: 'customer1@example.ie',
      user_id: 'user-9',
      default_response: false,
    };
    const { journeys } = openLiveQuotes('car', {
      liveQuotes: { home: [], motor: quotes(1) },
      profiles: { 'customer1@example.ie': profile },
    });
    await user.click(await screen.findByRole('button', { name: 'HQ00000001, open the car quote' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/getgenericquote/car' }),
    ).toBeVisible();
    expect(journeys.openCarQuote).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'customer1@example.ie', user_id: 'user-9' }),
    );
  });

  it('says so when the customer cannot be loaded', async () => {
    const user = userEvent.setup();
    const { journeys } = openLiveQuotes('car', { liveQuotes: { home: [], motor: quotes(1) } });
    await user.click(await screen.findByRole('button', { name: /open the car quote/ }));
    expect(
      await screen.findByText('We could not open this customer’s quote. Please try again.'),
    ).toBeVisible();
    expect(journeys.openCarQuote).not.toHaveBeenCalled();
  });
});
