import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
