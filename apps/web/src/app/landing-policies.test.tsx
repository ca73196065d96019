import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderApp } from '../test/render-app';
import { ALL_POLICIES, CUSTOMER } from '../test/test-api';

describe('the landing page of a customer with policies', () => {
  it('lists the policies, newest first, each with a way to its documents', async () => {
    const { router } = renderApp('/wallet', { signedInAs: CUSTOMER, policies: ALL_POLICIES });
    const card = await screen.findByRole('region', { name: 'Your policies' });
    const names = within(card)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Travel Insurance', 'Car Insurance', 'Home Insurance']);
    const home = within(card).getByRole('region', { name: 'Home Insurance' });
    expect(within(home).getByText('Policy Number').nextSibling).toHaveTextContent('HP-1');
    expect(within(card).getByRole('link', { name: 'Manage My Insurance' })).toHaveAttribute(
      'href',
      '/manage',
    );
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(
      within(home).getByRole('link', { name: 'View documents of Home Insurance HP-1' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/policy/1'));
  });

  describe('on 1 June 2026', () => {
    afterEach(() => vi.useRealTimers());

    it('offers a claim on each policy that can be claimed on online, for that policy', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
      const { router } = renderApp('/wallet', { signedInAs: CUSTOMER, policies: ALL_POLICIES });
      const card = await screen.findByRole('region', { name: 'Your policies' });
      // Home and car ended within the year; the travel trip more than a year ago.
      expect(
        within(card)
          .getAllByRole('link', { name: /^Make a claim/ })
          .map((link) => link.textContent),
      ).toEqual(['Make a claim on Car Insurance MP-2', 'Make a claim on Home Insurance HP-1']);
      const carClaim = within(card).getByRole('link', {
        name: 'Make a claim on Car Insurance MP-2',
      });
      // The link names its policy, so a new tab claims on it too.
      expect(carClaim).toHaveAttribute('href', '/manage/product/car/claim?policy=2');
      await userEvent.click(carClaim);
      await waitFor(() => expect(router.state.location.pathname).toBe('/manage/product/car/claim'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Make a claim' })).toBeVisible();
      expect(screen.getByText(/MP-2/)).toBeVisible();
    });
  });

  it('names each of two policies of one product by its number', async () => {
    const home = ALL_POLICIES[0]!;
    const secondHome = {
      ...home,
      policy_id: '9',
      reference_number: 'R9',
      policy_number: 'HP-9',
      start_date: '2025-06-01',
      end_date: '2026-05-31',
    };
    renderApp('/wallet', { signedInAs: CUSTOMER, policies: [home, secondHome] });
    const card = await screen.findByRole('region', { name: 'Your policies' });
    expect(
      within(card)
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Home Insurance HP-9', 'Home Insurance HP-1']);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no policies card to a customer without policies', async () => {
    renderApp('/wallet', { signedInAs: CUSTOMER, policies: [] });
    await screen.findByRole('heading', { level: 1, name: 'Welcome Aoife!' });
    expect(screen.queryByRole('region', { name: 'Your policies' })).not.toBeInTheDocument();
  });

  it('shows a visitor no policies card', async () => {
    renderApp('/wallet', { policies: ALL_POLICIES });
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    expect(screen.queryByRole('region', { name: 'Your policies' })).not.toBeInTheDocument();
  });
});
