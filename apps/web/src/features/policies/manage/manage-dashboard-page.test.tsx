import { screen, within } from '@testing-library/react';
import { DEFAULT_FEATURE_FLAGS, MESSAGES, type ProfilePolicy } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { NEWER_HOME, OLDER_HOME, TRAVEL } from '../test/fixtures';
import { renderRoute } from '../../../test/render-route';
import { ManageDashboardPage } from './manage-dashboard-page';

function renderDashboard(policies: ProfilePolicy[], flags = DEFAULT_FEATURE_FLAGS) {
  return renderRoute(
    '/manage',
    '/manage',
    <ManageDashboardPage flags={flags} policies={policies} profileLoading={false} />,
  );
}

describe('Manage My Insurance dashboard /manage', () => {
  it('opens the policy list of each product held; a product not held is disabled and says why', async () => {
    renderDashboard([OLDER_HOME, NEWER_HOME, TRAVEL]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Manage My Insurance' }),
    ).toBeInTheDocument();
    const products = within(screen.getByRole('list', { name: 'Products' }));
    expect(products.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'CarYou have no car policies with us.',
      'Home',
      'Travel',
    ]);
    const car = products.getByRole('button', { name: 'Car' });
    expect(car).toBeDisabled();
    expect(car).toHaveAccessibleDescription('You have no car policies with us.');
    expect(products.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/manage/viewMultiplePolicies/home',
    );
    expect(products.getByRole('link', { name: 'Travel' })).toHaveAttribute(
      'href',
      '/manage/viewMultiplePolicies/travel',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('shows each product only while its flag is on', () => {
    renderDashboard([OLDER_HOME, TRAVEL], {
      ...DEFAULT_FEATURE_FLAGS,
      motor_enabled: false,
      travel_enabled: false,
    });
    const products = within(screen.getByRole('list', { name: 'Products' }));
    expect(products.getAllByRole('listitem')).toHaveLength(1);
    expect(products.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('without any policy says so and gives the number to call', async () => {
    renderDashboard([]);
    expect(screen.getByText(MESSAGES.noPolicies)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Please call us on 01 488 4062/ })).toHaveAttribute(
      'href',
      'tel:014884062',
    );
    expect(screen.queryByRole('button', { name: 'Car' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  // Decision 0041: the page's title and lead are drawn before the customer's data, and so into
  // the frame a returning customer's browser paints before any code runs.
  it('shows its title and lead while the profile loads, the spinner under them', () => {
    renderRoute(
      '/manage',
      '/manage',
      <ManageDashboardPage flags={DEFAULT_FEATURE_FLAGS} policies={[]} profileLoading />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Manage My Insurance' })).toBeVisible();
    expect(screen.getByText('Choose the insurance you would like to manage.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your policies');
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });
});
