import { MESSAGES } from '@wallet/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, setViewportWidth } from '../test/render-app';
import { ALL_POLICIES, CUSTOMER } from '../test/test-api';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

afterEach(() => setViewportWidth(1024));

describe('header on desktop (992 px and up)', () => {
  it('offers Login and Sign Up to visitors, and New Quote per flags', async () => {
    setViewportWidth(1280);
    renderApp('/wallet', { flags: { motor_enabled: false } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    expect(within(nav()).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(nav()).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup/',
    );
    expect(
      within(nav()).queryByRole('button', { name: 'Manage My Insurance' }),
    ).not.toBeInTheDocument();

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Car' })).not.toBeInTheDocument(),
    );
    await userEvent.click(within(nav()).getByRole('button', { name: 'New Quote' }));
    const menu = screen.getByRole('menu', { name: 'New Quote' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Travel']);
    expect(within(menu).getByRole('menuitem', { name: 'Home' })).toHaveAttribute(
      'href',
      '/wallet/getquote/aboutYou',
    );
  });

  it('lists only the bought products under Manage My Insurance, plus Renew and the first name', async () => {
    setViewportWidth(1280);
    renderApp('/wallet', {
      signedInAs: CUSTOMER,
      policies: ALL_POLICIES.filter((policy) => policy.policy_type !== 'MOTOR'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome Aoife!' });
    const user = userEvent.setup();
    const manage = within(nav()).getByRole('button', { name: 'Manage My Insurance' });
    await waitFor(() => expect(manage).toHaveAttribute('aria-haspopup', 'menu'));
    await user.click(manage);
    const menu = screen.getByRole('menu', { name: 'Manage My Insurance' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Home', '/manage/viewMultiplePolicies/home'],
      ['Travel', '/manage/viewMultiplePolicies/travel'],
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(manage).toHaveFocus();
    expect(manage).toHaveAttribute('aria-expanded', 'false');

    expect(within(nav()).getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      '/wallet/renewPolicy/',
    );
    expect(within(nav()).getByText('Aoife')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(within(nav()).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('explains when there is nothing to manage, with the phone number', async () => {
    setViewportWidth(1280);
    renderApp('/wallet', { signedInAs: CUSTOMER, policies: [] });
    await screen.findByRole('heading', { level: 1, name: 'Welcome Aoife!' });
    await userEvent.click(within(nav()).getByRole('button', { name: 'Manage My Insurance' }));
    expect(screen.getByText(MESSAGES.noPolicies)).toBeVisible();
    expect(within(nav()).getByRole('link', { name: /01 488 4062/ })).toHaveAttribute(
      'href',
      'tel:014884062',
    );
    expect(screen.queryByRole('menu', { name: 'Manage My Insurance' })).not.toBeInTheDocument();
  });
});

describe('header on a phone (below 992 px)', () => {
  it('opens and closes the burger menu by keyboard', async () => {
    setViewportWidth(375);
    renderApp('/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    const user = userEvent.setup();
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    burger.focus();
    await user.keyboard('{Enter}');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Log In' })).toBeVisible();

    await user.keyboard('{Enter}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard(' ');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('ignores a second tap within the debounce time', async () => {
    setViewportWidth(375);
    renderApp('/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    const burger = screen.getByRole('button', { name: 'Menu' });
    await userEvent.dblClick(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the menu after choosing a page', async () => {
    setViewportWidth(375);
    renderApp('/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
    const burger = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(burger);
    await userEvent.click(within(nav()).getByRole('link', { name: 'Log In' }));
    await screen.findByRole('heading', { level: 1, name: 'Log In to your Insurance Wallet' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});
