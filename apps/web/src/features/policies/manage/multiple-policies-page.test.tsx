import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ProductType, type ProfilePolicy } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { CAR, NEWER_HOME, OLDER_HOME, TRAVEL } from '../test/fixtures';
import { renderRoute } from '../../../test/render-route';
import { readSelectedPolicy } from '../lib/selected-policy';
import { MultiplePoliciesPage } from './multiple-policies-page';

const ALL = [OLDER_HOME, CAR, NEWER_HOME, TRAVEL];

function renderList(type: ProductType, policies: ProfilePolicy[] = ALL) {
  return renderRoute(
    `/manage/viewMultiplePolicies/${type}`,
    '/manage/viewMultiplePolicies/:type',
    <MultiplePoliciesPage type={type} policies={policies} profileLoading={false} />,
  );
}

describe('policy list /manage/viewMultiplePolicies/{type}', () => {
  it('lists home policies newest first by Policy Number, with start date and reference', async () => {
    renderList('home');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your Home Policies' }),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('button', { name: /^Policy Number/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Policy Number HP-0002, Start date 10/02/2025, Reference HQ-2002',
      'Policy Number HP-0001, Start date 01/03/2023, Reference HQ-1001',
    ]);
    expect(screen.getByRole('list', { name: 'Your Home Policies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage My Insurance' })).toHaveAttribute(
      'href',
      '/manage',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ['car', 'Policy Code CP-0077, Start date 15/06/2024, Reference MQ-3003'],
    ['travel', 'Policy Code TP-0005, Start date 05/01/2024, Reference TQ-4004'],
  ] as const)('names the %s policy by its Policy Code', (type, name) => {
    renderList(type);
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByText(/Policy Number/)).not.toBeInTheDocument();
  });

  it('remembers the chosen policy and opens its product page', async () => {
    const user = userEvent.setup();
    renderList('home');
    await user.click(screen.getByRole('button', { name: /HP-0001/ }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /manage/product/home' }),
    ).toBeInTheDocument();
    expect(readSelectedPolicy('home')).toBe('home-older');
    expect(readSelectedPolicy('car')).toBeNull();
  });

  it('without a policy of the type says so and gives the number to call', async () => {
    renderList('car', [OLDER_HOME]);
    expect(screen.getByText(MESSAGES.noPolicies)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /01 488 4062/ })).toHaveAttribute(
      'href',
      'tel:014884062',
    );
    expect(await axeViolations()).toEqual([]);
  });

  // Decision 0041: the title and the lead a customer with policies sees, before the data.
  it('shows its title and lead while the profile loads, the spinner under them', () => {
    renderRoute(
      '/manage/viewMultiplePolicies/home',
      '/manage/viewMultiplePolicies/:type',
      <MultiplePoliciesPage type="home" policies={[]} profileLoading />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your Home Policies' })).toBeVisible();
    expect(
      screen.getByText(
        'Choose the policy you would like to manage: see its cover and documents, change it, claim on it or leave it.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your policies');
    expect(screen.queryByText(MESSAGES.noPolicies)).not.toBeInTheDocument();
  });
});
